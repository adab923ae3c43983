import type { User } from '@supabase/supabase-js'
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { createMemoryRouter, type InitialEntry, RouterProvider } from 'react-router'

import { SessionContext } from '@/features/auth/session-provider'
import { appointment, BASE, BOOKING, houston, options, slot } from '@/test/booking-data'
import { classListsIn, conflictLog } from '@/test/class-conflicts'
import { API, setupFakeApi } from '@/test/fake-api'
import { makeUser, patientOnPublicSite } from '@/test/fake-supabase'
import { sessionValue } from '@/test/session'
import { type BookAnswer, bookingMessages } from '@shared/booking/booking'
import { leadMessages } from '@shared/leads'

import * as bookRoute from './book'

vi.mock('@/lib/supabase', () => import('@/test/fake-supabase'))

const api = setupFakeApi()
const { reply } = api.under(BOOKING)
const sent = api.requests
/** Bodies are JSON objects here. */
const writes = () => api.writes<Record<string, unknown> | undefined>()

// Thursday, November 26, 2026, in Chicago; the slots are said in Central Time.
const TODAY = '2026-11-26'
const ZONE = 'America/Chicago'

// Friday 9:00 and 9:30, Saturday 10:00 (Chicago).
const friday9 = slot('s-fri-9', '2026-11-27T15:00:00.000Z')
const friday930 = slot('s-fri-930', '2026-11-27T15:30:00.000Z')
const saturday10 = slot('s-sat-10', '2026-11-28T16:00:00.000Z')
const thursday14 = slot('s-thu-14', '2026-12-03T20:00:00.000Z')

const slotsPath = (visit: string, state: string, from = TODAY) =>
  `/slots?visit=${visit}&state=${state}&from=${from}&days=7`

/** /book's loader, action and page (the day and the zone pinned), for a guest or `user`. */
function renderFlow(entry: InitialEntry = '/book', user: User | null = null) {
  const router = createMemoryRouter(
    [
      {
        path: '/book',
        loader: bookRoute.loader,
        action: bookRoute.action,
        shouldRevalidate: bookRoute.shouldRevalidate,
        HydrateFallback: bookRoute.HydrateFallback,
        Component: () => <bookRoute.BookPage today={TODAY} timeZone={ZONE} />,
      },
      { path: '*', element: null },
    ],
    { initialEntries: [entry] },
  )
  render(
    <SessionContext value={sessionValue(user ? { user } : {})}>
      <RouterProvider router={router} />
    </SessionContext>,
  )
}

const heading = (name: string | RegExp) => screen.findByRole('heading', { level: 2, name })
const timeButton = (name: RegExp) => screen.findByRole('button', { name })

function fillDetails(
  values: Partial<Record<'First name' | 'Last name' | 'E-mail' | 'Phone', string>>,
) {
  for (const [label, value] of Object.entries(values)) {
    fireEvent.change(screen.getByLabelText(label), { target: { value } })
  }
}

const grace = {
  'First name': 'Grace',
  'Last name': 'Hopper',
  'E-mail': 'grace@example.com',
  Phone: '(512) 555-0100',
}

function booked(changes: Partial<BookAnswer> = {}): BookAnswer {
  return { appointment: appointment(), manageToken: 'tok-1', invited: true, ...changes }
}

/** Open the details step for `choose` from the video times for Texas, as a link does. */
async function toDetails(choose: RegExp, user: User | null = null) {
  reply('GET', '/options', { status: 200, body: options })
  reply('GET', slotsPath('video', 'TX'), {
    status: 200,
    body: { slots: [friday9, friday930, saturday10], nextFrom: '2026-12-03' },
  })
  renderFlow('/book?visit=video&state=TX', user)
  fireEvent.click(await timeButton(choose))
  expect(document.activeElement).toBe(await heading('Your details'))
}

beforeEach(() => {
  patientOnPublicSite()
  // No profile read: what the session holds stands (a test that reads one says so).
  api.always('GET', '/patient/v1/profile', { status: 503, body: { message: 'Unavailable' } })
})

