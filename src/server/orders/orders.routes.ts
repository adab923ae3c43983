import { type Context, Hono } from 'hono'

import { uuid } from '../../shared/ids'
import {
  type CheckoutAnswer,
  orderRequestSchema,
  type PatientOrder,
} from '../../shared/orders/orders'
import type { ProfileGiven } from '../../shared/patient-profile'
import { accountOf } from '../lib/patient'
import { type Callers, door, type KeyEnv } from '../middleware/caller-door'
import { readJsonBody, readParam } from '../middleware/read-input'
import type { CatalogueService } from './catalogue-service'
import { type OrderService, unknownOrder } from './order-service'

// `/orders/v1`: order requests from the shop's cart (docs/wire-contract.md, Orders API). Anyone
// with the site's API key reads the catalogue and places an order; a signed-in patient's order
// is also theirs in My care, where they follow it and may cancel it before it is paid. Prices
// come from the database, never from the request. The use-cases are the order service's
// (order-service.ts); this router reads the input and writes the answer.

export type OrdersRoutesDeps = {
  /**
   * Who is calling (app.ts): the door admits anyone with the site's key, and a signed-in
   * account with a live session to their own orders.
   */
  callers: Callers
  /** The caller's address, for rate limits. */
  clientIp: (c: Context) => string
  orders: OrderService
  catalogue: CatalogueService
  /** Keeps what a signed-in patient gave in their profile (app: lib/patient-profile.ts). */
  remember: (userId: string, given: ProfileGiven) => Promise<void>
}

type Env = KeyEnv

export function createOrdersRoutes(deps: OrdersRoutesDeps) {
  const { orders } = deps
  const app = new Hono<Env>()

  // The catalogue may be kept a moment (it says so itself); nothing else: orders carry
  // personal data.
  app.use(door(deps.callers, 'api-key'))
  /** A patient's own orders: a signed-in account with a live session. */
  const patientDoor = door(deps.callers, 'patient')

  app.get('/catalogue', async (c) => {
    const products = await deps.catalogue.list()
    // Short: a shop page must not show a stock or a price that has long changed (ADR 024).
    c.header('Cache-Control', 'public, max-age=30')
    return c.json({ products })
  })

  app.post('/orders', async (c) => {
    const request = await readJsonBody(c, orderRequestSchema)
    const { caller } = c.var
    const placed = await orders.place(request, caller, deps.clientIp(c))
    if (placed.kind === 'refused') return c.json(placed.answer, 422)
    // A patient's own order: its phone and address are offered at the next checkout.
    if (placed.kind === 'created' && caller.kind === 'user' && !caller.staff) {
      await deps.remember(caller.userId, {
        phone: request.phone,
        shippingAddress: request.shipping,
      })
    }
    return c.json(placed.answer, placed.kind === 'created' ? 201 : 200)
  })

  /** The order named in the path; an id that is no UUID is nobody's order (404). */
  const orderId = (c: Context) => readParam(c, 'id', uuid(), unknownOrder)

  app.get('/orders', patientDoor, async (c) => {
    return c.json({ orders: await orders.patientOrders(accountOf(c.var.patient)) })
  })

  app.get('/orders/:id', patientDoor, async (c) => {
    const patient = accountOf(c.var.patient)
    return c.json({ order: await orders.patientOrder(patient, orderId(c)) })
  })

  // Pay now (docs/decisions/050-stripe-hosted-checkout.md): the processor's hosted page for the
  // order's server-held total. A plain request is sent there (303); the app's own fetch, which
  // cannot follow a redirect to another origin, asks for JSON and goes there itself.
  app.post('/orders/:id/checkout', patientDoor, async (c) => {
    const patient = accountOf(c.var.patient)
    const url = await orders.checkout(patient, orderId(c))
    c.header('Cache-Control', 'no-store')
    if (c.req.header('accept')?.includes('application/json')) {
      const answer: CheckoutAnswer = { url }
      return c.json(answer)
    }
    return c.redirect(url, 303)
  })

  app.post('/orders/:id/cancel', patientDoor, async (c) => {
    const patient = accountOf(c.var.patient)
    const answer: { order: PatientOrder } = {
      order: await orders.cancelByPatient(patient, orderId(c)),
    }
    return c.json(answer)
  })

  return app
}
