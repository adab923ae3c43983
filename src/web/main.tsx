import './styles.css'

import { StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { createBrowserRouter, type HydrationState } from 'react-router'

import { App } from './app/app'
import { resolveLazyRoutes, reviveHydrationData } from './app/hydration'
import { routes } from './app/router'
import { SessionProvider } from './features/auth/session-provider'

const container = document.getElementById('root')!

if (container.hasAttribute('data-prerendered')) {
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
