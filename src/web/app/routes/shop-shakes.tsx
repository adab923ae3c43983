import { shakesCatalogue } from '@/content/catalogues/shakes'
import { shopCopy } from '@/content/catalogues/shop-copy'
import { CataloguePage } from '@/features/shop/catalogue-page'
import { usePageMeta } from '@/hooks/use-page-meta'

export function Component() {
  usePageMeta(shakesCatalogue.meta)
  return <CataloguePage catalogue={shakesCatalogue} copy={shopCopy} />
}
