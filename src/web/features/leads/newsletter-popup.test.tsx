import { act, fireEvent, render, screen } from '@testing-library/react'

import { Toaster } from '@/components/ui/toaster'
import { leadFormCopy } from '@/content/consultation'
import { newsletterPopup } from '@/content/newsletter'
import { MIN_FORM_FILL_MS } from '@shared/leads'

import { subscribeNewsletter } from './api/subscribe-newsletter'
import { NewsletterPopup } from './newsletter-popup'

vi.mock('./api/subscribe-newsletter', () => ({ subscribeNewsletter: vi.fn() }))
const send = vi.mocked(subscribeNewsletter)

const FLAG = 'hasSeenNewsletterPopup'

function renderPopup() {
  render(
    <>
      <NewsletterPopup
        copy={newsletterPopup}
        toasts={leadFormCopy.toasts}
        honeypotLabel={leadFormCopy.honeypot}
      />
      <Toaster />
    </>,
  )
}

const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms)
  })
const dialog = () => screen.queryByRole('dialog')
const emailInput = () => screen.getByLabelText<HTMLInputElement>('Email address')

/** Lets the submit's promise chain (no timers involved) run to its end. */
async function settle() {
  for (let step = 0; step < 5; step += 1) await act(() => Promise.resolve())
}

/** Opens the popup and gives the visitor time to type, as a person would take. */
function openPopup() {
  renderPopup()
  advance(newsletterPopup.openDelayMs)
  advance(MIN_FORM_FILL_MS)
}

beforeEach(() => {
  vi.useFakeTimers()
  window.localStorage.clear()
  send.mockReset()
})

afterEach(() => {
  vi.useRealTimers()
})

test('the popup opens 8000 ms after mounting, not a millisecond sooner, with focus on the e-mail field', () => {
  renderPopup()

  advance(7999)
  expect(dialog()).toBeNull()

  advance(1)
  expect(dialog()).not.toBeNull()
  expect(screen.getByRole('dialog', { name: 'Healthy habits, in your inbox' })).toBeTruthy()
  expect(document.activeElement).toBe(emailInput())
  expect(emailInput().type).toBe('email')
  expect(emailInput().required).toBe(true)
  // Opening is not seeing it through: only closing or subscribing sets the flag.
  expect(window.localStorage.getItem(FLAG)).toBeNull()
})

test('a browser that has seen the popup never gets it again', () => {
  window.localStorage.setItem(FLAG, 'true')
  renderPopup()

  advance(60_000)

  expect(dialog()).toBeNull()
})

test('closing the popup sets the flag', () => {
  renderPopup()
  advance(8000)

  fireEvent.click(screen.getByRole('button', { name: 'Close' }))

  expect(dialog()).toBeNull()
  expect(window.localStorage.getItem(FLAG)).not.toBeNull()
})

test('closing it returns focus to what had focus when it opened', () => {
  render(<a href="#reading">Reading on</a>)
  const link = screen.getByRole('link', { name: 'Reading on' })
  link.focus()
  renderPopup()
  advance(8000)
  expect(document.activeElement).toBe(emailInput())

  fireEvent.keyDown(emailInput(), { key: 'Escape' })
  advance(0) // Radix moves focus out on the next task

  expect(dialog()).toBeNull()
  expect(document.activeElement).toBe(link)
})

test('Escape closes it too, and sets the flag', () => {
  renderPopup()
  advance(8000)

  fireEvent.keyDown(emailInput(), { key: 'Escape' })

  expect(dialog()).toBeNull()
  expect(window.localStorage.getItem(FLAG)).not.toBeNull()
})

test('an empty submit does nothing', async () => {
  openPopup()

  fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }))
  fireEvent.change(emailInput(), { target: { value: '   ' } })
  fireEvent.submit(emailInput().form!)
  await settle()

  expect(send).not.toHaveBeenCalled()
  expect(dialog()).not.toBeNull()
  expect(screen.queryByText('Please enter a valid email address')).toBeNull()
})

test('a malformed address is refused with the spec message', async () => {
  openPopup()
  fireEvent.change(emailInput(), { target: { value: 'ann@' } })

  fireEvent.submit(emailInput().form!)
  await settle()

  expect(send).not.toHaveBeenCalled()
  expect(screen.getByText('Please enter a valid email address')).toBeTruthy()
  expect(emailInput().getAttribute('aria-invalid')).toBe('true')
})

test('after subscribing a thank-you shows, the flag is set, and the popup closes 2000 ms later', async () => {
  send.mockResolvedValue({ error: null, status: 201 })
  openPopup()
  fireEvent.change(emailInput(), { target: { value: ' ann@example.com ' } })

  fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }))
  await settle()

  expect(send).toHaveBeenCalledTimes(1)
  expect(send.mock.calls[0]?.[0]).toEqual({ email: 'ann@example.com' })
  expect(send.mock.calls[0]?.[1]).toMatchObject({ website: '' })
  expect(send.mock.calls[0]?.[1].form_elapsed_ms).toBeGreaterThanOrEqual(MIN_FORM_FILL_MS)
  expect(screen.getByText('Thank you for subscribing!')).toBeTruthy()
  expect(screen.queryByLabelText('Email address')).toBeNull()
  expect(window.localStorage.getItem(FLAG)).not.toBeNull()

  advance(1999)
  expect(dialog()).not.toBeNull()
  advance(1)
  expect(dialog()).toBeNull()
})

test('while subscribing the button says so; a failure keeps the address and says so', async () => {
  let fail!: (value: unknown) => void
  send.mockReturnValue(new Promise((_, reject) => (fail = reject)))
  openPopup()
  fireEvent.change(emailInput(), { target: { value: 'ann@example.com' } })

  fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }))
  await settle()
  const busy = screen.getByRole<HTMLButtonElement>('button', { name: 'Subscribing...' })
  expect(busy.disabled).toBe(true)

  fail(new TypeError('Failed to fetch'))
  await settle()

  // Said in the dialog (the toast region behind the modal is hidden from screen readers).
  expect(screen.getByRole('alert').textContent).toBe(
    'An unexpected error occurred. Please try again.',
  )
  const toast = document.querySelector('[data-slot="toast"]')
  expect(toast?.getAttribute('data-variant')).toBe('destructive')
  expect(toast?.textContent).toContain('An unexpected error occurred. Please try again.')
  expect(emailInput().value).toBe('ann@example.com')
  expect(dialog()).not.toBeNull()
  expect(window.localStorage.getItem(FLAG)).toBeNull()
})
