import { expectNoSeriousAxeViolations } from './support/axe'
import { insertClinician } from './support/clinicians'
import { expect as baseExpect, test } from './support/fixtures'
import { signInThroughGate } from './support/staff'
import { insertBookedVisit } from './support/visits'

// Staff land on the queue (docs/architecture.md, Staff workspace, The queue): a bare /admin
// opens it, and on a phone its list is above the fold with the figures after it. A self-booked
// visit of someone nobody has contacted is written to the store (the staff server admits staff
// only, so no patient signs up here; the server tests book one through the real APIs) and is
// marked contacted from the page.

test.describe.configure({ timeout: 90_000 })
const expect = baseExpect.configure({ timeout: 15_000 })

test('staff land on the queue; the list comes first, a visit booked without a call is there and is marked contacted', async ({
  page,
}, testInfo) => {
  const unique = `visit${testInfo.project.name.replace(/[^a-z]/g, '')}${Date.now().toString(36)}`
  const clinician = await insertClinician('staff', 'Dr. Ana Muñoz')
  await insertBookedVisit('staff', {
    clinicianId: clinician,
    visitType: 'phone',
    start: new Date(Date.now() + 2 * 86_400_000),
    lastName: unique,
    email: `${unique}@example.com`,
    phone: '(555) 222-3333',
  })

  await signInThroughGate(page, '/admin')
  await expect(page).toHaveURL(/\/admin\/queue$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Queue' })).toBeVisible()
  // By its heading: another card may name this address in its "Possible duplicate" flag.
  const person = page
    .locator('[data-slot="queue-person"]')
    .filter({ has: page.getByRole('heading', { level: 3, name: `Ada ${unique}` }) })
  await expect(person).toBeVisible()
  await expect(person.getByText(/Visit on .* booked without a call/)).toBeVisible()
  await expect(person.getByText('TX (served)')).toBeVisible()

  // The list before the figures; on a phone its first card is within the first screen.
  const list = page.getByRole('region', { name: /^Waiting \(/ })
  const figures = page.getByRole('region', { name: 'Figures' })
  const listBox = (await list.boundingBox())!
  const figuresBox = (await figures.boundingBox())!
  const viewport = page.viewportSize()!
  if (viewport.width >= 1280) expect(figuresBox.x).toBeGreaterThan(listBox.x)
  else expect(figuresBox.y).toBeGreaterThan(listBox.y)
  const firstCard = (await page.locator('[data-slot="queue-person"]').first().boundingBox())!
  expect(firstCard.y).toBeLessThan(viewport.height)
  await expect(page.getByRole('table')).toHaveCount(0)
  await expectNoSeriousAxeViolations(page, { label: '/admin/queue' })
  await page.screenshot({ path: testInfo.outputPath('queue.png'), fullPage: true })

  await person.getByRole('button', { name: /^Mark contacted/ }).click()
  await expect(person).toHaveCount(0)
})
