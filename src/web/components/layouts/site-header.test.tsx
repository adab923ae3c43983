import { fireEvent, render, screen } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'

import { SiteHeader } from './site-header'

function renderHeader(props: React.ComponentProps<typeof SiteHeader>) {
  const router = createMemoryRouter([{ path: '/', element: <SiteHeader {...props} /> }])
  render(<RouterProvider router={router} />)
}

test('a visitor sees the logo, the phone, Free Consultation and a Sign In link', () => {
  renderHeader({ user: null, onSignOut: vi.fn() })

  expect(screen.getByRole('link', { name: 'Renew Medical' }).getAttribute('href')).toBe('/')
  expect(screen.getByRole('link', { name: /\(800\) 555-0142/ }).getAttribute('href')).toBe(
    'tel:+18005550142',
  )
  expect(screen.getByRole('link', { name: 'Free Consultation' }).getAttribute('href')).toBe(
    '/consultation',
  )
  expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/auth')
  expect(screen.queryByRole('button', { name: 'Sign Out' })).toBeNull()
})

test('a signed-in user gets a Sign Out button instead of the link', () => {
  const onSignOut = vi.fn()
  renderHeader({ user: { email: 'ann@example.com' }, onSignOut })

  expect(screen.queryByRole('link', { name: 'Sign In' })).toBeNull()
  fireEvent.click(screen.getByRole('button', { name: 'Sign Out' }))
  expect(onSignOut).toHaveBeenCalledTimes(1)
})
