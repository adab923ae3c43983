import { type Context, Hono } from 'hono'
import * as z from 'zod/mini'

import { uuid } from '../../shared/ids'
import { centsToDecimal, formatCents } from '../../shared/money'
import {
  canTransition,
  type OrderActor,
  orderStateLabels,
  orderStates,
  type OrderState,
} from '../../shared/orders/order-states'
import {
  catalogueUpdateSchema,
  orderMessages,
  orderReviewSchema,
  type OrderTransitionRequest,
  orderTransitionSchema,
  paymentMethodLabels,
  shippingCentsFor,
  type StaffOrder,
  type StaffOrderList,
} from '../../shared/orders/orders'
import { can } from '../../shared/roles'
import type { Database } from '../db/database'
import { type AuditAction, recordAudit } from '../lib/audit-log'
import type { Logger } from '../logger'
import { type Callers, door, requirePermission, type StaffEnv } from '../middleware/caller-door'
import { readJsonBody, readParam, readQuery } from '../middleware/read-input'
import { PlainError } from '../middleware/wire-error'
import { enqueue } from '../outbox/outbox.queries'
import { listCatalogue, toCatalogueEntry, updateProduct } from './catalogue.queries'
import { stateMail } from './order-mail'
import {
  type LineRow,
  listOrders,
  loadOrder,
  moveOrder,
  type OrderMove,
  type OrderRecord,
  toPatientOrder,
  toStaffOrder,
  unitsHeld,
  withDetails,
} from './order.queries'
import type { PaymentProvider, PaymentRequest } from './payment-provider'

// `/staff/v1/orders` and `/staff/v1/catalogue`: the order queue, one order and its next moves,
// the physicians' review, the CSV export, and the catalogue's prices and stock
// (docs/wire-contract.md, Orders API). Staff only; reviewing lines is a physician's alone. Every
// move is one transaction: a compare-and-set on the state the page showed (of two clicks at once
// one moves the order, the other gets 409), the history row, the audit record and the patient's
// mail. Every read of an order (it names the patient) is audited.

export type OrdersStaffRoutesDeps = {
  db: Database
  logger: Logger
  publicUrl: string
  /** Who is calling (app.ts): the door admits staff only. */
  callers: Callers
  /** How orders are paid (payment-provider.ts). */
  payments: PaymentProvider
  /** A spreadsheet-safe CSV writer (rest/csv.ts, given by app.ts). */
  toCsv: (
    columns: readonly string[],
    rows: readonly Record<string, string | number | boolean | null>[],
  ) => string
  onMailQueued?: () => void
  /** The app's one clock (AppDeps.clock). */
  now: () => Date
}

type Env = StaffEnv

/** A catalogue product's id (src/web/content/catalogues/): not a UUID. */
const productId = z.string().check(z.regex(/^[\w-]{1,64}$/))
const noSuchProduct = () => new PlainError(404, 'No such product', { code: 'not_found' })
/** Orders in one list or export; the queue pages by state long before this. */
export const STAFF_LIST_LIMIT = 500

const invalid = (message: string, field?: string) =>
  new PlainError(400, message, { code: 'invalid_request', ...(field ? { field } : {}) })

const listQuery = z.object({ state: z.optional(z.string()), review: z.optional(z.string()) })

/** Whether the caller acts as a physician or as staff on this order (order-states.ts). */
const actorOf = (c: Context<Env>): OrderActor =>
  can(c.var.staffRole, 'orders.review') ? 'physician' : 'staff'

