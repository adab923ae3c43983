import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router'

import { allProducts } from '@/content/catalogues/all-catalogues'
import { shopCopy } from '@/content/catalogues/shop-copy'
import { site } from '@/content/site'
import { expectConsoleError } from '@/test/console-error'

import { CartButton } from './cart-button'
import { CartDrawer } from './cart-drawer'
import { CartProvider, useCart } from './cart-provider'

const byId = (id: string) => allProducts.find((product) => product.id === id)!

/** Stands in for the catalogue's Add to Cart buttons, and shows the cart's lines as text. */
function CartControls() {
  const { addItem, items, isOpen, setOpen } = useCart()
  return (
    <div>
      {['1', '2', '3', 'shake-1', 'peptide-1'].map((id) => (
        <button key={id} type="button" onClick={() => addItem(byId(id))}>
          {`add ${id}`}
        </button>
      ))}
      <button type="button" onClick={() => setOpen(true)}>
        view cart
      </button>
      <output data-testid="open">{String(isOpen)}</output>
      <output data-testid="lines">
        {items.map((item) => `${item.id}×${item.quantity}`).join(' ')}
      </output>
    </div>
  )
}

const add = (id: string) => fireEvent.click(screen.getByRole('button', { name: `add ${id}` }))
const lines = () => screen.getByTestId('lines').textContent
const cartOpen = () => screen.getByTestId('open').textContent

/** The cart around the pages, as the shop's layout holds it: it stays while the page changes. */
function renderDrawer() {
  const router = drawerRouter()
  render(<RouterProvider router={router} />)
  return router
}

function drawerRouter() {
  return createMemoryRouter([
    {
      element: (
        <CartProvider products={allProducts}>
          <Outlet />
          <CartDrawer
            copy={shopCopy.cart}
            freeShippingThresholdCents={shopCopy.freeShippingThresholdCents}
            phone={site.phone}
          />
        </CartProvider>
      ),
      children: [
        {
          path: '/',
          element: (
            <>
              <CartControls />
              <CartButton labels={shopCopy.cart} />
            </>
          ),
        },
        { path: '/checkout', element: <h1>Checkout</h1> },
        { path: '/supplements', element: <h1>Supplements</h1> },
      ],
    },
  ])
}

function openDrawer() {
  fireEvent.click(screen.getByRole('button', { name: /^Cart/ }))
  return screen.getByRole('dialog', { name: /Shopping Cart/ })
}

