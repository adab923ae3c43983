import { AuthApiError } from '@supabase/supabase-js'
import { act, render, screen, waitFor } from '@testing-library/react'
import { createMemoryRouter, type RouteObject } from 'react-router'

import { SessionProvider } from '@/features/auth/session-provider'
import { reloadOnce } from '@/lib/chunk-load'
import { expectConsoleError } from '@/test/console-error'
import { fakeSupabase, makeSession, makeUser, staffSession } from '@/test/fake-supabase'

import { App } from './app'
import { RootErrorBoundary } from './root-error-boundary'
import { HydrateFallback, RootLayout } from './root-layout'

vi.mock('@/lib/supabase', () => import('@/test/fake-supabase'))
vi.mock(import('@/lib/chunk-load'), async (importOriginal) => ({
  ...(await importOriginal()),
  reloadOnce: vi.fn(() => true),
}))

const chunkError = () =>
  new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/page.js')

function testRoutes(
  page: RouteObject['lazy'] = () => Promise.resolve({ Component: Page }),
): RouteObject[] {
  return [
    {
      path: '/',
      Component: RootLayout,
      ErrorBoundary: RootErrorBoundary,
      HydrateFallback,
      children: [{ path: 'weight-loss', lazy: page }],
    },
  ]
}

function Page() {
  return <h1>Weight loss page</h1>
}

type MemoryRouter = ReturnType<typeof createMemoryRouter>

function renderApp(routes = testRoutes(), load?: () => Promise<MemoryRouter>) {
  let router: MemoryRouter | undefined
  // Like main.tsx: the router's chunk is imported on first use, and the router created once.
  const loadRouter = vi.fn(
    load ??
      (() =>
        Promise.resolve(
          (router ??= createMemoryRouter(routes, { initialEntries: ['/weight-loss'] })),
        )),
  )
  render(
    <SessionProvider>
      <App router={loadRouter} />
    </SessionProvider>,
  )
  return { loadRouter, router: () => router }
}

async function startSession(session: Parameters<typeof fakeSupabase.emit>[1]) {
  await vi.waitFor(() => expect(fakeSupabase.listenerCount).toBe(1))
  act(() => fakeSupabase.emit('INITIAL_SESSION', session))
}

// The lazy parts a session shows (the gate and its forms, the idle guard, the toaster), transformed
// once up front: on a loaded machine a first import can outlast the act() that rendered it, and
// React then warns that a suspended resource finished loading outside act.
beforeAll(async () => {
  await Promise.all([
    import('@/features/auth/staff-gate'),
    import('@/features/auth/gate-sign-in-form'),
    import('@/features/auth/staff-second-factor'),
    import('@/features/auth/staff-idle-guard'),
    import('@/components/ui/toaster'),
  ])
}, 30_000)

beforeEach(() => {
  fakeSupabase.reset('staff')
  vi.mocked(reloadOnce).mockClear()
})

test('while the session loads the branded loading screen shows and no route is loaded', async () => {
  const { loadRouter } = renderApp()

  expect(screen.getByRole('status')).toBeTruthy()
  expect(screen.getByRole('img', { name: 'Renew Medical' })).toBeTruthy()
  await vi.waitFor(() => expect(fakeSupabase.listenerCount).toBe(1))
  expect(loadRouter).not.toHaveBeenCalled()
})

test('in staff mode a visitor sees the gate in place of every route, at the same URL', async () => {
  const { loadRouter } = renderApp()
  await startSession(null)

  expect(await screen.findByRole('button', { name: 'Access Platform' })).toBeTruthy()
  expect(screen.queryByRole('heading', { name: 'Weight loss page' })).toBeNull()
  // Neither the router (the route table) nor a route chunk is requested for someone the server
  // would refuse them to.
  expect(loadRouter).not.toHaveBeenCalled()
})

test('in staff mode a signed-in account that is not staff still sees the gate', async () => {
  renderApp()
  await startSession(makeSession(makeUser()))

  expect(await screen.findByRole('button', { name: 'Access Platform' })).toBeTruthy()
})

test('a staff user sees the routes; signing in from the gate opens them', async () => {
  const { router } = renderApp()
  await startSession(null)
  expect(await screen.findByRole('button', { name: 'Access Platform' })).toBeTruthy()

  act(() => fakeSupabase.emit('SIGNED_IN', staffSession()))

  expect(await screen.findByRole('heading', { name: 'Weight loss page' })).toBeTruthy()
  expect(router()?.state.location.pathname).toBe('/weight-loss')
})

test('signing out shows the gate again', async () => {
  renderApp()
  await startSession(staffSession())
  expect(await screen.findByRole('heading', { name: 'Weight loss page' })).toBeTruthy()

  act(() => fakeSupabase.emit('SIGNED_OUT', null))

  expect(await screen.findByRole('button', { name: 'Access Platform' })).toBeTruthy()
})

test('in public mode a visitor sees the routes', async () => {
  fakeSupabase.reset('public')
  renderApp()
  await startSession(null)

  expect(await screen.findByRole('heading', { name: 'Weight loss page' })).toBeTruthy()
})

