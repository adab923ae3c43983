import { act, fireEvent, render, screen } from '@testing-library/react'

import { expectConsoleError } from '@/test/console-error'
import { deferred, fakeSupabase, makeSession, makeUser, staffSession } from '@/test/fake-supabase'

import { SessionProvider, useSession } from './session-provider'

vi.mock('@/lib/supabase', () => import('@/test/fake-supabase'))

function Probe() {
  const { status, user, siteAccess, isStaff, signOut } = useSession()
  return (
    <>
      <p>status: {status}</p>
      <p>user: {user?.email ?? 'none'}</p>
      <p>access: {siteAccess}</p>
      <p>staff: {isStaff ? 'yes' : 'no'}</p>
      <button type="button" onClick={() => void signOut()}>
        Sign out
      </button>
    </>
  )
}

function renderProbe() {
  return render(
    <SessionProvider>
      <Probe />
    </SessionProvider>,
  )
}

beforeEach(() => fakeSupabase.reset())

test('the session is loading until supabase-js reports the initial session', async () => {
  fakeSupabase.reset('public')
  renderProbe()
  expect(screen.getByText('status: loading')).toBeTruthy()
  // Until the config has spoken, the gate stays up.
  expect(screen.getByText('access: staff')).toBeTruthy()

  await vi.waitFor(() => expect(fakeSupabase.listenerCount).toBe(1))
  expect(screen.getByText('status: loading')).toBeTruthy()

  act(() =>
    fakeSupabase.emit('INITIAL_SESSION', makeSession(makeUser({ email: 'ann@example.com' }))),
  )

  expect(screen.getByText('status: ready')).toBeTruthy()
  expect(screen.getByText('user: ann@example.com')).toBeTruthy()
  expect(screen.getByText('access: public')).toBeTruthy()
  expect(screen.getByText('staff: no')).toBeTruthy()
})

test('later auth events replace the session; a staff user is recognized', async () => {
  renderProbe()
  await vi.waitFor(() => expect(fakeSupabase.listenerCount).toBe(1))
  act(() => fakeSupabase.emit('INITIAL_SESSION', null))
  expect(screen.getByText('user: none')).toBeTruthy()

  act(() => fakeSupabase.emit('SIGNED_IN', staffSession('lead@renewmedical.example')))
  expect(screen.getByText('user: lead@renewmedical.example')).toBeTruthy()
  expect(screen.getByText('staff: yes')).toBeTruthy()

  act(() => fakeSupabase.emit('SIGNED_OUT', null))
  expect(screen.getByText('user: none')).toBeTruthy()
  expect(screen.getByText('staff: no')).toBeTruthy()
})

test('signing out clears the user at once, before the server has answered', async () => {
  renderProbe()
  await vi.waitFor(() => expect(fakeSupabase.listenerCount).toBe(1))
  const session = staffSession()
  act(() => fakeSupabase.emit('INITIAL_SESSION', session))
  const server = deferred<{ data: null; error: null }>()
  fakeSupabase.auth.admin.signOut.mockReturnValue(server.promise)

  fireEvent.click(screen.getByRole('button', { name: 'Sign out' }))

  // The server has not answered, yet the user is gone, and so is the stored session.
  expect(await screen.findByText('user: none')).toBeTruthy()
  expect(screen.getByText('staff: no')).toBeTruthy()
  await vi.waitFor(() => expect(fakeSupabase.auth.admin.signOut).toHaveBeenCalledTimes(1))
  expect(fakeSupabase.hasStoredSession).toBe(false)
  // This browser is signed out locally; the server is asked to end every session of the user
  // (no scope given) by the session's token.
  expect(fakeSupabase.auth.signOut).toHaveBeenCalledWith({ scope: 'local' })
  expect(fakeSupabase.auth.admin.signOut).toHaveBeenCalledWith(session.access_token, 'global')
  await act(async () => {
    server.resolve({ data: null, error: null })
    await server.promise
  })
  expect(screen.getByText('user: none')).toBeTruthy()
})

// A refusal is worth a warning; a session the server no longer knows (401) is simply over.
test.each([
  { name: 'AuthRetryableFetchError', message: 'Service Unavailable', status: 503, warns: true },
  { name: 'AuthApiError', message: 'Invalid JWT', status: 401, warns: false },
])(
  'a sign-out the server answers with $status still leaves the user signed out here',
  async ({ warns, ...error }) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    renderProbe()
    await vi.waitFor(() => expect(fakeSupabase.listenerCount).toBe(1))
    act(() => fakeSupabase.emit('INITIAL_SESSION', staffSession()))
    const answered = deferred<void>()
    fakeSupabase.auth.admin.signOut.mockImplementation(() => {
      answered.resolve()
      return Promise.resolve({ data: null, error })
    })

    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }))

    expect(await screen.findByText('user: none')).toBeTruthy()
    await act(() => answered.promise)
    expect(warn.mock.calls.length > 0).toBe(warns)
    warn.mockRestore()
  },
)

test('the provider stops listening when it unmounts', async () => {
  const { unmount } = renderProbe()
  await vi.waitFor(() => expect(fakeSupabase.listenerCount).toBe(1))
  unmount()
  expect(fakeSupabase.listenerCount).toBe(0)
})

test('when the config cannot be loaded the app stops loading and keeps the gate up', async () => {
  const consoleError = expectConsoleError()
  fakeSupabase.loadError = new Error('GET /config.json answered 503')
  renderProbe()

  expect(await screen.findByText('status: ready')).toBeTruthy()
  expect(screen.getByText('access: staff')).toBeTruthy()
  expect(screen.getByText('user: none')).toBeTruthy()
  expect(consoleError).toHaveBeenCalledWith('Could not start the auth session:', expect.any(Error))
})

test('useSession outside the provider says what is missing', () => {
  expectConsoleError()
  expect(() => render(<Probe />)).toThrow('useSession must be used within a SessionProvider')
})

test('a first-time visitor is signed out at once, without loading supabase-js', async () => {
  fakeSupabase.reset('public')
  fakeSupabase.hasStoredSession = false
  renderProbe()
  expect(await screen.findByText('status: ready')).toBeTruthy()
  expect(screen.getByText('user: none')).toBeTruthy()
  expect(fakeSupabase.clientLoads).toBe(0)
  expect(fakeSupabase.listenerCount).toBe(0)
})

test('once a sign-in loads supabase-js, the provider follows its events', async () => {
  fakeSupabase.hasStoredSession = false
  renderProbe()
  expect(await screen.findByText('status: ready')).toBeTruthy()

  const { getSupabase } = await import('@/test/fake-supabase')
  await act(() => getSupabase())
  expect(fakeSupabase.listenerCount).toBe(1)
  act(() => fakeSupabase.emit('SIGNED_IN', staffSession()))
  expect(screen.getByText('staff: yes')).toBeTruthy()
})
