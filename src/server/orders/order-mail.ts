import { CLINIC_PHONE } from '../../shared/clinic'
import { formatCents } from '../../shared/money'
import { type OrderState, orderStateLabels } from '../../shared/orders/order-states'
import { orderNextStep, type PatientOrder, paymentMethodLabels } from '../../shared/orders/orders'
import { greeting, oneLine } from '../mail/mail-text'
import type { OutboxEntry } from '../outbox/outbox.queries'
import type { PaymentRequest } from './payment-provider'

// The patient's mails about an order (docs/architecture.md, Orders), all through the outbox in
// the transaction that made the change, so a mail goes if and only if the change is stored: one
// when the order arrives (with an invitation to make an account for a guest), then one per move
// saying what the order is now and what happens next — with the physician's reason for a change
// or a decline, the carrier and tracking number once shipped. The patient is named only in the
// fixed greeting (mail-text.ts); what they typed elsewhere (the address) is kept to its line.

export type OrderMailContext = {
  order: PatientOrder
  to: { email: string; firstName: string }
  publicUrl: string
}

/** The lines, the totals and where it ships, as the patient reads them. */
function summary(order: PatientOrder): string[] {
  const lines = order.lines.map((line) => {
    const asked =
      line.quantity === line.requestedQuantity ? '' : ` (you asked for ${line.requestedQuantity})`
    const removed = line.quantity === 0 ? ' — removed' : ''
    return `- ${line.quantity} × ${line.name}, ${formatCents(line.unitPriceCents)} each${asked}${removed}`
  })
  const { line1, line2, city, state, zip } = order.shipping
  return [
    `Order ${order.number}`,
    ...lines,
    `Subtotal: ${formatCents(order.subtotalCents)}`,
    `Shipping: ${order.shippingCents === 0 ? 'free' : formatCents(order.shippingCents)}`,
    `Total: ${formatCents(order.totalCents)}`,
    `Ships to: ${oneLine([line1, line2, `${city}, ${state} ${zip}`].filter(Boolean).join(', '))}`,
  ]
}

function followUp(context: OrderMailContext): string[] {
  return [
    `Follow your order in My care (${context.publicUrl}/account), or call us at ${CLINIC_PHONE.display} and quote ${context.order.number}.`,
  ]
}

function mail(context: OrderMailContext, subject: string, body: string[]): OutboxEntry {
  return {
    kind: 'email',
    payload: {
      to: context.to.email,
      subject,
      text: [greeting(context.to.firstName), '', ...body].join('\n'),
    },
  }
}

/** The order arrived: what is in it, what happens next; a guest is invited to make an account. */
export function receivedMail(context: OrderMailContext & { invite: boolean }): OutboxEntry {
  const { order } = context
  return mail(context, `We received your Renew Medical order ${order.number}`, [
    'Thank you: we received your order request. Nothing is charged yet.',
    '',
    ...summary(order),
    '',
    `What happens next: ${orderNextStep(order.state) ?? ''}`,
    ...followUp(context),
    ...(context.invite
      ? [
          '',
          `Follow your orders online: create an account with this e-mail address at ${context.publicUrl}/auth?mode=signup`,
        ]
      : []),
  ])
}

const subjects: Record<Exclude<OrderState, 'submitted' | 'awaiting_review'>, string> = {
  approved: 'is approved',
  changed: 'was changed by our physician',
  declined: 'was declined by our physician',
  awaiting_payment: 'is ready for payment',
  paid: 'is paid',
  shipped: 'has shipped',
  delivered: 'was delivered',
  cancelled: 'is cancelled',
}

/**
 * The mail of one move: the new state and what happens next. At awaiting_payment the payment
 * provider's words say how to pay (payment-provider.ts); they are the step's one mail.
 */
export function stateMail(
  context: OrderMailContext & { payment?: PaymentRequest },
): OutboxEntry | undefined {
  const { order } = context
  if (order.state === 'submitted' || order.state === 'awaiting_review') return undefined
  if (order.state === 'awaiting_payment' && context.payment) {
    return mail(context, context.payment.subject, [
      ...context.payment.lines,
      '',
      ...summary(order),
      '',
      ...followUp(context),
    ])
  }
  const next = orderNextStep(order.state)
  const body: string[] = [`Your order ${order.number} is now: ${orderStateLabels[order.state]}.`]
  if ((order.state === 'changed' || order.state === 'declined') && order.reason) {
    body.push('', `Our physician's reason: ${order.reason}`)
  }
  if (order.state === 'cancelled' && order.reason) body.push('', `Reason: ${order.reason}`)
  if (order.state === 'paid' && order.payment) {
    const method = paymentMethodLabels[order.payment.method as keyof typeof paymentMethodLabels]
    const { amountCents } = order.payment
    body.push(
      '',
      `Payment: ${method ?? order.payment.method}, reference ${order.payment.reference}`,
      ...(amountCents === null ? [] : [`Received: ${formatCents(amountCents)}`]),
    )
  }
  if (order.state === 'shipped' && order.shipment) {
    body.push(
      '',
      `Carrier: ${order.shipment.carrier}`,
      `Tracking number: ${order.shipment.tracking}`,
    )
  }
  if (order.state === 'changed') {
    body.push('', 'The order as it stands now:')
  }
  body.push('', ...summary(order))
  if (next) body.push('', `What happens next: ${next}`)
  if (order.state === 'cancelled' || order.state === 'declined') {
    body.push(
      '',
      order.payment
        ? `We refund your payment of ${formatCents(order.payment.amountCents ?? order.totalCents)} and call you about it.`
        : 'Nothing is charged for this order.',
    )
  }
  body.push(...followUp(context))
  return mail(context, `Your Renew Medical order ${order.number} ${subjects[order.state]}`, body)
}

/**
 * A physician's change to an order already paid (docs/decisions/051-a-paid-order-amended-and-
 * the-difference-refunded.md): their reason, the order as it stands, and the difference going
 * back to the card. The order stays paid, so this is not a move's mail.
 */
export function amendedMail(context: OrderMailContext & { refundCents: number }): OutboxEntry {
  const { order } = context
  return mail(context, `Your Renew Medical order ${order.number} was changed by our physician`, [
    `Our physician changed your paid order ${order.number}.`,
    ...(order.reason ? ['', `Our physician's reason: ${order.reason}`] : []),
    '',
    'The order as it stands now:',
    ...summary(order),
    '',
    context.refundCents > 0
      ? `We are refunding the difference, ${formatCents(context.refundCents)}, to your card.`
      : 'The total is unchanged: nothing is refunded.',
    ...followUp(context),
  ])
}
