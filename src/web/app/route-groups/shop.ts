import type { RouteObject } from 'react-router'

/** The RM Naturals catalogues and product pages. */
export const shopRoutes = [] satisfies RouteObject[]
