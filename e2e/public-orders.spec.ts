import type { APIRequestContext, Page, TestInfo } from '@playwright/test'

import { expectNoSeriousAxeViolations } from './support/axe'
import { e2eStaff } from './support/env'
import { expect as baseExpect, open, test } from './support/fixtures'
import { addStaffAccount, apiSession, firstLink, lastMailTo } from './support/staff'

// Order requests end to end on the public server (docs/architecture.md, Orders): a guest orders
// from the cart and the server prices the order itself, whatever the request claims; a double
// submission makes one order; a signed-in patient's peptide order waits for a physician, which a
// plain staff member cannot give, and the physician's change reaches the patient with its reason;
// staff take it through payment, shipping and delivery, each step e-mailed; a patient cancels
// before payment; a product whose stock runs out is refused by name.

test.describe.configure({ timeout: 120_000 })
const expect = baseExpect.configure({ timeout: 15_000 })
const PASSWORD = 'a patient passphrase 2026'

function unique(testInfo: TestInfo, what: string) {
  return `${what}.${testInfo.project.name.replace(/[^a-z]/g, '')}.${Date.now().toString(36)}`
}

async function siteKey(request: APIRequestContext): Promise<string> {
  const config = (await (await request.get('/config.json')).json()) as { supabaseAnonKey: string }
  return config.supabaseAnonKey
}

/** Puts these products in the browser's stored cart (the shop's own storage format). */
async function fillCart(page: Page, items: { id: string; quantity: number }[]) {
  await page.evaluate(
    (stored) => localStorage.setItem('rm-cart-v1', JSON.stringify({ version: 1, items: stored })),
    items,
  )
}

async function fillDetails(page: Page, person: { first: string; last: string; email: string }) {
  await page.getByLabel('First name').fill(person.first)
  await page.getByLabel('Last name').fill(person.last)
  await page.getByLabel('E-mail').fill(person.email)
  await page.getByLabel('Phone', { exact: true }).fill('(555) 010-4040')
}

async function fillAddress(page: Page) {
  await page.getByLabel('Street address').fill('100 Congress Ave')
  await page.getByLabel('City').fill('Austin')
  await page.getByLabel('State', { exact: true }).selectOption('TX')
  await page.getByLabel('ZIP code').fill('78701')
}

const orderRequest = (testInfo: TestInfo, lines: { productId: string; quantity: number }[]) => ({
  firstName: 'Api',
  lastName: 'Orderer',
  email: `${unique(testInfo, 'api')}@example.com`,
  phone: '(555) 010-5050',
  shipping: { line1: '1 Main St', city: 'Tulsa', state: 'OK', zip: '74103' },
  lines,
  idempotencyKey: `e2e-${unique(testInfo, 'key').replace(/\./g, '-')}`,
})

