import { act, fireEvent, render, screen, within } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'

import { SessionContext, type SessionContextValue } from '@/features/auth/session-provider'
import { resetCartSignal } from '@/features/shop/cart-signal'
import { CART_STORAGE_KEY } from '@/features/shop/cart-storage'
import { expectConsoleError } from '@/test/console-error'
import { sessionValue } from '@/test/session'

import { routes } from './router'

async function renderAt(path: string, session: SessionContextValue = sessionValue()) {
  const router = createMemoryRouter(routes, { initialEntries: [path] })
  render(
    <SessionContext value={session}>
      <RouterProvider router={router} />
    </SessionContext>,
  )
  // The route's module loads lazily, which on a busy machine takes longer than the default wait.
  await screen.findByRole('main', {}, { timeout: 15_000 })
  return router
}

test('every page sits between the header and the footer, with the mobile bar', async () => {
  await renderAt('/privacy')

  const [banner, main, footer] = [
    screen.getByRole('banner'),
    screen.getByRole('main'),
    screen.getByRole('contentinfo'),
  ]
  expect(main.id).toBe('main')
  expect(banner.compareDocumentPosition(main) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
  expect(main.compareDocumentPosition(footer) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
  expect(screen.getByRole('navigation', { name: 'Quick actions' })).toBeTruthy()
  expect(screen.getByRole('link', { name: 'Skip to main content' }).getAttribute('href')).toBe(
    '#main',
  )
})

test('small screens are padded by the height of the mobile bar so it covers nothing', async () => {
  await renderAt('/privacy')

  const layout = document.querySelector('[data-slot="site-layout"]')
  expect(layout?.className).toContain('pb-[calc(4rem+env(safe-area-inset-bottom))]')
  expect(layout?.className).toContain('md:pb-0')
  const bar = screen.getByRole('navigation', { name: 'Quick actions' })
  expect(bar.querySelector('ul')?.className).toMatch(/\bh-16\b/)
})

test('a signed-in user can sign out from the header and from the mobile bar', async () => {
  const session = sessionValue({ signedIn: true })
  await renderAt('/privacy', session)

  fireEvent.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Sign Out' }))
  fireEvent.click(
    within(screen.getByRole('navigation', { name: 'Quick actions' })).getByRole('button', {
      name: 'Sign Out',
    }),
  )

  expect(session.signOut).toHaveBeenCalledTimes(2)
  // This browser only, not every device of the account.
  expect(session.signOut).toHaveBeenCalledWith({ scope: 'local' })
  expect(screen.queryByRole('link', { name: 'Sign In' })).toBeNull()
})

test('the footer leads to both privacy pages', async () => {
  const router = await renderAt('/privacy')
  expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeTruthy()

  const legal = screen.getByRole('navigation', { name: 'Legal' })
  await act(() =>
    fireEvent.click(
      within(legal).getByRole('link', { name: 'Consumer Health Data Privacy Policy' }),
    ),
  )

  expect(
    await screen.findByRole('heading', { level: 1, name: 'Consumer Health Data Privacy Policy' }),
  ).toBeTruthy()
  expect(router.state.location.pathname).toBe('/consumer-health-data-privacy')
})

test('a page can put something above the header through its route handle', async () => {
  const router = createMemoryRouter(
    [
      {
        lazy: () => import('./site-layout'),
        children: [
          {
            path: '/',
            handle: { beforeHeader: () => <p>Spring offer</p> },
            element: <main id="main">Page</main>,
          },
        ],
      },
    ],
    { initialEntries: ['/'] },
  )
  render(
    <SessionContext value={sessionValue()}>
      <RouterProvider router={router} />
    </SessionContext>,
  )

  const banner = await screen.findByText('Spring offer')
  expect(
    banner.compareDocumentPosition(screen.getByRole('banner')) & Node.DOCUMENT_POSITION_FOLLOWING,
  ).toBeTruthy()
})

// ---- the cart in the header, and the product page's place in the mobile bar -----------------

const storedCart = JSON.stringify({
  version: 1,
  items: [
    { id: '1', quantity: 2 },
    { id: 'shake-1', quantity: 1 },
  ],
})

describe('the cart', () => {
  afterEach(() => {
    window.localStorage.clear()
    resetCartSignal()
  })

  test('every page’s header counts the stored cart, and opens it where the shop is not', async () => {
    window.localStorage.setItem(CART_STORAGE_KEY, storedCart)
    await renderAt('/privacy')

    const cart = within(screen.getByRole('banner')).getByRole('button', { name: 'Cart, 3 items' })
    expect(cart.getAttribute('aria-haspopup')).toBe('dialog')
    // Outside the shop the cart and its drawer load when asked for.
    expect(screen.queryByRole('dialog')).toBeNull()
    fireEvent.click(cart)
    const drawer = await screen.findByRole(
      'dialog',
      { name: 'Shopping Cart (3)' },
      { timeout: 10_000 },
    )
    expect(
      await within(drawer).findAllByRole('link', { name: /Ignite|Whey/ }, { timeout: 10_000 }),
    ).toHaveLength(2)
  }, 30_000)

  test('in the shop the header’s button opens the shop’s own drawer, and counts what is added', async () => {
    await renderAt('/supplements')
    await screen.findByRole('heading', { level: 1 }, { timeout: 15_000 })
    const header = within(screen.getByRole('banner'))
    expect(header.getByRole('button', { name: 'Cart, 0 items' })).toBeTruthy()
    // The one cart button of the page: the toolbar has none of its own.
    expect(screen.getAllByRole('button', { name: /^Cart, / })).toHaveLength(1)

    const ignite = screen.getByRole('article', { name: 'Ignite Metabolic Support' })
    fireEvent.click(within(ignite).getByRole('button', { name: /Add to Cart/ }))
    fireEvent.click(header.getByRole('button', { name: 'Cart, 1 item' }))
    // The drawer is the shop layout's own, in the page (app/routes/shop-layout.tsx); its lines
    // load when it first shows any.
    const drawer = await screen.findByRole('dialog', { name: 'Shopping Cart (1)' })
    expect(drawer.id).toBe('cart-drawer')
    expect(
      await within(drawer).findByRole(
        'link',
        { name: 'Ignite Metabolic Support' },
        { timeout: 15_000 },
      ),
    ).toBeTruthy()
  }, 30_000)

  test('a product page takes the mobile bar’s call to action; other pages keep Book Now', async () => {
    const router = await renderAt('/shop/5')
    await screen.findByRole('heading', { level: 1, name: 'Omega-3 Fish Oil' }, { timeout: 15_000 })
    const bar = screen.getByRole('navigation', { name: 'Quick actions' })
    expect(within(bar).queryByRole('link', { name: 'Book Now' })).toBeNull()
    expect(within(bar).getAllByRole('listitem')).toHaveLength(2)
    // The page's Add to Cart, with the price beside it, is what takes the bar's place.
    const action = document.querySelector('[data-slot="add-to-cart-action"]')!
    expect(action.className).toContain('max-md:fixed')
    expect(within(action as HTMLElement).getByRole('button', { name: 'Add to Cart' })).toBeTruthy()
    expect(action.querySelector('[data-slot="bar-price"]')?.textContent).toBe('$34.99')

    await act(() => router.navigate('/supplements'))
    await screen.findByRole('heading', { level: 1, name: 'Physician-Formulated Supplements' })
    expect(within(bar).getByRole('link', { name: 'Book Now' })).toBeTruthy()
  }, 30_000)

  test('an unknown product’s 404 page keeps Book Now', async () => {
    // The 404 page logs the path it was asked for.
    expectConsoleError()
    await renderAt('/shop/no-such-product')
    await screen.findByRole('heading', { level: 1, name: 'Oops! Page not found' })
    const bar = screen.getByRole('navigation', { name: 'Quick actions' })
    expect(within(bar).getByRole('link', { name: 'Book Now' })).toBeTruthy()
  }, 30_000)
})
