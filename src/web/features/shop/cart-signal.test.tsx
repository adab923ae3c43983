import { act, fireEvent, render, renderHook, screen } from '@testing-library/react'

import { allProducts } from '@/content/catalogues/all-catalogues'
import { shopCopy } from '@/content/catalogues/shop-copy'

import { CartButton } from './cart-button'
import { CartProvider, useCart } from './cart-provider'
import {
  cartStored,
  openCart,
  registerCartOpener,
  resetCartSignal,
  useCartRequested,
  useStoredCartCount,
} from './cart-signal'
import { CART_STORAGE_KEY } from './cart-storage'

// The site header's view of the cart on every page: the stored count, and opening the drawer
// with or without a cart on the page.

const stored = (items: { id: string; quantity: number }[]) => JSON.stringify({ version: 1, items })

afterEach(() => {
  window.localStorage.clear()
  resetCartSignal()
})

test('the count is the stored cart’s Σ quantity, and 0 for nothing or anything unreadable', () => {
  window.localStorage.setItem(
    CART_STORAGE_KEY,
    stored([
      { id: '1', quantity: 2 },
      { id: 'shake-1', quantity: 3 },
    ]),
  )
  expect(renderHook(() => useStoredCartCount()).result.current).toBe(5)

  window.localStorage.setItem(CART_STORAGE_KEY, '{"version":1,"items":[{"id":"1","quantity":-2}]}')
  expect(renderHook(() => useStoredCartCount()).result.current).toBe(0)
  window.localStorage.removeItem(CART_STORAGE_KEY)
  expect(renderHook(() => useStoredCartCount()).result.current).toBe(0)
})

test('the count follows what a cart on the page stores, and what another tab stores', () => {
  const { result } = renderHook(() => useStoredCartCount())
  expect(result.current).toBe(0)

  window.localStorage.setItem(CART_STORAGE_KEY, stored([{ id: '1', quantity: 4 }]))
  act(() => cartStored())
  expect(result.current).toBe(4)

  act(() => {
    window.localStorage.setItem(CART_STORAGE_KEY, stored([{ id: '2', quantity: 1 }]))
    window.dispatchEvent(new StorageEvent('storage', { key: CART_STORAGE_KEY }))
  })
  expect(result.current).toBe(1)
  act(() => {
    window.localStorage.clear()
    window.dispatchEvent(new StorageEvent('storage', { key: null }))
  })
  expect(result.current).toBe(0)
})

function AddIgnite() {
  const { addItem } = useCart()
  return (
    <button type="button" onClick={() => addItem(allProducts[0]!)}>
      add
    </button>
  )
}

test('the header button counts a cart that lives elsewhere on the page', () => {
  render(
    <>
      <CartButton labels={shopCopy.cart} />
      <CartProvider products={allProducts}>
        <AddIgnite />
      </CartProvider>
    </>,
  )
  expect(screen.getByRole('button', { name: 'Cart, 0 items' })).toBeTruthy()
  // The badge is always there (an Add to Cart pressed before the code shows in it), hidden at 0.
  expect(document.querySelector<HTMLElement>('[data-slot="cart-count"]')?.hidden).toBe(true)

  fireEvent.click(screen.getByRole('button', { name: 'add' }))
  fireEvent.click(screen.getByRole('button', { name: 'add' }))
  const button = screen.getByRole('button', { name: 'Cart, 2 items' })
  expect(button.getAttribute('aria-haspopup')).toBe('dialog')
  expect(button.querySelector('[data-slot="cart-count"]')?.textContent).toBe('2')
  expect(button.querySelector<HTMLElement>('[data-slot="cart-count"]')?.hidden).toBe(false)
})

test('opening with a cart on the page opens the newest cart’s drawer', () => {
  const first = vi.fn()
  const second = vi.fn()
  const unregisterFirst = registerCartOpener(first)
  const unregisterSecond = registerCartOpener(second)
  openCart()
  expect(second).toHaveBeenCalledTimes(1)
  expect(first).not.toHaveBeenCalled()

  unregisterSecond()
  openCart()
  expect(first).toHaveBeenCalledTimes(1)
  unregisterFirst()
})

test('opening without a cart asks for one, which opens as soon as it registers', () => {
  const { result } = renderHook(() => useCartRequested())
  expect(result.current).toBe(false)

  act(() => openCart())
  expect(result.current).toBe(true)

  const open = vi.fn()
  registerCartOpener(open)
  expect(open).toHaveBeenCalledTimes(1)
  // Only that once: a cart registering later (another page) does not pop open.
  const later = vi.fn()
  registerCartOpener(later)
  expect(later).not.toHaveBeenCalled()
})
