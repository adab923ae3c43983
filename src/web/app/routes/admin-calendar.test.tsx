import { fireEvent, screen, waitFor, within } from '@testing-library/react'

import { classListsIn, conflictLog } from '@/test/class-conflicts'
import { setupFakeApi } from '@/test/fake-api'
import { fakeSupabase } from '@/test/fake-supabase'
import { renderWorkspaceRoute } from '@/test/workspace-route'
import type { BookingSetup, CalendarFreeSlot, StaffVisit } from '@shared/booking/staff-booking-wire'

import * as calendarRoute from './admin-calendar'

// The page as the app runs it, its route's loader and action included; the server is faked at
// fetch: each test answers the requests the page makes, and checks what went over the wire
// (method, path, JSON body). The calendar reads the clinic's zone, Chicago, and the clock is
// pinned to Tuesday 24 November 2026, 10:00 there.
vi.mock('@/lib/supabase', () => import('@/test/fake-supabase'))

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
    { id: 'clin-2', name: 'Dr. Ben Okafor', title: 'NP', licensedStates: ['TX'], active: true },
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

/** A free telehealth time of Dr. Ruiz's, 30 minutes from `start`. */
function freeAt(start: string, clinicianId = 'clin-1'): CalendarFreeSlot {
  return {
    id: `sched-${clinicianId}.${Date.parse(start).toString(36)}`,
    start,
    end: new Date(Date.parse(start) + 30 * 60_000).toISOString(),
    clinicianId,
    locationId: null,
    visits: ['phone', 'video'],
    states: ['TX'],
  }
}

const TODAY = calendarUrl('2026-11-24T06:00:00.000Z', '2026-11-25T06:00:00.000Z')

