import { paths } from '@/config/paths'
import { ceoPage as page } from '@/content/people'
import { PullQuote } from '@/features/journal/pull-quote'
import { ActionLinks } from '@/features/marketing/action-links'
import { BenefitGrid } from '@/features/marketing/benefit-grid'
import { CtaBand } from '@/features/marketing/cta-band'
import { PageHero } from '@/features/marketing/page-hero'
import { Section, SectionHeading } from '@/features/marketing/section'
import { StatsBanner } from '@/features/marketing/stats-banner'
import { Timeline } from '@/features/marketing/timeline'
import { usePageMeta } from '@/hooks/use-page-meta'

/** The CEO's biography (spec §2 /{name}): biography, leadership highlights, the 2020 telemedicine launch. */
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

      <Section tone="mist" aria-labelledby="highlights-heading">
        <SectionHeading headingId="highlights-heading" title={page.highlights.heading}>
          <p>{page.highlights.intro}</p>
        </SectionHeading>
        <BenefitGrid className="mt-10" items={page.highlights.items} />
      </Section>

      <Section id="telemedicine" aria-labelledby="telemedicine-heading">
        <div className="grid gap-10 lg:grid-cols-2 lg:gap-16">
          <SectionHeading
            align="start"
            headingId="telemedicine-heading"
            eyebrow={page.telemedicine.eyebrow}
            title={page.telemedicine.heading}
          >
            <div className="flex flex-col gap-4">
              {page.telemedicine.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </SectionHeading>
          <Timeline entries={page.telemedicine.timeline} />
        </div>
      </Section>

      <section aria-labelledby="ceo-stats" className="bg-navy py-10 text-white">
        <div className="mx-auto max-w-7xl px-4 sm:px-6">
          <h2 id="ceo-stats" className="sr-only">
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
