import { ordersCopy } from '@/content/workspace-orders'
import { ORDER_LIMITS, orderMessages, type StaffOrder } from '@shared/orders/orders'

import { quantityName, reviewDefaults, reviewSchema } from './order-review-form'

// The physician's review as its form holds it (flat strings) and what the check makes of it:
// each error in words on the field it is about, or the shared review request the server checks.

type Line = StaffOrder['lines'][number]
const line = (id: string, quantity: number): Line => ({
  id,
  productId: `product-${id}`,
  name: `Product ${id}`,
  unitPriceCents: 1000,
  quantity,
  requestedQuantity: quantity,
  needsReview: true,
  review: null,
  reviewReason: null,
})
const lines = [line('l1', 2), line('l2', 1)]
const schema = reviewSchema(lines)

/** The form as typed: `decision`, and whatever else is given, over the defaults. */
function typed(decision: string, fields: Record<string, string> = {}) {
  return { ...reviewDefaults(lines, decision), ...fields }
}

/** The first message for each field, as the form shows them. */
function errorsOf(values: Record<string, string>) {
  const result = schema.safeParse(values)
  if (result.success) throw new Error('expected the review to be refused')
  const errors: Record<string, string> = {}
  for (const issue of result.error.issues) errors[String(issue.path[0])] ??= issue.message
  return errors
}

test('the form starts with no decision, no reason, and each line as it is now', () => {
  expect(reviewDefaults(lines, '')).toEqual({
    decision: '',
    reason: '',
    [quantityName('l1')]: '2',
    [quantityName('l2')]: '1',
  })
})

test('a decision must be chosen', () => {
  expect(errorsOf(typed(''))).toEqual({ decision: ordersCopy.review.chooseDecision })
})

test('an approval is the decision alone, whatever else the form holds', () => {
  expect(schema.parse(typed('approve', { reason: 'ignored', [quantityName('l1')]: '9' }))).toEqual({
    decision: 'approve',
  })
})

test('a decline needs a reason, trimmed, under the limit', () => {
  expect(errorsOf(typed('decline', { reason: '   ' }))).toEqual({ reason: orderMessages.reason })
  expect(errorsOf(typed('decline', { reason: 'x'.repeat(ORDER_LIMITS.reasonMax + 1) }))).toEqual({
    reason: ordersCopy.actions.reasonTooLong,
  })
  expect(schema.parse(typed('decline', { reason: '  Book a visit first. ' }))).toEqual({
    decision: 'decline',
    reason: 'Book a visit first.',
  })
})

test('a change may only lower each quantity, to a whole number from 0, and needs a reason', () => {
  expect(
    errorsOf(typed('change', { [quantityName('l1')]: '3', [quantityName('l2')]: '0.5' })),
  ).toEqual({
    reason: orderMessages.reason,
    [quantityName('l1')]: ordersCopy.review.quantityError(2),
    [quantityName('l2')]: ordersCopy.review.quantityError(1),
  })
  expect(errorsOf(typed('change', { reason: 'Why', [quantityName('l1')]: '-1' }))).toEqual({
    [quantityName('l1')]: ordersCopy.review.quantityError(2),
  })
})

test('a change must lower something, and may not remove every product', () => {
  expect(errorsOf(typed('change', { reason: 'Why' }))).toEqual({
    lines: orderMessages.changeNeedsEdit,
  })
  expect(
    errorsOf(
      typed('change', { reason: 'Why', [quantityName('l1')]: '0', [quantityName('l2')]: '0' }),
    ),
  ).toEqual({ lines: orderMessages.changeRemovesAll })
})

test('a change sends only the lines it lowers, and the reason trimmed', () => {
  expect(
    schema.parse(typed('change', { reason: ' One to start. ', [quantityName('l1')]: ' 1 ' })),
  ).toEqual({ decision: 'change', reason: 'One to start.', lines: [{ lineId: 'l1', quantity: 1 }] })
})

test('removing every product that needs a review is a change while others stay as ordered', () => {
  const kept = reviewSchema(lines, true)
  expect(
    kept.parse(
      typed('change', { reason: 'Why', [quantityName('l1')]: '0', [quantityName('l2')]: '0' }),
    ),
  ).toEqual({
    decision: 'change',
    reason: 'Why',
    lines: [
      { lineId: 'l1', quantity: 0 },
      { lineId: 'l2', quantity: 0 },
    ],
  })
})
