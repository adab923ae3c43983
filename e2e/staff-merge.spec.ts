import { randomUUID } from 'node:crypto'

import { expectNoSeriousAxeViolations } from './support/axe'
import { expect as baseExpect, test } from './support/fixtures'
import { signInThroughGate } from './support/staff'
import { insertRow } from './support/store'

// Merging duplicate people from the queue (docs/decisions/042-a-person-deleted-whole-and-merged-
// by-link.md), at 1440 px (staff-desktop) and 375 px (staff-phone): two consultation requests
// under two addresses with the same phone are flagged as possible duplicates; staff merge one
// into the other behind a confirmation naming both, and the queue keeps both rows, no longer
// flagged. The requests are written to the store (the server tests send them through the API).

test.describe.configure({ timeout: 90_000 })
const expect = baseExpect.configure({ timeout: 15_000 })

test('a person flagged as a duplicate by phone is merged into the other from the queue, by keyboard, and the flag goes', async ({
  page,
}, testInfo) => {
  const phone = testInfo.project.name === 'staff-phone'
  await page.setViewportSize(phone ? { width: 375, height: 812 } : { width: 1440, height: 900 })
  const unique = `merge${testInfo.project.name.replace(/[^a-z]/g, '')}${Date.now().toString(36)}`
  // Digits of this run only, so no other spec's rows share the phone.
  const digits = String(Date.now() + (phone ? 1 : 0)).slice(-7)
  const people = ['first', 'second'].map((which) => ({
    name: `${which}${unique}`,
    email: `${which}.${unique}@example.com`,
  }))
  for (const person of people) {
    await insertRow('staff', 'consultation_requests', {
      id: randomUUID(),
      first_name: 'Ada',
      last_name: person.name,
      email: person.email,
      phone: `(555) ${digits.slice(0, 3)}-${digits.slice(3)}`,
      hear_about_us: 'Google Search',
      email_opt_in: 1,
      sms_opt_in: 0,
      created_at: new Date().toISOString(),
    })
  }

  await signInThroughGate(page, '/admin/queue')
  await expect(page.getByRole('heading', { level: 1, name: 'Queue' })).toBeVisible()
  const card = (name: string) =>
    page
      .locator('[data-slot="queue-person"]')
      .filter({ has: page.getByRole('heading', { level: 3, name: `Ada ${name}` }) })
  const [first, second] = [card(people[0]!.name), card(people[1]!.name)]
  await expect(first.locator('[data-slot="duplicate"]')).toContainText(people[1]!.email)
  await expect(second.locator('[data-slot="duplicate"]')).toContainText(people[0]!.email)

  // By keyboard: the offer opens a confirmation naming both; Escape closes it where it was.
  const offer = second.getByRole('button', { name: `Merge into ${people[0]!.email}` })
  await offer.focus()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: 'Merge these two people?' })
  await expect(dialog).toContainText(`${people[1]!.email} and ${people[0]!.email}`)
  await expectNoSeriousAxeViolations(page, { label: '/admin/queue merge' })
  await page.screenshot({ path: testInfo.outputPath('merge.png'), fullPage: true })
  await page.keyboard.press('Escape')
  await expect(dialog).toHaveCount(0)
  await expect(offer).toBeFocused()

  await page.keyboard.press('Enter')
  await dialog.getByRole('button', { name: 'Merge', exact: true }).click()
  await expect(dialog).toHaveCount(0)
  await expect(page.getByText('They are one person now.', { exact: true })).toBeVisible()
  // Both rows stay, neither flagged as the other's duplicate; focus is on the merged person.
  await expect(first).toBeVisible()
  await expect(second).toBeVisible()
  await expect(first.locator('[data-slot="duplicate"]')).toHaveCount(0)
  await expect(second.locator('[data-slot="duplicate"]')).toHaveCount(0)
  await expect(second.getByRole('button', { name: /^Merge into/ })).toHaveCount(0)
  await expect(second.getByRole('heading', { level: 3 })).toBeFocused()
  await expectNoSeriousAxeViolations(page, { label: '/admin/queue merged' })
})
