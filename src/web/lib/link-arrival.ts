// What the mailed link that brought the visitor to this page was for (docs/wire-contract.md,
// E-mail links: the server answers `redirect_to#access_token=…&type=signup`). supabase-js reads
// that fragment and removes it from the address bar, so it is noted here first, once, with the
// path it landed on: the page there can say "your address is confirmed"
// (docs/decisions/046-one-way-in-and-the-place-kept.md).

export type LinkArrival = { type: string; path: string }

let arrival: LinkArrival | undefined

/** Note the fragment of the current address, before supabase-js reads it (lib/supabase.ts). */
export function noteLinkArrival(location: Pick<Location, 'hash' | 'pathname'> = window.location) {
  const fragment = new URLSearchParams(location.hash.replace(/^#/, ''))
  const type = fragment.get('type')
  // A session came with it: an expired or used link carries `error=` instead.
  if (type && fragment.get('access_token')) arrival = { type, path: location.pathname }
}

/** Whether the page at `path` was opened by a link that just confirmed the address. */
export function arrivedConfirmed(path: string): boolean {
  return arrival?.type === 'signup' && arrival.path === path
}

/** Tests start from a page no link opened. */
export function forgetLinkArrival() {
  arrival = undefined
}
