import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'

import { SessionContext } from '@/features/auth/session-provider'
import { appointment, BASE, BOOKING, houston, options, slot } from '@/test/booking-data'
import { setupFakeApi } from '@/test/fake-api'
import { patientOnPublicSite } from '@/test/fake-supabase'
import { sessionValue } from '@/test/session'
import { bookingMessages } from '@shared/booking/booking'

import * as bookRoute from './book'
import * as manageRoute from './book-manage'

vi.mock('@/lib/supabase', () => import('@/test/fake-supabase'))

const api = setupFakeApi()
const { reply } = api.under(BOOKING)
const sent = api.requests
/** Bodies are JSON objects here. */
const writes = () => api.writes<Record<string, unknown> | undefined>()

const ZONE = 'America/Chicago'
// Thursday noon in Chicago: the Friday 9:00 visit may be changed until Friday 5:00.
const NOW = new Date('2026-11-26T18:00:00.000Z')

/**
 * /book/manage's loader, action and page (the zone and the clock pinned), beside /book, whose
 * loader reads the options and the free times.
 */
function renderManage(entry: string, signedIn: boolean | null = false) {
  const router = createMemoryRouter(
    [
      { path: '/book', loader: bookRoute.loader, shouldRevalidate: bookRoute.shouldRevalidate },
      {
        path: '/book/manage',
        loader: manageRoute.loader,
        action: manageRoute.action,
        HydrateFallback: manageRoute.HydrateFallback,
        Component: () => <manageRoute.ManagePage timeZone={ZONE} now={NOW} />,
      },
      { path: '*', element: null },
    ],
    { initialEntries: [entry] },
  )
  const session =
    signedIn === null ? sessionValue({ status: 'loading' }) : sessionValue({ signedIn })
  render(
    <SessionContext value={session}>
      <RouterProvider router={router} />
    </SessionContext>,
  )
}

const visitHeading = () => screen.findByRole('heading', { level: 2, name: 'Your visit' })

beforeEach(() => {
  patientOnPublicSite()
  reply('GET', '/options', { status: 200, body: options })
})

test('the signed link’s fragment opens the booking; Cancel visit asks first, then cancels it', async () => {
  reply('GET', '/appointments/appt-1', {
    status: 200,
    body: { appointment: appointment() },
  })
  renderManage('/book/manage#appointment=appt-1&token=tok-1')

  const heading = await visitHeading()
  expect(screen.getByText('Telehealth video visit')).toBeTruthy()
  expect(screen.getByText('Friday, November 27 at 9:00 AM CT')).toBeTruthy()
  expect(screen.getByText('Dr. Ana Ruiz, MD')).toBeTruthy()
  expect(screen.getByText('Booked')).toBeTruthy()
  expect(
    screen.getByText(
      'You can reschedule or cancel online until Friday, November 27 at 5:00 AM CT.',
    ),
  ).toBeTruthy()
  // The token went to the API in a header: never in a URL, which proxies log.
  const read = sent.find((request) => request.url === `${BASE}/appointments/appt-1`)
  expect(read?.headers['x-booking-token']).toBe('tok-1')
  expect(sent.some((request) => request.url.includes('tok-1'))).toBe(false)

  // The dialog asks first; keeping the visit sends nothing.
  fireEvent.click(screen.getByRole('button', { name: 'Cancel visit' }))
  const dialog = await screen.findByRole('dialog', { name: 'Cancel this visit?' })
  fireEvent.click(within(dialog).getByRole('button', { name: 'Keep my visit' }))
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  expect(writes()).toEqual([])

  const cancelled = appointment({
    status: 'cancelled',
    changeableUntil: null,
    cancelledAt: '2026-11-26T18:00:00.000Z',
  })
  reply('POST', '/appointments/appt-1/cancel', { status: 200, body: { appointment: cancelled } })
  // After the change the router reads the visit again: what is shown is what the server holds.
  reply('GET', '/appointments/appt-1', { status: 200, body: { appointment: cancelled } })
  fireEvent.click(screen.getByRole('button', { name: 'Cancel visit' }))
  fireEvent.click(
    within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel visit' }),
  )

  expect(
    await screen.findByText('Your visit is cancelled. We sent a confirmation to you by e-mail.'),
  ).toBeTruthy()
  expect(screen.getByRole('status').textContent).toBe(
    'Your visit is cancelled. We sent a confirmation to you by e-mail.',
  )
  expect(screen.getByText('This visit was cancelled on Thursday, November 26.')).toBeTruthy()
  expect(screen.getByText('Cancelled')).toBeTruthy()
  expect(screen.queryByRole('button', { name: 'Reschedule' })).toBeNull()
  expect(screen.getByRole('link', { name: 'Book another visit' }).getAttribute('href')).toBe(
    '/book',
  )
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  await waitFor(() => expect(document.activeElement).toBe(heading))
  expect(writes()).toEqual([
    { method: 'POST', url: `${BASE}/appointments/appt-1/cancel`, body: { token: 'tok-1' } },
  ])
})

