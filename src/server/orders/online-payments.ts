import { CLINIC_TIME_ZONE } from '../../shared/clinic'
import { formatCents } from '../../shared/money'
import { dayIn } from '../../shared/orders/order-staff-requests'
import { orderStateLabels, type OrderState } from '../../shared/orders/order-states'
import { ONLINE_PAYMENT_METHOD, orderMessages, type PatientOrder } from '../../shared/orders/orders'
import type { Database } from '../db/database'
import { recordAudit } from '../lib/audit-log'
import type { Logger } from '../logger'
import { PlainError } from '../middleware/wire-error'
import { enqueue } from '../outbox/outbox.queries'
import { createOnlineRefunds } from './online-refunds'
import { stateMail } from './order-mail'
import { toPatientOrder } from './order-wire'
import { findOrder, moveOrderIn, type OrderRow } from './order.queries'
import {
  type PaymentEvent,
  type PaymentProvider,
  PaymentSignatureError,
  type ProcessorPayment,
} from './payment-provider'

// Paying online (docs/decisions/050-stripe-hosted-checkout.md): the patient's Pay now, the
// processor's signed events, refunds and reconciliation. An event is applied exactly once: its
// id goes into `payment_events` (primary key) in the transaction that makes its change, so a
// repeat, or the same event delivered twice at once, finds the row and changes nothing. The order
// moves to paid through the same compare-and-set as any move, as the system; an amount or
// currency that does not match the order, or a payment for an order no longer awaiting one, is
// never taken as payment: the order is flagged for staff and the event audited. Money going back
// is owed on the order (`refund_due_cents`) in the cancel's transaction and refunded after it
// (online-refunds.ts).

/** Who the audit log names for what the processor's events do. */
export const PROCESSOR_ACTOR = 'system:payments'

export type OnlinePaymentDeps = {
  db: Database
  logger: Logger
  publicUrl: string
  payments: PaymentProvider
  onMailQueued?: () => void
  now: () => Date
}

const signatureRefused = () =>
  new PlainError(400, 'The webhook signature is missing, wrong or too old.', {
    code: 'invalid_signature',
  })

/** Why an online payment needs a person, in staff's words. */
export const paymentFlags = {
  mismatch: (paid: string, total: string) =>
    `An online payment of ${paid} arrived, but the order's total is ${total}: it was not taken as payment. Check it in Stripe and refund or record it.`,
  unexpected: (paid: string, state: OrderState) =>
    `An online payment of ${paid} arrived while the order was ${orderStateLabels[state].toLowerCase()}: check it in Stripe and refund it if it is a second payment.`,
} as const

