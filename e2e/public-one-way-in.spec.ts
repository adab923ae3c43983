import type { TestInfo } from '@playwright/test'

import { programFromLabel, programMonthLabel } from '../src/shared/clinic'
import { expectNoSeriousAxeViolations } from './support/axe'
import { changeableTimeOf } from './support/booking-times'
import { clinicianWithHours } from './support/clinicians'
import { expect as baseExpect, open, test } from './support/fixtures'
import { answerWeightLoss } from './support/intake-answers'
import { firstLink, lastMailTo } from './support/staff'

// One way in, and the place kept (docs/decisions/046-one-way-in-and-the-place-kept.md), on a
// 375 px phone: a program page's Get Started opens its questionnaire without an account, the
// answers kept in the tab; at the end sign-up opens saying why; the mailed confirmation link
// returns to the questionnaire, which says the address is confirmed, saves and sends the answers
// and shows the result; its Book link opens on the free times; the visit is booked at once (the
// address is proven) and shows in My care, reached from the bottom bar.

test.describe.configure({ timeout: 150_000 })
const expect = baseExpect.configure({ timeout: 15_000 })
const PASSWORD = 'a patient passphrase 2026'

function unique(testInfo: TestInfo, what: string) {
  return `${what}${testInfo.project.name.replace(/[^a-z]/g, '')}${Date.now().toString(36)}`
}

test('a program page’s Get Started leads through the questionnaire, sign-up at its end and the confirmation link back to the result, to booking and My care @phone', async ({
  page,
}, testInfo) => {
  const { name: clinician } = await clinicianWithHours('public', unique(testInfo, 'OneWay'))
  const email = `${unique(testInfo, 'nora')}@example.com`

  // The program page: Get Started opens the questionnaire, no account asked for.
  await open(page, '/weight-loss', { heading: 'Physician-Supervised Medical Weight Loss' })
  await expect(
    page
      .getByRole('main')
      .getByRole('link', { name: 'Prefer a Call? Request a Call-Back' })
      .first(),
  ).toHaveAttribute('href', '/consultation')
  // GLP Elite's price, as its card says it: the result must say the same.
  const glpElite = page
    .locator('[data-slot="program-cards"] > li')
    .filter({ has: page.getByRole('heading', { name: 'GLP Elite', exact: true }) })
  await expect(glpElite.getByText(programFromLabel('glpElite'))).toBeVisible()
  await expect(glpElite.getByText(programMonthLabel('glpElite'))).toBeVisible()
  await page.getByRole('main').getByRole('link', { name: 'Get Started' }).first().click()
  await expect(page).toHaveURL(/\/intake\/weight-loss$/)
  await expect(page.getByText(/kept only in this browser tab/).first()).toBeVisible()
  await expectNoSeriousAxeViolations(page, { label: '/intake/weight-loss, visitor' })

  await answerWeightLoss(page)
  await expect(page.getByText('Kept in this tab', { exact: true })).toBeVisible()
  // Kept in this tab only: nothing in localStorage or a cookie holds the answers.
  const kept = await page.evaluate(() => ({
    session: sessionStorage.getItem('renew.intake-draft.weight-loss') ?? '',
    local: JSON.stringify(localStorage),
    cookie: document.cookie,
  }))
  expect(kept.session).toContain('1980-05-04')
  expect(kept.local).not.toContain('1980-05-04')
  expect(kept.cookie).not.toContain('1980-05-04')

  // The end: sign-up, saying why.
  await page.getByRole('button', { name: 'Create an account and send' }).click()
  await expect(page).toHaveURL(/\/auth\?reason=intake&next=%2Fintake%2Fweight-loss$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Create Account' })).toBeVisible()
  await expect(page.getByText(/to save your answers and send them to a physician/)).toBeVisible()
  await expectNoSeriousAxeViolations(page, { label: '/auth, sign-up with a reason' })
  await page.getByLabel('Full Name').fill('Nora Patient')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: 'Create Account', exact: true }).click()
  await expect(page.getByText(/we sent you a link to confirm your e-mail address/)).toBeVisible()

  // The confirmation link returns to the questionnaire: confirmed, sent, the result shown.
  await expect.poll(() => lastMailTo('public', email)).toContain('redirect_to=')
  await page.goto(firstLink(lastMailTo('public', email)))
  await expect(page).toHaveURL(/\/intake\/weight-loss#?$/)
  await expect(
    page.getByText('Your e-mail address is confirmed, and you are signed in.'),
  ).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'Your result' })).toBeVisible()
  // The likely program and its month, in the words its card used.
  await expect(page.locator('[data-slot="result-price"]')).toHaveText(programMonthLabel('glpElite'))
  expect(
    await page.evaluate(() => sessionStorage.getItem('renew.intake-draft.weight-loss')),
  ).toBeNull()
  await expectNoSeriousAxeViolations(page, { label: '/intake/weight-loss, result after sign-up' })

  // Booking, from the result: the phone consultation in Texas, straight to the times.
  await page.getByRole('link', { name: 'Book your free consultation' }).click()
  await expect(page).toHaveURL(/\/book\?visit=phone&state=TX$/)
  await expect(page.getByRole('heading', { name: 'Choose a time' })).toBeVisible()
  await (await changeableTimeOf(page, clinician)).click()
  // Typed once: the name from the sign-up, the state from the questionnaire.
  await expect(page.getByLabel('E-mail')).toHaveValue(email)
  await expect(page.getByLabel('First name')).toHaveValue('Nora')
  await expect(page.getByLabel('Last name')).toHaveValue('Patient')
  await page.getByLabel('Phone', { exact: true }).fill('(555) 010-4242')
  await page.getByRole('button', { name: 'Confirm booking' }).click()
  // The address is proven by the link: booked at once.
  await expect(page.getByRole('heading', { name: 'You’re booked' })).toBeVisible()

  // My care, from the bottom bar.
  await page
    .getByRole('navigation', { name: 'Quick actions' })
    .getByRole('link', { name: 'My care' })
    .click()
  await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible()
  const care = page.locator('[data-slot="care-timeline"]')
  await expect(care.getByRole('listitem').filter({ hasText: clinician })).toBeVisible()
  await expect(
    care.getByRole('listitem').filter({ hasText: 'Health questionnaire: medical weight loss' }),
  ).toBeVisible()
  await expectNoSeriousAxeViolations(page, { label: '/account after the first booking' })
})
