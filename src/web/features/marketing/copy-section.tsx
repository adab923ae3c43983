import type * as React from 'react'

import type { SectionCopy } from '@/content/program-pages'

import { Paragraphs } from './paragraphs'
import { Section, SectionHeading } from './section'

type CopySectionProps = Omit<React.ComponentProps<typeof Section>, 'id' | 'title'> & {
  /** The section's copy: its id anchors the section and names its h2 (`<id>-heading`). */
  copy: SectionCopy
}

/**
 * The usual page section: a band labelled by its heading block (eyebrow, h2, lead paragraphs
 * from the copy), then whatever the page puts under it. Pages that lay the heading out beside
 * other content compose Section and SectionHeading themselves.
 */
function CopySection({ copy, children, ...props }: CopySectionProps) {
  const headingId = `${copy.id}-heading`
  return (
    <Section id={copy.id} aria-labelledby={headingId} {...props}>
      <SectionHeading headingId={headingId} eyebrow={copy.eyebrow} title={copy.title}>
        {copy.intro ? <Paragraphs paragraphs={copy.intro} /> : null}
      </SectionHeading>
      {children}
    </Section>
  )
}

export { CopySection }
