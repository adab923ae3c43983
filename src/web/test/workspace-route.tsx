import { render } from '@testing-library/react'
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router'

import { SessionContext, type SessionContextValue } from '@/features/auth/session-provider'

import { fakeSupabase, makeSession, makeUser } from './fake-supabase'
import { sessionValue } from './session'

// A workspace page as the app runs it: the route module's loader, action and Component in a
// memory data router, the session given by context, and supabase-js faked (the test file mocks
// '@/lib/supabase' with './fake-supabase') so the loader's staff check sees the same session.
// The API is the test's fake at fetch (./fake-api.ts).

export const staffUser = makeUser({ email: 'staff@renewmedical.example', role: 'staff' })

/** The session of a member of staff with their rights, in context and in the fake client. */
export function staffSessionValue(): SessionContextValue {
  const session = makeSession(staffUser)
  fakeSupabase.auth.getSession = vi.fn(() => Promise.resolve({ data: { session } })) as never
  return sessionValue({ session, user: staffUser, isStaff: true })
}

/** Renders `module` at `url` (its route `path` given separately when it has parameters). */
export function renderWorkspaceRoute(
  module: Pick<
    RouteObject,
    'loader' | 'action' | 'shouldRevalidate' | 'Component' | 'HydrateFallback'
  >,
  url: string,
  { path = new URL(url, 'http://localhost').pathname, session = staffSessionValue() } = {},
) {
  const router = createMemoryRouter(
    [
      {
        path,
        loader: module.loader,
        action: module.action,
        shouldRevalidate: module.shouldRevalidate,
        Component: module.Component,
        HydrateFallback: module.HydrateFallback,
      },
    ],
    { initialEntries: [url] },
  )
  render(
    <SessionContext value={session}>
      <RouterProvider router={router} />
    </SessionContext>,
  )
  return router
}
