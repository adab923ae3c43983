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
