import type * as React from 'react'

import { cn } from '@/lib/cn'

/** A process step (docs/product.md, Content model): its number, title and description. */
export type ProcessStep = { step: number; title: string; description: string }

type ProcessStepsProps = React.ComponentProps<'ol'> & {
  steps: readonly ProcessStep[]
  /** The visually hidden word before each number, e.g. 'Step' ("Step 1"). */
  stepLabel: string
  /** The steps' heading level: h3 under a section's h2, h4 one level deeper. */
  headingLevel?: 3 | 4
}

/**
 * Numbered steps in a row on wide screens, stacked on phones. An ordered list, so the order is
 * announced; the big number is drawn, and the step word says it in text.
 */
function ProcessSteps({
  steps,
  stepLabel,
  headingLevel = 3,
  className,
  ...props
}: ProcessStepsProps) {
  const Heading = headingLevel === 4 ? 'h4' : 'h3'
  return (
    <ol
      data-slot="process-steps"
      className={cn('grid gap-6 sm:grid-cols-2 lg:grid-cols-4', className)}
      {...props}
    >
      {steps.map((step) => (
        <li
          key={step.step}
          className="relative flex flex-col gap-3 rounded-2xl border border-border bg-background p-6 text-foreground shadow-sm"
        >
          <span
            aria-hidden="true"
            className="flex size-12 items-center justify-center rounded-full bg-teal text-xl font-bold text-white"
          >
            {step.step}
          </span>
          <Heading className="text-lg font-bold text-navy">
            <span className="sr-only">
              {stepLabel} {step.step}:{' '}
            </span>
            {step.title}
          </Heading>
          <p className="text-sm leading-relaxed text-muted-foreground">{step.description}</p>
        </li>
      ))}
    </ol>
  )
}

export { ProcessSteps }
