import fc from 'fast-check'

import type { Product } from '@/content/catalogues/catalogue-types'
import { shakesCatalogue } from '@/content/catalogues/shakes'
import { supplementsCatalogue } from '@/content/catalogues/supplements'

import {
  type CatalogueQuery,
  catalogueQueryToParams,
  categoryCounts,
  clearFilters,
  defaultQuery,
  filterConfig,
  filterProducts,
  isNarrowed,
  matchesSearch,
  normalizeQuery,
  parseCatalogueQuery,
  type QueryConfig,
  sortKeys,
  sortProducts,
  visibleProducts,
} from './catalogue-query'

const supplements = supplementsCatalogue.products
const names = (products: readonly Product[]) => products.map((product) => product.name)
const query = (patch: Partial<CatalogueQuery> = {}): CatalogueQuery => ({
  ...defaultQuery(supplementsCatalogue),
  ...patch,
})

test('search: matches a case-insensitive part of the name', () => {
  expect(names(filterProducts(supplements, query({ search: 'OMEGA' })))).toEqual([
    'Omega-3 Fish Oil',
  ])
  expect(names(filterProducts(supplements, query({ search: 'support' })))).toEqual([
    'Ignite Metabolic Support',
    'CoQ10 Heart Support',
  ])
})

test('search: matches a part of the category too', () => {
  // Neither name contains "heart health"; both products are in that category.
  expect(names(filterProducts(supplements, query({ search: 'heart health' })))).toEqual([
    'Omega-3 Fish Oil',
    'CoQ10 Heart Support',
  ])
  expect(matchesSearch({ name: 'Daily', category: 'Vitamins' }, 'vitamins')).toBe(true)
})

test('search: ignores surrounding spaces, and an empty search matches everything', () => {
  expect(filterProducts(supplements, query({ search: '  omega  ' }))).toHaveLength(1)
  expect(filterProducts(supplements, query({ search: '   ' }))).toHaveLength(6)
  expect(filterProducts(supplements, query({ search: 'zzz' }))).toEqual([])
})

test('filters (they apply on every catalogue): categories: none selected shows all, else any selected category', () => {
  expect(filterProducts(supplements, query({ categories: [] }))).toHaveLength(6)
  expect(names(filterProducts(supplements, query({ categories: ['Vitamins'] })))).toEqual([
    'Daily Essentials Multivitamin',
    'Vitamin D3 + K2',
  ])
  expect(
    filterProducts(supplements, query({ categories: ['Vitamins', 'Heart Health'] })),
  ).toHaveLength(4)
  // Listed in the panel (docs/product.md, Shop) but no product is in it yet.
  expect(filterProducts(supplements, query({ categories: ['Minerals'] }))).toEqual([])
})

test('filters (they apply on every catalogue): price: whole-dollar bounds, both inclusive', () => {
  // Prices: 59.99, 29.99, 24.99, 39.99, 34.99, 44.99.
  expect(names(filterProducts(supplements, query({ priceMin: 0, priceMax: 30 })))).toEqual([
    'Daily Essentials Multivitamin',
    'Vitamin D3 + K2',
  ])
  expect(filterProducts(supplements, query({ priceMin: 40, priceMax: 200 }))).toHaveLength(2)
  const exact = { ...supplements[0], priceCents: 3000 }
  expect(filterProducts([exact], query({ priceMin: 30, priceMax: 30 }))).toHaveLength(1)
})

test('filters (they apply on every catalogue): brand', () => {
  expect(names(filterProducts(supplements, query({ brand: 'RM Elite Series' })))).toEqual([
    'Ignite Metabolic Support',
    'CoQ10 Heart Support',
  ])
})

test('filters (they apply on every catalogue): search and every filter narrow together', () => {
  const result = filterProducts(
    supplements,
    query({ search: 'o', categories: ['Heart Health'], priceMax: 40, brand: 'Renew Medical' }),
  )
  expect(names(result)).toEqual(['Omega-3 Fish Oil'])
})

test('sort: featured keeps the catalogue order', () => {
  expect(sortProducts(supplements, 'featured').map((product) => product.id)).toEqual([
    '1',
    '2',
    '3',
    '4',
    '5',
    '6',
  ])
})

