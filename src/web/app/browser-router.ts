import { createBrowserRouter, type HydrationState } from 'react-router'

import { resolveLazyRoutes, reviveHydrationData } from './hydration'
import { routes } from './router'

// The route table reaches the browser in this chunk, which the entry imports only once the
// visitor may see the site (staff mode: a member of staff) or the page came prerendered (public
// mode). The server keeps it, like every module of the app layer, from anyone the staff gate has
// not let in (src/server/site/gate-assets.ts), so the gate does not list the site's pages.

export type AppRouter = ReturnType<typeof createBrowserRouter>

/** The router of a page the app renders itself; creating it starts loading the route's chunks. */
export function createSiteRouter(): AppRouter {
  return createBrowserRouter(routes)
}

/**
 * The router of a prerendered page (public mode), with the current route's modules
 * loaded first so the first render matches the server's HTML. `hydrate` is false when the URL
 * has a query the page was not prerendered with (search, filters, sort, tab): its HTML does not
 * match, so it is rendered afresh instead.
 */
export async function createPrerenderedRouter(): Promise<{ router: AppRouter; hydrate: boolean }> {
  const hydrate = window.location.search === ''
  await resolveLazyRoutes(routes, window.location.pathname)
  if (!hydrate) return { router: createBrowserRouter(routes), hydrate }
  const hydrationData: HydrationState = reviveHydrationData(
    document.getElementById('hydration-data')?.textContent,
  )
  return { router: createBrowserRouter(routes, { hydrationData }), hydrate }
}
