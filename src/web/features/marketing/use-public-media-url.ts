import { useEffect, useState } from 'react'

import { whenIdle } from '@/lib/when-idle'

import { getPublicMediaUrl } from './api/get-public-media-url'

/** An object in a public storage bucket. */
export type MediaObject = { bucket: string; file: string }

type MediaUrlState = { key: string; url: string | null; failed: boolean }

/**
 * Resolves a bucket object to its public URL once the page is idle after load (supabase-js is
 * a lazy chunk and must stay out of the page's own). Pass `enabled: false` to wait, e.g. until
 * the player nears the viewport. A failure is logged with `label` and reported as `failed`.
 */
export function usePublicMediaUrl(
  { bucket, file }: MediaObject,
  { enabled = true, label }: { enabled?: boolean; label: string },
): { url: string | null; failed: boolean } {
  const key = `${bucket}/${file}`
  const [state, setState] = useState<MediaUrlState>({ key, url: null, failed: false })

  useEffect(() => {
    if (!enabled) return
    let active = true
    whenIdle()
      .then(() => getPublicMediaUrl(bucket, file))
      .then(
        (url) => {
          if (active) setState({ key, url, failed: false })
        },
        (error: unknown) => {
          console.error(`${label} failed to load:`, error)
          if (active) setState({ key, url: null, failed: true })
        },
      )
    return () => {
      active = false
    }
  }, [bucket, file, key, enabled, label])

  // A new object starts over (no stale URL from the previous one).
  return state.key === key ? state : { url: null, failed: false }
}
