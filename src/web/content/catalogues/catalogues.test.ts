import { allProducts, catalogues } from './all-catalogues'

// The catalogue data itself against docs/product.md, Shop.

const idStyle = {
  supplements: /^[1-6]$/,
  shakes: /^shake-[1-6]$/,
  peptides: /^peptide-[1-6]$/,
  'other-naturals': /^natural-[1-6]$/,
} as const

test('four catalogues at the spec routes, with the spec search placeholders', () => {
  expect(catalogues.map((catalogue) => [catalogue.path, catalogue.searchPlaceholder])).toEqual([
    ['/supplements', 'Search supplements...'],
    ['/shakes', 'Search shakes...'],
    ['/peptides', 'Search peptides...'],
    ['/other-naturals', 'Search botanicals...'],
  ])
})

test('slider bounds and steps are the specified ones', () => {
  expect(catalogues.map((catalogue) => catalogue.price)).toEqual([
    { min: 0, max: 200, step: 5 },
    { min: 0, max: 200, step: 5 },
    { min: 0, max: 500, step: 10 },
    { min: 0, max: 150, step: 5 },
  ])
})

test('the filter panels list the specified categories; supplements adds four and has three brands', () => {
  const [supplements] = catalogues
  expect(supplements!.categories).toEqual([
    'Energy & Metabolism',
    'Vitamins',
    'Digestive Health',
    'Heart Health',
    'Weight Loss',
    'Minerals',
    'Immune Support',
    'Brain Health',
  ])
  expect(supplements!.brands).toEqual(['Renew Medical', 'RM Naturals', 'RM Elite Series'])
  expect(catalogues.slice(1).every((catalogue) => catalogue.brands === undefined)).toBe(true)
  // Supplement products are in the spec's four product categories.
  expect(new Set(supplements!.products.map((product) => product.category))).toEqual(
    new Set(['Energy & Metabolism', 'Vitamins', 'Digestive Health', 'Heart Health']),
  )
})

test.each(catalogues.map((catalogue) => [catalogue.id, catalogue] as const))(
  '%s: six products in the spec id style, valid and sortable',
  (id, catalogue) => {
    const { products } = catalogue
    expect(products).toHaveLength(6)
    for (const product of products) {
      expect(product.id).toMatch(idStyle[id])
      expect(product.catalogue).toBe(id)
      expect(catalogue.categories).toContain(product.category)
      expect(Number.isInteger(product.priceCents)).toBe(true)
      expect(product.priceCents).toBeGreaterThan(0)
      // Every product can be reached with the price slider.
      expect(product.priceCents).toBeLessThanOrEqual(catalogue.price.max * 100)
      if (product.originalPriceCents !== undefined) {
        expect(product.originalPriceCents).toBeGreaterThan(product.priceCents)
      }
      expect(product.rating).toBeGreaterThanOrEqual(0)
      expect(product.rating).toBeLessThanOrEqual(5)
      expect(product.features.length).toBeGreaterThanOrEqual(4)
      expect(product.image.alt).toContain(product.image.contents.split(' ')[0])
    }
    // Some out of stock, some on offer, flags in use.
    expect(products.some((product) => !product.inStock)).toBe(true)
    expect(products.some((product) => product.inStock)).toBe(true)
    expect(products.some((product) => product.originalPriceCents !== undefined)).toBe(true)
    expect(products.some((product) => product.bestseller || product.newProduct)).toBe(true)
    // Distinct prices, ratings and names, so every sort order is unambiguous.
    for (const key of ['priceCents', 'rating', 'name'] as const) {
      expect(new Set(products.map((product) => product[key])).size).toBe(6)
    }
  },
)

test('product ids are unique across the shop', () => {
  expect(new Set(allProducts.map((product) => product.id)).size).toBe(24)
})

test('product copy makes no disease claims', () => {
  const text = allProducts
    .flatMap((product) => [product.name, product.description, ...product.features])
    .join(' ')
  expect(text).not.toMatch(/\b(cure|cures|treats?|prevents?|diagnos\w*|heals?)\b/i)
})
