import { fireEvent, screen, waitFor, within } from '@testing-library/react'

import type * as CalendarTime from '@/features/workspace/booking/calendar-time'
import { classListsIn, conflictLog } from '@/test/class-conflicts'
import { setupFakeApi } from '@/test/fake-api'
import { fakeSupabase } from '@/test/fake-supabase'
import { renderWorkspaceRoute } from '@/test/workspace-route'
import type { BookingSetup, StaffVisit } from '@shared/booking/staff-booking-wire'

import * as calendarRoute from './admin-calendar'

// The page as the app runs it, its route's loader and action included; the server is faked at
// fetch: each test answers the requests the page makes, and checks what went over the wire
// (method, path, JSON body). The viewer's zone is pinned to Chicago, and the clock to Tuesday
// 24 November 2026, 10:00 there.
vi.mock('@/lib/supabase', () => import('@/test/fake-supabase'))
vi.mock('@/features/workspace/booking/calendar-time', async (original) => ({
  ...(await original<typeof CalendarTime>()),
  viewerTimeZone: () => 'America/Chicago',
}))

const api = setupFakeApi()
const { reply, always } = api.under('/staff/v1')

const BASE = 'http://127.0.0.1:3000/staff/v1'
const ZONE = 'America/Chicago'
const NOW = new Date('2026-11-24T16:00:00.000Z')

function calendarUrl(from: string, to: string) {
  return `/booking/calendar?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`
}

const setup: BookingSetup = {
  locations: [],
  clinicians: [
    { id: 'clin-1', name: 'Dr. Ana Ruiz', title: 'MD', licensedStates: ['TX'], active: true },
  ],
  schedules: [],
  exceptions: [],
}

function visit(id: string, start: string, changes: Partial<StaffVisit> = {}): StaffVisit {
  const end = new Date(Date.parse(start) + 30 * 60_000).toISOString()
  return {
    id,
    status: 'booked',
    visit: 'video',
    start,
    end,
    clinician: { name: 'Dr. Ana Ruiz', title: 'MD' },
    location: { id: 'telehealth', name: 'Telehealth', address: '', timeZone: ZONE },
    changeableUntil: null,
    createdAt: '2026-11-01T12:00:00.000Z',
    cancelledAt: null,
    confirmBy: null,
    clinicianId: 'clin-1',
    patient: {
      firstName: 'Ann',
      lastName: 'Lee',
      email: 'ann@example.com',
      phone: '(512) 555-0100',
      state: 'TX',
    },
    state: 'TX',
    consultationId: null,
    ...changes,
  }
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(NOW)
  fakeSupabase.reset()
  // Read with the visits each time the loader runs: the filters' clinics and clinicians.
  always('GET', '/booking/setup', { status: 200, body: setup })
})

afterEach(() => {
  vi.useRealTimers()
})

function renderCalendar(entry = '/admin/calendar') {
  return renderWorkspaceRoute(calendarRoute, entry, { path: '/admin/calendar' })
}

const writes = () => api.sent().filter((request) => request.method !== 'GET')
/** The calendar reads and the writes, in the order sent (the /setup read beside each is left out). */
const calendarTraffic = () =>
  api
    .sent()
    .filter((request) => !request.url.endsWith('/booking/setup'))
    .map((request) => `${request.method} ${request.url.slice(BASE.length)}`)
/** Intl puts a narrow no-break space before AM and PM; read it as a space. */
const text = (element: Element) => (element.textContent ?? '').replace(/\s/g, ' ')