test('past the cut-off (changeableUntil null): why not, and the phone number, with no actions', async () => {
  reply('GET', '/appointments/appt-1', {
    status: 200,
    body: { appointment: appointment({ changeableUntil: null }) },
  })
  renderManage('/book/manage#appointment=appt-1&token=tok-1')

  expect(await screen.findByText(bookingMessages.pastCutoff(4))).toBeTruthy()
  expect(screen.getByRole('link', { name: 'Call us at (800) 555-0142' })).toBeTruthy()
  expect(screen.queryByRole('button', { name: 'Reschedule' })).toBeNull()
  expect(screen.queryByRole('button', { name: 'Cancel visit' })).toBeNull()
})

test('an unknown or expired link says so', async () => {
  reply('GET', '/appointments/appt-1', {
    status: 404,
    body: { message: bookingMessages.unknownAppointment, code: 'not_found' },
  })
  renderManage('/book/manage#appointment=appt-1&token=old')
  expect((await screen.findByRole('alert')).textContent).toBe(bookingMessages.unknownAppointment)
  expect(screen.queryByRole('heading', { name: 'Your visit' })).toBeNull()
})

test('without a link, a signed-in patient’s ?appointment= opens it with the session', async () => {
  reply('GET', '/appointments/appt-1', { status: 200, body: { appointment: appointment() } })
  renderManage('/book/manage?appointment=appt-1', true)
  expect(await visitHeading()).toBeTruthy()
  expect(sent.map((request) => request.url)).toContain(`${BASE}/appointments/appt-1`)
})

test('a visitor with only ?appointment= is asked to sign in', async () => {
  renderManage('/book/manage?appointment=appt-1', false)
  expect(await screen.findByText('Sign in to see this visit.')).toBeTruthy()
  expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
    `/auth?next=${encodeURIComponent('/book/manage?appointment=appt-1')}`,
  )
  expect(sent.filter((request) => request.url.includes('/appointments'))).toEqual([])
})

test('Reschedule lists the same clinic’s times and moves the visit with a new idempotency key', async () => {
  const inClinic = appointment({ visit: 'clinic', location: houston })
  reply('GET', '/appointments/appt-1', {
    status: 200,
    body: { appointment: inClinic },
  })
  renderManage('/book/manage#appointment=appt-1&token=tok-1')
  await visitHeading()

  const saturday = slot('s-sat-10', '2026-11-28T16:00:00.000Z', houston)
  reply('GET', '/slots?visit=clinic&location=houston&from=2026-11-26&days=7', {
    status: 200,
    body: { slots: [saturday], nextFrom: null },
  })
  fireEvent.click(screen.getByRole('button', { name: 'Reschedule' }))
  const pick = await screen.findByRole('heading', { level: 2, name: 'Choose a new time' })
  await waitFor(() => expect(document.activeElement).toBe(pick))
  fireEvent.click(await screen.findByRole('button', { name: /^10:00 AM, Saturday, November 28/ }))

  const confirm = await screen.findByRole('heading', { level: 2, name: 'Move your visit?' })
  await waitFor(() => expect(document.activeElement).toBe(confirm))
  expect(
    screen.getByText('New time: Saturday, November 28 at 10:00 AM CT with Dr. Ana Ruiz, MD.'),
  ).toBeTruthy()

  const moved = { ...inClinic, start: saturday.start, end: saturday.end }
  reply('POST', '/appointments/appt-1/reschedule', { status: 200, body: { appointment: moved } })
  // After the change the router reads the visit again: what is shown is what the server holds.
  reply('GET', '/appointments/appt-1', { status: 200, body: { appointment: moved } })
  fireEvent.click(screen.getByRole('button', { name: 'Move my visit' }))

  expect(
    await screen.findByText('Your visit is moved. We sent the new time to you by e-mail.'),
  ).toBeTruthy()
  expect(screen.getByText('Saturday, November 28 at 10:00 AM CT')).toBeTruthy()
  expect(screen.getByText('Houston clinic, 1200 Main St, Houston, TX')).toBeTruthy()
  expect(screen.queryByRole('heading', { name: 'Move your visit?' })).toBeNull()
  const [move] = writes()
  expect(move).toEqual({
    method: 'POST',
    url: `${BASE}/appointments/appt-1/reschedule`,
    body: { token: 'tok-1', slot: 's-sat-10', idempotencyKey: expect.any(String) as string },
  })
})

