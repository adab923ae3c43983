import fc from 'fast-check'

import { allProducts } from '@/content/catalogues/all-catalogues'
import type { Product } from '@/content/catalogues/catalogue-types'
import { shopCopy } from '@/content/catalogues/shop-copy'

import {
  type CartAction,
  cartItemCount,
  cartReducer,
  type CartState,
  emptyCart,
  MAX_LINE_QUANTITY,
} from './cart-reducer'

const inStock = allProducts.filter((product) => product.inStock)
const outOfStock = allProducts.filter((product) => !product.inStock)
const ignite = allProducts.find((product) => product.id === '1')!
const whey = allProducts.find((product) => product.id === 'shake-1')!

function run(actions: readonly CartAction[], start: CartState = emptyCart) {
  return actions.reduce(cartReducer, start)
}

const quantities = (state: CartState) =>
  Object.fromEntries(state.items.map((item) => [item.id, item.quantity]))

test('the cart rules: adding a product not in the cart adds it with quantity 1, with its product fields', () => {
  const state = run([{ type: 'add', product: ignite }])
  expect(state.items).toEqual([{ ...ignite, quantity: 1 }])
  expect(state.totalCents).toBe(5999)
})

test('the cart rules: adding a product already there raises its quantity by 1', () => {
  const state = run([
    { type: 'add', product: ignite },
    { type: 'add', product: whey },
    { type: 'add', product: ignite },
  ])
  expect(quantities(state)).toEqual({ '1': 2, 'shake-1': 1 })
  expect(state.totalCents).toBe(2 * 5999 + 5499)
  expect(cartItemCount(state.items)).toBe(3)
})

test('the cart rules: remove takes the product out by id', () => {
  const state = run([
    { type: 'add', product: ignite },
    { type: 'add', product: whey },
    { type: 'remove', id: '1' },
  ])
  expect(quantities(state)).toEqual({ 'shake-1': 1 })
  expect(state.totalCents).toBe(5499)
})

test('the cart rules: updating a quantity sets it; 0 or less removes the item; fractions are floored', () => {
  const start = run([{ type: 'add', product: ignite }])
  expect(quantities(run([{ type: 'update-quantity', id: '1', quantity: 4 }], start))).toEqual({
    '1': 4,
  })
  expect(run([{ type: 'update-quantity', id: '1', quantity: 0 }], start).items).toEqual([])
  expect(run([{ type: 'update-quantity', id: '1', quantity: -3 }], start).items).toEqual([])
  expect(run([{ type: 'update-quantity', id: '1', quantity: 0.9 }], start).items).toEqual([])
  const floored = run([{ type: 'update-quantity', id: '1', quantity: 2.7 }], start)
  expect(quantities(floored)).toEqual({ '1': 2 })
  expect(floored.totalCents).toBe(2 * 5999)
})

test('the cart rules: the drawer opens and closes', () => {
  const open = run([{ type: 'open' }])
  expect(open.isOpen).toBe(true)
  expect(run([{ type: 'close' }], open).isOpen).toBe(false)
})

test('what never gets into the cart: an out-of-stock product', () => {
  expect(outOfStock.length).toBeGreaterThan(0)
  for (const product of outOfStock) {
    expect(run([{ type: 'add', product }])).toBe(emptyCart)
  }
})

test('what never gets into the cart: a quantity that is not a whole number of at least 1', () => {
  for (const quantity of [0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY]) {
    expect(run([{ type: 'add', product: ignite, quantity }])).toBe(emptyCart)
  }
  const start = run([{ type: 'add', product: ignite }])
  expect(run([{ type: 'update-quantity', id: '1', quantity: Number.NaN }], start)).toBe(start)
})

test('what never gets into the cart: changes to items that are not there change nothing', () => {
  const start = run([{ type: 'add', product: ignite }])
  expect(run([{ type: 'remove', id: 'nope' }], start)).toBe(start)
  expect(run([{ type: 'update-quantity', id: 'nope', quantity: 3 }], start)).toBe(start)
})

