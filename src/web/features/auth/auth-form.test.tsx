import { AuthApiError, AuthWeakPasswordError } from '@supabase/supabase-js'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import type * as React from 'react'
import { createMemoryRouter, RouterProvider } from 'react-router'

import { Toaster } from '@/components/ui/toaster'
import { deferred, fakeSupabase, makeSession, makeUser, signInSucceeds } from '@/test/fake-supabase'
import { expectToast, toastTitles } from '@/test/toasts'

import { AuthForm } from './auth-form'

vi.mock('@/lib/supabase', () => import('@/test/fake-supabase'))

function renderAuthForm(props: React.ComponentProps<typeof AuthForm> = {}, entry = '/auth') {
  const router = createMemoryRouter(
    [
      { path: '/auth', element: <AuthForm {...props} /> },
      { path: '/', element: <h1>Home page</h1> },
      { path: '/account', element: <h1>My care page</h1> },
      { path: '/admin', element: <h1>Workspace page</h1> },
      { path: '/intake/:program', element: <h1>Questionnaire page</h1> },
    ],
    { initialEntries: [entry] },
  )
  render(
    <>
      <RouterProvider router={router} />
      <Toaster />
    </>,
  )
}

function switchToSignUp() {
  fireEvent.click(screen.getByRole('button', { name: 'Sign up' }))
  return screen.getByRole('heading', { level: 1, name: 'Create Account' })
}

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } })
}

function fillSignUp({
  name = 'Ann Lee',
  email = 'ann@example.com',
  password = 'secret-pass',
} = {}) {
  fill('Full Name', name)
  fill('Email', email)
  fill('Password', password)
}

beforeEach(() => fakeSupabase.reset('public'))

test('the link switches between sign-in and sign-up', () => {
  renderAuthForm()
  expect(screen.getByRole('heading', { level: 1, name: 'Sign In' })).toBeTruthy()
  expect(screen.queryByLabelText('Full Name')).toBeNull()

  switchToSignUp()
  expect(screen.getByLabelText('Full Name')).toBeTruthy()
  expect(screen.getByText('Password must be at least 6 characters long')).toBeTruthy()
  expect(screen.getByRole('button', { name: 'Create Account' })).toBeTruthy()

  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }))
  expect(screen.getByRole('heading', { level: 1, name: 'Sign In' })).toBeTruthy()
  expect(screen.queryByLabelText('Full Name')).toBeNull()
})

test('sign-in success welcomes the user back and goes to My care', async () => {
  renderAuthForm()
  signInSucceeds(makeSession(makeUser({ email: 'ann@example.com' })))

  fill('Email', 'ann@example.com')
  fill('Password', 'secret-pass')
  fireEvent.click(screen.getByRole('button', { name: 'Sign In' }))

  await expectToast({
    title: 'Welcome back!',
    description: 'You have been signed in successfully.',
  })
  expect(await screen.findByRole('heading', { name: 'My care page' })).toBeTruthy()
  expect(fakeSupabase.auth.signInWithPassword).toHaveBeenCalledWith({
    email: 'ann@example.com',
    password: 'secret-pass',
  })
})

test('while signing in the button reads Signing In... and is disabled', async () => {
  renderAuthForm()
  const answer = deferred<unknown>()
  fakeSupabase.auth.signInWithPassword.mockReturnValue(answer.promise)

  fill('Email', 'ann@example.com')
  fill('Password', 'secret-pass')
  fireEvent.click(screen.getByRole('button', { name: 'Sign In' }))

  const busy = await screen.findByRole('button', { name: 'Signing In...' })
  expect((busy as HTMLButtonElement).disabled).toBe(true)
  await act(async () => {
    answer.resolve({
      data: { user: null, session: null },
      error: new AuthApiError('Invalid login credentials', 400, 'invalid_credentials'),
    })
    await answer.promise
  })
})