test('a route chunk that fails while the staff session is still good reloads the page once', async () => {
  fakeSupabase.auth.refreshSession.mockResolvedValue({
    data: { session: staffSession(), user: staffSession().user },
    error: null,
  })
  renderApp(testRoutes(() => Promise.reject(chunkError())))
  await startSession(staffSession())

  await waitFor(() => expect(reloadOnce).toHaveBeenCalledTimes(1))
  expect(fakeSupabase.auth.refreshSession).toHaveBeenCalledTimes(1)
  expect(fakeSupabase.auth.signOut).not.toHaveBeenCalled()
  // Never a blank page while the reload happens.
  expect(screen.getByRole('img', { name: 'Renew Medical' })).toBeTruthy()
})

test('the router’s chunk that fails while the staff session is still good reloads the page once', async () => {
  fakeSupabase.auth.refreshSession.mockResolvedValue({
    data: { session: staffSession(), user: staffSession().user },
    error: null,
  })
  renderApp(testRoutes(), () => Promise.reject(chunkError()))
  await startSession(staffSession())

  await waitFor(() => expect(reloadOnce).toHaveBeenCalledTimes(1))
  expect(fakeSupabase.auth.signOut).not.toHaveBeenCalled()
  expect(screen.getByRole('img', { name: 'Renew Medical' })).toBeTruthy()
})

test('the router’s chunk refused after the staff session ended: the gate, then the routes after sign-in', async () => {
  fakeSupabase.auth.refreshSession.mockResolvedValue({
    data: { session: null, user: null },
    error: new AuthApiError(
      'Invalid Refresh Token: Refresh Token Not Found',
      400,
      'refresh_token_not_found',
    ),
  })
  const routes = testRoutes()
  const load = vi
    .fn<() => Promise<MemoryRouter>>()
    .mockRejectedValueOnce(chunkError())
    .mockImplementation(() =>
      Promise.resolve(createMemoryRouter(routes, { initialEntries: ['/weight-loss'] })),
    )
  renderApp(routes, load)
  await startSession(staffSession())

  expect(await screen.findByRole('button', { name: 'Access Platform' })).toBeTruthy()
  expect(fakeSupabase.auth.signOut).toHaveBeenCalledWith({ scope: 'local' })
  expect(reloadOnce).not.toHaveBeenCalled()

  act(() => fakeSupabase.emit('SIGNED_IN', staffSession()))

  expect(await screen.findByRole('heading', { name: 'Weight loss page' })).toBeTruthy()
  expect(load).toHaveBeenCalledTimes(2)
})

test('a route chunk that fails because the staff session has ended signs out and shows the gate', async () => {
  fakeSupabase.auth.refreshSession.mockResolvedValue({
    data: { session: null, user: null },
    error: new AuthApiError(
      'Invalid Refresh Token: Refresh Token Not Found',
      400,
      'refresh_token_not_found',
    ),
  })
  renderApp(testRoutes(() => Promise.reject(chunkError())))
  await startSession(staffSession())

  expect(await screen.findByRole('button', { name: 'Access Platform' })).toBeTruthy()
  expect(fakeSupabase.auth.signOut).toHaveBeenCalledWith({ scope: 'local' })
  expect(reloadOnce).not.toHaveBeenCalled()
})

test('a route chunk that fails again after the reload shows an error screen, not a blank page', async () => {
  vi.mocked(reloadOnce).mockReturnValueOnce(false)
  fakeSupabase.reset('public')
  renderApp(testRoutes(() => Promise.reject(chunkError())))
  await startSession(null)

  expect(
    await screen.findByRole('heading', { level: 1, name: 'This page could not be loaded' }),
  ).toBeTruthy()
  expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy()
  expect(screen.getByRole('link', { name: 'Return to Home' }).getAttribute('href')).toBe('/')
  // In public mode a failed chunk says nothing about the session.
  expect(fakeSupabase.auth.refreshSession).not.toHaveBeenCalled()
})

test('a network failure while checking the session keeps it and offers to try again', async () => {
  fakeSupabase.auth.refreshSession.mockResolvedValue({
    data: { session: null, user: null },
    error: Object.assign(new Error('Failed to fetch'), {
      name: 'AuthRetryableFetchError',
      status: 0,
    }),
  })
  renderApp(testRoutes(() => Promise.reject(chunkError())))
  await startSession(staffSession())

  expect(await screen.findByRole('heading', { name: 'This page could not be loaded' })).toBeTruthy()
  expect(fakeSupabase.auth.signOut).not.toHaveBeenCalled()
})

test('any other route error shows a friendly error screen with a link home', async () => {
  expectConsoleError()
  function Broken(): never {
    throw new Error('render failed')
  }
  fakeSupabase.reset('public')
  renderApp(testRoutes(() => Promise.resolve({ Component: Broken })))
  await startSession(null)

  expect(
    await screen.findByRole('heading', { level: 1, name: 'Something went wrong' }),
  ).toBeTruthy()
  expect(screen.getByRole('link', { name: 'Return to Home' }).getAttribute('href')).toBe('/')
})

test('toasts are shown over the gate and the routes alike', async () => {
  const { toast } = await import('@/hooks/use-toast')
  renderApp()
  await startSession(null)

  act(() => {
    toast({ title: 'Welcome!' })
  })

  expect(await screen.findByRole('region', { name: /notifications/i })).toBeTruthy()
  expect(await screen.findByText('Welcome!')).toBeTruthy()
})
