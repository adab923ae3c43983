import { render } from '@testing-library/react'
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router'

import { SessionContext, type SessionContextValue } from '@/features/auth/session-provider'

import { fakeSupabase, makeSession, makeUser } from './fake-supabase'
import { sessionValue } from './session'

// A signed-in patient's page as the app runs it (/account, a questionnaire below /intake/): the
// route module whole (its loader, action, shouldRevalidate, Component…) in a memory data
// router, the session given by context, and supabase-js faked (the test file mocks
// '@/lib/supabase' with './fake-supabase') so the loader sees the same session. Any other path
// (where the page sends the patient) renders nothing. The API is the test's fake at fetch
// (./fake-api.ts).

export const patientUser = makeUser({ email: 'grace@example.com' })

/** The session of a signed-in patient, in context and in the fake client. */
export function patientSessionValue(user = patientUser): SessionContextValue {
  const session = makeSession(user)
  fakeSupabase.auth.getSession = vi.fn(() => Promise.resolve({ data: { session } })) as never
  return sessionValue({ session, user })
}

/** Renders `module` at `url` (its route `path` given separately when it has parameters). */
export function renderPatientRoute(
  module: Omit<RouteObject, 'path' | 'index' | 'children'>,
  url: string,
  { path = new URL(url, 'http://localhost').pathname, session = patientSessionValue() } = {},
) {
  const router = createMemoryRouter(
    [
      { ...module, path },
      { path: '*', element: null },
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
