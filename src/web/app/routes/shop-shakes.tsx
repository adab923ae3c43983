import { shakesCatalogue } from '@/content/catalogues/shakes'

import { CatalogueRoute } from './shop-catalogue'

export function Component() {
  return <CatalogueRoute catalogue={shakesCatalogue} />
}