/** Opens a visit's dialog from its button on the grid (named by who, kind, status, when). */
async function openVisit(who: string) {
  fireEvent.click(await screen.findByRole('button', { name: new RegExp(`^${who}, `) }))
  return screen.findByRole('dialog', { name: 'Visit' })
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

test('the week is a time grid on the clinic’s clock: a column a day, a row a half-hour, the zone named once', async () => {
  // Tuesday 23:30 in Chicago is already Wednesday in UTC: it stays on Tuesday, in its row.
  const late = visit('late', '2026-11-25T05:30:00.000Z', {
    patient: { ...visit('x', NOW.toISOString()).patient, firstName: 'Late', lastName: 'Owl' },
  })
  const morning = visit('morning', '2026-11-24T15:00:00.000Z')
  const friday = visit('friday', '2026-11-27T14:00:00.000Z', { visit: 'clinic' })
  // Monday 23 November to Monday 30 November, midnight to midnight in Chicago (UTC-6).
  reply('GET', calendarUrl('2026-11-23T06:00:00.000Z', '2026-11-30T06:00:00.000Z'), {
    status: 200,
    body: { appointments: [late, friday, morning], free: [freeAt('2026-11-25T16:00:00.000Z')] },
  })
  renderCalendar('/admin/calendar?view=week&date=2026-11-25')

  const grid = await screen.findByRole('region', { name: 'Visits and free times' })
  expect(screen.getByText('Times in the clinic’s time zone, Central Standard Time')).toBeTruthy()
  expect(screen.getAllByText(/^Times in /)).toHaveLength(1)
  expect(text(screen.getByRole('heading', { level: 2 }))).toMatch(/^November 23 – 29, 2026$/)

  const headers = within(grid)
    .getAllByRole('columnheader')
    .map((header) => text(header))
  expect(headers).toEqual([
    'Time',
    'Monday, November 23',
    'Tuesday, November 24Today',
    'Wednesday, November 25',
    'Thursday, November 26',
    'Friday, November 27',
    'Saturday, November 28',
    'Sunday, November 29',
  ])
  const rowOf = (button: HTMLElement) => {
    const cell = button.closest('td')!
    const row = cell.closest('tr')!
    return {
      time: text(within(row).getByRole('rowheader')),
      day: headers[[...row.children].indexOf(cell)],
    }
  }
  // Each visit is a button named with who, what kind, its status, day, time and clinician.
  const nine = within(grid).getByRole('button', {
    name: 'Ann Lee, Video, Booked: Tuesday, November 24, 9:00 AM – 9:30 AM, with Dr. Ana Ruiz',
  })
  expect(rowOf(nine)).toEqual({ time: '9:00 AM', day: 'Tuesday, November 24Today' })
  const owl = within(grid).getByRole('button', { name: /^Late Owl, Video, Booked: Tuesday/ })
  expect(rowOf(owl)).toEqual({ time: '11:30 PM', day: 'Tuesday, November 24Today' })
  const clinic = within(grid).getByRole('button', { name: /^Ann Lee, In clinic, Booked: Friday/ })
  expect(rowOf(clinic)).toEqual({ time: '8:00 AM', day: 'Friday, November 27' })
  // A free time is a button too, saying what booking it would be.
  const free = within(grid).getByRole('button', {
    name: 'Book a patient: Wednesday, November 25, 10:00 AM – 10:30 AM, with Dr. Ana Ruiz, Telehealth',
  })
  expect(rowOf(free)).toEqual({ time: '10:00 AM', day: 'Wednesday, November 25' })
  // The rows run from 8:00 AM to the last visit's half-hour.
  const times = within(grid)
    .getAllByRole('rowheader')
    .map((header) => text(header))
  expect(times[0]).toBe('8:00 AM')
  expect(times.at(-1)).toBe('11:30 PM')
  expect(times).toHaveLength(32)
})

test('the day view opens on today; a visit opens its details, the patient linked to People', async () => {
  reply('GET', TODAY, {
    status: 200,
    body: { appointments: [visit('appt-1', '2026-11-24T15:00:00.000Z')], free: [] },
  })
  renderCalendar()

  await screen.findByRole('button', { name: /^Ann Lee/ })
  expect(text(screen.getByRole('heading', { level: 2 }))).toBe('Tuesday, November 24, 2026')
  expect(screen.getByRole('button', { name: 'Day' }).getAttribute('aria-pressed')).toBe('true')
  const dialog = await openVisit('Ann Lee')
  const link = within(dialog).getByRole('link', { name: 'Ann Lee' })
  expect(link.getAttribute('href')).toBe('/admin/people/visit:appt-1')
  expect(dialog.textContent).toContain('Visit: Telehealth video visit')
  expect(dialog.textContent).toContain('Clinician: Dr. Ana Ruiz, MD')
  expect(dialog.textContent).toContain('Place: Telehealth')
  expect(dialog.textContent).toContain('Status: Booked')
  fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }))
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  // The keyboard is back on the visit's button.
  expect(document.activeElement?.getAttribute('data-visit')).toBe('appt-1')
})

test('a day with two clinicians has a column each', async () => {
  reply('GET', TODAY, {
    status: 200,
    body: {
      appointments: [visit('appt-1', '2026-11-24T17:00:00.000Z')],
      free: [freeAt('2026-11-24T17:00:00.000Z', 'clin-2')],
    },
  })
  renderCalendar()
  const grid = await screen.findByRole('region', { name: 'Visits and free times' })
  await waitFor(() =>
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((header) => text(header)),
    ).toEqual(['Time', 'Dr. Ana Ruiz', 'Dr. Ben Okafor']),
  )
  const row = within(grid)
    .getByRole('button', { name: /^Ann Lee/ })
    .closest('tr')!
  expect(
    within(row).getByRole('button', { name: /^Book a patient: .*Dr. Ben Okafor/ }),
  ).toBeTruthy()
})

