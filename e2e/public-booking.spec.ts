import { createHash, randomUUID } from 'node:crypto'

import type { Page, TestInfo } from '@playwright/test'
import ICAL from 'ical.js'

import { parseSlotId } from '../src/shared/booking/slots'
import { expectNoSeriousAxeViolations } from './support/axe'
import { changeableTimeOf, shown, timesOf } from './support/booking-times'
import { clinicianWithHours } from './support/clinicians'
import { e2eStaff } from './support/env'
import { expect as baseExpect, open, test } from './support/fixtures'
import { LAYOUT_WIDTHS, sidewaysOverflow } from './support/layout'
import { firstLink, lastMailTo } from './support/staff'
import { insertRow } from './support/store'

// Self-service booking end to end on the public server (docs/architecture.md, Booking): a guest
// books a free phone consultation, gets the confirmation with a calendar invitation that a
// calendar library reads, and cancels by the mailed link; a signed-in patient books with their
// details filled in and moves the visit from My care; a visit inside the cut-off cannot be
// changed online. Each test has its own clinician (written straight into the store) and picks
// that clinician's times, so the projects running side by side never want the same slot.

test.describe.configure({ timeout: 120_000 })
const expect = baseExpect.configure({ timeout: 15_000 })
const PASSWORD = 'a patient passphrase 2026'

function unique(testInfo: TestInfo, what: string) {
  return `${what}${testInfo.project.name.replace(/[^a-z]/g, '')}${Date.now().toString(36)}`
}

/** A unique person's name: letters only, as the forms take names (src/shared/single-line.ts). */
function uniqueName(testInfo: TestInfo, what: string) {
  return unique(testInfo, what).replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)]!)
}

async function chooseTexasPhoneVisit(page: Page) {
  await expect(page.getByRole('heading', { name: 'What kind of visit?' })).toBeVisible()
  await expect(page.getByLabel(/Free consultation by phone/)).toBeChecked()
  // One tap on the state shows the times (Book Now, then the state: two taps).
  await page
    .getByRole('group', { name: 'Which state do you live in?' })
    .getByRole('button', { name: 'Texas' })
    .click()
  await expect(page.getByRole('heading', { name: 'Choose a time' })).toBeVisible()
}

