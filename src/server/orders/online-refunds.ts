import { randomUUID } from 'node:crypto'

import { formatCents } from '../../shared/money'
import { ONLINE_PAYMENT_METHOD } from '../../shared/orders/orders'
import type { Database } from '../db/database'
import { recordAudit } from '../lib/audit-log'
import type { Logger } from '../logger'
import { findOrder, loadOrder, type OrderRow } from './order.queries'
import type { PaymentProvider } from './payment-provider'

// Money going back to a patient who paid online (docs/decisions/050-stripe-hosted-checkout.md,
// 051-a-paid-order-amended-and-the-difference-refunded.md): what an order owes
// (`refund_due_cents`, written in the cancel's or the amendment's transaction) is refunded
// through the processor after that commit, under an idempotency key, and written with a history
// row and an audit record; a refund that fails keeps what is owed and says why, for staff to
// retry (POST /staff/v1/orders/:id/refund).

export type OnlineRefundDeps = {
  db: Database
  logger: Logger
  payments: PaymentProvider
  now: () => Date
}

export function createOnlineRefunds(deps: OnlineRefundDeps) {
  const { db, now } = deps
  const online = deps.payments.online

  /**
   * Refund what the order owes the patient, if anything, through the processor. On success
   * the refund is written with a history row; on failure the amount stays owed and the
   * order says why, for staff to retry (POST /staff/v1/orders/:id/refund).
   */
  async function settleRefund(orderId: string, actorId: string): Promise<void> {
    const order = await findOrder(db, orderId)
    const due = Number(order?.refund_due_cents ?? 0)
    if (!order || due <= 0) return
    if (!online || order.payment_method !== ONLINE_PAYMENT_METHOD || !order.payment_reference) {
      return
    }
    const refunded = Number(order.refunded_cents)
    const at = now()
    try {
      const refund = await online.refund({
        paymentReference: order.payment_reference,
        amountCents: due,
        idempotencyKey: refundKey(order),
      })
      await db.transaction().execute(async (trx) => {
        const written = await trx
          .updateTable('orders')
          .set({
            refund_due_cents: 0,
            refunded_cents: refunded + due,
            refund_problem: null,
            updated_at: at.toISOString(),
          })
          .where('id', '=', order.id)
          .where('refund_due_cents', '=', due)
          .where('refunded_cents', '=', refunded)
          .executeTakeFirst()
        if (Number(written.numUpdatedRows) !== 1) return
        await noteOrder(
          trx,
          order,
          `Refunded ${formatCents(due)} online, Stripe refund ${refund.reference}`,
          at,
        )
        await recordAudit(
          trx,
          {
            actorId,
            action: 'order.refund',
            target: `order:${order.id}`,
            detail: { outcome: 'refunded', amountCents: due },
          },
          at,
        )
      })
    } catch (error) {
      const reason = error instanceof Error ? error.message.split('\n')[0] : 'unknown error'
      // Answered and declined (not lost on the way): the next try asks anew.
      const declined = isDecline(error)
      deps.logger.warn({ order: order.id, err: reason }, 'refund failed')
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('orders')
          .set({
            refund_problem: `The refund of ${formatCents(due)} did not go through (${reason}). Retry it, or refund it in Stripe.`,
            ...(declined ? { refund_declines: Number(order.refund_declines) + 1 } : {}),
            updated_at: at.toISOString(),
          })
          .where('id', '=', order.id)
          .execute()
        await recordAudit(
          trx,
          {
            actorId,
            action: 'order.refund',
            target: `order:${order.id}`,
            detail: { outcome: 'failed', amountCents: due },
          },
          at,
        )
      })
    }
  }

  return { settleRefund }
}

/**
 * A refund's idempotency key. The same owed amount gives the same key: a retry after a lost
 * answer refunds once. Stripe keeps a key's answer, a decline too, so a try after a decline
 * takes a new one. A physician's amendment of a paid order names its number: each amendment's
 * refund is its own (docs/decisions/051-a-paid-order-amended-and-the-difference-refunded.md);
 * an order never amended keeps the key it had before amendments existed.
 */
export function refundKey(
  order: Pick<
    OrderRow,
    'id' | 'refunded_cents' | 'refund_due_cents' | 'refund_declines' | 'amendments'
  >,
): string {
  const amendment = Number(order.amendments) > 0 ? `a${Number(order.amendments)}-` : ''
  return `refund-${order.id}-${amendment}${Number(order.refunded_cents)}-${Number(order.refund_due_cents)}-${Number(order.refund_declines)}`
}

/** Whether the processor answered and said no (not a connection lost or a timeout). */
function isDecline(error: unknown): boolean {
  const status = (error as { statusCode?: unknown } | null)?.statusCode
  return typeof status === 'number' && status >= 400 && status < 500
}

/** A row in the order's history that is no move (a refund): from and to are its state. */
async function noteOrder(trx: Database, order: OrderRow, detail: string, at: Date) {
  const current = (await loadOrder(trx, order.id))!
  const last = current.events.at(-1)?.sequence ?? 0
  await trx
    .insertInto('order_events')
    .values({
      id: randomUUID(),
      order_id: order.id,
      sequence: Number(last) + 1,
      from_state: current.order.state,
      to_state: current.order.state,
      actor: 'system',
      actor_user_id: null,
      detail,
      at: at.toISOString(),
    })
    .execute()
}
