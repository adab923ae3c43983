import { peptidesCatalogue } from '@/content/catalogues/peptides'

import { CatalogueRoute } from './shop-catalogue'

export function Component() {
  return <CatalogueRoute catalogue={peptidesCatalogue} />
}
