// The staff's requests on orders (docs/architecture.md, Orders; docs/wire-contract.md, Orders
// API): a physician's review, a move to the next state, a catalogue change, and the rules a
// recorded payment keeps. Staff only: kept apart from orders.ts, which the checkout loads, so
// none of it reaches the checkout's script (docs/architecture.md, Performance budgets).
import * as z from 'zod/mini'

import { formatCents } from '../money'
import { singleLine } from '../single-line'
import { ORDER_LIMITS, orderMessages, paymentMethods } from './orders'

/** The words of the staff requests' checks, the same in the forms and the server's 400s. */
export const staffOrderMessages = {
  amount: 'Enter the amount received, in dollars and cents, like 24.99',
  amountPositive: 'The amount received must be more than $0.00',
  amountOverDue: (dueCents: number) =>
    `The amount received cannot be more than the order’s total of ${formatCents(dueCents)}`,
  date: 'Enter the day the payment was received',
  dateInFuture: 'The payment cannot be received after today',
  dateBeforeOrder: (placedOn: string) =>
    `The payment cannot be received before the order was placed (${placedOn})`,
  reviewOnly: (name: string) =>
    `${name} needs no physician’s review, so a review cannot change it: only the products marked “Needs a physician’s review” can be lowered or removed`,
  /** A physician's change to a paid order (docs/decisions/051-…): what refuses it. */
  amendNeedsEdit: 'Lower at least one quantity: nothing was changed',
  amendRemovesAll:
    'Removing every product ends the order: cancel it instead, and its whole payment is refunded',
  amendNotOnline:
    'Only an order paid online can be changed after payment: its difference is refunded through Stripe. Cancel this order, or refund the patient by hand.',
  amendRefundOwed: (owed: string) =>
    `A refund of ${owed} is still owed on this order: retry it first, then change the order`,
  amendRaises: (before: string, after: string) =>
    `This change would raise the total from ${before} to ${after} (shipping is charged below the free-shipping amount), more than the patient paid: a paid order’s total can only go down`,
  amendStale: 'The order was changed meanwhile: reload it and try again',
} as const

const text = (message: string, max: number) =>
  z.string(message).check(z.trim(), z.minLength(1, message), z.maxLength(max, message))

/** A one-line field (a reference, a tracking number): no line breaks (single-line.ts). */
const line = (message: string, max: number) =>
  z
    .string(message)
    .check(z.trim(), z.minLength(1, message), z.maxLength(max, message), singleLine(message))

/** A calendar day, `YYYY-MM-DD`, that exists (no 31 February). */
export function isCalendarDay(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
  if (!match) return false
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const date = new Date(Date.UTC(year, month - 1, day))
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  )
}

/** The calendar day an instant falls on in `timeZone`, `YYYY-MM-DD`. */
export function dayIn(instant: Date, timeZone: string): string {
  // en-CA writes dates as YYYY-MM-DD.
  return instant.toLocaleDateString('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  })
}

/** POST /staff/v1/orders/:id/review (physicians only). */
export const orderReviewSchema = z.object({
  decision: z.enum(['approve', 'change', 'decline']),
  /** Required for change and decline: the patient reads it. */
  reason: z.optional(z.string().check(z.trim(), z.maxLength(ORDER_LIMITS.reasonMax))),
  /** For change: new quantities of lines that need review, only lower (0 removes the line). */
  lines: z.optional(
    z.array(
      z.object({
        lineId: z.string().check(z.maxLength(64)),
        quantity: z.number().check(z.int(), z.gte(0)),
      }),
    ),
  ),
})
export type OrderReviewRequest = z.output<typeof orderReviewSchema>

/** The most one payment can be: what no order's total reaches (a typo's guard). */
const AMOUNT_MAX_CENTS = 100_000_000

/** POST /staff/v1/orders/:id/transition */
export const orderTransitionSchema = z.discriminatedUnion('to', [
  z.object({ to: z.literal('awaiting_payment') }),
  z.object({
    to: z.literal('paid'),
    method: z.enum(paymentMethods, orderMessages.paymentMethod),
    reference: line(orderMessages.paymentReference, 100),
    /** What was received, in cents: above 0 and at most the order's total (paymentProblem). */
    amountCents: z
      .number(staffOrderMessages.amount)
      .check(
        z.int(staffOrderMessages.amount),
        z.gt(0, staffOrderMessages.amountPositive),
        z.lte(AMOUNT_MAX_CENTS, staffOrderMessages.amount),
      ),
    /** The day it was received (YYYY-MM-DD): from the order's day to today (paymentProblem). */
    paidOn: z
      .string(staffOrderMessages.date)
      .check(z.refine((value) => isCalendarDay(value), staffOrderMessages.date)),
  }),
  z.object({
    to: z.literal('shipped'),
    carrier: line(orderMessages.carrier, 60),
    tracking: line(orderMessages.tracking, 100),
  }),
  z.object({ to: z.literal('delivered') }),
  z.object({
    to: z.literal('cancelled'),
    reason: text(orderMessages.reason, ORDER_LIMITS.reasonMax),
  }),
])
export type OrderTransitionRequest = z.output<typeof orderTransitionSchema>

/**
 * What is wrong with a payment for an order, checked against the order and the clinic's day
 * (docs/decisions/043-order-answers-and-deliberate-steps.md), or null. The amount is at most the
 * order's total: a payment below it is recorded as it came in, and the order shows what is short;
 * one above it would be money the order does not owe. The day is from the day the order was
 * placed to today, both on the clinic's clock.
 */
export function paymentProblem(
  payment: { amountCents: number; paidOn: string },
  order: { totalCents: number; placedOn: string },
  today: string,
): { field: 'amountCents' | 'paidOn'; message: string } | null {
  if (payment.amountCents <= 0) {
    return { field: 'amountCents', message: staffOrderMessages.amountPositive }
  }
  if (payment.amountCents > order.totalCents) {
    return { field: 'amountCents', message: staffOrderMessages.amountOverDue(order.totalCents) }
  }
  if (!isCalendarDay(payment.paidOn)) return { field: 'paidOn', message: staffOrderMessages.date }
  // Calendar days as YYYY-MM-DD compare as strings.
  if (payment.paidOn > today) return { field: 'paidOn', message: staffOrderMessages.dateInFuture }
  if (payment.paidOn < order.placedOn) {
    return { field: 'paidOn', message: staffOrderMessages.dateBeforeOrder(order.placedOn) }
  }
  return null
}

/** PATCH /staff/v1/catalogue/:productId: what staff may change without a release. */
export const catalogueUpdateSchema = z.object({
  priceCents: z.optional(z.number().check(z.int(), z.gte(0), z.lte(10_000_000))),
  stock: z.optional(z.number().check(z.int(), z.gte(0), z.lte(1_000_000))),
  needsReview: z.optional(z.boolean()),
  maxPerOrder: z.optional(z.number().check(z.int(), z.gte(1), z.lte(1000))),
  active: z.optional(z.boolean()),
})
export type CatalogueUpdate = z.output<typeof catalogueUpdateSchema>
