import {
  AuthApiError,
  AuthSessionMissingError,
  AuthWeakPasswordError,
  type Session,
} from '@supabase/supabase-js'
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'

import { Toaster } from '@/components/ui/toaster'
import { fakeSupabase, makeSession, makeUser } from '@/test/fake-supabase'
import { expectToast } from '@/test/toasts'

import { AuthForm } from './auth-form'
import { PasswordReset } from './password-reset'
import { SessionProvider } from './session-provider'

vi.mock('@/lib/supabase', () => import('@/test/fake-supabase'))

const EXPIRED = 'This reset link is invalid or has expired.'
const OTP_EXPIRED =
  '#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired'

/** The fake client has no updateUser of its own: this test adds the one it drives. */
function fakeUpdateUser() {
  const updateUser = vi.fn<(attributes: { password: string }) => Promise<unknown>>()
  updateUser.mockResolvedValue({ data: { user: makeUser() }, error: null })
  Object.assign(fakeSupabase.auth, { updateUser })
  return updateUser
}

let updateUser: ReturnType<typeof fakeUpdateUser>

beforeEach(() => {
  fakeSupabase.reset('public')
  updateUser = fakeUpdateUser()
})

/**
 * /auth/reset as the recovery link leaves it: supabase-js has taken the session from the URL
 * (INITIAL_SESSION carries it) or, for a refused link, left GoTrue's error in the fragment.
 */
async function renderResetPage({
  hash = '',
  session = makeSession(makeUser()),
}: { hash?: string; session?: Session | null } = {}) {
  const router = createMemoryRouter(
    [
      { path: '/auth/reset', element: <PasswordReset /> },
      { path: '/auth', element: <AuthForm /> },
      { path: '/', element: <h1>Home page</h1> },
    ],
    { initialEntries: [`/auth/reset${hash}`] },
  )
  render(
    <SessionProvider>
      <RouterProvider router={router} />
      <Toaster />
    </SessionProvider>,
  )
  await vi.waitFor(() => expect(fakeSupabase.listenerCount).toBe(1))
  act(() => fakeSupabase.emit('INITIAL_SESSION', session))
  return router
}

function fillPasswords(password: string, confirmation = password) {
  fireEvent.change(screen.getByLabelText('New password'), { target: { value: password } })
  fireEvent.change(screen.getByLabelText('Confirm password'), { target: { value: confirmation } })
  fireEvent.click(screen.getByRole('button', { name: 'Save new password' }))
}

test('with the recovery session the page asks for the new password twice', async () => {
  await renderResetPage()

  expect(screen.getByRole('heading', { level: 1, name: 'Set a new password' })).toBeTruthy()
  expect(screen.getByText('Password must be at least 6 characters long')).toBeTruthy()
  expect(screen.getByLabelText('New password').getAttribute('autocomplete')).toBe('new-password')
  expect(screen.getByLabelText('Confirm password').getAttribute('autocomplete')).toBe(
    'new-password',
  )
})

test('two different entries are refused beside the confirmation, and nothing is sent', async () => {
  await renderResetPage()

  fillPasswords('a new passphrase', 'a new passphrasf')

  expect(await screen.findByText('The passwords do not match')).toBeTruthy()
  const confirmation = screen.getByLabelText('Confirm password')
  expect(confirmation.getAttribute('aria-invalid')).toBe('true')
  expect(confirmation.getAttribute('aria-describedby')).toBe(
    screen.getByText('The passwords do not match').id,
  )
  expect(updateUser).not.toHaveBeenCalled()
})

test('a short password gets the sign-up rule and message', async () => {
  await renderResetPage()

  fillPasswords('12345')

  // The hint turns into the error.
  const field = screen.getByLabelText('New password')
  await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'))
  const error = screen.getByText('Password must be at least 6 characters long')
  expect(error.getAttribute('data-slot')).toBe('field-error')
  expect(field.getAttribute('aria-describedby')).toBe(error.id)
  expect(updateUser).not.toHaveBeenCalled()
})

test('saving sets the password, says other devices were signed out, and goes home', async () => {
  const router = await renderResetPage()

  fillPasswords('a new passphrase')

  await expectToast({
    title: 'Password changed',
    description: 'Your password has been changed. Other devices have been signed out.',
  })
  expect(await screen.findByRole('heading', { name: 'Home page' })).toBeTruthy()
  expect(router.state.location.pathname).toBe('/')
  expect(updateUser).toHaveBeenCalledExactlyOnceWith({ password: 'a new passphrase' })
})

test('the current password again is refused beside the new password', async () => {
  await renderResetPage()
  updateUser.mockResolvedValue({
    data: { user: null },
    error: new AuthApiError(
      'New password should be different from the old password.',
      422,
      'same_password',
    ),
  })

  fillPasswords('the old passphrase')

  const error = await screen.findByText('Choose a password different from your current one.')
  const field = screen.getByLabelText('New password')
  expect(field.getAttribute('aria-describedby')).toBe(error.id)
  expect(document.activeElement).toBe(field)
  expect(screen.getByRole('heading', { level: 1, name: 'Set a new password' })).toBeTruthy()
})

test("a password the server finds weak shows the server's reason", async () => {
  await renderResetPage()
  updateUser.mockResolvedValue({
    data: { user: null },
    error: new AuthWeakPasswordError(
      'Password is known to be weak and easy to guess, please choose a different one.',
      422,
      ['pwned'],
    ),
  })

  fillPasswords('password1')

  expect(
    await screen.findByText(
      'Password is known to be weak and easy to guess, please choose a different one.',
    ),
  ).toBeTruthy()
})

test('a rate limit is said in words', async () => {
  await renderResetPage()
  updateUser.mockResolvedValue({
    data: { user: null },
    error: new AuthApiError('Request rate limit reached', 429, 'over_request_rate_limit'),
  })

  fillPasswords('a new passphrase')

  expect((await screen.findByRole('alert')).textContent).toBe(
    'Too many attempts. Please wait a few minutes, then try again.',
  )
})

test('an expired or used link explains itself and leads to a new one', async () => {
  const router = await renderResetPage({ hash: OTP_EXPIRED, session: null })

  expect(screen.getByRole('heading', { level: 1, name: EXPIRED })).toBeTruthy()
  expect(screen.queryByLabelText('New password')).toBeNull()

  fireEvent.click(screen.getByRole('link', { name: 'Send a new link' }))

  const heading = await screen.findByRole('heading', { level: 1, name: 'Reset your password' })
  expect(router.state.location.pathname).toBe('/auth')
  await waitFor(() => expect(document.activeElement).toBe(heading))
})

test('a refused link wins over a session the browser already had', async () => {
  await renderResetPage({ hash: OTP_EXPIRED })
  expect(screen.getByRole('heading', { level: 1, name: EXPIRED })).toBeTruthy()
})

test('without a session there is nothing to reset', async () => {
  await renderResetPage({ session: null })
  expect(screen.getByRole('heading', { level: 1, name: EXPIRED })).toBeTruthy()
})

test('a session that ended before saving turns the page into the expired notice', async () => {
  await renderResetPage()
  updateUser.mockResolvedValue({ data: { user: null }, error: new AuthSessionMissingError() })

  fillPasswords('a new passphrase')

  const heading = await screen.findByRole('heading', { level: 1, name: EXPIRED })
  // Focus moves in an effect after the notice renders: wait for it, as the other focus tests do.
  await waitFor(() => expect(document.activeElement).toBe(heading))
})
