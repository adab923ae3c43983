import * as z from 'zod/mini'

import { ordersCopy } from '@/content/workspace-orders'
import { type OrderReviewRequest, orderReviewSchema } from '@shared/orders/order-staff-requests'
import { orderMessages, type StaffOrder } from '@shared/orders/orders'

import { reasonField } from './order-fields'

// A physician's review as the form holds it, and how it is checked (docs/architecture.md, Orders:
// a physician approves, lowers or removes lines with a reason the patient reads, or declines).
// The fields are flat strings, as useZodForm holds them (docs/decisions/037-one-form-hook.md):
// the decision, the reason, and one quantity per line; the checked review is the shared
// `orderReviewSchema`'s, the one the server checks.

const copy = ordersCopy.review

type Line = StaffOrder['lines'][number]

/** The name of a line's quantity among the form's fields. */
export const quantityName = (lineId: string) => `quantity-${lineId}`

/** The review as it starts: no decision, no reason, each line's quantity as it is now. */
export function reviewDefaults(lines: readonly Line[], decision: string): Record<string, string> {
  return {
    decision,
    reason: '',
    ...Object.fromEntries(lines.map((line) => [quantityName(line.id), String(line.quantity)])),
  }
}

/** A quantity typed for `line`: a whole number from 0 to what it is now (a review only lowers). */
function quantityField(line: Line) {
  const message = copy.quantityError(line.quantity)
  return z.pipe(
    z.pipe(
      z.string().check(z.trim(), z.regex(/^\d+$/, message)),
      z.transform((typed: string) => Number(typed)),
    ),
    z.number().check(z.lte(line.quantity, message)),
  )
}

/**
 * The review of an order's `lines` that need one (the others are not the review's to change;
 * `othersKept` when the order has any). A change may only lower quantities, must lower at least
 * one, and may not remove every product (that is a decline); change and decline need a reason.
 * Only the lines a change lowers are sent.
 */
export function reviewSchema(lines: readonly Line[], othersKept = false) {
  const quantityOf = (typed: Record<string, unknown>, line: Line) =>
    typed[quantityName(line.id)] as number
  const change = z
    .object({
      decision: z.literal('change'),
      reason: reasonField,
      ...Object.fromEntries(lines.map((line) => [quantityName(line.id), quantityField(line)])),
    })
    .check(
      z.refine((typed) => lines.some((line) => quantityOf(typed, line) !== line.quantity), {
        message: orderMessages.changeNeedsEdit,
        path: ['lines'],
      }),
      // Products that need no review stay as ordered: with any, removing these declines nothing.
      z.refine((typed) => othersKept || lines.some((line) => quantityOf(typed, line) > 0), {
        message: orderMessages.changeRemovesAll,
        path: ['lines'],
      }),
    )
  const review = z.discriminatedUnion(
    'decision',
    [
      z.object({ decision: z.literal('approve') }),
      z.object({ decision: z.literal('decline'), reason: reasonField }),
      change,
    ],
    copy.chooseDecision,
  )
  // The form's fields are flat strings, which the union checks. Said by a type rather than a
  // z.record, which would add 0.7 KB gzip to zod's shared chunk and so to /checkout, at its
  // script budget (docs/architecture.md, Performance budgets).
  const fields = review as unknown as z.ZodMiniType<z.output<typeof review>, Record<string, string>>
  return z.pipe(
    z.pipe(
      fields,
      z.transform((checked): OrderReviewRequest =>
        checked.decision === 'change'
          ? {
              decision: checked.decision,
              reason: checked.reason,
              lines: lines
                .filter((line) => quantityOf(checked, line) !== line.quantity)
                .map((line) => ({ lineId: line.id, quantity: quantityOf(checked, line) })),
            }
          : checked,
      ),
    ),
    orderReviewSchema,
  )
}
