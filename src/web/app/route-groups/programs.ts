import type { RouteObject } from 'react-router'

/** Program and treatment pages (weight loss, RM3, men's health, lifestyle, the four treatments) and their redirects. */
export const programsRoutes = [] satisfies RouteObject[]