test('Attended and No-show are offered once a visit has begun; before, Reschedule instead', async () => {
  const begun = visit('appt-1', '2026-11-24T15:00:00.000Z')
  const later = visit('appt-2', '2026-11-24T20:00:00.000Z', {
    patient: { ...begun.patient, firstName: 'Bo', lastName: 'Diaz', email: 'bo@example.com' },
  })
  // After the change the router reads the day again, and shows what the server now holds.
  reply(
    'GET',
    TODAY,
    { status: 200, body: { appointments: [begun, later], free: [] } },
    { status: 200, body: { appointments: [{ ...begun, status: 'fulfilled' }, later], free: [] } },
  )
  reply('POST', '/booking/appointments/appt-1/status', {
    status: 200,
    body: { id: 'appt-1', status: 'fulfilled' },
  })
  renderCalendar()

  // 2:00 PM has not come yet: it can be moved or cancelled, not marked.
  let dialog = await openVisit('Bo Diaz')
  expect(within(dialog).queryByRole('button', { name: /^Attended/ })).toBeNull()
  expect(within(dialog).queryByRole('button', { name: /^No-show/ })).toBeNull()
  expect(within(dialog).getByRole('button', { name: /^Reschedule: Bo Diaz/ })).toBeTruthy()
  fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }))
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())

  dialog = await openVisit('Ann Lee')
  expect(within(dialog).getByRole('button', { name: /^No-show: Ann Lee/ })).toBeTruthy()
  expect(within(dialog).queryByRole('button', { name: /^Reschedule/ })).toBeNull()
  fireEvent.click(within(dialog).getByRole('button', { name: /^Attended: Ann Lee/ }))

  await waitFor(() => expect(dialog.textContent).toContain('Status: Attended'))
  expect(writes()).toEqual([
    {
      method: 'POST',
      url: `${BASE}/booking/appointments/appt-1/status`,
      body: { status: 'fulfilled' },
    },
  ])
  expect(within(dialog).getByRole('button', { name: /^Undo: Attended, Ann Lee/ })).toBeTruthy()
  await waitFor(() =>
    expect(document.activeElement).toBe(within(dialog).getByRole('heading', { level: 3 })),
  )
  // Closed, the page says what changed; the grid shows it too, and the other visit is untouched.
  fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }))
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  expect(text(screen.getAllByRole('status').find((node) => node.textContent)!)).toMatch(
    /^Ann Lee, Tuesday, November 24, 9:00 AM – 9:30 AM: Attended\.$/,
  )
  expect(screen.getByRole('button', { name: /^Ann Lee, Video, Attended/ })).toBeTruthy()
  expect(screen.getByRole('button', { name: /^Bo Diaz, Video, Booked/ })).toBeTruthy()
  expect(calendarTraffic()).toEqual([
    `GET ${TODAY}`,
    'POST /booking/appointments/appt-1/status',
    `GET ${TODAY}`,
  ])
})

test('Cancel visit asks first: keeping it sends nothing, confirming cancels it', async () => {
  const booked = visit('appt-1', '2026-11-24T20:00:00.000Z')
  reply(
    'GET',
    TODAY,
    { status: 200, body: { appointments: [booked], free: [] } },
    {
      status: 200,
      body: {
        appointments: [{ ...booked, status: 'cancelled', cancelledAt: '2026-11-24T16:00:00.000Z' }],
        free: [],
      },
    },
  )
  reply('POST', '/booking/appointments/appt-1/cancel', {
    status: 200,
    body: { id: 'appt-1', status: 'cancelled' },
  })
  renderCalendar()

  const card = await openVisit('Ann Lee')
  const cancelButton = within(card).getByRole('button', { name: /^Cancel visit: Ann Lee/ })
  fireEvent.click(cancelButton)

  let dialog = await screen.findByRole('dialog', { name: 'Cancel this visit?' })
  expect(text(dialog)).toContain('Ann Lee, Tuesday, November 24, 2:00 PM – 2:30 PM.')
  // cn() does not merge classes (lib/cn.ts): none on the page or in the dialog may override another.
  const log = conflictLog()
  log.check('/admin/calendar', classListsIn(document.body))
  expect(log.conflicts).toEqual([])
  fireEvent.click(within(dialog).getByRole('button', { name: 'Keep the visit' }))
  await waitFor(() =>
    expect(screen.queryByRole('dialog', { name: 'Cancel this visit?' })).toBeNull(),
  )
  expect(writes()).toEqual([])
  expect(card.textContent).toContain('Status: Booked')

  fireEvent.click(cancelButton)
  dialog = await screen.findByRole('dialog', { name: 'Cancel this visit?' })
  expect(writes()).toEqual([])
  fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel the visit' }))

  await waitFor(() =>
    expect(screen.queryByRole('dialog', { name: 'Cancel this visit?' })).toBeNull(),
  )
  expect(writes()).toEqual([
    { method: 'POST', url: `${BASE}/booking/appointments/appt-1/cancel`, body: undefined },
  ])
  await waitFor(() => expect(card.textContent).toContain('Status: Cancelled'))
  expect(within(card).queryByRole('button', { name: /Cancel visit|Reschedule/ })).toBeNull()
})

