import { formatCents } from '../../shared/money'
import {
  type OrderReviewRequest,
  staffOrderMessages,
} from '../../shared/orders/order-staff-requests'
import { ONLINE_PAYMENT_METHOD, orderMessages, shippingCentsFor } from '../../shared/orders/orders'
import { PlainError } from '../middleware/wire-error'
import { type LineRow, type OrderMove, type OrderRecord, unitsHeld } from './order.queries'

// A physician's review of an order's lines (docs/architecture.md, Orders; Roles): approve them,
// lower them, or decline the order. What each decision writes is worked out here, before the
// move; the order service applies it as one move with its audit record and mail.

const invalid = (message: string, field?: string) =>
  new PlainError(400, message, { code: 'invalid_request', ...(field ? { field } : {}) })

type Change = Omit<OrderMove, 'order' | 'actor' | 'actorUserId' | 'now' | 'alsoDo'>

/**
 * The move a review makes, and what it audits (the decision, and for a change how many lines
 * were lowered). A change or a decline must give its reason: 400 otherwise.
 */
export function reviewChange(
  { lines }: OrderRecord,
  input: OrderReviewRequest,
  to: 'approved' | 'changed' | 'declined',
): { change: Change; audit: Record<string, unknown> } {
  const reason = input.reason?.trim() ?? ''
  if (input.decision === 'approve') {
    return {
      audit: { decision: input.decision },
      change: {
        to,
        detail: reason || null,
        lines: lines
          .filter((line) => line.needs_review === 1)
          .map((line) => ({
            id: line.id,
            quantity: line.quantity,
            review: 'approved',
            review_reason: reason || null,
          })),
      },
    }
  }
  if (!reason) throw invalid(orderMessages.reason, 'reason')
  if (input.decision === 'decline') {
    return {
      audit: { decision: input.decision },
      change: {
        to,
        detail: reason,
        set: { reason },
        lines: lines
          .filter((line) => line.needs_review === 1)
          .map((line) => ({
            id: line.id,
            quantity: line.quantity,
            review: 'declined',
            review_reason: reason,
          })),
        restock: unitsHeld(lines),
      },
    }
  }
  const changed = changedLines(lines, input.lines ?? [], reason, 'review')
  const repriced = repricedChange(lines, changed)
  return {
    audit: { decision: input.decision, lowered: repriced.lowered },
    change: {
      to,
      detail: reason,
      set: { reason, ...repriced.set },
      lines: repriced.lines,
      restock: repriced.restock,
    },
  }
}

/**
 * A physician's change to an order paid online and not shipped (docs/decisions/051-a-paid-
 * order-amended-and-the-difference-refunded.md): lines lowered or removed as in a review, the
 * order repriced, the units returned, and the difference owed back (`refund_due_cents`), in one
 * compare-and-set on the order's amendment count. The order stays paid. A total that would go
 * up (shipping charged once under the free-shipping amount) is refused: 409.
 */
export function amendChange(
  { order, lines }: OrderRecord,
  input: OrderReviewRequest,
): { change: Change; audit: Record<string, unknown>; refundCents: number } {
  // Paid online: the difference goes back through the processor. Owing nothing still: each
  // amendment's refund is its own, under its own key. Both 409s say what to do instead.
  if (order.payment_method !== ONLINE_PAYMENT_METHOD || !order.payment_reference) {
    throw new PlainError(409, staffOrderMessages.amendNotOnline, { code: 'not_allowed' })
  }
  const owed = Number(order.refund_due_cents)
  if (owed > 0) {
    throw new PlainError(409, staffOrderMessages.amendRefundOwed(formatCents(owed)), {
      code: 'not_allowed',
    })
  }
  const reason = input.reason?.trim() ?? ''
  if (!reason) throw invalid(orderMessages.reason, 'reason')
  const changed = changedLines(lines, input.lines ?? [], reason, 'amend')
  const repriced = repricedChange(lines, changed)
  const before = Number(order.total_cents)
  const after = repriced.set.total_cents
  if (after > before) {
    throw new PlainError(
      409,
      staffOrderMessages.amendRaises(formatCents(before), formatCents(after)),
      { code: 'not_allowed' },
    )
  }
  const refundCents = before - after
  const amendment = Number(order.amendments) + 1
  return {
    refundCents,
    audit: { decision: 'amend', amendment, lowered: repriced.lowered, refundDueCents: refundCents },
    change: {
      to: 'paid',
      detail: `Changed by the physician after payment (${reason}): total ${formatCents(before)} → ${formatCents(after)}, ${formatCents(refundCents)} to refund`,
      set: { reason, ...repriced.set, refund_due_cents: refundCents, amendments: amendment },
      unchanged: { amendments: Number(order.amendments), refundDueCents: 0 },
      lines: repriced.lines,
      restock: repriced.restock,
    },
  }
}

