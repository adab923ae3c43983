import { describe, expect, it } from 'vitest'

import { staffOrderMessages } from '../../shared/orders/order-staff-requests'
import { orderMessages, shippingCentsFor } from '../../shared/orders/orders'
import { reviewChange } from './order-review'
import type { LineRow, OrderRecord } from './order.queries'

// What a physician's review writes, worked out before the move (order-review.ts): the HTTP
// tests in orders.routes.test.ts cover the same decisions end to end.

const line = (id: string, productId: string, quantity: number, needsReview: 0 | 1): LineRow => ({
  id,
  order_id: 'order',
  position: 0,
  product_id: productId,
  name: `Product ${productId}`,
  unit_price_cents: 1000,
  quantity,
  requested_quantity: quantity,
  needs_review: needsReview,
  review: null,
  review_reason: null,
})

const record = (lines: LineRow[]) => ({ order: {}, lines, events: [] }) as unknown as OrderRecord

describe('a physician review', () => {
  const allLines = [
    line('a', 'peptide', 3, 1),
    line('b', 'peptide', 2, 1),
    line('c', 'cream', 1, 0),
  ]
  const lines = [line('a', 'peptide', 3, 1), line('b', 'peptide', 2, 1), line('c', 'cream', 1, 0)]

  it('approves every line that needed review, with an optional reason', () => {
    const step = reviewChange(record(lines), { decision: 'approve' }, 'approved')
    expect(step.audit).toEqual({ decision: 'approve' })
    expect(step.change.detail).toBeNull()
    expect(step.change.lines).toEqual([
      { id: 'a', quantity: 3, review: 'approved', review_reason: null },
      { id: 'b', quantity: 2, review: 'approved', review_reason: null },
    ])
    expect(step.change.restock).toBeUndefined()
  })

  it('declines with a reason and puts every unit back', () => {
    const step = reviewChange(
      record(lines),
      { decision: 'decline', reason: ' Not for you ' },
      'declined',
    )
    expect(step.change.set).toEqual({ reason: 'Not for you' })
    expect([...step.change.restock!]).toEqual([
      ['peptide', 5],
      ['cream', 1],
    ])
  })

  it('lowers lines, reprices the order and returns only the units taken off', () => {
    const step = reviewChange(
      record(lines),
      {
        decision: 'change',
        reason: 'Start lower',
        lines: [
          { lineId: 'a', quantity: 1 },
          { lineId: 'b', quantity: 0 },
        ],
      },
      'changed',
    )
    expect(step.audit).toEqual({ decision: 'change', lowered: 2 })
    expect(step.change.lines).toEqual([
      { id: 'a', quantity: 1, review: 'changed', review_reason: 'Start lower' },
      { id: 'b', quantity: 0, review: 'declined', review_reason: 'Start lower' },
      { id: 'c', quantity: 1, review: null, review_reason: null },
    ])
    expect(step.change.set).toEqual({
      reason: 'Start lower',
      subtotal_cents: 2000,
      shipping_cents: shippingCentsFor(2000),
      total_cents: 2000 + shippingCentsFor(2000),
    })
    expect([...step.change.restock!]).toEqual([['peptide', 4]])
  })

  it('refuses a change or decline without a reason, a raise, a repeat, no change, or removing all', () => {
    const refused = (input: Parameters<typeof reviewChange>[1]) => {
      try {
        reviewChange(record(lines), input, 'changed')
      } catch (error) {
        return { status: (error as { status: number }).status, message: (error as Error).message }
      }
      return 'not refused'
    }
    expect(refused({ decision: 'decline', reason: '  ' })).toEqual({
      status: 400,
      message: orderMessages.reason,
    })
    expect(
      refused({ decision: 'change', reason: 'r', lines: [{ lineId: 'a', quantity: 4 }] }),
    ).toEqual({
      status: 400,
      message: 'A physician can only lower a quantity: Product peptide is at 3',
    })
    expect(
      refused({
        decision: 'change',
        reason: 'r',
        lines: [
          { lineId: 'a', quantity: 1 },
          { lineId: 'a', quantity: 0 },
        ],
      }),
    ).toEqual({ status: 400, message: 'Choose each line of this order once' })
    expect(refused({ decision: 'change', reason: 'r', lines: [] })).toEqual({
      status: 400,
      message: orderMessages.changeNeedsEdit,
    })
    expect(
      refused({
        decision: 'change',
        reason: 'r',
        lines: ['a', 'b'].map((lineId) => ({ lineId, quantity: 0 })),
      }),
      // c stays: removing what needed review is a change.
    ).toEqual('not refused')
  })

  it('refuses to lower or remove a line that needs no review, even with the others', () => {
    for (const lines of [
      [{ lineId: 'c', quantity: 0 }],
      [
        { lineId: 'a', quantity: 1 },
        { lineId: 'c', quantity: 0 },
      ],
    ]) {
      expect(() =>
        reviewChange(record(allLines), { decision: 'change', reason: 'r', lines }, 'changed'),
      ).toThrow(staffOrderMessages.reviewOnly('Product cream'))
    }
  })

  it('refuses removing every line of an order whose every line needs review: that is a decline', () => {
    expect(() =>
      reviewChange(
        record(allLines.slice(0, 2)),
        {
          decision: 'change',
          reason: 'r',
          lines: ['a', 'b'].map((lineId) => ({ lineId, quantity: 0 })),
        },
        'changed',
      ),
    ).toThrow(orderMessages.changeRemovesAll)
  })
})
