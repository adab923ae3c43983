import type * as React from 'react'

import { cn } from '@/lib/cn'

type ParagraphsProps = React.ComponentProps<'div'> & { paragraphs?: readonly string[] }

/** Copy held as a list of paragraphs, rendered as <p>s with even spacing. */
function Paragraphs({ paragraphs = [], className, ...props }: ParagraphsProps) {
  if (paragraphs.length === 0) return null
  return (
    <div data-slot="paragraphs" className={cn('flex flex-col gap-4', className)} {...props}>
      {paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </div>
  )
}

export { Paragraphs }
