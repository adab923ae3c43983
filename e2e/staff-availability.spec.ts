import { randomUUID } from 'node:crypto'

import { expectNoSeriousAxeViolations } from './support/axe'
import { expect as baseExpect, open, test } from './support/fixtures'
import { sidewaysOverflow } from './support/layout'
import { skipNewsletterPopup } from './support/newsletter'
import { apiSession, signInThroughGate } from './support/staff'

// The availability page (docs/architecture.md, Booking), at 1440 px (staff-desktop) and 375 px
// (staff-phone): staff copy a day's hours to the weekdays and save them, the clinician stays
// chosen after the save and a reload (it is in the address), and time off typed on the clinic's
// clock (Chicago, while the browser runs in UTC) is kept as that instant and shown back so; no
// serious accessibility problem, and the page never scrolls sideways.

test.describe.configure({ timeout: 120_000 })
const expect = baseExpect.configure({ timeout: 15_000 })

test.beforeEach(({ page }) => skipNewsletterPopup(page))

test('staff copy a day’s hours to the weekdays, keep the clinician after Save, and add time off on the clinic’s clock', async ({
  page,
}, testInfo) => {
  const name = `Dr. Avail ${randomUUID().slice(0, 8)}`
  await signInThroughGate(page)
  const headers = await apiSession(page.request)
  const created = await page.request.post('/staff/v1/booking/clinicians', {
    headers,
    data: { name, title: 'MD', licensedStates: ['TX'] },
  })
  expect(created.status()).toBe(201)
  const { id } = (await created.json()) as { id: string }

  await open(page, '/admin/availability', { heading: 'Availability' })
  const hours = page.getByRole('region', { name: 'Weekly hours' })
  const form = hours.getByRole('form', { name: 'Add weekly hours' })
  await form.getByLabel('Clinician').selectOption({ label: name })
  // The clinician chosen is in the address.
  await expect(page).toHaveURL(new RegExp(`[?&]clinician=${id}$`))

  // Monday 9 to 5, copied to the other weekdays with the shortcut.
  await form.getByRole('button', { name: /^Add hours\W+Monday$/ }).click()
  await expect(
    form.getByRole('group', { name: 'Monday, hours 1' }).getByLabel('From'),
  ).toBeFocused()
  const copyTo = form.getByRole('button', { name: /^Copy to…\W+Monday$/ })
  await copyTo.click()
  const panel = form.getByRole('group', { name: 'Copy Monday’s hours to' })
  await expect(panel.getByRole('checkbox', { name: 'Tuesday' })).toBeFocused()
  await panel.getByRole('button', { name: /^Weekdays/ }).click()
  for (const day of ['Tuesday', 'Wednesday', 'Thursday', 'Friday']) {
    await expect(panel.getByRole('checkbox', { name: day })).toBeChecked()
  }
  await expect(panel.getByRole('checkbox', { name: 'Saturday' })).not.toBeChecked()
  await expectNoSeriousAxeViolations(page, {
    label: `/admin/availability, copying hours (${testInfo.project.name})`,
  })
  expect((await sidewaysOverflow(page)).page).toBe(0)
  await panel.getByRole('button', { name: 'Copy hours' }).click()
  await expect(panel).toBeHidden()
  await expect(copyTo).toBeFocused()
  await expect(form.getByRole('status').filter({ hasText: 'copied' })).toHaveText(
    'Monday’s hours copied to Tuesday, Wednesday, Thursday, and Friday. Save hours to keep them.',
  )
  for (const day of ['Tuesday', 'Friday']) {
    const window = form.getByRole('group', { name: `${day}, hours 1` })
    await expect(window.getByLabel('From')).toHaveValue('09:00')
    await expect(window.getByLabel('Until')).toHaveValue('17:00')
  }
  await expect(form.getByRole('group', { name: 'Saturday, hours 1' })).toHaveCount(0)

  // Saved: listed with every weekday, and the form starts afresh on the same clinician.
  await form.getByRole('button', { name: 'Save hours' }).click()
  await expect(form.getByRole('status').filter({ hasText: 'Saved' })).toHaveText('Saved')
  const row = hours.getByRole('listitem').filter({ hasText: name })
  for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']) {
    await expect(row).toContainText(`${day} 09:00–17:00`)
  }
  await expect(row).not.toContainText('Saturday')
  await expect(form.getByLabel('Clinician')).toHaveValue(id)
  await expect(form.getByRole('group', { name: 'Monday, hours 1' })).toHaveCount(0)

  // A reload starts both forms on that clinician.
  await page.reload()
  await expect(form.getByLabel('Clinician')).toHaveValue(id)
  const timeOff = page.getByRole('region', { name: 'Time off' })
  const offForm = timeOff.getByRole('form', { name: 'Add time off' })
  await expect(offForm.getByLabel('Clinician')).toHaveValue(id)

  // Time off on the clinic's clock: 9 AM to 1 PM in Chicago, on 11 January next year (Central
  // Standard Time, UTC-6), whatever the browser's zone (UTC here).
  await expect(offForm).toContainText(
    'Times are in Central Time (Chicago), the clinic’s time zone.',
  )
  const year = new Date().getUTCFullYear() + 1
  const reason = `Training ${randomUUID().slice(0, 8)}`
  await offForm.getByLabel('Starts').fill(`${year}-01-11T09:00`)
  await offForm.getByLabel('Ends').fill(`${year}-01-11T13:00`)
  await offForm.getByLabel('Reason', { exact: true }).fill(reason)
  await offForm.getByRole('button', { name: 'Add time off' }).click()
  await expect(offForm.getByRole('status').filter({ hasText: 'Saved' })).toHaveText('Saved')
  await expect(offForm.getByLabel('Clinician')).toHaveValue(id)
  const listed = timeOff.getByRole('listitem').filter({ hasText: reason })
  await expect(listed).toContainText(
    new RegExp(`Jan 11, ${year}, 9:00\\sAM CST – .*Jan 11, ${year}, 1:00\\sPM CST`),
  )
  // Kept as the instant it is: 15:00 and 19:00 UTC.
  const setup = await page.request.get('/staff/v1/booking/setup', { headers })
  const { exceptions } = (await setup.json()) as {
    exceptions: { clinicianId: string; start: string; end: string; reason: string }[]
  }
  expect(exceptions.find((exception) => exception.reason === reason)).toMatchObject({
    clinicianId: id,
    start: `${year}-01-11T15:00:00.000Z`,
    end: `${year}-01-11T19:00:00.000Z`,
  })
  await expectNoSeriousAxeViolations(page, {
    label: `/admin/availability after saving (${testInfo.project.name})`,
  })
  expect((await sidewaysOverflow(page)).page).toBe(0)
})
