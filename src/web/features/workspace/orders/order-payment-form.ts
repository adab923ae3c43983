import * as z from 'zod/mini'

import { CLINIC_TIME_ZONE } from '@shared/clinic'
import { centsToDecimal } from '@shared/money'
import {
  dayIn,
  type OrderTransitionRequest,
  paymentProblem,
  staffOrderMessages,
} from '@shared/orders/order-staff-requests'
import type { StaffOrder } from '@shared/orders/orders'

import { moveSchemas } from './order-fields'
import { dollarsToCents } from './orders-format'

// A payment as staff record it (docs/decisions/043-order-answers-and-deliberate-steps.md): how
// it was paid, its reference, the amount received in dollars as typed, and the day it came in.
// Checked here with the words and rules the server checks (shared paymentProblem): above $0.00,
// at most the order's total, from the day the order was placed to today on the clinic's clock.

type Paid = Extract<OrderTransitionRequest, { to: 'paid' }>

/** What the form starts with: the order's total, received today. */
export function paymentDefaults(order: Pick<StaffOrder, 'totalCents'>, today: string) {
  return { method: '', reference: '', amount: centsToDecimal(order.totalCents), paidOn: today }
}

/** The day an order was placed, on the clinic's calendar. */
export const placedOn = (order: Pick<StaffOrder, 'createdAt'>) =>
  dayIn(new Date(order.createdAt), CLINIC_TIME_ZONE)

/** The payment form's check for `order`, with `today` the clinic's day; it gives the move. */
export function paymentSchema(order: Pick<StaffOrder, 'totalCents' | 'createdAt'>, today: string) {
  const typed = z
    .object({
      ...moveSchemas.payment.shape,
      amount: z
        .string()
        .check(z.refine((value) => dollarsToCents(value) !== null, staffOrderMessages.amount)),
      paidOn: z.string().check(z.minLength(1, staffOrderMessages.date)),
    })
    .check(
      z.superRefine((fields, context) => {
        const amountCents = dollarsToCents(fields.amount)
        if (amountCents === null) return
        const problem = paymentProblem(
          { amountCents, paidOn: fields.paidOn },
          { totalCents: order.totalCents, placedOn: placedOn(order) },
          today,
        )
        if (problem) {
          context.issues.push({
            code: 'custom',
            message: problem.message,
            path: [problem.field === 'amountCents' ? 'amount' : 'paidOn'],
            input: fields,
          })
        }
      }),
    )
  return z.pipe(
    typed,
    z.transform(({ method, reference, amount, paidOn }): Paid => ({
      to: 'paid',
      method,
      reference,
      amountCents: dollarsToCents(amount) ?? 0,
      paidOn,
    })),
  )
}

/** The server names the amount `amountCents`; the form calls its field `amount`. */
export const paymentFieldOf = (field: string) => (field === 'amountCents' ? 'amount' : field)

/** Today on the clinic's calendar: the latest day a payment can have come in. */
export const clinicToday = () => dayIn(new Date(), CLINIC_TIME_ZONE)

/** "20 Nov 2026": a payment's day as staff read dates. */
export function formatDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`)
  if (Number.isNaN(date.getTime())) return day
  return date.toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  })
}
