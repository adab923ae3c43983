import type * as React from 'react'

import type { PosterCopy, TreatmentPageCopy } from '@/content/program-pages'

import { ActionLinks } from './action-links'
import { CtaBand } from './cta-band'
import { ProgramPageLayout } from './program-page-layout'
import { StatsBanner } from './stats-banner'

type TreatmentLayoutProps = {
  page: TreatmentPageCopy
  /** The still picture behind the hero (the treatment pages have no hero video). */
  poster: PosterCopy
  /** The page's own sections, between the hero and the closing figures. */
  children: React.ReactNode
}

/**
 * The frame of the four treatment pages (docs/product.md, Program and treatment pages:
 * /ed-treatment, /testosterone, /enclomiphene, /hairgrow-rx): a program page over a still picture
 * that closes with the figures, the next steps and an optional note.
 */
function TreatmentLayout({ page, poster, children }: TreatmentLayoutProps) {
  const { stats } = page
  return (
    <ProgramPageLayout page={page} poster={poster}>
      {children}

      <CtaBand id="get-started" title={stats.title} text={stats.text}>
        <StatsBanner className="w-full" stats={stats.items} />
        <ActionLinks actions={stats.actions} />
        {stats.note ? <p className="text-sm text-white/85">{stats.note}</p> : null}
      </CtaBand>
    </ProgramPageLayout>
  )
}

export { TreatmentLayout }
