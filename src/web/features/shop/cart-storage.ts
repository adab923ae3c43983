// The cart survives reloads (docs/product.md, Shop): this browser's localStorage holds the product
// ids and quantities under a versioned key. Prices and names are not stored; they come from the
// catalogue when the cart is read back, so a stored cart never shows an old price. Whatever is
// found is validated: a corrupt, outdated or foreign value is discarded, never trusted.
import * as z from 'zod/mini'

import { type Product } from '@/content/catalogues/catalogue-types'

import { type CartItem, MAX_LINE_QUANTITY } from './cart-reducer'

export const CART_STORAGE_KEY = 'rm-cart-v1'
const CART_STORAGE_VERSION = 1
/** More lines than the catalogues have products means the value is not ours. */
const MAX_STORED_LINES = 100

const storedCartSchema = z.object({
  version: z.literal(CART_STORAGE_VERSION),
  items: z
    .array(
      z.object({
        id: z.string().check(z.minLength(1), z.maxLength(64)),
        quantity: z.int().check(z.minimum(1), z.maximum(MAX_LINE_QUANTITY)),
      }),
    )
    .check(z.maxLength(MAX_STORED_LINES)),
})

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
  const parsed = storedCartSchema.safeParse(json)
  if (!parsed.success) return null
  return parsed.data.items.flatMap(({ id, quantity }): StoredCartLine[] => {
    const product = findProduct(id)
    return product ? [{ product, quantity }] : []
  })
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
