import { fireEvent, screen, waitFor, within } from '@testing-library/react'

import { clinicToday, formatDay } from '@/features/workspace/orders/order-payment-form'
import { type Answer, setupFakeApi } from '@/test/fake-api'
import { deferred, fakeSupabase, makeSession, makeUser } from '@/test/fake-supabase'
import { sessionValue } from '@/test/session'
import { renderWorkspaceRoute } from '@/test/workspace-route'
import type { OrderState } from '@shared/orders/order-states'
import { type OrderLine, orderMessages, type StaffOrder } from '@shared/orders/orders'

import * as orderRoute from './admin-order'

// The page as the app runs it: its route's loader reads the order, its action sends a review or a
// move, and the router reads the order again. The signed-in user's role decides whether the
// physician's review is offered. The server is faked at fetch: each test says what it holds and
// answers, and checks what went over the wire (method, path, JSON body).
vi.mock('@/lib/supabase', () => import('@/test/fake-supabase'))
// Times are shown on the viewer's clock: the tests' viewer is in Chicago.
vi.mock('@/features/workspace/booking/calendar-time', async (original) => ({
  ...(await original<object>()),
  viewerTimeZone: () => 'America/Chicago',
}))

const api = setupFakeApi()
const { reply, always } = api.under('/staff/v1')

const ID = 'order-1'
const BASE = 'http://127.0.0.1:3000/staff/v1'

beforeEach(() => {
  fakeSupabase.reset()
})

/** The body the server answers GET /orders/:id with: the order as it holds it now. */
let held: unknown

/** The server holds `body` as the order, and answers every read of it with what it holds. */
function serveOrder(body: unknown) {
  held = body
  always('GET', `/orders/${ID}`, () => ({ status: 200, body: held }))
}

/** Answers to POST /orders/:id/`what`, in turn; one that saves becomes the order held. */
function answerMoves(
  what: 'review' | 'transition',
  ...answers: (Answer & { status: number; body: unknown })[]
) {
  reply(
    'POST',
    `/orders/${ID}/${what}`,
    ...answers.map((answer) => () => {
      if (answer.status < 300) held = answer.body
      return answer
    }),
  )
}

const peptide: OrderLine = {
  id: 'l1',
  productId: 'bpc-157',
  name: 'BPC-157',
  unitPriceCents: 8900,
  quantity: 2,
  requestedQuantity: 2,
  needsReview: true,
  review: null,
  reviewReason: null,
}
const supplement: OrderLine = {
  id: 'l2',
  productId: 'omega-3',
  name: 'Omega-3',
  unitPriceCents: 2499,
  quantity: 1,
  requestedQuantity: 1,
  needsReview: false,
  review: null,
  reviewReason: null,
}

let clock = Date.parse('2026-11-26T14:05:00Z')

/** The order as the server holds it in `state`; each call is a minute later than the last. */
function orderIn(state: OrderState, overrides: Partial<StaffOrder> = {}): StaffOrder {
  clock += 60_000
  return {
    id: ID,
    number: 'RM-7KQ2-M4XD',
    state,
    lines: [peptide, supplement],
    subtotalCents: 20_299,
    shippingCents: 0,
    totalCents: 20_299,
    shipping: { line1: '1 Main St', line2: 'Apt 4', city: 'Dallas', state: 'TX', zip: '75201' },
    reason: null,
    payment: null,
    shipment: null,
    createdAt: '2026-11-26T14:05:00Z',
    updatedAt: new Date(clock).toISOString(),
    events: [
      { from: null, to: 'submitted', actor: 'patient', detail: null, at: '2026-11-26T14:05:00Z' },
    ],
    contact: {
      firstName: 'Ann',
      lastName: 'Lee',
      email: 'ann@example.com',
      phone: '(214) 555-0100',
    },
    userId: 'user-ann',
    ...overrides,
  }
}

/** The page for a member of staff with `role`, in context and in the fake client. */
function renderOrder(role: 'staff' | 'physician') {
  const user = makeUser({ email: `${role}@renewmedical.example`, role })
  const session = makeSession(user)
  fakeSupabase.auth.getSession = vi.fn(() => Promise.resolve({ data: { session } })) as never
  renderWorkspaceRoute(orderRoute, `/admin/orders/${ID}`, {
    path: '/admin/orders/:orderId',
    session: sessionValue({ session, user, isStaff: true }),
  })
}

const posts = () => api.sent().filter((request) => request.method === 'POST')
const nextStep = () => screen.getByRole('region', { name: 'Next step' })
const review = () => within(nextStep()).getByRole('form', { name: 'Physician review' })