test('the week groups visits by the viewer’s day, not by UTC, and names the zone once', async () => {
  // Tuesday 23:30 in Chicago is already Wednesday in UTC; the server lists by start, but the
  // page must not rely on it.
  const late = visit('late', '2026-11-25T05:30:00.000Z', {
    patient: { ...visit('x', NOW.toISOString()).patient, firstName: 'Late', lastName: 'Owl' },
  })
  const morning = visit('morning', '2026-11-24T15:00:00.000Z')
  const friday = visit('friday', '2026-11-27T14:00:00.000Z', { visit: 'clinic' })
  // Monday 23 November to Monday 30 November, midnight to midnight in Chicago (UTC-6).
  reply('GET', calendarUrl('2026-11-23T06:00:00.000Z', '2026-11-30T06:00:00.000Z'), {
    status: 200,
    body: { appointments: [late, friday, morning] },
  })
  renderCalendar('/admin/calendar?view=week&date=2026-11-25')

  const days = await screen.findByRole('region', { name: 'Days' })
  expect(screen.getByText('Times in Central Standard Time')).toBeTruthy()
  expect(screen.getAllByText(/^Times in /)).toHaveLength(1)
  expect(text(screen.getByRole('heading', { level: 2 }))).toMatch(/^November 23 – 29, 2026$/)

  const columns = within(days)
    .getAllByRole('listitem')
    .filter((item) => item.dataset.day)
  expect(columns.map((column) => column.dataset.day)).toEqual([
    '2026-11-23',
    '2026-11-24',
    '2026-11-25',
    '2026-11-26',
    '2026-11-27',
    '2026-11-28',
    '2026-11-29',
  ])
  const [monday, tuesday, wednesday, , fridayColumn] = columns
  expect(within(monday!).getByRole('heading', { level: 3 }).textContent).toBe('Monday, November 23')
  expect(monday!.textContent).toContain('0 visits')
  expect(within(monday!).getByText('No visits')).toBeTruthy()
  expect(within(tuesday!).getByRole('heading', { level: 3 }).textContent).toBe(
    'Tuesday, November 24 (Today)',
  )
  expect(tuesday!.textContent).toContain('2 visits')
  // In time order on the Chicago clock: 9:00 AM, then 11:30 PM.
  expect(
    within(tuesday!)
      .getAllByRole('heading', { level: 4 })
      .map((heading) => text(heading)),
  ).toEqual(['9:00 AM – 9:30 AM', '11:30 PM – 12:00 AM'])
  expect(within(tuesday!).getByRole('link', { name: 'Late Owl' })).toBeTruthy()
  expect(within(wednesday!).getByText('No visits')).toBeTruthy()
  expect(
    within(fridayColumn!)
      .getAllByRole('heading', { level: 4 })
      .map((heading) => text(heading)),
  ).toEqual(['8:00 AM – 8:30 AM'])
  expect(fridayColumn!.textContent).toContain('Visit in clinic')

  expect(
    api
      .sent()
      .filter((request) => request.method === 'GET')
      .map((request) => request.url),
  ).toEqual(
    expect.arrayContaining([
      `${BASE}${calendarUrl('2026-11-23T06:00:00.000Z', '2026-11-30T06:00:00.000Z')}`,
    ]),
  )
})

test('the day view opens on today, and each visit names the patient, linked to People', async () => {
  reply('GET', calendarUrl('2026-11-24T06:00:00.000Z', '2026-11-25T06:00:00.000Z'), {
    status: 200,
    body: { appointments: [visit('appt-1', '2026-11-24T15:00:00.000Z')] },
  })
  renderCalendar()

  const link = await screen.findByRole('link', { name: 'Ann Lee' })
  expect(link.getAttribute('href')).toBe('/admin/people?email=ann%40example.com')
  expect(text(screen.getByRole('heading', { level: 2 }))).toBe('Tuesday, November 24, 2026')
  const card = link.closest('li')!
  expect(card.textContent).toContain('Visit: Telehealth video visit')
  expect(card.textContent).toContain('Clinician: Dr. Ana Ruiz, MD')
  expect(card.textContent).toContain('Place: Telehealth')
  expect(card.textContent).toContain('Status: Booked')
  expect(screen.getByRole('button', { name: 'Day' }).getAttribute('aria-pressed')).toBe('true')
})