const stateGroup = () => screen.getByRole('group', { name: 'Which state do you live in?' })
const stateButton = (name: string) => within(stateGroup()).getByRole('button', { name })
const pressed = () =>
  within(stateGroup())
    .getAllByRole('button')
    .filter((button) => button.getAttribute('aria-pressed') === 'true')
    .map((button) => button.textContent)

test('from Book Now, one press on a state shows the free phone times', async () => {
  reply('GET', '/options', { status: 200, body: options })
  reply('GET', slotsPath('phone', 'TX'), {
    status: 200,
    body: { slots: [friday9], nextFrom: null },
  })
  renderFlow()

  expect(await heading('What kind of visit?')).toBeTruthy()
  // cn() does not merge classes (lib/cn.ts): none on the state buttons may override another.
  const log = conflictLog()
  log.check('/book, step 1', classListsIn(document.body))
  expect(log.conflicts).toEqual([])
  fireEvent.click(stateButton('Texas'))

  expect(document.activeElement).toBe(await heading('Choose a time'))
  expect(screen.getByText('Step 2 of 3: Choose a time')).toBeTruthy()
  expect(screen.getByText('Free consultation by phone · Texas')).toBeTruthy()
  expect(await timeButton(/^9:00 AM, Friday, November 27/)).toBeTruthy()
})

test('choosing a visit and a state shows the free times grouped by day, in the named zone, and later times on request', async () => {
  reply('GET', '/options', { status: 200, body: options })
  renderFlow()

  expect(await heading('What kind of visit?')).toBeTruthy()
  expect(screen.getByText('Step 1 of 3: What kind of visit?')).toBeTruthy()
  // The free consultation by phone is preselected.
  expect(
    screen.getByRole<HTMLInputElement>('radio', { name: 'Free consultation by phone' }).checked,
  ).toBe(true)
  // Only the states served are offered, as buttons, none pressed yet; the others are told to call.
  expect(
    within(stateGroup())
      .getAllByRole('button')
      .map((button) => button.textContent),
  ).toEqual(['Texas', 'Oklahoma', 'Louisiana', 'New Mexico'])
  expect(pressed()).toEqual([])
  expect(screen.getByRole('link', { name: 'Call us at (800) 555-0142' })).toBeTruthy()
  // A phone or video visit goes on from its state: there is nothing else to press.
  expect(screen.queryByRole('button', { name: 'See free times' })).toBeNull()

  // Another kind of visit does not go on by itself.
  fireEvent.click(screen.getByRole('radio', { name: 'Telehealth video visit' }))
  expect(screen.getByRole('heading', { level: 2, name: 'What kind of visit?' })).toBeTruthy()
  expect(sent.map((request) => request.url)).toEqual([`${BASE}/options`])

  // The form sent without a state (Enter on a radio card): said, with focus on the first state.
  const form = screen.getByRole('form', { name: 'What kind of visit?' })
  fireEvent.submit(form)
  expect(screen.getByRole('alert').textContent).toBe(bookingMessages.state)
  expect(document.activeElement).toBe(stateButton('Texas'))

  reply('GET', slotsPath('video', 'TX'), {
    status: 200,
    body: { slots: [friday9, friday930, saturday10], nextFrom: '2026-12-03' },
  })
  fireEvent.click(stateButton('Texas'))

  expect(document.activeElement).toBe(await heading('Choose a time'))
  expect(screen.getByText('Telehealth video visit · Texas')).toBeTruthy()
  expect(await screen.findByText('Times in Central Time (CT)')).toBeTruthy()
  // A strip of days, then the shown day's times under their clinician.
  const strip = screen.getByRole('tablist', { name: 'Days with free times' })
  const tabs = () => within(strip).getAllByRole('tab')
  expect(tabs().map((tab) => tab.getAttribute('aria-label'))).toEqual([
    'Friday, November 27, 2 times',
    'Saturday, November 28, 1 time',
  ])
  expect(tabs().map((tab) => tab.getAttribute('aria-selected'))).toEqual(['true', 'false'])
  expect(screen.getAllByRole('heading', { level: 3 }).map((day) => day.textContent)).toEqual([
    'Friday, November 27',
  ])
  const friday = screen.getByRole('tabpanel', { name: 'Friday, November 27, 2 times' })
  expect(within(friday).getByRole('heading', { level: 4 }).textContent).toBe(
    'Dr. Ana Ruiz, MDTelehealth',
  )
  expect(
    within(friday)
      .getAllByRole('button')
      .map((button) => button.textContent),
  ).toEqual(['9:00 AM', '9:30 AM'])
  expect(
    within(friday).getByRole('button', {
      name: '9:00 AM, Friday, November 27, with Dr. Ana Ruiz, MD, Telehealth',
    }),
  ).toBeTruthy()
  // Arrow keys move along the strip and show that day.
  tabs()[0]!.focus()
  fireEvent.keyDown(tabs()[0]!, { key: 'ArrowRight' })
  expect(document.activeElement).toBe(tabs()[1])
  expect(tabs()[1]!.getAttribute('aria-selected')).toBe('true')
  expect(
    within(screen.getByRole('tabpanel', { name: 'Saturday, November 28, 1 time' })).getAllByRole(
      'button',
    ),
  ).toHaveLength(1)
  expect(screen.queryByRole('tabpanel', { name: /Friday/ })).toBeNull()
  fireEvent.keyDown(tabs()[1]!, { key: 'Home' })
  expect(document.activeElement).toBe(tabs()[0])

  // Later times: from the answer's nextFrom, the first new day shown, its tab focused.
  reply('GET', slotsPath('video', 'TX', '2026-12-03'), {
    status: 200,
    body: { slots: [thursday14], nextFrom: null },
  })
  fireEvent.click(screen.getByRole('button', { name: 'Later times' }))
  const thursday = await screen.findByRole('tab', { name: 'Thursday, December 3, 1 time' })
  await waitFor(() => expect(document.activeElement).toBe(thursday))
  expect(thursday.getAttribute('aria-selected')).toBe('true')
  expect(screen.getByRole('heading', { level: 3, name: 'Thursday, December 3' })).toBeTruthy()
  expect(screen.getByRole('status').textContent).toBe('Later times added.')
  // Nothing later: no button to ask for more.
  expect(screen.queryByRole('button', { name: 'Later times' })).toBeNull()
  expect(sent.map((request) => request.url)).toEqual([
    `${BASE}/options`,
    `${BASE}${slotsPath('video', 'TX')}`,
    `${BASE}${slotsPath('video', 'TX', '2026-12-03')}`,
  ])
})