test('a guest books a phone consultation, confirms it by the mailed link, gets a calendar invitation, and cancels by the link @desktop', async ({
  page,
}, testInfo) => {
  const clinician = await clinicianWithHours('public', unique(testInfo, 'Booking'))
  const email = `${unique(testInfo, 'guest')}@example.com`
  await open(page, '/book', { heading: 'Book a consultation' })
  await chooseTexasPhoneVisit(page)
  await expect(page.getByText(/^Times in /)).toBeVisible()
  await expectNoSeriousAxeViolations(page, { label: '/book, times' })
  const first = await changeableTimeOf(page, clinician.name)
  const slotId = await first.getAttribute('data-slot-id')
  await first.click()

  await expect(page.getByRole('heading', { name: 'Your details' })).toBeVisible()
  await expect(
    page.getByText('You can reschedule or cancel online until 4 hours before your visit.'),
  ).toBeVisible()
  await page.getByRole('button', { name: 'Confirm booking' }).click()
  await expect(page.getByText('Please enter a valid email address').first()).toBeVisible()
  await page.getByLabel('First name').fill('Grace')
  await page.getByLabel('Last name').fill('Hopper')
  await page.getByLabel('E-mail').fill(email)
  await page.getByLabel('Phone', { exact: true }).fill('(555) 010-2030')
  await page.getByRole('button', { name: 'Confirm booking' }).click()

  // Nobody has proven the address yet: the time is held until the mailed link confirms it.
  await expect(page.getByRole('heading', { name: 'Check your e-mail to confirm' })).toBeVisible()
  await expect(page.getByText('We’ll call you at (555) 010-2030.').first()).toBeVisible()
  await expect(page.getByText(`We sent a link to ${email}. Open it by `)).toBeVisible()
  await expectNoSeriousAxeViolations(page, { label: '/book, waiting for confirmation' })

  // The mails (the outbox sends them a moment later).
  const mailWith = (subject: string) =>
    expect
      .poll(() => {
        try {
          return lastMailTo('public', email)
        } catch {
          return ''
        }
      })
      .toContain(`Subject: ${subject}`)
  await mailWith('Please confirm your Renew Medical visit')
  await page.goto(firstLink(lastMailTo('public', email)))
  await expect(
    page.getByText(
      'Your visit is confirmed. We sent the details and a calendar invitation to you by e-mail.',
    ),
  ).toBeVisible()
  await expect(page.getByText('Booked', { exact: true })).toBeVisible()

  // The confirmation: the visit, the link, and a calendar file a calendar library reads.
  await mailWith('Your Renew Medical visit is booked')
  const mail = lastMailTo('public', email)
  const attachment =
    /Content-Disposition: attachment; filename="renew-medical-visit\.ics"\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)/.exec(
      mail,
    )?.[1]
  expect(attachment).toBeTruthy()
  const ics = Buffer.from(attachment!.replace(/\s/g, ''), 'base64').toString('utf8')
  const event = new ICAL.Event(
    new ICAL.Component(ICAL.parse(ics) as unknown[]).getFirstSubcomponent('vevent')!,
  )
  const start = parseSlotId(slotId!)!.start
  expect(event.startDate.toJSDate().toISOString()).toBe(start.toISOString())
  expect(event.endDate.toJSDate().getTime() - start.getTime()).toBe(30 * 60_000)
  // 10:00 in Chicago, whichever side of a daylight-saving change the day is on.
  expect(
    new Intl.DateTimeFormat('en-US', {
      timeZone: 'America/Chicago',
      hour: 'numeric',
      minute: '2-digit',
    }).format(event.startDate.toJSDate()),
  ).toMatch(/^1[01]:[03]0/)

  // The mailed link manages the visit without an account; cancelling frees the time.
  await page.goto(firstLink(mail))
  await expect(page.getByRole('heading', { name: 'Manage your booking' })).toBeVisible()
  await expect(page.getByText('Booked', { exact: true })).toBeVisible()
  await page.getByRole('button', { name: 'Cancel visit' }).click()
  const dialog = page.getByRole('dialog', { name: 'Cancel this visit?' })
  await dialog.getByRole('button', { name: 'Cancel visit' }).click()
  await expect(page.getByText('Your visit is cancelled.').first()).toBeVisible()
  await expect(page.getByRole('button', { name: 'Reschedule' })).toHaveCount(0)
  await mailWith('Your Renew Medical visit is cancelled')

  await open(page, '/book', { heading: 'Book a consultation' })
  await chooseTexasPhoneVisit(page)
  await shown(page, page.locator(`[data-slot-id="${slotId}"]`))
})

/** A patient account, signed up over the API and confirmed by its mailed link. */
async function confirmedPatient(page: Page, email: string) {
  const config = (await (await page.request.get('/config.json')).json()) as {
    supabaseAnonKey: string
  }
  const signUp = await page.request.post('/auth/v1/signup', {
    headers: { apikey: config.supabaseAnonKey },
    data: { email, password: PASSWORD, data: { first_name: 'Ada', last_name: 'Lovelace' } },
  })
  expect(signUp.status()).toBe(200)
  await page.request.get(firstLink(lastMailTo('public', email)), { maxRedirects: 0 })
}

