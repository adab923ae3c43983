import type * as React from 'react'

import { Stars, wholeStars } from '@/components/ui/stars'
import { cn } from '@/lib/cn'

type ProductRatingProps = React.ComponentProps<'div'> & {
  /** 0-5. The stars show its floor. */
  rating: number
  reviews: number
  labels: { rating: (rating: number) => string; reviews: (count: number) => string }
}

/** Whole stars (the floor of the rating) and the review count. */
function ProductRating({ rating, reviews, labels, className, ...props }: ProductRatingProps) {
  const stars = wholeStars(rating)
  return (
    <div
      data-slot="product-rating"
      className={cn('flex items-center gap-2 text-sm', className)}
      {...props}
    >
      <span role="img" aria-label={labels.rating(rating)} data-stars={stars} className="flex">
        <Stars filled={stars} className="size-4" emptyClassName="text-muted-foreground/60" />
      </span>
      <span className="text-muted-foreground">{labels.reviews(reviews)}</span>
    </div>
  )
}

export { ProductRating }
