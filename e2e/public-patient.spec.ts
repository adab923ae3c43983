import fs from 'node:fs'

import type { Page, TestInfo } from '@playwright/test'

import { expectNoSeriousAxeViolations } from './support/axe'
import { e2eStaff } from './support/env'
import { expect as baseExpect, open, test } from './support/fixtures'
import { LAYOUT_WIDTHS, sidewaysOverflow } from './support/layout'
import { addStaffAccount, firstLink, lastMailTo } from './support/staff'

// A patient's account on the public server (AUTH_EMAIL_CONFIRM=true): a visitor requests a
// consultation, signs up with the same address from the form's next steps, confirms by the mailed
// link and finds the request in My care; keeps their details and the newsletter; downloads
// everything held about them and deletes the account, after which the password no longer signs
// in (docs/architecture.md, Patient accounts and the intake).

test.describe.configure({ timeout: 120_000 })
const expect = baseExpect.configure({ timeout: 15_000 })
const PASSWORD = 'a patient passphrase 2026'

function uniqueEmail(testInfo: TestInfo, what: string) {
  return `${what}.${testInfo.project.name.replace(/[^a-z]/g, '')}.${Date.now().toString(36)}@example.com`
}

async function signIn(page: Page, email: string, password = PASSWORD) {
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Sign In', exact: true }).click()
}

test('a request sent before signing up appears in My care once the address is confirmed; export and deletion @desktop', async ({
  page,
}, testInfo) => {
  const email = uniqueEmail(testInfo, 'grace')

  // The consultation form, then its next steps.
  await open(page, '/consultation')
  await page.getByLabel('First Name').fill('Grace')
  await page.getByLabel('Last Name').fill('Patient')
  await page.getByLabel('Email', { exact: true }).fill(email)
  await page.getByLabel('Phone').fill('(555) 010-2030')
  await page.getByLabel('How did you hear about us?').selectOption('Friend or Family Referral')
  await page.getByRole('button', { name: 'Request Free Consultation' }).click()
  const next = page.getByRole('region', { name: 'Your request is on its way' })
  await expect(next).toBeVisible()
  await next.getByRole('link', { name: 'Create an account to follow your request' }).click()

  // Sign-up opens, as the link asked; then the mailed link confirms the address.
  await expect(page.getByRole('heading', { level: 1, name: 'Create Account' })).toBeVisible()
  await page.getByLabel('Full Name').fill('Grace Patient')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: 'Create Account', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible()
  await page.goto(firstLink(lastMailTo('public', email)))
  await expect(page.getByRole('button', { name: 'Sign Out' }).first()).toBeAttached()

  await open(page, '/account', { heading: 'Your account' })
  const care = page.locator('[data-slot="care-timeline"]')
  const request = care.getByRole('listitem').filter({ hasText: 'Consultation request' })
  await expect(request).toContainText('Received')
  await expect(request).toContainText(/Our care team will call you by \w+day \d/)
  await expectNoSeriousAxeViolations(page, { label: '/account' })
  await page.screenshot({ path: testInfo.outputPath('account.png'), fullPage: true })

  // Details, kept in the account.
  await page.getByLabel('Phone', { exact: true }).fill('555-123')
  await expect(page.getByText('Enter a 10-digit US phone number, or leave it empty.')).toBeVisible()
  await page.getByLabel('Phone', { exact: true }).fill('(555) 123-4567')
  await page.getByLabel('State of residence').selectOption('TX')
  await page.getByLabel('Text message').check()
  await page.getByRole('button', { name: 'Save details' }).click()
  await expect(page.getByText('Your details are saved.')).toBeVisible()
  await page.reload()
  await expect(page.getByLabel('State of residence')).toHaveValue('TX')
  await expect(page.getByLabel('Text message')).toBeChecked()

  // The newsletter, for the confirmed address.
  const newsletter = page.getByLabel('Send me the Renew Medical newsletter')
  await expect(newsletter).not.toBeChecked()
  await newsletter.check()
  await expect(page.getByText('You get the newsletter.')).toBeVisible()

  // Everything held, as JSON.
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Download my data (JSON)' }).click()
  const file = await (await download).path()
  const exported = JSON.parse(fs.readFileSync(file, 'utf8')) as {
    account: { email: string; profile: { state: string } }
    consultationRequests: { email: string }[]
    newsletter: boolean
  }
  expect(exported.account).toMatchObject({ email, profile: { state: 'TX' } })
  expect(exported.consultationRequests.map((row) => row.email)).toEqual([email])
  expect(exported.newsletter).toBe(true)

  // Deletion, confirmed by the password; then the password no longer signs in.
  await page.getByRole('button', { name: 'Delete my account' }).click()
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' })
  await expect(dialog).toContainText('deleted at once')
  await dialog.getByLabel('Your password').fill('not my password')
  await dialog.getByRole('button', { name: 'Delete my account' }).click()
  await expect(dialog.getByText('That password is not right.')).toBeVisible()
  await dialog.getByLabel('Your password').fill(PASSWORD)
  await dialog.getByRole('button', { name: 'Delete my account' }).click()
  await expect(page.getByText('Your account has been deleted.').first()).toBeVisible()
  await open(page, '/auth', { heading: 'Sign In' })
  await signIn(page, email)
  await expect(page.getByText('Invalid login credentials').first()).toBeVisible()
})

