// Where a page sends a visitor back after signing in or confirming an address (`?next=`;
// docs/decisions/046-one-way-in-and-the-place-kept.md). Only a path of this site is honored:
// `next` travels in the address bar and in the sign-up's `redirect_to`, so anyone can write one,
// and a link to our /auth must never forward a patient to another origin.

/** Longer than any of our paths with their query, far shorter than a URL can be. */
const MAX_NEXT_LENGTH = 1000
/**
 * Whether `path` holds a character a browser drops or reads as a separator inside a URL
 * ("/\t/evil.com" becomes "//evil.com"): controls, spaces, DEL and the backslash.
 */
function hasUnsafeCharacter(path: string): boolean {
  for (let index = 0; index < path.length; index += 1) {
    const code = path.charCodeAt(index)
    if (code <= 0x20 || code === 0x7f || code === 0x5c) return true
  }
  return false
}
const PROBE_ORIGIN = 'https://next.invalid'

/**
 * `next` when it is a path on this site (`/account`, `/intake/weight-loss?x=1`), else undefined:
 * never `//host`, `/\host`, `https://…`, `javascript:…`, or anything with spaces or controls.
 */
export function safeNextPath(next: string | null | undefined): string | undefined {
  if (!next || next.length > MAX_NEXT_LENGTH) return undefined
  if (!next.startsWith('/') || next.startsWith('//') || hasUnsafeCharacter(next)) return undefined
  try {
    // The last word: resolved against a stand-in origin, it must stay on that origin.
    if (new URL(next, PROBE_ORIGIN).origin !== PROBE_ORIGIN) return undefined
  } catch {
    return undefined
  }
  return next
}

/** The `next` of a query string (`location.search`), when safe. */
export function nextOf(search: string): string | undefined {
  return safeNextPath(new URLSearchParams(search).get('next'))
}
