import { randomUUID } from 'node:crypto'

import { afterEach, describe, expect, it } from 'vitest'

import type { PatientOrder, StaffOrder } from '../../shared/orders/orders'
import { createLogger } from '../logger'
import type { TestServer } from '../testing'
import {
  type FakeStripe,
  signedEvent,
  TEST_STRIPE_SECRET_KEY,
  TEST_STRIPE_WEBHOOK_SECRET,
} from '../testing-stripe'
import { createOnlinePayments } from './online-payments'
import {
  callApi,
  signedInToken,
  signedUpPatient,
  startWithFakeStripe,
} from './online-payments-testing'
import { parseReconcile, reconcileReport } from './payments-reconcile'
import { stripeProvider } from './stripe-payments'

// Paying online through Stripe's hosted Checkout (docs/decisions/050-stripe-hosted-checkout.md),
// through real HTTP on a fresh database per test — SQLite here, PostgreSQL when DATABASE_URL is
// set — with the official SDK pointed at a local fake of Stripe (testing-stripe.ts): Pay now,
// the signed webhook applied exactly once, forged and stale events refused, an amount that does
// not match flagged, and refunds when a paid order is cancelled.

const opened: { close: () => Promise<void> }[] = []
afterEach(async () => {
  await Promise.all(opened.splice(0).map((thing) => thing.close()))
})

const STAFF = { email: 'staff@renewmedical.example', password: 'a long staff passphrase 2026' }
type Json = {
  code?: string
  message?: string
  url?: string
  outcome?: string
  order?: PatientOrder & Partial<StaffOrder>
  orders?: PatientOrder[]
}

async function start(stripe = true) {
  const { fake, server } = await startWithFakeStripe(opened, [STAFF], { stripe })
  return { fake, server, staff: await signedInToken(server, STAFF) }
}

const call = callApi<Json>

/** A patient's order of one Ignite ($59.99 + $7.95 shipping), moved by staff to awaiting payment. */
async function awaitingPayment({ server, staff }: { server: TestServer; staff: string }) {
  const who = await signedUpPatient(server)
  const placed = await call(server, '/orders/v1/orders', {
    method: 'POST',
    token: who.token,
    body: {
      firstName: 'Grace',
      lastName: 'Hopper',
      email: who.email,
      phone: '(555) 123-4567',
      shipping: { line1: '200 Congress Ave', city: 'Austin', state: 'TX', zip: '78701' },
      lines: [{ productId: '1', quantity: 1 }],
      idempotencyKey: randomUUID(),
    },
  })
  expect(placed.status).toBe(201)
  const id = placed.json.order!.id
  const moved = await call(server, `/staff/v1/orders/${id}/transition`, {
    method: 'POST',
    token: staff,
    body: { to: 'awaiting_payment' },
  })
  expect(moved.status).toBe(200)
  return { id, total: moved.json.order!.totalCents, patient: who }
}

const checkout = (server: TestServer, id: string, token: string, json = true) =>
  call(server, `/orders/v1/orders/${id}/checkout`, {
    method: 'POST',
    token,
    headers: json ? { accept: 'application/json' } : {},
  })

const deliver = (server: TestServer, delivery: { body: string; signature?: string }) =>
  fetch(`${server.url}/payments/v1/stripe/webhook`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(delivery.signature ? { 'stripe-signature': delivery.signature } : {}),
    },
    body: delivery.body,
  }).then(async (response) => ({
    status: response.status,
    json: (await response.json()) as Json,
  }))

const staffOrder = async (server: TestServer, staff: string, id: string) =>
  (await call(server, `/staff/v1/orders/${id}`, { token: staff })).json.order!

/** Pay now, then pay on the fake's page: the event Stripe would send (not yet sent). */
async function paidEvent(
  setup: { fake: FakeStripe; server: TestServer },
  order: { id: string; patient: { token: string } },
  paid?: { amountCents?: number; currency?: string },
) {
  const started = await checkout(setup.server, order.id, order.patient.token)
  expect(started.status).toBe(200)
  const sessionId = started.json.url!.split('/').at(-1)!
  return setup.fake.pay(sessionId, paid)
}

async function eventsOf(server: TestServer) {
  return server.deps.db.selectFrom('payment_events').selectAll().execute()
}

