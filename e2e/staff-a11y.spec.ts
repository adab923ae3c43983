import { expectNoSeriousAxeViolations } from './support/axe'
import { expect as baseExpect, open, test } from './support/fixtures'
import { skipNewsletterPopup } from './support/newsletter'
import { signInThroughGate, submitWrongGatePassword } from './support/staff'

// The staff gate (SITE_ACCESS=staff) in each of its states, and the site behind it,
// have no serious or critical accessibility problem, on a desktop and on a phone.

test.describe.configure({ timeout: 120_000 })
const expect = baseExpect.configure({ timeout: 15_000 })

// Behind the gate the home page would open its newsletter popup over the scan after 8 s.
test.beforeEach(({ page }) => skipNewsletterPopup(page))

test('the gate, its sign-in form, and the form after a wrong password', async ({ page }) => {
  await open(page, '/')
  const access = page.getByRole('button', { name: 'Access Platform' })
  await expect(access).toBeVisible()
  await expectNoSeriousAxeViolations(page, { label: 'the gate' })

  await access.click()
  await expect(page.getByRole('heading', { level: 1, name: 'Authorized Access' })).toBeVisible()
  await expectNoSeriousAxeViolations(page, { label: 'the gate sign-in form' })

  // Sent empty: each field shows its error.
  await page.getByRole('button', { name: 'Sign In', exact: true }).click()
  await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true')
  await expectNoSeriousAxeViolations(page, { label: 'the gate sign-in form with its errors' })

  // A wrong pair: the Access Denied message.
  await submitWrongGatePassword(page)
  await expectNoSeriousAxeViolations(page, { label: 'the gate after a wrong password' })
})

test('behind the gate: the home page, a program page and the leads dashboard', async ({ page }) => {
  await signInThroughGate(page)
  await expect(page.getByRole('heading', { level: 1, name: /Renew Medical/ })).toBeVisible()
  await expectNoSeriousAxeViolations(page, { label: '/ for staff' })

  for (const [path, heading] of [
    ['/weight-loss', /./],
    // With its tab: a bare /admin opens the queue for staff (staff-queue.spec.ts).
    ['/admin?tab=consultation', 'Leads dashboard'],
  ] as const) {
    await open(page, path, { heading })
    await expectNoSeriousAxeViolations(page, { label: `${path} for staff` })
  }
  await expect(page.getByRole('tablist', { name: 'Lead types' })).toBeVisible()
})