test('replace restores stored lines, merging repeats and dropping what cannot be bought', () => {
  const state = run(
    [
      {
        type: 'replace',
        items: [
          { product: ignite, quantity: 2 },
          { product: whey, quantity: 1 },
          { product: ignite, quantity: 3 },
          { product: outOfStock[0]!, quantity: 1 },
          { product: whey, quantity: 0 },
        ],
      },
    ],
    { ...emptyCart, isOpen: true },
  )
  expect(quantities(state)).toEqual({ '1': 5, 'shake-1': 1 })
  expect(state.totalCents).toBe(5 * 5999 + 5499)
  expect(state.isOpen).toBe(true)
})

// ---- The live catalogue (docs/decisions/024-live-catalogue-in-the-browser.md) -------------

test('a per-order limit does not cap a line: the order request names it instead', () => {
  const limited = { ...ignite, maxPerOrder: 3 }
  expect(quantities(run([{ type: 'add', product: limited, quantity: 5 }]))).toEqual({ '1': 5 })
  const two = run([{ type: 'add', product: limited, quantity: 2 }])
  expect(quantities(run([{ type: 'update-quantity', id: '1', quantity: 9 }], two))).toEqual({
    '1': 9,
  })
})

test('refresh: lines take the products as sold now, and leave when no longer in stock', () => {
  const start = run([
    { type: 'add', product: ignite, quantity: 5 },
    { type: 'add', product: whey, quantity: 2 },
    { type: 'add', product: inStock.find((product) => product.id === '3')!, quantity: 1 },
    { type: 'open' },
  ])
  const now = new Map<string, Product>([
    ['1', { ...ignite, priceCents: 4999, maxPerOrder: 4 }],
    ['shake-1', { ...whey, inStock: false }],
    // '3' is no longer sold at all.
  ])
  const state = run([{ type: 'refresh', findProduct: (id) => now.get(id) }], start)
  expect(quantities(state)).toEqual({ '1': 5 })
  expect(state.items[0]).toMatchObject({ priceCents: 4999, maxPerOrder: 4 })
  expect(state.totalCents).toBe(5 * 4999)
  expect(state.isOpen).toBe(true)
})

test('a line that leaves because it sold out is named; one no longer sold at all is not', () => {
  const probiotic = inStock.find((product) => product.id === '3')!
  const start = run([
    { type: 'add', product: ignite },
    { type: 'add', product: whey },
    { type: 'add', product: probiotic },
  ])
  const now = new Map<string, Product>([
    ['1', ignite],
    ['shake-1', { ...whey, inStock: false }],
  ])
  const refreshed = run([{ type: 'refresh', findProduct: (id) => now.get(id) }], start)
  expect(refreshed.soldOut).toEqual([whey.name])
  // Named once, however often the cart is refreshed or restored with it.
  const again = run(
    [
      { type: 'refresh', findProduct: (id) => now.get(id) },
      { type: 'replace', items: [{ product: { ...whey, inStock: false }, quantity: 1 }] },
    ],
    refreshed,
  )
  expect(again.soldOut).toEqual([whey.name])
  // A stored line restored out of stock is named too.
  const restored = run([{ type: 'replace', items: [{ product: outOfStock[0]!, quantity: 2 }] }])
  expect(restored.items).toEqual([])
  expect(restored.soldOut).toEqual([outOfStock[0]!.name])
  expect(shopCopy.cart.soldOut([whey.name])).toBe(
    `Sold out since you added it, so taken out of your cart: ${whey.name}.`,
  )
  expect(shopCopy.cart.soldOut(['A', 'B'])).toBe(
    'Sold out since you added them, so taken out of your cart: A, B.',
  )
  // Back in stock and added again: no longer named.
  expect(run([{ type: 'add', product: whey }], refreshed).soldOut).toEqual([])
})

