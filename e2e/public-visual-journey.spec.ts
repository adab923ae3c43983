import type { Page, TestInfo } from '@playwright/test'

import { clinicianWithHours } from './support/clinicians'
import { expect as baseExpect, open, test } from './support/fixtures'
import { answerWeightLoss } from './support/intake-answers'
import { sidewaysOverflow } from './support/layout'
import { skipNewsletterPopup } from './support/newsletter'
import { firstLink, lastMailTo } from './support/staff'
import { settle, SHOT, widths } from './support/visual'

// The visual guard of e2e/public-visual.spec.ts (its header says how to write the baselines
// again and why the tolerance), over the pages of the patient's journey
// (docs/decisions/046-one-way-in-and-the-place-kept.md): /auth opened with a reason, the
// consultation form once sent, the questionnaire's result, My care's details and /book's strip
// of days. What differs from run to run (the days of the week) is masked or kept out of the shot.

test.describe.configure({ timeout: 150_000 })
const expect = baseExpect.configure({ timeout: 20_000 })
const PASSWORD = 'a patient passphrase 2026'

test.beforeEach(async ({ page }) => {
  await skipNewsletterPopup(page)
  await page.emulateMedia({ reducedMotion: 'reduce' })
})

// As in e2e/public-visual.spec.ts: the clinic's zone and language, and the still style's <style>,
// which the site's CSP (style-src 'self') would refuse.
test.use({ timezoneId: 'America/Chicago', locale: 'en-US', bypassCSP: true })

function uniqueEmail(testInfo: TestInfo, what: string, width: number) {
  return `${what}${width}${Date.now().toString(36)}@example.com`.toLowerCase()
}

/** The weekday (0 = Sunday) it is now in Chicago, the clinic's zone. */
function chicagoWeekday(): number {
  const name = new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/Chicago',
    weekday: 'short',
  }).format(new Date())
  return ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(name)
}

/** A new patient: the weight-loss questionnaire as a guest, sign-up at its end, the link back. */
async function patientWithResult(page: Page, email: string) {
  await open(page, '/intake/weight-loss')
  await answerWeightLoss(page)
  await page.getByRole('button', { name: 'Create an account and send' }).click()
  await page.getByLabel('Full Name').fill('Nora Patient')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: 'Create Account', exact: true }).click()
  await expect(page.getByText(/we sent you a link to confirm your e-mail address/)).toBeVisible()
  await expect.poll(() => lastMailTo('public', email)).toContain('redirect_to=')
  await page.goto(firstLink(lastMailTo('public', email)))
  await expect(page.getByRole('heading', { level: 2, name: 'Your result' })).toBeVisible()
}

for (const viewport of widths) {
  test.describe(`at ${viewport.width} px`, { tag: '@desktop' }, () => {
    test.use({ viewport })

    test('/auth, opened by a page that needs an account, looks as it did', async ({ page }) => {
      await open(page, '/auth?reason=intake&next=%2Fintake%2Fweight-loss')
      await expect(page.getByRole('heading', { level: 1, name: 'Create Account' })).toBeVisible()
      await expect(
        page.getByText(/to save your answers and send them to a physician/),
      ).toBeVisible()
      await settle(page)
      await expect(page).toHaveScreenshot(`auth-reason-${viewport.width}.png`, {
        fullPage: true,
        ...SHOT,
      })
    })

    test('/consultation, once its request is sent, looks as it did', async ({ page }, testInfo) => {
      await open(page, '/consultation')
      await page.getByLabel('First Name').fill('Nora')
      await page.getByLabel('Last Name').fill('Quinn')
      await page
        .getByLabel('Email', { exact: true })
        .fill(uniqueEmail(testInfo, 'visual', viewport.width))
      await page.getByLabel('Phone').fill('(555) 010-2030')
      await page.getByLabel('How did you hear about us?').selectOption('Friend or Family Referral')
      await page.getByRole('button', { name: 'Request Free Consultation' }).click()
      const sent = page.getByRole('region', { name: 'Consultation Requested!' })
      await expect(sent).toBeFocused()
      // The sent card once widened the page past a phone's screen (a grid column sized by its
      // content): the page fits.
      expect(await sidewaysOverflow(page)).toEqual({ page: 0, sideways: [] })
      await settle(page)
      await expect(page).toHaveScreenshot(`consultation-sent-${viewport.width}.png`, {
        fullPage: true,
        ...SHOT,
      })
    })

    test('the questionnaire’s result and My care’s details look as they did', async ({
      page,
    }, testInfo) => {
      await patientWithResult(page, uniqueEmail(testInfo, 'result', viewport.width))
      const result = page
        .locator('section')
        .filter({ has: page.getByRole('heading', { level: 2, name: 'Your result' }) })
        .last()
      await expect(result.locator('[data-slot="result-bmi"]')).toBeVisible()
      await settle(page)
      await expect(result).toHaveScreenshot(`intake-result-${viewport.width}.png`, SHOT)

      await open(page, '/account', { heading: 'Your account' })
      const details = page.getByRole('region', { name: 'Your details' })
      await expect(details.getByLabel('First name')).toHaveValue('Nora')
      await expect(details.getByLabel('State of residence')).toHaveValue('TX')
      await settle(page)
      await expect(details).toHaveScreenshot(`account-details-${viewport.width}.png`, SHOT)
    })

    test('/book’s strip of days looks as it did', async ({ page }) => {
      // New Mexico, where no other spec books: this clinician's hours are every day but today,
      // so the week asked for shows six days, whatever the time of day.
      const today = chicagoWeekday()
      const weekdays = [0, 1, 2, 3, 4, 5, 6].filter((weekday) => weekday !== today)
      await clinicianWithHours('public', `Strip${viewport.width}${Date.now().toString(36)}`, {
        states: 'NM',
        weekdays,
      })
      await open(page, '/book?visit=phone&state=NM')
      await expect(page.getByRole('heading', { name: 'Choose a time' })).toBeVisible()
      const strip = page.getByRole('tablist', { name: /days/i })
      await expect(strip.getByRole('tab')).toHaveCount(6)
      // The names, dates and counts change with the day, and a mask follows each one's width
      // ("Mon" is wider than "Fri"), so the same sample text goes into every tab instead.
      await strip.getByRole('tab').evaluateAll((tabs) => {
        for (const tab of tabs) {
          const spans = tab.querySelectorAll('span')
          ;['Wed', 'Dec 2', '8 times'].forEach((text, index) => {
            spans[index]!.textContent = text
          })
        }
      })
      await settle(page)
      await expect(strip).toHaveScreenshot(`book-days-${viewport.width}.png`, SHOT)
    })
  })
}
