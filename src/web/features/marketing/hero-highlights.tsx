import { CheckCircle2 } from 'lucide-react'
import type * as React from 'react'

import { cn } from '@/lib/cn'

type HeroHighlightsProps = React.ComponentProps<'ul'> & { items: readonly string[] }

/** The short checked claims a navy hero lists under its text (home, consultation, telehealth). */
function HeroHighlights({ items, className, ...props }: HeroHighlightsProps) {
  return (
    <ul
      className={cn('flex flex-wrap gap-x-6 gap-y-2 text-sm font-medium text-white/90', className)}
      {...props}
    >
      {items.map((item) => (
        <li key={item} className="flex items-center gap-2">
          <CheckCircle2 aria-hidden="true" className="size-4 text-amber" />
          {item}
        </li>
      ))}
    </ul>
  )
}

export { HeroHighlights }
