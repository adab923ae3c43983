import { useCallback, useEffect, useRef } from 'react'

import { MIN_FORM_FILL_MS } from '@shared/leads'

import type { LeadInsertResult } from './api/lead-insert-result'

/** PostgREST's check-violation code: the server's validation refused a column. */
const VALIDATION_CODE = '23514'

export type LeadFailure =
  /** The server named the column: show its message on that field. */
  | { kind: 'field'; column: string; message: string }
  | { kind: 'rateLimited' }
  /** Anything else (network, 5xx, a 400 without a column): the generic error toast. */
  | { kind: 'unexpected' }

/** What went wrong with a lead insert, from the visitor's point of view. */
export function classifyLeadFailure(
  { error, status }: LeadInsertResult,
  knownColumns: readonly string[],
): LeadFailure | null {
  if (!error) return null
  if (status === 429 || error.code === 'over_request_rate_limit') return { kind: 'rateLimited' }
  if (status === 400 && error.code === VALIDATION_CODE) {
    const column = error.details?.trim() ?? ''
    if (knownColumns.includes(column) && error.message) {
      return { kind: 'field', column, message: error.message }
    }
  }
  return { kind: 'unexpected' }
}

function sleep(ms: number) {
  return new Promise<void>((resolve) => setTimeout(resolve, ms))
}

/**
 * Remembers when the form appeared and returns `waitForMinimumFill()`: it resolves with the
 * milliseconds the form has been open, first waiting out the rest of MIN_FORM_FILL_MS. The
 * server refuses faster submissions as spam; a quick (autofilling) person is only delayed.
 */
export function useMinimumFillTime() {
  const startedAt = useRef<number | null>(null)

  useEffect(() => {
    startedAt.current = Date.now()
  }, [])

  return useCallback(async () => {
    const start = startedAt.current ?? Date.now()
    const elapsed = Date.now() - start
    if (elapsed < MIN_FORM_FILL_MS) await sleep(MIN_FORM_FILL_MS - elapsed)
    return Date.now() - start
  }, [])
}
