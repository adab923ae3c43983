import './styles.css'

import { StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'

import { App } from './app/app'
import type { AppRouter } from './app/browser-router'
import { SessionProvider } from './features/auth/session-provider'

// The entry bundle is what the staff gate runs, and the server serves it to anyone: the router
// (and with it the route table) is imported on demand, never from here (docs/decisions/007-staff-gate-code-split.md).

const container = document.getElementById('root')!

if (container.hasAttribute('data-prerendered')) {
  // A prerendered page (public mode): load the router and the current route's modules
  // first, so the first render matches the server's HTML, then hydrate it in place. The page's
  // <head> preloads the router's chunk (scripts/prerender.ts), so this adds no round trip.
  const { createPrerenderedRouter } = await import('./app/browser-router')
  const { router, hydrate } = await createPrerenderedRouter()
  const app = (
    <StrictMode>
      <SessionProvider>
        <App router={router} />
      </SessionProvider>
    </StrictMode>
  )
  if (hydrate) hydrateRoot(container, app)
  else {
    // The page was prerendered without this URL's query, so its HTML does not match what the
    // query asks for: render afresh instead of hydrating. The swap happens in one task, so the
    // prerendered page stays on screen until it is replaced.
    container.replaceChildren()
    createRoot(container).render(app)
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
}

// The page's code is running from here on (hydrated or rendered): the browser tests wait for
// this before pressing buttons a prerendered page shows before its code has loaded.
document.documentElement.dataset.ready = 'true'