test('a guest orders from the cart: the server prices it, a double submission makes one order, the cart empties', async ({
  page,
}, testInfo) => {
  const email = `${unique(testInfo, 'guest')}@example.com`
  await open(page, '/supplements', { heading: 'Supplements' })
  await fillCart(page, [
    { id: '3', quantity: 2 },
    { id: '5', quantity: 1 },
  ])
  await page.reload()

  // The cart's Request Order leads to the order request.
  await page
    .getByRole('button', { name: /Shopping cart|Open cart|Cart/ })
    .first()
    .click()
  const drawer = page.getByRole('dialog', { name: /Shopping Cart/ })
  await expect(drawer.getByText(/some products need a physician/)).toBeVisible()
  await drawer.getByRole('link', { name: 'Request Order' }).click()
  await expect(page).toHaveURL(/\/checkout$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Request your order' })).toBeVisible()

  // Every error in words, before anything is sent.
  await page.getByRole('button', { name: 'Send order request' }).click()
  await expect(page.getByText('Please enter the street address').first()).toBeVisible()
  await expect(page.getByText('Please choose the state to ship to').first()).toBeVisible()

  await fillDetails(page, { first: 'Gina', last: 'Guest', email })
  await fillAddress(page)

  // The browser's request claims a price of one cent; the server prices the order itself.
  const sent: string[] = []
  await page.route('**/orders/v1/orders', async (route) => {
    const body = route.request().postDataJSON() as { lines: Record<string, unknown>[] }
    sent.push(route.request().postData() ?? '')
    await route.continue({
      postData: JSON.stringify({
        ...body,
        lines: body.lines.map((line) => ({ ...line, unitPriceCents: 1, priceCents: 1 })),
        totalCents: 1,
      }),
    })
  })
  const submit = page.getByRole('button', { name: 'Send order request' })
  await submit.dblclick()

  await expect(page).toHaveURL(/\/checkout\/confirmation$/)
  const confirmation = page.locator('[data-slot="order-confirmation"]')
  await expect(confirmation.getByText('We have your order request')).toBeVisible()
  const number = (await confirmation.locator('[data-slot="order-number"]').innerText()).trim()
  expect(number).toMatch(/^RM-[A-Z0-9]{4}-[A-Z0-9]{4}$/)
  // 2 × $24.99 + $34.99 = $84.97: free shipping, and not a cent less.
  await expect(confirmation.getByText('$84.97').first()).toBeVisible()
  await expect(confirmation.getByText('Submitted', { exact: true })).toBeVisible()
  expect(sent).toHaveLength(1)

  // The cart is empty now, also after a reload; the confirmation survives it.
  await page.reload()
  await expect(page.locator('[data-slot="order-number"]')).toHaveText(number)
  expect(await page.evaluate(() => localStorage.getItem('rm-cart-v1') ?? '')).not.toContain('"3"')

  // The patient was told by e-mail, with the number; a guest is invited to an account.
  await expect.poll(() => lastMailTo('public', email)).toContain(number)
  await expectNoSeriousAxeViolations(page)

  // The same request sent again (a retry with the same key) is the same order, not a second.
  const request = { ...orderRequest(testInfo, [{ productId: '2', quantity: 1 }]) }
  const headers = { apikey: await siteKey(page.request) }
  const [first, again] = await Promise.all([
    page.request.post('/orders/v1/orders', { headers, data: request }),
    page.request.post('/orders/v1/orders', { headers, data: request }),
  ])
  const numbers = await Promise.all(
    [first, again].map(async (answer) => {
      expect([200, 201]).toContain(answer.status())
      return ((await answer.json()) as { order: { number: string } }).order.number
    }),
  )
  expect(numbers[0]).toBe(numbers[1])
})

test('a peptide order waits for a physician; staff cannot approve it; the physician lowers a line and the patient sees why; paid, shipped and delivered, each e-mailed @desktop', async ({
  page,
  browser,
}, testInfo) => {
  const email = `${unique(testInfo, 'peptide')}@example.com`
  const apikey = await siteKey(page.request)
  const signUp = await page.request.post('/auth/v1/signup', {
    headers: { apikey },
    data: { email, password: PASSWORD, data: { first_name: 'Pia', last_name: 'Patient' } },
  })
  expect(signUp.status()).toBe(200)
  await page.request.get(firstLink(lastMailTo('public', email)), { maxRedirects: 0 })

  await open(page, '/auth')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign In', exact: true }).click()
  await expect(page).toHaveURL(/\/account$/)

  await fillCart(page, [
    { id: 'peptide-1', quantity: 2 },
    { id: 'natural-1', quantity: 1 },
  ])
  await open(page, '/checkout', { heading: 'Request your order' })
  // A signed-in patient's details are filled in.
  await expect(page.getByLabel('E-mail')).toHaveValue(email)
  await expect(page.getByText('Needs a physician’s review').first()).toBeVisible()
  await page.getByLabel('Phone', { exact: true }).fill('(555) 010-6060')
  await fillAddress(page)
  await page.getByRole('button', { name: 'Send order request' }).click()
  await expect(page.getByText('We have your order request')).toBeVisible()
  await expect(page.getByText('Awaiting physician review').first()).toBeVisible()
  const number = (await page.locator('[data-slot="order-number"]').innerText()).trim()

  // A staff member without the physician role sees the order wait, and the server refuses them.
  const staff = await apiSession(page.request)
  const listed = await page.request.get('/staff/v1/orders?review=1', { headers: staff })
  const order = ((await listed.json()) as { orders: { id: string; number: string }[] }).orders.find(
    (candidate) => candidate.number === number,
  )
  if (!order) throw new Error(`order ${number} is not in the review queue`)
  const refused = await page.request.post(`/staff/v1/orders/${order.id}/review`, {
    headers: staff,
    data: { decision: 'approve' },
  })
  expect(refused.status()).toBe(403)

  // The physician lowers the peptide from 2 to 1, with a reason the patient reads.
  const physicianEmail = `${unique(testInfo, 'physician')}@renewmedical.example`
  const physicianPassword = addStaffAccount('public', physicianEmail, 'physician')
  const physicianContext = await browser.newContext()
  const physician = await physicianContext.newPage()
  await open(physician, '/auth')
  await physician.getByLabel('Email').fill(physicianEmail)
  await physician.getByLabel('Password', { exact: true }).fill(physicianPassword)
  await physician.getByRole('button', { name: 'Sign In', exact: true }).click()
  await expect(physician).toHaveURL(/\/admin(\/queue)?$/)
  await physician.goto(`/admin/orders/${order.id}`)
  const review = physician.getByRole('form', { name: 'Physician review' })
  await expect(review).toBeVisible()
  await review.getByLabel('Lower or remove products').check()
  await review.getByLabel('Collagen Joint Peptides: new quantity').fill('1')
  await review
    .getByLabel('Reason (the patient reads this)')
    .fill('One box at a time for the first month.')
  await review.getByRole('button', { name: 'Save the changes' }).click()
  await expect(physician.getByText('Changed by the physician').first()).toBeVisible()
  await expectNoSeriousAxeViolations(physician)
  await physicianContext.close()
  await expect.poll(() => lastMailTo('public', email)).toContain('One box at a time')

  // The patient sees the change and why in My care.
  await open(page, '/account', { heading: 'Your account' })
  const mine = page.locator('[data-slot="order"]').filter({ hasText: number })
  await expect(mine.getByText('You asked for 2; the physician changed it to 1.')).toBeVisible()
  await expect(mine.getByText('One box at a time for the first month.').first()).toBeVisible()

  // Staff take it on: payment requested, paid, shipped, delivered — each step e-mailed.
  const staffContext = await browser.newContext()
  const desk = await staffContext.newPage()
  await open(desk, '/auth')
  await desk.getByLabel('Email').fill(e2eStaff.email)
  await desk.getByLabel('Password', { exact: true }).fill(e2eStaff.password)
  await desk.getByRole('button', { name: 'Sign In', exact: true }).click()
  await expect(desk).toHaveURL(/\/admin(\/queue)?$/)
  await desk.goto('/admin/orders')
  await desk
    .getByRole('link', { name: new RegExp(number) })
    .first()
    .click()
  await expect(desk).toHaveURL(new RegExp(`/admin/orders/${order.id}$`))

  // Each step that e-mails the patient or records money is confirmed first, in a dialog.
  await desk.getByRole('button', { name: 'Confirm and request payment' }).click()
  await desk
    .getByRole('dialog', { name: 'Request payment?' })
    .getByRole('button', { name: 'E-mail the payment request' })
    .click()
  await expect(desk.getByText('Awaiting payment').first()).toBeVisible()
  await expect.poll(() => lastMailTo('public', email)).toMatch(/pay/i)

  await desk.getByLabel('How the patient paid').selectOption({ label: 'Card, by phone' })
  await desk.getByLabel('Payment reference (receipt or invoice number)').fill('RCPT-2211')
  await desk.getByRole('button', { name: 'Record payment' }).click()
  await desk
    .getByRole('dialog', { name: 'Record this payment?' })
    .getByRole('button', { name: 'Record the payment' })
    .click()
  await expect(desk.getByText('RCPT-2211').first()).toBeVisible()
  await expect.poll(() => lastMailTo('public', email)).toMatch(/paid|payment/i)

  await desk.getByLabel('Carrier').fill('USPS')
  await desk.getByLabel('Tracking number').fill('9400111899223344556677')
  await desk.getByRole('button', { name: 'Mark shipped' }).click()
  await desk
    .getByRole('dialog', { name: 'Mark the order shipped?' })
    .getByRole('button', { name: 'Mark shipped and e-mail' })
    .click()
  await expect(desk.getByText('9400111899223344556677').first()).toBeVisible()
  await expect.poll(() => lastMailTo('public', email)).toContain('9400111899223344556677')

  await desk.getByRole('button', { name: 'Mark delivered' }).click()
  await desk
    .getByRole('dialog', { name: 'Mark the order delivered?' })
    .getByRole('button', { name: 'Mark delivered and e-mail' })
    .click()
  await expect(desk.getByText('Nothing more can happen to this order.')).toBeVisible()
  await expect.poll(() => lastMailTo('public', email)).toMatch(/delivered/i)

  // Nothing goes back: a delivered order cannot be paid again.
  const back = await page.request.post(`/staff/v1/orders/${order.id}/transition`, {
    headers: staff,
    data: {
      to: 'paid',
      method: 'invoice',
      reference: 'again',
      amountCents: 100,
      // Today on the clinic's clock (a UTC date may be a day ahead of it).
      paidOn: new Date().toLocaleDateString('en-CA', { timeZone: 'America/Chicago' }),
    },
  })
  expect(back.status()).toBe(409)
  await staffContext.close()
})

test('a patient cancels an order before payment in My care, and its stock comes back', async ({
  page,
}, testInfo) => {
  const email = `${unique(testInfo, 'cancel')}@example.com`
  const apikey = await siteKey(page.request)
  const signUp = await page.request.post('/auth/v1/signup', {
    headers: { apikey },
    data: { email, password: PASSWORD, data: { first_name: 'Cal', last_name: 'Cancel' } },
  })
  expect(signUp.status()).toBe(200)
  await page.request.get(firstLink(lastMailTo('public', email)), { maxRedirects: 0 })
  const patient = await apiSession(page.request, { email, password: PASSWORD })
  const stockOf = async (id: string) => {
    const answer = await page.request.get('/orders/v1/catalogue', { headers: { apikey } })
    const { products } = (await answer.json()) as { products: { id: string; stock: number }[] }
    return products.find((product) => product.id === id)?.stock
  }
  const product = testInfo.project.name.includes('phone') ? 'shake-5' : 'shake-6'
  const before = await stockOf(product)
  const placed = await page.request.post('/orders/v1/orders', {
    headers: patient,
    data: { ...orderRequest(testInfo, [{ productId: product, quantity: 2 }]), email },
  })
  expect(placed.status()).toBe(201)
  const { order } = (await placed.json()) as { order: { number: string } }

  await open(page, '/auth')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign In', exact: true }).click()
  await expect(page).toHaveURL(/\/account$/)
  await open(page, '/account', { heading: 'Your account' })
  const mine = page.locator('[data-slot="order"]').filter({ hasText: order.number })
  await expect(mine.getByText('Submitted', { exact: true })).toBeVisible()
  await mine.getByRole('button', { name: 'Cancel order' }).click()
  await page.getByRole('button', { name: 'Yes, cancel the order' }).click()
  await expect(mine.getByText('Cancelled', { exact: true })).toBeVisible()
  await expect(mine.getByRole('button', { name: 'Cancel order' })).toHaveCount(0)
  await expect.poll(() => stockOf(product)).toBe(before)
})

test('when a product runs out, the next order for it is refused by name', async ({
  page,
}, testInfo) => {
  const staff = await apiSession(page.request)
  const apikey = await siteKey(page.request)
  const [id, name] = testInfo.project.name.includes('phone')
    ? ['natural-6', 'Ginger Peppermint Digestive Tea']
    : ['natural-5', 'Milk Thistle Liver Support']
  const setStock = (stock: number) =>
    page.request.patch(`/staff/v1/catalogue/${id}`, { headers: staff, data: { stock } })
  expect((await setStock(1)).status()).toBe(200)
  try {
    // The visitor fills the cart while one is left…
    await open(page, '/supplements', { heading: 'Supplements' })
    await fillCart(page, [{ id, quantity: 1 }])
    await open(page, '/checkout', { heading: 'Request your order' })
    await expect(page.getByText(name).first()).toBeVisible()
    await fillDetails(page, {
      first: 'Late',
      last: 'Comer',
      email: `${unique(testInfo, 'late')}@example.com`,
    })
    await fillAddress(page)

    // …someone else orders the last one meanwhile…
    const last = await page.request.post('/orders/v1/orders', {
      headers: { apikey },
      data: orderRequest(testInfo, [{ productId: id, quantity: 1 }]),
    })
    expect(last.status()).toBe(201)

    // …and the visitor's order is refused, naming the product, and nothing is ordered.
    await page.getByRole('button', { name: 'Send order request' }).click()
    await expect(page.getByText(`${name} is out of stock. Please remove it.`).first()).toBeVisible()
    await expect(page).toHaveURL(/\/checkout$/)
  } finally {
    await setStock(100)
  }
})
