import { useMemo, useRef } from 'react'

// One idempotency key per attempt to book or move a visit, or to send an order request
// (docs/architecture.md, Booking and Orders): the key is unique in its table, so a retried request
// finds what the first one made. When the network fails we cannot know whether the server acted:
// sending the same request again with the same key acts at most once. A changed request, or one
// the server answered, is a new attempt with a new key.

export function useAttemptKey() {
  const attempt = useRef<{ request: string; key: string } | null>(null)
  return useMemo(
    () => ({
      /** The key for this request: the last one's if it is the same request, retried. */
      keyFor(request: unknown): string {
        const fingerprint = JSON.stringify(request)
        if (attempt.current?.request !== fingerprint) {
          attempt.current = { request: fingerprint, key: crypto.randomUUID() }
        }
        return attempt.current.key
      },
      /** The server answered: whatever comes next is a new attempt. */
      settle() {
        attempt.current = null
      },
    }),
    [],
  )
}