test('adding again takes the product as sold now (its live price)', () => {
  const start = run([{ type: 'add', product: ignite }])
  const state = run([{ type: 'add', product: { ...ignite, priceCents: 5499 } }], start)
  expect(quantities(state)).toEqual({ '1': 2 })
  expect(state.totalCents).toBe(2 * 5499)
})

// ---- Properties (fast-check) ----------------------------------------------------------

const anyProduct = fc.constantFrom(...allProducts)
const someId = fc.oneof(
  fc.constantFrom(...allProducts.map((product) => product.id)),
  fc.string({ maxLength: 8 }),
)
const anyQuantity = fc.oneof(
  fc.integer({ min: -5, max: 50 }),
  fc.double({ min: -10, max: 100, noNaN: false }),
  fc.integer({ min: 1, max: MAX_LINE_QUANTITY * 2 }),
)
const anyAction: fc.Arbitrary<CartAction> = fc.oneof(
  fc.record({ type: fc.constant('add' as const), product: anyProduct }),
  fc.record({ type: fc.constant('add' as const), product: anyProduct, quantity: anyQuantity }),
  fc.record({ type: fc.constant('remove' as const), id: someId }),
  fc.record({ type: fc.constant('update-quantity' as const), id: someId, quantity: anyQuantity }),
  fc.constant({ type: 'open' as const }),
  fc.constant({ type: 'close' as const }),
  fc.record({
    type: fc.constant('replace' as const),
    items: fc.array(fc.record({ product: anyProduct, quantity: anyQuantity }), { maxLength: 6 }),
  }),
)

test('property: the total always equals Σ price × quantity, and no quantity is ever ≤ 0', () => {
  fc.assert(
    fc.property(fc.array(anyAction, { maxLength: 40 }), (actions) => {
      let state = emptyCart
      for (const action of actions) {
        state = cartReducer(state, action)
        const sum = state.items.reduce((total, item) => total + item.priceCents * item.quantity, 0)
        expect(state.totalCents).toBe(sum)
        expect(Number.isSafeInteger(state.totalCents)).toBe(true)
        for (const item of state.items) {
          expect(Number.isInteger(item.quantity)).toBe(true)
          expect(item.quantity).toBeGreaterThan(0)
          expect(item.quantity).toBeLessThanOrEqual(MAX_LINE_QUANTITY)
          expect(item.inStock).toBe(true)
        }
        expect(new Set(state.items.map((item) => item.id)).size).toBe(state.items.length)
      }
    }),
    { numRuns: 300 },
  )
})

test('property: adding n at once is the same as adding 1, n times', () => {
  fc.assert(
    fc.property(
      fc.array(fc.constantFrom(...inStock), { maxLength: 5 }),
      fc.constantFrom(...inStock),
      fc.integer({ min: 1, max: 30 }),
      (before: Product[], product, n) => {
        const start = run(before.map((p) => ({ type: 'add' as const, product: p })))
        const once = cartReducer(start, { type: 'add', product, quantity: n })
        const repeated = run(
          Array.from({ length: n }, () => ({ type: 'add' as const, product })),
          start,
        )
        expect(once).toEqual(repeated)
      },
    ),
  )
})

test('property: after an update the item holds the floored quantity, or is gone at 0 or less', () => {
  fc.assert(
    fc.property(
      fc.constantFrom(...inStock),
      fc
        .integer({ min: -20, max: 1000 })
        .chain((whole) =>
          fc.double({ min: 0, max: 0.999, noNaN: true }).map((fraction) => whole + fraction),
        ),
      (product, quantity) => {
        const state = run([
          { type: 'add', product },
          { type: 'update-quantity', id: product.id, quantity },
        ])
        const expected = Math.floor(quantity)
        if (expected <= 0) expect(state.items).toEqual([])
        else expect(quantities(state)).toEqual({ [product.id]: expected })
      },
    ),
  )
})
