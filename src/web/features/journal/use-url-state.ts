import { useEffect, useRef } from 'react'
import { useSearchParams } from 'react-router'

/**
 * View state kept in the URL's search params. `update` derives the next state from the latest
 * one asked for, not from this render's: a click and a keystroke in quick succession (before the
 * router has committed the first change) must not undo each other.
 */
export function useUrlState<S>(
  parse: (params: URLSearchParams) => S,
  serialize: (state: S) => URLSearchParams,
) {
  const [searchParams, setSearchParams] = useSearchParams()
  const pending = useRef<URLSearchParams | null>(null)

  // Once the URL has caught up (or changed from outside: Back, a link), it is the truth again.
  useEffect(() => {
    pending.current = null
  }, [searchParams])

  const state = parse(searchParams)

  /** Moves to `change(current)`; `replace` decides, from the current state, whether to replace the history entry. */
  function update(change: (current: S) => S, replace: (current: S) => boolean = () => false) {
    const current = parse(pending.current ?? searchParams)
    const next = serialize(change(current))
    pending.current = next
    setSearchParams(next, { replace: replace(current), preventScrollReset: true })
  }

  return [state, update] as const
}