test('Attended sends the status and updates the visit, focusing it; No-show waits for its start', async () => {
  const begun = visit('appt-1', '2026-11-24T15:00:00.000Z')
  const later = visit('appt-2', '2026-11-24T20:00:00.000Z', {
    patient: { ...begun.patient, firstName: 'Bo', lastName: 'Diaz', email: 'bo@example.com' },
  })
  // After the change the router reads the day again, and shows what the server now holds.
  reply(
    'GET',
    calendarUrl('2026-11-24T06:00:00.000Z', '2026-11-25T06:00:00.000Z'),
    { status: 200, body: { appointments: [begun, later] } },
    { status: 200, body: { appointments: [{ ...begun, status: 'fulfilled' }, later] } },
  )
  reply('POST', '/booking/appointments/appt-1/status', {
    status: 200,
    body: { id: 'appt-1', status: 'fulfilled' },
  })
  renderCalendar()

  const first = (await screen.findByRole('link', { name: 'Ann Lee' })).closest('li')!
  const second = screen.getByRole('link', { name: 'Bo Diaz' }).closest('li')!
  expect(within(first).getByRole('button', { name: /^No-show: Ann Lee/ })).toBeTruthy()
  // 2:00 PM has not come yet: it can be marked attended or cancelled, not a no-show.
  expect(within(second).queryByRole('button', { name: /^No-show/ })).toBeNull()
  expect(within(second).getByRole('button', { name: /^Attended: Bo Diaz/ })).toBeTruthy()

  fireEvent.click(within(first).getByRole('button', { name: /^Attended: Ann Lee/ }))

  await waitFor(() => expect(first.textContent).toContain('Status: Attended'))
  expect(writes()).toEqual([
    {
      method: 'POST',
      url: `${BASE}/booking/appointments/appt-1/status`,
      body: { status: 'fulfilled' },
    },
  ])
  expect(within(first).queryByRole('button', { name: /^Attended/ })).toBeNull()
  expect(within(first).getByRole('button', { name: /^Undo: Attended, Ann Lee/ })).toBeTruthy()
  await waitFor(() =>
    expect(document.activeElement).toBe(within(first).getByRole('heading', { level: 3 })),
  )
  expect(text(screen.getAllByRole('status').find((node) => node.textContent)!)).toMatch(
    /^Ann Lee, Tuesday, November 24, 9:00 AM – 9:30 AM: Attended\.$/,
  )
  // The other visit is untouched.
  expect(second.textContent).toContain('Status: Booked')
  expect(calendarTraffic()).toEqual([
    `GET ${calendarUrl('2026-11-24T06:00:00.000Z', '2026-11-25T06:00:00.000Z')}`,
    'POST /booking/appointments/appt-1/status',
    `GET ${calendarUrl('2026-11-24T06:00:00.000Z', '2026-11-25T06:00:00.000Z')}`,
  ])
})

test('Cancel visit asks first: keeping it sends nothing, confirming cancels it', async () => {
  const booked = visit('appt-1', '2026-11-24T20:00:00.000Z')
  reply(
    'GET',
    calendarUrl('2026-11-24T06:00:00.000Z', '2026-11-25T06:00:00.000Z'),
    { status: 200, body: { appointments: [booked] } },
    {
      status: 200,
      body: {
        appointments: [{ ...booked, status: 'cancelled', cancelledAt: '2026-11-24T16:00:00.000Z' }],
      },
    },
  )
  reply('POST', '/booking/appointments/appt-1/cancel', {
    status: 200,
    body: { id: 'appt-1', status: 'cancelled' },
  })
  renderCalendar()

  const card = (await screen.findByRole('link', { name: 'Ann Lee' })).closest('li')!
  const cancelButton = within(card).getByRole('button', { name: /^Cancel visit: Ann Lee/ })
  fireEvent.click(cancelButton)

  let dialog = await screen.findByRole('dialog', { name: 'Cancel this visit?' })
  expect(text(dialog)).toContain('Ann Lee, Tuesday, November 24, 2:00 PM – 2:30 PM.')
  // cn() does not merge classes (lib/cn.ts): none on the page or in the dialog may override another.
  const log = conflictLog()
  log.check('/admin/calendar', classListsIn(document.body))
  expect(log.conflicts).toEqual([])
  fireEvent.click(within(dialog).getByRole('button', { name: 'Keep the visit' }))
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  expect(writes()).toEqual([])
  expect(card.textContent).toContain('Status: Booked')

  fireEvent.click(cancelButton)
  dialog = await screen.findByRole('dialog', { name: 'Cancel this visit?' })
  expect(writes()).toEqual([])
  fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel the visit' }))

  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  expect(writes()).toEqual([
    { method: 'POST', url: `${BASE}/booking/appointments/appt-1/cancel`, body: undefined },
  ])
  expect(card.textContent).toContain('Status: Cancelled')
  expect(within(card).queryByRole('button')).toBeNull()
  await waitFor(() =>
    expect(document.activeElement).toBe(within(card).getByRole('heading', { level: 3 })),
  )
})

