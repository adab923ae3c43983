import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'

import { allProducts } from '@/content/catalogues/all-catalogues'
import { shopCopy } from '@/content/catalogues/shop-copy'
import { site } from '@/content/site'

import { CartButton } from './cart-button'
import { CartDrawer } from './cart-drawer'
import { CartProvider, useCart } from './cart-provider'

const byId = (id: string) => allProducts.find((product) => product.id === id)!

/** Stands in for the catalogue's Add to Cart buttons, and shows the cart's lines as text. */
function CartControls() {
  const { addItem, items } = useCart()
  return (
    <div>
      {['1', '2', '3', 'shake-1'].map((id) => (
        <button key={id} type="button" onClick={() => addItem(byId(id))}>
          {`add ${id}`}
        </button>
      ))}
      <output data-testid="lines">
        {items.map((item) => `${item.id}×${item.quantity}`).join(' ')}
      </output>
    </div>
  )
}

const add = (id: string) => fireEvent.click(screen.getByRole('button', { name: `add ${id}` }))
const lines = () => screen.getByTestId('lines').textContent

function renderDrawer() {
  const element = (
    <CartProvider products={allProducts}>
      <CartControls />
      <CartButton labels={shopCopy.cart} />
      <CartDrawer
        copy={shopCopy.cart}
        freeShippingThresholdCents={shopCopy.freeShippingThresholdCents}
        phone={site.phone}
      />
    </CartProvider>
  )
  render(<RouterProvider router={createMemoryRouter([{ path: '/', element }])} />)
}

function openDrawer() {
  fireEvent.click(screen.getByRole('button', { name: /^Cart/ }))
  return screen.getByRole('dialog', { name: /Shopping Cart/ })
}

afterEach(() => window.localStorage.clear())

test('the cart button shows the item count, and opens the drawer', () => {
  renderDrawer()
  expect(screen.getByRole('button', { name: 'Cart, 0 items' })).toBeTruthy()
  add('1')
  add('1')
  add('2')
  expect(screen.getByRole('button', { name: 'Cart, 3 items' }).textContent).toContain('3')

  const drawer = openDrawer()
  expect(within(drawer).getByRole('heading', { name: 'Shopping Cart (3)' })).toBeTruthy()
})

test('an empty cart says so and offers the supplements', () => {
  renderDrawer()
  const drawer = openDrawer()
  expect(within(drawer).getByText('Your cart is empty.')).toBeTruthy()
  expect(
    within(drawer).getByRole('link', { name: 'Browse supplements' }).getAttribute('href'),
  ).toBe('/supplements')
})

test('lines, subtotal with 2 decimals, and how much is left for free shipping', () => {
  renderDrawer()
  add('2') // $29.99
  add('3') // $24.99
  const drawer = openDrawer()

  expect(within(drawer).getAllByRole('listitem')).toHaveLength(2)
  expect(within(drawer).getByText('$29.99 each')).toBeTruthy()
  expect(drawer.querySelector('[data-slot="cart-subtotal"]')?.textContent).toBe('$54.98')
  expect(
    within(drawer).getByText('Add $20.02 more for free shipping on orders over $75.'),
  ).toBeTruthy()
  expect(within(drawer).getByText('30-day money-back guarantee')).toBeTruthy()

  // Raising a quantity past $75 qualifies for free shipping.
  fireEvent.click(
    within(drawer).getByRole('button', { name: 'Increase quantity of Vitamin D3 + K2' }),
  )
  expect(drawer.querySelector('[data-slot="cart-subtotal"]')?.textContent).toBe('$79.97')
  expect(within(drawer).getByText('Your order qualifies for free shipping.')).toBeTruthy()
  expect(within(drawer).getByRole('heading', { name: 'Shopping Cart (3)' })).toBeTruthy()
})

test('quantities can be typed; 0 removes the line, and so does Remove', () => {
  renderDrawer()
  add('2')
  add('shake-1')
  const drawer = openDrawer()

  const quantity = within(drawer).getByRole('spinbutton', {
    name: 'Quantity of Daily Essentials Multivitamin',
  })
  fireEvent.change(quantity, { target: { value: '4' } })
  expect(lines()).toBe('2×4 shake-1×1')
  expect(drawer.querySelector('[data-slot="cart-subtotal"]')?.textContent).toBe('$174.95')

  fireEvent.change(quantity, { target: { value: '0' } })
  expect(lines()).toBe('shake-1×1')

  fireEvent.click(within(drawer).getByRole('button', { name: 'Remove Whey Isolate Vanilla' }))
  expect(lines()).toBe('')
  expect(within(drawer).getByText('Your cart is empty.')).toBeTruthy()
})

test('Request Order explains that the clinic confirms orders by phone', () => {
  renderDrawer()
  add('1')
  const drawer = openDrawer()

  const request = within(drawer).getByRole('button', { name: 'Request Order' })
  expect(request.getAttribute('aria-expanded')).toBe('false')
  expect(within(drawer).queryByRole('link', { name: /^Call/ })).toBeNull()

  fireEvent.click(request)
  expect(request.getAttribute('aria-expanded')).toBe('true')
  expect(within(drawer).getByText(/We don't take payment online/)).toBeTruthy()
  expect(
    within(drawer).getByRole('link', { name: 'Call (800) 555-0142' }).getAttribute('href'),
  ).toBe('tel:+18005550142')
  expect(
    within(drawer).getByRole('link', { name: 'Book a free consultation' }).getAttribute('href'),
  ).toBe('/consultation')
})

test('closing the drawer returns focus to the cart button that opened it', async () => {
  renderDrawer()
  const button = screen.getByRole('button', { name: /^Cart/ })
  button.focus()
  fireEvent.click(button)
  const drawer = screen.getByRole('dialog', { name: /Shopping Cart/ })
  await waitFor(() => expect(drawer.contains(document.activeElement)).toBe(true))

  fireEvent.click(within(drawer).getByRole('button', { name: 'Close cart' }))
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  await waitFor(() => expect(document.activeElement).toBe(button))
})