test('a link with ?visit=&state= skips the first step and opens on the times, leaving focus alone', async () => {
  reply('GET', '/options', { status: 200, body: options })
  reply('GET', slotsPath('phone', 'OK'), {
    status: 200,
    body: { slots: [saturday10], nextFrom: null },
  })
  renderFlow('/book?visit=phone&state=ok')

  expect(await heading('Choose a time')).toBeTruthy()
  expect(screen.getByText('Step 2 of 3: Choose a time')).toBeTruthy()
  expect(screen.getByText('Free consultation by phone · Oklahoma')).toBeTruthy()
  expect(await timeButton(/^10:00 AM, Saturday, November 28/)).toBeTruthy()
  expect(screen.queryByRole('heading', { name: 'What kind of visit?' })).toBeNull()
  expect(document.activeElement).toBe(document.body)

  // Back to the first step, with the link's choice kept.
  fireEvent.click(screen.getByRole('button', { name: 'Change visit' }))
  expect(document.activeElement).toBe(await heading('What kind of visit?'))
  expect(pressed()).toEqual(['Oklahoma'])
  expect(stateButton('Texas').getAttribute('aria-pressed')).toBe('false')
})

test('a visit in clinic keeps the clinic select and See free times', async () => {
  reply('GET', '/options', { status: 200, body: options })
  renderFlow()

  fireEvent.click(await screen.findByRole('radio', { name: 'Visit in clinic' }))
  expect(screen.queryByRole('group', { name: 'Which state do you live in?' })).toBeNull()
  // The only clinic is chosen already.
  const clinic = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Which clinic?' })
  expect(clinic.value).toBe('houston')
  reply('GET', `/slots?visit=clinic&location=houston&from=${TODAY}&days=7`, {
    status: 200,
    body: { slots: [slot('s-clinic', '2026-11-27T15:00:00.000Z', houston)], nextFrom: null },
  })
  fireEvent.click(screen.getByRole('button', { name: 'See free times' }))

  expect(document.activeElement).toBe(await heading('Choose a time'))
  expect(screen.getByText('Visit in clinic · Houston clinic')).toBeTruthy()
  expect(
    await timeButton(/^9:00 AM, Friday, November 27, with Dr. Ana Ruiz, MD, Houston/),
  ).toBeTruthy()
})

