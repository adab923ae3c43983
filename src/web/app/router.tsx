import type { RouteObject } from 'react-router'

import { paths } from '@/config/paths'

import { RootErrorBoundary } from './root-error-boundary'
import { HydrateFallback, RootLayout } from './root-layout'

/**
 * The route tree, shared by the browser router and server rendering.
 * The root layout is eager (it owns the loading screen); every page is its own lazy chunk.
 */
export const routes = [
  {
    id: 'root',
    path: paths.home,
    Component: RootLayout,
    ErrorBoundary: RootErrorBoundary,
    HydrateFallback,
    children: [
      { index: true, lazy: () => import('./routes/home') },
      { path: paths.auth, lazy: () => import('./routes/auth') },
      { path: '*', lazy: () => import('./routes/not-found') },
    ],
  },
] satisfies RouteObject[]
