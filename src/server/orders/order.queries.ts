import { randomInt, randomUUID } from 'node:crypto'

import { type Selectable, sql } from 'kysely'

import type { OrderActor, OrderState } from '../../shared/orders/order-states'
import {
  type OrderLineProblem,
  orderMessages,
  type OrderRequest,
  type PatientOrder,
  shippingCentsFor,
  type StaffOrder,
} from '../../shared/orders/orders'
import { type Database, isUniqueViolation, supportsRowLocks } from '../db/database'
import type { OrderEventsTable, OrderLinesTable, OrdersTable } from '../db/schema'
import type { ProductRow } from './catalogue.queries'

// Orders (docs/architecture.md, Orders). Stock is the database's to hold: an order takes it with
// a conditional update (`stock >= q`) in the transaction that writes the order, and a CHECK
// refuses a negative stock whatever happens. On PostgreSQL the products are locked in id order
// first (`FOR UPDATE`), so concurrent orders for the same product queue on its row and each sees
// the stock the one before left; SQLite runs one transaction at a time on its connection. The
// idempotency key is unique: a retried request — also twenty at once — finds the order the first
// one made instead of making another. Every later move is a compare-and-set on the state.

export type OrderRow = Selectable<OrdersTable>
export type LineRow = Selectable<OrderLinesTable>
export type EventRow = Selectable<OrderEventsTable>
/** An order with its lines (as listed) and its history (oldest first). */
export type OrderRecord = { order: OrderRow; lines: LineRow[]; events: EventRow[] }

/** No look-alikes (0/O, 1/I/L), so a number read out on the phone is typed back right. */
const NUMBER_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ'

/** RM-XXXX-XXXX: 31^8, about 850 billion numbers; a clash is retried (unique index). */
export function newOrderNumber(): string {
  const group = () =>
    Array.from({ length: 4 }, () => NUMBER_ALPHABET[randomInt(NUMBER_ALPHABET.length)]).join('')
  return `RM-${group()}-${group()}`
}

export function findOrder(db: Database, id: string): Promise<OrderRow | undefined> {
  return db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst()
}

export function findByIdempotencyKey(db: Database, key: string): Promise<OrderRow | undefined> {
  return db.selectFrom('orders').selectAll().where('idempotency_key', '=', key).executeTakeFirst()
}

/** The lines and the history of each order, in two queries. */
export async function withDetails(db: Database, orders: OrderRow[]): Promise<OrderRecord[]> {
  if (orders.length === 0) return []
  const ids = orders.map((order) => order.id)
  const lines = await db
    .selectFrom('order_lines')
    .selectAll()
    .where('order_id', 'in', ids)
    .orderBy('order_id')
    .orderBy('position')
    .execute()
  const events = await db
    .selectFrom('order_events')
    .selectAll()
    .where('order_id', 'in', ids)
    .orderBy('order_id')
    .orderBy('sequence')
    .execute()
  return orders.map((order) => ({
    order,
    lines: lines.filter((line) => line.order_id === order.id),
    events: events.filter((event) => event.order_id === order.id),
  }))
}

export async function loadOrder(db: Database, id: string): Promise<OrderRecord | undefined> {
  const order = await findOrder(db, id)
  return order ? (await withDetails(db, [order]))[0] : undefined
}

/** A patient's orders, newest first: placed with their account, or under their proven address. */
export function ordersOf(
  db: Database,
  user: { id: string; email: string; linked: boolean },
): Promise<OrderRow[]> {
  return db
    .selectFrom('orders')
    .selectAll()
    .where((eb) =>
      user.linked
        ? eb.or([
            eb('user_id', '=', user.id),
            eb(sql<string>`lower(email)`, '=', user.email.toLowerCase()),
          ])
        : eb('user_id', '=', user.id),
    )
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute()
}

/** Whether the order is this patient's (the rule of `ordersOf`). */
export function isOrderOf(
  order: Pick<OrderRow, 'user_id' | 'email'>,
  user: { id: string; email: string; linked: boolean },
): boolean {
  return (
    order.user_id === user.id ||
    (user.linked && order.email.toLowerCase() === user.email.toLowerCase())
  )
}

/** Orders for the staff list: in one state or all, newest first (the review queue oldest first). */
export function listOrders(
  db: Database,
  { state, oldestFirst, limit }: { state?: OrderState; oldestFirst: boolean; limit: number },
): Promise<OrderRow[]> {
  let select = db.selectFrom('orders').selectAll()
  if (state) select = select.where('state', '=', state)
  return select
    .orderBy('created_at', oldestFirst ? 'asc' : 'desc')
    .orderBy('id')
    .limit(limit)
    .execute()
}

