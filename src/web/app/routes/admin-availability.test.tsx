import { fireEvent, screen, waitFor, within } from '@testing-library/react'

import type * as CalendarTime from '@/features/workspace/booking/calendar-time'
import { classListsIn, conflictLog } from '@/test/class-conflicts'
import { setupFakeApi } from '@/test/fake-api'
import { fakeSupabase } from '@/test/fake-supabase'
import { renderWorkspaceRoute } from '@/test/workspace-route'
import { validateWeeklyHours } from '@shared/booking/slots'
import type { BookingSetup } from '@shared/booking/staff-booking-wire'

import * as availabilityRoute from './admin-availability'

// The page as the app runs it, its route's loader and action included; the server is faked at
// fetch: each test answers the requests the page makes, and checks what went over the wire
// (method, path, JSON body). The viewer's zone is pinned to New York.
vi.mock('@/lib/supabase', () => import('@/test/fake-supabase'))
vi.mock('@/features/workspace/booking/calendar-time', async (original) => ({
  ...(await original<typeof CalendarTime>()),
  viewerTimeZone: () => 'America/New_York',
}))

const api = setupFakeApi()
const { reply, always } = api.under('/staff/v1')

const BASE = 'http://127.0.0.1:3000/staff/v1'

/** A clinic in Denver, so hours kept in its zone differ from the form's Chicago default. */
const setup: BookingSetup = {
  locations: [
    {
      id: 'loc-1',
      name: 'Renew Medical Denver',
      address: '1600 Glenarm Place, Denver',
      state: 'CO',
      timeZone: 'America/Denver',
      active: true,
    },
  ],
  clinicians: [
    { id: 'clin-1', name: 'Dr. Ana Ruiz', title: 'MD', licensedStates: ['TX'], active: true },
  ],
  schedules: [],
  exceptions: [],
}

beforeEach(() => {
  fakeSupabase.reset()
})

function renderAvailability(url = '/admin/availability') {
  return renderWorkspaceRoute(availabilityRoute, url)
}

const writes = () => api.sent().filter((request) => request.method !== 'GET')
const section = (name: string) => screen.getByRole('region', { name })
const hoursForm = () =>
  within(section('Weekly hours')).getByRole('form', { name: 'Add weekly hours' })

/** Adds a window on `day` and types its times. */
function addWindow(form: HTMLElement, day: string, start: string, end: string) {
  fireEvent.click(within(form).getByRole('button', { name: `Add hours: ${day}` }))
  const windows = within(form).getAllByRole('group', { name: new RegExp(`^${day}, hours`) })
  const added = windows.at(-1)!
  fireEvent.change(within(added).getByLabelText('From'), { target: { value: start } })
  fireEvent.change(within(added).getByLabelText('Until'), { target: { value: end } })
}

test('overlapping hours are refused with the server’s own words, and nothing is sent', async () => {
  reply('GET', '/booking/setup', { status: 200, body: setup })
  renderAvailability()
  await screen.findByRole('region', { name: 'Weekly hours' })
  const form = hoursForm()

  fireEvent.change(within(form).getByRole('combobox', { name: 'Clinician' }), {
    target: { value: 'clin-1' },
  })
  addWindow(form, 'Monday', '09:00', '12:00')
  addWindow(form, 'Monday', '11:30', '14:00')
  fireEvent.click(within(form).getByRole('button', { name: 'Save hours' }))

  const alert = await within(form).findByRole('alert')
  const shared = validateWeeklyHours([
    { weekday: 1, start: '09:00', end: '12:00' },
    { weekday: 1, start: '11:30', end: '14:00' },
  ])
  expect(shared).toBe('On Monday, the hours 09:00–12:00 and 11:30–14:00 overlap.')
  expect(alert.textContent).toBe(shared)
  await waitFor(() => expect(document.activeElement).toBe(alert))
  expect(writes()).toEqual([])
})

