import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'

import { Toaster } from '@/components/ui/toaster'
import { consultationPage, leadFormCopy } from '@/content/consultation'
import { deferred } from '@/test/fake-supabase'
import { expectToast, toastTitles } from '@/test/toasts'
import { hearAboutUsOptions, MIN_FORM_FILL_MS } from '@shared/leads'

import type { LeadInsertResult } from './api/lead-insert-result'
import { requestConsultation } from './api/request-consultation'
import { ConsultationForm } from './consultation-form'

// The supabase client is faked at the api/ boundary: the form's one call is a spy.
vi.mock('./api/request-consultation', () => ({ requestConsultation: vi.fn() }))
const send = vi.mocked(requestConsultation)

const created: LeadInsertResult = { error: null, status: 201 }

function renderForm() {
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <ConsultationForm
          aria-label="Consultation request"
          copy={leadFormCopy}
          submitLabel={consultationPage.form.submit}
          submittingLabel={consultationPage.form.submitting}
          success={consultationPage.form.success}
          nextSteps={consultationPage.form.nextSteps}
        />
      ),
    },
  ])
  render(
    <>
      <RouterProvider router={router} />
      <Toaster />
    </>,
  )
  // A person takes a while to fill the form in (the minimum fill time has no part here).
  act(() => {
    vi.advanceTimersByTime(MIN_FORM_FILL_MS)
  })
}

const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label)
const select = () => screen.getByLabelText<HTMLSelectElement>('How did you hear about us?')
const submitButton = () =>
  screen.getByRole<HTMLButtonElement>('button', { name: /Request Free Consultation|Submitting/ })

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } })
}

function fillValid() {
  fill('First Name', 'Ann')
  fill('Last Name', 'Lee')
  fill('Email', 'ann@example.com')
  fill('Phone', '(555) 010-2030')
  fill('How did you hear about us?', 'Doctor Referral')
  fireEvent.click(screen.getByLabelText('Email me health tips, program news and offers'))
}

function expectFilledValuesKept() {
  expect(field('First Name').value).toBe('Ann')
  expect(field('Last Name').value).toBe('Lee')
  expect(field('Email').value).toBe('ann@example.com')
  expect(field('Phone').value).toBe('(555) 010-2030')
  expect(select().value).toBe('Doctor Referral')
  expect(field('Email me health tips, program news and offers').checked).toBe(true)
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true })
  send.mockReset()
})

afterEach(() => {
  vi.useRealTimers()
})

test('the opt-ins start unchecked and the select offers the nine sources after a placeholder', () => {
  renderForm()

  expect(field('Email me health tips, program news and offers').checked).toBe(false)
  expect(field('Text me appointment reminders and updates').checked).toBe(false)
  const options = [...select().options]
  expect(options[0]?.textContent).toBe('Select an option')
  expect(options[0]?.disabled).toBe(true)
  expect(select().value).toBe('')
  expect(options.slice(1).map((option) => option.value)).toEqual([...hearAboutUsOptions])
})

test('an empty submit shows each validation message on its field, focuses the first and sends nothing', async () => {
  renderForm()

  fireEvent.click(submitButton())

  const messages = {
    'First Name': 'First name must be at least 2 characters',
    'Last Name': 'Last name must be at least 2 characters',
    Email: 'Please enter a valid email address',
    Phone: 'Please enter a valid phone number',
    'How did you hear about us?': 'Please select how you heard about us',
  }
  await screen.findByText(messages['First Name'])
  for (const [label, message] of Object.entries(messages)) {
    const control = screen.getByLabelText(label)
    expect(control.getAttribute('aria-invalid')).toBe('true')
    const describedBy = control.getAttribute('aria-describedby')
    expect(describedBy && document.getElementById(describedBy)?.textContent).toBe(message)
  }
  expect(document.activeElement).toBe(field('First Name'))
  expect(send).not.toHaveBeenCalled()
})

test('too-short names and phone numbers and a malformed e-mail get their messages', async () => {
  renderForm()
  fillValid()
  fill('First Name', 'A')
  fill('Last Name', ' B ')
  fill('Email', 'ann@')
  fill('Phone', '555-0102')

  fireEvent.click(submitButton())

  expect(await screen.findByText('First name must be at least 2 characters')).toBeTruthy()
  expect(screen.getByText('Last name must be at least 2 characters')).toBeTruthy()
  expect(screen.getByText('Please enter a valid email address')).toBeTruthy()
  expect(screen.getByText('Please enter a valid phone number')).toBeTruthy()
  expect(screen.queryByText('Please select how you heard about us')).toBeNull()
  expect(send).not.toHaveBeenCalled()
})

