import { otherNaturalsCatalogue } from '@/content/catalogues/other-naturals'

import { CatalogueRoute } from './shop-catalogue'

export function Component() {
  return <CatalogueRoute catalogue={otherNaturalsCatalogue} />
}