test('no free times at all: said plainly, with the phone number and the consultation request', async () => {
  reply('GET', '/options', { status: 200, body: options })
  // An empty week moves on to the next at once, until the answer says there is nothing later.
  reply('GET', slotsPath('video', 'TX'), {
    status: 200,
    body: { slots: [], nextFrom: '2026-12-03' },
  })
  reply('GET', slotsPath('video', 'TX', '2026-12-03'), {
    status: 200,
    body: { slots: [], nextFrom: null },
  })
  renderFlow('/book?visit=video&state=TX')

  expect(
    await screen.findByText('There are no free times online for this visit right now.'),
  ).toBeTruthy()
  expect(screen.getByRole('link', { name: 'Call us at (800) 555-0142' }).getAttribute('href')).toBe(
    'tel:+18005550142',
  )
  expect(screen.getByRole('link', { name: 'Request a consultation' }).getAttribute('href')).toBe(
    '/consultation',
  )
})

test('empty details are refused with the consultation form’s messages, and nothing is sent', async () => {
  await toDetails(/^9:30 AM, Friday/)
  expect(screen.getByText('Friday, November 27 at 9:30 AM CT')).toBeTruthy()
  expect(
    screen.getByText('You can reschedule or cancel online until 4 hours before your visit.'),
  ).toBeTruthy()

  fireEvent.click(screen.getByRole('button', { name: 'Confirm booking' }))

  expect(screen.getByRole('alert').textContent).toBe('Please correct 4 details to book.')
  expect(screen.getByText(leadMessages.firstName)).toBeTruthy()
  expect(screen.getByText(leadMessages.lastName)).toBeTruthy()
  expect(screen.getByText(leadMessages.email)).toBeTruthy()
  expect(screen.getByText(leadMessages.phone)).toBeTruthy()
  const first = screen.getByLabelText('First name')
  expect(document.activeElement).toBe(first)
  expect(first.getAttribute('aria-invalid')).toBe('true')
  expect(screen.getByRole('textbox', { name: 'E-mail' }).getAttribute('aria-describedby')).toMatch(
    /-error$/,
  )
  expect(writes()).toEqual([])

  // The messages follow the answers as they are fixed.
  fillDetails({ 'First name': 'Grace', 'Last name': 'Hopper' })
  expect(screen.queryByText(leadMessages.firstName)).toBeNull()
  expect(screen.getByRole('alert').textContent).toBe('Please correct 2 details to book.')
})

