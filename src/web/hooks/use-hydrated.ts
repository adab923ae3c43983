import { useEffect, useState } from 'react'

/**
 * False during the server render and the first browser render (hydration), true once the
 * page's code is running. A prerendered form's submit button is disabled until then: a click
 * before hydration would otherwise submit the form natively — a GET that would put what the
 * visitor typed (a password, a phone number) in the URL.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false)
  // Deliberately a second render: hydration must first match the server's HTML (disabled),
  // then this update enables the button. useSyncExternalStore's server snapshot is not
  // honored by preact/compat during hydration (ADR 011), so it cannot do this.
  // eslint-disable-next-line react-hooks/set-state-in-effect
  useEffect(() => setHydrated(true), [])
  return hydrated
}
