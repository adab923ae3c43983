import { useEffect, useEffectEvent } from 'react'
import { useRevalidator } from 'react-router'

/**
 * Reads the page's loaders again every `everyMs` while the tab is in view, and as soon as it
 * comes back into view: a queue kept open all day shows what arrived meanwhile
 * (docs/decisions/036-app-pages-read-and-change-through-the-router.md). A read already under
 * way is not started twice.
 */
export function useReadAgain(everyMs: number) {
  const revalidator = useRevalidator()
  const again = useEffectEvent(() => {
    if (document.visibilityState !== 'visible' || revalidator.state !== 'idle') return
    void revalidator.revalidate()
  })

  useEffect(() => {
    const timer = window.setInterval(again, everyMs)
    document.addEventListener('visibilitychange', again)
    return () => {
      window.clearInterval(timer)
      document.removeEventListener('visibilitychange', again)
    }
  }, [everyMs])
}
