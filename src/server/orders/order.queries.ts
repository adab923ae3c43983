import { randomUUID } from 'node:crypto'

import type { Selectable } from 'kysely'

import type { OrderActor, OrderState } from '../../shared/orders/order-states'
import type { Database } from '../db/database'
import type { OrderEventsTable, OrderLinesTable, OrdersTable } from '../db/schema'
import { ownedBy, type PatientAccount } from '../lib/patient'

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
export function ordersOf(db: Database, user: PatientAccount): Promise<OrderRow[]> {
  return db
    .selectFrom('orders')
    .selectAll()
    .where(ownedBy(user))
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute()
}

/** Whether the order is this patient's (the rule of `ordersOf`). */
export function isOrderOf(
  order: Pick<OrderRow, 'user_id' | 'email'>,
  user: PatientAccount,
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

/** Orders still in one of `states` placed at or before `placedBefore`, oldest first. */
export function ordersPlacedBefore(
  db: Database,
  {
    states,
    placedBefore,
    limit,
  }: { states: readonly OrderState[]; placedBefore: string; limit: number },
): Promise<OrderRow[]> {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('state', 'in', states)
    .where('created_at', '<=', placedBefore)
    .orderBy('created_at')
    .limit(limit)
    .execute()
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
      | 'paid_cents'
      | 'paid_on'
      | 'carrier'
      | 'tracking'
      | 'subtotal_cents'
      | 'shipping_cents'
      | 'total_cents'
      | 'refund_due_cents'
      | 'amendments'
    >
  >
  /**
   * For a change that keeps the state (a physician's amendment of a paid order): the move
   * applies only while the order also still has this many amendments and owes nothing back.
   */
  unchanged?: { amendments: number; refundDueCents: number }
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
export function moveOrder(db: Database, move: OrderMove): Promise<OrderRecord | undefined> {
  return db.transaction().execute((trx) => moveOrderIn(trx, move))
}

/**
 * `moveOrder` inside a transaction the caller holds (a processor's event is recorded in the
 * same one, online-payments.ts). Undefined when the order is no longer in the state read.
 */
export async function moveOrderIn(
  trx: Database,
  move: OrderMove,
): Promise<OrderRecord | undefined> {
  const { order, now } = move
  const iso = now.toISOString()
  let update = trx
    .updateTable('orders')
    .set({ ...move.set, state: move.to, updated_at: iso })
    .where('id', '=', order.id)
    .where('state', '=', order.state)
  if (move.unchanged) {
    update = update
      .where('amendments', '=', move.unchanged.amendments)
      .where('refund_due_cents', '=', move.unchanged.refundDueCents)
  }
  const moved = await update.executeTakeFirst()
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
}

/** Every unit an order holds, per product: what a cancellation or a decline puts back. */
export function unitsHeld(lines: Pick<LineRow, 'product_id' | 'quantity'>[]): Map<string, number> {
  const units = new Map<string, number>()
  for (const line of lines) {
    units.set(line.product_id, (units.get(line.product_id) ?? 0) + Number(line.quantity))
  }
  return units
}
