import { Clock } from 'lucide-react'
import type * as React from 'react'

import { cn } from '@/lib/cn'

/** A treatment option (docs/product.md, Content model): name, description, duration. */
export type TreatmentOption = { name: string; description: string; duration: string }

type TreatmentOptionsProps = React.ComponentProps<'ul'> & {
  options: readonly TreatmentOption[]
  /** The label before each duration, e.g. 'Duration'. */
  durationLabel: string
}

/** Treatment options as cards, each with how long it lasts. */
function TreatmentOptions({ options, durationLabel, className, ...props }: TreatmentOptionsProps) {
  return (
    <ul
      data-slot="treatment-options"
      className={cn('grid gap-6 md:grid-cols-3', className)}
      {...props}
    >
      {options.map((option) => (
        <li
          key={option.name}
          className="flex flex-col gap-3 rounded-2xl border border-border bg-background p-6 text-foreground shadow-sm"
        >
          <h3 className="text-lg font-bold text-navy">{option.name}</h3>
          <p className="flex-1 text-sm leading-relaxed text-muted-foreground">
            {option.description}
          </p>
          <p className="flex items-center gap-2 rounded-lg bg-mist px-3 py-2 text-sm">
            <Clock aria-hidden="true" className="size-4 text-teal" />
            <span className="text-muted-foreground">{durationLabel}:</span>
            <span className="font-semibold text-navy">{option.duration}</span>
          </p>
        </li>
      ))}
    </ul>
  )
}

export { TreatmentOptions }
