import { peptidesCatalogue } from '@/content/catalogues/peptides'
import { shopCopy } from '@/content/catalogues/shop-copy'
import { CataloguePage } from '@/features/shop/catalogue-page'
import { usePageMeta } from '@/hooks/use-page-meta'

export function Component() {
  usePageMeta(peptidesCatalogue.meta)
  return <CataloguePage catalogue={peptidesCatalogue} copy={shopCopy} />
}
