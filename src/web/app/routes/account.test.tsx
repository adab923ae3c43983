import { fireEvent, screen, waitFor, within } from '@testing-library/react'

import { saveTextFile } from '@/lib/save-file'
import { classListsIn, conflictLog } from '@/test/class-conflicts'
import { setupFakeApi } from '@/test/fake-api'
import { fakeSupabase } from '@/test/fake-supabase'
import { patientSessionValue, patientUser as user, renderPatientRoute } from '@/test/patient-route'
import { orderMessages, type OrderLine, type PatientOrder } from '@shared/orders/orders'
import type { Care } from '@shared/patient-wire'

import * as accountRoute from './account'

vi.mock('@/lib/supabase', () => import('@/test/fake-supabase'))
vi.mock('@/lib/save-file', () => ({ saveTextFile: vi.fn() }))

// /account as the app runs it (its loader, action and page in a memory router) against the
// patient and orders APIs faked at fetch. My care's Orders part (docs/architecture.md, Orders):
// what each order says, and cancelling one (confirmed first; too late said in the server's words).

const BASE = 'http://127.0.0.1:3000/orders/v1'
const api = setupFakeApi()
const { reply } = api.under('/orders/v1')
const patient = api.under('/patient/v1')
/** What went over the wire, with the token it carried. */
const sent = () =>
  api.requests.map(({ method, url, headers }) => ({
    method,
    url,
    authorization: headers.authorization,
  }))

beforeEach(() => {
  fakeSupabase.reset('public')
  patient.always('GET', '/care', { body: care })
  patient.always('GET', '/profile', {
    body: {
      profile: {
        firstName: 'Grace',
        lastName: 'Hopper',
        phone: '',
        state: '',
        preferredContact: 'phone',
        shippingAddress: null,
      },
    },
  })
})

const care: Care = {
  email: 'grace@example.com',
  linked: true,
  consultations: [],
  downloads: [],
  newsletter: false,
  intakes: [],
}

function line(changes: Partial<OrderLine> = {}): OrderLine {
  return {
    id: 'line-1',
    productId: 'peptide-1',
    name: 'Collagen Joint Peptides',
    unitPriceCents: 6999,
    quantity: 2,
    requestedQuantity: 2,
    needsReview: true,
    review: null,
    reviewReason: null,
    ...changes,
  }
}

function order(changes: Partial<PatientOrder> = {}): PatientOrder {
  return {
    id: 'order-1',
    number: 'RM-7KQ2-M4XD',
    state: 'awaiting_review',
    lines: [line()],
    subtotalCents: 13998,
    shippingCents: 0,
    totalCents: 13998,
    shipping: { line1: '1200 Main St', city: 'Houston', state: 'TX', zip: '77002' },
    reason: null,
    payment: null,
    shipment: null,
    // Noon UTC: the same day in every American zone.
    createdAt: '2026-11-26T12:00:00.000Z',
    updatedAt: '2026-11-26T12:00:00.000Z',
    events: [],
    ...changes,
  }
}

const reviewing = order()
const changed = order({
  id: 'order-2',
  number: 'RM-AB12-CD34',
  state: 'changed',
  lines: [
    line({
      quantity: 1,
      review: 'changed',
      reviewReason: 'One at a time to start.',
    }),
    line({
      id: 'line-2',
      productId: 'peptide-4',
      name: 'GHK-Cu Copper Peptide Serum',
      unitPriceCents: 8999,
      quantity: 0,
      requestedQuantity: 1,
      review: 'declined',
      reviewReason: 'Not with your current treatment.',
    }),
  ],
  subtotalCents: 6999,
  shippingCents: 795,
  totalCents: 7794,
  reason: 'Lowered to one and the serum removed.',
  createdAt: '2026-11-20T12:00:00.000Z',
})
const shipped = order({
  id: 'order-3',
  number: 'RM-SH1P-0003',
  state: 'shipped',
  lines: [line({ productId: '2', name: 'Daily Essentials Multivitamin', needsReview: false })],
  shipment: { carrier: 'UPS', tracking: '1Z999AA10123456784' },
  createdAt: '2026-11-10T12:00:00.000Z',
})

function renderMyCare(session = patientSessionValue()) {
  return renderPatientRoute(accountRoute, '/account', { session })
}