/** A confirmation that says `says`, confirmed with its `yes` button; it closes once answered. */
async function confirmIn(dialog: HTMLElement, says: string, yes: string) {
  expect(dialog.querySelector('[data-slot="dialog-description"]')?.textContent).toBe(says)
  fireEvent.click(within(dialog).getByRole('button', { name: yes }))
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
}

test('the order in full: contact, address, products, totals, payment, shipment, history', async () => {
  serveOrder(
    orderIn('shipped', {
      lines: [
        {
          ...peptide,
          quantity: 1,
          requestedQuantity: 3,
          review: 'changed',
          reviewReason: 'One vial to start.',
        },
        { ...supplement, review: null },
        {
          ...peptide,
          id: 'l3',
          name: 'TB-500',
          quantity: 0,
          requestedQuantity: 1,
          review: 'declined',
          reviewReason: 'Not with BPC-157.',
        },
      ],
      subtotalCents: 11_399,
      shippingCents: 0,
      totalCents: 11_399,
      payment: {
        method: 'invoice',
        reference: 'INV-77',
        amountCents: 10_000,
        paidOn: '2026-11-27',
      },
      shipment: { carrier: 'UPS', tracking: '1Z999' },
      events: [
        {
          from: 'paid',
          to: 'shipped',
          actor: 'staff',
          detail: 'UPS 1Z999',
          at: '2026-11-28T16:00:00Z',
        },
        { from: null, to: 'submitted', actor: 'patient', detail: null, at: '2026-07-01T15:00:00Z' },
        {
          from: 'awaiting_review',
          to: 'changed',
          actor: 'physician',
          detail: 'One vial to start.',
          at: '2026-11-27T09:30:00Z',
        },
      ],
    }),
  )
  renderOrder('staff')

  const summary = await screen.findByRole('region', { name: 'Order RM-7KQ2-M4XD' })
  expect(summary.textContent).toContain('StateShipped')

  const contact = screen.getByRole('region', { name: 'Contact' })
  expect(contact.textContent).toContain('Ann Lee')
  expect(within(contact).getByRole('link', { name: 'ann@example.com' }).getAttribute('href')).toBe(
    'mailto:ann@example.com',
  )
  expect(within(contact).getByRole('link', { name: '(214) 555-0100' }).getAttribute('href')).toBe(
    'tel:2145550100',
  )
  expect(contact.textContent).toContain('Patient account')
  expect(
    within(contact)
      .getByRole('link', { name: 'Everything about this person' })
      .getAttribute('href'),
  ).toBe('/admin/people/order:order-1')

  const shipTo = screen.getByRole('region', { name: 'Ship to' })
  expect(shipTo.textContent).toContain('1 Main St')
  expect(shipTo.textContent).toContain('Apt 4')
  expect(shipTo.textContent).toContain('Dallas, TX 75201')

  const products = screen.getByRole('region', { name: 'Products' })
  const [bpc, omega, tb] = within(products).getAllByRole('listitem') as [
    HTMLElement,
    HTMLElement,
    HTMLElement,
  ]
  expect(bpc.textContent).toContain('Needs a physician’s review')
  expect(bpc.textContent).toContain('Price: $89.00')
  expect(bpc.textContent).toContain('Quantity: 1 (Asked for 3)')
  expect(bpc.textContent).toContain('Line total: $89.00')
  expect(bpc.textContent).toContain('Changed by the physician')
  expect(bpc.textContent).toContain('Physician’s reason: One vial to start.')
  expect(omega.textContent).not.toContain('Needs a physician’s review')
  expect(omega.textContent).toContain('Quantity: 1')
  expect(omega.textContent).not.toContain('Asked for')
  expect(tb.textContent).toContain('Quantity: Removed (Asked for 1)')
  expect(tb.textContent).toContain('Line total: $0.00')
  expect(tb.textContent).toContain('Declined by the physician')
  expect(products.textContent).toContain('Subtotal$113.99')
  expect(products.textContent).toContain('ShippingFree')
  expect(products.textContent).toContain('Total$113.99')

  expect(screen.getByRole('region', { name: 'Payment' }).textContent).toContain(
    'Invoice (bank transfer)',
  )
  expect(screen.getByRole('region', { name: 'Payment' }).textContent).toContain('INV-77')
  // What came in, on which day, and that it is short of the total.
  expect(screen.getByRole('region', { name: 'Payment' }).textContent).toContain(
    'Amount received$100.00$13.99 short of the total of $113.99',
  )
  expect(screen.getByRole('region', { name: 'Payment' }).textContent).toContain(
    'Received on27 Nov 2026',
  )
  expect(screen.getByRole('region', { name: 'Shipment' }).textContent).toContain('UPS')
  expect(screen.getByRole('region', { name: 'Shipment' }).textContent).toContain('1Z999')

  // Oldest first, on the viewer's clock, the zone named as it was at the time.
  const history = within(screen.getByRole('region', { name: 'History' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent)
  expect(history).toEqual([
    'Placed: Submitted1 Jul 2026, 10:00 (Central Daylight Time), by the patient',
    'Awaiting physician review → Changed by the physician27 Nov 2026, 03:30 (Central Standard Time), by a physicianOne vial to start.',
    'Paid → Shipped28 Nov 2026, 10:00 (Central Standard Time), by staffUPS 1Z999',
  ])

  // Shipped: only delivery is left, and no cancelling.
  expect(within(nextStep()).getByRole('button', { name: 'Mark delivered' })).toBeTruthy()
  expect(within(nextStep()).queryByRole('button', { name: 'Cancel order' })).toBeNull()
})

test('staff see that the order waits for a physician, and no review', async () => {
  serveOrder(orderIn('awaiting_review'))
  renderOrder('staff')
  expect(screen.getByRole('heading', { level: 1, name: 'Order' })).toBeTruthy()
  await screen.findByRole('region', { name: 'Next step' })

  expect(nextStep().textContent).toContain('Waiting for a physician’s review')
  expect(within(nextStep()).queryByRole('form', { name: 'Physician review' })).toBeNull()
  expect(within(nextStep()).queryByRole('radio')).toBeNull()
  expect(within(nextStep()).queryByRole('button', { name: /Approve/ })).toBeNull()
  // Staff may still cancel it.
  expect(within(nextStep()).getByRole('button', { name: 'Cancel order' })).toBeTruthy()
})

test('a physician is offered the review of an order awaiting one', async () => {
  serveOrder(orderIn('awaiting_review'))
  renderOrder('physician')
  expect(screen.getByRole('heading', { level: 1, name: 'Order' })).toBeTruthy()
  const next = await screen.findByRole('region', { name: 'Next step' })
  expect(within(next).getByRole('form', { name: 'Physician review' })).toBeTruthy()
  expect(within(next).getByRole('radio', { name: 'Approve as requested' })).toBeTruthy()
  expect(next.textContent).not.toContain('Waiting for a physician’s review')
})

test('a physician approves: the decision is posted and the approved order shown', async () => {
  serveOrder(orderIn('awaiting_review'))
  answerMoves('review', {
    status: 200,
    body: orderIn('approved', { lines: [{ ...peptide, review: 'approved' }, supplement] }),
  })
  renderOrder('physician')
  await screen.findByRole('region', { name: 'Next step' })

  expect(nextStep().textContent).not.toContain('Waiting for a physician’s review')
  fireEvent.click(within(review()).getByRole('radio', { name: 'Approve as requested' }))
  expect(within(review()).queryByLabelText('Reason (the patient reads this)')).toBeNull()
  fireEvent.click(within(review()).getByRole('button', { name: 'Approve order' }))

  await waitFor(() =>
    expect(within(nextStep()).getByRole('status').textContent).toBe(
      'Saved. The order is now: Approved.',
    ),
  )
  expect(posts()).toEqual([
    { method: 'POST', url: `${BASE}/orders/${ID}/review`, body: { decision: 'approve' } },
  ])
  expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Next step' }))
  expect(screen.getByRole('region', { name: 'Order RM-7KQ2-M4XD' }).textContent).toContain(
    'StateApproved',
  )
  expect(screen.getByRole('region', { name: 'Products' }).textContent).toContain(
    'Approved by the physician',
  )
  // The review is over; the next step is staff's.
  expect(within(nextStep()).queryByRole('form', { name: 'Physician review' })).toBeNull()
  expect(
    within(nextStep()).getByRole('button', { name: 'Confirm and request payment' }),
  ).toBeTruthy()
})

test('a change needs a reason, may only lower quantities, and must change something', async () => {
  serveOrder(orderIn('awaiting_review'))
  answerMoves('review', {
    status: 200,
    body: orderIn('changed', {
      lines: [
        { ...peptide, quantity: 1, review: 'changed', reviewReason: 'One vial to start.' },
        supplement,
      ],
    }),
  })
  renderOrder('physician')
  await screen.findByRole('region', { name: 'Next step' })

  // Nothing chosen yet.
  fireEvent.click(within(review()).getByRole('button', { name: 'Save decision' }))
  expect(within(review()).getByText('Choose a decision.')).toBeTruthy()
  expect(document.activeElement).toBe(
    within(review()).getByRole('radio', { name: 'Approve as requested' }),
  )

  fireEvent.click(within(review()).getByRole('radio', { name: 'Lower or remove products' }))
  const bpc = within(review()).getByLabelText<HTMLInputElement>('BPC-157: new quantity')
  // Only the products that need a review are offered; the others stay as ordered.
  expect(within(review()).queryByLabelText('Omega-3: new quantity')).toBeNull()
  expect(
    within(review()).getByText(/1 other product needs no review and stays as ordered\./),
  ).toBeTruthy()
  expect(bpc.value).toBe('2')
  const save = within(review()).getByRole('button', { name: 'Save the changes' })

  // More than asked for, and no reason.
  fireEvent.change(bpc, { target: { value: '3' } })
  fireEvent.click(save)
  expect(
    within(review()).getByText(
      'Enter a whole number from 0 to 2: a review can only lower a quantity.',
    ),
  ).toBeTruthy()
  expect(bpc.getAttribute('aria-invalid')).toBe('true')
  expect(bpc.getAttribute('aria-describedby')).toContain('-error')
  expect(document.activeElement).toBe(bpc)
  const reason = within(review()).getByLabelText<HTMLTextAreaElement>(
    'Reason (the patient reads this)',
  )
  expect(within(review()).getByText(orderMessages.reason)).toBeTruthy()
  expect(reason.getAttribute('aria-invalid')).toBe('true')

  // Nothing lowered.
  fireEvent.change(bpc, { target: { value: '2' } })
  fireEvent.change(reason, { target: { value: 'One vial to start.' } })
  fireEvent.click(save)
  expect(within(review()).getByText(orderMessages.changeNeedsEdit)).toBeTruthy()

  expect(posts()).toEqual([])

  // Lowered, with a reason: only the changed line goes.
  fireEvent.change(bpc, { target: { value: '1' } })
  fireEvent.change(reason, { target: { value: '  One vial to start.  ' } })
  fireEvent.click(save)
  await waitFor(() => expect(posts()).toHaveLength(1))
  expect(posts()[0]).toEqual({
    method: 'POST',
    url: `${BASE}/orders/${ID}/review`,
    body: {
      decision: 'change',
      reason: 'One vial to start.',
      lines: [{ lineId: 'l1', quantity: 1 }],
    },
  })
  await waitFor(() =>
    expect(within(nextStep()).getByRole('status').textContent).toBe(
      'Saved. The order is now: Changed by the physician.',
    ),
  )
  expect(screen.getByRole('region', { name: 'Products' }).textContent).toContain('Asked for 2')
})

test('a decline needs a reason; a refusal from the server is shown in words', async () => {
  serveOrder(orderIn('awaiting_review'))
  answerMoves('review', {
    status: 403,
    body: { code: 'physician_only', message: orderMessages.physicianOnly },
  })
  renderOrder('physician')
  await screen.findByRole('region', { name: 'Next step' })

  fireEvent.click(within(review()).getByRole('radio', { name: 'Decline the order' }))
  expect(within(review()).queryByLabelText('BPC-157: new quantity')).toBeNull()
  fireEvent.click(within(review()).getByRole('button', { name: 'Decline order' }))
  const reason = within(review()).getByLabelText('Reason (the patient reads this)')
  expect(within(review()).getByText(orderMessages.reason)).toBeTruthy()
  expect(document.activeElement).toBe(reason)
  expect(posts()).toEqual([])

  fireEvent.change(reason, { target: { value: 'Please book a consultation first.' } })
  fireEvent.click(within(review()).getByRole('button', { name: 'Decline order' }))
  expect((await within(review()).findByRole('alert')).textContent).toBe(orderMessages.physicianOnly)
  expect(posts()[0]?.body).toEqual({
    decision: 'decline',
    reason: 'Please book a consultation first.',
  })
})

test('each move posts its body, and the page moves on with the order', async () => {
  serveOrder(orderIn('approved'))
  const transition = `/orders/${ID}/transition`
  answerMoves(
    'transition',
    { status: 200, body: orderIn('awaiting_payment') },
    {
      status: 200,
      body: orderIn('paid', {
        payment: {
          method: 'invoice',
          reference: 'INV-1',
          amountCents: 20_299,
          paidOn: '2026-11-27',
        },
      }),
    },
    {
      status: 200,
      body: orderIn('shipped', {
        payment: {
          method: 'invoice',
          reference: 'INV-1',
          amountCents: 20_299,
          paidOn: '2026-11-27',
        },
        shipment: { carrier: 'UPS', tracking: '1Z999' },
      }),
    },
    { status: 200, body: orderIn('delivered') },
  )
  renderOrder('staff')
  await screen.findByRole('region', { name: 'Next step' })

  fireEvent.click(within(nextStep()).getByRole('button', { name: 'Confirm and request payment' }))
  // Nothing is sent until the e-mail is confirmed.
  expect(posts()).toEqual([])
  await confirmIn(
    await screen.findByRole('dialog', { name: 'Request payment?' }),
    'This e-mails Ann Lee a request to pay $202.99 for order RM-7KQ2-M4XD, with how to pay.',
    'E-mail the payment request',
  )
  const payment = await within(nextStep()).findByRole('form', { name: 'Record payment' })
  expect(within(nextStep()).getByRole('status').textContent).toBe(
    'Saved. The order is now: Awaiting payment.',
  )

  // Nothing chosen or typed: both fields say what is missing, in the shared words.
  fireEvent.click(within(payment).getByRole('button', { name: 'Record payment' }))
  expect(within(payment).getByText(orderMessages.paymentMethod)).toBeTruthy()
  expect(within(payment).getByText(orderMessages.paymentReference)).toBeTruthy()
  const method = within(payment).getByRole<HTMLSelectElement>('combobox', {
    name: 'How the patient paid',
  })
  expect(document.activeElement).toBe(method)
  expect(posts()).toHaveLength(1)

  expect([...method.options].map((option) => option.text)).toEqual([
    'Choose how the patient paid',
    'Card, by phone',
    'Invoice (bank transfer)',
    'Cash or check at the clinic',
  ])
  fireEvent.change(method, { target: { value: 'invoice' } })
  fireEvent.change(
    within(payment).getByLabelText('Payment reference (receipt or invoice number)'),
    { target: { value: '  INV-1 ' } },
  )
  // The amount starts at the order's total and the day at today.
  expect(within(payment).getByLabelText<HTMLInputElement>('Amount received (US$)').value).toBe(
    '202.99',
  )
  expect(within(payment).getByLabelText<HTMLInputElement>('Received on').value).toBe(clinicToday())
  fireEvent.click(within(payment).getByRole('button', { name: 'Record payment' }))
  await confirmIn(
    await screen.findByRole('dialog', { name: 'Record this payment?' }),
    `This records $202.99 received by invoice (bank transfer) on ${formatDay(clinicToday())} for order RM-7KQ2-M4XD, and marks the order paid.It e-mails Ann Lee that the order is paid.`,
    'Record the payment',
  )

  const shipment = await within(nextStep()).findByRole('form', { name: 'Mark shipped' })
  expect(screen.getByRole('region', { name: 'Payment' }).textContent).toContain('INV-1')
  fireEvent.change(within(shipment).getByLabelText('Carrier'), { target: { value: 'UPS' } })
  fireEvent.change(within(shipment).getByLabelText('Tracking number'), {
    target: { value: '1Z999' },
  })
  fireEvent.click(within(shipment).getByRole('button', { name: 'Mark shipped' }))
  await confirmIn(
    await screen.findByRole('dialog', { name: 'Mark the order shipped?' }),
    'This e-mails Ann Lee that order RM-7KQ2-M4XD has shipped with UPS, tracking number 1Z999.',
    'Mark shipped and e-mail',
  )

  fireEvent.click(await within(nextStep()).findByRole('button', { name: 'Mark delivered' }))
  await confirmIn(
    await screen.findByRole('dialog', { name: 'Mark the order delivered?' }),
    'This e-mails Ann Lee that order RM-7KQ2-M4XD was delivered. Nothing more can happen to it then.',
    'Mark delivered and e-mail',
  )
  expect(await within(nextStep()).findByText('Nothing more can happen to this order.')).toBeTruthy()

  expect(posts().map((request) => [request.url, request.body])).toEqual([
    [`${BASE}${transition}`, { to: 'awaiting_payment' }],
    [
      `${BASE}${transition}`,
      {
        to: 'paid',
        method: 'invoice',
        reference: 'INV-1',
        amountCents: 20_299,
        paidOn: clinicToday(),
      },
    ],
    [`${BASE}${transition}`, { to: 'shipped', carrier: 'UPS', tracking: '1Z999' }],
    [`${BASE}${transition}`, { to: 'delivered' }],
  ])
})

test('while a move is on its way its button says so, and it is not sent twice', async () => {
  serveOrder(orderIn('awaiting_payment'))
  const answer = deferred<void>()
  reply('POST', `/orders/${ID}/transition`, () => {
    held = orderIn('paid', {
      payment: { method: 'invoice', reference: 'INV-1', amountCents: 20_299, paidOn: '2026-11-27' },
    })
    return { status: 200, body: held, delay: answer.promise }
  })
  renderOrder('staff')
  const payment = await within(await screen.findByRole('region', { name: 'Next step' })).findByRole(
    'form',
    { name: 'Record payment' },
  )
  fireEvent.change(within(payment).getByRole('combobox', { name: 'How the patient paid' }), {
    target: { value: 'invoice' },
  })
  fireEvent.change(
    within(payment).getByLabelText('Payment reference (receipt or invoice number)'),
    { target: { value: 'INV-1' } },
  )
  fireEvent.click(within(payment).getByRole('button', { name: 'Record payment' }))
  const dialog = await screen.findByRole('dialog', { name: 'Record this payment?' })
  fireEvent.click(within(dialog).getByRole('button', { name: 'Record the payment' }))

  const saving = await within(dialog).findByRole<HTMLButtonElement>('button', { name: 'Saving…' })
  expect(saving.disabled).toBe(true)
  // The form behind it waits too.
  expect(
    within(payment).getByRole<HTMLButtonElement>('button', { name: 'Saving…', hidden: true })
      .disabled,
  ).toBe(true)
  fireEvent.click(saving)
  // Escape does not close it while the payment is on its way.
  fireEvent.keyDown(dialog, { key: 'Escape' })
  expect(screen.getByRole('dialog', { name: 'Record this payment?' })).toBeTruthy()
  answer.resolve()
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  expect(await within(nextStep()).findByRole('form', { name: 'Mark shipped' })).toBeTruthy()
  expect(posts()).toHaveLength(1)
})

test('cancelling asks for a reason in a confirmation, then posts it', async () => {
  serveOrder(orderIn('awaiting_payment'))
  answerMoves('transition', {
    status: 200,
    body: orderIn('cancelled', { reason: 'The patient asked us to.' }),
  })
  renderOrder('staff')
  await screen.findByRole('region', { name: 'Next step' })

  fireEvent.click(within(nextStep()).getByRole('button', { name: 'Cancel order' }))
  const dialog = await screen.findByRole('dialog', { name: 'Cancel this order?' })
  expect(dialog.textContent).toContain('Order RM-7KQ2-M4XD is cancelled for good')
  fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel the order' }))
  const reason = within(dialog).getByLabelText('Reason (the patient reads this)')
  expect(within(dialog).getByText(orderMessages.reason)).toBeTruthy()
  expect(document.activeElement).toBe(reason)
  expect(posts()).toEqual([])

  fireEvent.change(reason, { target: { value: 'The patient asked us to.' } })
  fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel the order' }))

  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  expect(posts()[0]?.body).toEqual({ to: 'cancelled', reason: 'The patient asked us to.' })
  expect(within(nextStep()).getByRole('status').textContent).toBe(
    'Saved. The order is now: Cancelled.',
  )
  expect(nextStep().textContent).toContain('Nothing more can happen to this order.')
  expect(screen.getByRole('region', { name: 'Order RM-7KQ2-M4XD' }).textContent).toContain(
    'Reason given to the patientThe patient asked us to.',
  )
})

test('when the order moved meanwhile, it is read again and the page says so', async () => {
  const paid = orderIn('paid', {
    payment: {
      method: 'card_by_phone',
      reference: 'R-9',
      amountCents: 20_299,
      paidOn: '2026-11-27',
    },
  })
  serveOrder(orderIn('awaiting_payment'))
  // Someone else recorded the payment meanwhile: the server now holds the order paid.
  reply('POST', `/orders/${ID}/transition`, () => {
    held = { ...paid, updatedAt: new Date(clock + 3_600_000).toISOString() }
    return {
      status: 409,
      body: { code: 'stale', message: 'This order is paid, so that is no longer possible.' },
    }
  })
  renderOrder('staff')
  const payment = await within(await screen.findByRole('region', { name: 'Next step' })).findByRole(
    'form',
    { name: 'Record payment' },
  )

  fireEvent.change(within(payment).getByRole('combobox', { name: 'How the patient paid' }), {
    target: { value: 'card_by_phone' },
  })
  fireEvent.change(
    within(payment).getByLabelText('Payment reference (receipt or invoice number)'),
    { target: { value: 'R-10' } },
  )
  fireEvent.click(within(payment).getByRole('button', { name: 'Record payment' }))
  fireEvent.click(
    within(await screen.findByRole('dialog')).getByRole('button', { name: 'Record the payment' }),
  )
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())

  const alert = await within(nextStep()).findByRole('alert')
  expect(alert.textContent).toContain('This order changed meanwhile')
  expect(alert.textContent).toContain('This order is paid, so that is no longer possible.')
  expect(document.activeElement).toBe(alert)
  await waitFor(() =>
    expect(screen.getByRole('region', { name: 'Payment' }).textContent).toContain('R-9'),
  )
  expect(api.sent().filter((request) => request.url === `${BASE}/orders/${ID}`)).toHaveLength(2)
  expect(screen.getByRole('region', { name: 'Order RM-7KQ2-M4XD' }).textContent).toContain(
    'StatePaid',
  )
  expect(within(nextStep()).getByRole('form', { name: 'Mark shipped' })).toBeTruthy()
})

test('a refusal that names a field is shown on that field', async () => {
  serveOrder(orderIn('paid'))
  answerMoves('transition', {
    status: 400,
    body: {
      code: 'invalid_request',
      message: 'That tracking number is too long',
      field: 'tracking',
    },
  })
  renderOrder('staff')
  const shipment = await within(
    await screen.findByRole('region', { name: 'Next step' }),
  ).findByRole('form', { name: 'Mark shipped' })

  fireEvent.change(within(shipment).getByLabelText('Carrier'), { target: { value: 'UPS' } })
  const tracking = within(shipment).getByLabelText('Tracking number')
  fireEvent.change(tracking, { target: { value: '1Z' } })
  const button = within(shipment).getByRole('button', { name: 'Mark shipped' })
  button.focus()
  fireEvent.click(button)
  const dialog = await screen.findByRole('dialog', { name: 'Mark the order shipped?' })
  fireEvent.click(within(dialog).getByRole('button', { name: 'Mark shipped and e-mail' }))

  // The confirmation says why it was refused; going back, the field says it too.
  expect((await within(dialog).findByRole('alert')).textContent).toBe(
    'That tracking number is too long',
  )
  fireEvent.click(within(dialog).getByRole('button', { name: 'Go back' }))
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  expect(within(shipment).getByText('That tracking number is too long')).toBeTruthy()
  expect(tracking.getAttribute('aria-invalid')).toBe('true')
  await waitFor(() => expect(document.activeElement).toBe(button))
  expect(within(shipment).queryByRole('alert')).toBeNull()

  // Put right, the field is checked again and its error goes.
  fireEvent.change(tracking, { target: { value: '1Z9' } })
  expect(within(shipment).queryByText('That tracking number is too long')).toBeNull()
  expect(tracking.getAttribute('aria-invalid')).toBeNull()
})

test('the review focuses its first field in error in the form’s order; a refused reason is shown on it', async () => {
  serveOrder(orderIn('awaiting_review'))
  answerMoves('review', {
    status: 400,
    body: { code: 'invalid_request', message: orderMessages.reason, field: 'reason' },
  })
  renderOrder('physician')
  await screen.findByRole('region', { name: 'Next step' })

  // The reason appears first (decline), the quantities above it later (change).
  fireEvent.click(within(review()).getByRole('radio', { name: 'Decline the order' }))
  fireEvent.click(within(review()).getByRole('radio', { name: 'Lower or remove products' }))
  const bpc = within(review()).getByLabelText('BPC-157: new quantity')
  fireEvent.change(bpc, { target: { value: '5' } })
  fireEvent.click(within(review()).getByRole('button', { name: 'Save the changes' }))
  expect(within(review()).getByText(orderMessages.reason)).toBeTruthy()
  expect(document.activeElement).toBe(bpc)

  // Another decision asks afresh: the errors go.
  fireEvent.click(within(review()).getByRole('radio', { name: 'Decline the order' }))
  expect(within(review()).queryByText(orderMessages.reason)).toBeNull()

  const reason = within(review()).getByLabelText('Reason (the patient reads this)')
  fireEvent.change(reason, { target: { value: 'Not yet.' } })
  fireEvent.click(within(review()).getByRole('button', { name: 'Decline order' }))
  expect(await within(review()).findByText(orderMessages.reason)).toBeTruthy()
  expect(reason.getAttribute('aria-invalid')).toBe('true')
  expect(document.activeElement).toBe(reason)
  expect(within(review()).queryByRole('alert')).toBeNull()
  expect(posts()[0]?.body).toEqual({ decision: 'decline', reason: 'Not yet.' })
})

test('a cancel’s reason that is too long says so; opened again, the confirmation asks afresh', async () => {
  serveOrder(orderIn('awaiting_payment'))
  renderOrder('staff')
  await screen.findByRole('region', { name: 'Next step' })

  fireEvent.click(within(nextStep()).getByRole('button', { name: 'Cancel order' }))
  let dialog = await screen.findByRole('dialog', { name: 'Cancel this order?' })
  const reason = within(dialog).getByLabelText('Reason (the patient reads this)')
  fireEvent.change(reason, { target: { value: 'x'.repeat(501) } })
  fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel the order' }))
  expect(within(dialog).getByText('Keep the reason under 500 characters.')).toBeTruthy()
  expect(document.activeElement).toBe(reason)
  expect(posts()).toEqual([])

  fireEvent.click(within(dialog).getByRole('button', { name: 'Keep the order' }))
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  fireEvent.click(within(nextStep()).getByRole('button', { name: 'Cancel order' }))
  dialog = await screen.findByRole('dialog', { name: 'Cancel this order?' })
  expect(within(dialog).queryByText('Keep the reason under 500 characters.')).toBeNull()
})

test('an order that does not exist says so', async () => {
  reply('GET', `/orders/${ID}`, {
    status: 404,
    body: { code: 'not_found', message: orderMessages.unknownOrder },
  })
  renderOrder('staff')
  expect((await screen.findByRole('alert')).textContent).toBe('There is no such order.')
})

test('answers in their envelope, {order}, are read the same as a bare order', async () => {
  serveOrder({ order: orderIn('approved') })
  answerMoves('transition', {
    status: 200,
    body: { order: orderIn('awaiting_payment') },
  })
  renderOrder('staff')
  const summary = await screen.findByRole('region', { name: 'Order RM-7KQ2-M4XD' })
  expect(summary.textContent).toContain('StateApproved')

  fireEvent.click(within(nextStep()).getByRole('button', { name: 'Confirm and request payment' }))
  fireEvent.click(
    within(await screen.findByRole('dialog')).getByRole('button', {
      name: 'E-mail the payment request',
    }),
  )
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  expect(await within(nextStep()).findByRole('form', { name: 'Record payment' })).toBeTruthy()
  expect(screen.getByRole('region', { name: 'Order RM-7KQ2-M4XD' }).textContent).toContain(
    'StateAwaiting payment',
  )
})

test('an order kept after its person’s deletion says their details are gone, with no empty links', async () => {
  serveOrder(
    orderIn('paid', {
      contact: { firstName: '', lastName: '', email: '', phone: '' },
      shipping: { line1: '', city: '', state: 'TX', zip: '' },
      userId: null,
    }),
  )
  renderOrder('staff')
  const contact = await screen.findByRole('region', { name: 'Contact' })
  expect(contact.textContent).toContain('deleted at their request')
  expect(within(contact).queryByRole('link')).toBeNull()
  expect(screen.getByRole('region', { name: 'Ship to' }).textContent).toContain(
    'Details deleted · Texas',
  )
})

test('a physician changes an order paid online: the new total and the refund are confirmed first, then the review posts the change', async () => {
  const payment = {
    method: 'card_online',
    reference: 'pi_test_1',
    amountCents: 20_299,
    paidOn: '2026-11-26',
  }
  const peptideApproved = { ...peptide, review: 'approved' as const }
  serveOrder(orderIn('paid', { lines: [peptideApproved, supplement], payment }))
  answerMoves('review', {
    status: 200,
    body: orderIn('paid', {
      lines: [
        { ...peptideApproved, quantity: 1, review: 'changed', reviewReason: 'Half the dose.' },
        supplement,
      ],
      payment,
      subtotalCents: 11_399,
      totalCents: 11_399,
      refund: { refundedCents: 8_900, dueCents: 0, problem: null },
    }),
  })
  renderOrder('physician')
  await screen.findByRole('region', { name: 'Next step' })
  const amend = within(nextStep()).getByRole('form', { name: 'Change after payment' })
  // Only the products that needed a review are offered.
  expect(within(amend).queryByLabelText('Omega-3: new quantity')).toBeNull()
  fireEvent.change(within(amend).getByLabelText('BPC-157: new quantity'), {
    target: { value: '1' },
  })
  fireEvent.change(within(amend).getByLabelText('Reason (the patient reads this)'), {
    target: { value: 'Half the dose.' },
  })
  fireEvent.click(within(amend).getByRole('button', { name: 'Change after payment' }))
  const dialog = await screen.findByRole('dialog', { name: 'Change the paid order and refund?' })
  expect(posts()).toEqual([])
  await confirmIn(
    dialog,
    'Order RM-7KQ2-M4XD goes from $202.99 to $113.99, and $89.00 is refunded to the patient’s card. The patient is e-mailed the change and your reason.',
    'Change and refund',
  )
  expect(posts()).toEqual([
    {
      method: 'POST',
      url: `${BASE}/orders/${ID}/review`,
      body: {
        decision: 'change',
        reason: 'Half the dose.',
        lines: [{ lineId: 'l1', quantity: 1 }],
      },
    },
  ])
})

test('a physician is not offered a change after payment on an order paid by phone', async () => {
  serveOrder(
    orderIn('paid', {
      payment: { method: 'card_by_phone', reference: 'R1', amountCents: 20_299, paidOn: null },
    }),
  )
  renderOrder('physician')
  await screen.findByRole('region', { name: 'Next step' })
  expect(within(nextStep()).queryByRole('form', { name: 'Change after payment' })).toBeNull()
})