test('sort: price low to high, high to low, rating highest first, name A to Z', () => {
  expect(sortProducts(supplements, 'price-low').map((p) => p.priceCents)).toEqual([
    2499, 2999, 3499, 3999, 4499, 5999,
  ])
  expect(sortProducts(supplements, 'price-high').map((p) => p.priceCents)).toEqual([
    5999, 4499, 3999, 3499, 2999, 2499,
  ])
  expect(sortProducts(supplements, 'rating').map((p) => p.rating)).toEqual([
    4.9, 4.8, 4.7, 4.6, 4.5, 4.4,
  ])
  expect(names(sortProducts(supplements, 'name'))).toEqual([
    'CoQ10 Heart Support',
    'Daily Essentials Multivitamin',
    'Ignite Metabolic Support',
    'Omega-3 Fish Oil',
    'Probiotic Balance 50B',
    'Vitamin D3 + K2',
  ])
})

test('sort: ties keep the catalogue order, and the input is not changed', () => {
  const [a, b, c] = supplements
  const tied = [
    { ...a, priceCents: 1000, rating: 4 },
    { ...b, priceCents: 500, rating: 4 },
    { ...c, priceCents: 1000, rating: 4 },
  ]
  const before = [...tied]
  expect(sortProducts(tied, 'price-low').map((p) => p.id)).toEqual(['2', '1', '3'])
  expect(sortProducts(tied, 'price-high').map((p) => p.id)).toEqual(['1', '3', '2'])
  expect(sortProducts(tied, 'rating').map((p) => p.id)).toEqual(['1', '2', '3'])
  expect(tied).toEqual(before)
})

test('sort: visibleProducts filters, then sorts', () => {
  expect(
    names(visibleProducts(supplements, query({ categories: ['Vitamins'], sort: 'price-low' }))),
  ).toEqual(['Vitamin D3 + K2', 'Daily Essentials Multivitamin'])
})

const parse = (search: string, config: QueryConfig = supplementsCatalogue) =>
  parseCatalogueQuery(new URLSearchParams(search), config)

test('the query in the URL: a plain URL is the default query, and the default query is a plain URL', () => {
  expect(parse('')).toEqual(defaultQuery(supplementsCatalogue))
  expect(catalogueQueryToParams(query(), supplementsCatalogue).toString()).toBe('')
})

test('the query in the URL: every part is read back', () => {
  expect(
    parse(
      'q=fish&category=Heart+Health&category=Vitamins&min=10&max=150&brand=Renew+Medical&sort=rating&view=list',
    ),
  ).toEqual({
    search: 'fish',
    // The panel's order, whatever the URL's.
    categories: ['Vitamins', 'Heart Health'],
    priceMin: 10,
    priceMax: 150,
    brand: 'Renew Medical',
    sort: 'rating',
    view: 'list',
  })
})

test('the query in the URL: anything unknown or out of range falls back to a sensible value', () => {
  const parsed = parse(
    'category=Nope&category=Vitamins&category=Vitamins&min=-50&max=9999&brand=Acme&sort=cheapest&view=table',
  )
  expect(parsed).toEqual({ ...query(), categories: ['Vitamins'] })
  expect(parse('min=abc&max=')).toEqual(query())
  // Snapped to the slider's step, and swapped when reversed.
  expect(parse('min=12&max=8')).toMatchObject({ priceMin: 10, priceMax: 10 })
  expect(parse('min=120&max=40')).toMatchObject({ priceMin: 40, priceMax: 120 })
  expect(parse(`q=${'a'.repeat(300)}`).search).toHaveLength(100)
})

test('the query in the URL: only a catalogue with a brand filter reads a brand; slider bounds are per catalogue', () => {
  expect(parse('brand=RM+Naturals', shakesCatalogue).brand).toBeNull()
  expect(parse('brand=RM+Naturals').brand).toBe('RM Naturals')
  expect(parseCatalogueQuery(new URLSearchParams('max=900'), { ...shakesCatalogue }).priceMax).toBe(
    200,
  )
})

test('the query in the URL: search text is kept as typed (spaces between words survive)', () => {
  expect(parse('q=heart+').search).toBe('heart ')
})

