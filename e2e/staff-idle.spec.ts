import { expectNoSeriousAxeViolations } from './support/axe'
import { expect, test } from './support/fixtures'
import { signInThroughGate } from './support/staff'

// A staff session nobody uses ends (STAFF_IDLE_MINUTES, 30 here): the page warns a minute before,
// "Stay signed in" keeps it, and without an answer the staff member is signed out and the gate
// shows again. The browser's clock is driven by the test; that the server itself refuses an
// idle session is proven in src/server/auth/staff-idle.test.ts.

test('an idle staff session warns a minute before it ends, and then ends', async ({ page }) => {
  await page.clock.install()
  // A page without the home page's newsletter popup, which the jump in time would open too.
  await signInThroughGate(page, '/privacy')
  const warning = page.getByRole('alertdialog', { name: 'Are you still there?' })

  // 29 minutes later: the warning, and staying signed in reports activity.
  await page.clock.fastForward('29:05')
  await expect(warning).toBeVisible()
  await expectNoSeriousAxeViolations(page, { label: 'idle warning' })
  const reported = page.waitForResponse((response) => response.url().endsWith('/auth/v1/activity'))
  await page.getByRole('button', { name: 'Stay signed in' }).click()
  expect((await reported).status()).toBe(204)
  await expect(warning).toBeHidden()

  // Another 29 minutes without a touch, then the last minute: signed out, the gate again.
  await page.clock.fastForward('29:05')
  await expect(warning).toBeVisible()
  const signedOut = page.waitForResponse((response) => response.url().includes('/auth/v1/logout'))
  await page.clock.fastForward('01:00')
  await expect(page.getByText('Signed out', { exact: true }).first()).toBeVisible()
  await expect(page.getByRole('button', { name: 'Access Platform' })).toBeVisible()
  expect((await signedOut).status()).toBe(204)
})
