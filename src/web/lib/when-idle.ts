/**
 * Resolves once the page has loaded and the main thread is idle, so that what waits for it (a
 * video's address, a lazy chunk) never competes with the first paint or the page's own scripts.
 * It imports nothing: the hero video's island uses it without the app.
 */
export function whenIdle(): Promise<void> {
  return new Promise((resolve) => {
    const idle = () => {
      if (typeof window.requestIdleCallback === 'function') {
        window.requestIdleCallback(() => resolve(), { timeout: 1500 })
      } else {
        setTimeout(resolve, 0)
      }
    }
    if (document.readyState === 'complete') idle()
    else window.addEventListener('load', idle, { once: true })
  })
}
