import { StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'

import { App } from './app/app'
import type { AppRouter } from './app/browser-router'
import { hydrateAllIslands, hydrateWithIslands } from './components/island'
import { SessionProvider } from './features/auth/session-provider'
import { onEarlyInput, releaseEarlyInput } from './lib/early-input'

// Imported by boot.ts, the entry. This bundle is what the staff gate runs, and the server serves
// it to anyone: the router (and with it the route table) is imported on demand, never from here
// (docs/decisions/007-staff-gate-code-split.md).

const container = document.getElementById('root')!

if (container.hasAttribute('data-prerendered')) {
  // A prerendered page (public mode): load the router and the current route's modules
  // first, so the first render matches the server's HTML, then hydrate it in place. boot.ts
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
    onEarlyInput(hydrateAllIslands)
  } else {
    // The page was prerendered without this URL's query, so its HTML does not match what the
    // query asks for: render afresh instead of hydrating. The swap happens in one task, so the
    // prerendered page stays on screen until it is replaced.
    container.replaceChildren()
    createRoot(container).render(app)
    markReady()
  }
} else {
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

/**
 * The page's code is running from here on (hydrated or rendered). Presses held back until now
 * are replayed; the browser tests wait for this before pressing buttons.
 */
function markReady() {
  releaseEarlyInput()
  document.documentElement.dataset.ready = 'true'
}
