import { act, fireEvent, render, screen } from '@testing-library/react'

import { allProducts } from '@/content/catalogues/all-catalogues'
import { expectConsoleError } from '@/test/console-error'

import { CartProvider, useCart } from './cart-provider'
import { CART_STORAGE_KEY } from './cart-storage'

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
