import { cartButtonCopy } from '@/content/catalogues/cart-button-copy'

import { browserStorage, CART_STORAGE_KEY, storedItemCount } from './cart-storage'

// An Add to Cart pressed before a prerendered page's code runs is held and replayed once it does
// (lib/early-input.ts): the cart changes then, through the cart's own rules, and the toast says
// so. Its visible answer cannot wait that long (docs/decisions/056-add-to-cart-echoed-before-the-code.md):
// this module, loaded by add-to-cart-island.ts once the page has painted, shows the press on the
// header's cart buttons at once — the count the cart will have once the press is replayed. It
// changes nothing stored. Once the page's code is ready (`<html data-ready>`), it does nothing:
// the cart button counts by itself.

/** On a button whose press adds to the cart: how many items it adds. */
export const ADDS_TO_CART_ATTRIBUTE = 'data-adds-to-cart'

/** Where the count shown before the code is kept, for the cart button's first render. */
const SHOWN_KEY = 'cartShown'

/** The count the header's cart buttons show after an echo, or null when none was shown. */
export function echoedCartCount(doc: Document = document): number | null {
  const shown = doc.documentElement.dataset[SHOWN_KEY]
  if (shown === undefined) return null
  const count = Number(shown)
  return Number.isSafeInteger(count) && count >= 0 ? count : null
}

/** Echo every Add to Cart pressed on `view`'s page until its code is ready; returns the stop. */
export function echoAddsToCart(view: Window = window): () => void {
  const doc = view.document
  const onClick = (event: MouseEvent) => {
    // Early-input replays the presses it held once the page is marked ready (main.tsx): they
    // were shown when they were made.
    if (doc.documentElement.dataset.ready === 'true') return
    const target = event.target as Element | null
    const button = target?.closest?.<HTMLButtonElement>(`button[${ADDS_TO_CART_ATTRIBUTE}]`)
    if (!button || button.disabled) return
    const adds = Number(button.getAttribute(ADDS_TO_CART_ATTRIBUTE))
    if (!Number.isSafeInteger(adds) || adds < 1) return
    showCartCount(doc, (echoedCartCount(doc) ?? storedCount()) + adds)
  }
  view.addEventListener('click', onClick, true)
  return () => view.removeEventListener('click', onClick, true)
}

function storedCount(): number {
  try {
    return storedItemCount(browserStorage()?.getItem(CART_STORAGE_KEY) ?? null)
  } catch {
    return 0
  }
}

/**
 * Show `count` on the cart buttons as CartButton renders it: its name, and the badge it always
 * renders (hidden at 0), so hydration finds the element it expects.
 */
function showCartCount(doc: Document, count: number): void {
  doc.documentElement.dataset[SHOWN_KEY] = String(count)
  for (const button of doc.querySelectorAll('[data-slot="cart-button"]')) {
    button.setAttribute('aria-label', cartButtonCopy.buttonCount(count))
    const badge = button.querySelector<HTMLElement>('[data-slot="cart-count"]')
    if (!badge) continue
    badge.textContent = String(count)
    badge.hidden = count === 0
  }
}
