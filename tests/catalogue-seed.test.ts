// The catalogue in the database starts as a frozen copy of the catalogue content (migration
// 0012; docs/decisions/024-live-catalogue-in-the-browser.md). The two live apart from then on —
// staff change prices and stock in the database — but a product added to the content without a
// row would be refused at checkout, so every product the shop shows must have been seeded, with
// the same name, prices and availability it was seeded from.
import { describe, expect, it } from 'vitest'

import { catalogueSeed } from '../src/server/db/migrations/0012-orders'
import { allProducts } from '../src/web/content/catalogues/all-catalogues'

describe('the seeded catalogue', () => {
  it('has exactly the products of the catalogue content', () => {
    expect(catalogueSeed.map((product) => product.id).sort()).toEqual(
      allProducts.map((product) => product.id).sort(),
    )
  })

  it.each(allProducts.map((product) => [product.id, product] as const))(
    'seeds %s with its catalogue, name, prices and availability',
    (id, product) => {
      const seeded = catalogueSeed.find((entry) => entry.id === id)
      expect(seeded).toEqual({
        id,
        catalogue: product.catalogue,
        name: product.name,
        priceCents: product.priceCents,
        originalPriceCents: product.originalPriceCents ?? null,
        inStock: product.inStock,
      })
    },
  )
})