test('a refused sign-in shows Sign in failed with the provider message', async () => {
  renderAuthForm()
  fakeSupabase.auth.signInWithPassword.mockResolvedValue({
    data: { user: null, session: null },
    error: new AuthApiError('Email not confirmed', 400, 'email_not_confirmed'),
  })

  fill('Email', 'ann@example.com')
  fill('Password', 'secret-pass')
  fireEvent.click(screen.getByRole('button', { name: 'Sign In' }))

  await expectToast({
    title: 'Sign in failed',
    description: 'Email not confirmed',
    variant: 'destructive',
  })
  expect(screen.getByRole('heading', { level: 1, name: 'Sign In' })).toBeTruthy()
})

test('sign-in checks the e-mail and the password length before sending', async () => {
  renderAuthForm()

  fill('Email', 'not-an-email')
  fill('Password', '123')
  fireEvent.click(screen.getByRole('button', { name: 'Sign In' }))

  expect(await screen.findByText('Please enter a valid email address')).toBeTruthy()
  expect(screen.getByText('Password must be at least 6 characters long')).toBeTruthy()
  expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true')
  expect(fakeSupabase.auth.signInWithPassword).not.toHaveBeenCalled()
})

test('a blank full name is an Error toast and nothing is sent', async () => {
  renderAuthForm()
  switchToSignUp()

  fillSignUp({ name: '    ' })
  fireEvent.click(screen.getByRole('button', { name: 'Create Account' }))

  await expectToast({
    title: 'Error',
    description: 'Please enter your full name',
    variant: 'destructive',
  })
  expect(screen.getByLabelText('Full Name').getAttribute('aria-invalid')).toBe('true')
  expect(fakeSupabase.auth.signUp).not.toHaveBeenCalled()
})

test('a successful sign-up says so and returns to sign-in', async () => {
  renderAuthForm()
  switchToSignUp()
  fakeSupabase.auth.signUp.mockResolvedValue({
    data: { user: makeUser({ email: 'ann@example.com' }), session: null },
    error: null,
  })

  fillSignUp({ name: '  Ann Lee ' })
  fireEvent.click(screen.getByRole('button', { name: 'Create Account' }))

  await expectToast({
    title: 'Success!',
    description: 'Account created successfully. Please check your email for verification.',
  })
  expect(screen.getByRole('heading', { level: 1, name: 'Sign In' })).toBeTruthy()
  expect(fakeSupabase.auth.signUp).toHaveBeenCalledWith({
    email: 'ann@example.com',
    password: 'secret-pass',
    options: {
      data: { full_name: 'Ann Lee' },
      emailRedirectTo: `${window.location.origin}/account`,
    },
  })
  // The sign-in view says what to do next.
  expect(screen.getByText(/we sent you a link to confirm your e-mail address/)).toBeTruthy()
})

test('a sign-in goes back to `next` when it is a path of this site, and never elsewhere', async () => {
  renderAuthForm({}, '/auth?next=%2Fintake%2Fweight-loss')
  signInSucceeds(makeSession(makeUser({ email: 'ann@example.com' })))
  fill('Email', 'ann@example.com')
  fill('Password', 'secret-pass')
  fireEvent.click(screen.getByRole('button', { name: 'Sign In' }))
  expect(await screen.findByRole('heading', { name: 'Questionnaire page' })).toBeTruthy()
})

test.each(['%2F%2Fevil.com', 'https%3A%2F%2Fevil.com%2Faccount'])(
  'a sign-in with next=%s goes to My care instead',
  async (next) => {
    renderAuthForm({}, `/auth?next=${next}`)
    signInSucceeds(makeSession(makeUser({ email: 'ann@example.com' })))
    fill('Email', 'ann@example.com')
    fill('Password', 'secret-pass')
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }))
    expect(await screen.findByRole('heading', { name: 'My care page' })).toBeTruthy()
  },
)

test('a sign-in without `next` goes to My care for a patient and to the workspace for staff', async () => {
  renderAuthForm()
  signInSucceeds(makeSession(makeUser({ email: 'ann@example.com' })))
  fill('Email', 'ann@example.com')
  fill('Password', 'secret-pass')
  fireEvent.click(screen.getByRole('button', { name: 'Sign In' }))
  expect(await screen.findByRole('heading', { name: 'My care page' })).toBeTruthy()
  cleanup()

  renderAuthForm()
  signInSucceeds(makeSession(makeUser({ email: 'front-desk@example.com', role: 'staff' })))
  fill('Email', 'front-desk@example.com')
  fill('Password', 'secret-pass')
  fireEvent.click(screen.getByRole('button', { name: 'Sign In' }))
  expect(await screen.findByRole('heading', { name: 'Workspace page' })).toBeTruthy()
})

