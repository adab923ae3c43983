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

test('later auth events replace the session; a staff user is recognised', async () => {
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
  act(() => fakeSupabase.emit('INITIAL_SESSION', staffSession()))
  const server = deferred<{ error: null }>()
  fakeSupabase.auth.signOut.mockReturnValue(server.promise)

  fireEvent.click(screen.getByRole('button', { name: 'Sign out' }))

  // The server has not answered, yet the user is gone.
  expect(await screen.findByText('user: none')).toBeTruthy()
  expect(screen.getByText('staff: no')).toBeTruthy()
  await vi.waitFor(() => expect(fakeSupabase.auth.signOut).toHaveBeenCalledTimes(1))
  await act(async () => {
    server.resolve({ error: null })
    await server.promise
  })
  expect(screen.getByText('user: none')).toBeTruthy()
})

test('a sign-out the server refuses still leaves the user signed out here', async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
  renderProbe()
  await vi.waitFor(() => expect(fakeSupabase.listenerCount).toBe(1))
  act(() => fakeSupabase.emit('INITIAL_SESSION', staffSession()))
  fakeSupabase.auth.signOut.mockResolvedValue({
    error: { name: 'AuthRetryableFetchError', message: 'Service Unavailable', status: 503 },
  } as never)

  fireEvent.click(screen.getByRole('button', { name: 'Sign out' }))

  expect(await screen.findByText('user: none')).toBeTruthy()
  await vi.waitFor(() => expect(warn).toHaveBeenCalled())
  warn.mockRestore()
})

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
