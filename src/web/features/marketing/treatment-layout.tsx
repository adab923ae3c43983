import type * as React from 'react'

import {
  programPageLabels as labels,
  type PosterCopy,
  type TreatmentPageCopy,
} from '@/content/program-pages'
import { usePageMeta } from '@/hooks/use-page-meta'
import { useScrollToHash } from '@/hooks/use-scroll-to-hash'

import { ActionLinks } from './action-links'
import { CtaBand } from './cta-band'
import { PageHero } from './page-hero'
import { StatsBanner } from './stats-banner'

type TreatmentLayoutProps = {
  page: TreatmentPageCopy
  /** The still picture behind the hero (the treatment pages have no hero video). */
  poster: PosterCopy
  /** The page's own sections, between the hero and the closing figures. */
  children: React.ReactNode
}

/**
 * The frame of the four treatment pages (spec §2 /ed-treatment, /testosterone, /enclomiphene,
 * /hairgrow-rx): the page's title and description, a hero over a still picture with its
 * calls to action, and a closing band with the figures, the next steps and an optional note.
 */
function TreatmentLayout({ page, poster, children }: TreatmentLayoutProps) {
  usePageMeta(page.meta)
  useScrollToHash()
  const { hero, stats } = page

  return (
    <main id="main" tabIndex={-1} className="focus:outline-none">
      <PageHero
        id="hero"
        eyebrow={hero.eyebrow}
        title={hero.title}
        lead={hero.lead}
        backLink={labels.backLink}
        backdrop={{ kind: 'picture', poster }}
      >
        <ActionLinks actions={hero.actions} />
      </PageHero>

      {children}

      <CtaBand id="get-started" title={stats.title} text={stats.text}>
        <StatsBanner className="w-full" stats={stats.items} />
        <ActionLinks actions={stats.actions} />
        {stats.note ? <p className="text-sm text-white/85">{stats.note}</p> : null}
      </CtaBand>
    </main>
  )
}

export { TreatmentLayout }
