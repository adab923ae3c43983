// What a catalogue page shows, as pure functions of its products and the query in the URL:
// search, category, price and brand filters (they apply on every catalogue), sort and view
// (docs/product.md, Shop).
import type { Catalogue, Product, ShopBrand } from '@/content/catalogues/catalogue-types'
import type { SortKey, ViewMode } from '@/content/catalogues/shop-copy'

export type CatalogueQuery = {
  /** As typed; matching ignores surrounding spaces and case. */
  search: string
  /** Selected categories, in the filter panel's order; none selected means all. */
  categories: readonly string[]
  /** Whole dollars, within the catalogue's slider bounds, min ≤ max. */
  priceMin: number
  priceMax: number
  brand: ShopBrand | null
  sort: SortKey
  view: ViewMode
}

/** Changes part of the query; `replace` swaps the history entry instead of adding one. */
export type QueryUpdate = (patch: Partial<CatalogueQuery>, options?: { replace?: boolean }) => void

/** What of a catalogue the query depends on. */
export type QueryConfig = Pick<Catalogue, 'categories' | 'price' | 'brands'>

export const sortKeys = [
  'featured',
  'price-low',
  'price-high',
  'rating',
  'name',
] as const satisfies readonly SortKey[]

const viewModes = ['grid', 'list'] as const satisfies readonly ViewMode[]

/** The URL search parameter of each part of the query. */
export const queryParams = {
  search: 'q',
  category: 'category',
  priceMin: 'min',
  priceMax: 'max',
  brand: 'brand',
  sort: 'sort',
  view: 'view',
} as const

/** Long enough for any product name; a pasted essay is cut here. */
const MAX_SEARCH_LENGTH = 100

export function defaultQuery(config: QueryConfig): CatalogueQuery {
  return {
    search: '',
    categories: [],
    priceMin: config.price.min,
    priceMax: config.price.max,
    brand: null,
    sort: 'featured',
    view: 'grid',
  }
}

/** A case-insensitive substring of the product's name or category. */
export function matchesSearch(product: Pick<Product, 'name' | 'category'>, search: string) {
  const needle = search.trim().toLowerCase()
  if (needle === '') return true
  return (
    product.name.toLowerCase().includes(needle) || product.category.toLowerCase().includes(needle)
  )
}

export function filterProducts<P extends Product>(
  products: readonly P[],
  query: Pick<CatalogueQuery, 'search' | 'categories' | 'priceMin' | 'priceMax' | 'brand'>,
): P[] {
  const categories = new Set(query.categories)
  const minCents = query.priceMin * 100
  const maxCents = query.priceMax * 100
  return products.filter(
    (product) =>
      matchesSearch(product, query.search) &&
      (categories.size === 0 || categories.has(product.category)) &&
      product.priceCents >= minCents &&
      product.priceCents <= maxCents &&
      (query.brand === null || product.brand === query.brand),
  )
}

const comparators: Record<SortKey, ((a: Product, b: Product) => number) | null> = {
  // Featured is the catalogue's own order.
  featured: null,
  'price-low': (a, b) => a.priceCents - b.priceCents,
  'price-high': (a, b) => b.priceCents - a.priceCents,
  rating: (a, b) => b.rating - a.rating,
  name: (a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }),
}

/** A new array; ties keep the catalogue's order (Array.prototype.sort is stable). */
export function sortProducts<P extends Product>(products: readonly P[], sort: SortKey): P[] {
  const compare = comparators[sort]
  return compare ? [...products].sort(compare) : [...products]
}

/** The products a catalogue page lists for a query, in order. */
export function visibleProducts<P extends Product>(
  products: readonly P[],
  query: CatalogueQuery,
): P[] {
  return sortProducts(filterProducts(products, query), query.sort)
}

/**
 * What a query may choose: the catalogue's categories and brands that its products actually
 * have, in the catalogue's order. A filter that can only empty the list cannot be chosen: the
 * panel shows such a category with (0), disabled, and a URL that asks for one is read as if it
 * did not.
 */
