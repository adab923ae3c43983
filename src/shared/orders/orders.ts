// Order requests from the RM Naturals cart (docs/architecture.md, Orders): the words, limits,
// request schemas and wire shapes that the checkout page, My care, the staff order queue and the
// server share. The browser's prices are never trusted: a request names products and quantities
// only, and the server prices every line from the catalogue in the database.
import * as z from 'zod/mini'

import { SERVED_STATES } from '../clinic'
import { contactFields } from '../contact-fields'
import { singleLine } from '../single-line'
import type { IntakeDetail } from '../workspace-wire'
import type { OrderActor, OrderState } from './order-states'

const servedStateNames = SERVED_STATES.map((state) => state.name)

export const ORDER_LIMITS = {
  /** Lines in one order. */
  maxLines: 30,
  /** The per-product quantity limit when a product has none of its own. */
  defaultMaxPerOrder: 10,
  /** Orders whose subtotal reaches this ship free (the cart's "free shipping over $75"). */
  freeShippingThresholdCents: 7500,
  /**
   * Standard shipping below the threshold. The specification names no fee; this is the clinic's
   * to confirm, held here only (docs/product.md, Shop).
   */
  standardShippingCents: 795,
  /** Reasons a physician or staff member gives (the patient reads them). */
  reasonMax: 500,
} as const

export const orderMessages = {
  stateNotServed: `We ship only to ${servedStateNames.slice(0, -1).join(', ')} and ${servedStateNames.at(-1)}. Please call us and we will help you another way.`,
  state: 'Please choose the state to ship to',
  line1: 'Please enter the street address',
  line2: 'Please enter the second address line on one line',
  city: 'Please enter the city',
  zip: 'Please enter a 5-digit ZIP code',
  emptyCart: 'Your cart is empty',
  tooManyLines: `An order can have at most ${ORDER_LIMITS.maxLines} products`,
  quantity: 'Each quantity must be a whole number of at least 1',
  idempotencyKey: 'Each order attempt needs its own key',
  unknownProduct: (name: string) => `${name} is no longer in our catalogue. Please remove it.`,
  outOfStock: (name: string) => `${name} is out of stock. Please remove it.`,
  notEnoughStock: (name: string, left: number) =>
    `Only ${left} of ${name} ${left === 1 ? 'is' : 'are'} left. Please lower the quantity.`,
  overLimit: (name: string, limit: number) =>
    `You can order at most ${limit} of ${name} at a time.`,
  unknownOrder: 'We could not find that order.',
  notAllowed: (label: string) =>
    `This order is ${label.toLowerCase()}, so that is no longer possible.`,
  // Also the role table's refusal (roles.ts), which reads it from here: the checkout, which
  // carries these messages, need not load the table.
  physicianOnly: 'Only a physician can review these products.',
  reason: 'Please give a reason the patient will read',
  changeNeedsEdit: 'Change at least one quantity, or approve the order as it is',
  changeRemovesAll: 'Removing every product declines the order: choose Decline instead',
  paymentMethod: 'Please choose how the patient paid',
  paymentReference: 'Please enter the payment reference (receipt or invoice number)',
  carrier: 'Please enter the carrier',
  tracking: 'Please enter the tracking number',
} as const

const idempotencyKey = z
  .string(orderMessages.idempotencyKey)
  .check(z.regex(/^[\w-]{8,100}$/, orderMessages.idempotencyKey))

/** A one-line field (an address line, a tracking number): no line breaks (single-line.ts). */
const line = (message: string, max: number) =>
  z
    .string(message)
    .check(z.trim(), z.minLength(1, message), z.maxLength(max, message), singleLine(message))

/** A US shipping address; only the states the clinic serves are accepted. */
export const shippingAddressSchema = z.object({
  line1: line(orderMessages.line1, 120),
  line2: z.optional(
    z
      .string()
      .check(z.trim(), z.maxLength(120, 'At most 120 characters'), singleLine(orderMessages.line2)),
  ),
  city: line(orderMessages.city, 80),
  state: z.string(orderMessages.state).check(
    z.regex(/^[A-Z]{2}$/, orderMessages.state),
    z.refine(
      (code) => SERVED_STATES.some((state) => state.code === code),
      orderMessages.stateNotServed,
    ),
  ),
  zip: z.string(orderMessages.zip).check(z.trim(), z.regex(/^\d{5}(-\d{4})?$/, orderMessages.zip)),
})
export type ShippingAddress = z.output<typeof shippingAddressSchema>

/**
 * POST /orders/v1/orders: contact details (the consultation form's fields and messages), where to
 * ship, and what to order. Any price the browser adds is ignored (the schema drops unknown keys).
 */
export const orderRequestSchema = z.object({
  ...contactFields,
  shipping: shippingAddressSchema,
  lines: z
    .array(
      z.object({
        productId: z.string(orderMessages.emptyCart).check(z.regex(/^[\w-]{1,64}$/)),
        quantity: z
          .number(orderMessages.quantity)
          .check(z.int(orderMessages.quantity), z.gte(1, orderMessages.quantity)),
      }),
      orderMessages.emptyCart,
    )
    .check(
      z.minLength(1, orderMessages.emptyCart),
      z.maxLength(ORDER_LIMITS.maxLines, orderMessages.tooManyLines),
    ),
  idempotencyKey,
})
export type OrderRequest = z.output<typeof orderRequestSchema>
export type OrderRequestInput = z.input<typeof orderRequestSchema>

