import { ADDS_TO_CART_ATTRIBUTE, echoAddsToCart } from './features/shop/cart-count-echo'
import { earlyInput, holdEarlyInput } from './lib/early-input'
import { startOnFirstInteraction } from './lib/first-interaction'
import { scriptNeededAt } from './lib/script-start'

// A prerendered page's one script, written into its HTML by scripts/prerender.ts (inline, so no
// request is made before the largest paint; the server allows it by its hash in the page's
// Content-Security-Policy). It must import nothing at build time: what it imports is bundled
// into it. See docs/decisions/018-page-code-starts-when-needed.md.
//
// A prerendered page is complete without script: its links work, its text and pictures are on
// screen. Its code starts
// - at the visitor's first sign of interaction (a pointer, a key, focus, a scroll) — a press
//   that lands before the code is ready is held and replayed once it is (lib/early-input.ts); a
//   press on a control the browser answers from the HTML (the Menu sheet, a disclosure) starts it
//   only once that answer has been painted (lib/first-interaction.ts);
// - or when something on it must act by itself: once its largest paint has been shown for a
//   stored cart or session to show, later for a popup due later (`data-needs-script` marks such
//   parts, with the time they are due; lib/script-start.ts).
// Until then the page's modules are only fetched into the cache once the largest paint has been
// shown, so the start waits for their evaluation, not their download. A hero video needs none of
// them: its own small module (hero-video-island.ts, named on `#root[data-hero-video]`) is
// loaded once the largest paint has been shown.

type AppModule = { startApp: (input: typeof earlyInput) => Promise<void> }

const root = document.getElementById('root')!

let started = false
const start = () => {
  if (started) return
  started = true
  stopListening()
  addModuleLinks('modulepreload', root.dataset.modules)
  // An inline module has the page's URL as its base: the prerenderer writes the main chunk's
  // absolute path on the root element.
  const main = root.dataset.main!
  void (import(/* @vite-ignore */ main) as Promise<AppModule>).then(({ startApp }) =>
    startApp(earlyInput),
  )
}
holdEarlyInput(root, start)
// An Add to Cart pressed before the code shows on the cart's count at once; the held press,
// replayed once the page is ready, changes the cart (features/shop/cart-count-echo.ts). Here
// rather than in an island of its own: a module loaded after the largest paint cost the catalogue
// 3–6 Lighthouse points (docs/decisions/056-add-to-cart-echoed-before-the-code.md).
if (root.querySelector(`[${ADDS_TO_CART_ATTRIBUTE}]`)) echoAddsToCart()
const stopListening = startOnFirstInteraction(start)
const onceShown = () => {
  startIsland(root.dataset.heroVideo)
  const due = scriptNeededAt(root)
  if (due === 0) return start()
  if (!started) addModuleLinks('prefetch', root.dataset.modules)
  if (due !== null) setTimeout(start, Math.max(0, due - performance.now()))
}
const afterLoad = () => afterLargestPaint(onceShown)
if (document.readyState === 'complete') afterLoad()
else window.addEventListener('load', afterLoad, { once: true })

/**
 * Load an island that runs without the page's code: `modules` is its entry's URL and then those
 * of the chunks it imports, preloaded beside it rather than discovered one import after another.
 */
function startIsland(modules: string | undefined): void {
  const [entry, ...imports] = modules?.split(' ').filter(Boolean) ?? []
  if (!entry) return
  addModuleLinks('modulepreload', imports.join(' '))
  import(/* @vite-ignore */ entry).catch((error: unknown) => {
    console.error('A part of the page could not start:', error)
  })
}

/**
 * Run `task` once the page's largest paint has been shown. On a fast connection the load event
 * can come before the first paint, and a request started before the largest paint is on screen
 * counts against it (Lighthouse simulates a slow network for every request started by then). The
 * browser reports the largest paint after the frame is presented; where it does not report it,
 * `task` runs after the next frame. A hidden tab paints nothing: the timeout runs `task` anyway.
 */
function afterLargestPaint(task: () => void): void {
  let done = false
  let observer: PerformanceObserver | undefined
  const run = () => {
    if (done) return
    done = true
    clearTimeout(fallback)
    observer?.disconnect()
    setTimeout(task, 0)
  }
  const fallback = setTimeout(run, 2000)
  if (PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')) {
    observer = new PerformanceObserver(run)
    observer.observe({ type: 'largest-contentful-paint', buffered: true })
  } else {
    requestAnimationFrame(() => setTimeout(run, 0))
  }
}

/**
 * Link modules (the page's are listed on the root element by the prerenderer): `modulepreload`
 * fetches them beside each other as the code starts, rather than one import after another;
 * `prefetch` only puts them in the HTTP cache, costing the main thread nothing, for a start that
 * comes later.
 */
function addModuleLinks(rel: 'modulepreload' | 'prefetch', modules: string | undefined): void {
  for (const href of modules?.split(' ') ?? []) {
    if (!href) continue
    const link = document.createElement('link')
    link.rel = rel
    if (rel === 'modulepreload') link.crossOrigin = ''
    else link.as = 'script'
    link.href = href
    document.head.append(link)
  }
}