test('a refused cancellation says why in the dialog, and the visit stays booked', async () => {
  // Read again after the refused change too: the server still has it booked.
  always('GET', calendarUrl('2026-11-24T06:00:00.000Z', '2026-11-25T06:00:00.000Z'), {
    status: 200,
    body: { appointments: [visit('appt-1', '2026-11-24T20:00:00.000Z')] },
  })
  reply('POST', '/booking/appointments/appt-1/cancel', {
    status: 409,
    body: { message: 'This visit is not booked', code: 'not_booked' },
  })
  renderCalendar()

  const card = (await screen.findByRole('link', { name: 'Ann Lee' })).closest('li')!
  fireEvent.click(within(card).getByRole('button', { name: /^Cancel visit/ }))
  const dialog = await screen.findByRole('dialog', { name: 'Cancel this visit?' })
  fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel the visit' }))

  expect((await within(dialog).findByRole('alert')).textContent).toBe('This visit is not booked')
  expect(card.textContent).toContain('Status: Booked')
})

test('Next week and the clinician filter read the matching range, and say when it is empty', async () => {
  reply('GET', calendarUrl('2026-11-23T06:00:00.000Z', '2026-11-30T06:00:00.000Z'), {
    status: 200,
    body: { appointments: [] },
  })
  reply(
    'GET',
    `${calendarUrl('2026-11-23T06:00:00.000Z', '2026-11-30T06:00:00.000Z')}&clinician=clin-1`,
    { status: 200, body: { appointments: [] } },
  )
  reply(
    'GET',
    `${calendarUrl('2026-11-30T06:00:00.000Z', '2026-12-07T06:00:00.000Z')}&clinician=clin-1`,
    { status: 200, body: { appointments: [] } },
  )
  renderCalendar('/admin/calendar?view=week')

  await screen.findByRole('region', { name: 'Days' })
  expect(screen.getAllByText('No visits')).toHaveLength(7)
  fireEvent.change(await screen.findByRole('combobox', { name: 'Clinician' }), {
    target: { value: 'clin-1' },
  })
  fireEvent.click(screen.getByRole('button', { name: 'Next week' }))

  await waitFor(() =>
    expect(text(screen.getByRole('heading', { level: 2 }))).toBe('November 30 – December 6, 2026'),
  )
  await waitFor(() => expect(screen.getAllByText('No visits')).toHaveLength(7))
  expect(calendarTraffic().at(-1)).toBe(
    `GET ${calendarUrl('2026-11-30T06:00:00.000Z', '2026-12-07T06:00:00.000Z')}&clinician=clin-1`,
  )
})

