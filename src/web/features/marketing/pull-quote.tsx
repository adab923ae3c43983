import { Quote } from 'lucide-react'
import type * as React from 'react'

import { cn } from '@/lib/cn'

type PullQuoteProps = React.ComponentProps<'figure'> & { text: string; attribution: string }

/** A quotation set apart from the text, with who said it. */
function PullQuote({ text, attribution, className, ...props }: PullQuoteProps) {
  return (
    <figure
      data-slot="pull-quote"
      className={cn('rounded-2xl border-l-4 border-amber bg-mist p-6', className)}
      {...props}
    >
      <blockquote className="flex gap-3 text-lg text-navy italic">
        <Quote aria-hidden="true" className="mt-1 size-5 shrink-0 text-amber" />
        <p>{text}</p>
      </blockquote>
      <figcaption className="mt-3 pl-8 text-sm font-semibold text-muted-foreground">
        — {attribution}
      </figcaption>
    </figure>
  )
}

export { PullQuote }
