import { randomUUID } from 'node:crypto'

import { afterEach, describe, expect, it } from 'vitest'

import { createTestApp } from '../testing'
import { signedEvent, TEST_STRIPE_SECRET_KEY, TEST_STRIPE_WEBHOOK_SECRET } from '../testing-stripe'

// While the site is staff-only (SITE_ACCESS=staff) the gate closes every API to anyone without
// a staff session, but Stripe cannot sign in: its webhook, and only it, stays open, its
// signature still the proof (docs/decisions/050-stripe-hosted-checkout.md; site/gate-assets.ts).

const opened: { close: () => Promise<void> }[] = []
afterEach(async () => {
  await Promise.all(opened.splice(0).map((thing) => thing.close()))
})

async function staffOnlyApp() {
  const created = await createTestApp({
    siteAccess: 'staff',
    stripe: {
      secretKey: TEST_STRIPE_SECRET_KEY,
      webhookSecret: TEST_STRIPE_WEBHOOK_SECRET,
      // Never called: a webhook answers from the event alone.
      apiBase: 'http://127.0.0.1:9',
    },
  })
  opened.push(created.database)
  return created
}

/** A completed checkout for an order this store does not hold. */
const completed = () => ({
  id: `evt_test_${randomUUID().replace(/-/g, '')}`,
  object: 'event',
  type: 'checkout.session.completed',
  created: Math.floor(Date.now() / 1000),
  livemode: false,
  api_version: '2025-01-01',
  data: {
    object: {
      id: 'cs_test_gate',
      object: 'checkout.session',
      payment_status: 'paid',
      amount_total: 6794,
      currency: 'usd',
      client_reference_id: randomUUID(),
      metadata: {},
      payment_intent: 'pi_test_gate',
    },
  },
})

const post = (
  app: Awaited<ReturnType<typeof createTestApp>>['app'],
  path: string,
  body: string,
  signature?: string,
) =>
  app.request(path, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(signature ? { 'stripe-signature': signature } : {}),
    },
    body,
  })

describe('the staff gate and Stripe', () => {
  it("lets Stripe's signed event through to the webhook, checks its signature, and keeps the rest closed", async () => {
    const { app, deps } = await staffOnlyApp()
    const event = completed()
    const { body, signature } = signedEvent(event)

    const delivered = await post(app, '/payments/v1/stripe/webhook', body, signature)
    expect(delivered.status).toBe(200)
    expect(await delivered.json()).toEqual({ received: true, outcome: 'no_order' })
    const stored = await deps.db.selectFrom('payment_events').selectAll().execute()
    expect(stored).toEqual([expect.objectContaining({ event_id: event.id, outcome: 'no_order' })])

    // Open is not unguarded: no signature, or a forged one, is refused by the webhook itself.
    const unsigned = await post(app, '/payments/v1/stripe/webhook', body)
    expect(unsigned.status).toBe(400)
    expect(await unsigned.json()).toMatchObject({ code: 'invalid_signature' })
    const forged = signedEvent(completed(), { secret: 'whsec_notthesecretatall01' })
    const refused = await post(app, '/payments/v1/stripe/webhook', forged.body, forged.signature)
    expect(refused.status).toBe(400)

    // Everything else under /payments/v1 (another method, another path) is the gate's: 401.
    expect((await app.request('/payments/v1/stripe/webhook')).status).toBe(401)
    expect((await post(app, '/payments/v1/stripe/webhook/again', body, signature)).status).toBe(401)
    expect((await post(app, '/payments/v1/refunds', '{}')).status).toBe(401)
    // And the orders API stays closed to anyone without a staff session.
    expect((await post(app, '/orders/v1/orders', '{}')).status).toBe(401)
    expect(await deps.db.selectFrom('payment_events').selectAll().execute()).toHaveLength(1)
  })
})
