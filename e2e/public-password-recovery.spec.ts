import type { APIRequestContext, Browser, Page, TestInfo } from '@playwright/test'

import { expectNoSeriousAxeViolations } from './support/axe'
import { expect, open, test } from './support/fixtures'
import { skipNewsletterPopup } from './support/newsletter'
import { firstLink, lastMailTo } from './support/staff'

// SITE_ACCESS=public, AUTH_EMAIL_CONFIRM=true: "Forgot password?" on /auth mails a recovery link
// (docs/wire-contract.md, Password recovery); the link signs the visitor in on /auth/reset, where
// the new password ends every other session of the account (docs/wire-contract.md, Update user).

const SENT =
  "If an account exists for that address, we've sent a link to reset your password. The link works for one hour."
const EXPIRED = 'This reset link is invalid or has expired.'
/** Where supabase-js keeps the session on 127.0.0.1 (docs/wire-contract.md, Client behavior). */
const STORAGE_KEY = 'sb-127-auth-token'

// Both browsers land on the home page, and the second waits there for minutes while the first
// resets the password: the newsletter popup would open over the header they check.
test.beforeEach(({ page }) => skipNewsletterPopup(page))

async function anonKey(request: APIRequestContext): Promise<string> {
  const config = (await (await request.get('/config.json')).json()) as { supabaseAnonKey: string }
  return config.supabaseAnonKey
}

/** A confirmed account: signed up over the API, confirmed by the link the server mailed. */
async function confirmedAccount(request: APIRequestContext, email: string, password: string) {
  const signUp = await request.post('/auth/v1/signup', {
    headers: { apikey: await anonKey(request) },
    data: { email, password, data: { full_name: 'Rita Recovery' } },
  })
  expect(signUp.status()).toBe(200)
  const confirm = await request.get(firstLink(lastMailTo('public', email)), { maxRedirects: 0 })
  expect(confirm.status()).toBe(303)
  expect(confirm.headers()['location']).toContain('access_token=')
}

/** A second browser of its own, with the project's device and base URL. */
async function otherBrowser(browser: Browser, testInfo: TestInfo) {
  const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, baseURL } =
    testInfo.project.use
  const context = await browser.newContext({
    viewport,
    userAgent,
    deviceScaleFactor,
    isMobile,
    hasTouch,
    baseURL,
  })
  const page = await context.newPage()
  await skipNewsletterPopup(page)
  return page
}

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Sign In', exact: true }).click()
}

async function askForLink(page: Page, email: string) {
  await page.getByLabel('Email').fill(email)
  await page.getByRole('button', { name: 'Send reset link' }).click()
  await expect(page.getByRole('status').filter({ hasText: SENT })).toBeVisible()
}

async function openForgotPassword(page: Page) {
  await page.getByRole('button', { name: 'Forgot password?' }).click()
  const heading = page.getByRole('heading', { level: 1, name: 'Reset your password' })
  await expect(heading).toBeFocused()
}

