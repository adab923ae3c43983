import type { RouteObject } from 'react-router'

import { paths } from '@/config/paths'

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
    HydrateFallback,
    children: [
      { index: true, lazy: () => import('./routes/home') },
      { path: '*', lazy: () => import('./routes/not-found') },
    ],
  },
] satisfies RouteObject[]
