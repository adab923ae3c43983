import { supplementsCatalogue } from '@/content/catalogues/supplements'
import { shopCopy } from '@/content/catalogues/shop-copy'
import { CataloguePage } from '@/features/shop/catalogue-page'
import { usePageMeta } from '@/hooks/use-page-meta'

export function Component() {
  usePageMeta(supplementsCatalogue.meta)
  return <CataloguePage catalogue={supplementsCatalogue} copy={shopCopy} />
}