/** 422 when a line cannot be ordered: which product, and why in words. */
export type OrderLineProblem = {
  productId: string
  code: 'unknown_product' | 'out_of_stock' | 'not_enough_stock' | 'over_limit'
  message: string
}
export type OrderRefusedAnswer = {
  code: 'order_lines_refused'
  message: string
  lines: OrderLineProblem[]
}

/** A product as the shop sells it today (GET /orders/v1/catalogue), from the database. */
export type CatalogueEntry = {
  id: string
  name: string
  priceCents: number
  originalPriceCents: number | null
  /** Units left; 0 is out of stock. */
  stock: number
  needsReview: boolean
  maxPerOrder: number
  active: boolean
}

/** One line of an order: the price was fixed by the server when the order was placed. */
export type OrderLine = {
  id: string
  productId: string
  name: string
  unitPriceCents: number
  quantity: number
  /** What the patient asked for, when a physician changed it. */
  requestedQuantity: number
  needsReview: boolean
  /** Null until a physician decides (and for lines that need no review). */
  review: 'approved' | 'changed' | 'declined' | null
  /** The physician's reason, which the patient reads. */
  reviewReason: string | null
}

export type OrderEvent = {
  from: OrderState | null
  to: OrderState
  actor: OrderActor
  /** The reason or detail given with the move (a physician's reason, a tracking number). */
  detail: string | null
  at: string
}

/** An order as the patient sees it (the confirmation page, My care). */
export type PatientOrder = {
  id: string
  /** The number the patient quotes on the phone, e.g. RM-7KQ2-M4XD. */
  number: string
  state: OrderState
  lines: OrderLine[]
  subtotalCents: number
  shippingCents: number
  totalCents: number
  shipping: ShippingAddress
  /** A physician's reason for a change or a decline, or staff's reason for cancelling. */
  reason: string | null
  /**
   * As staff recorded it. The amount (cents) and the day it came in (YYYY-MM-DD, the clinic's
   * calendar) are null for payments recorded before they were asked (migration 0018).
   */
  payment: {
    method: string
    reference: string
    amountCents: number | null
    paidOn: string | null
  } | null
  shipment: { carrier: string; tracking: string } | null
  /**
   * Money going back to the patient through the payment processor (a cancelled or lowered paid
   * order): refunded so far, still owed, and why the last try failed. Null when nothing is owed
   * or was refunded.
   */
  refund?: { refundedCents: number; dueCents: number; problem: string | null } | null
  /** Whether "Pay now" is offered: the order awaits payment and online payment is set up. */
  payOnline?: boolean
  createdAt: string
  updatedAt: string
  events: OrderEvent[]
}

/** POST /orders/v1/orders answers 201 (or 200 for a retried request with the same key). */
export type OrderAnswer = {
  order: PatientOrder
  /** True when a guest was invited to create an account with this address. */
  invited: boolean
}

/** POST /orders/v1/orders/:id/checkout with Accept: application/json: the hosted payment page. */
export type CheckoutAnswer = { url: string }

/** An order in the staff workspace: the patient's order and the contact details. */
export type StaffOrder = PatientOrder & {
  contact: { firstName: string; lastName: string; email: string; phone: string }
  userId: string | null
  /** What staff must look at about an online payment (an amount that did not match). */
  paymentFlag?: string | null
}

/**
 * GET /staff/v1/orders/:id/questionnaire (physicians only): the latest submitted questionnaire of
 * the order's patient, or null when they have none; `matchedBy` says how the patient was found
 * (the order's account, or an account with the order's e-mail address), null when neither.
 */
export type OrderQuestionnaire = {
  questionnaire: IntakeDetail | null
  matchedBy: 'account' | 'email' | null
}

/** GET /staff/v1/orders?state=&review=1 */
export type StaffOrderList = { orders: StaffOrder[] }

/** How a patient paid, as staff record it ("pay by phone or invoice"). */
export const paymentMethods = ['card_by_phone', 'invoice', 'cash_or_check'] as const
export type PaymentMethod = (typeof paymentMethods)[number]
/**
 * Paid by the patient on the payment processor's hosted page: recorded by its signed event,
 * never chosen by staff, so it is not among the `paymentMethods` staff record
 * (docs/decisions/050-stripe-hosted-checkout.md).
 */
export const ONLINE_PAYMENT_METHOD = 'card_online'
export const paymentMethodLabels: Record<PaymentMethod | typeof ONLINE_PAYMENT_METHOD, string> = {
  card_by_phone: 'Card, by phone',
  invoice: 'Invoice (bank transfer)',
  cash_or_check: 'Cash or check at the clinic',
  card_online: 'Paid online',
}

/** Shipping for a subtotal: free from the threshold, else the standard fee. */
export function shippingCentsFor(subtotalCents: number): number {
  return subtotalCents >= ORDER_LIMITS.freeShippingThresholdCents
    ? 0
    : ORDER_LIMITS.standardShippingCents
}

/** Who acts next on an order, in the patient's words (My care, the confirmation page). */
export function orderNextStep(state: OrderState): string | null {
  switch (state) {
    case 'submitted':
      return 'Our clinic team checks your order and sends how to pay, usually within one business day.'
    case 'awaiting_review':
      return 'A physician reviews the products that need approval, usually within one business day.'
    case 'approved':
    case 'changed':
      return 'Our clinic team sends how to pay.'
    case 'awaiting_payment':
      return `Pay by phone or by invoice; we ship once payment is in.`
    case 'paid':
      return 'We pack and ship your order, usually within two business days.'
    case 'shipped':
      return 'Your parcel is on its way.'
    case 'declined':
    case 'delivered':
    case 'cancelled':
      return null
  }
}
