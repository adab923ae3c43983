import './styles.css'

import { holdEarlyInput } from './lib/early-input'

// The page's first script, and its only one until the page has painted
// (docs/decisions/017-islands-hydrated-one-task-each.md). A prerendered page is complete
// without script, so its code must not compete with the picture or the text for a phone's
// bandwidth: it is fetched once the page has loaded and painted, or at once when the visitor presses
// something first (the press is held and replayed once the page is ready, lib/early-input.ts).
// Every other page (staff mode, the shell) has nothing to show until its code runs, and loads it
// at once. The stylesheet is imported here so that it stays a render-blocking <link> in <head>.

const root = document.getElementById('root')!

if (root.hasAttribute('data-prerendered')) {
  let started = false
  const start = () => {
    if (started) return
    started = true
    preloadModules()
    void import('./main')
  }
  holdEarlyInput(root, start)
  const startAfterPaint = () => afterNextPaint(start)
  if (document.readyState === 'complete') startAfterPaint()
  else window.addEventListener('load', startAfterPaint, { once: true })
} else {
  void import('./main')
}

/**
 * Run `task` once the frame after now has been painted. On a fast connection the load event can
 * come before the first paint (the hero picture is loaded but not yet drawn); requests started
 * then would count against the largest paint. A hidden tab paints no frames: the timeout starts
 * the page anyway.
 */
function afterNextPaint(task: () => void): void {
  const fallback = setTimeout(task, 1000)
  requestAnimationFrame(() =>
    setTimeout(() => {
      clearTimeout(fallback)
      task()
    }, 0),
  )
}

/**
 * Fetch the router and the current route's modules beside the main chunk, not one import after
 * another: the prerenderer lists them on the root element (scripts/prerender.ts).
 */
function preloadModules(): void {
  for (const href of root.dataset.modules?.split(' ') ?? []) {
    if (!href) continue
    const link = document.createElement('link')
    link.rel = 'modulepreload'
    link.crossOrigin = ''
    link.href = href
    document.head.append(link)
  }
}
