import { supplementsCatalogue } from '@/content/catalogues/supplements'

import { CatalogueRoute } from './shop-catalogue'

export function Component() {
  return <CatalogueRoute catalogue={supplementsCatalogue} />
}
