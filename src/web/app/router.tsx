import type { RouteObject } from 'react-router'

import { paths } from '@/config/paths'

import { RootErrorBoundary } from './root-error-boundary'
import { HydrateFallback, RootLayout } from './root-layout'
import { bookingRoutes } from './route-groups/booking'
import { leadsRoutes } from './route-groups/leads'
import { orderRoutes } from './route-groups/orders'
import { patientRoutes } from './route-groups/patient'
import { peopleAndJournalRoutes } from './route-groups/people-and-journal'
import { programsRoutes } from './route-groups/programs'
import { shopRoutes } from './route-groups/shop'
import { workspaceRoutes } from './route-groups/workspace'

/**
 * The route tree, shared by the browser router and server rendering.
 * The root layout is eager (it owns the loading screen); the site layout (header, footer,
 * mobile bar) and every page are lazy chunks, loaded in parallel on the first navigation.
 */
export const routes = [
  {
    id: 'root',
    path: paths.home,
    Component: RootLayout,
    ErrorBoundary: RootErrorBoundary,
    HydrateFallback,
    children: [
      {
        id: 'site',
        lazy: () => import('./site-layout'),
        children: [
          { index: true, lazy: () => import('./routes/home') },
          { path: paths.auth, lazy: () => import('./routes/auth') },
          { path: paths.authReset, lazy: () => import('./routes/auth-reset') },
          { path: paths.privacy, lazy: () => import('./routes/privacy') },
          {
            path: paths.consumerHealthData,
            lazy: () => import('./routes/consumer-health-data-privacy'),
          },
          ...programsRoutes,
          ...peopleAndJournalRoutes,
          ...shopRoutes,
          ...leadsRoutes,
          ...patientRoutes,
          ...bookingRoutes,
          ...orderRoutes,
          // Inside the layout, so a visitor on a missing page can still navigate away.
          { path: '*', lazy: () => import('./routes/not-found') },
        ],
      },
      ...workspaceRoutes,
    ],
  },
] satisfies RouteObject[]
