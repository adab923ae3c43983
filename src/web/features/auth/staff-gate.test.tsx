import { AuthApiError } from '@supabase/supabase-js'
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'

import { Toaster } from '@/components/ui/toaster'
import {
  deferred,
  fakeSupabase,
  makeSession,
  makeUser,
  signInSucceeds,
  staffSession,
} from '@/test/fake-supabase'
import { expectToast, toastTitles } from '@/test/toasts'

import { startTotpEnrolment, verifyTotpCode } from './api/second-factor'
import { SessionProvider } from './session-provider'
import { StaffGate } from './staff-gate'

vi.mock('@/lib/supabase', () => import('@/test/fake-supabase'))
vi.mock('./api/second-factor', () => ({
  startTotpEnrolment: vi.fn(),
  verifiedTotpFactorId: vi.fn(),
  verifyTotpCode: vi.fn(),
}))

async function renderGate() {
  render(
    <SessionProvider>
      <StaffGate />
      <Toaster />
    </SessionProvider>,
  )
  await vi.waitFor(() => expect(fakeSupabase.listenerCount).toBe(1))
  act(() => fakeSupabase.emit('INITIAL_SESSION', null))
}

async function openForm() {
  fireEvent.click(screen.getByRole('button', { name: 'Access Platform' }))
  return screen.findByRole('heading', { level: 1, name: 'Authorized Access' })
}

function fillIn(email: string, password: string) {
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: email } })
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } })
}

function submit() {
  fireEvent.click(screen.getByRole('button', { name: 'Sign In' }))
}

beforeEach(() => fakeSupabase.reset('staff'))

test('the gate shows the logo, a headline, the tagline and the Authorized Access Only card', async () => {
  await renderGate()

  expect(screen.getByRole('img', { name: 'Renew Medical' })).toBeTruthy()
  expect(screen.getByRole('heading', { level: 1, name: 'Welcome to Renew Medical' })).toBeTruthy()
  expect(screen.getByText('Transform Your Life with Medical Weight Loss Excellence')).toBeTruthy()
  expect(screen.getByRole('heading', { level: 2, name: 'Authorized Access Only' })).toBeTruthy()
  expect(screen.getByRole('button', { name: 'Access Platform' })).toBeTruthy()
  expect(screen.queryByLabelText('Email')).toBeNull()
})

test('Access Platform opens the sign-in form and ← Back returns to the gate', async () => {
  await renderGate()

  const heading = await openForm()
  // The form is its own chunk: its effect moves focus in the commit after the chunk arrives,
  // which can land just after the heading is first seen.
  await waitFor(() => expect(document.activeElement).toBe(heading))
  const email = screen.getByLabelText('Email')
  expect(email.getAttribute('type')).toBe('email')
  expect(email.hasAttribute('required')).toBe(true)
  expect(screen.getByLabelText('Password').getAttribute('type')).toBe('password')

  fireEvent.click(screen.getByRole('button', { name: '← Back' }))

  const accessButton = screen.getByRole('button', { name: 'Access Platform' })
  expect(document.activeElement).toBe(accessButton)
  expect(screen.queryByRole('heading', { name: 'Authorized Access' })).toBeNull()
})

test('the eye button shows and hides the password', async () => {
  await renderGate()
  await openForm()
  const password = screen.getByLabelText('Password')

  const show = screen.getByRole('button', { name: 'Show password' })
  expect(show.getAttribute('aria-pressed')).toBe('false')
  fireEvent.click(show)
  expect(password.getAttribute('type')).toBe('text')

  const hide = screen.getByRole('button', { name: 'Hide password' })
  expect(hide.getAttribute('aria-pressed')).toBe('true')
  fireEvent.click(hide)
  expect(password.getAttribute('type')).toBe('password')
})

test('e-mail and password are required; nothing is sent without them', async () => {
  await renderGate()
  await openForm()

  submit()

  expect(await screen.findByText('Please enter a valid email address')).toBeTruthy()
  expect(screen.getByText('Please enter your password')).toBeTruthy()
  expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true')
  expect(screen.getByLabelText('Password').getAttribute('aria-invalid')).toBe('true')
  expect(fakeSupabase.auth.signInWithPassword).not.toHaveBeenCalled()
})

test('the button reads Signing In... and is disabled while signing in', async () => {
  await renderGate()
  await openForm()
  const answer = deferred<unknown>()
  fakeSupabase.auth.signInWithPassword.mockReturnValue(answer.promise)

  fillIn('staff@renewmedical.example', 'correct horse')
  submit()

  const busy = await screen.findByRole('button', { name: 'Signing In...' })
  expect((busy as HTMLButtonElement).disabled).toBe(true)
  expect(fakeSupabase.auth.signInWithPassword).toHaveBeenCalledWith({
    email: 'staff@renewmedical.example',
    password: 'correct horse',
  })

  await act(async () => {
    answer.resolve({
      data: { user: null, session: null },
      error: new AuthApiError('Invalid login credentials', 400, 'invalid_credentials'),
    })
    await answer.promise
  })
  const idle = await screen.findByRole('button', { name: 'Sign In' })
  expect((idle as HTMLButtonElement).disabled).toBe(false)
})

