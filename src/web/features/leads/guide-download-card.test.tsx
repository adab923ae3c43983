import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'

import { Toaster } from '@/components/ui/toaster'
import { leadFormCopy } from '@/content/consultation'
import { downloadsPage, resources } from '@/content/downloads'
import { deferred } from '@/test/fake-supabase'
import { MIN_FORM_FILL_MS } from '@shared/leads'

import type { LeadInsertResult } from './api/lead-insert-result'
import { requestDownload } from './api/request-download'
import { GuideDownloadCard } from './guide-download-card'

vi.mock('./api/request-download', () => ({ requestDownload: vi.fn() }))
const send = vi.mocked(requestDownload)

const guide = resources.find((resource) => resource.id === 'hormone-optimization')!

let clicks: { href: string | null; download: string }[]

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true })
  send.mockReset()
  clicks = []
  // jsdom cannot download; record what the browser would have been asked to save.
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    clicks.push({ href: this.getAttribute('href'), download: this.download })
  })
})

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

function renderCard() {
  const router = createMemoryRouter([
    {
      path: '/',
      element: <GuideDownloadCard guide={guide} copy={downloadsPage} formCopy={leadFormCopy} />,
    },
  ])
  render(
    <>
      <RouterProvider router={router} />
      <Toaster />
    </>,
  )
}

function openDialog() {
  fireEvent.click(screen.getByRole('button', { name: 'Download Now' }))
  const dialog = screen.getByRole('dialog', { name: 'Download: Hormone Optimization Handbook' })
  act(() => {
    vi.advanceTimersByTime(MIN_FORM_FILL_MS)
  })
  return dialog
}

function fillValid(dialog: HTMLElement) {
  const fill = (label: string, value: string) =>
    fireEvent.change(within(dialog).getByLabelText(label), { target: { value } })
  fill('First Name', 'Ann')
  fill('Last Name', 'Lee')
  fill('Email', 'ann@example.com')
  fill('Phone', '555-010-2030')
  fill('How did you hear about us?', 'Google Search')
}

test('the card shows the guide; Download Now opens the request form in a dialog', async () => {
  renderCard()
  const card = screen.getByRole('article', { name: 'Hormone Optimization Handbook' })
  expect(within(card).getByText(guide.description)).toBeTruthy()
  expect(within(card).getByText(/6,700\+ downloads/)).toBeTruthy()
  expect(card.querySelector('svg[data-slot="guide-artwork"]')).not.toBeNull()

  const dialog = openDialog()
  await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true))
  for (const label of ['First Name', 'Last Name', 'Email', 'Phone', 'How did you hear about us?']) {
    expect(within(dialog).getByLabelText(label)).toBeTruthy()
  }
  const optIns = within(dialog).getAllByRole<HTMLInputElement>('checkbox')
  expect(optIns.map((box) => box.checked)).toEqual([false, false])

  fireEvent.click(within(dialog).getByRole('button', { name: 'Download Guide' }))
  expect(await within(dialog).findByText('First name must be at least 2 characters')).toBeTruthy()
  expect(within(dialog).getByText('Please select how you heard about us')).toBeTruthy()
  expect(send).not.toHaveBeenCalled()
  expect(clicks).toEqual([])
})

test('Processing... while sending; then the toast, the dialog closes and the PDF downloads', async () => {
  renderCard()
  const answer = deferred<LeadInsertResult>()
  send.mockReturnValue(answer.promise)
  const dialog = openDialog()
  fillValid(dialog)

  fireEvent.click(within(dialog).getByRole('button', { name: 'Download Guide' }))

  const busy = await within(dialog).findByRole('button', { name: 'Processing...' })
  expect((busy as HTMLButtonElement).disabled).toBe(true)
  await waitFor(() => expect(send).toHaveBeenCalledTimes(1))
  expect(send.mock.calls[0]?.[0]).toMatchObject({
    firstName: 'Ann',
    resourceId: 'hormone-optimization',
    emailOptIn: false,
    smsOptIn: false,
  })
  expect(clicks).toEqual([])

  act(() => {
    answer.resolve({ error: null, status: 201 })
  })

  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  expect(clicks).toEqual([
    { href: '/guides/hormone-optimization.pdf', download: 'hormone-optimization.pdf' },
  ])
  const toast = await screen.findByText('Download Started!')
  expect(toast.closest('[data-slot="toast"]')?.getAttribute('data-variant')).toBe('default')
  // Focus goes back to the button that opened the dialog.
  await waitFor(() =>
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Download Now' })),
  )
})

test('a failure keeps the dialog open with what was typed, and nothing downloads', async () => {
  renderCard()
  send.mockRejectedValue(new TypeError('Failed to fetch'))
  const dialog = openDialog()
  fillValid(dialog)

  fireEvent.click(within(dialog).getByRole('button', { name: 'Download Guide' }))

  const alert = await within(dialog).findByRole('alert')
  expect(alert.textContent).toBe('An unexpected error occurred. Please try again.')
  expect(document.querySelector('[data-slot="toast"]')?.getAttribute('data-variant')).toBe(
    'destructive',
  )
  expect(within(dialog).getByLabelText<HTMLInputElement>('First Name').value).toBe('Ann')
  expect(screen.getByRole('dialog')).toBe(dialog)
  expect(clicks).toEqual([])
})
