import type * as React from 'react'

import { PageMain } from '@/components/layouts/page-main'
import { paths } from '@/config/paths'
import type { BiographyPage } from '@/content/people'
import { usePageMeta } from '@/hooks/use-page-meta'

import { ActionLinks } from './action-links'
import { CtaBand } from './cta-band'
import { PageHero } from './page-hero'
import { PullQuote } from './pull-quote'
import { Section } from './section'
import { StatsBand } from './stats-banner'

type BiographyLayoutProps = {
  page: BiographyPage
  /** The id of the figures' (visually hidden) heading; unique per page. */
  statsHeadingId: string
  /** The sections that are this person's own, between the biography and the figures. */
  children: React.ReactNode
}

/**
 * The founder's and the CEO's pages (docs/product.md, Consultation and other pages) share their
 * frame: the hero, the biography beside the portrait with a pull quote, the figures band and the
 * call to action. What each person is known for goes in between.
 */
function BiographyLayout({ page, statsHeadingId, children }: BiographyLayoutProps) {
  usePageMeta({ title: page.title, description: page.description })

  return (
    <PageMain>
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

      {children}

      <StatsBand headingId={statsHeadingId} heading={page.statsLabel} stats={page.stats} />

      <CtaBand title={page.cta.heading} text={page.cta.body} afterNavy>
        <ActionLinks actions={page.cta.actions} />
      </CtaBand>
    </PageMain>
  )
}

export { BiographyLayout }
