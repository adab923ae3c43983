import './styles.css'

import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createBrowserRouter, RouterProvider } from 'react-router'

import { routes } from './app/router'

const router = createBrowserRouter(routes)

// Until the first lazy route module arrives, the router renders the root's HydrateFallback
// (the branded loading screen), so that is the first thing a visitor sees.
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
)
