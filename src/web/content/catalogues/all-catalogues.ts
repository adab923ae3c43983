// Every catalogue and product, for the cart (which resolves stored ids against them) and the
// product pages.
import type { Catalogue, CatalogueId, Product } from './catalogue-types'
import { otherNaturalsCatalogue } from './other-naturals'
import { peptidesCatalogue } from './peptides'
import { shakesCatalogue } from './shakes'
import { supplementsCatalogue } from './supplements'

/** In the order the header's RM Naturals menu lists them. */
export const catalogues: readonly Catalogue[] = [
  supplementsCatalogue,
  shakesCatalogue,
  peptidesCatalogue,
  otherNaturalsCatalogue,
]

export const allProducts: readonly Product[] = catalogues.flatMap((catalogue) => catalogue.products)

export function catalogueById(id: CatalogueId): Catalogue {
  const catalogue = catalogues.find((candidate) => candidate.id === id)
  if (!catalogue) throw new Error(`Unknown catalogue ${id}`)
  return catalogue
}
