import { paths } from '@/config/paths'
import type { Catalogue } from '@/content/catalogues/catalogue-types'
import { shopCopy } from '@/content/catalogues/shop-copy'
import { PageHero } from '@/features/marketing/page-hero'
import { ValuePoints } from '@/features/marketing/value-points'
import { CataloguePage } from '@/features/shop/catalogue-page'
import { usePageMeta } from '@/hooks/use-page-meta'

/**
 * What each of the four catalogue routes renders (not a route itself): the catalogue's meta,
 * and its page under its banner. The banner is PageHero's, which the shop feature may not import
 * (docs/architecture.md, Parts), so the route hands it in.
 */
export function CatalogueRoute({ catalogue }: { catalogue: Catalogue }) {
  usePageMeta(catalogue.meta)
  const { hero } = catalogue
  return (
    <CataloguePage
      hero={
        <PageHero
          layout="shop"
          headingId="catalogue-heading"
          eyebrow={hero.eyebrow}
          title={hero.title}
          lead={hero.intro}
          backLink={{ label: shopCopy.backHome, href: paths.home }}
        >
          <ValuePoints items={hero.valuePoints} />
        </PageHero>
      }
      catalogue={catalogue}
      copy={shopCopy}
    />
  )
}