describe('Pay now', () => {
  it('opens a hosted checkout for exactly the server-held total of the patient own order', async () => {
    const setup = await start()
    const order = await awaitingPayment(setup)
    const mine = await call(setup.server, `/orders/v1/orders/${order.id}`, {
      token: order.patient.token,
    })
    expect(mine.json.order!.payOnline).toBe(true)

    const answer = await checkout(setup.server, order.id, order.patient.token)
    expect(answer.status).toBe(200)
    const session = [...setup.fake.sessions.values()][0]!
    expect(answer.json.url).toBe(session.url)
    expect(session).toMatchObject({
      mode: 'payment',
      amount_total: order.total,
      currency: 'usd',
      client_reference_id: order.id,
      metadata: { order_id: order.id },
      success_url: `${setup.server.url}/account#order-${order.id}-heading`,
      cancel_url: `${setup.server.url}/account#order-${order.id}-heading`,
    })
    expect(order.total).toBe(5999 + 795)

    // Without Accept: JSON, a 303 to the hosted page; a second Pay now is the same page.
    const again = await checkout(setup.server, order.id, order.patient.token, false)
    expect(again.status).toBe(303)
    expect(again.headers.get('location')).toBe(session.url)
    expect(setup.fake.sessions.size).toBe(1)

    // Someone else's order is nobody's; an anonymous caller is refused.
    const other = await signedUpPatient(setup.server)
    expect((await checkout(setup.server, order.id, other.token)).status).toBe(404)
    expect((await checkout(setup.server, order.id, setup.server.anonKey)).status).toBe(401)
  })

  it('is refused for an order that awaits no payment, and absent without Stripe keys', async () => {
    const setup = await start()
    const order = await awaitingPayment(setup)
    await call(setup.server, `/orders/v1/orders/${order.id}/cancel`, {
      method: 'POST',
      token: order.patient.token,
    })
    expect((await checkout(setup.server, order.id, order.patient.token)).status).toBe(409)

    const plain = await start(false)
    const offline = await awaitingPayment(plain)
    const mine = await call(plain.server, `/orders/v1/orders/${offline.id}`, {
      token: offline.patient.token,
    })
    expect(mine.json.order!.payOnline).toBe(false)
    expect((await checkout(plain.server, offline.id, offline.patient.token)).status).toBe(404)
    expect((await deliver(plain.server, { body: '{}', signature: 't=1,v1=x' })).status).toBe(404)
  })

  it('is in the payment mail, beside paying by phone', async () => {
    const setup = await start()
    const order = await awaitingPayment(setup)
    const rows = await setup.server.deps.db
      .selectFrom('outbox')
      .select('payload')
      .where('kind', '=', 'email')
      .execute()
    const mail = rows
      .map((row) => JSON.parse(row.payload) as { subject: string; text: string })
      .find((sent) => sent.subject.startsWith('Pay for your Renew Medical order'))!
    expect(mail.text).toContain('Pay now, online by card')
    expect(mail.text).toContain(`${setup.server.url}/account#order-${order.id}-heading`)
    expect(mail.text).toContain('Total to pay: $67.94')
  })
})