export function toPatientOrder({ order, lines, events }: OrderRecord): PatientOrder {
  return {
    id: order.id,
    number: order.number,
    state: order.state as OrderState,
    lines: lines.map((line) => ({
      id: line.id,
      productId: line.product_id,
      name: line.name,
      unitPriceCents: Number(line.unit_price_cents),
      quantity: Number(line.quantity),
      requestedQuantity: Number(line.requested_quantity),
      needsReview: Number(line.needs_review) === 1,
      review: line.review as PatientOrder['lines'][number]['review'],
      reviewReason: line.review_reason,
    })),
    subtotalCents: Number(order.subtotal_cents),
    shippingCents: Number(order.shipping_cents),
    totalCents: Number(order.total_cents),
    shipping: {
      line1: order.ship_line1,
      ...(order.ship_line2 ? { line2: order.ship_line2 } : {}),
      city: order.ship_city,
      state: order.ship_state,
      zip: order.ship_zip,
    },
    reason: order.reason,
    payment:
      order.payment_method && order.payment_reference
        ? { method: order.payment_method, reference: order.payment_reference }
        : null,
    shipment:
      order.carrier && order.tracking ? { carrier: order.carrier, tracking: order.tracking } : null,
    createdAt: order.created_at,
    updatedAt: order.updated_at,
    events: events.map((event) => ({
      from: event.from_state as OrderState | null,
      to: event.to_state as OrderState,
      actor: event.actor as OrderActor,
      detail: event.detail,
      at: event.at,
    })),
  }
}

export function toStaffOrder(record: OrderRecord): StaffOrder {
  const { order } = record
  return {
    ...toPatientOrder(record),
    contact: {
      firstName: order.first_name,
      lastName: order.last_name,
      email: order.email,
      phone: order.phone,
    },
    userId: order.user_id,
  }
}

/** Lines naming one product more than once become one line with the quantities added up. */
export function mergeLines(lines: OrderRequest['lines']): Map<string, number> {
  const merged = new Map<string, number>()
  for (const { productId, quantity } of lines) {
    merged.set(productId, (merged.get(productId) ?? 0) + quantity)
  }
  return merged
}

/** Every line that cannot be ordered as asked, and why (in the order the patient listed them). */
export function lineProblems(
  requested: Map<string, number>,
  products: Map<string, ProductRow>,
): OrderLineProblem[] {
  const problems: OrderLineProblem[] = []
  for (const [productId, quantity] of requested) {
    const product = products.get(productId)
    if (!product || Number(product.active) !== 1) {
      problems.push({
        productId,
        code: 'unknown_product',
        message: orderMessages.unknownProduct(product?.name ?? 'This product'),
      })
      continue
    }
    const stock = Number(product.stock)
    const limit = Number(product.max_per_order)
    if (stock === 0) {
      problems.push({
        productId,
        code: 'out_of_stock',
        message: orderMessages.outOfStock(product.name),
      })
    } else if (quantity > stock && stock < limit) {
      // The stock is the tighter bound: lowering to what is left satisfies the limit too.
      problems.push({
        productId,
        code: 'not_enough_stock',
        message: orderMessages.notEnoughStock(product.name, stock),
      })
    } else if (quantity > limit) {
      problems.push({
        productId,
        code: 'over_limit',
        message: orderMessages.overLimit(product.name, limit),
      })
    }
  }
  return problems
}

export type OrderSubmission = {
  request: OrderRequest
  /** The signed-in patient's account, or null for a guest (and for staff ordering for someone). */
  userId: string | null
  actor: Extract<OrderActor, 'patient' | 'staff' | 'physician'>
  actorUserId: string | null
  now: Date
  /**
   * Counts the request against its limits, in the transaction and only once it is known not
   * to be a retry (a retried request is never refused for the limit its first try counted).
   * Throws to refuse.
   */
  admit: (trx: Database) => Promise<void>
  /** The patient's mail, in the order's transaction: both or neither. */
  alsoDo: (trx: Database, record: OrderRecord) => Promise<void>
}

export type SubmitOutcome =
  | { kind: 'created'; record: OrderRecord }
  | { kind: 'replayed'; order: OrderRow }
  | { kind: 'refused'; problems: OrderLineProblem[] }

/** A transaction that must run again: an order number already given, or stock that moved. */
class TryAgain extends Error {}

