import fs from 'node:fs'

import type { Page, TestInfo } from '@playwright/test'

import { expectNoSeriousAxeViolations } from './support/axe'
import { expect as baseExpect, open, test } from './support/fixtures'
import { firstLink, lastMailTo } from './support/staff'

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

test('a request sent before signing up appears in My care once the address is confirmed; export and deletion', async ({
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
    consultation_requests: { email: string }[]
    newsletter: boolean
  }
  expect(exported.account).toMatchObject({ email, profile: { state: 'TX' } })
  expect(exported.consultation_requests.map((row) => row.email)).toEqual([email])
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
  await expect(page).toHaveURL(/\/auth\?next=%2Faccount$/)
  await signIn(page, email)
  await expect(page).toHaveURL(/\/account$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible()
})
