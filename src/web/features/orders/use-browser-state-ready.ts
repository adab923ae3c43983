import { useEffect, useState } from 'react'

import { afterIslandsHydrated } from '@/components/island'

/**
 * False on the server, in the first browser render and while a prerendered page's islands are
 * hydrated; true once what the browser stores may be shown: the stored cart (the cart provider
 * restores it after the islands, docs/decisions/017-islands-hydrated-one-task-each.md) and the
 * confirmation in sessionStorage. An effect, not a layout effect: it runs after the provider's
 * layout effect has queued the restore, so this task comes after it and /checkout never says
 * "Your cart is empty" about a cart not yet read.
 */
export function useBrowserStateReady(): boolean {
  const [ready, setReady] = useState(false)
  useEffect(() => afterIslandsHydrated(() => setReady(true)), [])
  return ready
}
