import './styles.css'

import { StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { createBrowserRouter, type HydrationState } from 'react-router'

import { App } from './app/app'
import { resolveLazyRoutes, reviveHydrationData } from './app/hydration'
import { routes } from './app/router'
import { SessionProvider } from './features/auth/session-provider'

const container = document.getElementById('root')!

const prerendered = container.hasAttribute('data-prerendered')

if (prerendered && window.location.search === '') {
  // A prerendered page (public mode, issue 8): load the current route's modules first, so the
  // first render matches the server's HTML, then hydrate it in place.
  const hydrationData: HydrationState = reviveHydrationData(
    document.getElementById('hydration-data')?.textContent,
  )
  await resolveLazyRoutes(routes, window.location.pathname)
  const router = createBrowserRouter(routes, { hydrationData })
  hydrateRoot(
    container,
    <StrictMode>
      <SessionProvider>
        <App getRouter={() => router} prerendered />
      </SessionProvider>
    </StrictMode>,
  )
} else if (prerendered) {
  // The page was prerendered without this URL's query (search, filters, sort, tab), so its
  // HTML does not match what the query asks for: render afresh instead of hydrating. The
  // swap happens in one task, so the prerendered page stays on screen until it is replaced.
  await resolveLazyRoutes(routes, window.location.pathname)
  const router = createBrowserRouter(routes)
  container.replaceChildren()
  createRoot(container).render(
    <StrictMode>
      <SessionProvider>
        <App getRouter={() => router} prerendered />
      </SessionProvider>
    </StrictMode>,
  )
} else {
  let router: ReturnType<typeof createBrowserRouter> | undefined
  /** Created on first use: creating it starts loading the current route's chunk (see App). */
  const getRouter = () => (router ??= createBrowserRouter(routes))
  createRoot(container).render(
    <StrictMode>
      <SessionProvider>
        <App getRouter={getRouter} />
      </SessionProvider>
    </StrictMode>,
  )
}

// The page's code is running from here on (hydrated or rendered): the browser tests wait for
// this before pressing buttons a prerendered page shows before its code has loaded.
document.documentElement.dataset.ready = 'true'
