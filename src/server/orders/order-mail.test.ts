import { describe, expect, it } from 'vitest'

import type { PatientOrder } from '../../shared/orders/orders'
import type { OutboxEntry } from '../outbox/outbox.queries'
import { receivedMail, stateMail } from './order-mail'

// The words of the mails about an order (order-mail.ts; docs/architecture.md, Orders): one
// when it arrives, then one per move with what it is now and what happens next. The routes'
// tests prove which move queues a mail; these prove what each says.

const order: PatientOrder = {
  id: '6f1c2a8e-0000-4000-8000-000000000002',
  number: 'RM-7KQ2-M4XD',
  state: 'submitted',
  lines: [
    {
      id: 'l1',
      productId: 'p1',
      name: 'Ignite Metabolic Support',
      unitPriceCents: 5999,
      quantity: 1,
      requestedQuantity: 2,
      needsReview: true,
      review: null,
      reviewReason: null,
    },
  ],
  subtotalCents: 5999,
  shippingCents: 795,
  totalCents: 6794,
  shipping: { line1: '200 Congress Ave', city: 'Austin', state: 'TX', zip: '78701' },
  reason: null,
  payment: null,
  shipment: null,
  createdAt: '2030-03-01T10:00:00.000Z',
  updatedAt: '2030-03-01T10:00:00.000Z',
  events: [],
}
const base = {
  order,
  to: { email: 'grace@example.com', firstName: 'Grace' },
  publicUrl: 'https://renewmedical.example',
}

function mailOf(entry: OutboxEntry | undefined) {
  if (entry?.kind !== 'email') throw new Error('no mail')
  return entry.payload
}

const SUMMARY = [
  'Order RM-7KQ2-M4XD',
  '- 1 × Ignite Metabolic Support, $59.99 each (you asked for 2)',
  'Subtotal: $59.99',
  'Shipping: $7.95',
  'Total: $67.94',
  'Ships to: 200 Congress Ave, Austin, TX 78701',
]

describe('the mail when an order arrives', () => {
  it('greets, says nothing is charged, sums it up and says what happens next', () => {
    const mail = mailOf(receivedMail({ ...base, invite: false }))
    expect(mail.to).toBe('grace@example.com')
    expect(mail.subject).toBe('We received your Renew Medical order RM-7KQ2-M4XD')
    const lines = mail.text.split('\n')
    expect(lines.slice(0, 3)).toEqual([
      'Hello Grace,',
      '',
      'Thank you: we received your order request. Nothing is charged yet.',
    ])
    expect(lines).toEqual(expect.arrayContaining(SUMMARY))
    expect(mail.text).toContain(
      'What happens next: Our clinic team checks your order and sends how to pay',
    )
    expect(mail.text).toContain(
      'Follow your order in My care (https://renewmedical.example/account), or call us at',
    )
    expect(mail.text).not.toContain('create an account')
  })

  it('invites a guest to make an account with the address', () => {
    expect(mailOf(receivedMail({ ...base, invite: true })).text).toContain(
      'create an account with this e-mail address at https://renewmedical.example/auth?mode=signup',
    )
  })
})