const validQuery = fc.record({
  search: fc.string({ maxLength: 100 }),
  categories: fc
    .subarray([...supplementsCatalogue.categories])
    .map((picked) => picked as readonly string[]),
  priceMin: fc.integer({ min: 0, max: 40 }).map((n) => n * 5),
  priceMax: fc.integer({ min: 0, max: 40 }).map((n) => n * 5),
  brand: fc.constantFrom(null, ...supplementsCatalogue.brands),
  sort: fc.constantFrom(...sortKeys),
  view: fc.constantFrom('grid' as const, 'list' as const),
})

test('the query in the URL: property: a valid query survives the trip through the URL unchanged', () => {
  fc.assert(
    fc.property(validQuery, (generated) => {
      const valid = {
        ...generated,
        priceMin: Math.min(generated.priceMin, generated.priceMax),
        priceMax: Math.max(generated.priceMin, generated.priceMax),
      }
      const back = parseCatalogueQuery(
        catalogueQueryToParams(valid, supplementsCatalogue),
        supplementsCatalogue,
      )
      expect(back).toEqual(valid)
    }),
  )
})

test('the query in the URL: property: whatever the URL holds, the parsed query is already normal', () => {
  const anyParams = fc.array(
    fc.tuple(
      fc.constantFrom('q', 'category', 'min', 'max', 'brand', 'sort', 'view', 'other'),
      fc.oneof(
        fc.string(),
        fc.constantFrom(...supplementsCatalogue.categories),
        fc.integer().map(String),
      ),
    ),
    { maxLength: 12 },
  )
  fc.assert(
    fc.property(anyParams, (entries) => {
      const parsed = parseCatalogueQuery(new URLSearchParams(entries), supplementsCatalogue)
      expect(normalizeQuery(parsed, supplementsCatalogue)).toEqual(parsed)
      expect(parsed.priceMin).toBeLessThanOrEqual(parsed.priceMax)
    }),
  )
})

test('Clear All empties the categories and resets the price range and brand, keeping the rest', () => {
  const busy = query({
    search: 'oil',
    categories: ['Vitamins'],
    priceMin: 20,
    priceMax: 90,
    brand: 'RM Naturals',
    sort: 'name',
    view: 'list',
  })
  expect(clearFilters(busy, supplementsCatalogue)).toEqual(
    query({ search: 'oil', sort: 'name', view: 'list' }),
  )
  expect(isNarrowed(busy, supplementsCatalogue)).toBe(true)
  expect(isNarrowed(query({ search: 'oil' }), supplementsCatalogue)).toBe(true)
  expect(isNarrowed(query({ sort: 'name', view: 'list' }), supplementsCatalogue)).toBe(false)
})

test('each category is counted, including the ones with no product yet', () => {
  const counts = categoryCounts(supplements, supplementsCatalogue.categories)
  expect(Object.fromEntries(counts)).toEqual({
    'Energy & Metabolism': 1,
    Vitamins: 2,
    'Digestive Health': 1,
    'Heart Health': 2,
    'Weight Loss': 0,
    Minerals: 0,
    'Immune Support': 0,
    'Brain Health': 0,
  })
})

test('the panel offers only the categories and brands the products have, in the catalogue’s order', () => {
  const config = filterConfig(supplementsCatalogue)
  expect(config.categories).toEqual([
    'Energy & Metabolism',
    'Vitamins',
    'Digestive Health',
    'Heart Health',
  ])
  expect(config.brands).toEqual(['Renew Medical', 'RM Naturals', 'RM Elite Series'])
  expect(config.price).toBe(supplementsCatalogue.price)

  // A brand no product has any more is not offered either.
  const withoutElite = filterConfig({
    ...supplementsCatalogue,
    products: supplements.filter((product) => product.brand !== 'RM Elite Series'),
  })
  expect(withoutElite.brands).toEqual(['Renew Medical', 'RM Naturals'])
  expect(withoutElite.categories).toEqual(['Vitamins', 'Digestive Health', 'Heart Health'])
  // A catalogue without a brand filter gets none.
  expect(filterConfig(shakesCatalogue).brands).toBeUndefined()
  expect(filterConfig(shakesCatalogue).categories).toEqual(shakesCatalogue.categories)
})

test('a URL asking for a category no product has is read as if it did not', () => {
  const config = filterConfig(supplementsCatalogue)
  expect(parse('?category=Minerals&category=Vitamins', config).categories).toEqual(['Vitamins'])
})