test('a new schedule at a clinic sends its hours in the clinic’s zone, then reloads and says Saved', async () => {
  const saved = {
    ...setup,
    schedules: [
      {
        id: 'sched-1',
        clinicianId: 'clin-1',
        locationId: 'loc-1',
        timeZone: 'America/Denver',
        slotMinutes: 20,
        bufferMinutes: 10,
        hours: [{ weekday: 1, start: '09:00', end: '12:00' }],
        active: true,
      },
    ],
  } satisfies BookingSetup
  reply('GET', '/booking/setup', { status: 200, body: setup }, { status: 200, body: saved })
  reply('POST', '/booking/schedules', { status: 201, body: { id: 'sched-1' } })
  const router = renderAvailability()
  await screen.findByRole('region', { name: 'Weekly hours' })
  const form = hoursForm()

  fireEvent.change(within(form).getByRole('combobox', { name: 'Clinician' }), {
    target: { value: 'clin-1' },
  })
  // The clinician chosen is in the address, in place of the entry, and nothing is read for it.
  await waitFor(() => expect(router.state.location.search).toBe('?clinician=clin-1'))
  expect(router.state.historyAction).toBe('REPLACE')
  expect(api.sent()).toHaveLength(1)
  fireEvent.change(within(form).getByRole('combobox', { name: 'Place' }), {
    target: { value: 'loc-1' },
  })
  // A clinic's hours keep the clinic's zone: no zone to choose, and the form says which.
  expect(within(form).queryByRole('combobox', { name: 'Time zone of these hours' })).toBeNull()
  expect(form.textContent).toContain(
    'The hours are in the clinic’s time zone, Mountain Time (America/Denver).',
  )
  fireEvent.click(within(form).getByRole('radio', { name: '20 minutes' }))
  fireEvent.change(within(form).getByLabelText('Break after each visit (minutes)'), {
    target: { value: '10' },
  })
  addWindow(form, 'Wednesday', '08:00', '12:00')
  addWindow(form, 'Monday', '13:00', '17:00')
  addWindow(form, 'Monday', '17:30', '19:00')
  fireEvent.click(within(form).getByRole('button', { name: 'Save hours' }))

  expect(await within(form).findByText('Saved')).toBeTruthy()
  expect(writes()).toEqual([
    {
      method: 'POST',
      url: `${BASE}/booking/schedules`,
      body: {
        clinicianId: 'clin-1',
        locationId: 'loc-1',
        timeZone: 'America/Denver',
        slotMinutes: 20,
        bufferMinutes: 10,
        hours: [
          { weekday: 1, start: '13:00', end: '17:00' },
          { weekday: 1, start: '17:30', end: '19:00' },
          { weekday: 3, start: '08:00', end: '12:00' },
        ],
        active: true,
      },
    },
  ])
  // /setup is read again, and the new schedule is listed; the form starts afresh for the same
  // clinician's next hours.
  await waitFor(() =>
    expect(section('Weekly hours').textContent).toContain('Dr. Ana Ruiz · Renew Medical Denver'),
  )
  expect(api.sent().filter((request) => request.url === `${BASE}/booking/setup`)).toHaveLength(2)
  expect(within(form).getByText('Saved').getAttribute('role')).toBe('status')
  expect(within(form).getByRole<HTMLSelectElement>('combobox', { name: 'Clinician' }).value).toBe(
    'clin-1',
  )
  expect(within(form).getByRole<HTMLSelectElement>('combobox', { name: 'Place' }).value).toBe(
    'telehealth',
  )
  expect(within(form).getAllByText('Closed')).toHaveLength(7)
  expect(router.state.location.search).toBe('?clinician=clin-1')
  expect(document.activeElement).toBe(
    within(form).getByRole('heading', { name: 'Add weekly hours' }),
  )
  // cn() does not merge classes (lib/cn.ts): none of the page's may override another.
  const log = conflictLog()
  log.check('/admin/availability', classListsIn(document.body))
  expect(log.conflicts).toEqual([])
})

