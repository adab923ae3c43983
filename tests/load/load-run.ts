import autocannon from 'autocannon'

import { LatencyRecorder } from './stats'

// One autocannon instance, with every response time also kept in our own recorders (one per
// kind, one for all kinds), so percentiles across instances are computed the same way.

export type KindResult = {
  result: autocannon.Result
  latency: LatencyRecorder
}

export function fire(
  options: autocannon.Options,
  recorders: LatencyRecorder[] = [],
): Promise<KindResult> {
  const latency = new LatencyRecorder()
  return new Promise((resolve, reject) => {
    const instance = autocannon(options, (error: unknown, result) => {
      if (error)
        reject(error instanceof Error ? error : new Error('autocannon failed', { cause: error }))
      else resolve({ result, latency })
    })
    instance.on('response', (_client, _status, _bytes, ms) => {
      latency.add(ms)
      for (const recorder of recorders) recorder.add(ms)
    })
  })
}

/** Requests that failed: no answer (connection errors, timeouts) or a 4xx/5xx answer. */
export function failures(result: autocannon.Result): number {
  return result.errors + result['4xx'] + result['5xx'] + result.mismatches
}

/** Status codes other than 2xx, e.g. "429×3 503×1", for the report. */
export function unexpectedStatuses(result: autocannon.Result): string {
  return Object.entries(result.statusCodeStats ?? {})
    .filter(([code]) => !code.startsWith('2'))
    .map(([code, { count = 0 }]) => `${code}×${count}`)
    .join(' ')
}
