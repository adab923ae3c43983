// The newsletter popup's "seen" flag in localStorage (docs/product.md, Newsletter popup). Small on
// purpose: the home page reads it before it loads the popup itself.

export function hasSeenPopup(key: string): boolean {
  try {
    return window.localStorage.getItem(key) !== null
  } catch {
    // Storage blocked: better to show it than to fail; closing it then lasts for this page.
    return false
  }
}

export function rememberSeen(key: string) {
  try {
    window.localStorage.setItem(key, 'true')
  } catch {
    // Storage blocked: nothing to remember it in.
  }
}
