import { useCallback, useEffect, useState } from 'react'

import type { Answer } from '@/lib/api-request'

export type ApiData<T> =
  | { state: 'loading' }
  | { state: 'failed'; status: number | null; body: unknown }
  | { state: 'ready'; data: T }

/**
 * Reads `path` with `request` when it changes, again on `reload()`, and every `pollMs` when
 * given. A poll that fails keeps what was shown.
 */
export function useApiData<T>(
  request: (path: string) => Promise<Answer<T>>,
  path: string | null,
  pollMs?: number,
) {
  const [result, setResult] = useState<ApiData<T>>({ state: 'loading' })
  const [round, setRound] = useState(0)
  const reload = useCallback(() => setRound((value) => value + 1), [])

  useEffect(() => {
    if (path === null) return
    let active = true
    const read = (first: boolean) =>
      request(path).then(
        (answer) => {
          if (!active) return
          if (answer.ok) setResult({ state: 'ready', data: answer.data })
          else if (first) setResult({ state: 'failed', status: answer.status, body: answer.body })
        },
        () => {
          if (active && first) setResult({ state: 'failed', status: null, body: null })
        },
      )
    void read(true)
    const timer = pollMs ? window.setInterval(() => void read(false), pollMs) : undefined
    return () => {
      active = false
      if (timer !== undefined) window.clearInterval(timer)
    }
  }, [request, path, pollMs, round])

  return { result, reload }
}
