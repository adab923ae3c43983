import type * as React from 'react'

import type { SectionCopy } from '@/content/program-pages'

import { Paragraphs } from './paragraphs'
import { Section, SectionHeading } from './section'

const columnClasses = {
  /** The heading's column the wider, both aligned at the top. */
  'heading-wide': 'lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start',
  halves: 'lg:grid-cols-2',
  'halves-centred': 'lg:grid-cols-2 lg:items-center',
}

type SplitSectionProps = Omit<React.ComponentProps<typeof Section>, 'id' | 'title'> & {
  /** The section's copy: its id anchors the section and names its h2 (`<id>-heading`). */
  copy: SectionCopy
  /** How the two columns share the width from the lg breakpoint (one column below it). */
  columns: keyof typeof columnClasses
  /** What stands under the heading, in its column. */
  under?: React.ReactNode
  /** The second column. */
  aside: React.ReactNode
  /** What comes under both columns. */
  children?: React.ReactNode
}

/**
 * A section whose heading block (eyebrow, h2, lead paragraphs from the copy) stands beside other
 * content — a callout, a checklist, figures — instead of above it as in CopySection.
 */
function SplitSection({ copy, columns, under, aside, children, ...props }: SplitSectionProps) {
  const headingId = `${copy.id}-heading`
  const heading = (
    <SectionHeading align="start" headingId={headingId} eyebrow={copy.eyebrow} title={copy.title}>
      <Paragraphs paragraphs={copy.intro} />
    </SectionHeading>
  )
  return (
    <Section id={copy.id} aria-labelledby={headingId} {...props}>
      <div className={`grid gap-10 ${columnClasses[columns]} lg:gap-16`}>
        {under ? (
          <div className="flex flex-col gap-8">
            {heading}
            {under}
          </div>
        ) : (
          heading
        )}
        {aside}
      </div>
      {children}
    </Section>
  )
}

export { SplitSection }