/** Opens the drawer and waits for its lines, which load the first time it shows any. */
async function openDrawerWithLines() {
  const drawer = openDrawer()
  await within(drawer).findByRole('list', { name: 'Shopping Cart' })
  return drawer
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

test('lines, subtotal with 2 decimals, and how much is left for free shipping', async () => {
  renderDrawer()
  add('2') // $29.99
  add('3') // $24.99
  const drawer = await openDrawerWithLines()

  expect(within(drawer).getAllByRole('listitem')).toHaveLength(2)
  expect(within(drawer).getByText('$29.99 each')).toBeTruthy()
  expect(drawer.querySelector('[data-slot="cart-subtotal"]')?.textContent).toBe('$54.98')
  expect(
    within(drawer).getByText('Add $20.02 more for free shipping on orders over $75.'),
  ).toBeTruthy()
  // The specification's guarantee, with what it covers (the footer's final sales are programs).
  expect(within(drawer).getByText('30-day money-back guarantee on unopened products')).toBeTruthy()

  // Raising a quantity past $75 qualifies for free shipping.
  fireEvent.click(
    within(drawer).getByRole('button', { name: 'Increase quantity of Vitamin D3 + K2' }),
  )
  expect(drawer.querySelector('[data-slot="cart-subtotal"]')?.textContent).toBe('$79.97')
  expect(within(drawer).getByText('Your order qualifies for free shipping.')).toBeTruthy()
  expect(within(drawer).getByRole('heading', { name: 'Shopping Cart (3)' })).toBeTruthy()
})

test('a line a physician reviews says so in the cart, before checkout; the others do not', async () => {
  renderDrawer()
  add('peptide-1')
  add('2')
  const drawer = await openDrawerWithLines()
  const [peptide, vitamin] = within(drawer).getAllByRole('listitem')
  expect(peptide!.querySelector('[data-slot="needs-review"]')?.textContent).toBe(
    'Needs a physician’s review',
  )
  expect(vitamin!.querySelector('[data-slot="needs-review"]')).toBeNull()
})

test('quantities can be typed; 0 removes the line, and so does Remove', async () => {
  renderDrawer()
  add('2')
  add('shake-1')
  const drawer = await openDrawerWithLines()

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

test('Request Order opens the checkout and closes the drawer; the note and the phone way come with it', async () => {
  const router = renderDrawer()
  add('1')
  const drawer = await openDrawerWithLines()

  // The subtotal stays above it.
  expect(drawer.querySelector('[data-slot="cart-subtotal"]')?.textContent).toBe('$59.99')
  const note = within(drawer).getByText(
    'Our clinic confirms every order before you pay, and some products need a physician’s approval.',
  )
  const request = within(drawer).getByRole('link', { name: 'Request Order' })
  expect(request.getAttribute('href')).toBe('/checkout')
  expect(request.getAttribute('aria-describedby')).toBe(note.id)
  // No more disclosure: nothing to unfold before going on.
  expect(within(drawer).queryByRole('button', { name: 'Request Order' })).toBeNull()
  expect(
    within(drawer)
      .getByRole('link', { name: 'Or order by phone: (800) 555-0142' })
      .getAttribute('href'),
  ).toBe('tel:+18005550142')

  fireEvent.click(request)
  await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'))
  expect(screen.getByRole('heading', { level: 1, name: 'Checkout' })).toBeTruthy()
  // The cart outlives the page change; its drawer does not stay open over the checkout.
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
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

test('the drawer is the platform dialog the cart button invokes, closed until then', () => {
  renderDrawer()
  const button = screen.getByRole('button', { name: /^Cart/ })
  const dialog = document.getElementById(button.getAttribute('commandfor')!)
  expect(button.getAttribute('command')).toBe('show-modal')
  expect(dialog?.localName).toBe('dialog')
  expect((dialog as HTMLDialogElement).open).toBe(false)
  expect(dialog?.getAttribute('aria-labelledby')).toBe('cart-drawer-title')
  expect(document.getElementById('cart-drawer-title')?.textContent).toBe('Shopping Cart (0)')
})

test('the cart follows the dialog: the invoker, Escape and setOpen open and close it', async () => {
  renderDrawer()
  const dialog = document.getElementById('cart-drawer') as HTMLDialogElement
  const button = screen.getByRole('button', { name: /^Cart/ })

  // The browser's invoker command (no click handler involved: as a tap before the code's own).
  const command = Object.assign(new Event('command'), { command: 'show-modal', source: button })
  act(() => void dialog.dispatchEvent(command))
  expect(dialog.open).toBe(true)
  await waitFor(() => expect(cartOpen()).toBe('true'))

  fireEvent.keyDown(dialog, { key: 'Escape' })
  expect(dialog.open).toBe(false)
  await waitFor(() => expect(cartOpen()).toBe('false'))
  expect(document.activeElement).toBe(button)

  // The toast's View Cart opens it through the cart.
  fireEvent.click(screen.getByRole('button', { name: 'view cart' }))
  await waitFor(() => expect(dialog.open).toBe(true))
  expect(cartOpen()).toBe('true')
})

test('Continue Shopping follows its link and closes the drawer', async () => {
  const router = renderDrawer()
  const drawer = openDrawer()
  await waitFor(() => expect(cartOpen()).toBe('true'))
  fireEvent.click(within(drawer).getByRole('link', { name: 'Browse supplements' }))
  await waitFor(() => expect(router.state.location.pathname).toBe('/supplements'))
  expect(screen.queryByRole('dialog')).toBeNull()
  await act(() => router.navigate('/'))
  expect(cartOpen()).toBe('false')
})

test('a drawer the visitor opened before the code ran is open once hydrated, and works', async () => {
  // The prerendered page, and the browser's invoker opening its dialog before any code.
  const holder = document.createElement('div')
  holder.innerHTML = renderToString(<RouterProvider router={drawerRouter()} />)
  document.body.append(holder)
  const dialog = holder.querySelector<HTMLDialogElement>('#cart-drawer')!
  dialog.showModal()

  // React in the tests reports the `open` it did not render (and keeps it, as Preact does in the
  // browser without a word: docs/decisions/053-first-tap-answered-by-the-html.md).
  expectConsoleError()
  const root = hydrateRoot(holder, <RouterProvider router={drawerRouter()} />)
  await waitFor(() => expect(cartOpen()).toBe('true'))
  expect(dialog.isConnected && dialog.open).toBe(true)
  fireEvent.click(within(dialog).getByRole('button', { name: 'Close cart' }))
  expect(dialog.open).toBe(false)
  await waitFor(() => expect(cartOpen()).toBe('false'))
  act(() => root.unmount())
  holder.remove()
})
