// What each product's label prints, for the product page's facts panel (docs/product.md, Shop):
// the FDA's Supplement Facts for what is swallowed, the ingredients for what goes on skin. Apart
// from the catalogues because only a product page shows them, and every shop page loads the
// catalogues (the cart resolves its lines against them).
import type { ProductFacts } from './catalogue-types'
import { otherNaturalFacts } from './product-facts-other-naturals'
import { peptideFacts } from './product-facts-peptides'
import { shakeFacts } from './product-facts-shakes'
import { supplementFacts } from './product-facts-supplements'

export const productFacts: Readonly<Record<string, ProductFacts>> = {
  ...supplementFacts,
  ...shakeFacts,
  ...peptideFacts,
  ...otherNaturalFacts,
}

/** The facts panel of a product; every product has one (catalogues.test.ts). */
export function factsOf(productId: string): ProductFacts | undefined {
  return productFacts[productId]
}
