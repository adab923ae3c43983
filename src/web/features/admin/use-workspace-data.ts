import { useCallback, useEffect, useState } from 'react'

import { workspaceRequest } from './api/workspace-api'

export type WorkspaceData<T> =
  | { state: 'loading' }
  | { state: 'failed'; status: number | null; body: unknown }
  | { state: 'ready'; data: T }

/**
 * Reads `path` from /staff/v1 when it changes, again on `reload()`, and every `pollMs` when
 * given (the queue shows new requests without a reload). A poll that fails keeps what was shown.
 */
export function useWorkspaceData<T>(path: string | null, pollMs?: number) {
  const [result, setResult] = useState<WorkspaceData<T>>({ state: 'loading' })
  const [round, setRound] = useState(0)
  const reload = useCallback(() => setRound((value) => value + 1), [])

  useEffect(() => {
    if (path === null) return
    let active = true
    const read = (first: boolean) =>
      workspaceRequest<T>(path).then(
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
  }, [path, pollMs, round])

  return { result, reload }
}