test('a wrong e-mail and password pair is told Access Denied', async () => {
  await renderGate()
  await openForm()
  fakeSupabase.auth.signInWithPassword.mockResolvedValue({
    data: { user: null, session: null },
    error: new AuthApiError('Invalid login credentials', 400, 'invalid_credentials'),
  })

  fillIn('someone@example.com', 'guess')
  submit()

  await expectToast({
    title: 'Access Denied',
    description: 'Invalid credentials. Please contact your administrator.',
    variant: 'destructive',
  })
  // Still the form: the visitor may try again.
  expect(screen.getByRole('heading', { name: 'Authorized Access' })).toBeTruthy()
})

test('a real account that is not staff is told Access Denied and its session ends at once', async () => {
  await renderGate()
  await openForm()
  signInSucceeds(makeSession(makeUser({ email: 'patient@example.com' })))

  fillIn('patient@example.com', 'patient password')
  submit()

  await expectToast({
    title: 'Access Denied',
    description: 'Invalid credentials. Please contact your administrator.',
    variant: 'destructive',
  })
  expect(fakeSupabase.auth.signOut).toHaveBeenCalledWith({ scope: 'local' })
  expect(toastTitles()).not.toContain('Welcome!')
})

test('a staff account is welcomed', async () => {
  await renderGate()
  await openForm()
  signInSucceeds(staffSession())

  fillIn('staff@renewmedical.example', 'correct horse')
  submit()

  await expectToast({ title: 'Welcome!', description: 'You have been signed in successfully.' })
  expect(fakeSupabase.auth.signOut).not.toHaveBeenCalled()
})

test('with a second factor required, a staff member without one is taken through setting it up', async () => {
  fakeSupabase.config = { ...fakeSupabase.config, staffMfa: 'required' }
  vi.mocked(startTotpEnrolment).mockResolvedValue({
    factorId: 'factor-1',
    qrCodeUrl: 'data:image/svg+xml;utf-8,%3Csvg%2F%3E',
    secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  })
  vi.mocked(verifyTotpCode).mockResolvedValue({ data: null, error: null } as never)
  await renderGate()
  await openForm()
  signInSucceeds(staffSession())
  fillIn('staff@renewmedical.example', 'correct horse')
  submit()

  // No welcome yet: the password was only the first step.
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Set up two-step sign-in' }),
  ).toBeTruthy()
  expect(toastTitles()).not.toContain('Welcome!')
  const qr = await screen.findByRole('img', { name: /QR code that adds your Renew Medical/ })
  expect(qr.getAttribute('src')).toBe('data:image/svg+xml;utf-8,%3Csvg%2F%3E')
  expect(screen.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeTruthy()

  const code = screen.getByLabelText('6-digit code')
  fireEvent.change(code, { target: { value: '12 34' } })
  fireEvent.click(screen.getByRole('button', { name: 'Verify and continue' }))
  expect(await screen.findByText('Enter the 6 digits from your authenticator app.')).toBeTruthy()
  expect(verifyTotpCode).not.toHaveBeenCalled()

  fireEvent.change(code, { target: { value: '123 456' } })
  fireEvent.click(screen.getByRole('button', { name: 'Verify and continue' }))
  await expectToast({
    title: 'Two-step sign-in is on',
    description: 'You will be asked for a code each time you sign in.',
  })
  expect(verifyTotpCode).toHaveBeenCalledWith('factor-1', '123456')
})

test('any other refusal is shown as Sign in failed with the provider message', async () => {
  await renderGate()
  await openForm()
  fakeSupabase.auth.signInWithPassword.mockResolvedValue({
    data: { user: null, session: null },
    error: new AuthApiError('Request rate limit reached', 429, 'over_request_rate_limit'),
  })

  fillIn('staff@renewmedical.example', 'correct horse')
  submit()

  await expectToast({
    title: 'Sign in failed',
    description: 'Request rate limit reached',
    variant: 'destructive',
  })
})

test('an exception is shown as an unexpected error', async () => {
  await renderGate()
  await openForm()
  fakeSupabase.auth.signInWithPassword.mockRejectedValue(new TypeError('Failed to fetch'))

  fillIn('staff@renewmedical.example', 'correct horse')
  submit()

  await expectToast({
    title: 'Error',
    description: 'An unexpected error occurred. Please try again.',
    variant: 'destructive',
  })
})
