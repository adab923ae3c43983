import { useEffect, useState } from 'react'

import { findFirstAvailableMedia } from './api/find-first-available-media'
import { type MediaObject, whenIdle } from './use-public-media-url'

export type MediaCandidates = { bucket: string; files: readonly string[] }

export type MediaLookup =
  | { status: 'searching'; media: null }
  | { status: 'found'; media: MediaObject }
  | { status: 'none'; media: null }

/**
 * Looks for the first candidate file the bucket serves, once the page is idle after load (the
 * still image is the first paint; the checks must not compete with it). While searching, and
 * when nothing answers, `media` is null.
 */
export function useFirstAvailableMedia({ bucket, files }: MediaCandidates): MediaLookup {
  const key = `${bucket}/${files.join('|')}`
  const [state, setState] = useState<{ key: string; lookup: MediaLookup }>({
    key,
    lookup: { status: 'searching', media: null },
  })

  useEffect(() => {
    let active = true
    const candidates = key.slice(bucket.length + 1).split('|')
    whenIdle()
      .then(() => findFirstAvailableMedia(bucket, candidates))
      .then(
        (file) => {
          if (!active) return
          if (file === null) console.warn(`No video found in ${bucket}; keeping the still image.`)
          setState({
            key,
            lookup:
              file === null
                ? { status: 'none', media: null }
                : { status: 'found', media: { bucket, file } },
          })
        },
        (error: unknown) => {
          console.error('Video lookup failed:', error)
          if (active) setState({ key, lookup: { status: 'none', media: null } })
        },
      )
    return () => {
      active = false
    }
  }, [bucket, key])

  return state.key === key ? state.lookup : { status: 'searching', media: null }
}
