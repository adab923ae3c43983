import './styles.css'

import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createBrowserRouter } from 'react-router'

import { App } from './app/app'
import { routes } from './app/router'
import { SessionProvider } from './features/auth/session-provider'

let router: ReturnType<typeof createBrowserRouter> | undefined

/** Created on first use: creating it starts loading the current route's chunk (see App). */
function getRouter() {
  router ??= createBrowserRouter(routes)
  return router
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <SessionProvider>
      <App getRouter={getRouter} />
    </SessionProvider>
  </StrictMode>,
)