/** The state filter of a list or export: `?state=` or `?review=1` (the physicians' queue). */
function stateFilter(c: Context): { state?: OrderState; review: boolean } {
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

export function createOrdersStaffRoutes(deps: OrdersStaffRoutesDeps) {
  const { db } = deps
  const { now } = deps
  const app = new Hono<Env>()

  app.use(door(deps.callers, 'staff'))

  const audit = (
    trx: Database,
    c: Context<Env>,
    action: AuditAction,
    target: string,
    detail: unknown,
  ) => recordAudit(trx, { actorId: c.var.staffId, action, target, detail }, now())

  async function orderIn(c: Context<Env>): Promise<OrderRecord> {
    const unknown = () => new PlainError(404, orderMessages.unknownOrder, { code: 'not_found' })
    const id = readParam(c, 'id', uuid(), unknown)
    const record = await loadOrder(db, id)
    if (!record) throw unknown()
    return record
  }

  const notAllowed = (state: string) =>
    new PlainError(409, orderMessages.notAllowed(orderStateLabels[state as OrderState]), {
      code: 'not_allowed',
    })

  /**
   * Apply a move with its audit record and the patient's mail. Losing the race to another
   * member of staff is a 409 naming the state the order is in now.
   */
  async function move(
    c: Context<Env>,
    record: OrderRecord,
    action: 'order.review' | 'order.update',
    detail: Record<string, unknown>,
    change: Omit<OrderMove, 'order' | 'actor' | 'actorUserId' | 'now' | 'alsoDo'>,
    payment?: PaymentRequest,
  ): Promise<StaffOrder> {
    const at = now()
    const after = await moveOrder(db, {
      ...change,
      order: record.order,
      actor: actorOf(c),
      actorUserId: c.var.staffId,
      now: at,
      alsoDo: async (trx, moved) => {
        await audit(trx, c, action, `order:${record.order.id}`, {
          from: record.order.state,
          to: change.to,
          ...detail,
        })
        const mail = stateMail({
          order: toPatientOrder(moved),
          to: { email: moved.order.email, firstName: moved.order.first_name },
          publicUrl: deps.publicUrl,
          ...(payment ? { payment } : {}),
        })
        if (mail) await enqueue(trx, [mail])
      },
    })
    if (!after) {
      const latest = await loadOrder(db, record.order.id)
      throw notAllowed(latest?.order.state ?? record.order.state)
    }
    deps.onMailQueued?.()
    deps.logger.info(
      { order: record.order.id, from: record.order.state, to: change.to, actor: c.var.staffId },
      'order moved',
    )
    return toStaffOrder(after)
  }

  app.get('/', async (c) => {
    const { state, review } = stateFilter(c)
    const rows = await listOrders(db, {
      ...(state ? { state } : {}),
      oldestFirst: review,
      limit: STAFF_LIST_LIMIT,
    })
    const records = await withDetails(db, rows)
    await audit(db, c, 'order.view', 'orders', {
      state: state ?? null,
      ids: rows.map((row) => row.id),
    })
    const answer: StaffOrderList = { orders: records.map(toStaffOrder) }
    return c.json(answer)
  })

  app.get('/export.csv', async (c) => {
    const { state, review } = stateFilter(c)
    const rows = await listOrders(db, {
      ...(state ? { state } : {}),
      oldestFirst: review,
      limit: STAFF_LIST_LIMIT,
    })
    const records = await withDetails(db, rows)
    await audit(db, c, 'order.export', 'orders', {
      state: state ?? null,
      ids: rows.map((row) => row.id),
    })
    const csv = deps.toCsv(
      CSV_COLUMNS,
      records.map(({ order, lines }) => ({
        number: order.number,
        created_at: order.created_at,
        state: order.state,
        first_name: order.first_name,
        last_name: order.last_name,
        email: order.email,
        phone: order.phone,
        ship_line1: order.ship_line1,
        ship_line2: order.ship_line2,
        ship_city: order.ship_city,
        ship_state: order.ship_state,
        ship_zip: order.ship_zip,
        lines: lines
          .filter((line) => line.quantity > 0)
          .map((line) => `${line.quantity} x ${line.name}`)
          .join('; '),
        subtotal_usd: centsToDecimal(order.subtotal_cents),
        shipping_usd: centsToDecimal(order.shipping_cents),
        total_usd: centsToDecimal(order.total_cents),
        payment_method: order.payment_method,
        payment_reference: order.payment_reference,
        carrier: order.carrier,
        tracking: order.tracking,
        reason: order.reason,
      })),
    )
    c.header('Content-Disposition', 'attachment; filename="renew-medical-orders.csv"')
    return c.body(csv, 200, { 'Content-Type': 'text/csv; charset=utf-8' })
  })

  app.get('/:id', async (c) => {
    const record = await orderIn(c)
    await audit(db, c, 'order.view', `order:${record.order.id}`, {})
    return c.json({ order: toStaffOrder(record) })
  })

  app.post('/:id/review', async (c) => {
    requirePermission(c, 'orders.review')
    const input = await readJsonBody(c, orderReviewSchema)
    const record = await orderIn(c)
    const { order, lines } = record
    const to = ({ approve: 'approved', change: 'changed', decline: 'declined' } as const)[
      input.decision
    ]
    if (!canTransition(order.state as OrderState, to, 'physician')) throw notAllowed(order.state)
    const reason = input.reason?.trim() ?? ''
    if (input.decision === 'approve') {
      const staffOrder = await move(
        c,
        record,
        'order.review',
        { decision: input.decision },
        {
          to,
          detail: reason || null,
          lines: lines
            .filter((line) => line.needs_review === 1)
            .map((line) => ({
              id: line.id,
              quantity: line.quantity,
              review: 'approved',
              review_reason: reason || null,
            })),
        },
      )
      return c.json({ order: staffOrder })
    }
    if (!reason) throw invalid(orderMessages.reason, 'reason')
    if (input.decision === 'decline') {
      const staffOrder = await move(
        c,
        record,
        'order.review',
        { decision: input.decision },
        {
          to,
          detail: reason,
          set: { reason },
          lines: lines
            .filter((line) => line.needs_review === 1)
            .map((line) => ({
              id: line.id,
              quantity: line.quantity,
              review: 'declined',
              review_reason: reason,
            })),
          restock: unitsHeld(lines),
        },
      )
      return c.json({ order: staffOrder })
    }
    const changed = changedLines(lines, input.lines ?? [], reason)
    const subtotal = changed.reduce(
      (sum, line) => sum + Number(line.unit_price_cents) * line.quantity,
      0,
    )
    const shipping = shippingCentsFor(subtotal)
    const restock = new Map<string, number>()
    for (const line of changed) {
      const before = lines.find((old) => old.id === line.id)!
      const back = before.quantity - line.quantity
      if (back > 0) restock.set(line.product_id, (restock.get(line.product_id) ?? 0) + back)
    }
    const staffOrder = await move(
      c,
      record,
      'order.review',
      {
        decision: input.decision,
        lowered: changed.filter((line, index) => line.quantity < lines[index]!.quantity).length,
      },
      {
        to,
        detail: reason,
        set: {
          reason,
          subtotal_cents: subtotal,
          shipping_cents: shipping,
          total_cents: subtotal + shipping,
        },
        lines: changed.map(({ id, quantity, review, review_reason }) => ({
          id,
          quantity,
          review,
          review_reason,
        })),
        restock,
      },
    )
    return c.json({ order: staffOrder })
  })

  app.post('/:id/transition', async (c) => {
    const input = await readJsonBody(c, orderTransitionSchema)
    const record = await orderIn(c)
    const from = record.order.state as OrderState
    if (!canTransition(from, input.to, actorOf(c))) throw notAllowed(from)
    const step = await transitionOf(input, record)
    const staffOrder = await move(c, record, 'order.update', step.audit, step.change, step.payment)
    return c.json({ order: staffOrder })
  })

  /** What one staff move writes, says in the history, and audits (ids and kinds, no one's data). */
  async function transitionOf(
    input: OrderTransitionRequest,
    record: OrderRecord,
  ): Promise<{
    change: Omit<OrderMove, 'order' | 'actor' | 'actorUserId' | 'now' | 'alsoDo'>
    audit: Record<string, unknown>
    payment?: PaymentRequest
  }> {
    switch (input.to) {
      case 'awaiting_payment': {
        // Asked of the order as it will read once moved: the total is the one to pay.
        const payment = await deps.payments.requestPayment({
          ...toPatientOrder(record),
          state: 'awaiting_payment',
        })
        return {
          change: { to: input.to, detail: null },
          audit: { provider: deps.payments.id },
          payment,
        }
      }
      case 'paid': {
        const paid = await deps.payments.recordPayment(toPatientOrder(record), {
          method: input.method,
          reference: input.reference,
        })
        return {
          change: {
            to: input.to,
            detail: `${paymentMethodLabels[paid.method]}, reference ${paid.reference}, ${formatCents(record.order.total_cents)}`,
            set: { payment_method: paid.method, payment_reference: paid.reference },
          },
          audit: { provider: deps.payments.id, method: paid.method },
        }
      }
      case 'shipped':
        return {
          change: {
            to: input.to,
            detail: `${input.carrier}, tracking ${input.tracking}`,
            set: { carrier: input.carrier, tracking: input.tracking },
          },
          audit: {},
        }
      case 'delivered':
        return { change: { to: input.to, detail: null }, audit: {} }
      case 'cancelled':
        return {
          change: {
            to: input.to,
            detail: input.reason,
            set: { reason: input.reason },
            restock: unitsHeld(record.lines),
          },
          audit: { paid: record.order.payment_method !== null },
        }
    }
  }

  return app
}

const CSV_COLUMNS = [
  'number',
  'created_at',
  'state',
  'first_name',
  'last_name',
  'email',
  'phone',
  'ship_line1',
  'ship_line2',
  'ship_city',
  'ship_state',
  'ship_zip',
  'lines',
  'subtotal_usd',
  'shipping_usd',
  'total_usd',
  'payment_method',
  'payment_reference',
  'carrier',
  'tracking',
  'reason',
] as const

/**
 * A physician's change: quantities only lowered (0 removes a line), at least one lowered, not
 * all removed (that is a decline). Lowered lines are `changed` (removed ones `declined`) with
 * the reason; the other lines that needed review are `approved`. Every line comes back, with
 * its new quantity.
 */
function changedLines(
  lines: LineRow[],
  asked: { lineId: string; quantity: number }[],
  reason: string,
): (LineRow & { quantity: number })[] {
  const wanted = new Map<string, number>()
  for (const { lineId, quantity } of asked) {
    const line = lines.find((candidate) => candidate.id === lineId)
    if (!line || wanted.has(lineId)) {
      throw invalid('Choose each line of this order once', 'lines')
    }
    if (quantity > line.quantity) {
      throw invalid(
        `A physician can only lower a quantity: ${line.name} is at ${line.quantity}`,
        'lines',
      )
    }
    wanted.set(lineId, quantity)
  }
  const after = lines.map((line) => {
    const quantity = wanted.get(line.id) ?? line.quantity
    const lowered = quantity < line.quantity
    const review: LineRow['review'] = lowered
      ? quantity === 0
        ? 'declined'
        : 'changed'
      : line.needs_review === 1
        ? 'approved'
        : line.review
    return {
      ...line,
      quantity,
      review,
      review_reason: lowered ? reason : line.review_reason,
    }
  })
  if (!after.some((line, index) => line.quantity < lines[index]!.quantity)) {
    throw invalid(orderMessages.changeNeedsEdit, 'lines')
  }
  if (after.every((line) => line.quantity === 0)) {
    throw invalid(orderMessages.changeRemovesAll, 'lines')
  }
  return after
}

export type CatalogueStaffRoutesDeps = Pick<
  OrdersStaffRoutesDeps,
  'db' | 'callers' | 'now' | 'logger'
>

/**
 * `/staff/v1/catalogue`: every product with its price and stock; staff change them (audited).
 * Whether a product needs a physician's review, and its per-order limit, are a physician's to
 * change (docs/architecture.md, Roles): otherwise any staff member could clear the review of a
 * peptide and take its order to paid and shipped with no physician.
 */
export function createCatalogueStaffRoutes(deps: CatalogueStaffRoutesDeps) {
  const { db } = deps
  const { now } = deps
  const app = new Hono<Env>()

  app.use(door(deps.callers, 'staff'))

  app.get('/', async (c) => {
    const products = (await listCatalogue(db)).map(toCatalogueEntry)
    return c.json({ products })
  })

  app.patch('/:productId', async (c) => {
    const id = readParam(c, 'productId', productId, noSuchProduct)
    const update = await readJsonBody(c, catalogueUpdateSchema)
    if (Object.values(update).every((value) => value === undefined)) {
      throw invalid('Change at least one of price, stock, review, limit or active')
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
    const at = now()
    const row = await db.transaction().execute(async (trx) => {
      const updated = await updateProduct(trx, id, update, c.var.staffId, at)
      if (updated) {
        // Prices, stock and flags only: nobody's personal data. The role the change was made in,
        // as roles change over time.
        await recordAudit(
          trx,
          {
            actorId: c.var.staffId,
            action: 'catalogue.update',
            target: `product:${id}`,
            detail: { ...update, role: c.var.staffRole },
          },
          at,
        )
      }
      return updated
    })
    if (!row) throw new PlainError(404, 'No such product', { code: 'not_found' })
    deps.logger.info({ product: id, actor: c.var.staffId }, 'catalogue product changed')
    return c.json({ product: toCatalogueEntry(row) })
  })

  return app
}
