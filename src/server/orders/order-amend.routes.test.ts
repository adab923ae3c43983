import { randomUUID } from 'node:crypto'

import { afterEach, describe, expect, it } from 'vitest'

import { CLINIC_TIME_ZONE } from '../../shared/clinic'
import { dayIn, staffOrderMessages } from '../../shared/orders/order-staff-requests'
import type { StaffOrder } from '../../shared/orders/orders'
import { createLogger } from '../logger'
import { addStaff } from '../staff/staff'
import type { TestServer } from '../testing'
import { signedEvent } from '../testing-stripe'
import {
  callApi,
  signedInToken,
  signedUpPatient,
  startWithFakeStripe,
} from './online-payments-testing'

// A physician's change to an order paid online and not shipped (docs/decisions/051-a-paid-
// order-amended-and-the-difference-refunded.md), through real HTTP on a fresh database per
// test — SQLite here, PostgreSQL when DATABASE_URL is set — with the official SDK pointed at the
// local fake of Stripe: the order repriced, units back in stock, exactly the difference refunded
// under a key of its own, a failed refund owed and retried, a higher total refused, and two
// amendments at once applying once.

const opened: { close: () => Promise<void> }[] = []
afterEach(async () => {
  await Promise.all(opened.splice(0).map((thing) => thing.close()))
})

const STAFF = { email: 'staff@renewmedical.example', password: 'a long staff passphrase 2026' }
const DOCTOR = { email: 'doctor@renewmedical.example', password: 'a long doctor passphrase 2026' }
type Json = { code?: string; message?: string; url?: string; order?: StaffOrder }

async function start() {
  const { fake, server } = await startWithFakeStripe(opened, [STAFF, DOCTOR])
  await addStaff(server.deps.db, DOCTOR.email, createLogger('silent'), {
    role: 'physician',
    mail: {
      mailer: { domain: 'unused.example', send: () => Promise.resolve() },
      publicUrl: server.url,
    },
  })
  return {
    fake,
    server,
    staff: await signedInToken(server, STAFF),
    doctor: await signedInToken(server, DOCTOR),
  }
}

type Setup = Awaited<ReturnType<typeof start>>

/**
 * A patient's order of 3 Collagen Joint Peptides ($69.99, a physician's to review) and one
 * Ignite ($59.99): $269.96, free shipping. Approved, payment asked, and paid online — or, with
 * `byPhone`, recorded as paid by phone.
 */
