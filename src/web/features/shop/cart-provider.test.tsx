import { act, fireEvent, render, screen } from '@testing-library/react'

import { allProducts } from '@/content/catalogues/all-catalogues'
import { expectConsoleError } from '@/test/console-error'
import { setupFakeApi } from '@/test/fake-api'
import { deferred } from '@/test/fake-supabase'

import { CartProvider, useCart } from './cart-provider'
import { openCart, resetCartSignal } from './cart-signal'
import { CART_STORAGE_KEY } from './cart-storage'
import { resetLiveCatalogue } from './live-catalogue'

// The live catalogue is read through /config.json's address.
vi.mock('@/lib/supabase', () => ({
  getSiteConfig: () =>
    Promise.resolve({ supabaseUrl: 'https://rm.example', supabaseAnonKey: 'anon-key' }),
}))

const CATALOGUE = 'https://rm.example/orders/v1/catalogue'
const api = setupFakeApi()
beforeEach(() => {
  // Unless a test answers it, the live catalogue cannot be read (the content's prices hold).
  api.always('GET', CATALOGUE, { network: true })
})

const ignite = allProducts.find((product) => product.id === '1')!

/** Shows the cart as text and offers one button per operation. */
function CartProbe() {
  const cart = useCart()
  return (
    <div>
      <p>items: {cart.itemCount}</p>
      <p>total: {cart.totalCents}</p>
      <p>open: {String(cart.isOpen)}</p>
      <button type="button" onClick={() => cart.addItem(ignite)}>
        add
      </button>
      <button type="button" onClick={() => cart.addItem(ignite, 3)}>
        add three
      </button>
      <button type="button" onClick={() => cart.updateQuantity('1', 0)}>
        set zero
      </button>
      <button type="button" onClick={() => cart.setOpen(true)}>
        open
      </button>
    </div>
  )
}

function renderCart() {
  return render(
    <CartProvider products={allProducts}>
      <CartProbe />
    </CartProvider>,
  )
}

const storedValue = (items: { id: string; quantity: number }[]) =>
  JSON.stringify({ version: 1, items })

afterEach(() => {
  window.localStorage.clear()
  vi.restoreAllMocks()
  resetLiveCatalogue()
  resetCartSignal()
})

test('useCart outside a CartProvider throws the spec message', () => {
  expectConsoleError()
  expect(() => render(<CartProbe />)).toThrow('useCart must be used within a CartProvider')
})

test('the stored cart is restored after mount, and not overwritten before that', () => {
  window.localStorage.setItem(CART_STORAGE_KEY, storedValue([{ id: '1', quantity: 2 }]))
  renderCart()

  expect(screen.getByText('items: 2')).toBeTruthy()
  expect(screen.getByText('total: 11998')).toBeTruthy()
  expect(JSON.parse(window.localStorage.getItem(CART_STORAGE_KEY)!)).toEqual({
    version: 1,
    items: [{ id: '1', quantity: 2 }],
  })
})

test('every change is written to storage', () => {
  renderCart()

  fireEvent.click(screen.getByRole('button', { name: 'add three' }))
  expect(screen.getByText('items: 3')).toBeTruthy()
  expect(window.localStorage.getItem(CART_STORAGE_KEY)).toBe(
    storedValue([{ id: '1', quantity: 3 }]),
  )

  fireEvent.click(screen.getByRole('button', { name: 'set zero' }))
  expect(screen.getByText('items: 0')).toBeTruthy()
  expect(window.localStorage.getItem(CART_STORAGE_KEY)).toBe(storedValue([]))
})

test('opening the drawer is not stored', () => {
  renderCart()
  fireEvent.click(screen.getByRole('button', { name: 'add' }))
  fireEvent.click(screen.getByRole('button', { name: 'open' }))
  expect(screen.getByText('open: true')).toBeTruthy()
  expect(window.localStorage.getItem(CART_STORAGE_KEY)).toBe(
    storedValue([{ id: '1', quantity: 1 }]),
  )
})

