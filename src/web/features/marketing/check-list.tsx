import { CheckCircle2 } from 'lucide-react'
import type * as React from 'react'

import { cn } from '@/lib/cn'

type CheckListProps = React.ComponentProps<'ul'> & {
  items: readonly string[]
  /** Two columns from small screens up (the eight-item lists). */
  columns?: 1 | 2
}

/** A list with a check mark before each item, e.g. symptoms, benefits, what to expect. */
function CheckList({ items, columns = 2, className, ...props }: CheckListProps) {
  return (
    <ul
      data-slot="check-list"
      className={cn('grid gap-x-8 gap-y-3', columns === 2 && 'sm:grid-cols-2', className)}
      {...props}
    >
      {items.map((item) => (
        <li key={item} className="flex items-start gap-3">
          <CheckCircle2
            aria-hidden="true"
            className="mt-0.5 size-5 shrink-0 text-teal in-data-[tone=navy]:text-teal-light"
          />
          <span className="text-foreground in-data-[tone=navy]:text-white">{item}</span>
        </li>
      ))}
    </ul>
  )
}

export { CheckList }
