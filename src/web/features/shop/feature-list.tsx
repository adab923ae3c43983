import { Check } from 'lucide-react'
import type * as React from 'react'

import { cn } from '@/lib/cn'

type FeatureListProps = React.ComponentProps<'ul'> & {
  features: readonly string[]
  /**
   * The check mark's top margin, lining it up with the first line of text: 'mt-0.5' unless this
   * says otherwise, e.g. 'mt-1' beside larger text.
   */
  checkClassName?: string
}

/** A product's features, each behind a check mark; `children` go after them (the '+N more'). */
function FeatureList({
  features,
  checkClassName,
  className,
  children,
  ...props
}: FeatureListProps) {
  return (
    <ul className={cn('flex flex-col', className)} {...props}>
      {features.map((feature) => (
        <li key={feature} className="flex items-start gap-2">
          <Check
            aria-hidden="true"
            className={cn('size-4 shrink-0 text-teal', checkClassName ?? 'mt-0.5')}
          />
          {feature}
        </li>
      ))}
      {children}
    </ul>
  )
}

export { FeatureList }
