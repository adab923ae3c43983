import { useEffect } from 'react'
import { useLocation } from 'react-router'

/**
 * Scrolls to the element the URL's #fragment names once the page has rendered: a lazy page is
 * not there yet when the browser looks for the anchor, and the root's scroll-to-top runs after
 * a page's own effects, so this waits a frame.
 */
export function useScrollToHash() {
  const { hash } = useLocation()

  useEffect(() => {
    let id: string
    try {
      id = decodeURIComponent(hash.slice(1))
    } catch {
      return // A malformed fragment names nothing.
    }
    if (!id) return
    const frame = requestAnimationFrame(() => document.getElementById(id)?.scrollIntoView())
    return () => cancelAnimationFrame(frame)
  }, [hash])
}