export function filterConfig(catalogue: QueryConfig & Pick<Catalogue, 'products'>): QueryConfig {
  const categories = new Set(catalogue.products.map((product) => product.category))
  const brands = new Set(catalogue.products.map((product) => product.brand))
  return {
    categories: catalogue.categories.filter((category) => categories.has(category)),
    price: catalogue.price,
    ...(catalogue.brands ? { brands: catalogue.brands.filter((brand) => brands.has(brand)) } : {}),
  }
}

/** Per category, how many of the catalogue's products are in it (shown beside each filter). */
export function categoryCounts(products: readonly Product[], categories: readonly string[]) {
  return new Map(
    categories.map((category) => [
      category,
      products.filter((product) => product.category === category).length,
    ]),
  )
}

function isOneOf<T extends string>(options: readonly T[], value: string | null): value is T {
  return value !== null && (options as readonly string[]).includes(value)
}

/** A whole-dollar slider value: on a step, within the bounds; null if not a number. */
function sliderValue(raw: string | null, price: QueryConfig['price']): number | null {
  if (raw === null || raw.trim() === '') return null
  const value = Number(raw)
  if (!Number.isFinite(value)) return null
  const snapped = price.min + Math.round((value - price.min) / price.step) * price.step
  return Math.min(price.max, Math.max(price.min, snapped))
}

/**
 * The query a URL asks for. Anything unknown or out of range falls back to the default, so
 * a hand-edited or outdated link still shows a sensible page.
 */
export function parseCatalogueQuery(params: URLSearchParams, config: QueryConfig): CatalogueQuery {
  const defaults = defaultQuery(config)
  const wanted = new Set(params.getAll(queryParams.category))
  let priceMin = sliderValue(params.get(queryParams.priceMin), config.price) ?? defaults.priceMin
  let priceMax = sliderValue(params.get(queryParams.priceMax), config.price) ?? defaults.priceMax
  if (priceMin > priceMax) [priceMin, priceMax] = [priceMax, priceMin]
  const brand = params.get(queryParams.brand)
  const sort = params.get(queryParams.sort)
  const view = params.get(queryParams.view)

  return {
    search: (params.get(queryParams.search) ?? '').slice(0, MAX_SEARCH_LENGTH),
    categories: config.categories.filter((category) => wanted.has(category)),
    priceMin,
    priceMax,
    brand: isOneOf(config.brands ?? [], brand) ? brand : null,
    sort: isOneOf(sortKeys, sort) ? sort : defaults.sort,
    view: isOneOf(viewModes, view) ? view : defaults.view,
  }
}

/** The URL search parameters for a query; defaults are left out, so plain pages keep plain URLs. */
export function catalogueQueryToParams(query: CatalogueQuery, config: QueryConfig) {
  const defaults = defaultQuery(config)
  const params = new URLSearchParams()
  if (query.search !== '') params.set(queryParams.search, query.search)
  for (const category of query.categories) params.append(queryParams.category, category)
  if (query.priceMin !== defaults.priceMin) params.set(queryParams.priceMin, String(query.priceMin))
  if (query.priceMax !== defaults.priceMax) params.set(queryParams.priceMax, String(query.priceMax))
  if (query.brand !== null) params.set(queryParams.brand, query.brand)
  if (query.sort !== defaults.sort) params.set(queryParams.sort, query.sort)
  if (query.view !== defaults.view) params.set(queryParams.view, query.view)
  return params
}

/** A query as the URL would give it back (what a page may hold while the URL catches up). */
export function normalizeQuery(query: CatalogueQuery, config: QueryConfig): CatalogueQuery {
  return parseCatalogueQuery(catalogueQueryToParams(query, config), config)
}

/** 'Clear All': no categories, the full price range (and every brand); search, sort and view stay. */
export function clearFilters(query: CatalogueQuery, config: QueryConfig): CatalogueQuery {
  const defaults = defaultQuery(config)
  return {
    ...query,
    categories: defaults.categories,
    priceMin: defaults.priceMin,
    priceMax: defaults.priceMax,
    brand: defaults.brand,
  }
}

/** Whether anything narrows the list (search or a filter). */
export function isNarrowed(query: CatalogueQuery, config: QueryConfig) {
  const defaults = defaultQuery(config)
  return (
    query.search.trim() !== '' ||
    query.categories.length > 0 ||
    query.priceMin !== defaults.priceMin ||
    query.priceMax !== defaults.priceMax ||
    query.brand !== null
  )
}