test('a day’s hours are copied to the days ticked, then saved as any hours, for the clinician the address names', async () => {
  always('GET', '/booking/setup', { status: 200, body: setup })
  reply('POST', '/booking/schedules', { status: 201, body: { id: 'sched-1' } })
  renderAvailability('/admin/availability?clinician=clin-1')
  await screen.findByRole('region', { name: 'Weekly hours' })
  const form = hoursForm()
  expect(within(form).getByRole<HTMLSelectElement>('combobox', { name: 'Clinician' }).value).toBe(
    'clin-1',
  )
  // A closed day has nothing to copy.
  expect(within(form).queryByRole('button', { name: 'Copy to…: Monday' })).toBeNull()
  addWindow(form, 'Monday', '09:00', '12:00')
  addWindow(form, 'Monday', '13:00', '17:00')
  addWindow(form, 'Thursday', '10:00', '11:00')

  const toggle = within(form).getByRole('button', { name: 'Copy to…: Monday' })
  fireEvent.click(toggle)
  expect(toggle.getAttribute('aria-expanded')).toBe('true')
  const panel = within(form).getByRole('group', { name: 'Copy Monday’s hours to' })
  expect(document.activeElement).toBe(within(panel).getByRole('checkbox', { name: 'Tuesday' }))
  expect(within(panel).queryByRole('checkbox', { name: 'Monday' })).toBeNull()
  // Nothing ticked: said, and nothing copied.
  fireEvent.click(within(panel).getByRole('button', { name: 'Copy hours' }))
  expect(panel.textContent).toContain('Tick at least one day to copy to.')

  fireEvent.click(within(panel).getByRole('button', { name: 'Weekdays: tick Monday to Friday' }))
  const ticked = within(panel)
    .getAllByRole<HTMLInputElement>('checkbox')
    .filter((box) => box.checked)
    .map((box) => box.labels?.[0]?.textContent)
  expect(ticked).toEqual(['Tuesday', 'Wednesday', 'Thursday', 'Friday'])
  fireEvent.click(within(panel).getByRole('checkbox', { name: 'Wednesday' }))
  fireEvent.click(within(panel).getByRole('checkbox', { name: 'Saturday' }))
  fireEvent.click(within(panel).getByRole('button', { name: 'Copy hours' }))

  expect(within(form).queryByRole('group', { name: 'Copy Monday’s hours to' })).toBeNull()
  expect(document.activeElement).toBe(toggle)
  expect(toggle.getAttribute('aria-expanded')).toBe('false')
  expect(
    within(within(form).getByRole('group', { name: 'Hours on each day' })).getByRole('status')
      .textContent,
  ).toBe(
    'Monday’s hours copied to Tuesday, Thursday, Friday, and Saturday. Save hours to keep them.',
  )
  expect(writes()).toEqual([])
  fireEvent.click(within(form).getByRole('button', { name: 'Save hours' }))

  expect(await within(form).findByText('Saved')).toBeTruthy()
  const windows = (weekday: number) => [
    { weekday, start: '09:00', end: '12:00' },
    { weekday, start: '13:00', end: '17:00' },
  ]
  expect(writes()).toEqual([
    {
      method: 'POST',
      url: `${BASE}/booking/schedules`,
      body: {
        clinicianId: 'clin-1',
        locationId: null,
        timeZone: 'America/Chicago',
        slotMinutes: 30,
        bufferMinutes: 0,
        // Thursday's own hours were replaced by Monday's.
        hours: [1, 2, 4, 5, 6].flatMap(windows),
        active: true,
      },
    },
  ])
})

test('a clinic without an address is refused on that field in the server’s words, and nothing is sent', async () => {
  always('GET', '/booking/setup', { status: 200, body: setup })
  renderAvailability()
  const clinics = await screen.findByRole('region', { name: 'Clinics' })
  const form = within(clinics).getByRole('form', { name: 'Add a clinic' })

  fireEvent.change(within(form).getByLabelText('Name'), { target: { value: 'Renew Austin' } })
  fireEvent.change(within(form).getByRole('combobox', { name: 'State' }), {
    target: { value: 'TX' },
  })
  fireEvent.click(within(form).getByRole('button', { name: 'Save clinic' }))

  const address = await within(form).findByRole('textbox', {
    name: 'Street address and city',
    description: 'Address is required',
  })
  expect(document.activeElement).toBe(address)
  expect(writes()).toEqual([])
  // What was typed is kept, to correct.
  expect(within(form).getByLabelText<HTMLInputElement>('Name').value).toBe('Renew Austin')
})

