import type { Page } from '@playwright/test'

import { expectNoSeriousAxeViolations } from './support/axe'
import { expect as baseExpect, test } from './support/fixtures'
import { skipNewsletterPopup } from './support/newsletter'

// The first tap answers at once (docs/decisions/052-the-first-tap-answers-at-once.md): an app
// page starts its code at load without any input, and what is typed or tapped before it runs
// is kept. These tests load pages with page.goto and never move the pointer (open() would:
// e2e/support/ready.ts).

const expect = baseExpect.configure({ timeout: 15_000 })

test.beforeEach(({ page }) => skipNewsletterPopup(page))

test('app pages start their code at load, without waiting for input', async ({ page }) => {
  await page.goto('/admin')
  // Signed out, the dashboard's frame gives way to the way in, by itself.
  await expect(page.getByRole('heading', { name: 'Staff only' })).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: 'Loading…' })).toHaveCount(0)
  await expect(page.locator('html[data-ready="true"]')).toHaveCount(1)

  await page.goto('/auth')
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeEnabled()
  await expect(page.locator('html[data-ready="true"]')).toHaveCount(1)
  await expectNoSeriousAxeViolations(page)
})

/** Stop the page's code from loading until `release` is called. */
async function holdPageCode(page: Page): Promise<() => void> {
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  const main = await page.evaluate(() => document.getElementById('root')?.dataset.main)
  await page.route(`**${main}`, async (route) => {
    await released
    await route.continue()
  })
  return release
}

for (const path of ['/auth', '/auth?next=%2Fbook']) {
  test(`on ${path}, what is typed before the code runs is kept`, async ({ page }) => {
    await page.goto('/auth')
    const release = await holdPageCode(page)
    await page.goto(path)
    // As a password manager fills the form, before the page's code has run.
    await page.getByLabel('Email').fill('early@example.com')
    await page.getByLabel('Password', { exact: true }).fill('an early passphrase')
    release()
    await expect(page.locator('html[data-ready="true"]')).toHaveCount(1)
    await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeEnabled()
    await expect(page.getByLabel('Email')).toHaveValue('early@example.com')
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue('an early passphrase')
    // The form has them too: Forgot password? carries the address typed.
    await page.getByRole('button', { name: 'Forgot password?' }).click()
    await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible()
    await expect(page.getByLabel('Email')).toHaveValue('early@example.com')
  })

  test(`on ${path}, a tap before the code runs is answered once it does`, async ({ page }) => {
    await page.goto('/auth')
    const release = await holdPageCode(page)
    await page.goto(path)
    // Held until the page is ready, then replayed (on the page rendered afresh when the URL has
    // a query the page was not prerendered with).
    await page.getByRole('button', { name: 'Sign up', exact: true }).click()
    release()
    await expect(page.getByRole('button', { name: 'Create Account' })).toBeVisible()
  })
}
