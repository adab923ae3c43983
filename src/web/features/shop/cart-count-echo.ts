import { CART_STORAGE_KEY } from '@/lib/script-start'

// An Add to Cart pressed before a prerendered page's code runs is held and replayed once it does
// (lib/early-input.ts): the cart changes then, through the cart's own rules, and the toast says
// so. Its visible answer cannot wait that long (docs/decisions/056-add-to-cart-echoed-before-the-code.md):
// this module, part of a prerendered page's inline boot code (page-boot.ts), shows the press on
// the header's cart buttons at once — the count the cart will have once the press is replayed. It
// changes nothing stored. Once the page's code is ready (`<html data-ready>`), it does nothing:
// the cart button counts by itself.

// Inlined into every prerendered page with page-boot, so it imports nothing the app imports too
// (the build refuses an inline script that imports a chunk): the label and the stored count below
// are copies of the cart button's (content/catalogues/cart-button-copy.ts) and of
// cart-storage.ts's storedItemCount, which cart-count-echo.test.ts holds equal.

/** On a button whose press adds to the cart: how many items it adds. */
export const ADDS_TO_CART_ATTRIBUTE = 'data-adds-to-cart'

/** Where the count shown before the code is kept, for the cart button's first render. */
const SHOWN_KEY = 'cartShown'

/**
 * The count the header's cart buttons show after an echo, or null when none was shown. Kept on
 * `<html data-cart-shown>`, which cart-signal.ts reads for the cart button's first render.
 */
function echoedCartCount(doc: Document): number | null {
  const shown = doc.documentElement.dataset[SHOWN_KEY]
  if (shown === undefined) return null
  const count = Number(shown)
  return Number.isSafeInteger(count) && count >= 0 ? count : null
}

/** The cart button's name for `count` (a copy of cart-button-copy.ts's). */
export const countLabel = (count: number) => `Cart, ${count} ${count === 1 ? 'item' : 'items'}`

/** Σ quantity of a stored cart, 0 for nothing or anything unreadable (as storedItemCount). */
export function storedCount(raw: string | null): number {
  if (raw === null) return 0
  try {
    const json = JSON.parse(raw) as { version?: unknown; items?: unknown }
    if (json?.version !== 1 || !Array.isArray(json.items) || json.items.length > 100) return 0
    let sum = 0
    for (const item of json.items as { id?: unknown; quantity?: unknown }[]) {
      const { id, quantity } = item ?? {}
      if (typeof id !== 'string' || id.length < 1 || id.length > 64) return 0
      if (!Number.isSafeInteger(quantity) || (quantity as number) < 1) return 0
      if ((quantity as number) > 1_000_000) return 0
      sum += quantity as number
    }
    return sum
  } catch {
    return 0
  }
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
    showCartCount(doc, (echoedCartCount(doc) ?? storedCountNow()) + adds)
  }
  view.addEventListener('click', onClick, true)
  return () => view.removeEventListener('click', onClick, true)
}

function storedCountNow(): number {
  try {
    return storedCount(window.localStorage.getItem(CART_STORAGE_KEY))
  } catch {
    // Storage blocked: nothing stored to count.
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
    button.setAttribute('aria-label', countLabel(count))
    const badge = button.querySelector<HTMLElement>('[data-slot="cart-count"]')
    if (!badge) continue
    badge.textContent = String(count)
    badge.hidden = count === 0
  }
}
