import { Star } from 'lucide-react'

import { cn } from '@/lib/cn'

/** How many stars a 0-5 rating fills: whole stars only, its floor (the spec's star displays). */
function wholeStars(rating: number) {
  return Math.max(0, Math.min(5, Math.floor(rating)))
}

type StarsProps = {
  /** How many of the five are filled. */
  filled: number
  /** Each star's size, e.g. 'size-4'. */
  className: string
  /** An empty star's color. */
  emptyClassName: string
}

/** Five star icons, the first `filled` of them filled; hidden, so the caller names the rating. */
function Stars({ filled, className, emptyClassName }: StarsProps) {
  return (
    <>
      {Array.from({ length: 5 }, (_, index) => (
        <Star
          key={index}
          aria-hidden="true"
          className={cn(
            className,
            index < filled ? 'fill-amber text-amber' : ['fill-transparent', emptyClassName],
          )}
        />
      ))}
    </>
  )
}

export { Stars, wholeStars }
