import { StrictMode } from 'react'
import { renderToString } from 'react-dom/server'
import {
  createStaticHandler,
  createStaticRouter,
  isRouteErrorResponse,
  StaticRouterProvider,
} from 'react-router'

import { SessionContext, type SessionContextValue } from '@/features/auth/session-provider'
import { type PageMeta, PageMetaCollector } from '@/hooks/use-page-meta'
import { SiteOriginContext } from '@/hooks/use-site-origin'

import { resolveLazyRoutes } from './hydration'
import { routes } from './router'

// Server rendering of one URL, for the prerenderer (scripts/prerender.ts) and the tests.
// The tree matches the browser's first render of a prerendered page (see main.tsx): the
// session is still loading there, so it is 'loading' here, and the header shows no sign-in
// state until the browser knows it.

/** The browser's first render of a prerendered (public) page: nothing known yet. */
export const prerenderSession: SessionContextValue = {
  status: 'loading',
  session: null,
  user: null,
  siteAccess: 'public',
  isStaff: false,
  staffAccess: 'none',
  signOut: async () => {},
}

/** What the router needs to hydrate without running loaders again (JSON-safe). */
export type SerializedHydrationData = {
  loaderData: Record<string, unknown>
  actionData: Record<string, unknown> | null
  errors: Record<string, unknown> | null
}

export type RenderedPage =
  | { kind: 'redirect'; status: number; location: string }
  | {
      kind: 'page'
      status: number
      html: string
      meta: PageMeta | undefined
      hydrationData: SerializedHydrationData
    }

/** What the server puts in place of the public origin when it serves a prerendered page. */
export const ORIGIN_PLACEHOLDER = '%PUBLIC_ORIGIN%'

export async function renderPage(
  path: string,
  session: SessionContextValue = prerenderSession,
): Promise<RenderedPage> {
  // The route's own module first, so its loader can be seen for what it is (below).
  await resolveLazyRoutes(routes, new URL(path, 'http://localhost').pathname)
  const handler = createStaticHandler(routes)
  // A loader marked `hydrate` reads what only the browser knows (the visitor's session): it is
  // left out here, so the page holds the route's HydrateFallback and the browser runs it.
  const context = await handler.query(new Request(`http://localhost${path}`), {
    filterMatchesToLoad: (match) => !isBrowserLoader(match.route.loader),
  })
  if (context instanceof Response) {
    return {
      kind: 'redirect',
      status: context.status,
      location: context.headers.get('Location') ?? '/',
    }
  }
  let meta: PageMeta | undefined
  const router = createStaticRouter(handler.dataRoutes, context)
  const html = renderToString(
    <StrictMode>
      <PageMetaCollector value={(collected) => (meta = collected)}>
        <SiteOriginContext value={ORIGIN_PLACEHOLDER}>
          <SessionContext value={session}>
            {/* hydrate={false}: no inline script (the CSP forbids it); the data goes in a JSON block. */}
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </SessionContext>
        </SiteOriginContext>
      </PageMetaCollector>
    </StrictMode>,
  )
  return {
    kind: 'page',
    status: context.statusCode,
    html,
    meta,
    hydrationData: {
      loaderData: context.loaderData,
      actionData: context.actionData,
      errors: serializeErrors(context.errors),
    },
  }
}

function isBrowserLoader(loader: unknown): boolean {
  return typeof loader === 'function' && (loader as { hydrate?: unknown }).hydrate === true
}

/** Route error responses (a 404 thrown by a loader) as plain objects the browser revives. */
function serializeErrors(errors: Record<string, unknown> | null): Record<string, unknown> | null {
  if (!errors) return null
  const serialized: Record<string, unknown> = {}
  for (const [routeId, error] of Object.entries(errors)) {
    serialized[routeId] = isRouteErrorResponse(error)
      ? {
          __type: 'RouteErrorResponse',
          status: error.status,
          statusText: error.statusText,
          data: error.data as unknown,
        }
      : { __type: 'Error', message: error instanceof Error ? error.message : String(error) }
  }
  return serialized
}
