import type * as React from 'react'

import { cn } from '@/lib/cn'

/** One entry of a timeline: when (e.g. 'Weeks 1-6'), what, and a sentence about it. */
export type TimelineEntry = { period: string; title: string; description: string }

type TimelineProps = React.ComponentProps<'ol'> & {
  entries: readonly TimelineEntry[]
  /** The entries' heading level: h3 under a section's h2, h4 one level deeper. */
  headingLevel?: 3 | 4
}

/** Entries down a vertical line, each marked with its period. */
function Timeline({ entries, headingLevel = 3, className, ...props }: TimelineProps) {
  const Heading = headingLevel === 4 ? 'h4' : 'h3'
  return (
    <ol
      data-slot="timeline"
      className={cn('relative flex flex-col gap-8 border-l-2 border-teal/30 pl-8', className)}
      {...props}
    >
      {entries.map((entry) => (
        <li key={entry.period} className="relative">
          <span
            aria-hidden="true"
            className="absolute top-1 -left-[2.55rem] size-4 rounded-full border-4 border-background bg-teal ring-2 ring-teal/30"
          />
          <p className="text-sm font-semibold tracking-wider text-teal uppercase in-data-[tone=navy]:text-teal-light">
            {entry.period}
          </p>
          <Heading className="mt-1 text-lg font-bold text-navy in-data-[tone=navy]:text-white">
            {entry.title}
          </Heading>
          <p className="mt-1 text-sm leading-relaxed text-muted-foreground in-data-[tone=navy]:text-white/85">
            {entry.description}
          </p>
        </li>
      ))}
    </ol>
  )
}

export { Timeline }
