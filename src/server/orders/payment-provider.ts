import { CLINIC_PHONE } from '../../shared/clinic'
import { formatCents } from '../../shared/money'
import {
  type PatientOrder,
  type PaymentMethod,
  paymentMethodLabels,
} from '../../shared/orders/orders'

// How an order gets paid (docs/decisions/023-payment-provider.md). The order's states do not
// change with the provider: staff move an order to awaiting_payment, where the provider asks
// the patient to pay, and to paid, where it records the payment. Today's provider is "pay by
// phone or invoice": the patient calls with a card or pays an invoice, and staff record the
// receipt or invoice number. No card number ever reaches this server, whatever the provider.

/** The one mail of the awaiting_payment step: how to pay, in the patient's words. */
export type PaymentRequest = { subject: string; lines: string[] }

/** What staff saw: how the patient paid, and the receipt, invoice or processor reference. */
export type PaymentRecord = { method: PaymentMethod; reference: string }

export type PaymentProvider = {
  /** Named in logs and the ADR; never shown to patients. */
  readonly id: string
  /**
   * At awaiting_payment: ask the patient to pay `order.totalCents`. Runs before the step's
   * transaction (a processor's call must not hold database locks); what it answers is mailed
   * through the outbox in that transaction, so the mail goes only if the step is taken.
   */
  requestPayment: (order: PatientOrder) => Promise<PaymentRequest>
  /**
   * At paid: record the payment staff confirm, answering what to store. Runs before the
   * step's transaction too; a processor that captures money here must use the order id as
   * its idempotency key, so a step retried after losing a race captures once.
   */
  recordPayment: (order: PatientOrder, payment: PaymentRecord) => Promise<PaymentRecord>
  /**
   * Paying online on the processor's hosted page, when one is set up (stripe-payments.ts,
   * docs/decisions/050-stripe-hosted-checkout.md); undefined for pay by phone or invoice.
   */
  online?: OnlinePayments
}

/** A processor's event, verified and reduced to what the order service acts on. */
export type PaymentEvent = {
  id: string
  type: string
  /** For a completed checkout: whose order, what was paid, and the payment's reference. */
  checkout?: {
    orderId: string | null
    paid: boolean
    amountCents: number | null
    currency: string | null
    paymentReference: string | null
  }
}

/** A payment the processor holds, as reconciliation compares it with the orders. */
export type ProcessorPayment = {
  /** The payment's reference (a payment intent id). */
  reference: string
  orderId: string | null
  amountCents: number
  currency: string
  succeeded: boolean
  createdAt: string
}

export type OnlinePayments = {
  /**
   * A hosted checkout for exactly `order.totalCents` in USD; answers the page's address. The
   * same order and total give the same page (the order id and total are its idempotency key).
   */
  startCheckout: (order: PatientOrder) => Promise<{ url: string }>
  /**
   * The event a webhook carries, checked against its signature over the raw body and its age
   * at `receivedAtMs`; throws `PaymentSignatureError` when either is wrong.
   */
  verifyEvent: (rawBody: string, signature: string, receivedAtMs: number) => PaymentEvent
  /** Give `amountCents` of a payment back; the key makes a retry refund once. */
  refund: (refund: {
    paymentReference: string
    amountCents: number
    idempotencyKey: string
  }) => Promise<{ reference: string }>
  /** Whether a payment succeeded, as the processor has it (undefined: it has none). */
  payment: (reference: string) => Promise<ProcessorPayment | undefined>
  /** Completed checkouts since `since`, for reconciliation. */
  paymentsSince: (since: Date) => Promise<ProcessorPayment[]>
}

/** A webhook whose signature is missing, wrong or too old: refused, nothing changed. */
export class PaymentSignatureError extends Error {
  override name = 'PaymentSignatureError'
}

/**
 * Pay by phone or invoice: the mail gives the order number, the total and the clinic's phone;
 * staff record the method and the reference as they are. Nothing is held or captured, so
 * there is nothing to release when an order is cancelled.
 */
export function payByPhoneOrInvoice(phone: { display: string } = CLINIC_PHONE): PaymentProvider {
  return {
    id: 'phone-or-invoice',
    requestPayment: (order) =>
      Promise.resolve({
        subject: `How to pay for your Renew Medical order ${order.number}`,
        lines: [
          `Your order ${order.number} is ready for payment.`,
          `Total to pay: ${formatCents(order.totalCents)}`,
          '',
          'How to pay:',
          `- ${paymentMethodLabels.card_by_phone}: call us at ${phone.display} and quote ${order.number}.`,
          `- ${paymentMethodLabels.invoice}: call us at ${phone.display} and ask for an invoice for ${order.number}; we e-mail it to you.`,
          `- ${paymentMethodLabels.cash_or_check}: bring ${order.number} with you.`,
          '',
          'We ship once payment is in. Please never send card details by e-mail.',
        ],
      }),
    recordPayment: (_order, payment) =>
      Promise.resolve({ method: payment.method, reference: payment.reference.trim() }),
  }
}