test('a refusal from the server that names a field is shown on it; any other in an alert beside the form', async () => {
  // Read again after each refused change too: nothing changed on the server.
  always('GET', '/booking/setup', { status: 200, body: setup })
  reply(
    'POST',
    '/booking/locations',
    {
      status: 400,
      body: { message: 'Choose a time zone such as America/Chicago', field: 'timeZone' },
    },
    { status: 503, body: { message: 'The service is busy' } },
  )
  renderAvailability()
  const clinics = await screen.findByRole('region', { name: 'Clinics' })
  const form = within(clinics).getByRole('form', { name: 'Add a clinic' })

  fireEvent.change(within(form).getByLabelText('Name'), { target: { value: 'Renew Austin' } })
  fireEvent.change(within(form).getByLabelText('Street address and city'), {
    target: { value: '1 Congress Ave' },
  })
  fireEvent.change(within(form).getByRole('combobox', { name: 'State' }), {
    target: { value: 'TX' },
  })
  fireEvent.click(within(form).getByRole('button', { name: 'Save clinic' }))

  const zone = await within(form).findByRole('combobox', {
    name: 'Time zone',
    description: 'Choose a time zone such as America/Chicago',
  })
  await waitFor(() => expect(document.activeElement).toBe(zone))
  expect(within(form).queryByRole('alert')).toBeNull()
  expect(writes()).toEqual([
    {
      method: 'POST',
      url: `${BASE}/booking/locations`,
      body: {
        name: 'Renew Austin',
        address: '1 Congress Ave',
        state: 'TX',
        timeZone: 'America/Chicago',
        active: true,
      },
    },
  ])

  fireEvent.click(within(form).getByRole('button', { name: 'Save clinic' }))
  const alert = await within(form).findByRole('alert')
  expect(alert.textContent).toBe('The service is busy')
  expect(within(form).getByRole('status').textContent).toBe('')
  expect(within(form).getByLabelText<HTMLInputElement>('Name').value).toBe('Renew Austin')
})

test('editing a clinician keeps licenses the form does not list, and PUTs to that clinician', async () => {
  const licensed: BookingSetup = {
    ...setup,
    clinicians: [{ ...setup.clinicians[0]!, licensedStates: ['CA', 'TX'] }],
  }
  reply('GET', '/booking/setup', { status: 200, body: licensed }, { status: 200, body: licensed })
  reply('PUT', '/booking/clinicians/clin-1', { status: 200, body: { id: 'clin-1' } })
  renderAvailability()
  const clinicians = await screen.findByRole('region', { name: 'Clinicians' })

  fireEvent.click(within(clinicians).getByRole('button', { name: 'Edit: Dr. Ana Ruiz, MD' }))
  const form = within(clinicians).getByRole('form', { name: 'Edit Dr. Ana Ruiz' })
  await waitFor(() =>
    expect(document.activeElement).toBe(within(form).getByRole('heading', { level: 3 })),
  )
  expect(within(form).getByRole<HTMLInputElement>('checkbox', { name: 'Texas' }).checked).toBe(true)
  fireEvent.click(within(form).getByRole('checkbox', { name: 'Texas' }))
  fireEvent.click(within(form).getByRole('checkbox', { name: 'Oklahoma' }))
  fireEvent.click(within(form).getByRole('button', { name: 'Save clinician' }))

  await waitFor(() => expect(writes()).toHaveLength(1))
  expect(writes()[0]).toEqual({
    method: 'PUT',
    url: `${BASE}/booking/clinicians/clin-1`,
    body: { name: 'Dr. Ana Ruiz', title: 'MD', licensedStates: ['CA', 'OK'], active: true },
  })
})

