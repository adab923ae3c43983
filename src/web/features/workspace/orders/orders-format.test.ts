import { centsToDecimal } from '@shared/money'
import type { StaffOrder } from '@shared/orders/orders'

import { filterOf, ordersCsvFilename, ordersPath, searchOf } from './api/orders-api'
import { dollarsToCents, formatWhenZoned, reviewStateOf } from './orders-format'

test('dollars as staff type them become whole cents, without floating-point error', () => {
  expect(dollarsToCents('24.99')).toBe(2499)
  expect(dollarsToCents('19.99')).toBe(1999)
  expect(dollarsToCents('0.29')).toBe(29)
  expect(dollarsToCents('79.5')).toBe(7950)
  expect(dollarsToCents('7')).toBe(700)
  expect(dollarsToCents(' $ 1,250.00 ')).toBe(125_000)
  expect(dollarsToCents('0')).toBe(0)

  for (const typed of [
    '',
    '24.999',
    '-1',
    '1,25',
    '12,34.00',
    '24.',
    '.5',
    'abc',
    '1e3',
    '24,99',
  ]) {
    expect([typed, dollarsToCents(typed)]).toEqual([typed, null])
  }
})

test('a price shown for editing reads back as the same cents', () => {
  for (const cents of [0, 1, 99, 100, 1999, 123_456]) {
    expect(dollarsToCents(centsToDecimal(cents))).toBe(cents)
  }
})

test('a time is on the viewer’s clock with the clock named, as it was then', () => {
  expect(formatWhenZoned('2026-11-26T14:05:00Z', 'America/Chicago')).toBe(
    '26 Nov 2026, 08:05 (Central Standard Time)',
  )
  expect(formatWhenZoned('2026-07-01T15:00:00Z', 'America/Chicago')).toBe(
    '1 Jul 2026, 10:00 (Central Daylight Time)',
  )
  expect(formatWhenZoned('2026-07-01T15:00:00Z', 'America/Phoenix')).toBe(
    '1 Jul 2026, 08:00 (Mountain Standard Time)',
  )
})

test('the queue’s filter is read from, and written to, the address', () => {
  expect(filterOf(new URLSearchParams(''))).toEqual({ kind: 'all' })
  expect(filterOf(new URLSearchParams('state=paid'))).toEqual({ kind: 'state', state: 'paid' })
  expect(filterOf(new URLSearchParams('state=lost'))).toEqual({ kind: 'all' })
  expect(filterOf(new URLSearchParams('review=1&state=paid'))).toEqual({ kind: 'review' })
  expect(filterOf(new URLSearchParams('review=yes'))).toEqual({ kind: 'all' })

  expect(searchOf({ kind: 'all' })).toBe('')
  expect(ordersPath({ kind: 'state', state: 'awaiting_payment' })).toBe(
    '/orders?state=awaiting_payment',
  )
  expect(ordersPath({ kind: 'review' })).toBe('/orders?review=1')

  expect(ordersCsvFilename('awaiting_payment', new Date(2026, 10, 6))).toBe(
    'orders-awaiting-payment-2026-11-06.csv',
  )
  expect(ordersCsvFilename(null, new Date(2026, 0, 31))).toBe('orders-all-2026-01-31.csv')
})

describe('the review state an order shows in the queue', () => {
  type Line = StaffOrder['lines'][number]
  const line = (overrides: Partial<Line>): Line => ({
    id: 'l',
    productId: 'p',
    name: 'P',
    unitPriceCents: 100,
    quantity: 1,
    requestedQuantity: 1,
    needsReview: false,
    review: null,
    reviewReason: null,
    ...overrides,
  })
  const peptide = (review: Line['review']) => line({ needsReview: true, review })
  const state = (
    orderState: StaffOrder['state'],
    lines: Line[] = [peptide(null), line({})],
  ): string => reviewStateOf({ state: orderState, lines })

  it('counts the products to review only while a physician’s review is pending', () => {
    expect(state('awaiting_review')).toBe('Needed for 1 of 2 products')
    expect(state('awaiting_review', [peptide(null)])).toBe('Needed for 1 of 1 product')
  })

  it('says what the physician decided once they have, whatever happened after', () => {
    for (const after of ['approved', 'awaiting_payment', 'paid', 'shipped', 'delivered'] as const) {
      expect(state(after, [peptide('approved'), line({})]), after).toBe('Approved')
    }
    expect(state('shipped', [peptide('changed'), peptide('approved')])).toBe(
      'Changed by the physician',
    )
    expect(state('paid', [peptide('declined'), peptide('approved')])).toBe(
      'Changed by the physician',
    )
    expect(state('declined', [peptide('declined')])).toBe('Declined')
    expect(state('cancelled', [peptide('approved')])).toBe('Approved')
  })

  it('never says a cancelled order waits: one cancelled before its review says so', () => {
    expect(state('cancelled')).toBe('Not reviewed (cancelled first)')
  })

  it('an order with nothing to review needs none, in any state', () => {
    for (const any of ['submitted', 'shipped', 'cancelled'] as const) {
      expect(state(any, [line({})])).toBe('Not needed')
    }
  })
})
