import './styles.css'

import { holdEarlyInput } from './lib/early-input'
import { pageNeedsScriptAtLoad } from './lib/script-start'

// The page's first script, and its only one until something needs the page's code
// (docs/decisions/018-page-code-starts-when-needed.md). A prerendered page is complete without
// script: its links work, its text and pictures are on screen. Its code starts
// - at the visitor's first sign of interaction (a pointer, a key, focus, a scroll) — a press
//   that lands before the code is ready is held and replayed once it is (lib/early-input.ts);
// - or once the page has loaded and painted, when something on it must act by itself: a hero
//   video to start, a stored cart or session to show, a popup due later (`data-needs-script`
//   marks such parts; lib/script-start.ts).
// Otherwise the page's modules are only fetched into the cache after the first paint, so the
// first interaction waits for their evaluation, not their download.
// Every other page (staff mode, the shell) has nothing to show until its code runs, and loads it
// at once. The stylesheet is imported here so that it stays a render-blocking <link> in <head>.

const root = document.getElementById('root')!

/** What counts as a first sign of interaction: each starts the page's code. */
const INTERACTION_EVENTS = [
  'pointerdown',
  'pointermove',
  'touchstart',
  'keydown',
  'focusin',
  'wheel',
  'scroll',
] as const

if (root.hasAttribute('data-prerendered')) {
  let started = false
  const start = () => {
    if (started) return
    started = true
    for (const type of INTERACTION_EVENTS) window.removeEventListener(type, start, true)
    addModuleLinks('modulepreload')
    void import('./main')
  }
  holdEarlyInput(root, start)
  for (const type of INTERACTION_EVENTS) {
    window.addEventListener(type, start, { capture: true, passive: true })
  }
  const afterFirstPaint = pageNeedsScriptAtLoad(root)
    ? start
    : () => {
        if (!started) addModuleLinks('prefetch')
      }
  const whenPainted = () => afterNextPaint(afterFirstPaint)
  if (document.readyState === 'complete') whenPainted()
  else window.addEventListener('load', whenPainted, { once: true })
} else {
  void import('./main')
}

/**
 * Run `task` once the frame after now has been painted. On a fast connection the load event can
 * come before the first paint (the hero picture is loaded but not yet drawn); requests started
 * then would count against the largest paint. A hidden tab paints no frames: the timeout runs
 * `task` anyway.
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
 * Link the main chunk, the router and the current route's modules (the prerenderer lists them on
 * the root element, scripts/prerender.ts): `modulepreload` fetches them beside each other as the
 * code starts, rather than one import after another; `prefetch` only puts them in the HTTP cache,
 * costing the main thread nothing, for a start that comes later.
 */
function addModuleLinks(rel: 'modulepreload' | 'prefetch'): void {
  for (const href of root.dataset.modules?.split(' ') ?? []) {
    if (!href) continue
    const link = document.createElement('link')
    link.rel = rel
    if (rel === 'modulepreload') link.crossOrigin = ''
    else link.as = 'script'
    link.href = href
    document.head.append(link)
  }
}
