import { randomUUID } from 'node:crypto'

import { expectNoSeriousAxeViolations } from './support/axe'
import { clinicianAddedByStaff } from './support/clinicians'
import { expect as baseExpect, open, test } from './support/fixtures'
import { sidewaysOverflow } from './support/layout'
import { skipNewsletterPopup } from './support/newsletter'
import { signInThroughGate } from './support/staff'

// The staff calendar as a time grid (docs/architecture.md, Booking), at 1440 px (staff-desktop)
// and 375 px (staff-phone): staff open the week of a clinician with hours, book a patient into a
// free time, reschedule that visit and see it move; the page never scrolls sideways (on a phone
// the grid scrolls within its own frame) and has no serious accessibility problem.

test.describe.configure({ timeout: 120_000 })
const expect = baseExpect.configure({ timeout: 15_000 })

test.beforeEach(({ page }) => skipNewsletterPopup(page))

const CHICAGO = 'America/Chicago'
/** "Wednesday, December 2" for a YYYY-MM-DD date, as the calendar names a day. */
const dayName = (date: string) =>
  new Intl.DateTimeFormat('en-US', {
    timeZone: 'UTC',
    weekday: 'long',
    month: 'long',
    day: 'numeric',
  }).format(new Date(`${date}T12:00:00Z`))

test('staff book a patient into a free time of the week grid, then reschedule the visit', async ({
  page,
}, testInfo) => {
  const suffix = randomUUID().slice(0, 8)
  const doctor = `Dr. Grid ${suffix}`
  // Names take letters only (src/shared/single-line.ts).
  const lastName = `Hopper${suffix.replace(/[^a-z]/g, (char) => 'abcdefghijklmnop'[parseInt(char, 16)] ?? 'x')}`
  await signInThroughGate(page)
  const { clinicianId } = await clinicianAddedByStaff(page.request, doctor, {
    start: '09:00',
    end: '17:00',
  })
  // Tomorrow on the clinic's clock: all its hours are bookable (the notice is an hour).
  const tomorrow = new Intl.DateTimeFormat('en-CA', { timeZone: CHICAGO }).format(
    new Date(Date.now() + 86_400_000),
  )
  const day = dayName(tomorrow)

  await open(page, `/admin/calendar?view=week&date=${tomorrow}&clinician=${clinicianId}`, {
    heading: 'Calendar',
  })
  const grid = page.getByRole('region', { name: 'Visits and free times' })
  await expect(page.getByText(/^Times in the clinic’s time zone, Central/)).toBeVisible()
  const tenAm = grid.getByRole('button', {
    name: new RegExp(
      `^Book a patient: ${day}, 10:00\\sAM – 10:30\\sAM, with ${doctor}, Telehealth$`,
    ),
  })
  await expect(tenAm).toBeVisible()
  await expectNoSeriousAxeViolations(page, {
    label: `/admin/calendar week (${testInfo.project.name})`,
  })
  // The page never scrolls sideways; on a phone the grid does, inside its frame.
  expect((await sidewaysOverflow(page)).page).toBe(0)

  // Book: the dialog checks the details, then books at once.
  await tenAm.click()
  const book = page.getByRole('dialog', { name: 'Book for a patient' })
  await book.getByRole('button', { name: 'Book the visit' }).click()
  await expect(book.getByLabel('First name')).toHaveAttribute('aria-invalid', 'true')
  await expectNoSeriousAxeViolations(page, { label: 'the booking dialog with its errors' })
  await book.getByLabel('First name').fill('Grace')
  await book.getByLabel('Last name').fill(lastName)
  await book.getByLabel('E-mail').fill(`grace.${suffix}@example.com`)
  await book.getByLabel('Phone').fill('(555) 123-4567')
  await book.getByLabel('State the patient lives in').selectOption('TX')
  await book.getByRole('button', { name: 'Book the visit' }).click()
  await expect(book).toBeHidden()
  const visit = grid.getByRole('button', {
    name: new RegExp(`^Grace ${lastName}, Video, Booked: `),
  })
  await expect(visit).toHaveAccessibleName(
    new RegExp(`: ${day}, 10:00\\sAM – 10:30\\sAM, with ${doctor}$`),
  )
  await expect(tenAm).toHaveCount(0)
  await expect(page.getByRole('status').filter({ hasText: 'is booked' })).toContainText(
    `Grace ${lastName} is booked`,
  )

  // The visit has not begun: it can be moved or cancelled, not marked attended.
  await visit.click()
  const details = page.getByRole('dialog', { name: 'Visit' })
  await expect(details.getByRole('button', { name: /^Attended/ })).toHaveCount(0)
  await expect(details.getByRole('button', { name: /^No-show/ })).toHaveCount(0)
  await details.getByRole('button', { name: /^Reschedule/ }).click()
  const move = page.getByRole('dialog', { name: 'Reschedule the visit' })
  const newTime = move.getByLabel('New time')
  const twoPm = await newTime
    .locator('option')
    .filter({ hasText: new RegExp(`^${day}, 2:00\\sPM`) })
    .getAttribute('value')
  await newTime.selectOption(twoPm)
  await expectNoSeriousAxeViolations(page, { label: 'the reschedule dialog' })
  await move.getByRole('button', { name: 'Move the visit' }).click()
  await expect(move).toBeHidden()

  // It moved: the visit is at 2:00 PM, holds the keyboard, and 10:00 AM is free again.
  await expect(visit).toHaveAccessibleName(
    new RegExp(`: ${day}, 2:00\\sPM – 2:30\\sPM, with ${doctor}$`),
  )
  await expect(visit).toBeFocused()
  await expect(tenAm).toBeVisible()
  // The address holds the view: a reload shows the same week with the moved visit.
  await page.reload()
  await expect(visit).toHaveAccessibleName(new RegExp(`2:00\\sPM – 2:30\\sPM`))
  expect((await sidewaysOverflow(page)).page).toBe(0)
})
