import { expect, test } from 'vitest'

import { dayIn, isCalendarDay, paymentProblem, staffOrderMessages } from './order-staff-requests'

// A recorded payment's rules (docs/decisions/043-order-answers-and-deliberate-steps.md), the
// same in the staff's form and the server: above $0.00, at most the order's total, received from
// the day the order was placed to today, both days on the clinic's calendar.

const order = { totalCents: 20_299, placedOn: '2026-11-26' }
const today = '2026-11-30'
const problem = (amountCents: number, paidOn: string) =>
  paymentProblem({ amountCents, paidOn }, order, today)

test('the amount is above nothing and at most the total; less is recorded as it came', () => {
  expect(problem(20_299, today)).toBeNull()
  expect(problem(1, today)).toBeNull()
  expect(problem(0, today)).toEqual({
    field: 'amountCents',
    message: staffOrderMessages.amountPositive,
  })
  expect(problem(20_300, today)).toEqual({
    field: 'amountCents',
    message: 'The amount received cannot be more than the order’s total of $202.99',
  })
})

test('the day is from the order’s day to today, and a real day', () => {
  expect(problem(100, '2026-11-26')).toBeNull()
  expect(problem(100, '2026-12-01')).toEqual({
    field: 'paidOn',
    message: staffOrderMessages.dateInFuture,
  })
  expect(problem(100, '2026-11-25')).toEqual({
    field: 'paidOn',
    message: 'The payment cannot be received before the order was placed (2026-11-26)',
  })
  expect(problem(100, '2026-11-31')).toEqual({ field: 'paidOn', message: staffOrderMessages.date })
})

test('calendar days exist, and an instant falls on the day of the zone it is read in', () => {
  expect(isCalendarDay('2028-02-29')).toBe(true)
  for (const day of ['2027-02-29', '2026-13-01', '2026-1-01', '2026-11-30T00:00', '']) {
    expect(isCalendarDay(day), day).toBe(false)
  }
  // 03:30 UTC on 1 December is still 30 November in Chicago.
  expect(dayIn(new Date('2026-12-01T03:30:00Z'), 'America/Chicago')).toBe('2026-11-30')
  expect(dayIn(new Date('2026-12-01T06:30:00Z'), 'America/Chicago')).toBe('2026-12-01')
})