async function paidOrder(
  setup: Setup,
  {
    lines = [
      { productId: 'peptide-1', quantity: 3 },
      { productId: '1', quantity: 1 },
    ],
    byPhone = false,
  } = {},
) {
  const { server, staff, doctor, fake } = setup
  const { token: patient, email } = await signedUpPatient(server)
  const placed = await callApi<Json>(server, '/orders/v1/orders', {
    method: 'POST',
    token: patient,
    body: {
      firstName: 'Grace',
      lastName: 'Hopper',
      email,
      phone: '(555) 123-4567',
      shipping: { line1: '200 Congress Ave', city: 'Austin', state: 'TX', zip: '78701' },
      lines,
      idempotencyKey: randomUUID(),
    },
  })
  expect(placed.status).toBe(201)
  const id = placed.json.order!.id
  const approved = await callApi<Json>(server, `/staff/v1/orders/${id}/review`, {
    method: 'POST',
    token: doctor,
    body: { decision: 'approve' },
  })
  expect(approved.status).toBe(200)
  const asked = await callApi<Json>(server, `/staff/v1/orders/${id}/transition`, {
    method: 'POST',
    token: staff,
    body: { to: 'awaiting_payment' },
  })
  expect(asked.status).toBe(200)
  const total = asked.json.order!.totalCents
  if (byPhone) {
    const recorded = await callApi<Json>(server, `/staff/v1/orders/${id}/transition`, {
      method: 'POST',
      token: staff,
      body: {
        to: 'paid',
        method: 'card_by_phone',
        reference: 'RCPT-1',
        amountCents: total,
        // Today on the clinic's clock: a day ahead of it is refused as in the future.
        paidOn: dayIn(new Date(), CLINIC_TIME_ZONE),
      },
    })
    expect(recorded.status).toBe(200)
  } else {
    const started = await callApi<Json>(server, `/orders/v1/orders/${id}/checkout`, {
      method: 'POST',
      token: patient,
      headers: { accept: 'application/json' },
    })
    expect(started.status).toBe(200)
    const { body, signature } = signedEvent(fake.pay(started.json.url!.split('/').at(-1)!))
    const delivered = await fetch(`${server.url}/payments/v1/stripe/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      body,
    })
    expect(delivered.status).toBe(200)
  }
  const order = (await callApi<Json>(server, `/staff/v1/orders/${id}`, { token: staff })).json
    .order!
  expect(order.state).toBe('paid')
  return {
    id,
    email,
    order,
    lineOf: (productId: string) => order.lines.find((l) => l.productId === productId)!.id,
  }
}

const amend = (
  { server, doctor }: Setup,
  id: string,
  lines: { lineId: string; quantity: number }[],
  token = doctor,
) =>
  callApi<Json>(server, `/staff/v1/orders/${id}/review`, {
    method: 'POST',
    token,
    body: { decision: 'change', reason: 'The dose changed: one box for now.', lines },
  })

async function stockOf(server: TestServer, productId: string) {
  const row = await server.deps.db
    .selectFrom('catalogue_products')
    .select('stock')
    .where('id', '=', productId)
    .executeTakeFirstOrThrow()
  return Number(row.stock)
}

describe('a physician amends an order paid online', () => {
  it('reprices it, returns the units and refunds exactly the difference, shown in its history and audited', async () => {
    const setup = await start()
    const { server, fake } = setup
    const paid = await paidOrder(setup)
    expect(paid.order.totalCents).toBe(26_996)
    const stockBefore = await stockOf(server, 'peptide-1')

    const amended = await amend(setup, paid.id, [{ lineId: paid.lineOf('peptide-1'), quantity: 1 }])
    expect(amended.status).toBe(200)
    const order = amended.json.order!
    expect(order.state).toBe('paid')
    // 1 × $69.99 + 1 × $59.99 = $129.98, still free shipping: $139.98 back.
    expect(order.totalCents).toBe(12_998)
    expect(order.refund).toEqual({ refundedCents: 13_998, dueCents: 0, problem: null })
    expect(fake.refunds).toEqual([
      expect.objectContaining({ amount: 13_998, payment_intent: [...fake.intents.keys()][0] }),
    ])
    expect(await stockOf(server, 'peptide-1')).toBe(stockBefore + 2)
    expect(order.lines.find((line) => line.productId === 'peptide-1')).toMatchObject({
      quantity: 1,
      review: 'changed',
      reviewReason: 'The dose changed: one box for now.',
    })
    // The Ignite line needed no review and keeps what it had.
    expect(order.lines.find((line) => line.productId === '1')!.quantity).toBe(1)
    expect(order.events.slice(-2).map((event) => [event.from, event.to, event.detail])).toEqual([
      [
        'paid',
        'paid',
        'Changed by the physician after payment (The dose changed: one box for now.): total $269.96 → $129.98, $139.98 to refund',
      ],
      ['paid', 'paid', expect.stringMatching(/^Refunded \$139\.98 online, Stripe refund re_test_/)],
    ])

    const audits = await server.deps.db
      .selectFrom('audit_log')
      .select(['action', 'detail'])
      .where('target', '=', `order:${paid.id}`)
      .where('action', 'in', ['order.review', 'order.refund'])
      .execute()
    const records = audits.map((row) => [row.action, JSON.parse(String(row.detail)) as unknown])
    expect(records).toHaveLength(3)
    expect(records).toEqual(
      expect.arrayContaining([
        ['order.review', { decision: 'approve', from: 'awaiting_review', to: 'approved' }],
        [
          'order.review',
          {
            from: 'paid',
            to: 'paid',
            decision: 'amend',
            amendment: 1,
            lowered: 1,
            refundDueCents: 13_998,
          },
        ],
        ['order.refund', { outcome: 'refunded', amountCents: 13_998 }],
      ]),
    )
    const mail = await server.deps.db
      .selectFrom('outbox')
      .select('payload')
      .where('kind', '=', 'email')
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow()
    expect((JSON.parse(mail.payload) as { text: string }).text).toContain(
      'We are refunding the difference, $139.98, to your card.',
    )

    // A second amendment refunds its own difference, under a key of its own.
    const again = await amend(setup, paid.id, [{ lineId: paid.lineOf('peptide-1'), quantity: 0 }])
    expect(again.status).toBe(200)
    // $59.99 + $7.95 shipping: $62.04 more back.
    expect(again.json.order!.totalCents).toBe(6_794)
    expect(again.json.order!.refund).toEqual({ refundedCents: 20_202, dueCents: 0, problem: null })
    expect(fake.refunds.map((refund) => refund.amount)).toEqual([13_998, 6_204])
  })

  it('keeps a refund that fails owed and visible; it is retried through the same path, and no amendment comes before it', async () => {
    const setup = await start()
    const { server, staff, fake } = setup
    const paid = await paidOrder(setup)
    fake.failRefunds = true
    const amended = await amend(setup, paid.id, [{ lineId: paid.lineOf('peptide-1'), quantity: 2 }])
    expect(amended.status).toBe(200)
    expect(amended.json.order!.totalCents).toBe(19_997)
    expect(amended.json.order!.refund).toMatchObject({ refundedCents: 0, dueCents: 6_999 })
    expect(amended.json.order!.refund!.problem).toContain('The refund of $69.99 did not go through')

    const blocked = await amend(setup, paid.id, [{ lineId: paid.lineOf('peptide-1'), quantity: 1 }])
    expect(blocked.status).toBe(409)
    expect(blocked.json.message).toBe(staffOrderMessages.amendRefundOwed('$69.99'))

    fake.failRefunds = false
    const retried = await callApi<Json>(server, `/staff/v1/orders/${paid.id}/refund`, {
      method: 'POST',
      token: staff,
    })
    expect(retried.status).toBe(200)
    expect(retried.json.order!.refund).toEqual({ refundedCents: 6_999, dueCents: 0, problem: null })
    expect(fake.refunds.map((refund) => refund.amount)).toEqual([6_999])
  })

  it('refuses a total that would go up, a raised quantity, a staff member, and an order not paid online', async () => {
    const setup = await start()
    const { server, staff } = setup
    // The peptide at $3.00 and Ignite at $69.00: 2 × $3.00 + $69.00 = $75.00 ships free; one
    // peptide less is $72.00 + $7.95 shipping = $79.95, more than was paid.
    for (const [id, priceCents] of [
      ['peptide-1', 300],
      ['1', 6_900],
    ] as const) {
      const priced = await callApi<Json>(server, `/staff/v1/catalogue/${id}`, {
        method: 'PATCH',
        token: staff,
        body: { priceCents },
      })
      expect(priced.status).toBe(200)
    }
    const paid = await paidOrder(setup, {
      lines: [
        { productId: 'peptide-1', quantity: 2 },
        { productId: '1', quantity: 1 },
      ],
    })
    expect(paid.order.totalCents).toBe(7_500)
    const raises = await amend(setup, paid.id, [{ lineId: paid.lineOf('peptide-1'), quantity: 1 }])
    expect(raises.status).toBe(409)
    expect(raises.json.message).toBe(staffOrderMessages.amendRaises('$75.00', '$79.95'))

    const more = await amend(setup, paid.id, [{ lineId: paid.lineOf('peptide-1'), quantity: 3 }])
    expect(more.status).toBe(400)
    expect(more.json.message).toBe(
      'A physician can only lower a quantity: Collagen Joint Peptides is at 2',
    )

    const byStaff = await amend(
      setup,
      paid.id,
      [{ lineId: paid.lineOf('peptide-1'), quantity: 1 }],
      staff,
    )
    expect(byStaff.status).toBe(403)

    const byPhone = await paidOrder(setup, { byPhone: true })
    const notOnline = await amend(setup, byPhone.id, [
      { lineId: byPhone.lineOf('peptide-1'), quantity: 1 },
    ])
    expect(notOnline.status).toBe(409)
    expect(notOnline.json.message).toBe(staffOrderMessages.amendNotOnline)

    // Nothing changed on either order, and nothing was refunded.
    expect(setup.fake.refunds).toEqual([])
    const after = await callApi<Json>(server, `/staff/v1/orders/${paid.id}`, { token: staff })
    expect(after.json.order!.totalCents).toBe(7_500)
  })

  it('applies one of two amendments sent at once (a double click), and refunds once', async () => {
    const setup = await start()
    const paid = await paidOrder(setup)
    const line = paid.lineOf('peptide-1')
    const answers = await Promise.all([
      amend(setup, paid.id, [{ lineId: line, quantity: 1 }]),
      amend(setup, paid.id, [{ lineId: line, quantity: 1 }]),
    ])
    expect(answers.map((answer) => answer.status)).toContain(200)
    const lost = answers.find((answer) => answer.status !== 200)!
    // Both read the order before either wrote: the compare-and-set on the amendment count
    // refuses the second (409). Read after the first committed, it lowers nothing (400) or
    // meets the refund still owed (409).
    expect([
      staffOrderMessages.amendStale,
      staffOrderMessages.amendNeedsEdit,
      staffOrderMessages.amendRefundOwed('$139.98'),
    ]).toContain(lost.json.message)
    expect(setup.fake.refunds.map((refund) => refund.amount)).toEqual([13_998])
    const won = { totalCents: 12_998 }
    const stored = await setup.server.deps.db
      .selectFrom('orders')
      .select(['amendments', 'refunded_cents', 'refund_due_cents', 'total_cents'])
      .where('id', '=', paid.id)
      .executeTakeFirstOrThrow()
    expect(stored).toEqual({
      amendments: 1,
      refunded_cents: 26_996 - won.totalCents,
      refund_due_cents: 0,
      total_cents: won.totalCents,
    })
  })
})
