import type { RouteObject } from 'react-router'

/** Lead capture (consultation, downloads) and the staff dashboard. */
export const leadsRoutes = [] satisfies RouteObject[]
