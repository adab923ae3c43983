import type { RouteObject } from 'react-router'

import { paths } from '@/config/paths'

/** Lead capture: the consultation request, the clinics to visit, and the downloads. */
export const leadsRoutes = [
  { path: paths.consultation, lazy: () => import('../routes/consultation') },
  { path: paths.locations, lazy: () => import('../routes/locations') },
  { path: paths.downloads, lazy: () => import('../routes/downloads') },
] satisfies RouteObject[]
