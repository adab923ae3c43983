import { type Context, Hono } from 'hono'
import * as z from 'zod/mini'

import { uuid } from '../../shared/ids'
import {
  catalogueUpdateSchema,
  orderReviewSchema,
  orderTransitionSchema,
} from '../../shared/orders/order-staff-requests'
import { orderStates, type OrderState } from '../../shared/orders/order-states'
import { type Callers, door, requirePermission, type StaffEnv } from '../middleware/caller-door'
import { readJsonBody, readParam, readQuery } from '../middleware/read-input'
import { PlainError } from '../middleware/wire-error'
import type { CatalogueService } from './catalogue-service'
import { type OrderService, unknownOrder } from './order-service'
import type { StaffMember, StaffOrderFilter } from './order-staff-service'

// `/staff/v1/orders` and `/staff/v1/catalogue`: the order queue, one order and its next moves,
// the physicians' review with the patient's latest questionnaire, the CSV export, and the catalogue's prices and stock
// (docs/wire-contract.md, Orders API). Staff only; reviewing lines is a physician's alone. The
// use-cases (each move one transaction with its history, audit record and mail, every read of
// an order audited) are the order service's (order-staff-service.ts) and the catalogue
// service's; these routers read the input and write the answer.

export type OrdersStaffRoutesDeps = {
  /** Who is calling (app.ts): the door admits staff only. */
  callers: Callers
  orders: OrderService
}

type Env = StaffEnv

/** A catalogue product's id (src/web/content/catalogues/): not a UUID. */
const productId = z.string().check(z.regex(/^[\w-]{1,64}$/))
const noSuchProduct = () => new PlainError(404, 'No such product', { code: 'not_found' })

const listQuery = z.object({ state: z.optional(z.string()), review: z.optional(z.string()) })

/** The member of staff the door admitted. */
const staffOf = (c: Context<Env>): StaffMember => ({
  staffId: c.var.staffId,
  staffRole: c.var.staffRole,
})

/** The state filter of a list or export: `?state=` or `?review=1` (the physicians' queue). */
function stateFilter(c: Context): StaffOrderFilter {
  const query = readQuery(c, listQuery)
  const state = query.state
  const review = query.review === '1'
  if (state !== undefined && state !== '' && !orderStates.includes(state as OrderState)) {
    throw new PlainError(400, `Unknown state: choose one of ${orderStates.join(', ')}`, {
      code: 'invalid_request',
      field: 'state',
    })
  }
  if (review && state && state !== 'awaiting_review') {
    throw new PlainError(400, 'The review queue holds only orders awaiting review', {
      code: 'invalid_request',
      field: 'state',
    })
  }
  if (review) return { state: 'awaiting_review', review }
  return state ? { state: state as OrderState, review } : { review }
}

/** The order named in the path; an id that is no UUID names no order (404). */
const orderId = (c: Context) => readParam(c, 'id', uuid(), unknownOrder)

export function createOrdersStaffRoutes(deps: OrdersStaffRoutesDeps) {
  const { orders } = deps
  const app = new Hono<Env>()

  app.use(door(deps.callers, 'staff'))

  app.get('/', async (c) => c.json(await orders.staffList(staffOf(c), stateFilter(c))))

  app.get('/export.csv', async (c) => {
    const csv = await orders.staffExport(staffOf(c), stateFilter(c))
    c.header('Content-Disposition', 'attachment; filename="renew-medical-orders.csv"')
    return c.body(csv, 200, { 'Content-Type': 'text/csv; charset=utf-8' })
  })

  app.get('/:id', async (c) => c.json({ order: await orders.staffOrder(staffOf(c), orderId(c)) }))

  // The patient's latest questionnaire, beside the review: health data, a physician's to read.
  app.get('/:id/questionnaire', async (c) => {
    requirePermission(c, 'intakes.read')
    return c.json(await orders.orderQuestionnaire(staffOf(c), orderId(c)))
  })

  app.post('/:id/review', async (c) => {
    requirePermission(c, 'orders.review')
    const input = await readJsonBody(c, orderReviewSchema)
    return c.json({ order: await orders.review(staffOf(c), orderId(c), input) })
  })

  app.post('/:id/transition', async (c) => {
    const input = await readJsonBody(c, orderTransitionSchema)
    return c.json({ order: await orders.transition(staffOf(c), orderId(c), input) })
  })

  // A refund that failed, tried again (docs/decisions/050-stripe-hosted-checkout.md).
  app.post('/:id/refund', async (c) => {
    return c.json({ order: await orders.retryRefund(staffOf(c), orderId(c)) })
  })

  return app
}

export type CatalogueStaffRoutesDeps = { callers: Callers; catalogue: CatalogueService }

/**
 * `/staff/v1/catalogue`: every product with its price and stock; staff change them (audited).
 * Whether a product needs a physician's review, and its per-order limit, are a physician's to
 * change (docs/architecture.md, Roles): otherwise any staff member could clear the review of a
 * peptide and take its order to paid and shipped with no physician.
 */
export function createCatalogueStaffRoutes(deps: CatalogueStaffRoutesDeps) {
  const app = new Hono<Env>()

  app.use(door(deps.callers, 'staff'))

  app.get('/', async (c) => c.json({ products: await deps.catalogue.list() }))

  app.patch('/:productId', async (c) => {
    const id = readParam(c, 'productId', productId, noSuchProduct)
    const update = await readJsonBody(c, catalogueUpdateSchema)
    if (Object.values(update).every((value) => value === undefined)) {
      throw new PlainError(400, 'Change at least one of price, stock, review, limit or active', {
        code: 'invalid_request',
      })
    }
    // Refused whole, before anything is written: a body that names a physician's field is a
    // physician's, even when it also changes the price.
    if (update.needsReview !== undefined || update.maxPerOrder !== undefined) {
      requirePermission(c, 'catalogue.review-settings')
    }
    if (
      update.priceCents !== undefined ||
      update.stock !== undefined ||
      update.active !== undefined
    ) {
      requirePermission(c, 'catalogue.edit')
    }
    return c.json({ product: await deps.catalogue.update(staffOf(c), id, update) })
  })

  return app
}