/** The paragraph that reads `text` as a whole (its words may sit in several elements). */
const paragraph = (container: HTMLElement, text: string) =>
  within(container).getByText(
    (_, element) => element?.tagName === 'P' && element.textContent === text,
  )

const orderItem = (number: string) => {
  const heading = screen.getByRole('heading', { level: 4, name: `Order ${number}` })
  const item = heading.closest<HTMLElement>('[data-slot="order"]')
  if (!item) throw new Error(`no order ${number}`)
  return item
}

test('each order: number, date, state, who acts next, lines, total, the physician’s reasons and the parcel', async () => {
  reply('GET', '/orders', { status: 200, body: { orders: [reviewing, changed, shipped] } })
  renderMyCare()

  expect(await screen.findByRole('heading', { level: 4, name: 'Order RM-7KQ2-M4XD' })).toBeTruthy()
  expect(screen.getByRole('heading', { level: 3, name: 'Orders' })).toBeTruthy()
  // Read with the patient's session.
  expect(sent().find((request) => request.url.startsWith(BASE))).toEqual({
    method: 'GET',
    url: `${BASE}/orders`,
    authorization: 'Bearer access-token',
  })

  const first = orderItem('RM-7KQ2-M4XD')
  expect(within(first).getByText('Requested Nov 26, 2026').tagName).toBe('TIME')
  expect(within(first).getByText('Awaiting physician review')).toBeTruthy()
  expect(
    paragraph(
      first,
      'Next: Renew Medical: A physician reviews the products that need approval, usually within one business day.',
    ),
  ).toBeTruthy()
  expect(
    within(within(first).getByRole('list', { name: 'Products in order RM-7KQ2-M4XD' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['Collagen Joint Peptides2 × $69.99'])
  expect(within(first).getByText('Total $139.98')).toBeTruthy()
  expect(within(first).getByRole('button', { name: 'Cancel order' })).toBeTruthy()

  const second = orderItem('RM-AB12-CD34')
  expect(within(second).getByText('Changed by the physician')).toBeTruthy()
  expect(
    paragraph(second, 'Physician’s reason: Lowered to one and the serum removed.'),
  ).toBeTruthy()
  expect(
    within(second).getByText(
      'You asked for 2; the physician changed it to 1. Physician’s reason: One at a time to start.',
    ),
  ).toBeTruthy()
  expect(
    within(second).getByText(
      'The physician removed this product. Physician’s reason: Not with your current treatment.',
    ),
  ).toBeTruthy()
  expect(within(second).getByText('Total $77.94')).toBeTruthy()
  expect(within(second).getByRole('button', { name: 'Cancel order' })).toBeTruthy()

  const third = orderItem('RM-SH1P-0003')
  expect(within(third).getByText('Shipped')).toBeTruthy()
  expect(
    within(third).getByText('Shipped with UPS. Tracking number: 1Z999AA10123456784'),
  ).toBeTruthy()
  expect(paragraph(third, 'Next: Renew Medical: Your parcel is on its way.')).toBeTruthy()
  // Shipped: too late for the patient to cancel.
  expect(within(third).queryByRole('button', { name: 'Cancel order' })).toBeNull()
  // cn() does not merge classes (lib/cn.ts): none here may override another.
  const log = conflictLog()
  log.check('My care, Orders', classListsIn(document.body))
  expect(log.conflicts).toEqual([])
})

test('Cancel order asks first, then shows the cancelled order with focus back on it', async () => {
  const cancelled = order({ state: 'cancelled', updatedAt: '2026-11-26T13:00:00.000Z' })
  // The orders are read again once the server has answered.
  reply(
    'GET',
    '/orders',
    { status: 200, body: { orders: [reviewing] } },
    { status: 200, body: { orders: [cancelled] } },
  )
  renderMyCare()
  const first = await screen.findByRole('heading', { level: 4, name: 'Order RM-7KQ2-M4XD' })
  const item = orderItem('RM-7KQ2-M4XD')

  fireEvent.click(within(item).getByRole('button', { name: 'Cancel order' }))
  const dialog = await screen.findByRole('dialog', { name: 'Cancel order RM-7KQ2-M4XD?' })
  const log = conflictLog()
  log.check('My care, Cancel order dialog', classListsIn(document.body))
  expect(log.conflicts).toEqual([])
  // Keeping it changes nothing.
  fireEvent.click(within(dialog).getByRole('button', { name: 'Keep the order' }))
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  expect(sent().filter((request) => request.method === 'POST')).toEqual([])

  fireEvent.click(within(item).getByRole('button', { name: 'Cancel order' }))
  reply('POST', '/orders/order-1/cancel', { status: 200, body: cancelled })
  fireEvent.click(
    within(await screen.findByRole('dialog')).getByRole('button', {
      name: 'Yes, cancel the order',
    }),
  )

  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  await waitFor(() => expect(document.activeElement).toBe(first))
  expect(within(item).getByRole('status').textContent).toBe('Order RM-7KQ2-M4XD is cancelled.')
  expect(within(item).getByText('Cancelled')).toBeTruthy()
  expect(
    paragraph(item, 'Done · This order is cancelled. Nothing more happens to it.'),
  ).toBeTruthy()
  expect(within(item).queryByRole('button', { name: 'Cancel order' })).toBeNull()
  expect(sent().filter((request) => request.method === 'POST')).toEqual([
    {
      method: 'POST',
      url: `${BASE}/orders/order-1/cancel`,
      authorization: 'Bearer access-token',
    },
  ])
})

test('Pay now opens Stripe’s page for an order awaiting payment; none without online payment', async () => {
  const awaiting = order({ id: 'order-5', number: 'RM-PAY5-0005', state: 'awaiting_payment' })
  reply('GET', '/orders', {
    status: 200,
    body: {
      orders: [
        { ...awaiting, payOnline: true },
        { ...shipped, payOnline: false },
      ],
    },
  })
  const assign = vi.fn()
  vi.stubGlobal('location', { ...window.location, assign })
  try {
    renderMyCare()
    await screen.findByRole('heading', { level: 4, name: 'Order RM-PAY5-0005' })
    expect(within(orderItem('RM-SH1P-0003')).queryByRole('button', { name: 'Pay now' })).toBeNull()
    const item = orderItem('RM-PAY5-0005')
    reply('POST', '/orders/order-5/checkout', {
      status: 200,
      body: { url: 'https://checkout.stripe.com/c/pay/cs_test_1' },
    })
    fireEvent.click(within(item).getByRole('button', { name: 'Pay now' }))
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('https://checkout.stripe.com/c/pay/cs_test_1'),
    )
    expect(sent().filter((request) => request.method === 'POST')).toEqual([
      {
        method: 'POST',
        url: `${BASE}/orders/order-5/checkout`,
        authorization: 'Bearer access-token',
      },
    ])
  } finally {
    vi.unstubAllGlobals()
  }
})

test('too late to cancel: the server’s message stays with the order, shown as it is now', async () => {
  reply(
    'GET',
    '/orders',
    { status: 200, body: { orders: [changed] } },
    { status: 200, body: { orders: [{ ...changed, state: 'paid' }] } },
  )
  renderMyCare()
  await screen.findByRole('heading', { level: 4, name: 'Order RM-AB12-CD34' })
  const item = orderItem('RM-AB12-CD34')

  fireEvent.click(within(item).getByRole('button', { name: 'Cancel order' }))
  const tooLate = orderMessages.notAllowed('Paid')
  reply('POST', '/orders/order-2/cancel', { status: 409, body: { message: tooLate } })
  fireEvent.click(
    within(await screen.findByRole('dialog')).getByRole('button', {
      name: 'Yes, cancel the order',
    }),
  )

  const alert = await within(item).findByRole('alert')
  expect(alert.textContent).toBe('This order is paid, so that is no longer possible.')
  await waitFor(() => expect(within(orderItem('RM-AB12-CD34')).getByText('Paid')).toBeTruthy())
  expect(
    within(orderItem('RM-AB12-CD34')).queryByRole('button', { name: 'Cancel order' }),
  ).toBeNull()
})

test('no orders yet: said, with the way to the shop; a list that cannot be read offers Try again', async () => {
  reply(
    'GET',
    '/orders',
    { status: 503, body: { message: 'down' } },
    { status: 200, body: { orders: [] } },
  )
  renderMyCare()

  const alert = await screen.findByRole('alert')
  expect(alert.textContent).toMatch(/^Your orders could not be loaded\./)
  fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
  expect(await screen.findByText('Orders you request from our shop appear here.')).toBeTruthy()
  expect(screen.getByRole('link', { name: 'Browse the shop' }).getAttribute('href')).toBe(
    '/supplements',
  )
})

// The account's own changes go through the route's action (docs/decisions/036-app-pages-read-
// and-change-through-the-router.md): what each sends, and what is read again after it.

const PATIENT = 'http://127.0.0.1:3000/patient/v1'
const reads = () =>
  api.requests.filter((request) => request.method === 'GET').map((request) => request.url)

test('the newsletter switch is sent, then My care is read again; a refusal puts it back in the server’s words', async () => {
  api.always('GET', '/orders/v1/orders', { status: 200, body: { orders: [] } })
  renderMyCare()
  const newsletter = await screen.findByRole<HTMLInputElement>('checkbox', {
    name: 'Send me the Renew Medical newsletter',
  })
  expect(newsletter.checked).toBe(false)

  patient.reply('PUT', '/newsletter', { status: 200, body: { subscribed: true } })
  patient.always('GET', '/care', { body: { ...care, newsletter: true } })
  fireEvent.click(newsletter)
  expect(newsletter.checked).toBe(true)
  expect(await screen.findByText('You get the newsletter.')).toBeTruthy()
  await waitFor(() => expect(reads().filter((url) => url === `${PATIENT}/care`)).toHaveLength(2))
  await waitFor(() => expect(newsletter.disabled).toBe(false))

  patient.reply('PUT', '/newsletter', { status: 503, body: { message: 'Try later.' } })
  fireEvent.click(newsletter)
  expect(await screen.findByText('Try later.')).toBeTruthy()
  expect(newsletter.checked).toBe(true)
  expect(api.writes().map(({ method, url, body }) => [method, url, body])).toEqual([
    ['PUT', `${PATIENT}/newsletter`, { subscribed: true }],
    ['PUT', `${PATIENT}/newsletter`, { subscribed: false }],
  ])
})

test('My data downloads the export without reading the page again, and deletion needs the right password', async () => {
  api.always('GET', '/orders/v1/orders', { status: 200, body: { orders: [] } })
  const session = patientSessionValue()
  renderMyCare(session)
  await screen.findByRole('heading', { level: 3, name: 'Orders' })

  patient.reply('GET', '/export', { status: 200, body: { account: { email: user.email } } })
  fireEvent.click(screen.getByRole('button', { name: 'Download my data (JSON)' }))
  await waitFor(() => expect(saveTextFile).toHaveBeenCalled())
  expect(JSON.parse(vi.mocked(saveTextFile).mock.calls[0]![0])).toEqual({
    account: { email: user.email },
  })
  expect(reads().filter((url) => url === `${PATIENT}/care`)).toHaveLength(1)

  fireEvent.click(screen.getByRole('button', { name: 'Delete my account' }))
  const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' })
  patient.reply(
    'DELETE',
    '/account',
    { status: 403, body: { message: 'Wrong password' } },
    { status: 200, body: { deleted: true } },
  )
  const password = within(dialog).getByLabelText('Your password')
  // None typed is not sent, and said on the field, which takes focus.
  fireEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }))
  expect(within(dialog).getByText('That password is not right.')).toBeTruthy()
  expect(document.activeElement).toBe(password)
  fireEvent.change(password, { target: { value: 'nope' } })
  expect(within(dialog).queryByText('That password is not right.')).toBeNull()

  fireEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }))
  expect(await within(dialog).findByText('That password is not right.')).toBeTruthy()
  // The server's refusal is the password's: shown on it, which takes focus.
  expect(password.getAttribute('aria-invalid')).toBe('true')
  await waitFor(() => expect(document.activeElement).toBe(password))
  expect(session.signOut).not.toHaveBeenCalled()

  fireEvent.change(within(dialog).getByLabelText('Your password'), {
    target: { value: 'correct horse' },
  })
  fireEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }))
  await waitFor(() => expect(session.signOut).toHaveBeenCalledWith({ scope: 'local' }))
  expect(api.writes().map(({ method, url, body }) => [method, url, body])).toEqual([
    ['DELETE', `${PATIENT}/account`, { password: 'nope' }],
    ['DELETE', `${PATIENT}/account`, { password: 'correct horse' }],
  ])
  // Nothing was read again after the export or the deletion.
  expect(reads().filter((url) => url === `${PATIENT}/care`)).toHaveLength(1)
})
