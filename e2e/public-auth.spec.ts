import type { Page } from '@playwright/test'

import { expect, open, test } from './support/fixtures'
import { skipNewsletterPopup } from './support/newsletter'
import { firstLink, lastMailTo } from './support/staff'

// SITE_ACCESS=public: no gate; visitors use /auth. Sign-ups confirm by e-mail.

// The sign-up test comes home three times; on a slow run the newsletter popup's 8 s passed on
// the first visit and its dialog hid the header's Sign In link.
test.beforeEach(({ page }) => skipNewsletterPopup(page))

async function fillAuthForm(
  page: Page,
  fields: { name?: string; email: string; password: string },
) {
  if (fields.name !== undefined) await page.getByLabel('Full Name').fill(fields.name)
  await page.getByLabel('Email').fill(fields.email)
  await page.getByLabel('Password', { exact: true }).fill(fields.password)
}

test('a visitor signs up, confirms by e-mail, signs out and signs in again', async ({
  page,
}, testInfo) => {
  // Two argon2 hashes, a mailed link and four page loads: past 30 s on a busy 2-core machine.
  test.slow()
  const email = `visitor-${testInfo.workerIndex}-${Date.now()}@example.com`
  const password = 'a visitor passphrase'

  await open(page, '/', { heading: 'Renew Medical' })
  await page.getByRole('link', { name: 'Sign In' }).first().click()
  await expect(page).toHaveURL(/\/auth$/)

  await page.getByRole('button', { name: 'Sign up', exact: true }).click()
  await expect(page.getByText('Password must be at least 6 characters long')).toBeVisible()

  // A blank name is refused before anything is sent.
  await fillAuthForm(page, { name: '   ', email, password })
  await page.getByRole('button', { name: 'Create Account' }).click()
  await expect(page.getByText('Please enter your full name').first()).toBeVisible()

  await fillAuthForm(page, { name: 'Vera Visitor', email, password })
  await page.getByRole('button', { name: 'Create Account' }).click()
  await expect(page.getByText('Success!', { exact: true }).first()).toBeVisible()
  await expect(
    page
      .getByText('Account created successfully. Please check your email for verification.', {
        exact: true,
      })
      .first(),
  ).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible()

  // The confirmation link signs the visitor in on the site.
  await page.goto(firstLink(lastMailTo('public', email)))
  await expect(page.getByRole('button', { name: 'Sign Out' }).first()).toBeVisible()
  await expect(page).not.toHaveURL(/access_token/)

  // Signed in, /auth sends them to My care.
  await page.goto('/auth')
  await expect(page).toHaveURL(/\/account$/)

  // Signing out forgets the session in this browser first: a page opened before the server has
  // answered the sign-out finds nobody signed in (here the answer is held until then).
  let releaseLogout = () => {}
  const logoutHeld = new Promise<void>((resolve) => (releaseLogout = resolve))
  await page.route('**/auth/v1/logout*', async (route) => {
    await logoutHeld
    await route.continue().catch(() => {}) // the page has moved on and dropped the request
  })
  await page.getByRole('button', { name: 'Sign Out' }).first().click()
  await expect(page.getByRole('link', { name: 'Sign In' }).first()).toBeVisible()
  await expect
    .poll(() => page.evaluate(() => Object.keys(localStorage).join()))
    .not.toMatch(/auth-token/)
  await open(page, '/auth')
  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible()
  releaseLogout()
  await page.unrouteAll({ behavior: 'ignoreErrors' })

  // Signing up again with the confirmed address says the account exists.
  await page.getByRole('button', { name: 'Sign up', exact: true }).click()
  await fillAuthForm(page, { name: 'Vera Visitor', email, password })
  await page.getByRole('button', { name: 'Create Account' }).click()
  await expect(page.getByText('Account exists', { exact: true }).first()).toBeVisible()

  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await fillAuthForm(page, { email, password: 'the wrong passphrase' })
  await page.getByRole('button', { name: 'Sign In', exact: true }).click()
  await expect(page.getByText('Sign in failed', { exact: true }).first()).toBeVisible()
  await expect(page.getByText('Invalid login credentials', { exact: true }).first()).toBeVisible()

  await fillAuthForm(page, { email, password })
  await page.getByRole('button', { name: 'Sign In', exact: true }).click()
  await expect(page.getByText('Welcome back!', { exact: true }).first()).toBeVisible()
  await expect(page).toHaveURL(/\/account$/)
  await expect(page.getByRole('button', { name: 'Sign Out' }).first()).toBeVisible()
})

test('the public site serves pages and media without a gate', async ({ page, request }) => {
  await open(page, '/', { heading: 'Renew Medical' })
  const video = await request.head('/storage/v1/object/public/hero-videos/Runner.mp4')
  expect(video.status()).toBe(200)
  expect((await request.get('/config.json')).headers()['x-robots-tag']).toBeUndefined()
})
