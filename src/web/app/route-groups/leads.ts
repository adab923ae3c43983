import type { RouteObject } from 'react-router'

import { paths } from '@/config/paths'

/** Lead capture (consultation, downloads) and the staff dashboard. */
export const leadsRoutes = [
  { path: paths.consultation, lazy: () => import('../routes/consultation') },
  { path: paths.downloads, lazy: () => import('../routes/downloads') },
  { path: paths.admin, lazy: () => import('../routes/admin') },
] satisfies RouteObject[]