/** The order's new prices, its lines as written, and the units that go back, per product. */
function repricedChange(lines: LineRow[], changed: (LineRow & { quantity: number })[]) {
  const subtotal = changed.reduce(
    (sum, line) => sum + Number(line.unit_price_cents) * line.quantity,
    0,
  )
  const shipping = shippingCentsFor(subtotal)
  const restock = new Map<string, number>()
  for (const line of changed) {
    const before = lines.find((old) => old.id === line.id)!
    const back = before.quantity - line.quantity
    if (back > 0) restock.set(line.product_id, (restock.get(line.product_id) ?? 0) + back)
  }
  return {
    lowered: changed.filter((line, index) => line.quantity < lines[index]!.quantity).length,
    set: { subtotal_cents: subtotal, shipping_cents: shipping, total_cents: subtotal + shipping },
    lines: changed.map(({ id, quantity, review, review_reason }) => ({
      id,
      quantity,
      review,
      review_reason,
    })),
    restock,
  }
}

/**
 * A physician's change: only lines that need review, quantities only lowered (0 removes a line), at least one lowered, not
 * all removed (that is a decline). Lowered lines are `changed` (removed ones `declined`) with
 * the reason; the other lines that needed review are `approved`. Every line comes back, with
 * its new quantity.
 */
function changedLines(
  lines: LineRow[],
  asked: { lineId: string; quantity: number }[],
  reason: string,
  kind: 'review' | 'amend',
): (LineRow & { quantity: number })[] {
  const wanted = new Map<string, number>()
  for (const { lineId, quantity } of asked) {
    const line = lines.find((candidate) => candidate.id === lineId)
    if (!line || wanted.has(lineId)) {
      throw invalid('Choose each line of this order once', 'lines')
    }
    // A review is of the products that need one: the others were never the physician's to
    // change (docs/architecture.md, Orders), and the form offers only those.
    if (Number(line.needs_review) !== 1)
      throw invalid(staffOrderMessages.reviewOnly(line.name), 'lines')
    if (quantity > line.quantity) {
      throw invalid(
        `A physician can only lower a quantity: ${line.name} is at ${line.quantity}`,
        'lines',
      )
    }
    wanted.set(lineId, quantity)
  }
  const after = lines.map((line) => {
    const quantity = wanted.get(line.id) ?? line.quantity
    const lowered = quantity < line.quantity
    // An amendment leaves the lines it does not lower as the review left them.
    const review: LineRow['review'] = lowered
      ? quantity === 0
        ? 'declined'
        : 'changed'
      : line.needs_review === 1 && kind === 'review'
        ? 'approved'
        : line.review
    return {
      ...line,
      quantity,
      review,
      review_reason: lowered ? reason : line.review_reason,
    }
  })
  if (!after.some((line, index) => line.quantity < lines[index]!.quantity)) {
    throw invalid(
      kind === 'amend' ? staffOrderMessages.amendNeedsEdit : orderMessages.changeNeedsEdit,
      'lines',
    )
  }
  if (after.every((line) => line.quantity === 0)) {
    throw invalid(
      kind === 'amend' ? staffOrderMessages.amendRemovesAll : orderMessages.changeRemovesAll,
      'lines',
    )
  }
  return after
}
