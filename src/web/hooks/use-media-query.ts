import { useCallback, useSyncExternalStore } from 'react'

/**
 * Whether a CSS media query matches now, following it as the window changes. Answers
 * `serverValue` where there is no window (a server render) — use it only where markup may
 * differ between the two (pages that are not prerendered, or whose first paint does not
 * depend on it).
 */
export function useMediaQuery(query: string, serverValue = false): boolean {
  const list = useCallback(
    () =>
      typeof window !== 'undefined' && typeof window.matchMedia === 'function'
        ? window.matchMedia(query)
        : null,
    [query],
  )
  const subscribe = useCallback(
    (onChange: () => void) => {
      const media = list()
      media?.addEventListener('change', onChange)
      return () => media?.removeEventListener('change', onChange)
    },
    [list],
  )
  return useSyncExternalStore(
    subscribe,
    () => list()?.matches ?? serverValue,
    () => serverValue,
  )
}
