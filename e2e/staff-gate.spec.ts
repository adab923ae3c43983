import type { Page } from '@playwright/test'

import { e2eStaff } from './support/env'
import { allowConsole, expect, notFoundLogs, open, test } from './support/fixtures'
import {
  builtRouteChunk,
  createNonStaffAccount,
  homeMarketingSentence,
  signInThroughGate,
  submitWrongGatePassword,
} from './support/staff'

async function openSignInForm(page: Page) {
  await open(page, '/')
  await expect(
    page.getByText('Transform Your Life with Medical Weight Loss Excellence'),
  ).toBeVisible()
  await page.getByRole('button', { name: 'Access Platform' }).click()
  await expect(page.getByText('Authorized Access', { exact: true })).toBeVisible()
}

test('the gate turns away a wrong pair and an account that is not staff, and admits staff until sign-out', async ({
  page,
  context,
}, testInfo) => {
  // Making the non-staff account runs the staff command twice (a Node start and an argon2
  // hash each): more than the default 30 s on a busy 2-core machine.
  test.slow()
  // Access Platform opens the form; Back returns to the gate.
  await openSignInForm(page)
  await page.getByRole('button', { name: '← Back' }).click()
  await expect(page.getByRole('button', { name: 'Access Platform' })).toBeVisible()

  // A wrong pair.
  await page.getByRole('button', { name: 'Access Platform' }).click()
  await submitWrongGatePassword(page)

  // A real account that is not staff (a former staff member): refused, and its session
  // ends at once.
  const former = `former-${testInfo.project.name}-${Date.now()}@example.com`
  const formerPassword = createNonStaffAccount(former)
  await page.getByLabel('Email').fill(former)
  await page.getByLabel('Password', { exact: true }).fill(formerPassword)
  const signIn = page.waitForResponse((response) => response.url().includes('grant_type=password'))
  const logout = page.waitForResponse((response) => response.url().includes('/auth/v1/logout'))
  await page.getByRole('button', { name: 'Sign In', exact: true }).click()
  expect((await signIn).status()).toBe(200)
  expect((await logout).status()).toBe(204)
  await expect(page.getByText('Access Denied', { exact: true }).first()).toBeVisible()
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible()
  await expect
    .poll(() =>
      page.evaluate(() => Object.keys(localStorage).filter((key) => key.endsWith('-auth-token'))),
    )
    .toEqual([])
  expect((await context.cookies()).some((cookie) => cookie.name === 'rm_staff')).toBe(false)

  // Staff.
  await page.getByLabel('Email').fill(e2eStaff.email)
  await page.getByLabel('Password', { exact: true }).fill(e2eStaff.password)
  await page.getByRole('button', { name: 'Sign In', exact: true }).click()
  await expect(page.getByText('Welcome!', { exact: true }).first()).toBeVisible()
  await expect(
    page.getByText('You have been signed in successfully.', { exact: true }).first(),
  ).toBeVisible()
  await expect(page.getByRole('heading', { level: 1, name: 'Renew Medical' })).toBeVisible()
  const gateCookie = (await context.cookies()).find((cookie) => cookie.name === 'rm_staff')
  expect(gateCookie?.httpOnly).toBe(true)
  expect(gateCookie?.sameSite).toBe('Lax')

  // Sign out: back to the gate at once (docs/product.md, Access and the gate: local first), and
  // once the server has ended the session the page chunks are closed again.
  const signedOut = page.waitForResponse((response) => response.url().includes('/auth/v1/logout'))
  await page.getByRole('button', { name: 'Sign Out' }).first().click()
  await expect(page.getByRole('button', { name: 'Access Platform' })).toBeVisible()
  expect((await signedOut).status()).toBe(204)
  const chunk = await page.request.get(builtRouteChunk('home'))
  expect(chunk.status()).toBe(401)
})

test('signed out, the server sends the gate and nothing of the site itself', async ({
  page,
  request,
}) => {
  const bodies: string[] = []
  page.on('response', async (response) => {
    if (response.ok()) bodies.push(await response.text().catch(() => ''))
  })
  await page.goto('/')
  await expect(page.getByRole('button', { name: 'Access Platform' })).toBeVisible()
  await page.getByRole('button', { name: 'Access Platform' }).click()
  await expect(page.getByLabel('Email')).toBeVisible()
  await page.waitForLoadState('networkidle')

  const marketing = homeMarketingSentence()
  expect(bodies.length).toBeGreaterThan(3)
  for (const body of bodies) expect(body).not.toContain(marketing)

  for (const url of [
    builtRouteChunk('home'),
    builtRouteChunk('not-found'),
    '/storage/v1/object/public/hero-videos/Runner.mp4',
    '/rest/v1/consultation_requests',
    // Every API is closed, a new one too (docs/architecture.md, Staff gate).
    '/booking/v1/options',
    '/orders/v1/catalogue',
    '/patient/v1/care',
    '/newthing/v1/x',
  ]) {
    const response = await request.get(url)
    expect(response.status(), url).toBe(401)
    expect(await response.text()).not.toContain(marketing)
  }
})

test('staff land on the page they asked for after signing in', async ({ page }) => {
  await allowConsole(page, ...notFoundLogs)
  await signInThroughGate(page, '/no-such-page-here?from=gate')
  await expect(page).toHaveURL(/\/no-such-page-here\?from=gate$/)
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible()
})

test('when the staff session is revoked elsewhere, the next page shows the gate, never a blank page', async ({
  page,
}) => {
  await signInThroughGate(page)
  await expect(page.getByRole('heading', { level: 1, name: 'Renew Medical' })).toBeVisible()

  // End this page's session from outside the page, as a revocation would. Only this one
  // (`local`): other tests are signed in to the same staff account at the same time.
  const accessToken = await page.evaluate(() => {
    const key = Object.keys(localStorage).find((name) => name.endsWith('-auth-token'))
    return (JSON.parse(localStorage.getItem(key ?? '') ?? '{}') as { access_token?: string })
      .access_token
  })
  expect(accessToken).toBeTruthy()
  const config = (await (await page.request.get('/config.json')).json()) as {
    supabaseAnonKey: string
  }
  const logout = await page.request.post('/auth/v1/logout?scope=local', {
    headers: { apikey: config.supabaseAnonKey, Authorization: `Bearer ${accessToken}` },
  })
  expect(logout.status()).toBe(204)

  // The next page's chunk is refused; the app ends the local session and shows the gate. The
  // home hero, if its video was still loading, logs that storage refused it.
  await allowConsole(page, /^Hero video failed to load:/)
  await page.getByRole('link', { name: 'Free Consultation' }).first().click()
  await expect(page.getByRole('button', { name: 'Access Platform' })).toBeVisible()
})