test('a signed-in patient books with their details filled in and moves the visit from My care', async ({
  page,
}, testInfo) => {
  const clinician = await clinicianWithHours('public', unique(testInfo, 'Booking'))
  const email = `${unique(testInfo, 'ada')}@example.com`
  await confirmedPatient(page, email)
  await open(page, '/auth', { heading: 'Sign In' })
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign In', exact: true }).click()
  await expect(page.getByRole('button', { name: 'Sign Out' }).first()).toBeAttached()

  // From the link "Book Now" style: the visit and state given, straight to the times.
  await open(page, '/book?visit=phone&state=TX', { heading: 'Book a consultation' })
  await expect(page.getByRole('heading', { name: 'Choose a time' })).toBeVisible()
  await (await changeableTimeOf(page, clinician.name)).click()
  await expect(page.getByLabel('First name')).toHaveValue('Ada')
  await expect(page.getByLabel('E-mail')).toHaveValue(email)
  await page.getByLabel('Phone', { exact: true }).fill('(555) 010-9999')
  await page.getByRole('button', { name: 'Confirm booking' }).click()
  await expect(page.getByRole('heading', { name: 'You’re booked' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Create your account' })).toHaveCount(0)

  await page.getByRole('link', { name: 'See it in My care' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible()
  const visit = page
    .locator('[data-slot="care-timeline"]')
    .getByRole('listitem')
    .filter({ hasText: clinician.name })
  await expect(visit).toBeVisible()
  await visit.getByRole('link', { name: /Reschedule or cancel/ }).click()
  await expect(page.getByRole('heading', { name: 'Manage your booking' })).toBeVisible()
  const before = await page.locator('main').innerText()

  await page.getByRole('button', { name: 'Reschedule' }).click()
  await expect(page.getByRole('heading', { name: 'Choose a new time' })).toBeVisible()
  // A visit booked for Texas keeps Texas: no state to choose again.
  await expect(page.getByLabel('Which state do you live in?')).toHaveCount(0)
  await (await shown(page, timesOf(page, clinician.name).nth(1))).click()
  await page.getByRole('button', { name: 'Move my visit' }).click()
  await expect(page.getByText('Your visit is moved.').first()).toBeVisible()
  expect(await page.locator('main').innerText()).not.toBe(before)
  await expect
    .poll(() => lastMailTo('public', email))
    .toContain('Subject: Your Renew Medical visit has a new time')
})

test('a visit less than four hours away can no longer be changed online', async ({
  page,
}, testInfo) => {
  const clinician = await clinicianWithHours('public', unique(testInfo, 'Booking'))
  const token = randomUUID()
  const id = randomUUID()
  const start = new Date(Date.now() + 3 * 3_600_000)
  start.setUTCSeconds(0, 0)
  const at = new Date().toISOString()
  await insertRow('public', 'appointments', {
    id,
    clinician_id: clinician.id,
    schedule_id: null,
    location_id: null,
    visit_type: 'phone',
    status: 'booked',
    start_at: start.toISOString(),
    end_at: new Date(start.getTime() + 30 * 60_000).toISOString(),
    user_id: null,
    first_name: 'Late',
    last_name: 'Patient',
    email: `${unique(testInfo, 'late')}@example.com`,
    phone: '(555) 010-2030',
    patient_state: 'TX',
    consultation_id: null,
    idempotency_key: randomUUID(),
    change_key: null,
    manage_token_hash: createHash('sha256').update(token).digest('base64url'),
    sequence: 0,
    booked_by: null,
    cancelled_by: null,
    cancelled_at: null,
    created_at: at,
    updated_at: at,
  })
  await page.goto(`/book/manage#appointment=${id}&token=${token}`)
  await expect(page.getByRole('heading', { name: 'Manage your booking' })).toBeVisible()
  await expect(
    page.getByText(
      'This visit is less than 4 hours away, so it can no longer be changed online. Please call us.',
    ),
  ).toBeVisible()
  await expect(page.getByRole('button', { name: 'Reschedule' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Cancel visit' })).toHaveCount(0)
  await expectNoSeriousAxeViolations(page, { label: '/book/manage, past the cut-off' })

  // The API refuses too, whatever the page shows.
  const config = (await (await page.request.get('/config.json')).json()) as {
    supabaseAnonKey: string
  }
  const refused = await page.request.post(`/booking/v1/appointments/${id}/cancel`, {
    headers: { apikey: config.supabaseAnonKey },
    data: { token },
  })
  expect(refused.status()).toBe(409)
  expect(((await refused.json()) as { code: string }).code).toBe('past_cutoff')
})

test('from 375 to 1920 px the booking page never scrolls sideways @desktop', async ({
  page,
}, testInfo) => {
  const clinician = await clinicianWithHours('public', unique(testInfo, 'Booking'))
  for (const width of LAYOUT_WIDTHS) {
    await page.setViewportSize({ width, height: 900 })
    await open(page, '/book?visit=phone&state=TX', { heading: 'Book a consultation' })
    await expect(timesOf(page, clinician.name).first()).toBeAttached()
    expect(await sidewaysOverflow(page), `/book at ${width} px`).toEqual({ page: 0, sideways: [] })
  }
})

test('staff set a clinician’s hours and time off, the free times follow, and the calendar shows the visit @desktop', async ({
  page,
}, testInfo) => {
  const name = `Dr. ${unique(testInfo, 'Staffset')}`
  await open(page, '/auth', { heading: 'Sign In' })
  await page.getByLabel('Email').fill(e2eStaff.email)
  await page.getByLabel('Password', { exact: true }).fill(e2eStaff.password)
  await page.getByRole('button', { name: 'Sign In', exact: true }).click()
  await expect(page).toHaveURL(/\/admin(\/queue)?$/)

  // A clinician licensed in Texas, with telehealth hours 9 to 5 every day.
  await open(page, '/admin/availability', { heading: 'Availability' })
  const clinicians = page.getByRole('region', { name: 'Clinicians' })
  await clinicians.getByLabel('Name').fill(name)
  await clinicians.getByLabel('Title (such as MD or NP)').fill('MD')
  await clinicians.getByLabel('Texas').check()
  await clinicians.getByRole('button', { name: 'Save clinician' }).click()
  await expect(clinicians.getByText(name).first()).toBeVisible()
  const hours = page.getByRole('region', { name: 'Weekly hours' })
  await hours.getByLabel('Clinician').selectOption({ label: name })
  for (const day of [
    'Monday',
    'Tuesday',
    'Wednesday',
    'Thursday',
    'Friday',
    'Saturday',
    'Sunday',
  ]) {
    await hours.getByRole('button', { name: new RegExp(`^Add hours\\W+${day}$`) }).click()
  }
  await hours.getByRole('button', { name: 'Save hours' }).click()
  await expect(hours.getByText(name).first()).toBeVisible()
  await expectNoSeriousAxeViolations(page, { label: '/admin/availability' })

  await open(page, '/book?visit=phone&state=TX', { heading: 'Book a consultation' })
  const firstBefore = await timesOf(page, name).first().getAttribute('data-slot-id')
  const startBefore = parseSlotId(firstBefore!)!.start

  // Time off for the next three days (on the clinic's clock, as the hours are): the first free
  // time moves past it.
  const chicagoDay = (date: Date) =>
    new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(date)
  const offFrom = chicagoDay(startBefore)
  const offUntil = chicagoDay(new Date(startBefore.getTime() + 3 * 86_400_000))
  await open(page, '/admin/availability', { heading: 'Availability' })
  const timeOff = page.getByRole('region', { name: 'Time off' })
  await timeOff.getByLabel('Clinician').selectOption({ label: name })
  await timeOff.getByLabel('Starts').fill(`${offFrom}T00:00`)
  await timeOff.getByLabel('Ends').fill(`${offUntil}T00:00`)
  await timeOff.getByLabel('Reason', { exact: true }).fill('Conference')
  await timeOff.getByRole('button', { name: 'Add time off' }).click()
  await expect(timeOff.getByText('Conference')).toBeVisible()

  await open(page, '/book?visit=phone&state=TX', { heading: 'Book a consultation' })
  const firstAfter = await timesOf(page, name).first().getAttribute('data-slot-id')
  expect(chicagoDay(parseSlotId(firstAfter!)!.start) >= offUntil).toBe(true)

  // A patient books that time; the calendar shows the visit.
  const config = (await (await page.request.get('/config.json')).json()) as {
    supabaseAnonKey: string
  }
  const patientEmail = `${unique(testInfo, 'calendar')}@example.com`
  const patientLastName = uniqueName(testInfo, 'Patient')
  const booked = await page.request.post('/booking/v1/appointments', {
    headers: { apikey: config.supabaseAnonKey },
    data: {
      slot: firstAfter,
      visit: 'phone',
      state: 'TX',
      firstName: 'Calendar',
      lastName: patientLastName,
      email: patientEmail,
      phone: '(555) 010-2030',
      idempotencyKey: randomUUID(),
    },
  })
  expect(booked.status()).toBe(201)
  // The patient confirms it with the link mailed to them (its two tokens, as the page sends them).
  await expect
    .poll(() => {
      try {
        return lastMailTo('public', patientEmail)
      } catch {
        return ''
      }
    })
    .toContain('Subject: Please confirm your Renew Medical visit')
  const link = new URLSearchParams(
    new URL(firstLink(lastMailTo('public', patientEmail))).hash.slice(1),
  )
  const confirmed = await page.request.post(
    `/booking/v1/appointments/${link.get('appointment')}/confirm`,
    {
      headers: { apikey: config.supabaseAnonKey },
      data: { token: link.get('token'), confirmToken: link.get('confirm') },
    },
  )
  expect(confirmed.status()).toBe(200)
  const visitDay = chicagoDay(parseSlotId(firstAfter!)!.start)
  await page.setViewportSize({ width: 1440, height: 900 })
  // The calendar reads the clinic's clock (Chicago), as the hours are.
  await open(page, `/admin/calendar?view=day&date=${visitDay}`, { heading: 'Calendar' })
  // The visit's button on the time grid opens it; it has not begun, so it can be moved or
  // cancelled but not marked attended yet (the server refuses that before its start too).
  const visit = page.getByRole('button', {
    name: new RegExp(`^Calendar ${patientLastName}, Phone, Booked: .*, with ${name}$`),
  })
  await visit.click()
  const details = page.getByRole('dialog', { name: 'Visit' })
  await expect(details).toContainText('Status: Booked')
  await expect(details.getByRole('button', { name: /^Attended/ })).toHaveCount(0)
  await expect(details.getByRole('button', { name: /^Reschedule/ })).toBeVisible()
  await expectNoSeriousAxeViolations(page, { label: '/admin/calendar' })
  await details.getByRole('button', { name: 'Close' }).click()

  // From a consultation request, staff book a visit on the patient's behalf; the request moves
  // to "Consultation booked".
  const lead = {
    id: randomUUID(),
    first_name: 'Lena',
    last_name: uniqueName(testInfo, 'Lead'),
    email: `${unique(testInfo, 'lead')}@example.com`,
    phone: '(555) 123-4567',
    hear_about_us: 'Google Search',
    email_opt_in: 0,
    sms_opt_in: 0,
    created_at: new Date().toISOString(),
  }
  await insertRow('public', 'consultation_requests', lead)
  await open(page, `/admin/requests/${lead.id}`, { heading: 'Consultation request' })
  await page.getByRole('link', { name: 'Book a visit for Lena' }).click()
  await expect(page.getByText(`Booking for Lena ${lead.last_name}`)).toBeVisible()
  await chooseTexasPhoneVisit(page)
  await (await shown(page, timesOf(page, name).first())).click()
  await expect(page.getByLabel('E-mail')).toHaveValue(lead.email)
  await page.getByRole('button', { name: 'Confirm booking' }).click()
  await expect(page.getByRole('heading', { name: 'You’re booked' })).toBeVisible()
  await page.getByRole('link', { name: 'Back to the consultation request' }).click()
  await expect(page.getByLabel('Status', { exact: true })).toHaveValue('booked')
})