test('a refused cancellation says why in the dialog, and the visit stays booked', async () => {
  // Read again after the refused change too: the server still has it booked.
  always('GET', TODAY, {
    status: 200,
    body: { appointments: [visit('appt-1', '2026-11-24T20:00:00.000Z')], free: [] },
  })
  reply('POST', '/booking/appointments/appt-1/cancel', {
    status: 409,
    body: { message: 'This visit is not booked', code: 'not_booked' },
  })
  renderCalendar()

  const card = await openVisit('Ann Lee')
  fireEvent.click(within(card).getByRole('button', { name: /^Cancel visit/ }))
  const dialog = await screen.findByRole('dialog', { name: 'Cancel this visit?' })
  fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel the visit' }))

  expect((await within(dialog).findByRole('alert')).textContent).toBe('This visit is not booked')
  expect(card.textContent).toContain('Status: Booked')
})

test('Book for a patient on a free time: checked first, then sent; the grid shows the visit', async () => {
  const slot = freeAt('2026-11-24T19:00:00.000Z')
  const booked = visit('new-1', slot.start, {
    patient: {
      firstName: 'Grace',
      lastName: 'Hopper',
      email: 'grace@example.com',
      phone: '(555) 123-4567',
      state: 'TX',
    },
  })
  reply(
    'GET',
    TODAY,
    { status: 200, body: { appointments: [], free: [slot] } },
    { status: 200, body: { appointments: [booked], free: [] } },
  )
  reply('POST', '/booking/appointments', { status: 201, body: { appointment: booked } })
  renderCalendar()

  fireEvent.click(
    await screen.findByRole('button', {
      name: 'Book a patient: Tuesday, November 24, 1:00 PM – 1:30 PM, with Dr. Ana Ruiz, Telehealth',
    }),
  )
  const dialog = await screen.findByRole('dialog', { name: 'Book for a patient' })
  expect(dialog.textContent).toContain('Tuesday, November 24, 1:00 PM – 1:30 PM, with Dr. Ana Ruiz')
  // Sent empty: each field says what it needs, and nothing goes to the server.
  fireEvent.click(within(dialog).getByRole('button', { name: 'Book the visit' }))
  await waitFor(() =>
    expect(within(dialog).getByLabelText('First name').getAttribute('aria-invalid')).toBe('true'),
  )
  expect(
    within(dialog).getByLabelText('State the patient lives in').getAttribute('aria-invalid'),
  ).toBe('true')
  expect(document.activeElement).toBe(within(dialog).getByLabelText('First name'))
  expect(writes()).toEqual([])

  const fill = (label: string, value: string) =>
    fireEvent.change(within(dialog).getByLabelText(label), { target: { value } })
  fill('First name', 'Grace')
  fill('Last name', 'Hopper')
  fill('E-mail', 'grace@example.com')
  fill('Phone', '(555) 123-4567')
  fill('State the patient lives in', 'TX')
  fireEvent.click(within(dialog).getByRole('button', { name: 'Book the visit' }))

  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  const sent = writes()
  expect(sent).toHaveLength(1)
  expect(sent[0]).toMatchObject({
    method: 'POST',
    url: `${BASE}/booking/appointments`,
    body: {
      slot: slot.id,
      visit: 'video',
      state: 'TX',
      firstName: 'Grace',
      lastName: 'Hopper',
      email: 'grace@example.com',
      phone: '(555) 123-4567',
    },
  })
  expect((sent[0]!.body as { idempotencyKey: string }).idempotencyKey).toMatch(/^[\w-]{8,}$/)
  expect(await screen.findByRole('button', { name: /^Grace Hopper, Video, Booked/ })).toBeTruthy()
  expect(text(screen.getAllByRole('status').find((node) => node.textContent)!)).toBe(
    'Grace Hopper is booked: Tuesday, November 24, 1:00 PM – 1:30 PM.',
  )
  expect(screen.queryByRole('button', { name: /^Book a patient/ })).toBeNull()
})

