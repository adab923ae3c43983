import Stripe from 'stripe'

import { CLINIC_PHONE } from '../../shared/clinic'
import { formatCents } from '../../shared/money'
import type { PatientOrder } from '../../shared/orders/orders'
import type { StripeConfig } from '../env'
import {
  type OnlinePayments,
  payByPhoneOrInvoice,
  type PaymentEvent,
  type PaymentProvider,
  PaymentSignatureError,
  type ProcessorPayment,
} from './payment-provider'

// Paying online through Stripe's hosted Checkout (docs/decisions/050-stripe-hosted-checkout.md).
// The patient pays on Stripe's own page: no Stripe script, frame or card field is ever on ours,
// so the site's CSP stays as it is and its PCI scope stays SAQ A. The amount is the order's
// total as the server holds it, in USD; the order is paid only when Stripe's signed
// `checkout.session.completed` event says so (online-payments.ts), never by the return URL.
// The phone, invoice and cash ways stay open beside it, and staff may still record them.

/** Where the patient lands back from Stripe's page, paid or not: the order in My care. */
export const orderPageUrl = (publicUrl: string, orderId: string) =>
  `${publicUrl}/account#order-${orderId}-heading`

/** The order's page in My care, with Pay now (the mail links there: paying needs a sign-in). */
export function stripeProvider(
  config: StripeConfig,
  { publicUrl, phone = CLINIC_PHONE }: { publicUrl: string; phone?: { display: string } },
): PaymentProvider {
  const base = config.apiBase ? new URL(config.apiBase) : undefined
  const stripe = new Stripe(config.secretKey, {
    // Tests point the SDK at a local fake (STRIPE_API_BASE); production talks to api.stripe.com.
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === 'https:' ? 443 : 80),
          protocol: base.protocol === 'https:' ? ('https' as const) : ('http' as const),
        }
      : {}),
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
  })
  const offline = payByPhoneOrInvoice(phone)

  const online: OnlinePayments = {
    async startCheckout(order: PatientOrder) {
      const page = orderPageUrl(publicUrl, order.id)
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: 'usd',
                unit_amount: order.totalCents,
                product_data: { name: `Renew Medical order ${order.number}` },
              },
            },
          ],
          client_reference_id: order.id,
          metadata: { order_id: order.id, order_number: order.number },
          payment_intent_data: {
            metadata: { order_id: order.id, order_number: order.number },
          },
          success_url: page,
          cancel_url: page,
        },
        // One page per order and total: a second Pay now reuses it; a new total makes a new one.
        { idempotencyKey: `checkout-${order.id}-${order.totalCents}` },
      )
      if (!session.url) throw new Error('Stripe answered a checkout session without a url')
      return { url: session.url }
    },

    verifyEvent(rawBody, signature, receivedAtMs) {
      let event: Stripe.Event
      try {
        event = stripe.webhooks.constructEvent(
          rawBody,
          signature,
          config.webhookSecret,
          undefined,
          undefined,
          receivedAtMs,
        )
      } catch (error) {
        throw new PaymentSignatureError(
          error instanceof Error ? error.message.split('\n')[0] : 'bad signature',
        )
      }
      const answer: PaymentEvent = { id: event.id, type: event.type }
      if (event.type === 'checkout.session.completed') {
        const session = event.data.object
        answer.checkout = {
          orderId: session.client_reference_id ?? session.metadata?.order_id ?? null,
          paid: session.payment_status === 'paid',
          amountCents: session.amount_total,
          currency: session.currency,
          paymentReference: idOf(session.payment_intent),
        }
      }
      return answer
    },

    async refund({ paymentReference, amountCents, idempotencyKey }) {
      const refund = await stripe.refunds.create(
        { payment_intent: paymentReference, amount: amountCents },
        { idempotencyKey },
      )
      if (refund.status === 'failed' || refund.status === 'canceled') {
        throw new Error(`Stripe refund ${refund.id} ${refund.status}`)
      }
      return { reference: refund.id }
    },

    async payment(reference) {
      try {
        const intent = await stripe.paymentIntents.retrieve(reference)
        return {
          reference: intent.id,
          orderId: intent.metadata?.order_id ?? null,
          amountCents: intent.amount_received || intent.amount,
          currency: intent.currency,
          succeeded: intent.status === 'succeeded',
          createdAt: new Date(intent.created * 1000).toISOString(),
        }
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) {
          return undefined
        }
        throw error
      }
    },

    async paymentsSince(since) {
      const found: ProcessorPayment[] = []
      for await (const session of stripe.checkout.sessions.list({
        created: { gte: Math.floor(since.getTime() / 1000) },
        status: 'complete',
        limit: 100,
      })) {
        const reference = idOf(session.payment_intent)
        if (!reference) continue
        found.push({
          reference,
          orderId: session.client_reference_id ?? session.metadata?.order_id ?? null,
          amountCents: session.amount_total ?? 0,
          currency: session.currency ?? '',
          succeeded: session.payment_status === 'paid',
          createdAt: new Date(session.created * 1000).toISOString(),
        })
      }
      return found
    },
  }

  return {
    id: 'stripe-checkout',
    requestPayment: (order) =>
      Promise.resolve({
        subject: `Pay for your Renew Medical order ${order.number}`,
        lines: [
          `Your order ${order.number} is ready for payment.`,
          `Total to pay: ${formatCents(order.totalCents)}`,
          '',
          `Pay now, online by card: sign in to My care and choose Pay now on your order (${orderPageUrl(publicUrl, order.id)}). You pay on Stripe's secure page; we never see your card.`,
          '',
          `Or call us at ${phone.display} and quote ${order.number} to pay by phone or ask for an invoice.`,
          '',
          'We ship once payment is in. Please never send card details by e-mail.',
        ],
      }),
    recordPayment: offline.recordPayment,
    online,
  }
}

/** The id of an expandable field, whether Stripe sent the id or the object. */
function idOf(field: string | { id: string } | null | undefined): string | null {
  if (!field) return null
  return typeof field === 'string' ? field : field.id
}
