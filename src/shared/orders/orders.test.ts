import { describe, expect, it } from 'vitest'
import type * as z from 'zod/mini'

import {
  orderReviewSchema,
  orderTransitionSchema,
  staffOrderMessages,
} from './order-staff-requests'
import {
  ORDER_LIMITS,
  orderMessages,
  orderRequestSchema,
  shippingAddressSchema,
  shippingCentsFor,
} from './orders'

// The order forms' rules (docs/architecture.md, Orders; docs/product.md, Shop), shared by the
// checkout page, the staff order screens and the server: each refusal with the words the
// person reads, and what is kept of what passes.

/** The messages a value is refused with, or [] when it passes. */
function refusals(schema: z.ZodMiniType, value: unknown): string[] {
  const result = schema.safeParse(value)
  return result.success ? [] : result.error.issues.map((issue) => issue.message)
}

const address = { line1: '200 Congress Ave', city: 'Austin', state: 'TX', zip: '78701' }
const request = {
  firstName: 'Grace',
  lastName: 'Hopper',
  email: 'grace@example.com',
  phone: '(555) 010-2030',
  shipping: address,
  lines: [{ productId: 'ignite-metabolic', quantity: 2 }],
  idempotencyKey: 'order-attempt-0001',
}

describe('the shipping address', () => {
  it('takes a served state and a 5- or 9-digit ZIP, trimmed', () => {
    expect(
      shippingAddressSchema.parse({ ...address, line1: '  200 Congress Ave ', zip: '78701-1234' }),
    ).toEqual({ ...address, zip: '78701-1234' })
    for (const state of ['TX', 'OK', 'LA', 'NM']) {
      expect(refusals(shippingAddressSchema, { ...address, state }), state).toEqual([])
    }
  })

  it('refuses each field with its own words', () => {
    expect(refusals(shippingAddressSchema, { ...address, line1: '  ' })).toEqual([
      orderMessages.line1,
    ])
    expect(refusals(shippingAddressSchema, { ...address, city: '' })).toEqual([orderMessages.city])
    expect(refusals(shippingAddressSchema, { ...address, zip: '7870' })).toEqual([
      orderMessages.zip,
    ])
    expect(refusals(shippingAddressSchema, { ...address, state: 'tx' })).toEqual(
      expect.arrayContaining([orderMessages.state]),
    )
    expect(refusals(shippingAddressSchema, { ...address, state: 'CA' })).toEqual([
      'We ship only to Texas, Oklahoma, Louisiana and New Mexico. Please call us and we will help you another way.',
    ])
  })

  it('keeps every line to one line', () => {
    expect(refusals(shippingAddressSchema, { ...address, line1: '200 Congress\nAve' })).toEqual([
      orderMessages.line1,
    ])
    expect(refusals(shippingAddressSchema, { ...address, line2: 'Suite 1\r\nURGENT' })).toEqual([
      orderMessages.line2,
    ])
    expect(refusals(shippingAddressSchema, { ...address, city: 'Austin\u2028x' })).toEqual([
      orderMessages.city,
    ])
  })
})

describe('an order request', () => {
  it('keeps products and quantities only: a price the browser adds is dropped', () => {
    const parsed = orderRequestSchema.parse({
      ...request,
      lines: [{ productId: 'ignite-metabolic', quantity: 2, unitPriceCents: 1 }],
      totalCents: 1,
    })
    expect(parsed.lines).toEqual([{ productId: 'ignite-metabolic', quantity: 2 }])
    expect(parsed).not.toHaveProperty('totalCents')
  })

  it('refuses an empty cart, too many lines, and a quantity that is not a whole number from 1', () => {
    expect(refusals(orderRequestSchema, { ...request, lines: [] })).toEqual([
      orderMessages.emptyCart,
    ])
    const line = { productId: 'p', quantity: 1 }
    expect(
      refusals(orderRequestSchema, {
        ...request,
        lines: Array.from({ length: ORDER_LIMITS.maxLines + 1 }, () => line),
      }),
    ).toEqual(['An order can have at most 30 products'])
    for (const quantity of [0, -1, 1.5, '2']) {
      expect(
        refusals(orderRequestSchema, { ...request, lines: [{ productId: 'p', quantity }] }),
        String(quantity),
      ).toEqual([orderMessages.quantity])
    }
  })

  it('needs a key of its own for each attempt, and the contact fields of every form', () => {
    for (const idempotencyKey of [undefined, 'short', 'has spaces in it', 'x'.repeat(101)]) {
      expect(refusals(orderRequestSchema, { ...request, idempotencyKey })).toEqual([
        orderMessages.idempotencyKey,
      ])
    }
    expect(refusals(orderRequestSchema, { ...request, email: 'grace@' })).toEqual([
      'Please enter a valid email address',
    ])
    expect(refusals(orderRequestSchema, { ...request, phone: '555' })).toEqual([
      'Please enter a valid phone number',
    ])
  })
})

