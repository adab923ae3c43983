import { paths } from '@/config/paths'
import { founderPage as page } from '@/content/people'
import { PullQuote } from '@/features/journal/pull-quote'
import { ActionLinks } from '@/features/marketing/action-links'
import { BenefitGrid } from '@/features/marketing/benefit-grid'
import { CheckList } from '@/features/marketing/check-list'
import { CtaBand } from '@/features/marketing/cta-band'
import { PageHero } from '@/features/marketing/page-hero'
import { Section, SectionHeading } from '@/features/marketing/section'
import { StatsBanner } from '@/features/marketing/stats-banner'
import { usePageMeta } from '@/hooks/use-page-meta'

/** The founder's biography (spec §2 /dr-{name}): biography, education and licences. */
export function Component() {
  usePageMeta({ title: page.title, description: page.description })

  return (
    <main id="main" tabIndex={-1} className="focus:outline-none">
      <PageHero
        eyebrow={page.eyebrow}
        title={page.name}
        lead={page.lead}
        backLink={{ label: page.backHome, href: paths.home }}
      />

      <Section aria-labelledby="biography-heading">
        <div className="grid items-start gap-10 md:grid-cols-[minmax(0,16rem)_1fr] lg:gap-16">
          <img
            src={page.portrait.src}
            alt={page.portrait.alt}
            width={page.portrait.width}
            height={page.portrait.height}
            decoding="async"
            className="mx-auto size-48 rounded-3xl shadow-sm md:size-64"
          />
          <div className="flex flex-col gap-5">
            <h2 id="biography-heading" className="text-3xl font-bold text-navy">
              {page.biography.heading}
            </h2>
            {page.biography.paragraphs.map((paragraph) => (
              <p key={paragraph} className="text-lg leading-relaxed">
                {paragraph}
              </p>
            ))}
            <PullQuote text={page.quote.text} attribution={page.quote.attribution} />
          </div>
        </div>
      </Section>

      <Section tone="mist" aria-label={`${page.education.heading}, ${page.licences.heading}`}>
        <div className="grid gap-10 lg:grid-cols-2">
          <section aria-labelledby="education-heading" className="flex flex-col gap-4">
            <h2 id="education-heading" className="text-2xl font-bold text-navy sm:text-3xl">
              {page.education.heading}
            </h2>
            <p className="text-muted-foreground">{page.education.intro}</p>
            <CheckList items={page.education.items} columns={1} />
          </section>
          <section aria-labelledby="licences-heading" className="flex flex-col gap-4">
            <h2 id="licences-heading" className="text-2xl font-bold text-navy sm:text-3xl">
              {page.licences.heading}
            </h2>
            <p className="text-muted-foreground">{page.licences.intro}</p>
            <CheckList items={page.licences.items} columns={1} />
          </section>
        </div>
      </Section>

      <Section aria-labelledby="approach-heading">
        <SectionHeading headingId="approach-heading" title={page.approach.heading}>
          <p>{page.approach.intro}</p>
        </SectionHeading>
        <BenefitGrid className="mt-10" columns={4} items={page.approach.items} />
      </Section>

      <section aria-labelledby="founder-stats" className="bg-navy py-10 text-white">
        <div className="mx-auto max-w-7xl px-4 sm:px-6">
          <h2 id="founder-stats" className="sr-only">
            {page.statsLabel}
          </h2>
          <StatsBanner stats={page.stats} />
        </div>
      </section>

      <CtaBand title={page.cta.heading} text={page.cta.body} className="border-t border-white/10">
        <ActionLinks actions={page.cta.actions} />
      </CtaBand>
    </main>
  )
}