test('while sending the button reads Submitting...; on success the confirmation replaces the form and takes focus', async () => {
  renderForm()
  const answer = deferred<LeadInsertResult>()
  send.mockReturnValue(answer.promise)
  fillValid()

  fireEvent.click(submitButton())

  await waitFor(() => expect(send).toHaveBeenCalledTimes(1))
  expect(submitButton().textContent).toBe('Submitting...')
  expect(submitButton().disabled).toBe(true)
  expect(send.mock.calls[0]?.[0]).toEqual({
    firstName: 'Ann',
    lastName: 'Lee',
    email: 'ann@example.com',
    phone: '(555) 010-2030',
    hearAboutUs: 'Doctor Referral',
    emailOptIn: true,
    smsOptIn: false,
  })
  expect(send.mock.calls[0]?.[1]).toMatchObject({ website: '' })

  act(() => {
    answer.resolve(created)
  })

  // The confirmation stands where the form was, with focus (and so in view): no emptied form
  // to send again, no answer below the fold.
  const sent = await screen.findByRole('region', { name: 'Consultation Requested!' })
  expect(document.activeElement).toBe(sent)
  expect(sent.getAttribute('aria-describedby')).toBeTruthy()
  expect(document.getElementById(sent.getAttribute('aria-describedby')!)?.textContent).toBe(
    "We'll contact you within 24 hours to schedule your free consultation.",
  )
  expect(screen.queryByRole('form')).toBeNull()
  expect(screen.queryByLabelText('First Name')).toBeNull()
  expect(screen.queryByRole('button', { name: /Request Free Consultation/ })).toBeNull()
  expect(toastTitles()).toEqual([])
  // What to do while waiting: an account that follows the request, and the questionnaire.
  const next = within(sent).getByRole('region', { name: 'Your request is on its way' })
  expect(
    within(next)
      .getByRole('link', { name: 'Create an account to follow your request' })
      .getAttribute('href'),
  ).toBe('/auth?mode=signup&next=%2Faccount')
  expect(
    within(next)
      .getByRole('link', { name: 'Complete the health questionnaire now' })
      .getAttribute('href'),
  ).toBe('/intake')
})

test('a submit right after the form appeared waits out the minimum fill time before sending', async () => {
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <ConsultationForm
          copy={leadFormCopy}
          submitLabel="Request Free Consultation"
          submittingLabel="Submitting..."
          success={consultationPage.form.success}
          nextSteps={consultationPage.form.nextSteps}
        />
      ),
    },
  ])
  render(<RouterProvider router={router} />)
  send.mockResolvedValue(created)
  fillValid()

  // An autofilling visitor submits within a second.
  act(() => {
    vi.advanceTimersByTime(500)
  })
  fireEvent.click(submitButton())

  await waitFor(() => expect(submitButton().textContent).toBe('Submitting...'))
  act(() => {
    vi.advanceTimersByTime(MIN_FORM_FILL_MS - 500 - 100)
  })
  expect(send).not.toHaveBeenCalled()
  expect(submitButton().textContent).toBe('Submitting...')

  act(() => {
    vi.advanceTimersByTime(200)
  })
  await waitFor(() => expect(send).toHaveBeenCalledTimes(1))
  const spam = send.mock.calls[0]?.[1]
  expect(spam?.website).toBe('')
  expect(spam?.form_elapsed_ms).toBeGreaterThanOrEqual(MIN_FORM_FILL_MS)
})

test('a network failure says so and keeps everything typed', async () => {
  renderForm()
  send.mockRejectedValue(new TypeError('Failed to fetch'))
  fillValid()

  fireEvent.click(submitButton())

  await expectToast({
    title: 'Error',
    description: 'An unexpected error occurred. Please try again.',
    variant: 'destructive',
  })
  // Also said beside the button, where it stays after the toast has gone.
  expect(screen.getByRole('alert').textContent).toBe(
    'An unexpected error occurred. Please try again.',
  )
  expectFilledValuesKept()
  expect(submitButton().disabled).toBe(false)
})

test('a server error (5xx) says so and keeps everything typed', async () => {
  renderForm()
  send.mockResolvedValue({
    error: { code: '', message: 'Internal Server Error', details: null, hint: null },
    status: 503,
  })
  fillValid()

  fireEvent.click(submitButton())

  await expectToast({
    title: 'Error',
    description: 'An unexpected error occurred. Please try again.',
    variant: 'destructive',
  })
  expectFilledValuesKept()
  expect(toastTitles()).not.toContain('Consultation Requested!')
})

test("a 400 naming a column shows the server's message on that field", async () => {
  renderForm()
  send.mockResolvedValue({
    error: {
      code: '23514',
      message: 'Please enter a valid phone number',
      details: 'phone',
      hint: null,
    },
    status: 400,
  })
  fillValid()

  fireEvent.click(submitButton())

  const message = await screen.findByText('Please enter a valid phone number')
  expect(field('Phone').getAttribute('aria-invalid')).toBe('true')
  expect(field('Phone').getAttribute('aria-describedby')).toBe(message.id)
  await waitFor(() => expect(document.activeElement).toBe(field('Phone')))
  expectFilledValuesKept()
  expect(toastTitles()).toEqual([])
})

test('a 400 without a known column falls back to the error toast', async () => {
  renderForm()
  send.mockResolvedValue({
    error: { code: '23514', message: 'Something is off', details: null, hint: null },
    status: 400,
  })
  fillValid()

  fireEvent.click(submitButton())

  await expectToast({
    title: 'Error',
    description: 'An unexpected error occurred. Please try again.',
    variant: 'destructive',
  })
  expectFilledValuesKept()
})

test('too many requests asks the visitor to wait and keeps the form', async () => {
  renderForm()
  send.mockResolvedValue({
    error: {
      code: 'over_request_rate_limit',
      message: 'Too many requests. Please wait a few minutes and try again.',
      details: null,
      hint: null,
    },
    status: 429,
  })
  fillValid()

  fireEvent.click(submitButton())

  await expectToast({
    title: 'Error',
    description: 'Too many requests. Please wait a few minutes and try again.',
    variant: 'destructive',
  })
  expectFilledValuesKept()
})