test('time off is typed and listed on the clinic’s clock, whatever the hours’ or the viewer’s zone, and can be removed', async () => {
  const withHours: BookingSetup = {
    ...setup,
    schedules: [
      {
        id: 'sched-1',
        clinicianId: 'clin-1',
        locationId: 'loc-1',
        timeZone: 'America/Denver',
        slotMinutes: 30,
        bufferMinutes: 0,
        hours: [{ weekday: 1, start: '09:00', end: '17:00' }],
        active: true,
      },
    ],
    exceptions: [
      {
        id: 'off-1',
        clinicianId: 'clin-1',
        start: '2026-12-24T16:00:00.000Z',
        end: '2026-12-26T07:00:00.000Z',
        reason: 'Holidays',
      },
    ],
  }
  reply(
    'GET',
    '/booking/setup',
    { status: 200, body: withHours },
    { status: 200, body: withHours },
    { status: 200, body: { ...withHours, exceptions: [] } },
  )
  reply('POST', '/booking/exceptions', { status: 201, body: { id: 'off-2' } })
  reply('DELETE', '/booking/exceptions/off-1', { status: 200, body: { id: 'off-1' } })
  renderAvailability('/admin/availability?clinician=clin-1')
  const timeOff = await screen.findByRole('region', { name: 'Time off' })
  const form = within(timeOff).getByRole('form', { name: 'Add time off' })

  // The viewer is in New York and the clinician's hours in Denver: the times are the clinic's.
  expect(form.textContent).toContain('Times are in Central Time (Chicago), the clinic’s time zone.')
  // The clinician the address names is chosen.
  expect(within(form).getByRole<HTMLSelectElement>('combobox', { name: 'Clinician' }).value).toBe(
    'clin-1',
  )
  fireEvent.change(within(form).getByLabelText('Starts'), {
    target: { value: '2027-01-04T09:00' },
  })
  fireEvent.change(within(form).getByLabelText('Ends'), { target: { value: '2027-01-04T13:00' } })
  fireEvent.change(within(form).getByLabelText('Reason'), { target: { value: 'Training' } })
  fireEvent.click(within(form).getByRole('button', { name: 'Add time off' }))

  expect(await within(form).findByText('Saved')).toBeTruthy()
  // The clinician stays chosen, for their next time off; the times are emptied.
  expect(within(form).getByRole<HTMLSelectElement>('combobox', { name: 'Clinician' }).value).toBe(
    'clin-1',
  )
  expect(within(form).getByLabelText<HTMLInputElement>('Starts').value).toBe('')
  expect(writes()).toEqual([
    {
      method: 'POST',
      url: `${BASE}/booking/exceptions`,
      body: {
        clinicianId: 'clin-1',
        start: '2027-01-04T15:00:00.000Z',
        end: '2027-01-04T19:00:00.000Z',
        reason: 'Training',
      },
    },
  ])

  const remove = within(timeOff).getByRole('button', { name: /^Remove: Dr\. Ana Ruiz/ })
  expect(remove.textContent?.replace(/\s/g, ' ')).toContain(
    'Thu, Dec 24, 2026, 10:00 AM CST – Sat, Dec 26, 2026, 1:00 AM CST',
  )
  fireEvent.click(remove)
  await waitFor(() => expect(timeOff.textContent).toContain('No time off ahead.'))
  expect(writes().at(-1)).toEqual({
    method: 'DELETE',
    url: `${BASE}/booking/exceptions/off-1`,
    body: undefined,
  })
  expect(document.activeElement).toBe(within(timeOff).getByRole('heading', { name: 'Time off' }))
})

test('time off that ends before it starts is refused on the end, which takes focus, and nothing is sent', async () => {
  always('GET', '/booking/setup', { status: 200, body: setup })
  renderAvailability()
  const timeOff = await screen.findByRole('region', { name: 'Time off' })
  const form = within(timeOff).getByRole('form', { name: 'Add time off' })

  fireEvent.click(within(form).getByRole('button', { name: 'Add time off' }))
  // The first field in error, in the form's order, takes focus.
  const clinician = await within(form).findByRole('combobox', {
    name: 'Clinician',
    description: 'Choose a clinician',
  })
  expect(document.activeElement).toBe(clinician)

  fireEvent.change(clinician, { target: { value: 'clin-1' } })
  fireEvent.change(within(form).getByLabelText('Starts'), {
    target: { value: '2027-01-04T13:00' },
  })
  fireEvent.change(within(form).getByLabelText('Ends'), { target: { value: '2027-01-04T09:00' } })
  fireEvent.change(within(form).getByLabelText('Reason'), { target: { value: 'Training' } })
  fireEvent.click(within(form).getByRole('button', { name: 'Add time off' }))

  const end = await within(form).findByLabelText('Ends')
  await waitFor(() => expect(document.activeElement).toBe(end))
  expect(end.getAttribute('aria-invalid')).toBe('true')
  expect(within(form).getByText('The end must be after the start')).toBeTruthy()
  expect(writes()).toEqual([])
})
