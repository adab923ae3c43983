import { CLINIC_TIME_ZONE } from '../../shared/clinic'
import { formatCents } from '../../shared/money'
import {
  dayIn,
  type OrderTransitionRequest,
  paymentProblem,
} from '../../shared/orders/order-staff-requests'
import { ONLINE_PAYMENT_METHOD, paymentMethodLabels } from '../../shared/orders/orders'
import { PlainError } from '../middleware/wire-error'
import { toPatientOrder } from './order-wire'
import { type OrderMove, type OrderRecord, unitsHeld } from './order.queries'
import type { PaymentProvider, PaymentRequest } from './payment-provider'

// What each staff move of an order writes (docs/architecture.md, Orders): asking the payment
// provider for a payment request, checking and recording a payment taken by phone or invoice,
// the carrier and tracking of a shipment, and what a cancel owes back. The move itself, its
// compare-and-set, history row, audit record and mail are order-staff-service.ts's.

/** A move's change, as a use-case words it (the order, actor and clock are the move's own). */
export type Change = Omit<OrderMove, 'order' | 'actor' | 'actorUserId' | 'now' | 'alsoDo'>

/** What one staff move writes, says in the history, and audits (ids and kinds, no one's data). */
export async function transitionOf(
  deps: { payments: PaymentProvider; now: () => Date },
  input: OrderTransitionRequest,
  record: OrderRecord,
): Promise<{ change: Change; audit: Record<string, unknown>; payment?: PaymentRequest }> {
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
      // Checked against the order before the provider is asked: an amount above the total,
      // or a day in the future or before the order, is a 400 naming its field.
      const problem = paymentProblem(
        input,
        {
          totalCents: Number(record.order.total_cents),
          placedOn: dayIn(new Date(record.order.created_at), CLINIC_TIME_ZONE),
        },
        dayIn(deps.now(), CLINIC_TIME_ZONE),
      )
      if (problem) {
        throw new PlainError(400, problem.message, {
          code: 'invalid_request',
          field: problem.field,
        })
      }
      const paid = await deps.payments.recordPayment(toPatientOrder(record), {
        method: input.method,
        reference: input.reference,
      })
      const total = Number(record.order.total_cents)
      const short =
        input.amountCents < total ? ` (${formatCents(total - input.amountCents)} short)` : ''
      return {
        change: {
          to: input.to,
          detail: `${paymentMethodLabels[paid.method]}, reference ${paid.reference}, ${formatCents(input.amountCents)} of ${formatCents(total)}${short}, received ${input.paidOn}`,
          set: {
            payment_method: paid.method,
            payment_reference: paid.reference,
            paid_cents: input.amountCents,
            paid_on: input.paidOn,
          },
        },
        audit: {
          provider: deps.payments.id,
          method: paid.method,
          amountCents: input.amountCents,
          paidOn: input.paidOn,
        },
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
    case 'cancelled': {
      // Paid online: what came in is owed back, refunded through the processor after the
      // move commits (online-payments.ts); a refund that fails stays owed, for staff to retry.
      const { order } = record
      const owed =
        order.payment_method === ONLINE_PAYMENT_METHOD
          ? Math.max(0, Number(order.paid_cents ?? 0) - Number(order.refunded_cents))
          : 0
      return {
        change: {
          to: input.to,
          detail: input.reason,
          set: { reason: input.reason, ...(owed > 0 ? { refund_due_cents: owed } : {}) },
          restock: unitsHeld(record.lines),
        },
        audit: { paid: order.payment_method !== null, refundDueCents: owed },
      }
    }
  }
}