export function createOnlinePayments(deps: OnlinePaymentDeps) {
  const { db, now } = deps
  const online = deps.payments.online
  const { settleRefund } = createOnlineRefunds(deps)

  /** Flag an order for staff in the event's transaction, with its audit record. */
  async function flag(trx: Database, order: OrderRow, message: string, detail: object) {
    await trx
      .updateTable('orders')
      .set({ payment_flag: message, updated_at: now().toISOString() })
      .where('id', '=', order.id)
      .execute()
    await recordAudit(
      trx,
      {
        actorId: PROCESSOR_ACTOR,
        action: 'order.payment',
        target: `order:${order.id}`,
        detail: { outcome: 'flagged', ...detail },
      },
      now(),
    )
  }

  /** What a completed checkout does to its order, inside the event's transaction. */
  async function applyCheckout(
    trx: Database,
    event: PaymentEvent,
    checkout: NonNullable<PaymentEvent['checkout']>,
  ): Promise<string> {
    if (!checkout.paid) return 'not_paid'
    const order = checkout.orderId ? await findOrder(trx, checkout.orderId) : undefined
    if (!order) {
      deps.logger.warn({ event: event.id }, 'online payment for no order of ours')
      return 'no_order'
    }
    const total = Number(order.total_cents)
    const paid = checkout.amountCents ?? 0
    const detail = { event: event.id, amountCents: paid, currency: checkout.currency }
    if (paid !== total || checkout.currency !== 'usd' || !checkout.paymentReference) {
      await flag(
        trx,
        order,
        paymentFlags.mismatch(
          `${formatCents(paid)} ${(checkout.currency ?? '').toUpperCase()}`,
          formatCents(total),
        ),
        { ...detail, totalCents: total },
      )
      deps.logger.warn({ order: order.id, event: event.id }, 'online payment does not match')
      return 'mismatch'
    }
    const at = now()
    const moved =
      order.state === 'awaiting_payment'
        ? await moveOrderIn(trx, {
            order,
            to: 'paid',
            actor: 'system',
            actorUserId: null,
            detail: `Paid online, ${formatCents(paid)}, Stripe reference ${checkout.paymentReference}`,
            set: {
              payment_method: ONLINE_PAYMENT_METHOD,
              payment_reference: checkout.paymentReference,
              paid_cents: paid,
              paid_on: dayIn(at, CLINIC_TIME_ZONE),
            },
            now: at,
            alsoDo: async (inner, after) => {
              await recordAudit(
                inner,
                {
                  actorId: PROCESSOR_ACTOR,
                  action: 'order.payment',
                  target: `order:${order.id}`,
                  detail: { outcome: 'paid', ...detail },
                },
                at,
              )
              const mail = stateMail({
                order: toPatientOrder(after),
                to: { email: after.order.email, firstName: after.order.first_name },
                publicUrl: deps.publicUrl,
              })
              if (mail) await enqueue(inner, [mail])
            },
          })
        : undefined
    if (moved) return 'paid'
    // Paid by phone meanwhile, cancelled, or a second checkout paid: money staff must look at.
    const latest = (await findOrder(trx, order.id)) ?? order
    await flag(
      trx,
      latest,
      paymentFlags.unexpected(formatCents(paid), latest.state as OrderState),
      { ...detail, state: latest.state },
    )
    return 'unexpected'
  }

  return {
    /** Whether Pay now is offered at all (a processor is set up). */
    offered: online !== undefined,

    /**
     * The hosted page for the patient's own order awaiting payment, for its server-held total.
     * The caller has checked the order is the patient's.
     */
    async checkout(patientId: string, order: PatientOrder): Promise<string> {
      if (!online) throw new PlainError(404, 'Not found')
      if (order.state !== 'awaiting_payment') {
        throw new PlainError(409, orderMessages.notAllowed(orderStateLabels[order.state]), {
          code: 'not_allowed',
        })
      }
      const { url } = await online.startCheckout(order)
      await recordAudit(
        db,
        {
          actorId: patientId,
          action: 'order.payment',
          target: `order:${order.id}`,
          detail: { outcome: 'checkout', totalCents: order.totalCents },
        },
        now(),
      )
      return url
    },

    /** A processor's webhook: verified, then applied once. Answers what it did. */
    async webhook(rawBody: string, signature: string | undefined): Promise<string> {
      if (!online) throw new PlainError(404, 'Not found')
      if (!signature) throw signatureRefused()
      let event: PaymentEvent
      try {
        event = online.verifyEvent(rawBody, signature, now().getTime())
      } catch (error) {
        if (error instanceof PaymentSignatureError) throw signatureRefused()
        throw error
      }
      const outcome = await db.transaction().execute(async (trx) => {
        const claimed = await trx
          .insertInto('payment_events')
          .values({
            event_id: event.id,
            type: event.type,
            order_id: event.checkout?.orderId ?? null,
            outcome: 'received',
            received_at: now().toISOString(),
          })
          .onConflict((conflict) => conflict.column('event_id').doNothing())
          .executeTakeFirst()
        if (Number(claimed.numInsertedOrUpdatedRows ?? 0) !== 1) return 'repeat'
        const done = event.checkout ? await applyCheckout(trx, event, event.checkout) : 'ignored'
        await trx
          .updateTable('payment_events')
          .set({ outcome: done })
          .where('event_id', '=', event.id)
          .execute()
        return done
      })
      if (outcome === 'paid') deps.onMailQueued?.()
      deps.logger.info({ event: event.id, type: event.type, outcome }, 'payment event')
      return outcome
    },

    settleRefund,

    /**
     * Paid orders whose payment the processor does not show as succeeded, and the processor's
     * payments with no order of ours, over the last `days` days.
     */
    async reconcile(days: number): Promise<{
      paidWithoutPayment: { orderId: string; number: string; reference: string }[]
      paymentsWithoutOrder: ProcessorPayment[]
    }> {
      if (!online) throw new Error('Online payments are not set up (STRIPE_SECRET_KEY)')
      const since = new Date(now().getTime() - days * 86_400_000)
      const paidOnline = await db
        .selectFrom('orders')
        .select(['id', 'number', 'payment_reference'])
        .where('payment_method', '=', ONLINE_PAYMENT_METHOD)
        .where('updated_at', '>=', since.toISOString())
        .execute()
      const paidWithoutPayment = []
      for (const order of paidOnline) {
        const payment = order.payment_reference
          ? await online.payment(order.payment_reference)
          : undefined
        if (!payment?.succeeded) {
          paidWithoutPayment.push({
            orderId: order.id,
            number: order.number,
            reference: order.payment_reference ?? '',
          })
        }
      }
      const payments = await online.paymentsSince(since)
      const paymentsWithoutOrder = []
      for (const payment of payments) {
        const order = payment.orderId ? await findOrder(db, payment.orderId) : undefined
        if (!order || order.payment_reference !== payment.reference) {
          paymentsWithoutOrder.push(payment)
        }
      }
      return { paidWithoutPayment, paymentsWithoutOrder }
    },
  }
}

export type OnlinePaymentService = ReturnType<typeof createOnlinePayments>