describe('the Stripe webhook', () => {
  it('marks the order paid once, with the payment intent as reference; a repeat changes nothing', async () => {
    const setup = await start()
    const order = await awaitingPayment(setup)
    const event = await paidEvent(setup, order)
    const delivery = signedEvent(event)

    const first = await deliver(setup.server, delivery)
    expect(first).toEqual({ status: 200, json: { received: true, outcome: 'paid' } })
    const paid = await staffOrder(setup.server, setup.staff, order.id)
    const intent = [...setup.fake.intents.keys()][0]!
    expect(paid.state).toBe('paid')
    expect(paid.payment).toMatchObject({
      method: 'card_online',
      reference: intent,
      amountCents: order.total,
    })
    expect(paid.events.at(-1)).toMatchObject({ to: 'paid', actor: 'system' })

    const repeat = await deliver(setup.server, delivery)
    expect(repeat).toEqual({ status: 200, json: { received: true, outcome: 'repeat' } })
    expect((await staffOrder(setup.server, setup.staff, order.id)).events).toHaveLength(
      paid.events.length,
    )
    expect(await eventsOf(setup.server)).toHaveLength(1)
    const audits = await setup.server.deps.db
      .selectFrom('audit_log')
      .select(['actor_id', 'detail'])
      .where('action', '=', 'order.payment')
      .where('target', '=', `order:${order.id}`)
      .execute()
    expect(
      audits.map((row) => (JSON.parse(row.detail) as { outcome: string }).outcome).sort(),
    ).toEqual(['checkout', 'paid'])
  })

  it('refuses an unsigned, forged or stale event with 400 and changes nothing', async () => {
    const setup = await start()
    const order = await awaitingPayment(setup)
    const event = await paidEvent(setup, order)
    const { body } = signedEvent(event)

    const unsigned = await deliver(setup.server, { body })
    const forged = await deliver(
      setup.server,
      signedEvent(event, { secret: 'whsec_notthesiteswebhooksecret' }),
    )
    // Signed properly, but for a body someone changed on the way.
    const tampered = await deliver(setup.server, {
      body: body.replace(`"amount_total": ${order.total}`, '"amount_total": 1'),
      signature: signedEvent(event).signature,
    })
    const stale = await deliver(
      setup.server,
      signedEvent(event, { timestamp: Math.floor(Date.now() / 1000) - 301 }),
    )
    for (const refused of [unsigned, forged, tampered, stale]) {
      expect(refused.status).toBe(400)
      expect(refused.json.code).toBe('invalid_signature')
    }
    expect((await staffOrder(setup.server, setup.staff, order.id)).state).toBe('awaiting_payment')
    expect(await eventsOf(setup.server)).toHaveLength(0)
  })

  it('takes no mismatched amount or currency as payment: the order is flagged for staff', async () => {
    const setup = await start()
    const order = await awaitingPayment(setup)
    const short = await deliver(
      setup.server,
      signedEvent(await paidEvent(setup, order, { amountCents: order.total - 100 })),
    )
    expect(short.json.outcome).toBe('mismatch')
    const flagged = await staffOrder(setup.server, setup.staff, order.id)
    expect(flagged.state).toBe('awaiting_payment')
    expect(flagged.payment).toBeNull()
    expect(flagged.paymentFlag).toContain('$66.94')

    const euros = await awaitingPayment(setup)
    const wrong = await deliver(
      setup.server,
      signedEvent(await paidEvent(setup, euros, { currency: 'eur' })),
    )
    expect(wrong.json.outcome).toBe('mismatch')
    expect((await staffOrder(setup.server, setup.staff, euros.id)).state).toBe('awaiting_payment')
    const audits = await setup.server.deps.db
      .selectFrom('audit_log')
      .select('detail')
      .where('action', '=', 'order.payment')
      .execute()
    expect(
      audits.filter((row) => (JSON.parse(row.detail) as { outcome: string }).outcome === 'flagged'),
    ).toHaveLength(2)
  })

  it('applies one of two deliveries at once: the same event twice, or two payments for one order', async () => {
    const setup = await start()
    const order = await awaitingPayment(setup)
    const delivery = signedEvent(await paidEvent(setup, order))
    const both = await Promise.all([
      deliver(setup.server, delivery),
      deliver(setup.server, delivery),
    ])
    expect(both.map((answer) => answer.status)).toEqual([200, 200])
    expect(both.map((answer) => answer.json.outcome).sort()).toEqual(['paid', 'repeat'])

    // Two different payments of one order at once: one pays it, the other is flagged.
    const twice = await awaitingPayment(setup)
    const first = await paidEvent(setup, twice)
    const session = [...setup.fake.sessions.values()].at(-1)!
    const second = setup.fake.pay(session.id)
    const outcomes = await Promise.all([
      deliver(setup.server, signedEvent(first)),
      deliver(setup.server, signedEvent(second)),
    ])
    expect(outcomes.map((answer) => answer.json.outcome).sort()).toEqual(['paid', 'unexpected'])
    const after = await staffOrder(setup.server, setup.staff, twice.id)
    expect(after.state).toBe('paid')
    expect(after.events.filter((event) => event.to === 'paid')).toHaveLength(1)
    expect(after.paymentFlag).toContain('second payment')
  })
})

