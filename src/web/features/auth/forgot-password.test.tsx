import { AuthApiError, AuthRetryableFetchError } from '@supabase/supabase-js'
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'

import { deferred, fakeSupabase } from '@/test/fake-supabase'

import { AuthForm } from './auth-form'
import { forgotPasswordState } from './forgot-password'

vi.mock('@/lib/supabase', () => import('@/test/fake-supabase'))

const SENT =
  "If an account exists for that address, we've sent a link to reset your password. The link works for one hour."

/** The fake client has no recovery calls of its own: this test adds the one it drives. */
function fakeRecover() {
  const resetPasswordForEmail =
    vi.fn<(email: string, options: { redirectTo: string }) => Promise<unknown>>()
  resetPasswordForEmail.mockResolvedValue({ data: {}, error: null })
  Object.assign(fakeSupabase.auth, { resetPasswordForEmail })
  return resetPasswordForEmail
}

let resetPasswordForEmail: ReturnType<typeof fakeRecover>

beforeEach(() => {
  fakeSupabase.reset('public')
  resetPasswordForEmail = fakeRecover()
})

function renderAuthForm(state?: unknown) {
  const router = createMemoryRouter([{ path: '/auth', element: <AuthForm /> }], {
    initialEntries: [{ pathname: '/auth', state }],
  })
  render(<RouterProvider router={router} />)
}

function openForgotPassword() {
  fireEvent.click(screen.getByRole('button', { name: 'Forgot password?' }))
  return screen.getByRole('heading', { level: 1, name: 'Reset your password' })
}

function send(email: string) {
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: email } })
  fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }))
}

test('Forgot password? opens the reset view with focus on its heading, and Back returns', () => {
  renderAuthForm()
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: ' ann@example.com ' } })

  const heading = openForgotPassword()
  expect(document.activeElement).toBe(heading)
  // What was typed into sign-in is carried over.
  expect(screen.getByLabelText<HTMLInputElement>('Email').value).toBe('ann@example.com')
  expect(screen.queryByLabelText('Password')).toBeNull()

  fireEvent.click(screen.getByRole('button', { name: 'Back to sign in' }))
  const signIn = screen.getByRole('heading', { level: 1, name: 'Sign In' })
  expect(document.activeElement).toBe(signIn)
  expect(screen.getByLabelText('Password')).toBeTruthy()
})

test('sign-up has no Forgot password? link', () => {
  renderAuthForm()
  fireEvent.click(screen.getByRole('button', { name: 'Sign up' }))
  expect(screen.queryByRole('button', { name: 'Forgot password?' })).toBeNull()
})

test('every address gets the same answer, and the link leads back to /auth/reset', async () => {
  renderAuthForm()
  openForgotPassword()

  send('someone@example.com')
  expect(await screen.findByText(SENT)).toBeTruthy()
  expect(screen.getByRole('status').textContent).toBe(SENT)

  // An address without an account: the server answers the same, and so does the page. The
  // answer is emptied while sending, so it is announced afresh.
  const second = deferred<unknown>()
  resetPasswordForEmail.mockReturnValueOnce(second.promise)
  send('nobody-here@example.com')
  await waitFor(() => expect(resetPasswordForEmail).toHaveBeenCalledTimes(2))
  expect(screen.getByRole('status').textContent).toBe('')
  await act(async () => {
    second.resolve({ data: {}, error: null })
    await second.promise
  })
  expect(screen.getByRole('status').textContent).toBe(SENT)
  expect(screen.queryByRole('alert')).toBeNull()

  expect(resetPasswordForEmail.mock.calls).toEqual([
    ['someone@example.com', { redirectTo: `${window.location.origin}/auth/reset` }],
    ['nobody-here@example.com', { redirectTo: `${window.location.origin}/auth/reset` }],
  ])
})

test('while sending the button reads Sending... and is disabled', async () => {
  renderAuthForm()
  openForgotPassword()
  const answer = deferred<unknown>()
  resetPasswordForEmail.mockReturnValue(answer.promise)

  send('ann@example.com')

  const busy = await screen.findByRole('button', { name: 'Sending...' })
  expect((busy as HTMLButtonElement).disabled).toBe(true)
  await act(async () => {
    answer.resolve({ data: {}, error: null })
    await answer.promise
  })
  expect(screen.getByText(SENT)).toBeTruthy()
})

test('an address the sign-in form would refuse is refused here too, and nothing is sent', async () => {
  renderAuthForm()
  openForgotPassword()

  send('not-an-email')

  expect(await screen.findByText('Please enter a valid email address')).toBeTruthy()
  const field = screen.getByLabelText('Email')
  expect(field.getAttribute('aria-invalid')).toBe('true')
  expect(field.getAttribute('aria-describedby')).toBe(
    screen.getByText('Please enter a valid email address').id,
  )
  expect(resetPasswordForEmail).not.toHaveBeenCalled()
  expect(screen.getByRole('status').textContent).toBe('')
})

test.each([
  [
    'the per-address limit (429)',
    {
      data: null,
      error: new AuthApiError('Request rate limit reached', 429, 'over_request_rate_limit'),
    },
    'Too many attempts. Please wait a few minutes, then try again.',
  ],
  [
    'the mail budget (429)',
    {
      data: null,
      error: new AuthApiError('email rate limit exceeded', 429, 'over_email_send_rate_limit'),
    },
    'Too many attempts. Please wait a few minutes, then try again.',
  ],
  [
    'no answer at all',
    { data: null, error: new AuthRetryableFetchError('Failed to fetch', 0) },
    "We couldn't reach Renew Medical. Check your internet connection and try again.",
  ],
  [
    'a server failure (500)',
    { data: null, error: new AuthRetryableFetchError('{}', 500) },
    'Something went wrong on our side. Please try again in a moment.',
  ],
])('%s is said in words, instead of the answer', async (_case, answer, words) => {
  renderAuthForm()
  openForgotPassword()
  resetPasswordForEmail.mockResolvedValue(answer)

  send('ann@example.com')

  expect((await screen.findByRole('alert')).textContent).toBe(words)
  expect(screen.queryByText(SENT)).toBeNull()
})

test('a client that cannot load (offline) is a network problem', async () => {
  renderAuthForm()
  openForgotPassword()
  fakeSupabase.loadError = new TypeError('Failed to fetch')

  send('ann@example.com')

  expect((await screen.findByRole('alert')).textContent).toBe(
    "We couldn't reach Renew Medical. Check your internet connection and try again.",
  )
})

test('arriving with the forgot-password state (a new link asked for) opens the view', () => {
  renderAuthForm(forgotPasswordState)
  const heading = screen.getByRole('heading', { level: 1, name: 'Reset your password' })
  expect(document.activeElement).toBe(heading)
})
