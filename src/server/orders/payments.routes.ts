import { Hono } from 'hono'

import type { OrderService } from './order-service'

// `/payments/v1`: what the payment processor calls (docs/wire-contract.md, Payments webhook).
// Stripe's events arrive here signed; the signature is checked over the raw body, exactly as
// sent, before anything is read from it (online-payments.ts). No key or session: the signature
// is the caller's proof. A refused signature is 400 and changes nothing; an event handled before
// is 200 and changes nothing again.

export function createPaymentsRoutes({ orders }: { orders: OrderService }) {
  const app = new Hono()

  app.post('/stripe/webhook', async (c) => {
    const raw = await c.req.text()
    const outcome = await orders.paymentWebhook(raw, c.req.header('stripe-signature'))
    c.header('Cache-Control', 'no-store')
    return c.json({ received: true, outcome })
  })

  return app
}
