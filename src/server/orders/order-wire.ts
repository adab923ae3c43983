import { centsToDecimal } from '../../shared/money'
import type { OrderActor, OrderState } from '../../shared/orders/order-states'
import type { PatientOrder, StaffOrder } from '../../shared/orders/orders'
import type { OrderRecord } from './order.queries'

// An order as the wire shows it (docs/wire-contract.md, Orders API): to its patient, to staff
// (with the contact details), and as a row of the staff's CSV export.

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
        ? {
            method: order.payment_method,
            reference: order.payment_reference,
            amountCents: order.paid_cents === null ? null : Number(order.paid_cents),
            paidOn: order.paid_on,
          }
        : null,
    shipment:
      order.carrier && order.tracking ? { carrier: order.carrier, tracking: order.tracking } : null,
    refund:
      Number(order.refund_due_cents) > 0 || Number(order.refunded_cents) > 0
        ? {
            refundedCents: Number(order.refunded_cents),
            dueCents: Number(order.refund_due_cents),
            problem: order.refund_problem,
          }
        : null,
    // Only the patient's own reads say yes, when online payment is set up (order-service.ts).
    payOnline: false,
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
    paymentFlag: order.payment_flag,
  }
}

/** The columns of the staff's CSV export, in order. */
export const CSV_COLUMNS = [
  'number',
  'created_at',
  'state',
  'first_name',
  'last_name',
  'email',
  'phone',
  'ship_line1',
  'ship_line2',
  'ship_city',
  'ship_state',
  'ship_zip',
  'lines',
  'subtotal_usd',
  'shipping_usd',
  'total_usd',
  'payment_method',
  'payment_reference',
  'paid_usd',
  'paid_on',
  'carrier',
  'tracking',
  'reason',
] as const

/** One order as a row of the export: the lines kept (quantity above 0) in one cell. */
export function toCsvRow({
  order,
  lines,
}: OrderRecord): Record<(typeof CSV_COLUMNS)[number], string | number | boolean | null> {
  return {
    number: order.number,
    created_at: order.created_at,
    state: order.state,
    first_name: order.first_name,
    last_name: order.last_name,
    email: order.email,
    phone: order.phone,
    ship_line1: order.ship_line1,
    ship_line2: order.ship_line2,
    ship_city: order.ship_city,
    ship_state: order.ship_state,
    ship_zip: order.ship_zip,
    lines: lines
      .filter((line) => line.quantity > 0)
      .map((line) => `${line.quantity} x ${line.name}`)
      .join('; '),
    subtotal_usd: centsToDecimal(order.subtotal_cents),
    shipping_usd: centsToDecimal(order.shipping_cents),
    total_usd: centsToDecimal(order.total_cents),
    payment_method: order.payment_method,
    payment_reference: order.payment_reference,
    paid_usd: order.paid_cents === null ? null : centsToDecimal(Number(order.paid_cents)),
    paid_on: order.paid_on,
    carrier: order.carrier,
    tracking: order.tracking,
    reason: order.reason,
  }
}
