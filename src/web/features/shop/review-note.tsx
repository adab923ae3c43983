import { Stethoscope } from 'lucide-react'
import type * as React from 'react'

import { cn } from '@/lib/cn'

type ReviewNoteProps = React.ComponentProps<'p'> & {
  label: string
  /** Why, in a sentence (the quick view and product page); the card and the cart show the label. */
  body?: string
}

/**
 * "Needs a physician's review" where a shopper meets the product — the card, the quick view, the
 * cart — not first at checkout (docs/product.md, Orders).
 */
function ReviewNote({ label, body, className, ...props }: ReviewNoteProps) {
  return (
    <p
      data-slot="needs-review"
      className={cn('flex items-start gap-1.5 text-sm text-navy', className)}
      {...props}
    >
      <Stethoscope aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-teal" />
      <span>
        <span className="font-semibold">{label}</span>
        {body ? <span className="text-muted-foreground"> {body}</span> : null}
      </span>
    </p>
  )
}

export { ReviewNote }