test('a time taken meanwhile is said in the booking dialog', async () => {
  const slot = freeAt('2026-11-24T19:00:00.000Z')
  always('GET', TODAY, { status: 200, body: { appointments: [], free: [slot] } })
  reply('POST', '/booking/appointments', {
    status: 409,
    body: { code: 'slot_taken', message: 'That time was just taken.', next: [] },
  })
  renderCalendar()
  fireEvent.click(await screen.findByRole('button', { name: /^Book a patient/ }))
  const dialog = await screen.findByRole('dialog', { name: 'Book for a patient' })
  const fill = (label: string, value: string) =>
    fireEvent.change(within(dialog).getByLabelText(label), { target: { value } })
  fill('First name', 'Grace')
  fill('Last name', 'Hopper')
  fill('E-mail', 'grace@example.com')
  fill('Phone', '(555) 123-4567')
  fill('State the patient lives in', 'TX')
  fireEvent.click(within(dialog).getByRole('button', { name: 'Book the visit' }))
  expect((await within(dialog).findByRole('alert')).textContent).toBe('That time was just taken.')
})

test('Reschedule offers the clinician’s free times of the same kind, and moves the visit', async () => {
  const booked = visit('appt-1', '2026-11-24T20:00:00.000Z')
  const sameKind = freeAt('2026-11-24T22:00:00.000Z')
  const otherClinician = freeAt('2026-11-24T21:00:00.000Z', 'clin-2')
  const inClinic = {
    ...freeAt('2026-11-24T21:30:00.000Z'),
    locationId: 'loc-1',
    visits: ['clinic' as const],
    states: [],
  }
  reply(
    'GET',
    TODAY,
    { status: 200, body: { appointments: [booked], free: [sameKind, otherClinician, inClinic] } },
    {
      status: 200,
      body: { appointments: [{ ...booked, start: sameKind.start, end: sameKind.end }], free: [] },
    },
  )
  reply('POST', '/booking/appointments/appt-1/reschedule', {
    status: 200,
    body: { appointment: { ...booked, start: sameKind.start, end: sameKind.end } },
  })
  renderCalendar()

  const card = await openVisit('Ann Lee')
  fireEvent.click(within(card).getByRole('button', { name: /^Reschedule: Ann Lee/ }))
  const dialog = await screen.findByRole('dialog', { name: 'Reschedule the visit' })
  const select = within(dialog).getByRole<HTMLSelectElement>('combobox', { name: 'New time' })
  expect(
    within(select)
      .getAllByRole('option')
      .map((option) => text(option)),
  ).toEqual(['Choose a new time', 'Tuesday, November 24, 4:00 PM – 4:30 PM'])
  fireEvent.click(within(dialog).getByRole('button', { name: 'Move the visit' }))
  await waitFor(() => expect(select.getAttribute('aria-invalid')).toBe('true'))
  expect(writes()).toEqual([])

  fireEvent.change(select, { target: { value: sameKind.id } })
  fireEvent.click(within(dialog).getByRole('button', { name: 'Move the visit' }))
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  expect(writes()).toMatchObject([
    {
      method: 'POST',
      url: `${BASE}/booking/appointments/appt-1/reschedule`,
      body: { slot: sameKind.id },
    },
  ])
  const moved = await screen.findByRole('button', {
    name: /^Ann Lee, Video, Booked: Tuesday, November 24, 4:00 PM – 4:30 PM/,
  })
  expect(text(moved.closest('tr')!.querySelector('th')!)).toBe('4:00 PM')
  expect(document.activeElement).toBe(moved)
  expect(text(screen.getAllByRole('status').find((node) => node.textContent)!)).toBe(
    'Ann Lee is moved to Tuesday, November 24, 4:00 PM – 4:30 PM.',
  )
})

