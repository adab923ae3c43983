import { cartButtonCopy } from '@/content/catalogues/cart-button-copy'

import { countLabel, echoAddsToCart, storedCount } from './cart-count-echo'
// What the cart button's first render reads of the echo.
import { echoedCartCount } from './cart-signal'
import { CART_STORAGE_KEY, storedItemCount } from './cart-storage'

let stop: (() => void) | undefined

beforeEach(() => {
  localStorage.clear()
  delete document.documentElement.dataset.ready
  delete document.documentElement.dataset.cartShown
  // The header's and the mobile bar's cart buttons, as CartButton renders them at 0, and two cards.
  const cartButton = `<button type="button" data-slot="cart-button" aria-label="${cartButtonCopy.buttonCount(0)}">
      <span aria-hidden="true" data-slot="cart-count" hidden></span></button>`
  document.body.innerHTML = `${cartButton}${cartButton}
    <button type="button" data-adds-to-cart="1"><span>Add to Cart</span></button>
    <button type="button" data-adds-to-cart="1" disabled>Out of Stock</button>
    <button type="button" id="other">Quick View</button>`
})

afterEach(() => {
  stop?.()
  stop = undefined
})

const cartButtons = () => [...document.querySelectorAll('[data-slot="cart-button"]')]
const badges = () => [...document.querySelectorAll<HTMLElement>('[data-slot="cart-count"]')]

test('an Add to Cart pressed before the code shows on every cart button at once', () => {
  stop = echoAddsToCart()
  expect(echoedCartCount()).toBeNull()

  document.querySelector<HTMLElement>('[data-adds-to-cart] span')!.click()
  for (const button of cartButtons()) expect(button.getAttribute('aria-label')).toBe('Cart, 1 item')
  for (const badge of badges()) {
    expect(badge.hidden).toBe(false)
    expect(badge.textContent).toBe('1')
  }
  expect(echoedCartCount()).toBe(1)

  document.querySelector<HTMLElement>('[data-adds-to-cart]')!.click()
  expect(cartButtons()[0]!.getAttribute('aria-label')).toBe('Cart, 2 items')
  expect(echoedCartCount()).toBe(2)
  // Nothing is stored: the replayed press changes the cart, through its own rules.
  expect(localStorage.getItem(CART_STORAGE_KEY)).toBeNull()
})

test('the count starts from the stored cart', () => {
  localStorage.setItem(
    CART_STORAGE_KEY,
    JSON.stringify({ version: 1, items: [{ id: '1', quantity: 3 }] }),
  )
  stop = echoAddsToCart()
  document.querySelector<HTMLElement>('[data-adds-to-cart]')!.click()
  expect(cartButtons()[1]!.getAttribute('aria-label')).toBe('Cart, 4 items')
  expect(badges()[1]!.textContent).toBe('4')
})

test('other presses, and every press once the code is ready, show nothing', () => {
  stop = echoAddsToCart()
  document.getElementById('other')!.click()
  document
    .querySelector<HTMLButtonElement>('[data-adds-to-cart][disabled]')!
    .dispatchEvent(new MouseEvent('click', { bubbles: true }))
  expect(echoedCartCount()).toBeNull()

  document.documentElement.dataset.ready = 'true'
  document.querySelector<HTMLElement>('[data-adds-to-cart]')!.click()
  expect(echoedCartCount()).toBeNull()
  expect(cartButtons()[0]!.getAttribute('aria-label')).toBe('Cart, 0 items')
  expect(badges()[0]!.hidden).toBe(true)
})

test('a count that is not a count is no echo', () => {
  document.documentElement.dataset.cartShown = 'many'
  expect(echoedCartCount()).toBeNull()
})

test('the copies in the boot code are the cart button’s label and the stored cart’s count', () => {
  for (const count of [0, 1, 2, 120])
    expect(countLabel(count)).toBe(cartButtonCopy.buttonCount(count))
  const line = (id: unknown, quantity: unknown) => ({ id, quantity })
  for (const raw of [
    null,
    '',
    'not json',
    'null',
    '[]',
    JSON.stringify({ version: 1, items: [] }),
    JSON.stringify({ version: 1, items: [line('1', 3), line('shake-2', 2)] }),
    JSON.stringify({ version: 2, items: [line('1', 3)] }),
    JSON.stringify({ version: 1, items: [line('1', 0)] }),
    JSON.stringify({ version: 1, items: [line('1', 1.5)] }),
    JSON.stringify({ version: 1, items: [line('', 1)] }),
    JSON.stringify({ version: 1, items: [line('x'.repeat(65), 1)] }),
    JSON.stringify({ version: 1, items: [line('1', 1_000_001)] }),
    JSON.stringify({ version: 1, items: [null] }),
    JSON.stringify({ version: 1, items: [[1, 2]] }),
    JSON.stringify({ version: 1, items: Array.from({ length: 101 }, () => line('1', 1)) }),
  ]) {
    expect(storedCount(raw), String(raw)).toBe(storedItemCount(raw))
  }
})
