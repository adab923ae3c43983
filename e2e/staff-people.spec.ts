import { randomUUID } from 'node:crypto'

import type { Page } from '@playwright/test'

import { exampleIntakeAnswers } from '../src/shared/intake/examples'
import { expectNoSeriousAxeViolations } from './support/axe'
import { insertClinician } from './support/clinicians'
import { expect as baseExpect, test } from './support/fixtures'
import { apiSession, createNonStaffAccount, signInThroughGate } from './support/staff'
import { insertBookedVisit } from './support/visits'

// People (docs/architecture.md, Staff workspace, People): a self-serve patient — an account with
// a questionnaire, a visit and an order, and no consultation form — is found from the search in
// the workspace's header by a part of their name and by their phone's digits, and their page
// shows the questionnaire, the visit and the order, each opening its own page. The staff server
// closes sign-up, so the account is made as such accounts exist then (support/staff.ts); the
// patient then sends the questionnaire and the order through the real APIs, with the staff
// gate's cookie of this browser. The visit is written to the store, as staff-queue.spec.ts does.

test.describe.configure({ timeout: 120_000 })
const expect = baseExpect.configure({ timeout: 15_000 })

/** Searches from the header, as staff do from any page; the results are on People. */
async function headerSearch(page: Page, query: string) {
  const search = page.getByRole('search', { name: 'Search people' })
  await search.getByLabel('Search people').fill(query)
  await search.getByRole('button', { name: 'Search' }).click()
  await expect(page).toHaveURL(/\/admin\/people$/)
}

test('a self-serve patient is found from the header by name and by phone; their page shows the questionnaire, the visit and the order, each link working', async ({
  page,
}, testInfo) => {
  const stamp = Date.now().toString()
  // Letters only: a name on an order may hold nothing else.
  const letters = [...stamp.slice(-9)].map((digit) => 'abcdefghij'[Number(digit)]).join('')
  const unique = `Pat${testInfo.project.name.replace(/[^a-z]/g, '')}${letters}`
  const email = `${unique.toLowerCase()}@example.com`
  // A phone no other test has: seven digits from the clock.
  const digits = stamp.slice(-7)
  const phone = `(312) ${digits.slice(0, 3)}-${digits.slice(3)}`
  const password = createNonStaffAccount(email)

  await signInThroughGate(page, '/admin')
  const patient = await apiSession(page.request, { email, password })
  const profile = await page.request.put('/auth/v1/user', {
    headers: patient,
    data: { data: { first_name: 'Ada', last_name: unique, phone, state: 'TX' } },
  })
  expect(profile.status()).toBe(200)
  const saved = await page.request.put('/patient/v1/intakes/weight-loss', {
    headers: patient,
    data: { answers: exampleIntakeAnswers['weight-loss'] },
  })
  expect(saved.status()).toBe(200)
  const { intake } = (await saved.json()) as { intake: { version: number } }
  const sent = await page.request.post('/patient/v1/intakes/weight-loss/submit', {
    headers: patient,
    data: { version: intake.version, today: new Date().toISOString().slice(0, 10) },
  })
  expect(sent.status()).toBe(200)
  const ordered = await page.request.post('/orders/v1/orders', {
    headers: patient,
    data: {
      firstName: 'Ada',
      lastName: unique,
      email,
      phone,
      shipping: { line1: '200 Congress Ave', city: 'Austin', state: 'TX', zip: '78701' },
      lines: [{ productId: '2', quantity: 1 }],
      idempotencyKey: randomUUID(),
    },
  })
  expect([200, 201], await ordered.text()).toContain(ordered.status())
  const { order } = (await ordered.json()) as { order: { number: string } }
  const clinician = await insertClinician('staff', 'Dr. Ana Muñoz')
  const start = new Date(Date.now() + 3 * 86_400_000)
  start.setUTCHours(16, 0, 0, 0)
  await insertBookedVisit('staff', {
    clinicianId: clinician,
    visitType: 'video',
    start,
    lastName: unique,
    email,
    phone,
  })

  const results = page.locator('[data-slot="people-results"]')
  const found = results.getByRole('link', { name: `Ada ${unique}` })
  // By a part of the name, from the header of the page staff are on.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await headerSearch(page, unique.slice(1, -1).toLowerCase())
  await expect(found).toBeVisible()
  await expect(results.getByText(/Visit/)).toBeVisible()
  await expectNoSeriousAxeViolations(page, { label: '/admin/people (results)' })
  await page.screenshot({ path: testInfo.outputPath('people.png'), fullPage: true })

  // By the phone's digits, spaced as said aloud.
  await page.goto('/admin/queue')
  await headerSearch(page, `${digits.slice(0, 3)} ${digits.slice(3)}`)
  await expect(found).toBeVisible()
  await expect(results.getByRole('listitem')).toHaveCount(1)

  await found.click()
  await expect(page).toHaveURL(/\/admin\/people\/(account|order|visit):[0-9a-f-]{36}$/)
  await expect(page.getByRole('heading', { level: 2, name: `Ada ${unique}` })).toBeVisible()
  const timeline = page.locator('[data-slot="person-timeline"]')
  await expect(timeline.getByText('Sent a health questionnaire')).toBeVisible()
  await expect(timeline.getByText(/^Booked a visit for /)).toBeVisible()
  await expect(timeline.getByText(`Placed order ${order.number}`)).toBeVisible()
  await expect(page.getByText('200 Congress Ave, Austin, TX 78701')).toBeVisible()
  await expect(page.getByText(/Weight loss, .*: Awaiting a physician’s decision/)).toBeVisible()
  await expectNoSeriousAxeViolations(page, { label: '/admin/people/:ref' })
  await page.screenshot({ path: testInfo.outputPath('person.png'), fullPage: true })
  const personUrl = page.url()

  await timeline.getByRole('link', { name: /^Open order/ }).click()
  await expect(page).toHaveURL(/\/admin\/orders\/[0-9a-f-]{36}$/)
  await expect(page.getByText(order.number).first()).toBeVisible()

  await page.goto(personUrl)
  await timeline.getByRole('link', { name: /^Open calendar day/ }).click()
  await expect(page).toHaveURL(/\/admin\/calendar\?date=\d{4}-\d{2}-\d{2}$/)
  await expect(page.getByRole('button', { name: new RegExp(`^Ada ${unique}`) })).toBeVisible()

  await page.goto(personUrl)
  await timeline.getByRole('link', { name: /^Open questionnaire/ }).click()
  await expect(page).toHaveURL(/\/admin\/intakes\/[0-9a-f-]{36}$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Health questionnaire' })).toBeVisible()
})