describe('a staff move of an order', () => {
  const paid = { to: 'paid', amountCents: 2499, paidOn: '2026-11-20' }

  it('paid needs a method and a one-line reference; shipped a carrier and a tracking number', () => {
    expect(
      refusals(orderTransitionSchema, { ...paid, method: 'card_by_phone', reference: 'R-1' }),
    ).toEqual([])
    expect(
      refusals(orderTransitionSchema, { ...paid, method: 'bitcoin', reference: 'R-1' }),
    ).toEqual([orderMessages.paymentMethod])
    expect(
      refusals(orderTransitionSchema, { ...paid, method: 'invoice', reference: 'R-1\nR-2' }),
    ).toEqual([orderMessages.paymentReference])
    expect(
      refusals(orderTransitionSchema, { to: 'shipped', carrier: 'UPS', tracking: '' }),
    ).toEqual([orderMessages.tracking])
    expect(
      refusals(orderTransitionSchema, { to: 'shipped', carrier: ' ', tracking: '1Z' }),
    ).toEqual([orderMessages.carrier])
  })

  it('paid needs a whole, positive amount of cents and a calendar day', () => {
    expect(refusals(orderTransitionSchema, { ...paid, method: 'invoice', reference: 'R' })).toEqual(
      [],
    )
    const refused = (change: Record<string, unknown>) =>
      refusals(orderTransitionSchema, { ...paid, method: 'invoice', reference: 'R', ...change })
    expect(refused({ amountCents: 0 })).toEqual([staffOrderMessages.amountPositive])
    expect(refused({ amountCents: -5 })).toEqual([staffOrderMessages.amountPositive])
    expect(refused({ amountCents: 24.5 })).toEqual([staffOrderMessages.amount])
    expect(refused({ amountCents: '2499' })).toEqual([staffOrderMessages.amount])
    expect(refused({ amountCents: undefined })).toEqual([staffOrderMessages.amount])
    for (const paidOn of ['2026-02-30', '20/11/2026', '', 20261120, undefined]) {
      expect(refused({ paidOn }), String(paidOn)).toEqual([staffOrderMessages.date])
    }
  })

  it('cancelling needs a reason the patient can read, at most 500 characters', () => {
    expect(refusals(orderTransitionSchema, { to: 'cancelled', reason: 'Out of stock' })).toEqual([])
    expect(refusals(orderTransitionSchema, { to: 'cancelled', reason: '  ' })).toEqual([
      orderMessages.reason,
    ])
    expect(refusals(orderTransitionSchema, { to: 'cancelled', reason: 'x'.repeat(501) })).toEqual([
      orderMessages.reason,
    ])
  })

  it('takes no move the staff screens do not offer', () => {
    for (const to of ['approved', 'submitted', 'awaiting_review', 'declined']) {
      expect(refusals(orderTransitionSchema, { to }), to).not.toEqual([])
    }
  })

  it('a review decides approve, change or decline, and a change only lowers to 0 or more', () => {
    expect(refusals(orderReviewSchema, { decision: 'approve' })).toEqual([])
    expect(refusals(orderReviewSchema, { decision: 'ship' })).not.toEqual([])
    expect(
      refusals(orderReviewSchema, {
        decision: 'change',
        reason: 'One box at a time',
        lines: [{ lineId: 'l1', quantity: 0 }],
      }),
    ).toEqual([])
    expect(
      refusals(orderReviewSchema, { decision: 'change', lines: [{ lineId: 'l1', quantity: -1 }] }),
    ).not.toEqual([])
  })
})

describe('shipping', () => {
  it('is free from $75 and the standard fee below', () => {
    expect(shippingCentsFor(7499)).toBe(795)
    expect(shippingCentsFor(7500)).toBe(0)
    expect(shippingCentsFor(0)).toBe(795)
  })
})