test('a visitor resets a forgotten password; the old one stops working and other devices are signed out @desktop', async ({
  page,
  browser,
  request,
}, testInfo) => {
  // Sign-up, three sign-ins and a password change (argon2 each), two mails, two browsers.
  test.slow()
  const unique = `${testInfo.project.name}-${testInfo.workerIndex}-${Date.now()}`
  const email = `recovery-${unique}@example.com`
  const oldPassword = 'the first passphrase'
  const newPassword = 'a brand new passphrase'
  await confirmedAccount(request, email, oldPassword)

  // Browser B: the account is signed in on another device.
  const other = await otherBrowser(browser, testInfo)
  await open(other, '/auth', { heading: 'Sign In' })
  await signIn(other, email, oldPassword)
  await expect(other.getByText('Welcome back!', { exact: true }).first()).toBeVisible()
  await expect(other.getByRole('button', { name: 'Sign Out' }).first()).toBeVisible()

  // Browser A: "Forgot password?" under the sign-in form, keyboard first.
  await open(page, '/auth', { heading: 'Sign In' })
  await page.getByRole('button', { name: 'Forgot password?' }).focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeFocused()
  await expectNoSeriousAxeViolations(page, { label: '/auth, forgot password' })

  await page.getByLabel('Email').fill('not-an-email')
  await page.getByRole('button', { name: 'Send reset link' }).click()
  await expect(page.getByText('Please enter a valid email address')).toBeVisible()

  // The same answer for an address without an account as for the real one.
  await askForLink(page, `nobody-${unique}@example.com`)
  await expectNoSeriousAxeViolations(page, { label: '/auth, reset link sent' })
  await page.getByRole('button', { name: 'Back to sign in' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeFocused()
  await openForgotPassword(page)
  await askForLink(page, email)

  const link = firstLink(lastMailTo('public', email))
  expect(link).toContain('type=recovery')
  expect(decodeURIComponent(link)).toContain(
    `redirect_to=${testInfo.project.use.baseURL}/auth/reset`,
  )

  // The link signs A in on /auth/reset.
  await open(page, link, { heading: 'Set a new password' })
  await expect(page).toHaveURL(/\/auth\/reset#?$/)
  await expectNoSeriousAxeViolations(page, { label: '/auth/reset' })

  await page.getByLabel('New password').fill(newPassword)
  await page.getByLabel('Confirm password').fill(`${newPassword}!`)
  await page.getByRole('button', { name: 'Save new password' }).click()
  await expect(page.getByText('The passwords do not match')).toBeVisible()

  // The server refuses the current password again (422 same_password), in the page's words.
  await page.getByLabel('New password').fill(oldPassword)
  await page.getByLabel('Confirm password').fill(oldPassword)
  await page.getByRole('button', { name: 'Save new password' }).click()
  await expect(page.getByText('Choose a password different from your current one.')).toBeVisible()
  await expectNoSeriousAxeViolations(page, { label: '/auth/reset, same password refused' })

  await page.getByLabel('New password').fill(newPassword)
  await page.getByLabel('Confirm password').fill(newPassword)
  await page.getByRole('button', { name: 'Save new password' }).click()
  await expect(
    page
      .getByText('Your password has been changed. Other devices have been signed out.', {
        exact: true,
      })
      .first(),
  ).toBeVisible()
  await expect(page).toHaveURL(/\/$/)
  // This device keeps its session.
  await expect(page.getByRole('button', { name: 'Sign Out' }).first()).toBeVisible()

  // B's session is over on the server: its access token names a session that no longer exists.
  const stored = JSON.parse(
    (await other.evaluate((key) => localStorage.getItem(key), STORAGE_KEY))!,
  ) as {
    access_token: string
    expires_at: number
  }
  const user = await request.get('/auth/v1/user', {
    headers: { apikey: await anonKey(request), Authorization: `Bearer ${stored.access_token}` },
  })
  expect(user.status()).toBe(403)
  expect(((await user.json()) as { code: string }).code).toBe('session_not_found')

  // And B's browser finds out at its next refresh: supabase-js refreshes once the access token
  // is due (within the hour), the server refuses the refresh token, and B is signed out. The
  // stored expiry is moved back rather than waiting the hour.
  await other.evaluate(({ key, value }) => localStorage.setItem(key, value), {
    key: STORAGE_KEY,
    value: JSON.stringify({ ...stored, expires_at: Math.floor(Date.now() / 1000) - 60 }),
  })
  await other.reload()
  await expect(other.getByRole('link', { name: 'Sign In' }).first()).toBeVisible()
  await expect(other.getByRole('button', { name: 'Sign Out' })).toHaveCount(0)

  // The used link no longer works: B is told so and offered a new one.
  await open(other, link, { heading: EXPIRED })
  await expectNoSeriousAxeViolations(other, { label: '/auth/reset, expired link' })
  await other.getByRole('link', { name: 'Send a new link' }).click()
  await expect(other.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeFocused()
  await other.getByRole('button', { name: 'Back to sign in' }).click()

  // The old password fails; the new one works.
  await signIn(other, email, oldPassword)
  await expect(other.getByText('Invalid login credentials', { exact: true }).first()).toBeVisible()
  await signIn(other, email, newPassword)
  await expect(other.getByText('Welcome back!', { exact: true }).first()).toBeVisible()
  await expect(other).toHaveURL(/\/account$/)
  await other.context().close()
})

test('/auth/reset is the app shell, never stored, and not listed for search engines', async ({
  request,
}) => {
  const page = await request.get('/auth/reset')
  expect(page.status()).toBe(200)
  expect(page.headers()['cache-control']).toBe('no-store')
  expect(await page.text()).not.toContain('Oops! Page not found')

  expect(await (await request.get('/robots.txt')).text()).toContain('Disallow: /auth\n')
  expect(await (await request.get('/sitemap.xml')).text()).not.toContain('/auth')
})