test('a time taken meanwhile: the server’s message and the next times in place; booking one of them succeeds with the details kept', async () => {
  await toDetails(/^9:00 AM, Friday/)
  fillDetails(grace)
  reply('POST', '/appointments', {
    status: 409,
    body: { code: 'slot_taken', message: bookingMessages.slotTaken, next: [friday930, saturday10] },
  })
  fireEvent.click(screen.getByRole('button', { name: 'Confirm booking' }))

  const alert = await screen.findByText(bookingMessages.slotTaken)
  expect(alert.getAttribute('role')).toBe('alert')
  const taken = alert.closest<HTMLElement>('[data-slot="slot-taken"]')
  if (!taken) throw new Error('the slot-taken panel is missing')
  await waitFor(() => expect(document.activeElement).toBe(taken))
  expect(within(taken).getByRole('heading', { name: 'Next free times' })).toBeTruthy()
  expect(
    within(taken)
      .getAllByRole('button')
      .map((button) => button.getAttribute('aria-label')),
  ).toEqual([
    '9:30 AM, Friday, November 27, with Dr. Ana Ruiz, MD, Telehealth',
    '10:00 AM, Saturday, November 28, with Dr. Ana Ruiz, MD, Telehealth',
  ])

  fireEvent.click(within(taken).getByRole('button', { name: /^10:00 AM, Saturday/ }))
  await waitFor(async () => expect(document.activeElement).toBe(await heading('Your details')))
  expect(screen.queryByText(bookingMessages.slotTaken)).toBeNull()
  expect(screen.getByText('Saturday, November 28 at 10:00 AM CT')).toBeTruthy()
  expect(screen.getByLabelText<HTMLInputElement>('E-mail').value).toBe('grace@example.com')

  reply('POST', '/appointments', {
    status: 201,
    body: booked({
      appointment: appointment({ start: saturday10.start, end: saturday10.end }),
    }),
  })
  fireEvent.click(screen.getByRole('button', { name: 'Confirm booking' }))

  const done = await heading('You’re booked')
  await waitFor(() => expect(document.activeElement).toBe(done))
  const [first, second] = writes()
  expect(first?.body).toMatchObject({ slot: 's-fri-9', visit: 'video', state: 'TX' })
  expect(second?.body).toEqual({
    slot: 's-sat-10',
    visit: 'video',
    state: 'TX',
    firstName: 'Grace',
    lastName: 'Hopper',
    email: 'grace@example.com',
    phone: '(512) 555-0100',
    idempotencyKey: expect.any(String) as string,
  })
  // The server answered the first attempt: the second is a new one, with its own key.
  expect(second?.body?.idempotencyKey).not.toBe(first?.body?.idempotencyKey)

  // The confirmation of a guest's booking.
  expect(screen.getByText('Saturday, November 28 at 10:00 AM CT')).toBeTruthy()
  expect(screen.getByText('By video: your confirmation brings a secure link to join')).toBeTruthy()
  expect(
    screen.getByText('We sent a confirmation to grace@example.com with a calendar invitation.'),
  ).toBeTruthy()
  const prepare = screen.getByRole('region', { name: 'What to prepare' })
  expect(
    within(prepare)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual([
    'A list of the medicines and supplements you take',
    'Recent lab results, if you have them',
    'A quiet, private place',
    'A phone, tablet or computer with a camera and microphone',
  ])
  expect(screen.getByRole('link', { name: 'Reschedule or cancel' }).getAttribute('href')).toBe(
    '/book/manage#appointment=appt-1&token=tok-1',
  )
  expect(screen.getByRole('link', { name: 'Create your account' }).getAttribute('href')).toBe(
    '/auth?mode=signup',
  )
  expect(screen.queryByRole('link', { name: 'See it in My care' })).toBeNull()
})

test('a confirmation retried after a network failure carries the same idempotency key', async () => {
  const { user } = patientOnPublicSite({ signedIn: true })
  await toDetails(/^9:00 AM, Friday/, user)
  // Prefilled from the account.
  expect(screen.getByLabelText<HTMLInputElement>('First name').value).toBe('Grace')
  expect(screen.getByLabelText<HTMLInputElement>('E-mail').value).toBe('grace@example.com')
  expect(screen.getByLabelText<HTMLInputElement>('Phone').value).toBe('(512) 555-0100')

  reply('POST', '/appointments', { network: true })
  fireEvent.click(screen.getByRole('button', { name: 'Confirm booking' }))
  expect(
    await screen.findByText(
      'We could not reach the clinic, so your visit is not booked yet. Check your connection and press Confirm booking again.',
    ),
  ).toBeTruthy()

  // The first attempt may have booked: the retry's answer is the same visit, without the token.
  reply('POST', '/appointments', {
    status: 200,
    body: booked({ manageToken: null, invited: false }),
  })
  fireEvent.click(screen.getByRole('button', { name: 'Confirm booking' }))
  expect(await heading('You’re booked')).toBeTruthy()

  const [first, retry] = writes()
  expect(first?.body?.idempotencyKey).toMatch(/^[\w-]{8,100}$/)
  expect(retry?.body).toEqual(first?.body)
  // Signed in: the session opens the booking, and My care shows it.
  expect(screen.getByRole('link', { name: 'Reschedule or cancel' }).getAttribute('href')).toBe(
    '/book/manage?appointment=appt-1',
  )
  expect(screen.getByRole('link', { name: 'See it in My care' }).getAttribute('href')).toBe(
    '/account',
  )
  expect(screen.queryByRole('link', { name: 'Create your account' })).toBeNull()
})

test('a booking for an address not yet proven waits for the mailed link, and the page says until when', async () => {
  await toDetails(/^9:00 AM, Friday/)
  fireEvent.change(screen.getByLabelText('First name'), { target: { value: 'Grace' } })
  fireEvent.change(screen.getByLabelText('Last name'), { target: { value: 'Hopper' } })
  fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'grace@example.com' } })
  fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '(512) 555-0100' } })
  reply('POST', '/appointments', {
    status: 201,
    body: booked({
      appointment: appointment({
        status: 'pending',
        changeableUntil: null,
        confirmBy: '2026-11-26T19:00:00.000Z',
      }),
    }),
  })
  fireEvent.click(screen.getByRole('button', { name: 'Confirm booking' }))

  const done = await heading('Check your e-mail to confirm')
  await waitFor(() => expect(document.activeElement).toBe(done))
  expect(
    screen.getByText(
      'We sent a link to grace@example.com. Open it by Thursday, November 26 at 1:00 PM CT to confirm your visit; until then we hold the time for you.',
    ),
  ).toBeTruthy()
  expect(screen.getByText('Waiting for your confirmation')).toBeTruthy()
  expect(screen.queryByText(/with a calendar invitation/)).toBeNull()
})

