import { ordersCopy } from '@/content/workspace-orders'
import { ORDER_LIMITS, orderMessages } from '@shared/orders/orders'

import { formRefusal, moveSchemas, reasonField } from './order-fields'

// The checks of the order's moves are the shared transition schema's parts, with its words.

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? []

test('a payment needs a method from the list and a reference on one line, trimmed', () => {
  expect(messages(moveSchemas.payment.safeParse({ method: '', reference: ' ' }))).toEqual([
    orderMessages.paymentMethod,
    orderMessages.paymentReference,
  ])
  expect(
    messages(moveSchemas.payment.safeParse({ method: 'invoice', reference: 'INV\n1' })),
  ).toEqual([orderMessages.paymentReference])
  expect(moveSchemas.payment.parse({ method: 'invoice', reference: ' INV-1 ' })).toEqual({
    method: 'invoice',
    reference: 'INV-1',
  })
})

test('a shipment needs a carrier and a tracking number', () => {
  expect(messages(moveSchemas.shipment.safeParse({ carrier: '', tracking: '' }))).toEqual([
    orderMessages.carrier,
    orderMessages.tracking,
  ])
  expect(moveSchemas.shipment.parse({ carrier: ' UPS', tracking: '1Z ' })).toEqual({
    carrier: 'UPS',
    tracking: '1Z',
  })
})

test('a reason the patient reads is required, and too long says so in its own words', () => {
  expect(messages(reasonField.safeParse('  '))).toEqual([orderMessages.reason])
  expect(messages(reasonField.safeParse('x'.repeat(ORDER_LIMITS.reasonMax + 1)))).toEqual([
    ordersCopy.actions.reasonTooLong,
  ])
  expect(reasonField.parse(` ${'x'.repeat(ORDER_LIMITS.reasonMax)} `)).toHaveLength(
    ORDER_LIMITS.reasonMax,
  )
})

test('a refusal is the form’s alert only when it names none of its fields', () => {
  const fields = ['carrier', 'tracking']
  expect(formRefusal(undefined, fields)).toBeUndefined()
  expect(formRefusal({ message: 'Too long', field: 'tracking' }, fields)).toBeUndefined()
  expect(formRefusal({ message: 'No', field: 'lines' }, fields)).toBe('No')
  expect(formRefusal({ message: 'No', field: null }, fields)).toBe('No')
})
