import { randomInt, randomUUID } from 'node:crypto'

import type { OrderActor } from '../../shared/orders/order-states'
import {
  type OrderLineProblem,
  orderMessages,
  type OrderRequest,
  shippingCentsFor,
} from '../../shared/orders/orders'
import { type Database, isUniqueViolation, supportsRowLocks } from '../db/database'
import type { ProductRow } from './catalogue.queries'
import {
  type EventRow,
  findByIdempotencyKey,
  type LineRow,
  type OrderRecord,
  type OrderRow,
} from './order.queries'

// Placing an order (docs/architecture.md, Orders): priced from the catalogue, its stock taken
// and its history written in one transaction, as order.queries.ts describes.

/** No look-alikes (0/O, 1/I/L), so a number read out on the phone is typed back right. */
const NUMBER_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ'

/** RM-XXXX-XXXX: 31^8, about 850 billion numbers; a clash is retried (unique index). */
export function newOrderNumber(): string {
  const group = () =>
    Array.from({ length: 4 }, () => NUMBER_ALPHABET[randomInt(NUMBER_ALPHABET.length)]).join('')
  return `RM-${group()}-${group()}`
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
    paid_cents: null,
    paid_on: null,
    carrier: null,
    tracking: null,
    created_at: iso,
    updated_at: iso,
    payment_flag: null,
    refund_due_cents: 0,
    refunded_cents: 0,
    refund_problem: null,
    refund_declines: 0,
    amendments: 0,
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
