import { Star } from 'lucide-react'
import type * as React from 'react'

import { cn } from '@/lib/cn'

type ProductRatingProps = React.ComponentProps<'div'> & {
  /** 0-5. The stars show its floor. */
  rating: number
  reviews: number
  labels: { rating: (rating: number) => string; reviews: (count: number) => string }
}

/** Whole stars (the floor of the rating) and the review count. */
function ProductRating({ rating, reviews, labels, className, ...props }: ProductRatingProps) {
  const stars = Math.max(0, Math.min(5, Math.floor(rating)))
  return (
    <div
      data-slot="product-rating"
      className={cn('flex items-center gap-2 text-sm', className)}
      {...props}
    >
      <span role="img" aria-label={labels.rating(rating)} data-stars={stars} className="flex">
        {Array.from({ length: 5 }, (_, index) => (
          <Star
            key={index}
            aria-hidden="true"
            className={cn(
              'size-4',
              index < stars ? 'fill-amber text-amber' : 'fill-transparent text-muted-foreground/60',
            )}
          />
        ))}
      </span>
      <span className="text-muted-foreground">{labels.reviews(reviews)}</span>
    </div>
  )
}

export { ProductRating }
