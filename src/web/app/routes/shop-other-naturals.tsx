import { otherNaturalsCatalogue } from '@/content/catalogues/other-naturals'
import { shopCopy } from '@/content/catalogues/shop-copy'
import { CataloguePage } from '@/features/shop/catalogue-page'
import { usePageMeta } from '@/hooks/use-page-meta'

export function Component() {
  usePageMeta(otherNaturalsCatalogue.meta)
  return <CataloguePage catalogue={otherNaturalsCatalogue} copy={shopCopy} />
}
