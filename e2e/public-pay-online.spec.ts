import type { Request } from '@playwright/test'

import { expectNoSeriousAxeViolations } from './support/axe'
import { e2eFakeStripePort } from './support/env'
import { expect as baseExpect, open, test } from './support/fixtures'
import { addStaffAccount, apiSession, firstLink, lastMailTo } from './support/staff'

// Paying online end to end (docs/decisions/050-stripe-hosted-checkout.md), on the production
// build and the real public server, whose Stripe SDK calls a local fake of Stripe run as a
// process of its own (e2e/support/fake-stripe.ts): a patient's order awaiting payment, Pay now
// in My care, the hosted page, Pay, back to My care, and the order is paid — by the signed
// event the fake sent to the server's webhook, not by the return. Then the physician lowers a
// line of the paid order and the difference is refunded (docs/decisions/051-a-paid-order-
// amended-and-the-difference-refunded.md). Our pages never load a script, a frame or a form of
// the payment origin, and their CSP names none.

test.describe.configure({ timeout: 120_000 })
const expect = baseExpect.configure({ timeout: 15_000 })
const PASSWORD = 'a patient passphrase 2026'
const stripeOrigin = `http://127.0.0.1:${e2eFakeStripePort}`

test('a patient pays an order on the hosted page and comes back to it paid in My care; a physician lowers it and the difference is refunded', async ({
  page,
  browser,
}, testInfo) => {
  const device = testInfo.project.name.replace(/[^a-z]/g, '')
  const email = `pay.${device}.${Date.now().toString(36)}@example.com`
  const apikey = (
    (await (await page.request.get('/config.json')).json()) as { supabaseAnonKey: string }
  ).supabaseAnonKey
  const signUp = await page.request.post('/auth/v1/signup', {
    headers: { apikey },
    data: { email, password: PASSWORD, data: { first_name: 'Paula', last_name: 'Payer' } },
  })
  expect(signUp.status()).toBe(200)
  await page.request.get(firstLink(lastMailTo('public', email)), { maxRedirects: 0 })

  // The patient orders two Collagen Joint Peptides and an Ignite ($199.97, free shipping); a
  // physician approves them and staff ask for payment.
  const patient = await apiSession(page.request, { email, password: PASSWORD })
  const placed = await page.request.post('/orders/v1/orders', {
    headers: patient,
    data: {
      firstName: 'Paula',
      lastName: 'Payer',
      email,
      phone: '(555) 010-7070',
      shipping: { line1: '100 Congress Ave', city: 'Austin', state: 'TX', zip: '78701' },
      lines: [
        { productId: 'peptide-1', quantity: 2 },
        { productId: '1', quantity: 1 },
      ],
      idempotencyKey: `e2e-pay-${device}-${Date.now().toString(36)}`,
    },
  })
  expect(placed.status()).toBe(201)
  const { order } = (await placed.json()) as { order: { id: string; number: string } }
  const physicianEmail = `pay.physician.${device}.${Date.now().toString(36)}@renewmedical.example`
  const physicianPassword = addStaffAccount('public', physicianEmail, 'physician')
  const physicianApi = await apiSession(page.request, {
    email: physicianEmail,
    password: physicianPassword,
  })
  const approved = await page.request.post(`/staff/v1/orders/${order.id}/review`, {
    headers: physicianApi,
    data: { decision: 'approve' },
  })
  expect(approved.status()).toBe(200)
  const staff = await apiSession(page.request)
  const requested = await page.request.post(`/staff/v1/orders/${order.id}/transition`, {
    headers: staff,
    data: { to: 'awaiting_payment' },
  })
  expect(requested.status()).toBe(200)
  await expect.poll(() => lastMailTo('public', email)).toContain('Pay now')

  // Every request our pages make, and every document the browser loads.
  const fromOurPages: Request[] = []
  page.on('request', (request) => {
    if (!request.frame().url().startsWith(stripeOrigin)) fromOurPages.push(request)
  })

  await open(page, '/auth')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign In', exact: true }).click()
  await expect(page).toHaveURL(/\/account$/)
  const account = await open(page, '/account', { heading: 'Your account' })
  const csp = account?.headers()['content-security-policy'] ?? ''
  expect(csp).toContain("default-src 'self'")
  expect(csp).not.toMatch(/stripe|127\.0\.0\.1:\d+/i)

  const mine = page.locator('[data-slot="order"]').filter({ hasText: order.number })
  await expect(mine.getByText('Awaiting payment', { exact: true })).toBeVisible()
  await expect(mine.getByText('$199.97').first()).toBeVisible()
  // No script, frame or form of the payment origin on our page: only a button of ours.
  const foreign = await page.evaluate((origin) => {
    const sources = [
      ...Array.from(document.scripts, (script) => script.src),
      ...Array.from(
        document.querySelectorAll('iframe, frame, embed, object'),
        (element) => element.getAttribute('src') ?? element.getAttribute('data') ?? '',
      ),
      ...Array.from(document.forms, (form) => form.action),
      ...Array.from(document.querySelectorAll('link'), (link) => link.href),
    ]
    return sources.filter((source) => source.startsWith(origin) || /stripe/i.test(source))
  }, stripeOrigin)
  expect(foreign).toEqual([])
  await expectNoSeriousAxeViolations(page)

  // Pay now: the server opens the hosted page for the server-held total, the browser goes there.
  await mine.getByRole('button', { name: 'Pay now' }).click()
  await expect(page).toHaveURL(new RegExp(`^${stripeOrigin}/pay/cs_test_`))
  await expect(page.getByRole('heading', { name: 'Pay 199.97 USD' })).toBeVisible()
  await page.getByRole('button', { name: 'Pay' }).click()

  // Back in My care, the order is paid: the server holds Stripe's signed event.
  await expect(page).toHaveURL(new RegExp(`/account#order-${order.id}-heading$`))
  const back = page.locator('[data-slot="order"]').filter({ hasText: order.number })
  await expect(back.getByText('Paid', { exact: true })).toBeVisible()
  await expect(back.getByRole('button', { name: 'Pay now' })).toHaveCount(0)
  await expectNoSeriousAxeViolations(page)
  // A session of its own: the shared staff account's earlier one may have been signed out by
  // another spec on this server meanwhile (sign-out, idle and recovery specs end sessions).
  const held = await page.request.get(`/staff/v1/orders/${order.id}`, {
    headers: await apiSession(page.request),
  })
  expect(held.status(), await held.text()).toBe(200)
  expect(((await held.json()) as { order: { state: string } }).order.state).toBe('paid')

  // The physician lowers the peptide to one box after payment: $69.99 goes back to the card.
  const physicianContext = await browser.newContext()
  const physician = await physicianContext.newPage()
  await open(physician, '/auth')
  await physician.getByLabel('Email').fill(physicianEmail)
  await physician.getByLabel('Password', { exact: true }).fill(physicianPassword)
  await physician.getByRole('button', { name: 'Sign In', exact: true }).click()
  await expect(physician).toHaveURL(/\/admin(\/queue)?$/)
  await physician.goto(`/admin/orders/${order.id}`)
  const amend = physician.getByRole('form', { name: 'Change after payment' })
  await amend.getByLabel('Collagen Joint Peptides: new quantity').fill('1')
  await amend.getByLabel('Reason (the patient reads this)').fill('One box while the dose is set.')
  await amend.getByRole('button', { name: 'Change after payment' }).click()
  const confirmation = physician.getByRole('dialog', { name: 'Change the paid order and refund?' })
  await expect(confirmation).toContainText('goes from $199.97 to $129.98, and $69.99 is refunded')
  await confirmation.getByRole('button', { name: 'Change and refund' }).click()
  await expect(
    physician.getByText(/Refunded \$69\.99 online, Stripe refund re_test_/),
  ).toBeVisible()
  await expectNoSeriousAxeViolations(physician)
  await physicianContext.close()
  await expect.poll(() => lastMailTo('public', email)).toContain('$69.99, to your card')
  await open(page, '/account', { heading: 'Your account' })
  const lowered = page.locator('[data-slot="order"]').filter({ hasText: order.number })
  await expect(lowered.getByText('Refunded $69.99 to your card.')).toBeVisible()

  // Our pages asked the payment origin for nothing but the navigation to its page.
  const toPayment = fromOurPages.filter((request) => request.url().startsWith(stripeOrigin))
  expect(toPayment.map((request) => [request.method(), request.isNavigationRequest()])).toEqual([
    ['GET', true],
  ])
  expect(fromOurPages.filter((request) => /stripe/i.test(request.url()))).toEqual([])
})
