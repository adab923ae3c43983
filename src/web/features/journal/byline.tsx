import { Children } from 'react'
import type * as React from 'react'

import { cn } from '@/lib/cn'

/**
 * An article's byline (author, date, reading time) as a list that wraps on a narrow screen. Each
 * item but the last ends with its "·" separator, set right after the item's last word with no
 * space between them: the line can break after a separator, never before one, so no line of
 * the byline starts with a stray "·". The separators are decoration, hidden from assistive
 * technology (the list already tells the items apart).
 */
function Byline({ children, className, ...props }: React.ComponentProps<'ul'>) {
  const items = Children.toArray(children)
  return (
    <ul
      data-slot="byline"
      className={cn('flex flex-wrap items-center gap-x-3 gap-y-1', className)}
      {...props}
    >
      {items.map((item, index) => (
        // Keyed by place: a byline's items are fixed for its page and never reorder.
        <li key={index}>
          {item}
          {index < items.length - 1 ? (
            <span aria-hidden="true" data-slot="byline-separator" className="ps-3">
              ·
            </span>
          ) : null}
        </li>
      ))}
    </ul>
  )
}

export { Byline }
