import { allProducts } from '@/content/catalogues/all-catalogues'
import { makeUser } from '@/test/fake-supabase'
import { ORDER_LIMITS, orderMessages } from '@shared/orders/orders'

import {
  cartProblemOf,
  cartTotals,
  type CheckoutDraft,
  checkoutFieldsSchema,
  draftFromUser,
  needsPhysicianReview,
  placeOf,
  requestOf,
} from './checkout-draft'

const product = (id: string) => {
  const found = allProducts.find((candidate) => candidate.id === id)
  if (!found) throw new Error(`no product ${id}`)
  return found
}

const draft: CheckoutDraft = {
  firstName: ' Ada ',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phone: '(713) 555-0199',
  line1: '1200 Main St',
  line2: '  ',
  city: 'Houston',
  state: 'TX',
  zip: '77002',
}

test('every peptide, and nothing else, is marked for a physician’s review', () => {
  expect(allProducts.filter(needsPhysicianReview).map((line) => line.catalogue)).toEqual(
    Array(6).fill('peptides'),
  )
})

test('shipping is free from $75, the standard fee below', () => {
  const under = cartTotals([{ ...product('3'), quantity: 3 }]) // 3 × $24.99
  expect(under).toEqual({ subtotalCents: 7497, shippingCents: 795, totalCents: 8292 })
  const at = cartTotals([
    { ...product('3'), quantity: 3 },
    { ...product('2'), quantity: 1 },
  ])
  expect(at.shippingCents).toBe(0)
  expect(at.totalCents).toBe(at.subtotalCents)
})

test('a complete draft becomes the request: trimmed, no empty second line, ids and quantities only', () => {
  const checked = checkoutFieldsSchema.safeParse(draft)
  if (!checked.success) throw new Error('the draft is complete')
  expect(requestOf(checked.data, [{ ...product('peptide-1'), quantity: 2 }])).toEqual({
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    phone: '(713) 555-0199',
    shipping: { line1: '1200 Main St', city: 'Houston', state: 'TX', zip: '77002' },
    lines: [{ productId: 'peptide-1', quantity: 2 }],
  })
  const withLine2 = checkoutFieldsSchema.safeParse({ ...draft, line2: ' Apt 4 ' })
  if (!withLine2.success) throw new Error('the draft is complete')
  expect(requestOf(withLine2.data, []).shipping).toMatchObject({ line2: 'Apt 4' })
})

test('each field is checked in the order request’s own words, and the cart as a whole', () => {
  const result = checkoutFieldsSchema.safeParse({ ...draft, zip: '770', state: 'CA' })
  expect(result.success).toBe(false)
  expect(result.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
    ['state', orderMessages.stateNotServed],
    ['zip', orderMessages.zip],
  ])
  const tooMany = Array.from({ length: ORDER_LIMITS.maxLines + 1 }, (_, index) => ({
    ...product('2'),
    id: `p-${index}`,
    quantity: 1,
  }))
  expect(cartProblemOf(tooMany)).toBe(orderMessages.tooManyLines)
  expect(cartProblemOf([])).toBe(orderMessages.emptyCart)
  expect(cartProblemOf(tooMany.slice(1))).toBeUndefined()
})

test('a refusal’s field is placed on its field, or on the cart', () => {
  expect(placeOf('shipping.zip')).toBe('zip')
  expect(placeOf('shipping.line1')).toBe('line1')
  expect(placeOf('email')).toBe('email')
  expect(placeOf('lines.0.quantity')).toBe('cart')
  expect(placeOf('idempotencyKey')).toBeUndefined()
  expect(placeOf(undefined)).toBeUndefined()
})

test('a signed-in patient’s profile fills the contact fields, and the state only where we ship', () => {
  const user = makeUser({ email: 'grace@example.com' })
  user.user_metadata = { first_name: 'Grace', last_name: 'Hopper', phone: '555', state: 'CA' }
  expect(draftFromUser(user)).toMatchObject({
    firstName: 'Grace',
    lastName: 'Hopper',
    email: 'grace@example.com',
    phone: '555',
    state: '',
  })
  user.user_metadata.state = 'NM'
  expect(draftFromUser(user).state).toBe('NM')
  expect(Object.values(draftFromUser(null)).every((value) => value === '')).toBe(true)
})
