import { useEffect, useEffectEvent, useRef } from 'react'
import { useFetcher } from 'react-router'

import type { Answer } from '@/lib/api-request'
import type { Change } from '@/lib/change-action'

/**
 * One change at a time through the route's action (lib/change-action.ts): `submit` sends it,
 * `busy` is true until it is answered and the page's data read again, and `answer` is the last
 * answer once idle. `onAnswer` runs once per answer, after the page's data was read again (to
 * close a dialog, say so in a toast). Pass `action` to send it to another route's action.
 */
export function useChange<T = unknown>({
  action,
  onAnswer,
}: { action?: string; onAnswer?: (answer: Answer<T>) => void } = {}) {
  const fetcher = useFetcher<Answer<T>>()
  const answer = fetcher.state === 'idle' ? fetcher.data : undefined
  const tell = useEffectEvent((answered: Answer<T>) => onAnswer?.(answered))
  const told = useRef<Answer<T> | undefined>(undefined)
  useEffect(() => {
    if (!answer || told.current === answer) return
    told.current = answer
    tell(answer)
  }, [answer])

  return {
    submit(change: Change) {
      void fetcher.submit(change as never, { method: 'post', encType: 'application/json', action })
    },
    busy: fetcher.state !== 'idle',
    answer,
  }
}