test('a corrupt stored cart gives an empty cart and is replaced by the next change', () => {
  vi.spyOn(console, 'warn').mockImplementation(() => {})
  window.localStorage.setItem(CART_STORAGE_KEY, '][')
  renderCart()

  expect(screen.getByText('items: 0')).toBeTruthy()
  fireEvent.click(screen.getByRole('button', { name: 'add' }))
  expect(window.localStorage.getItem(CART_STORAGE_KEY)).toBe(
    storedValue([{ id: '1', quantity: 1 }]),
  )
})

test('a change made in another tab arrives through the storage event', () => {
  renderCart()
  fireEvent.click(screen.getByRole('button', { name: 'add' }))

  const fromOtherTab = storedValue([
    { id: '1', quantity: 4 },
    { id: 'shake-1', quantity: 1 },
  ])
  act(() => {
    window.localStorage.setItem(CART_STORAGE_KEY, fromOtherTab)
    window.dispatchEvent(
      new StorageEvent('storage', {
        key: CART_STORAGE_KEY,
        newValue: fromOtherTab,
        storageArea: window.localStorage,
      }),
    )
  })
  expect(screen.getByText('items: 5')).toBeTruthy()
  expect(screen.getByText(`total: ${4 * 5999 + 5499}`)).toBeTruthy()

  // The other tab emptied storage altogether.
  act(() => {
    window.localStorage.clear()
    window.dispatchEvent(
      new StorageEvent('storage', { key: null, newValue: null, storageArea: window.localStorage }),
    )
  })
  expect(screen.getByText('items: 0')).toBeTruthy()
})

test('storage events for other keys are ignored', () => {
  renderCart()
  fireEvent.click(screen.getByRole('button', { name: 'add' }))
  act(() => {
    window.dispatchEvent(
      new StorageEvent('storage', {
        key: 'something-else',
        newValue: storedValue([]),
        storageArea: window.localStorage,
      }),
    )
  })
  expect(screen.getByText('items: 1')).toBeTruthy()
})

test('the header’s cart button opens this cart’s drawer', () => {
  renderCart()
  expect(screen.getByText('open: false')).toBeTruthy()
  act(() => openCart())
  expect(screen.getByText('open: true')).toBeTruthy()
})

test('the live catalogue reprices the stored lines and drops those sold out, then is stored', async () => {
  const held = deferred<void>()
  const entry = (id: string, priceCents: number, stock: number) => ({
    id,
    name: id,
    priceCents,
    originalPriceCents: null,
    stock,
    needsReview: false,
    maxPerOrder: 3,
    active: true,
  })
  api.reply('GET', CATALOGUE, {
    body: { products: [entry('1', 4999, 50), entry('shake-1', 5499, 0)] },
    delay: held.promise,
  })
  window.localStorage.setItem(
    CART_STORAGE_KEY,
    storedValue([
      { id: '1', quantity: 4 },
      { id: 'shake-1', quantity: 1 },
    ]),
  )
  renderCart()
  expect(screen.getByText('items: 5')).toBeTruthy()
  expect(screen.getByText(`total: ${4 * 5999 + 5499}`)).toBeTruthy()

  await act(async () => {
    await vi.waitFor(() => expect(api.requests).toHaveLength(1))
    held.resolve()
    await new Promise((resolve) => setTimeout(resolve, 0))
  })

  // Ignite at its live price (its per-order limit is the order request's to name); the whey is
  // sold out.
  expect(screen.getByText('items: 4')).toBeTruthy()
  expect(screen.getByText(`total: ${4 * 4999}`)).toBeTruthy()
  expect(window.localStorage.getItem(CART_STORAGE_KEY)).toBe(
    storedValue([{ id: '1', quantity: 4 }]),
  )
})

test('without a live catalogue the content’s prices stay', async () => {
  api.reply('GET', CATALOGUE, { status: 404, text: 'Not found' })
  window.localStorage.setItem(CART_STORAGE_KEY, storedValue([{ id: '1', quantity: 2 }]))
  renderCart()
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)))
  expect(screen.getByText('items: 2')).toBeTruthy()
  expect(screen.getByText('total: 11998')).toBeTruthy()
})
