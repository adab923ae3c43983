import { StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'

import { App } from './app/app'
import type { AppRouter } from './app/browser-router'
import { hydrateAllIslands, hydrateWithIslands } from './components/island'
import { SessionProvider } from './features/auth/session-provider'
import type { EarlyInput } from './lib/early-input'

// Imported and started by boot.ts (the shell) or page-boot.ts (a prerendered page). This bundle
// is what the staff gate runs, and the server serves it to anyone: the router (and with it the
// route table) is imported on demand, never from here (docs/decisions/007-staff-gate-code-split.md).
// page-boot.ts hands over its held input rather than this module importing lib/early-input: the
// inline boot script must import nothing.

/** Nothing is held back on a page that starts its code at once. */
const NO_EARLY_INPUT: EarlyInput = { onInput: () => {}, release: () => {} }

/** Render or hydrate the app into #root; `earlyInput` is what page-boot.ts held back until now. */
export async function startApp(earlyInput: EarlyInput = NO_EARLY_INPUT): Promise<void> {
  const container = document.getElementById('root')!
  /**
   * The page's code is running from here on (hydrated or rendered). Presses held back until
   * now are replayed, after the mark, so what answered them before the code (an island that
   * stops at the mark: features/shop/cart-count-echo.ts) does not answer the replay too. The
   * browser tests wait for the mark before pressing buttons.
   */
  const markReady = () => {
    document.documentElement.dataset.ready = 'true'
    earlyInput.release()
  }
  if (container.hasAttribute('data-prerendered'))
    await hydratePrerendered(container, earlyInput, markReady)
  else renderApp(container, markReady)
}

async function hydratePrerendered(
  container: HTMLElement,
  earlyInput: EarlyInput,
  markReady: () => void,
) {
  // A prerendered page (public mode): load the router and the current route's modules
  // first, so the first render matches the server's HTML, then hydrate it in place. page-boot.ts
  // preloads the router's chunks beside this one (scripts/prerender.ts lists them), so this
  // adds no round trip.
  const { createPrerenderedRouter } = await import('./app/browser-router')
  const { router, hydrate } = await createPrerenderedRouter()
  const app = (
    <StrictMode>
      <SessionProvider>
        <App router={router} />
      </SessionProvider>
    </StrictMode>
  )
  if (hydrate) {
    // The page's parts hydrate one task each (components/island.tsx); input that came early
    // asks for the rest at once, and is replayed when the page is ready.
    hydrateWithIslands(() => hydrateRoot(container, app), markReady)
    earlyInput.onInput(hydrateAllIslands)
  } else {
    // The page was prerendered without this URL's query, so its HTML does not match what the
    // query asks for: render afresh instead of hydrating. The swap happens in one task, so the
    // prerendered page stays on screen until it is replaced.
    container.replaceChildren()
    createRoot(container).render(app)
    markReady()
  }
}

function renderApp(container: HTMLElement, markReady: () => void) {
  let router: Promise<AppRouter> | undefined
  /** Loaded on first use (see App); a failed load is forgotten, so the next use tries again. */
  const loadRouter = () =>
    (router ??= import('./app/browser-router')
      .then((module) => module.createSiteRouter())
      .catch((error: unknown) => {
        router = undefined
        throw error
      }))
  createRoot(container).render(
    <StrictMode>
      <SessionProvider>
        <App router={loadRouter} />
      </SessionProvider>
    </StrictMode>,
  )
  markReady()
}
