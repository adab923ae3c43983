import { useLayoutEffect, useMemo, useState } from 'react'

import { afterIslandsHydrated, isHydratingPage } from '@/components/island'
import type { Product } from '@/content/catalogues/catalogue-types'
import { getSiteConfig, type SiteConfig } from '@/lib/supabase'
// A type only: the module's runtime (its zod schemas) must not come with it onto a shop page.
import type { CatalogueEntry } from '@shared/orders/orders'

// Prices and stock live in the server's database; the shop pages are prerendered with the
// content's (docs/decisions/024-live-catalogue-in-the-browser.md). Once a page runs, this reads
// GET /orders/v1/catalogue once — shared by the catalogue, the product page and the cart — and
// overlays price, offer price, stock and the per-order limit on the content's products. Any
// failure keeps the content's values: the server prices every order itself, so a page that could
// not ask shows at worst the build's price. A plain fetch, not supabase-js, which a visitor's
// first shop page need not load (docs/architecture.md, Performance budgets).

/** What the shop reads of a catalogue entry. */
export type LiveEntry = Pick<
  CatalogueEntry,
  'id' | 'priceCents' | 'originalPriceCents' | 'stock' | 'maxPerOrder' | 'active'
> &
  Partial<Pick<CatalogueEntry, 'needsReview'>>

/** The live catalogue by product id. */
export type LiveCatalogue = ReadonlyMap<string, LiveEntry>

/**
 * A later page view reads it again: one visit that browses for an hour by client-side navigation
 * should not keep the first minute's stock.
 */
const MAX_AGE_MS = 5 * 60_000

const isCount = (value: unknown, min: number): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= min

/** One entry as the wire contract says, or null: nothing half-read is trusted. */
function parseEntry(value: unknown): LiveEntry | null {
  if (typeof value !== 'object' || value === null) return null
  const { id, priceCents, originalPriceCents, stock, maxPerOrder, active, needsReview } =
    value as Record<string, unknown>
  if (typeof id !== 'string' || id === '') return null
  if (!isCount(priceCents, 1) || !isCount(stock, 0) || !isCount(maxPerOrder, 1)) return null
  if (originalPriceCents !== null && !isCount(originalPriceCents, 1)) return null
  if (typeof active !== 'boolean') return null
  if (needsReview !== undefined && typeof needsReview !== 'boolean') return null
  return {
    id,
    priceCents,
    originalPriceCents,
    stock,
    maxPerOrder,
    active,
    ...(needsReview === undefined ? {} : { needsReview }),
  }
}

/** `{ products: CatalogueEntry[] }` as a map by id; null when the answer is not of that shape. */
export function parseLiveCatalogue(body: unknown): LiveCatalogue | null {
  if (typeof body !== 'object' || body === null) return null
  const { products } = body as Record<string, unknown>
  if (!Array.isArray(products)) return null
  const entries = new Map<string, LiveEntry>()
  for (const item of products as unknown[]) {
    const entry = parseEntry(item)
    if (!entry) return null
    entries.set(entry.id, entry)
  }
  return entries
}

type LoadDeps = {
  fetch: typeof fetch
  getConfig: () => Promise<Pick<SiteConfig, 'supabaseUrl' | 'supabaseAnonKey'>>
}

/** One request for the live catalogue; null on any failure (network, status, shape). */
export async function fetchLiveCatalogue({
  fetch: fetchImpl,
  getConfig,
}: LoadDeps): Promise<LiveCatalogue | null> {
  try {
    const config = await getConfig()
    const response = await fetchImpl(`${config.supabaseUrl}/orders/v1/catalogue`, {
      headers: { apikey: config.supabaseAnonKey, Accept: 'application/json' },
    })
    if (!response.ok) return null
    return parseLiveCatalogue(await response.json())
  } catch {
    return null
  }
}

let cached: { at: number; answer: Promise<LiveCatalogue | null> } | undefined
let latest: LiveCatalogue | null = null

/** The live catalogue, fetched at most once per page view (see MAX_AGE_MS). */
export function loadLiveCatalogue(
  deps: LoadDeps = { fetch: (...args) => fetch(...args), getConfig: getSiteConfig },
): Promise<LiveCatalogue | null> {
  const now = Date.now()
  if (!cached || now - cached.at > MAX_AGE_MS) {
    const answer = fetchLiveCatalogue(deps).then((live) => {
      if (live) latest = live
      return live
    })
    cached = { at: now, answer }
  }
  return cached.answer
}

/** What an earlier page view of this visit read, if anything, for a page rendered in the browser. */
function knownLiveCatalogue(): LiveCatalogue | null {
  return latest
}

/** Tests only: forget what was read. */
export function resetLiveCatalogue(): void {
  cached = undefined
  latest = null
}

/**
 * The product as the shop sells it now: the live price and offer price, in stock only while it is
 * sold and has units left, and the per-order limit. A product the live catalogue does not list is
 * not sold (the server would refuse it); without a live catalogue, the content's product as is.
 */
export function overlayProduct<P extends Product>(product: P, live: LiveCatalogue | null): P {
  if (!live) return product
  const entry = live.get(product.id)
  if (!entry) return { ...product, inStock: false }
  const offer = entry.originalPriceCents
  return {
    ...product,
    priceCents: entry.priceCents,
    // An earlier price only while it is above today's (the savings badge shows the difference).
    originalPriceCents: offer !== null && offer > entry.priceCents ? offer : undefined,
    inStock: entry.active && entry.stock > 0,
    maxPerOrder: entry.maxPerOrder,
    // A physician may change which products need their review (docs/architecture.md, Roles).
    needsReview: entry.needsReview ?? product.needsReview,
  }
}

/**
 * `products` with the live catalogue laid over them once it has been read. A prerendered page
 * hydrates with the content's values (what its HTML holds), and the live ones arrive only once
 * its islands are hydrated (docs/decisions/017-islands-hydrated-one-task-each.md): hydration
 * keeps the server's attributes, so a disabled button or a label must change after it, not
 * during it. A page rendered in the browser later in the visit starts from what was read.
 */
export function useLiveProducts<P extends Product>(products: readonly P[]): readonly P[] {
  const [live, setLive] = useState<LiveCatalogue | null>(() =>
    isHydratingPage() ? null : knownLiveCatalogue(),
  )

  useLayoutEffect(() => {
    let active = true
    const cancel = afterIslandsHydrated(() => {
      void loadLiveCatalogue().then((loaded) => {
        if (active && loaded) setLive(loaded)
      })
    })
    return () => {
      active = false
      cancel()
    }
  }, [])

  return useMemo(
    () => (live ? products.map((product) => overlayProduct(product, live)) : products),
    [products, live],
  )
}

/** One product with the live catalogue laid over it (see useLiveProducts). */
export function useLiveProduct<P extends Product>(product: P): P {
  const products = useMemo(() => [product], [product])
  return useLiveProducts(products)[0] ?? product
}
