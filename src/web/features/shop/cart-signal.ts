import { useLayoutEffect, useState, useSyncExternalStore } from 'react'

import { afterIslandsHydrated, isHydratingPage } from '@/components/island'

import { browserStorage, CART_STORAGE_KEY, storedItemCount } from './cart-storage'

// What the site header needs of the cart on every page, without the shop: the stored cart's item
// count, and a way to open the drawer. The cart itself (CartProvider, the catalogue, the drawer)
// stays in the shop's chunks; this module and cart-storage.ts are all every page loads
// (docs/architecture.md, Performance budgets). The count is read from localStorage, where the
// cart lives (docs/product.md, Shop); a CartProvider on the page tells it of every change it
// writes, and other tabs' changes arrive through the `storage` event.

type Listener = () => void

const countListeners = new Set<Listener>()

/** A CartProvider has written the cart: the header counts again. */
export function cartStored(): void {
  for (const listener of countListeners) listener()
}

function readCount(): number {
  const storage = browserStorage()
  try {
    return storedItemCount(storage?.getItem(CART_STORAGE_KEY) ?? null)
  } catch {
    // Storage that throws on access: no stored cart to count.
    return 0
  }
}

/**
 * The count an Add to Cart pressed before the page's code showed on the cart buttons
 * (cart-count-echo.ts, part of the inline boot code, which the app does not import: it keeps the
 * count on `<html data-cart-shown>`), or null when none was shown.
 */
export function echoedCartCount(): number | null {
  const shown = document.documentElement.dataset.cartShown
  if (shown === undefined) return null
  const count = Number(shown)
  return Number.isSafeInteger(count) && count >= 0 ? count : null
}

/**
 * The stored cart's item count (Σ quantity). A prerendered page shows what its HTML shows until
 * its islands are hydrated (docs/decisions/017-islands-hydrated-one-task-each.md: hydration keeps
 * the server's attributes, and the count is in the button's name): 0, or the count an Add to Cart
 * pressed before the code showed (cart-count-echo.ts), which the press's replay makes true.
 */
export function useStoredCartCount(): number {
  const [count, setCount] = useState(() => (isHydratingPage() ? (echoedCartCount() ?? 0) : 0))

  useLayoutEffect(() => {
    const update = () => setCount(readCount())
    function onStorage(event: StorageEvent) {
      if (event.key === null || event.key === CART_STORAGE_KEY) update()
    }
    let listening = false
    const cancel = afterIslandsHydrated(() => {
      update()
      countListeners.add(update)
      window.addEventListener('storage', onStorage)
      listening = true
    })
    return () => {
      cancel()
      if (!listening) return
      countListeners.delete(update)
      window.removeEventListener('storage', onStorage)
    }
  }, [])

  return count
}

// Opening the drawer. A CartProvider on the page (the shop's, or the one the site layout loads on
// request elsewhere) registers how it opens; the last one registered answers. Asked before any is
// there, the request waits for the next one to register, and the site layout loads one.

const openers: (() => void)[] = []
let openWanted = false
const requestListeners = new Set<Listener>()

/** A CartProvider's way to open its drawer; returns the unregister. */
export function registerCartOpener(open: () => void): () => void {
  openers.push(open)
  if (openWanted) {
    openWanted = false
    notifyRequest()
    open()
  }
  return () => {
    const index = openers.lastIndexOf(open)
    if (index >= 0) openers.splice(index, 1)
  }
}

/** Opens the cart drawer: at once where a cart is on the page, else once one has loaded. */
export function openCart(): void {
  const open = openers.at(-1)
  if (open) {
    open()
    return
  }
  openWanted = true
  cartRequested = true
  notifyRequest()
}

let cartRequested = false

function notifyRequest() {
  for (const listener of requestListeners) listener()
}

function subscribeRequest(listener: Listener) {
  requestListeners.add(listener)
  return () => {
    requestListeners.delete(listener)
  }
}

/**
 * Whether the visitor has asked for the cart on a page without one: the site layout then loads
 * the cart and its drawer (and keeps them, for the rest of the visit's pages without a cart).
 */
export function useCartRequested(): boolean {
  return useSyncExternalStore(
    subscribeRequest,
    () => cartRequested,
    () => false,
  )
}

/** Tests only: forget every opener and request. */
export function resetCartSignal(): void {
  openers.length = 0
  openWanted = false
  cartRequested = false
}
