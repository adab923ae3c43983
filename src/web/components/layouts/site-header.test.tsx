import { fireEvent, render, screen, within } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'

import { headerCopy, mainNavigation } from '@/content/navigation'
import { site } from '@/content/site'

import { SiteHeader } from './site-header'

type HeaderProps = Pick<
  React.ComponentProps<typeof SiteHeader>,
  'user' | 'isStaff' | 'sessionKnown' | 'onSignOut'
>

function renderHeader({
  user = null,
  isStaff = false,
  sessionKnown = true,
  onSignOut = vi.fn(),
}: Partial<HeaderProps> = {}) {
  const router = createMemoryRouter([
    {
      path: '*',
      element: (
        <SiteHeader
          brand={site.brand}
          phone={site.phone}
          menus={mainNavigation}
          copy={headerCopy}
          user={user}
          sessionKnown={sessionKnown}
          isStaff={isStaff}
          onSignOut={onSignOut}
        />
      ),
    },
  ])
  render(<RouterProvider router={router} />)
  return router
}

const menuButton = () => screen.getByRole('button', { name: 'Menu' })

test('a visitor sees the logo, the phone, Free Consultation and a Sign In link', () => {
  renderHeader()
  const banner = screen.getByRole('banner')

  expect(within(banner).getByRole('link', { name: 'Renew Medical' }).getAttribute('href')).toBe('/')
  expect(
    within(banner).getByRole('link', { name: 'Call (800) 555-0142' }).getAttribute('href'),
  ).toBe('tel:+18005550142')
  expect(within(banner).getByRole('link', { name: 'Free Consultation' }).getAttribute('href')).toBe(
    '/consultation',
  )
  expect(within(banner).getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/auth')
  expect(within(banner).queryByRole('button', { name: 'Sign Out' })).toBeNull()
  expect(within(banner).getByRole('navigation', { name: 'Main' })).toBeTruthy()
})

test('a signed-in user gets a Sign Out button instead of the link', () => {
  const onSignOut = vi.fn()
  renderHeader({ user: { email: 'ann@example.com' }, onSignOut })

  expect(screen.queryByRole('link', { name: 'Sign In' })).toBeNull()
  fireEvent.click(screen.getByRole('button', { name: 'Sign Out' }))
  expect(onSignOut).toHaveBeenCalledTimes(1)
  expect(screen.getByRole('link', { name: 'My care' }).getAttribute('href')).toBe('/account')
})

test('the Menu sheet offers a signed-in user My care beside Sign Out', () => {
  renderHeader({ user: { email: 'ann@example.com' } })
  fireEvent.click(screen.getByRole('button', { name: 'Menu' }))
  const sheet = screen.getByRole('dialog')
  expect(within(sheet).getByRole('link', { name: 'My care' }).getAttribute('href')).toBe('/account')
  expect(within(sheet).getByRole('button', { name: 'Sign Out' })).toBeTruthy()
})

test('until the session is known, both states are rendered and the stylesheet picks one', () => {
  // <html data-session="stored"> (session-hint.ts) shows the signed-in one, else the signed-out
  // one: docs/decisions/052-the-first-tap-answers-at-once.md.
  renderHeader({ sessionKnown: false })
  const header = screen.getByRole('banner')
  expect(within(header).getByRole('link', { name: 'Sign In' }).className).toContain(
    'session-stored:hidden',
  )
  expect(within(header).getByRole('button', { name: 'Sign Out' }).className).toContain(
    'session-none:hidden',
  )
  expect(within(header).getByRole('link', { name: 'My care' }).className).toContain(
    'session-none:hidden',
  )
  // The Menu sheet too: the platform opens it before the page's code has read the session.
  fireEvent.click(menuButton())
  const sheet = screen.getByRole('dialog', { name: 'Menu' })
  expect(within(sheet).getByRole('link', { name: 'Sign In' }).className).toContain(
    'session-stored:hidden',
  )
  expect(within(sheet).getByRole('button', { name: 'Sign Out' }).className).toContain(
    'session-none:hidden',
  )
})

test('once the session is known, only its state is rendered, shown whatever was stored', () => {
  renderHeader({ sessionKnown: true })
  const header = screen.getByRole('banner')
  expect(within(header).queryByRole('button', { name: 'Sign Out' })).toBeNull()
  expect(within(header).getByRole('link', { name: 'Sign In' }).className).not.toContain('session-')
})

test('staff get a Leads link to the dashboard; other signed-in users do not', () => {
  renderHeader({ user: { email: 'staff@renewmedical.example' }, isStaff: true })
  expect(
    within(screen.getByRole('banner')).getByRole('link', { name: 'Leads' }).getAttribute('href'),
  ).toBe('/admin')
  fireEvent.click(menuButton())
  expect(
    within(screen.getByRole('dialog')).getByRole('link', { name: 'Leads' }).getAttribute('href'),
  ).toBe('/admin')
})

test('a patient sees no dashboard link', () => {
  renderHeader({ user: { email: 'ann@example.com' } })
  expect(screen.queryByRole('link', { name: 'Leads' })).toBeNull()
})

test('the Menu sheet (small screens): opens as a dialog holding every menu, the call, consultation and sign-in links', () => {
  renderHeader()

  fireEvent.click(menuButton())

  const sheet = screen.getByRole('dialog', { name: 'Menu' })
  // The button opens it as the platform's modal dialog, with or without the page's code.
  expect(menuButton().getAttribute('command')).toBe('show-modal')
  expect(menuButton().getAttribute('commandfor')).toBe(sheet.id)
  const nav = within(sheet).getByRole('navigation', { name: 'Main' })
  for (const menu of mainNavigation) {
    const group = within(nav).getByRole('region', { name: menu.label })
    const links = within(group).getAllByRole('link')
    const expected = [
      ...('href' in menu ? [[menu.label, menu.href]] : []),
      ...menu.items.map((item) => [item.label, item.href]),
    ]
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(expected)
  }
  expect(within(sheet).getByRole('link', { name: 'Call (800) 555-0142' })).toBeTruthy()
  expect(within(sheet).getByRole('link', { name: 'Free Consultation' }).getAttribute('href')).toBe(
    '/consultation',
  )
  expect(within(sheet).getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/auth')
})

// The page behind the open sheet is inert and does not scroll: the browser's modal dialog does
// that (e2e/public-shell.spec.ts, e2e/public-no-script.spec.ts).
test('the Menu sheet (small screens): moves focus into the sheet, and Tab wraps round inside it', () => {
  renderHeader()

  fireEvent.click(menuButton())

  const sheet = screen.getByRole('dialog', { name: 'Menu' })
  expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close menu' }))
  fireEvent.keyDown(sheet, { key: 'Tab', shiftKey: true })
  expect(document.activeElement).toBe(within(sheet).getByRole('link', { name: 'Sign In' }))
  fireEvent.keyDown(sheet, { key: 'Tab' })
  expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close menu' }))
})

test('the Menu sheet (small screens): Escape closes it and returns focus to the Menu button', async () => {
  renderHeader()
  fireEvent.click(menuButton())

  fireEvent.keyDown(screen.getByRole('dialog', { name: 'Menu' }), { key: 'Escape' })

  expect(screen.queryByRole('dialog')).toBeNull()
  await vi.waitFor(() => expect(document.activeElement).toBe(menuButton()))
})

test('the Menu sheet (small screens): the close button closes it', () => {
  renderHeader()
  fireEvent.click(menuButton())

  fireEvent.click(screen.getByRole('button', { name: 'Close menu' }))

  expect(screen.queryByRole('dialog')).toBeNull()
})

test('the Menu sheet (small screens): following a link navigates and closes the sheet', async () => {
  const router = renderHeader()
  fireEvent.click(menuButton())

  fireEvent.click(
    within(screen.getByRole('dialog', { name: 'Menu' })).getByRole('link', {
      name: 'Enclomiphene',
    }),
  )

  expect(screen.queryByRole('dialog')).toBeNull()
  await vi.waitFor(() => expect(router.state.location.pathname).toBe('/enclomiphene'))
})

test('the Menu sheet (small screens): a signed-in user signs out from the sheet', () => {
  const onSignOut = vi.fn()
  renderHeader({ user: { email: 'ann@example.com' }, onSignOut })
  fireEvent.click(menuButton())
  const sheet = screen.getByRole('dialog', { name: 'Menu' })

  expect(within(sheet).queryByRole('link', { name: 'Sign In' })).toBeNull()
  fireEvent.click(within(sheet).getByRole('button', { name: 'Sign Out' }))

  expect(onSignOut).toHaveBeenCalledTimes(1)
  expect(screen.queryByRole('dialog')).toBeNull()
})

test('the cart it is given sits in the bar at every width, before the Menu button', () => {
  const router = createMemoryRouter([
    {
      path: '*',
      element: (
        <SiteHeader
          brand={site.brand}
          phone={site.phone}
          menus={mainNavigation}
          copy={headerCopy}
          user={null}
          onSignOut={vi.fn()}
          cart={<button type="button">Cart, 2 items</button>}
        />
      ),
    },
  ])
  render(<RouterProvider router={router} />)

  const cart = within(screen.getByRole('banner')).getByRole('button', { name: 'Cart, 2 items' })
  expect(cart.className).not.toMatch(/hidden/)
  expect(cart.compareDocumentPosition(menuButton()) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
})
