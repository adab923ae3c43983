// Whether a prerendered page needs its code as soon as it has painted, before any interaction
// (docs/decisions/018-page-code-starts-when-needed.md). page-boot.ts asks this; everything here must
// stay small and import nothing, since it is inlined into every prerendered page: the two values
// below are copies of the cart's and supabase-js's own, which script-start.test.ts
// holds equal.

/** The cart's key in localStorage (features/shop/cart-storage.ts). */
export const CART_STORAGE_KEY = 'rm-cart-v1'

/** Rendered on a part of the page that acts by itself (a video that starts, a popup that opens). */
const NEEDS_SCRIPT_ATTRIBUTE = 'data-needs-script'

/**
 * The query or fragment of a sign-in link or OAuth callback, which supabase-js reads at once
 * (lib/supabase.ts, hasSessionToRestore).
 */
export const AUTH_CALLBACK_IN_URL = /[?#&](access_token|error_description|error_code|code)=/

/** supabase-js's default storage key for a session: `sb-<project ref>-auth-token`. */
const SESSION_STORAGE_KEY = /^sb-.+-auth-token$/

export function pageNeedsScriptAtLoad(root: HTMLElement): boolean {
  if (root.querySelector(`[${NEEDS_SCRIPT_ATTRIBUTE}]`)) return true
  if (AUTH_CALLBACK_IN_URL.test(`${window.location.search}${window.location.hash}`)) return true
  // The header shows the stored cart's count and the signed-in state.
  return hasStoredState()
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