test('the profile’s state is pressed for a signed-in patient, who still goes on by pressing it', async () => {
  const { user } = patientOnPublicSite({ signedIn: true })
  reply('GET', '/options', { status: 200, body: options })
  renderFlow('/book', user)

  expect(await heading('What kind of visit?')).toBeTruthy()
  expect(pressed()).toEqual(['Texas'])
  expect(sent.map((request) => request.url)).toEqual([
    `${BASE}/options`,
    `${API}/patient/v1/profile`,
  ])

  reply('GET', slotsPath('phone', 'TX'), {
    status: 200,
    body: { slots: [friday9], nextFrom: null },
  })
  fireEvent.click(stateButton('Texas'))
  expect(document.activeElement).toBe(await heading('Choose a time'))
  expect(await timeButton(/^9:00 AM, Friday/)).toBeTruthy()
})

test('the profile read from the server stands over the session’s: its state is pressed', async () => {
  const { user } = patientOnPublicSite({ signedIn: true })
  api.reply('GET', '/patient/v1/profile', {
    body: {
      profile: {
        firstName: 'Grace',
        lastName: 'Hopper',
        phone: '(512) 555-0100',
        state: 'OK',
        preferredContact: 'phone',
        shippingAddress: null,
      },
    },
  })
  reply('GET', '/options', { status: 200, body: options })
  renderFlow('/book', user)

  expect(await heading('What kind of visit?')).toBeTruthy()
  expect(pressed()).toEqual(['Oklahoma'])
})

const ada = {
  requestId: 'req-7',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phone: '(713) 555-0199',
}

/** A staff member, signed in; their own profile names a state, which must not stand in. */
function staffMember(): User {
  const staff = makeUser({ email: 'staff@renewmedical.example', role: 'staff' })
  staff.user_metadata = {
    first_name: 'Sam',
    last_name: 'Staff',
    phone: '(512) 555-0111',
    state: 'OK',
  }
  return staff
}

