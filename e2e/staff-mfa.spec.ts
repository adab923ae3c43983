import type { APIRequestContext, Page } from '@playwright/test'

import { totpCode, totpStep } from '../src/server/auth/totp'
import { expectNoSeriousAxeViolations } from './support/axe'
import { e2eStaff } from './support/env'
import { expect, open, test } from './support/fixtures'

// The second factor for staff, on the e2e server that runs the production default
// STAFF_MFA=required (playwright.config.ts): enrollment at the first sign-in, a code at every
// later one, and staff data closed until the code is given. One test, as the steps share the
// staff account's factor and a code is accepted only once.

/** A code for a step after `usedStep`: the current one, or the next (one step of skew is allowed). */
function freshCode(secret: string, usedStep: number): { code: string; step: number } {
  const step = Math.max(totpStep(Date.now()), usedStep + 1)
  return { code: totpCode(secret, step), step }
}

async function signInWithPassword(page: Page) {
  await open(page, '/')
  await page.getByRole('button', { name: 'Access Platform' }).click()
  await page.getByLabel('Email').fill(e2eStaff.email)
  await page.getByLabel('Password', { exact: true }).fill(e2eStaff.password)
  await page.getByRole('button', { name: 'Sign In', exact: true }).click()
}

/** A password-only session over the API, and what a lead read with it answers. */
async function leadReadWithPasswordOnly(request: APIRequestContext): Promise<number> {
  const { supabaseAnonKey: apikey } = (await (await request.get('/config.json')).json()) as {
    supabaseAnonKey: string
  }
  const signIn = await request.post('/auth/v1/token?grant_type=password', {
    headers: { apikey },
    data: e2eStaff,
  })
  expect(signIn.status()).toBe(200)
  const { access_token: token } = (await signIn.json()) as { access_token: string }
  const read = await request.get('/rest/v1/consultation_requests?select=id', {
    headers: { apikey, authorization: `Bearer ${token}` },
  })
  return read.status()
}

test('a staff member sets up an authenticator at the first sign-in, then signs in with password and code', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.slow()
  // The password alone opens no staff data: neither through the gate nor with its token.
  const api = await playwright.request.newContext({ baseURL })
  expect([401, 403]).toContain(await leadReadWithPasswordOnly(api))
  await api.dispose()

  await signInWithPassword(page)
  await expect(
    page.getByRole('heading', { level: 1, name: 'Set up two-step sign-in' }),
  ).toBeVisible()
  const qr = page.getByRole('img', { name: /QR code that adds your Renew Medical staff account/ })
  await expect(qr).toBeVisible()
  expect(await qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/)
  const secret = (await page.locator('[data-slot="totp-secret"]').innerText()).replace(/\s/g, '')
  expect(secret).toMatch(/^[A-Z2-7]{32}$/)
  await expectNoSeriousAxeViolations(page, { label: 'second factor: set up' })

  // A wrong code is refused with an explanation, and focus goes back to the field.
  const codeField = page.getByLabel('6-digit code')
  await codeField.fill('12345')
  await page.getByRole('button', { name: 'Verify and continue' }).click()
  await expect(page.getByText('Enter the 6 digits from your authenticator app.')).toBeVisible()

  const first = freshCode(secret, -1)
  await codeField.fill(first.code)
  await page.getByRole('button', { name: 'Verify and continue' }).click()
  await expect(page.getByText('Two-step sign-in is on', { exact: true }).first()).toBeVisible()
  await expect(page.getByRole('heading', { level: 1, name: 'Renew Medical' })).toBeVisible()
  await open(page, '/admin?tab=consultation', { heading: 'Leads dashboard' })
  await expect(page.getByRole('tablist', { name: 'Lead types' })).toBeVisible()

  // Sign out, and in again: the password, then the code.
  await page.getByRole('button', { name: 'Sign Out' }).first().click()
  await expect(page.getByRole('button', { name: 'Access Platform' })).toBeVisible()
  await signInWithPassword(page)
  await expect(
    page.getByRole('heading', { level: 1, name: 'Enter your sign-in code' }),
  ).toBeVisible()
  await expectNoSeriousAxeViolations(page, { label: 'second factor: code' })

  // The code used a moment ago is not taken again.
  await page.getByLabel('6-digit code').fill(first.code)
  await page.getByRole('button', { name: 'Verify and continue' }).click()
  await expect(page.getByText(/That code did not match/)).toBeVisible()
  await expect(page.getByLabel('6-digit code')).toBeFocused()

  await page.getByLabel('6-digit code').fill(freshCode(secret, first.step).code)
  await page.getByRole('button', { name: 'Verify and continue' }).click()
  await expect(page.getByText('Welcome!', { exact: true }).first()).toBeVisible()
  await open(page, '/admin?tab=consultation', { heading: 'Leads dashboard' })
  await expect(page.getByRole('tablist', { name: 'Lead types' })).toBeVisible()
})
