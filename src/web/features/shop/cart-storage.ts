// The cart survives reloads (docs/product.md, Shop): this browser's localStorage holds the product
// ids and quantities under a versioned key. Prices and names are not stored; they come from the
// catalogue when the cart is read back, so a stored cart never shows an old price. Whatever is
// found is validated: a corrupt, outdated or foreign value is discarded, never trusted. The check
// is written out rather than a zod schema: zod's schema module would be 7 KB gzip more on every
// shop page for these few lines.

import type { Product } from '@/content/catalogues/catalogue-types'

import { MAX_LINE_QUANTITY } from './cart-limits'
// Types only: the cart's rules stay out of what every page loads to count the stored cart.
import type { CartItem } from './cart-reducer'

export const CART_STORAGE_KEY = 'rm-cart-v1'
const CART_STORAGE_VERSION = 1
/** More lines than the catalogues have products means the value is not ours. */
const MAX_STORED_LINES = 100

type StoredLine = { id: string; quantity: number }

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** The lines of a stored cart of this version, or null when anything in it is not as written. */
function storedLines(json: unknown): StoredLine[] | null {
  if (!isRecord(json) || json.version !== CART_STORAGE_VERSION) return null
  const { items } = json
  if (!Array.isArray(items) || items.length > MAX_STORED_LINES) return null
  const lines: StoredLine[] = []
  for (const item of items as unknown[]) {
    if (!isRecord(item)) return null
    const { id, quantity } = item
    if (typeof id !== 'string' || id.length < 1 || id.length > 64) return null
    if (!Number.isSafeInteger(quantity)) return null
    const count = quantity as number
    if (count < 1 || count > MAX_LINE_QUANTITY) return null
    lines.push({ id, quantity: count })
  }
  return lines
}

export type StoredCartLine = { product: Product; quantity: number }

export type ProductLookup = (id: string) => Product | undefined

/**
 * The lines a stored value holds: `[]` when nothing is stored, null when the value is
 * corrupt or of another version. Lines for products that no longer exist are dropped.
 */
export function parseStoredCart(raw: string | null, findProduct: ProductLookup) {
  if (raw === null) return []
  let json: unknown
  try {
    json = JSON.parse(raw)
  } catch {
    return null
  }
  const lines = storedLines(json)
  if (!lines) return null
  return lines.flatMap(({ id, quantity }): StoredCartLine[] => {
    const product = findProduct(id)
    return product ? [{ product, quantity }] : []
  })
}

/**
 * How many items a stored value holds (Σ quantity), for the site header's cart button, which
 * counts without the catalogue: lines of products that no longer exist count until a shop page
 * drops them. 0 for nothing stored or anything that cannot be read.
 */
export function storedItemCount(raw: string | null): number {
  if (raw === null) return 0
  try {
    const lines = storedLines(JSON.parse(raw))
    return lines ? lines.reduce((sum, line) => sum + line.quantity, 0) : 0
  } catch {
    return 0
  }
}

export function serializeCart(items: readonly CartItem[]): string {
  return JSON.stringify({
    version: CART_STORAGE_VERSION,
    items: items.map(({ id, quantity }) => ({ id, quantity })),
  })
}

/** localStorage, or null where the browser refuses it (privacy modes, blocked storage). */
export function browserStorage(): Storage | null {
  try {
    return window.localStorage
  } catch {
    return null
  }
}

/** The stored cart; a value that cannot be used is removed, so it is not met again. */
export function readStoredCart(storage: Storage | null, findProduct: ProductLookup) {
  if (!storage) return []
  try {
    const lines = parseStoredCart(storage.getItem(CART_STORAGE_KEY), findProduct)
    if (lines) return lines
    console.warn('Discarded a stored cart that could not be read.')
    storage.removeItem(CART_STORAGE_KEY)
  } catch {
    // Storage that throws on access: the cart simply lives in memory.
  }
  return []
}

/** Stores the cart; returns what was written (null if storage refused it). */
export function writeStoredCart(storage: Storage | null, items: readonly CartItem[]) {
  if (!storage) return null
  const value = serializeCart(items)
  try {
    storage.setItem(CART_STORAGE_KEY, value)
    return value
  } catch {
    // Quota or privacy mode: the cart still works for this page view.
    return null
  }
}