test("a page's reason is said, and the confirmation link returns to the page", async () => {
  renderAuthForm({
    startWithSignUp: true,
    reason: 'Create an account to save your answers.',
    returnTo: '/intake/weight-loss',
  })
  expect(screen.getByRole('heading', { level: 1, name: 'Create Account' })).toBeTruthy()
  expect(screen.getByText('Create an account to save your answers.')).toBeTruthy()
  fakeSupabase.auth.signUp.mockResolvedValue({
    data: { user: makeUser({ email: 'ann@example.com' }), session: null },
    error: null,
  })
  fillSignUp()
  fireEvent.click(screen.getByRole('button', { name: 'Create Account' }))
  await expectToast({
    title: 'Success!',
    description: 'Account created successfully. Please check your email for verification.',
  })
  expect(fakeSupabase.auth.signUp).toHaveBeenCalledWith(
    expect.objectContaining({
      options: expect.objectContaining({
        emailRedirectTo: `${window.location.origin}/intake/weight-loss`,
      }) as unknown,
    }),
  )
})

test('while creating the account the button reads Creating Account... and is disabled', async () => {
  renderAuthForm()
  switchToSignUp()
  const answer = deferred<unknown>()
  fakeSupabase.auth.signUp.mockReturnValue(answer.promise)

  fillSignUp()
  fireEvent.click(screen.getByRole('button', { name: 'Create Account' }))

  const busy = await screen.findByRole('button', { name: 'Creating Account...' })
  expect((busy as HTMLButtonElement).disabled).toBe(true)
  await act(async () => {
    answer.resolve({ data: { user: makeUser(), session: null }, error: null })
    await answer.promise
  })
})

test.each([
  [
    'the provider answers User already registered',
    {
      data: { user: null, session: null },
      error: new AuthApiError('User already registered', 422, 'user_already_exists'),
    },
  ],
  [
    'the provider answers a user without identities',
    { data: { user: makeUser({ identities: 0 }), session: null }, error: null },
  ],
])('signing up an existing address shows Account exists when %s', async (_case, answer) => {
  renderAuthForm()
  switchToSignUp()
  fakeSupabase.auth.signUp.mockResolvedValue(answer)

  fillSignUp()
  fireEvent.click(screen.getByRole('button', { name: 'Create Account' }))

  await expectToast({
    title: 'Account exists',
    description: 'An account with this email already exists. Please sign in instead.',
    variant: 'destructive',
  })
  expect(toastTitles()).not.toContain('Success!')
  // The visitor stays on sign-up (nothing was created).
  expect(screen.getByRole('heading', { level: 1, name: 'Create Account' })).toBeTruthy()
})

test('any other sign-up refusal shows Sign up failed with the provider message', async () => {
  renderAuthForm()
  switchToSignUp()
  fakeSupabase.auth.signUp.mockResolvedValue({
    data: { user: null, session: null },
    error: new AuthWeakPasswordError(
      'Password should contain at least one character of each',
      422,
      ['characters'],
    ),
  })

  fillSignUp()
  fireEvent.click(screen.getByRole('button', { name: 'Create Account' }))

  await expectToast({
    title: 'Sign up failed',
    description: 'Password should contain at least one character of each',
    variant: 'destructive',
  })
})

test('an exception during sign-up is an unexpected error', async () => {
  renderAuthForm()
  switchToSignUp()
  fakeSupabase.auth.signUp.mockRejectedValue(new Error('boom'))

  fillSignUp()
  fireEvent.click(screen.getByRole('button', { name: 'Create Account' }))

  await expectToast({
    title: 'Error',
    description: 'An unexpected error occurred. Please try again.',
    variant: 'destructive',
  })
})
