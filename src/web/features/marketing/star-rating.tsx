import { Star } from 'lucide-react'
import type * as React from 'react'

import { cn } from '@/lib/cn'

type StarRatingProps = React.ComponentProps<'div'> & {
  /** 0-5; whole stars are shown (the floor), as the spec's star displays do. */
  rating: number
  /** The accessible name, e.g. `Rated ${n} out of 5`. */
  label: (stars: number) => string
}

function StarRating({ rating, label, className, ...props }: StarRatingProps) {
  const stars = Math.max(0, Math.min(5, Math.floor(rating)))
  return (
    <div
      role="img"
      aria-label={label(stars)}
      data-slot="star-rating"
      className={cn('flex gap-0.5', className)}
      {...props}
    >
      {Array.from({ length: 5 }, (_, index) => (
        <Star
          key={index}
          aria-hidden="true"
          className={cn(
            'size-5',
            index < stars ? 'fill-amber text-amber' : 'fill-transparent text-muted-foreground/50',
          )}
        />
      ))}
    </div>
  )
}

export { StarRating }
