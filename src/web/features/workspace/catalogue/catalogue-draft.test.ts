import { ordersCopy } from '@/content/workspace-orders'
import type { CatalogueEntry } from '@shared/orders/orders'

import { catalogueFormSchema, changesOf, draftOf } from './catalogue-draft'

// A catalogue row's form: what is typed is checked within the shared update schema's limits,
// in the workspace's words, and only what differs from the product is sent.

const copy = ordersCopy.catalogue
const omega: CatalogueEntry = {
  id: 'omega-3',
  name: 'Omega-3',
  priceCents: 2499,
  originalPriceCents: null,
  stock: 40,
  needsReview: false,
  maxPerOrder: 10,
  active: true,
}

function errorsOf(values: Record<string, string | boolean>) {
  const result = catalogueFormSchema.safeParse({ ...draftOf(omega), ...values })
  if (result.success) throw new Error('expected the row to be refused')
  const errors: Record<string, string> = {}
  for (const issue of result.error.issues) errors[String(issue.path[0])] = issue.message
  return errors
}

test('the form starts as the product is held, the price in dollars', () => {
  expect(draftOf(omega)).toEqual({
    price: '24.99',
    stock: '40',
    maxPerOrder: '10',
    needsReview: false,
    active: true,
  })
})

test('each value out of the shared limits, or not a number, is refused in words', () => {
  expect(errorsOf({ price: '24.999', stock: '-1', maxPerOrder: '0' })).toEqual({
    price: copy.priceError,
    stock: copy.stockError,
    maxPerOrder: copy.maxPerOrderError,
  })
  expect(errorsOf({ price: '100000.01', stock: '1000001', maxPerOrder: '1001' })).toEqual({
    price: copy.priceError,
    stock: copy.stockError,
    maxPerOrder: copy.maxPerOrderError,
  })
  expect(errorsOf({ stock: '1.5' })).toEqual({ stock: copy.stockError })
})

test('only what changed is sent, the price in whole cents', () => {
  const typed = catalogueFormSchema.parse({
    ...draftOf(omega),
    price: '$19.99',
    stock: ' 41 ',
    active: false,
  })
  expect(changesOf(omega, typed)).toEqual({ priceCents: 1999, stock: 41, active: false })
  expect(changesOf(omega, catalogueFormSchema.parse(draftOf(omega)))).toEqual({})
})

test('without the review settings, the review and the limit are never sent', () => {
  const typed = catalogueFormSchema.parse({
    ...draftOf(omega),
    maxPerOrder: '2',
    needsReview: true,
    stock: '12',
  })
  expect(changesOf(omega, typed, false)).toEqual({ stock: 12 })
  expect(changesOf(omega, typed, true)).toEqual({ stock: 12, maxPerOrder: 2, needsReview: true })
})
