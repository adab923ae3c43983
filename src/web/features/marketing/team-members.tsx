import { ArrowRight } from 'lucide-react'
import { useId } from 'react'
import type * as React from 'react'
import { Link } from 'react-router'

import { Button } from '@/components/ui/button'
import { cn } from '@/lib/cn'

import { Section, SectionHeading } from './section'
import type { Illustration } from './story-blocks'

/** A team member (docs/product.md, Content model); only founders have a biography link. */
export type TeamMember = {
  name: string
  title: string
  credentials: string
  image: Illustration
  link?: string
}

type FounderCardsProps = React.ComponentProps<'ul'> & {
  founders: readonly TeamMember[]
  /** The biography link's visible text, e.g. 'Learn More'. */
  linkLabel: string
}

/** Founders side by side: large portrait, name, title, credentials and a biography link. */
function FounderCards({ founders, linkLabel, className, ...props }: FounderCardsProps) {
  return (
    <ul data-slot="founder-cards" className={cn('grid gap-6 md:grid-cols-2', className)} {...props}>
      {founders.map((founder) => (
        <FounderCard key={founder.name} founder={founder} linkLabel={linkLabel} />
      ))}
    </ul>
  )
}

function FounderCard({ founder, linkLabel }: { founder: TeamMember; linkLabel: string }) {
  const nameId = useId()
  return (
    <li className="flex flex-col items-center gap-5 rounded-2xl border border-border bg-background p-6 text-center shadow-sm sm:flex-row sm:items-start sm:text-left">
      <img
        src={founder.image.src}
        alt={founder.image.alt}
        width={founder.image.width}
        height={founder.image.height}
        loading="lazy"
        decoding="async"
        className="size-32 shrink-0 rounded-2xl"
      />
      <div className="flex flex-col items-center gap-2 sm:items-start">
        <h3 id={nameId} className="text-xl font-bold text-navy">
          {founder.name}
        </h3>
        <p className="font-semibold text-teal">{founder.title}</p>
        <p className="text-sm text-muted-foreground">{founder.credentials}</p>
        {founder.link ? (
          <Button asChild variant="link" size="inline" className="py-2">
            {/* The card names whom the link is about; the description says it out of context. */}
            <Link to={founder.link} aria-describedby={nameId}>
              {linkLabel}
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        ) : null}
      </div>
    </li>
  )
}

type AdvisorGridProps = React.ComponentProps<'div'> & {
  title: string
  advisors: readonly TeamMember[]
}

/** A titled grid of smaller advisor cards. */
function AdvisorGrid({ title, advisors, className, ...props }: AdvisorGridProps) {
  return (
    <div data-slot="advisor-grid" className={cn('flex flex-col gap-6', className)} {...props}>
      <h3 className="text-center text-2xl font-bold text-navy">{title}</h3>
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {advisors.map((advisor) => (
          <li
            key={advisor.name}
            className="flex items-center gap-4 rounded-xl border border-border bg-background p-4 shadow-xs"
          >
            <img
              src={advisor.image.src}
              alt={advisor.image.alt}
              width={advisor.image.width}
              height={advisor.image.height}
              loading="lazy"
              decoding="async"
              className="size-20 shrink-0 rounded-full"
            />
            <div className="min-w-0">
              <h4 className="font-bold text-navy">{advisor.name}</h4>
              <p className="text-sm font-semibold text-teal">{advisor.title}</p>
              <p className="mt-1 text-sm text-muted-foreground">{advisor.credentials}</p>
            </div>
          </li>
        ))}
      </ul>
    </div>
  )
}

type TeamSectionProps = Omit<React.ComponentProps<typeof Section>, 'title'> & {
  copy: { eyebrow: string; title: string; intro: string; learnMore: string; advisorsTitle: string }
  founders: readonly TeamMember[]
  advisors: readonly TeamMember[]
}

/** The team section of the home and success-stories pages: founders first, then the advisors. */
function TeamSection({ copy, founders, advisors, ...props }: TeamSectionProps) {
  return (
    <Section id="team" aria-labelledby="team-heading" {...props}>
      <SectionHeading headingId="team-heading" eyebrow={copy.eyebrow} title={copy.title}>
        <p>{copy.intro}</p>
      </SectionHeading>
      <FounderCards
        className="mx-auto mt-12 max-w-5xl"
        founders={founders}
        linkLabel={copy.learnMore}
      />
      <AdvisorGrid className="mt-14" title={copy.advisorsTitle} advisors={advisors} />
    </Section>
  )
}

export { AdvisorGrid, FounderCards, TeamSection }
