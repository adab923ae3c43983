import {
  type HydrationState,
  matchRoutes,
  type RouteObject,
  UNSAFE_ErrorResponseImpl as ErrorResponseImpl,
} from 'react-router'

// The browser half of prerendering (the server half is render-page.tsx): the router's data
// comes from a JSON block in the page (no inline script: the CSP forbids it), and the
// current route's lazy modules are loaded before hydrating so nothing renders differently.

type SerializedError =
  | { __type: 'RouteErrorResponse'; status: number; statusText: string; data: unknown }
  | { __type: 'Error'; message: string }

export function reviveHydrationData(json: string | null | undefined): HydrationState {
  if (!json) return {}
  const parsed = JSON.parse(json) as {
    loaderData?: HydrationState['loaderData']
    actionData?: HydrationState['actionData']
    errors?: Record<string, SerializedError> | null
  }
  let errors: HydrationState['errors'] = null
  if (parsed.errors) {
    errors = {}
    for (const [routeId, error] of Object.entries(parsed.errors)) {
      errors[routeId] =
        error.__type === 'RouteErrorResponse'
          ? new ErrorResponseImpl(error.status, error.statusText, error.data)
          : new Error(error.message)
    }
  }
  return { loaderData: parsed.loaderData ?? {}, actionData: parsed.actionData ?? null, errors }
}

/** Load the lazy modules of the routes matching `pathname` and fold them into the routes. */
export async function resolveLazyRoutes(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? []
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return
      const module = await route.lazy()
      Object.assign(route, { ...module, lazy: undefined })
    }),
  )
}