test('staff booking from a request: the notice, the request’s details filled in, and the way back to the request', async () => {
  patientOnPublicSite({ signedIn: true })
  reply('GET', '/options', { status: 200, body: options })
  renderFlow({ pathname: '/book', state: { behalfOf: ada } }, staffMember())

  expect(await heading('What kind of visit?')).toBeTruthy()
  expect(
    screen.getByText('Booking for Ada Lovelace — their details are filled in from their request.'),
  ).toBeTruthy()
  // The staff member's own state is not the patient's.
  expect(pressed()).toEqual([])

  reply('GET', slotsPath('phone', 'TX'), {
    status: 200,
    body: { slots: [friday9], nextFrom: null },
  })
  fireEvent.click(stateButton('Texas'))
  fireEvent.click(await timeButton(/^9:00 AM, Friday/))
  expect(document.activeElement).toBe(await heading('Your details'))
  expect(screen.getByLabelText<HTMLInputElement>('First name').value).toBe('Ada')
  expect(screen.getByLabelText<HTMLInputElement>('Last name').value).toBe('Lovelace')
  expect(screen.getByLabelText<HTMLInputElement>('E-mail').value).toBe('ada@example.com')
  expect(screen.getByLabelText<HTMLInputElement>('Phone').value).toBe('(713) 555-0199')
  expect(screen.getByText(/^Booking for Ada Lovelace/)).toBeTruthy()

  reply('POST', '/appointments', {
    status: 201,
    body: booked({ appointment: appointment({ visit: 'phone' }), invited: true }),
  })
  fireEvent.click(screen.getByRole('button', { name: 'Confirm booking' }))
  expect(await heading('You’re booked')).toBeTruthy()

  // Only the patient's details go: the server knows staff by the session.
  expect(writes()[0]?.body).toEqual({
    slot: 's-fri-9',
    visit: 'phone',
    state: 'TX',
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    phone: '(713) 555-0199',
    idempotencyKey: expect.any(String) as string,
  })
  expect(
    screen.getByText('We sent a confirmation to ada@example.com with a calendar invitation.'),
  ).toBeTruthy()
  expect(
    screen.getByRole('link', { name: 'Back to the consultation request' }).getAttribute('href'),
  ).toBe('/admin/requests/req-7')
  expect(screen.getByText('The same link is in their confirmation e-mail.')).toBeTruthy()
  expect(screen.queryByRole('link', { name: 'See it in My care' })).toBeNull()
  expect(screen.queryByRole('link', { name: 'Create your account' })).toBeNull()
  expect(screen.queryByText(/^Booking for Ada Lovelace/)).toBeNull()
})

test('a navigation state of another shape is ignored: the signed-in person books as usual', async () => {
  const { user } = patientOnPublicSite({ signedIn: true })
  reply('GET', '/options', { status: 200, body: options })
  reply('GET', slotsPath('phone', 'TX'), {
    status: 200,
    body: { slots: [friday9], nextFrom: null },
  })
  renderFlow(
    { pathname: '/book', state: { behalfOf: { ...ada, email: 42, requestId: undefined } } },
    user,
  )

  expect(await heading('What kind of visit?')).toBeTruthy()
  expect(screen.queryByText(/^Booking for/)).toBeNull()
  expect(pressed()).toEqual(['Texas'])
  fireEvent.click(stateButton('Texas'))
  fireEvent.click(await timeButton(/^9:00 AM, Friday/))
  expect(document.activeElement).toBe(await heading('Your details'))
  expect(screen.getByLabelText<HTMLInputElement>('First name').value).toBe('Grace')
})

test('options that cannot be read: said, with Try again', async () => {
  reply(
    'GET',
    '/options',
    { status: 503, body: { message: 'down' } },
    { status: 200, body: options },
  )
  renderFlow()
  const alert = await screen.findByRole('alert')
  expect(alert.textContent).toMatch(/Booking could not be loaded/)
  fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
  expect(await heading('What kind of visit?')).toBeTruthy()
})