test('a visitor opening /account is sent to sign in and brought back', async ({
  page,
}, testInfo) => {
  const email = uniqueEmail(testInfo, 'back')
  const request = page.request
  const config = (await (await request.get('/config.json')).json()) as { supabaseAnonKey: string }
  const signUp = await request.post('/auth/v1/signup', {
    headers: { apikey: config.supabaseAnonKey },
    data: { email, password: PASSWORD },
  })
  expect(signUp.status()).toBe(200)
  await request.get(firstLink(lastMailTo('public', email)), { maxRedirects: 0 })

  await page.goto('/account')
  await expect(page).toHaveURL(/\/auth\?reason=account&next=%2Faccount$/)
  await signIn(page, email)
  await expect(page).toHaveURL(/\/account$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible()
})

/** A confirmed patient account, signed up over the API and confirmed by its mailed link. */
async function confirmedPatient(
  page: Page,
  email: string,
  name = { first_name: 'Hana', last_name: 'Intake' },
) {
  const config = (await (await page.request.get('/config.json')).json()) as {
    supabaseAnonKey: string
  }
  const signUp = await page.request.post('/auth/v1/signup', {
    headers: { apikey: config.supabaseAnonKey },
    data: { email, password: PASSWORD, data: name },
  })
  expect(signUp.status()).toBe(200)
  await page.request.get(firstLink(lastMailTo('public', email)), { maxRedirects: 0 })
}

function question(page: Page, text: string) {
  return page.getByRole('group', { name: text })
}

test('the weight-loss questionnaire resumes after a reload and on another device; a hard stop asks for a call; front-desk staff see it wait, a physician reviews it and the patient sees the outcome @desktop', async ({
  page,
  browser,
}, testInfo) => {
  const email = uniqueEmail(testInfo, 'hana')
  await confirmedPatient(page, email)
  // Signed in first (a visitor would answer in the tab: public-one-way-in.spec.ts).
  await open(page, '/auth?next=%2Fintake%2Fweight-loss', { heading: 'Sign In' })
  await signIn(page, email)
  await expect(page).toHaveURL(/\/intake\/weight-loss$/)

  // About you.
  await expect(page.getByText('Step 1 of 7: About you')).toBeVisible()
  await page.getByRole('button', { name: 'Next' }).click()
  await expect(page.getByRole('group', { name: /Please fix 3 answers/ })).toBeFocused()
  await page.getByLabel('What is your date of birth?').fill('1980-05-04')
  await question(page, 'What sex were you assigned at birth?').getByLabel('Female').check()
  await page.getByLabel('Which state do you live in?').selectOption('TX')
  await expectNoSeriousAxeViolations(page, { label: '/intake/weight-loss, step 1' })
  await page.getByRole('button', { name: 'Next' }).click()

  // Height and weight, the BMI worked out as they type.
  await expect(page.getByText('Step 2 of 7: Height and weight')).toBeVisible()
  await page.getByLabel('Height (feet)').fill('5')
  await page.getByLabel('Height (inches)').fill('4')
  await page.getByLabel('What is your current weight, in pounds?').fill('200')
  await expect(page.getByText('34.3 — Obesity (class 1)')).toBeVisible()
  await page.screenshot({ path: testInfo.outputPath('intake-step.png'), fullPage: true })
  await page.getByRole('button', { name: 'Next' }).click()
  await expect(page.getByText('Step 3 of 7: Your health')).toBeVisible()
  await expect(page.getByText('Saved', { exact: true })).toBeVisible()

  // A reload resumes at the step, with the answers.
  await page.reload()
  await expect(page.getByText('Step 3 of 7: Your health')).toBeVisible()

  // So does another device.
  const { viewport, userAgent, isMobile, hasTouch, baseURL } = testInfo.project.use
  const other = await (
    await browser.newContext({ viewport, userAgent, isMobile, hasTouch, baseURL })
  ).newPage()
  await open(other, '/auth', { heading: 'Sign In' })
  await signIn(other, email)
  await expect(other.getByRole('button', { name: 'Sign Out' }).first()).toBeAttached()
  await open(other, '/intake/weight-loss')
  await expect(other.getByText('Step 3 of 7: Your health')).toBeVisible()
  await other.getByRole('button', { name: 'Back' }).click()
  await expect(other.getByLabel('What is your current weight, in pounds?')).toHaveValue('200')
  await other.context().close()

  // Your health: a history of pancreatitis, a hard stop for GLP-1 medicines.
  await page.getByLabel('Pancreatitis, now or in the past').check()
  for (const text of [
    'Have you, or has anyone in your family, ever had medullary thyroid cancer (MTC) or multiple endocrine neoplasia type 2 (MEN 2)?',
    'Are you pregnant or breastfeeding, or planning to become pregnant?',
    'Have you ever taken a prescription medicine to lose weight?',
    'Have you ever had surgery?',
  ]) {
    await question(page, text).getByLabel('No').check()
  }
  await page.getByRole('button', { name: 'Next' }).click()

  await expect(page.getByText('Step 4 of 7: Medications and allergies')).toBeVisible()
  await page.getByLabel('I take no medications, vitamins or supplements').check()
  await question(page, 'Are you allergic to any medications?').getByLabel('No').check()
  await page.getByRole('button', { name: 'Next' }).click()

  await expect(page.getByText('Step 5 of 7: Your goals')).toBeVisible()
  await page.getByLabel('What weight would you like to reach, in pounds?').fill('160')
  await page.getByLabel('More energy').check()
  await page.getByRole('button', { name: 'Next' }).click()

  await expect(page.getByText('Step 6 of 7: Your consent')).toBeVisible()
  await page.getByLabel('I agree to Renew Medical collecting my health information').check()
  await page
    .getByLabel('I agree to Renew Medical sharing my health information with my physician')
    .check()
  await page.getByRole('button', { name: 'Next' }).click()

  await page.getByRole('button', { name: 'Send to a physician' }).click()
  const result = page.getByRole('region', { name: 'Your result' })
  await expect(result).toContainText('We need to talk first')
  await expect(result).toContainText('pancreatitis')
  await expect(result.getByRole('link', { name: /Call us/ }).first()).toBeVisible()
  await expectNoSeriousAxeViolations(page, { label: '/intake/weight-loss, result' })
  await page.screenshot({ path: testInfo.outputPath('intake-result.png'), fullPage: true })

  // Front-desk staff see it wait, flagged, but not its answers (docs/architecture.md, Roles).
  const desk = await (
    await browser.newContext({ viewport, userAgent, isMobile, hasTouch, baseURL })
  ).newPage()
  await open(desk, '/auth', { heading: 'Sign In' })
  await signIn(desk, e2eStaff.email, e2eStaff.password)
  await expect(desk).toHaveURL(/\/admin(\/queue)?$/)
  await open(desk, '/admin/intakes', { heading: 'Health questionnaires' })
  const waiting = desk.getByRole('listitem').filter({ hasText: email })
  await expect(waiting).toContainText('Flagged')
  await expect(desk.getByText(/Only a physician can read and decide questionnaires/)).toBeVisible()
  await expect(waiting.getByRole('link')).toHaveCount(0)
  await desk.context().close()

  // A physician reviews it; the patient sees the decision and the note in My care.
  const physicianEmail = `physician.${uniqueEmail(testInfo, 'review').replace('@example.com', '')}@renewmedical.example`
  const physicianPassword = addStaffAccount('public', physicianEmail, 'physician')
  const staff = await (
    await browser.newContext({ viewport, userAgent, isMobile, hasTouch, baseURL })
  ).newPage()
  await open(staff, '/auth', { heading: 'Sign In' })
  await signIn(staff, physicianEmail, physicianPassword)
  await expect(staff).toHaveURL(/\/admin(\/queue)?$/)
  await open(staff, '/admin/intakes', { heading: 'Health questionnaires' })
  const card = staff.getByRole('listitem').filter({ hasText: email })
  await expect(card).toContainText('Flagged')
  await card.getByRole('link', { name: /Review/ }).click()
  await expect(staff.getByRole('heading', { level: 1, name: 'Health questionnaire' })).toBeVisible()
  await expect(staff.getByText('Pancreatitis, now or in the past').first()).toBeVisible()
  await staff.getByLabel('Needs a call first').check()
  await staff
    .getByLabel('Note for the patient (they see this in My care)')
    .fill('We will call you tomorrow to talk about other options.')
  await staff.getByRole('button', { name: 'Save decision' }).click()
  await expect(staff.getByRole('status').filter({ hasText: /saved/i }).first()).toBeVisible()
  await staff.context().close()

  await open(page, '/account', { heading: 'Your account' })
  const reviewed = page
    .locator('[data-slot="care-timeline"]')
    .getByRole('listitem')
    .filter({ hasText: 'Health questionnaire: medical weight loss' })
  await expect(reviewed).toContainText('Reviewed by a physician')
  await expect(reviewed).toContainText('We will call you tomorrow to talk about other options.')
  await page.screenshot({ path: testInfo.outputPath('my-care.png'), fullPage: true })
})

test('from the men’s health page, the questionnaire suggests the treatment that keeps fertility and lists the labs @desktop', async ({
  page,
}, testInfo) => {
  const email = uniqueEmail(testInfo, 'omar')
  await confirmedPatient(page, email)
  await open(page, '/auth', { heading: 'Sign In' })
  await signIn(page, email)
  await expect(page).toHaveURL(/\/account$/)
  await open(page, '/mens-health')
  await page.getByRole('link', { name: 'Take the health questionnaire' }).click()
  await expect(page).toHaveURL(/\/intake\/mens-health$/)

  await expect(page.getByText('Step 1 of 8: About you')).toBeVisible()
  await page.getByLabel('What is your date of birth?').fill('1990-02-11')
  await question(page, 'What sex were you assigned at birth?')
    .getByLabel('Male', { exact: true })
    .check()
  await page.getByLabel('Which state do you live in?').selectOption('OK')
  await page.getByRole('button', { name: 'Next' }).click()

  await expect(page.getByText('Step 2 of 8: Height and weight')).toBeVisible()
  await page.getByLabel('Height (feet)').fill('5')
  await page.getByLabel('Height (inches)').fill('11')
  await page.getByLabel('What is your current weight, in pounds?').fill('185')
  await page.getByRole('button', { name: 'Next' }).click()

  await expect(page.getByText('Step 3 of 8: Your health')).toBeVisible()
  await page.getByLabel('None of these').check()
  for (const text of [
    'Have you ever had prostate cancer or breast cancer?',
    'Has a doctor told you that your hematocrit or red blood cell count is high, or that you have polycythemia?',
    'Have you had a heart attack or a stroke in the last 6 months?',
    'Have you ever used testosterone, or another treatment to raise it (gel, injections, pellets or pills)?',
    'Have you ever taken a prescription medicine to lose weight?',
    'Have you ever had surgery?',
  ]) {
    await question(page, text).getByLabel('No').check()
  }
  await page.getByRole('button', { name: 'Next' }).click()

  await expect(page.getByText('Step 4 of 8: Recent lab tests')).toBeVisible()
  await question(
    page,
    'Do you have the result of a morning blood test for testosterone from the last 6 months?',
  )
    .getByLabel('No')
    .check()
  await page.getByRole('button', { name: 'Next' }).click()

  await expect(page.getByText('Step 5 of 8: Medications and allergies')).toBeVisible()
  await page.getByLabel('I take no medications, vitamins or supplements').check()
  await question(page, 'Are you allergic to any medications?').getByLabel('No').check()
  await page.getByRole('button', { name: 'Next' }).click()

  await expect(page.getByText('Step 6 of 8: Your goals')).toBeVisible()
  await page.getByLabel('Low energy or tiredness').check()
  await page.getByLabel('My energy').check()
  await question(page, 'Would you like to be able to father a child in the next year or two?')
    .getByLabel('Yes')
    .check()
  await page.getByRole('button', { name: 'Next' }).click()

  await expect(page.getByText('Step 7 of 8: Your consent')).toBeVisible()
  await page.getByLabel('I agree to Renew Medical collecting my health information').check()
  await page
    .getByLabel('I agree to Renew Medical sharing my health information with my physician')
    .check()
  await page.getByRole('button', { name: 'Next' }).click()

  await page.getByRole('button', { name: 'Send to a physician' }).click()
  const result = page.getByRole('region', { name: 'Your result' })
  await expect(result).toContainText('You’re likely a fit')
  await expect(result).toContainText('enclomiphene')
  // Born in 1990, he is under 40: no PSA; no recent result, so testosterone on two mornings.
  await expect(result).toContainText('Lab tests we need before your visit')
  await expect(result).toContainText('Morning total testosterone, on two separate mornings')
  await expect(result).toContainText('Complete blood count, including hematocrit')
  await expect(result).not.toContainText('PSA')
  await expectNoSeriousAxeViolations(page, { label: '/intake/mens-health, result' })
})

test('from 375 to 1920 px the account and the questionnaire never scroll sideways, even with a very long name @desktop', async ({
  page,
}, testInfo) => {
  const email = uniqueEmail(testInfo, `wide${'x'.repeat(30)}`)
  const longName = {
    first_name: `Maximiliana${'x'.repeat(30)}`,
    last_name: `Wolfeschlegel${'y'.repeat(30)}`,
  }
  await confirmedPatient(page, email, longName)
  await open(page, '/auth', { heading: 'Sign In' })
  await signIn(page, email)
  await expect(page.getByRole('button', { name: 'Sign Out' }).first()).toBeAttached()
  const pages = [
    ['/account', 'Your account'],
    ['/intake', 'Online health questionnaire'],
    ['/intake/weight-loss', undefined],
    ['/intake/mens-health', undefined],
  ] as const
  for (const width of LAYOUT_WIDTHS) {
    await page.setViewportSize({ width, height: 900 })
    for (const [path, heading] of pages) {
      await open(page, path, heading ? { heading } : undefined)
      if (path.startsWith('/intake/')) {
        await expect(page.getByText(/Step 1 of \d: About you/)).toBeVisible()
      } else if (path === '/account') {
        await expect(page.getByLabel('First name')).toHaveValue(longName.first_name)
      }
      expect(await sidewaysOverflow(page), `${path} at ${width} px`).toEqual({
        page: 0,
        sideways: [],
      })
    }
  }
})