test('a move to a time inside the cut-off still says it moved, then offers no further change', async () => {
  const inClinic = appointment({ visit: 'clinic', location: houston })
  reply('GET', '/appointments/appt-1', { status: 200, body: { appointment: inClinic } })
  renderManage('/book/manage#appointment=appt-1&token=tok-1')
  await visitHeading()

  // Two hours from NOW: bookable, but already past the cut-off once booked.
  const soon = slot('s-thu-2', '2026-11-26T20:00:00.000Z', houston)
  reply('GET', '/slots?visit=clinic&location=houston&from=2026-11-26&days=7', {
    status: 200,
    body: { slots: [soon], nextFrom: null },
  })
  fireEvent.click(screen.getByRole('button', { name: 'Reschedule' }))
  fireEvent.click(await screen.findByRole('button', { name: /^2:00 PM, Thursday, November 26/ }))
  await screen.findByRole('heading', { level: 2, name: 'Move your visit?' })

  const moved = { ...inClinic, start: soon.start, end: soon.end, changeableUntil: null }
  reply('POST', '/appointments/appt-1/reschedule', { status: 200, body: { appointment: moved } })
  reply('GET', '/appointments/appt-1', { status: 200, body: { appointment: moved } })
  fireEvent.click(screen.getByRole('button', { name: 'Move my visit' }))

  expect(
    await screen.findByText('Your visit is moved. We sent the new time to you by e-mail.'),
  ).toBeTruthy()
  expect(screen.getByText(bookingMessages.pastCutoff(4))).toBeTruthy()
  expect(screen.queryByRole('button', { name: 'Reschedule' })).toBeNull()
  expect(screen.queryByRole('heading', { name: 'Move your visit?' })).toBeNull()
})

test('the link mailed for a pending visit confirms it when opened, and says so', async () => {
  reply('POST', '/appointments/appt-1/confirm', {
    status: 200,
    body: { appointment: appointment() },
  })
  renderManage('/book/manage#appointment=appt-1&token=tok-1&confirm=conf-1')

  await visitHeading()
  expect(
    await screen.findByText(
      'Your visit is confirmed. We sent the details and a calendar invitation to you by e-mail.',
    ),
  ).toBeTruthy()
  expect(screen.getByText('Booked')).toBeTruthy()
  // Both tokens in the body, never in a URL.
  expect(writes()).toEqual([
    {
      method: 'POST',
      url: `${BASE}/appointments/appt-1/confirm`,
      body: { token: 'tok-1', confirmToken: 'conf-1' },
    },
  ])
  expect(sent.some((request) => request.url.includes('conf-1'))).toBe(false)
})

test('a pending visit opened without its confirmation says what it waits for, and offers no change', async () => {
  reply('GET', '/appointments/appt-1', {
    status: 200,
    body: {
      appointment: appointment({
        status: 'pending',
        changeableUntil: null,
        confirmBy: '2026-11-26T19:00:00.000Z',
      }),
    },
  })
  renderManage('/book/manage#appointment=appt-1&token=tok-1')

  await visitHeading()
  expect(screen.getByText('Waiting for your confirmation')).toBeTruthy()
  expect(
    screen.getByText(
      'This visit waits for your confirmation: open the link in the e-mail we sent you by Thursday, November 26 at 1:00 PM CT.',
    ),
  ).toBeTruthy()
  expect(screen.queryByRole('button', { name: 'Reschedule' })).toBeNull()
})

test('a confirmation link opened after its hold ended says the time was released', async () => {
  reply('POST', '/appointments/appt-1/confirm', {
    status: 409,
    body: { code: 'hold_expired', message: bookingMessages.holdExpired },
  })
  // Another link than the one confirmed above: a tab confirms each link once (readVisit).
  renderManage('/book/manage#appointment=appt-1&token=tok-1&confirm=conf-2')

  expect((await screen.findByRole('alert')).textContent).toBe(bookingMessages.holdExpired)
  expect(screen.getByRole('link', { name: 'Book a visit' }).getAttribute('href')).toBe('/book')
})
