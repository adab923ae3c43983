import { cva, type VariantProps } from 'class-variance-authority'
import type * as React from 'react'

import { cn } from '@/lib/cn'

const sectionVariants = cva('scroll-mt-4 py-16', {
  variants: {
    // The band's height from sm up: roomy by default, less between closely related sections.
    spacing: {
      roomy: 'sm:py-20',
      even: 'sm:py-16',
      snug: 'sm:py-14',
    },
    tone: {
      white: 'bg-background text-foreground',
      mist: 'bg-mist text-foreground',
      navy: 'bg-navy text-white',
    },
  },
  defaultVariants: { tone: 'white', spacing: 'roomy' },
})

/** A page section: full-width band with a centred container. */
function Section({
  className,
  tone,
  spacing,
  children,
  ...props
}: React.ComponentProps<'section'> & VariantProps<typeof sectionVariants>) {
  return (
    <section
      data-slot="section"
      data-tone={tone ?? 'white'}
      className={cn(sectionVariants({ tone, spacing }), className)}
      {...props}
    >
      <div className="mx-auto w-full max-w-7xl px-4 sm:px-6">{children}</div>
    </section>
  )
}

type SectionHeadingProps = React.ComponentProps<'div'> & {
  /** The id of the h2, for the section's aria-labelledby. */
  headingId: string
  eyebrow?: string
  title: string
  align?: 'center' | 'start'
}

/** Eyebrow, h2 and an optional lead paragraph (children). */
function SectionHeading({
  headingId,
  eyebrow,
  title,
  align = 'center',
  className,
  children,
  ...props
}: SectionHeadingProps) {
  return (
    <div
      data-slot="section-heading"
      className={cn(
        'flex max-w-3xl flex-col gap-3',
        align === 'center' ? 'mx-auto items-center text-center' : 'items-start text-left',
        className,
      )}
      {...props}
    >
      {eyebrow ? (
        <p className="text-sm font-semibold tracking-wider text-teal uppercase in-data-[tone=navy]:text-teal-light">
          {eyebrow}
        </p>
      ) : null}
      <h2
        id={headingId}
        className="text-3xl font-bold tracking-tight text-navy in-data-[tone=navy]:text-white sm:text-4xl"
      >
        {title}
      </h2>
      {children ? (
        <div className="text-lg text-muted-foreground in-data-[tone=navy]:text-white/85">
          {children}
        </div>
      ) : null}
    </div>
  )
}

type HeadedSectionProps = Omit<React.ComponentProps<'section'>, 'title'> &
  VariantProps<typeof sectionVariants> & {
    /** The id of the h2, which names the section. */
    headingId: string
    eyebrow?: string
    title: string
    /** The one paragraph under the h2. */
    intro: string
  }

/**
 * A section named by its centred heading (eyebrow, h2, one intro paragraph), then its content
 * (children). CopySection is the same for copy that holds its id and several paragraphs.
 */
function HeadedSection({
  headingId,
  eyebrow,
  title,
  intro,
  children,
  ...props
}: HeadedSectionProps) {
  return (
    <Section {...props} aria-labelledby={headingId}>
      <SectionHeading headingId={headingId} eyebrow={eyebrow} title={title}>
        <p>{intro}</p>
      </SectionHeading>
      {children}
    </Section>
  )
}

export { HeadedSection, Section, SectionHeading, sectionVariants }