test('Next week and the clinician filter read the matching range, and say when it is empty', async () => {
  reply('GET', calendarUrl('2026-11-23T06:00:00.000Z', '2026-11-30T06:00:00.000Z'), {
    status: 200,
    body: { appointments: [], free: [] },
  })
  reply(
    'GET',
    `${calendarUrl('2026-11-23T06:00:00.000Z', '2026-11-30T06:00:00.000Z')}&clinician=clin-1`,
    { status: 200, body: { appointments: [], free: [] } },
  )
  reply(
    'GET',
    `${calendarUrl('2026-11-30T06:00:00.000Z', '2026-12-07T06:00:00.000Z')}&clinician=clin-1`,
    { status: 200, body: { appointments: [], free: [] } },
  )
  renderCalendar('/admin/calendar?view=week')

  await screen.findByRole('region', { name: 'Visits and free times' })
  expect(screen.getAllByText('No visits')).toHaveLength(1)
  fireEvent.change(await screen.findByRole('combobox', { name: 'Clinician' }), {
    target: { value: 'clin-1' },
  })
  fireEvent.click(screen.getByRole('button', { name: 'Next week' }))

  await waitFor(() =>
    expect(text(screen.getByRole('heading', { level: 2 }))).toBe('November 30 – December 6, 2026'),
  )
  await waitFor(() => expect(screen.getAllByText('No visits')).toHaveLength(1))
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
  reply(
    'GET',
    TODAY,
    { status: 200, body: { appointments: [online, inClinic], free: [] } },
    {
      status: 200,
      body: { appointments: [{ ...online, status: 'fulfilled' }, inClinic], free: [] },
    },
  )
  reply('POST', '/booking/appointments/appt-1/status', {
    status: 200,
    body: { id: 'appt-1', status: 'fulfilled' },
  })
  const router = renderCalendar()
  const ann = () => screen.queryByRole('button', { name: /^Ann Lee/ })
  const bo = () => screen.queryByRole('button', { name: /^Bo Diaz/ })

  await waitFor(() => expect(ann()).toBeTruthy())
  expect(bo()).toBeTruthy()
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
  await waitFor(() => expect(ann()).toBeNull())
  expect(bo()).toBeTruthy()
  expect(router.state.location.search).toBe('?place=loc-houston')

  // Telehealth; a visit marked here keeps its new status across the filter.
  fireEvent.change(place, { target: { value: 'telehealth' } })
  await waitFor(() => expect(ann()).toBeTruthy())
  expect(bo()).toBeNull()
  expect(router.state.location.search).toBe('?place=telehealth')
  const card = await openVisit('Ann Lee')
  fireEvent.click(within(card).getByRole('button', { name: /^Attended: Ann Lee/ }))
  await waitFor(() => expect(card.textContent).toContain('Status: Attended'))
  fireEvent.click(within(card).getByRole('button', { name: 'Close' }))

  fireEvent.change(place, { target: { value: '' } })
  await waitFor(() => expect(bo()).toBeTruthy())
  expect(router.state.location.search).toBe('')
  expect(screen.getByRole('button', { name: /^Ann Lee, Video, Attended/ })).toBeTruthy()
  // The place is filtered in the browser: the day was read once, and again only after the change.
  expect(calendarTraffic()).toEqual([
    `GET ${TODAY}`,
    'POST /booking/appointments/appt-1/status',
    `GET ${TODAY}`,
  ])
})

test('a place in the address filters from the first read, and a clinic with no visits says so', async () => {
  reply('GET', TODAY, {
    status: 200,
    body: { appointments: [visit('appt-1', '2026-11-24T15:00:00.000Z')], free: [] },
  })
  renderCalendar('/admin/calendar?place=loc-gone')

  expect(await screen.findByText('No visits')).toBeTruthy()
  expect(screen.queryByRole('button', { name: /^Ann Lee/ })).toBeNull()
  // A clinic /setup does not list stays chosen.
  expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Place' }).value).toBe('loc-gone')
})

test('a refused read says why with a retry, and the retry reads the same days', async () => {
  reply(
    'GET',
    TODAY,
    { status: 503, body: { message: 'The calendar is not available right now' } },
    {
      status: 200,
      body: { appointments: [visit('appt-1', '2026-11-24T15:00:00.000Z')], free: [] },
    },
  )
  renderCalendar()

  expect((await screen.findByRole('alert')).textContent).toContain(
    'The calendar is not available right now',
  )
  fireEvent.click(screen.getByRole('button', { name: 'Try again' }))

  expect(await screen.findByRole('button', { name: /^Ann Lee/ })).toBeTruthy()
  expect(calendarTraffic()).toEqual([`GET ${TODAY}`, `GET ${TODAY}`])
})