describe('refunds', () => {
  async function paidOrder() {
    const setup = await start()
    const order = await awaitingPayment(setup)
    expect((await deliver(setup.server, signedEvent(await paidEvent(setup, order)))).status).toBe(
      200,
    )
    return { ...setup, order }
  }

  const cancel = (server: TestServer, staff: string, id: string) =>
    call(server, `/staff/v1/orders/${id}/transition`, {
      method: 'POST',
      token: staff,
      body: { to: 'cancelled', reason: 'Out of stock at the supplier' },
    })

  it('refunds a paid order cancelled before shipping, shown in its history', async () => {
    const { fake, server, staff, order } = await paidOrder()
    const cancelled = await cancel(server, staff, order.id)
    expect(cancelled.status).toBe(200)
    expect(cancelled.json.order!.state).toBe('cancelled')
    expect(cancelled.json.order!.refund).toEqual({
      refundedCents: order.total,
      dueCents: 0,
      problem: null,
    })
    expect(fake.refunds).toEqual([
      expect.objectContaining({ amount: order.total, payment_intent: [...fake.intents.keys()][0] }),
    ])
    expect(cancelled.json.order!.events.at(-1)!.detail).toMatch(
      /^Refunded \$67\.94 online, Stripe refund re_test_/,
    )
  })

  it('keeps a failed refund owed and visible, and refunds it once on retry', async () => {
    const { fake, server, staff, order } = await paidOrder()
    fake.failRefunds = true
    const cancelled = await cancel(server, staff, order.id)
    expect(cancelled.status).toBe(200)
    expect(cancelled.json.order!.refund).toMatchObject({ refundedCents: 0, dueCents: order.total })
    expect(cancelled.json.order!.refund!.problem).toContain('did not go through')

    const stillFailing = await call(server, `/staff/v1/orders/${order.id}/refund`, {
      method: 'POST',
      token: staff,
    })
    expect(stillFailing.json.order!.refund!.dueCents).toBe(order.total)

    fake.failRefunds = false
    const retried = await call(server, `/staff/v1/orders/${order.id}/refund`, {
      method: 'POST',
      token: staff,
    })
    expect(retried.status).toBe(200)
    expect(retried.json.order!.refund).toEqual({
      refundedCents: order.total,
      dueCents: 0,
      problem: null,
    })
    expect(fake.refunds).toHaveLength(1)
    const nothingOwed = await call(server, `/staff/v1/orders/${order.id}/refund`, {
      method: 'POST',
      token: staff,
    })
    expect(nothingOwed.status).toBe(409)
  })
})

describe('npm run payments -- reconcile', () => {
  it('reads its days, 7 by default, and refuses anything else', () => {
    expect(parseReconcile(['reconcile'])).toEqual({ days: 7 })
    expect(parseReconcile(['reconcile', '--days', '30'])).toEqual({ days: 30 })
    expect(parseReconcile(['reconcile', '--days', '0'])).toBeUndefined()
    expect(parseReconcile(['reconcile', '--days', 'x'])).toBeUndefined()
    expect(parseReconcile(['settle'])).toBeUndefined()
  })

  it('lists paid orders without a succeeded payment, and payments without an order', async () => {
    const setup = await start()
    const matched = await awaitingPayment(setup)
    await deliver(setup.server, signedEvent(await paidEvent(setup, matched)))
    const service = createOnlinePayments({
      db: setup.server.deps.db,
      logger: createLogger('silent'),
      publicUrl: setup.server.url,
      payments: stripeProvider(
        {
          secretKey: TEST_STRIPE_SECRET_KEY,
          webhookSecret: TEST_STRIPE_WEBHOOK_SECRET,
          apiBase: setup.fake.url,
        },
        { publicUrl: setup.server.url },
      ),
      now: () => new Date(),
    })
    expect(await reconcileReport(service, 7)).toMatchObject({ mismatches: 0 })

    // A payment whose amount did not match (no order holds it), and an order whose payment
    // Stripe no longer shows as succeeded.
    const short = await awaitingPayment(setup)
    await deliver(setup.server, signedEvent(await paidEvent(setup, short, { amountCents: 100 })))
    const [first] = [...setup.fake.intents.values()]
    Object.assign(first!, { status: 'requires_payment_method' })
    const report = await reconcileReport(service, 7)
    expect(report.mismatches).toBe(2)
    const number = (await staffOrder(setup.server, setup.staff, matched.id)).number
    expect(report.lines.join('\n')).toContain(
      `Paid orders without a succeeded payment in Stripe: 1\n  ${number}`,
    )
    expect(report.lines.join('\n')).toMatch(
      /Stripe payments without an order paid by them: 1\n {2}pi_test_\w+ {2}\$1\.00 USD/,
    )
  })
})