test('the place filter shows telehealth or one clinic, keeps it in the address, and reads nothing again', async () => {
  const houston = {
    id: 'loc-houston',
    name: 'Houston clinic',
    address: '1200 Main St, Houston, TX',
  }
  always('GET', '/booking/setup', {
    status: 200,
    body: {
      ...setup,
      locations: [
        { ...houston, state: 'TX', timeZone: ZONE, active: true },
        {
          id: 'loc-dallas',
          name: 'Dallas clinic',
          address: '1 Elm St, Dallas, TX',
          state: 'TX',
          timeZone: ZONE,
          active: false,
        },
      ],
    } satisfies BookingSetup,
  })
  const online = visit('appt-1', '2026-11-24T15:00:00.000Z')
  const inClinic = visit('appt-2', '2026-11-24T20:00:00.000Z', {
    visit: 'clinic',
    location: { ...houston, timeZone: ZONE },
    patient: { ...online.patient, firstName: 'Bo', lastName: 'Diaz', email: 'bo@example.com' },
  })
  const day = calendarUrl('2026-11-24T06:00:00.000Z', '2026-11-25T06:00:00.000Z')
  reply(
    'GET',
    day,
    { status: 200, body: { appointments: [online, inClinic] } },
    { status: 200, body: { appointments: [{ ...online, status: 'fulfilled' }, inClinic] } },
  )
  reply('POST', '/booking/appointments/appt-1/status', {
    status: 200,
    body: { id: 'appt-1', status: 'fulfilled' },
  })
  const router = renderCalendar()

  expect(await screen.findByRole('link', { name: 'Ann Lee' })).toBeTruthy()
  expect(screen.getByRole('link', { name: 'Bo Diaz' })).toBeTruthy()
  const place = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Place' })
  await waitFor(() =>
    expect(
      within(place)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All places', 'Telehealth', 'Houston clinic', 'Dallas clinic (inactive)']),
  )

  // One clinic: its visits only, and the address says so.
  fireEvent.change(place, { target: { value: 'loc-houston' } })
  await waitFor(() => expect(screen.queryByRole('link', { name: 'Ann Lee' })).toBeNull())
  expect(screen.getByRole('link', { name: 'Bo Diaz' })).toBeTruthy()
  expect(router.state.location.search).toBe('?place=loc-houston')

  // Telehealth; a visit marked here keeps its new status across the filter.
  fireEvent.change(place, { target: { value: 'telehealth' } })
  const card = (await screen.findByRole('link', { name: 'Ann Lee' })).closest('li')!
  expect(screen.queryByRole('link', { name: 'Bo Diaz' })).toBeNull()
  expect(router.state.location.search).toBe('?place=telehealth')
  fireEvent.click(within(card).getByRole('button', { name: /^Attended: Ann Lee/ }))
  await waitFor(() => expect(card.textContent).toContain('Status: Attended'))

  fireEvent.change(place, { target: { value: '' } })
  expect(await screen.findByRole('link', { name: 'Bo Diaz' })).toBeTruthy()
  expect(router.state.location.search).toBe('')
  expect(screen.getByRole('link', { name: 'Ann Lee' }).closest('li')!.textContent).toContain(
    'Status: Attended',
  )
  // The place is filtered in the browser: the day was read once, and again only after the change.
  expect(calendarTraffic()).toEqual([
    `GET ${day}`,
    'POST /booking/appointments/appt-1/status',
    `GET ${day}`,
  ])
})

test('a place in the address filters from the first read, and a clinic with no visits says so', async () => {
  reply('GET', calendarUrl('2026-11-24T06:00:00.000Z', '2026-11-25T06:00:00.000Z'), {
    status: 200,
    body: { appointments: [visit('appt-1', '2026-11-24T15:00:00.000Z')] },
  })
  renderCalendar('/admin/calendar?place=loc-gone')

  expect(await screen.findByText('No visits')).toBeTruthy()
  expect(screen.queryByRole('link', { name: 'Ann Lee' })).toBeNull()
  // A clinic /setup does not list stays chosen.
  expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Place' }).value).toBe('loc-gone')
})

test('a refused read says why with a retry, and the retry reads the same days', async () => {
  const day = calendarUrl('2026-11-24T06:00:00.000Z', '2026-11-25T06:00:00.000Z')
  reply(
    'GET',
    day,
    { status: 503, body: { message: 'The calendar is not available right now' } },
    { status: 200, body: { appointments: [visit('appt-1', '2026-11-24T15:00:00.000Z')] } },
  )
  renderCalendar()

  expect((await screen.findByRole('alert')).textContent).toContain(
    'The calendar is not available right now',
  )
  fireEvent.click(screen.getByRole('button', { name: 'Try again' }))

  expect(await screen.findByRole('link', { name: 'Ann Lee' })).toBeTruthy()
  expect(calendarTraffic()).toEqual([`GET ${day}`, `GET ${day}`])
})