const ATTEMPTS = 3

/**
 * Place an order: price it from the catalogue, take its stock and write it with its history
 * and mail, in one transaction. A key seen before answers with that order; lines that cannot
 * be ordered answer with every problem and change nothing.
 */
export async function submitOrder(db: Database, input: OrderSubmission): Promise<SubmitOutcome> {
  const key = input.request.idempotencyKey
  const earlier = await findByIdempotencyKey(db, key)
  if (earlier) return { kind: 'replayed', order: earlier }
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction().execute((trx) => placeOrder(trx, input))
    } catch (error) {
      // A twin with the same key committed first, past every check above (both engines).
      if (isUniqueViolation(error)) {
        const replay = await findByIdempotencyKey(db, key)
        if (replay) return { kind: 'replayed', order: replay }
      }
      if (attempt >= ATTEMPTS || !isRetryable(error)) throw error
    }
  }
}

async function placeOrder(trx: Database, input: OrderSubmission): Promise<SubmitOutcome> {
  const { request, now } = input
  const requested = mergeLines(request.lines)
  const ids = [...requested.keys()].sort()
  let select = trx.selectFrom('catalogue_products').selectAll().where('id', 'in', ids).orderBy('id')
  // In id order, so two orders sharing products never wait on each other in a circle.
  if (supportsRowLocks(trx)) select = select.forUpdate()
  const products = new Map((await select.execute()).map((row) => [row.id, row]))
  // Asked again now that the products are ours: a twin that held them may have just committed.
  const earlier = await findByIdempotencyKey(trx, request.idempotencyKey)
  if (earlier) return { kind: 'replayed', order: earlier }
  await input.admit(trx)
  const problems = lineProblems(requested, products)
  if (problems.length > 0) return { kind: 'refused', problems }

  const iso = now.toISOString()
  const id = randomUUID()
  const lines: LineRow[] = [...requested].map(([productId, quantity], position) => {
    const product = products.get(productId)!
    return {
      id: randomUUID(),
      order_id: id,
      position,
      product_id: productId,
      name: product.name,
      unit_price_cents: Number(product.price_cents),
      quantity,
      requested_quantity: quantity,
      needs_review: Number(product.needs_review) === 1 ? 1 : 0,
      review: null,
      review_reason: null,
    }
  })
  const subtotal = lines.reduce((sum, line) => sum + line.unit_price_cents * line.quantity, 0)
  const shipping = shippingCentsFor(subtotal)
  const review = lines.some((line) => line.needs_review === 1)
  const order: OrderRow = {
    id,
    number: newOrderNumber(),
    idempotency_key: request.idempotencyKey,
    user_id: input.userId,
    first_name: request.firstName,
    last_name: request.lastName,
    email: request.email,
    phone: request.phone,
    ship_line1: request.shipping.line1,
    ship_line2: request.shipping.line2 || null,
    ship_city: request.shipping.city,
    ship_state: request.shipping.state,
    ship_zip: request.shipping.zip,
    state: review ? 'awaiting_review' : 'submitted',
    subtotal_cents: subtotal,
    shipping_cents: shipping,
    total_cents: subtotal + shipping,
    reason: null,
    payment_method: null,
    payment_reference: null,
    carrier: null,
    tracking: null,
    created_at: iso,
    updated_at: iso,
  }
  const inserted = await trx
    .insertInto('orders')
    .values(order)
    // Either unique index: the key's (a twin committed: answer with its order) or the number's.
    .onConflict((conflict) => conflict.doNothing())
    .executeTakeFirst()
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) !== 1) {
    const twin = await findByIdempotencyKey(trx, request.idempotencyKey)
    if (twin) return { kind: 'replayed', order: twin }
    throw new TryAgain('order number taken')
  }
  for (const productId of ids) {
    const quantity = requested.get(productId)!
    const taken = await trx
      .updateTable('catalogue_products')
      .set((eb) => ({ stock: eb('stock', '-', quantity) }))
      .where('id', '=', productId)
      .where('stock', '>=', quantity)
      .executeTakeFirst()
    // Only if the stock moved since it was read (never under the lock): read it again.
    if (Number(taken.numUpdatedRows) !== 1) throw new TryAgain('stock moved')
  }
  await trx.insertInto('order_lines').values(lines).execute()
  const events: EventRow[] = [
    {
      id: randomUUID(),
      order_id: id,
      sequence: 1,
      from_state: null,
      to_state: 'submitted',
      actor: input.actor,
      actor_user_id: input.actorUserId,
      detail: null,
      at: iso,
    },
  ]
  if (review) {
    events.push({
      id: randomUUID(),
      order_id: id,
      sequence: 2,
      from_state: 'submitted',
      to_state: 'awaiting_review',
      actor: 'system',
      actor_user_id: null,
      detail: null,
      at: iso,
    })
  }
  await trx.insertInto('order_events').values(events).execute()
  const record = { order, lines, events }
  await input.alsoDo(trx, record)
  return { kind: 'created', record }
}

