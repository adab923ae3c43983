import { useSyncExternalStore } from 'react'

const query = '(prefers-reduced-motion: reduce)'

function mediaQuery(): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(query)
    : null
}

function subscribe(onChange: () => void) {
  const list = mediaQuery()
  list?.addEventListener('change', onChange)
  return () => list?.removeEventListener('change', onChange)
}

/**
 * Whether the visitor asked for reduced motion (then nothing autoplays; docs/architecture.md,
 * Accessibility). Reads nothing during a server render, where it answers false.
 */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => mediaQuery()?.matches ?? false,
    () => false,
  )
}