describe('the mail of each move', () => {
  const moved = (changes: Partial<PatientOrder>) =>
    stateMail({ ...base, order: { ...order, ...changes } })

  it('sends none for the states the arrival mail already covers', () => {
    expect(moved({ state: 'submitted' })).toBeUndefined()
    expect(moved({ state: 'awaiting_review' })).toBeUndefined()
  })

  it.each([
    ['approved', 'is approved', 'Our clinic team sends how to pay.'],
    ['awaiting_payment', 'is ready for payment', 'Pay by phone or by invoice'],
    ['delivered', 'was delivered', null],
  ] as const)('%s: its subject, its state and what happens next', (state, subject, next) => {
    const mail = mailOf(moved({ state }))
    expect(mail.subject).toBe(`Your Renew Medical order RM-7KQ2-M4XD ${subject}`)
    expect(mail.text.split('\n')[2]).toMatch(/^Your order RM-7KQ2-M4XD is now: .+\.$/)
    expect(mail.text.split('\n')).toEqual(expect.arrayContaining(SUMMARY))
    if (next) expect(mail.text).toContain(`What happens next: ${next}`)
    else expect(mail.text).not.toContain('What happens next')
  })

  it("a change or a decline gives the physician's reason; a decline says nothing is charged", () => {
    const changed = mailOf(moved({ state: 'changed', reason: 'One box at a time' }))
    expect(changed.subject).toBe(
      'Your Renew Medical order RM-7KQ2-M4XD was changed by our physician',
    )
    expect(changed.text).toContain("Our physician's reason: One box at a time")
    expect(changed.text).toContain('The order as it stands now:')
    const declined = mailOf(moved({ state: 'declined', reason: 'Not for you' }))
    expect(declined.subject).toBe(
      'Your Renew Medical order RM-7KQ2-M4XD was declined by our physician',
    )
    expect(declined.text).toContain("Our physician's reason: Not for you")
    expect(declined.text).toContain('Nothing is charged for this order.')
  })

  it('paid names the method and reference; shipped the carrier and tracking number', () => {
    const paid = mailOf(
      moved({
        state: 'paid',
        payment: {
          method: 'invoice',
          reference: 'INV-204',
          amountCents: 6000,
          paidOn: '2026-11-20',
        },
      }),
    )
    expect(paid.subject).toBe('Your Renew Medical order RM-7KQ2-M4XD is paid')
    expect(paid.text).toContain(
      'Payment: Invoice (bank transfer), reference INV-204\nReceived: $60.00',
    )
    const shipped = mailOf(
      moved({
        state: 'shipped',
        shipment: { carrier: 'USPS', tracking: '9400111899223344556677' },
      }),
    )
    expect(shipped.subject).toBe('Your Renew Medical order RM-7KQ2-M4XD has shipped')
    expect(shipped.text).toContain('Carrier: USPS\nTracking number: 9400111899223344556677')
    expect(shipped.text).toContain('What happens next: Your parcel is on its way.')
  })

  it('a cancellation gives its reason, and promises a refund only once paid', () => {
    const unpaid = mailOf(moved({ state: 'cancelled', reason: 'Asked by the patient' }))
    expect(unpaid.subject).toBe('Your Renew Medical order RM-7KQ2-M4XD is cancelled')
    expect(unpaid.text).toContain('Reason: Asked by the patient')
    expect(unpaid.text).toContain('Nothing is charged for this order.')
    const paid = mailOf(
      moved({
        state: 'cancelled',
        reason: 'Out of stock',
        payment: { method: 'invoice', reference: 'INV-1', amountCents: null, paidOn: null },
      }),
    )
    expect(paid.text).toContain('We refund your payment of $67.94 and call you about it.')
    const short = mailOf(
      moved({
        state: 'cancelled',
        reason: 'Out of stock',
        payment: { method: 'invoice', reference: 'INV-1', amountCents: 5000, paidOn: '2026-11-20' },
      }),
    )
    // What came in is what goes back.
    expect(short.text).toContain('We refund your payment of $50.00 and call you about it.')
  })

  it("at awaiting payment the payment provider's words are the mail", () => {
    const mail = mailOf(
      stateMail({
        ...base,
        order: { ...order, state: 'awaiting_payment' },
        payment: {
          subject: 'How to pay for order RM-7KQ2-M4XD',
          lines: ['Call us to pay by card.'],
        },
      }),
    )
    expect(mail.subject).toBe('How to pay for order RM-7KQ2-M4XD')
    expect(mail.text.split('\n').slice(0, 3)).toEqual([
      'Hello Grace,',
      '',
      'Call us to pay by card.',
    ])
    expect(mail.text.split('\n')).toEqual(expect.arrayContaining(SUMMARY))
  })

  it('free shipping is said in words', () => {
    const free = mailOf(moved({ state: 'approved', shippingCents: 0 }))
    expect(free.text).toContain('Shipping: free')
  })
})