function isRetryable(error: unknown): boolean {
  if (error instanceof TryAgain || isUniqueViolation(error)) return true
  if (typeof error !== 'object' || error === null || !('code' in error)) return false
  // The CHECK on stock (PostgreSQL's check_violation, SQLite's extended code), and
  // PostgreSQL's deadlock and serialization failures: the next attempt reads afresh.
  return ['23514', 'SQLITE_CONSTRAINT_CHECK', '40P01', '40001'].includes(String(error.code))
}

export type OrderMove = {
  /** The order as the caller read it: the move applies only while it is still in this state. */
  order: OrderRow
  to: OrderState
  actor: OrderActor
  actorUserId: string | null
  /** The reason, payment or tracking given with the move (the history's detail). */
  detail: string | null
  /** Columns written with the state. */
  set?: Partial<
    Pick<
      OrderRow,
      | 'reason'
      | 'payment_method'
      | 'payment_reference'
      | 'carrier'
      | 'tracking'
      | 'subtotal_cents'
      | 'shipping_cents'
      | 'total_cents'
    >
  >
  /** A physician's decision on each line. */
  lines?: Pick<LineRow, 'id' | 'quantity' | 'review' | 'review_reason'>[]
  /** Units that go back on the shelf, per product. */
  restock?: Map<string, number>
  now: Date
  /** The audit record and the patient's mail, in the move's transaction. */
  alsoDo: (trx: Database, after: OrderRecord) => Promise<void>
}

/**
 * Move an order to its next state: a compare-and-set on the state it was read in, with its
 * line changes, the stock it returns, its history row and `alsoDo`, in one transaction. Of two
 * moves at once one applies; the other gets undefined and changes nothing.
 */
export async function moveOrder(db: Database, move: OrderMove): Promise<OrderRecord | undefined> {
  const { order, now } = move
  const iso = now.toISOString()
  return db.transaction().execute(async (trx) => {
    const moved = await trx
      .updateTable('orders')
      .set({ ...move.set, state: move.to, updated_at: iso })
      .where('id', '=', order.id)
      .where('state', '=', order.state)
      .executeTakeFirst()
    if (Number(moved.numUpdatedRows) !== 1) return undefined
    for (const line of move.lines ?? []) {
      await trx
        .updateTable('order_lines')
        .set({ quantity: line.quantity, review: line.review, review_reason: line.review_reason })
        .where('id', '=', line.id)
        .where('order_id', '=', order.id)
        .execute()
    }
    // In id order, like an order's stock is taken.
    for (const [productId, units] of [...(move.restock ?? [])].sort(([a], [b]) =>
      a.localeCompare(b),
    )) {
      if (units <= 0) continue
      await trx
        .updateTable('catalogue_products')
        .set((eb) => ({ stock: eb('stock', '+', units) }))
        .where('id', '=', productId)
        .execute()
    }
    // The order's row is held by the update above until commit: no other move numbers an event.
    const last = await trx
      .selectFrom('order_events')
      .select((eb) => eb.fn.max('sequence').as('last'))
      .where('order_id', '=', order.id)
      .executeTakeFirst()
    await trx
      .insertInto('order_events')
      .values({
        id: randomUUID(),
        order_id: order.id,
        sequence: Number(last?.last ?? 0) + 1,
        from_state: order.state,
        to_state: move.to,
        actor: move.actor,
        actor_user_id: move.actorUserId,
        detail: move.detail,
        at: iso,
      })
      .execute()
    const after = await loadOrder(trx, order.id)
    if (!after) throw new Error('the order moved has gone')
    await move.alsoDo(trx, after)
    return after
  })
}

/** Every unit an order holds, per product: what a cancellation or a decline puts back. */
export function unitsHeld(lines: Pick<LineRow, 'product_id' | 'quantity'>[]): Map<string, number> {
  const units = new Map<string, number>()
  for (const line of lines) {
    units.set(line.product_id, (units.get(line.product_id) ?? 0) + Number(line.quantity))
  }
  return units
}
