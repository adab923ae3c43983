// When a prerendered page needs its code without waiting for the visitor
// (docs/decisions/018-page-code-starts-when-needed.md). page-boot.ts asks this; everything here
// must stay small and import nothing the app imports too, since it is inlined into every
// prerendered page: the two values below are copies of the cart's and supabase-js's own, which
// script-start.test.ts holds equal.

/** The cart's key in localStorage (features/shop/cart-storage.ts). */
export const CART_STORAGE_KEY = 'rm-cart-v1'

/**
 * Rendered on a part of the page that must act by itself, without input (a popup that opens): its
 * value is when, in milliseconds after the navigation started; empty means as soon as the page
 * has painted. The prerenderer writes it on the root itself of an app page (sign-in, booking,
 * checkout: docs/decisions/052-the-first-tap-answers-at-once.md).
 */
const NEEDS_SCRIPT_ATTRIBUTE = 'data-needs-script'

/**
 * The query or fragment of a sign-in link or OAuth callback, which supabase-js reads at once
 * (lib/supabase.ts, hasSessionToRestore).
 */
export const AUTH_CALLBACK_IN_URL = /[?#&](access_token|error_description|error_code|code)=/

/** supabase-js's default storage key for a session: `sb-<project ref>-auth-token`. */
const SESSION_STORAGE_KEY = /^sb-.+-auth-token$/

/**
 * When the page needs its code without input, in milliseconds after the navigation started
 * (0: as soon as it has painted), or `null` when it can wait for the visitor.
 */
export function scriptNeededAt(root: HTMLElement): number | null {
  if (AUTH_CALLBACK_IN_URL.test(`${window.location.search}${window.location.hash}`)) return 0
  // The header shows the stored cart's count and the signed-in state.
  if (hasStoredState()) return 0
  let due: number | null = null
  const parts = [...root.querySelectorAll(`[${NEEDS_SCRIPT_ATTRIBUTE}]`)]
  if (root.hasAttribute(NEEDS_SCRIPT_ATTRIBUTE)) parts.push(root)
  for (const part of parts) {
    const at = Number(part.getAttribute(NEEDS_SCRIPT_ATTRIBUTE) || 0)
    const when = Number.isFinite(at) && at > 0 ? at : 0
    due = due === null ? when : Math.min(due, when)
  }
  return due
}

function hasStoredState(): boolean {
  try {
    const storage = window.localStorage
    if (storage.getItem(CART_STORAGE_KEY) !== null) return true
    for (let index = 0; index < storage.length; index++) {
      if (SESSION_STORAGE_KEY.test(storage.key(index) ?? '')) return true
    }
  } catch {
    // Storage blocked: nothing is stored, so nothing needs showing.
  }
  return false
}
