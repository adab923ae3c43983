import { staffOrderMessages } from '@shared/orders/order-staff-requests'

import { paymentDefaults, paymentSchema } from './order-payment-form'

// The payment form as staff fill it: dollars as typed and a day; checked with the server's rules
// and words, each error on its field; what it sends is whole cents.

const order = { totalCents: 20_299, createdAt: '2026-11-26T20:00:00Z' }
const today = '2026-11-30'
const schema = paymentSchema(order, today)
const form = (fields: Record<string, string> = {}) => ({
  ...paymentDefaults(order, today),
  method: 'invoice',
  reference: 'INV-1',
  ...fields,
})

function errorsOf(fields: Record<string, string>): Record<string, string> {
  const result = schema.safeParse(form(fields))
  if (result.success) throw new Error('expected the payment to be refused')
  const errors: Record<string, string> = {}
  for (const issue of result.error.issues) errors[String(issue.path[0])] = issue.message
  return errors
}

test('it starts at the order’s total, received today', () => {
  expect(paymentDefaults(order, today)).toEqual({
    method: '',
    reference: '',
    amount: '202.99',
    paidOn: today,
  })
})

test('what it sends is the move to paid, in whole cents', () => {
  expect(schema.parse(form({ amount: ' $150.5 ', paidOn: '2026-11-27' }))).toEqual({
    to: 'paid',
    method: 'invoice',
    reference: 'INV-1',
    amountCents: 15_050,
    paidOn: '2026-11-27',
  })
})

test('an amount that is no amount, nothing, or more than due says so on the amount', () => {
  expect(errorsOf({ amount: '12,34' })).toEqual({ amount: staffOrderMessages.amount })
  expect(errorsOf({ amount: '' })).toEqual({ amount: staffOrderMessages.amount })
  expect(errorsOf({ amount: '0.00' })).toEqual({ amount: staffOrderMessages.amountPositive })
  expect(errorsOf({ amount: '203.00' })).toEqual({
    amount: staffOrderMessages.amountOverDue(20_299),
  })
})

test('a day after today, before the order or none says so on the day', () => {
  expect(errorsOf({ paidOn: '2026-12-01' })).toEqual({ paidOn: staffOrderMessages.dateInFuture })
  // The order was placed on 26 November on the clinic's clock (20:00 UTC is 14:00 in Chicago).
  expect(errorsOf({ paidOn: '2026-11-25' })).toEqual({
    paidOn: staffOrderMessages.dateBeforeOrder('2026-11-26'),
  })
  expect(errorsOf({ paidOn: '' })).toEqual({ paidOn: staffOrderMessages.date })
})
