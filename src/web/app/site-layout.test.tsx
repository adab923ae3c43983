import { act, fireEvent, render, screen, within } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'

import { SessionContext, type SessionContextValue } from '@/features/auth/session-provider'
import { sessionValue } from '@/test/session'

import { routes } from './router'

async function renderAt(path: string, session: SessionContextValue = sessionValue()) {
  const router = createMemoryRouter(routes, { initialEntries: [path] })
  render(
    <SessionContext value={session}>
      <RouterProvider router={router} />
    </SessionContext>,
  )
  await screen.findByRole('main')
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
