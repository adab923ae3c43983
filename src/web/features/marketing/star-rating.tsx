import type * as React from 'react'

import { Stars, wholeStars } from '@/components/ui/stars'
import { cn } from '@/lib/cn'

type StarRatingProps = React.ComponentProps<'div'> & {
  /** 0-5; whole stars are shown (the floor), as the spec's star displays do. */
  rating: number
  /** The accessible name, e.g. `Rated ${n} out of 5`. */
  label: (stars: number) => string
}

function StarRating({ rating, label, className, ...props }: StarRatingProps) {
  const stars = wholeStars(rating)
  return (
    <div
      role="img"
      aria-label={label(stars)}
      data-slot="star-rating"
      className={cn('flex gap-0.5', className)}
      {...props}
    >
      <Stars filled={stars} className="size-5" emptyClassName="text-muted-foreground/50" />
    </div>
  )
}

export { StarRating }
