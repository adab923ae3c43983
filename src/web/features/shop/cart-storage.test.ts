import { allProducts } from '@/content/catalogues/all-catalogues'
import { scriptNeededAt } from '@/lib/script-start'

import { cartReducer, emptyCart } from './cart-reducer'
import {
  CART_STORAGE_KEY,
  parseStoredCart,
  readStoredCart,
  serializeCart,
  writeStoredCart,
} from './cart-storage'

const findProduct = (id: string) => allProducts.find((product) => product.id === id)
const ignite = findProduct('1')!
const whey = findProduct('shake-1')!

const stored = (value: unknown) => JSON.stringify(value)

afterEach(() => {
  window.localStorage.clear()
  vi.restoreAllMocks()
})

test('the cart is stored under a versioned key as ids and quantities only', () => {
  expect(CART_STORAGE_KEY).toBe('rm-cart-v1')
  let cart = cartReducer(emptyCart, { type: 'add', product: ignite, quantity: 2 })
  cart = cartReducer(cart, { type: 'add', product: whey })
  expect(JSON.parse(serializeCart(cart.items))).toEqual({
    version: 1,
    items: [
      { id: '1', quantity: 2 },
      { id: 'shake-1', quantity: 1 },
    ],
  })
})

test('a stored cart reads back with the current catalogue data', () => {
  const lines = parseStoredCart(
    stored({
      version: 1,
      items: [
        { id: '1', quantity: 2 },
        { id: 'shake-1', quantity: 1 },
      ],
    }),
    findProduct,
  )
  expect(lines).toEqual([
    { product: ignite, quantity: 2 },
    { product: whey, quantity: 1 },
  ])
})

test('nothing stored is an empty cart', () => {
  expect(parseStoredCart(null, findProduct)).toEqual([])
})

test('lines for products that no longer exist are dropped, the rest kept', () => {
  expect(
    parseStoredCart(
      stored({
        version: 1,
        items: [
          { id: 'gone-1', quantity: 1 },
          { id: '1', quantity: 1 },
        ],
      }),
      findProduct,
    ),
  ).toEqual([{ product: ignite, quantity: 1 }])
})

test.each([
  ['corrupt JSON', '{"version":1,"items":[{"id":"1",'],
  ['not JSON at all', 'undefined'],
  ['an empty string', ''],
  ['JSON null', 'null'],
  ['a bare array (an older format)', stored([{ id: '1', quantity: 1 }])],
])('%s is discarded', (_, raw) => {
  expect(parseStoredCart(raw, findProduct)).toBeNull()
})

test.each([
  ['another version', { version: 2, items: [{ id: '1', quantity: 1 }] }],
  ['a version as a string', { version: '1', items: [{ id: '1', quantity: 1 }] }],
  ['no version', { items: [{ id: '1', quantity: 1 }] }],
])('%s is discarded', (_, value) => {
  expect(parseStoredCart(stored(value), findProduct)).toBeNull()
})

test.each([
  ['items not a list', { version: 1, items: { id: '1', quantity: 1 } }],
  ['a quantity of 0', { version: 1, items: [{ id: '1', quantity: 0 }] }],
  ['a negative quantity', { version: 1, items: [{ id: '1', quantity: -2 }] }],
  ['a fractional quantity', { version: 1, items: [{ id: '1', quantity: 1.5 }] }],
  ['a quantity as text', { version: 1, items: [{ id: '1', quantity: '2' }] }],
  ['an absurd quantity', { version: 1, items: [{ id: '1', quantity: 1e12 }] }],
  ['a numeric id', { version: 1, items: [{ id: 1, quantity: 1 }] }],
  ['an empty id', { version: 1, items: [{ id: '', quantity: 1 }] }],
  ['a line without quantity', { version: 1, items: [{ id: '1' }] }],
  [
    'more lines than any cart could hold',
    { version: 1, items: Array.from({ length: 101 }, () => ({ id: '1', quantity: 1 })) },
  ],
])('a cart with %s is discarded', (_, value) => {
  expect(parseStoredCart(stored(value), findProduct)).toBeNull()
})

test('reading a corrupt stored cart removes it, warns, and gives an empty cart', () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
  window.localStorage.setItem(CART_STORAGE_KEY, '{oops')

  expect(readStoredCart(window.localStorage, findProduct)).toEqual([])
  expect(window.localStorage.getItem(CART_STORAGE_KEY)).toBeNull()
  expect(warn).toHaveBeenCalledOnce()
})

test('storage that throws, or none at all, gives an empty cart instead of an error', () => {
  const throwing = {
    getItem: () => {
      throw new DOMException('blocked', 'SecurityError')
    },
    setItem: () => {
      throw new DOMException('full', 'QuotaExceededError')
    },
    removeItem: () => {},
  } as unknown as Storage
  expect(readStoredCart(throwing, findProduct)).toEqual([])
  expect(readStoredCart(null, findProduct)).toEqual([])

  const cart = cartReducer(emptyCart, { type: 'add', product: ignite })
  expect(writeStoredCart(throwing, cart.items)).toBeNull()
  expect(writeStoredCart(null, cart.items)).toBeNull()
})

test('writing stores the cart and returns what was written', () => {
  const cart = cartReducer(emptyCart, { type: 'add', product: whey, quantity: 3 })
  const written = writeStoredCart(window.localStorage, cart.items)
  expect(written).toBe(window.localStorage.getItem(CART_STORAGE_KEY))
  expect(readStoredCart(window.localStorage, findProduct)).toEqual([{ product: whey, quantity: 3 }])
})

test('a stored cart makes the page start its code at load, to show the count (lib/script-start.ts)', () => {
  const page = document.createElement('div')
  expect(scriptNeededAt(page)).toBeNull()
  writeStoredCart(
    window.localStorage,
    cartReducer(emptyCart, { type: 'add', product: ignite }).items,
  )
  expect(scriptNeededAt(page)).toBe(0)
})
