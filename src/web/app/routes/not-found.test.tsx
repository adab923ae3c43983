import { render, screen } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'

import { routes } from '@/app/router'
import { SessionContext } from '@/features/auth/session-provider'
import { expectConsoleError } from '@/test/console-error'
import { sessionValue } from '@/test/session'

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] })
  render(
    <SessionContext value={sessionValue()}>
      <RouterProvider router={router} />
    </SessionContext>,
  )
}

test('a visitor on an unknown path sees the 404 page with a link back home', async () => {
  expectConsoleError()
  renderAt('/no-such-page')

  await screen.findByRole('heading', { level: 1, name: 'Oops! Page not found' })
  expect(screen.getByText('404')).toBeTruthy()
  expect(screen.getByRole('link', { name: 'Return to Home' }).getAttribute('href')).toBe('/')
  expect(screen.getByRole('main').id).toBe('main')
  // It sits in the site layout, so the visitor can navigate away.
  expect(screen.getByRole('banner')).toBeTruthy()
  expect(screen.getByRole('contentinfo')).toBeTruthy()
})

test('an unknown path is logged to the console and titles the page', async () => {
  const consoleError = expectConsoleError()
  renderAt('/no-such-page')

  await screen.findByRole('heading', { name: 'Oops! Page not found' })
  // The log comes from an effect, which may run just after the heading appears.
  await vi.waitFor(() =>
    expect(consoleError).toHaveBeenCalledWith(
      '404 Error: User attempted to access non-existent route:',
      '/no-such-page',
    ),
  )
  expect(document.title).toBe('Page not found — Renew Medical')
})
