import { fireEvent, render, screen, within } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'

import { mobileBarCopy } from '@/content/navigation'
import { site } from '@/content/site'

import { MOBILE_BAR_ACTION_CLASS, MobileBar } from './mobile-bar'

function renderBar(props: Partial<React.ComponentProps<typeof MobileBar>> = {}) {
  const onSignOut = vi.fn()
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <MobileBar
          copy={mobileBarCopy}
          phone={site.phone}
          signedIn={false}
          onSignOut={onSignOut}
          {...props}
        />
      ),
    },
  ])
  render(<RouterProvider router={router} />)
  return { onSignOut }
}

const bar = () => screen.getByRole('navigation', { name: 'Quick actions' })

test('a visitor gets Call, Sign In and Book Now', () => {
  renderBar()

  const links = within(bar()).getAllByRole('link')
  expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
    ['Call', 'tel:+18005550142'],
    ['Sign In', '/auth'],
    ['Book Now', '/book'],
  ])
  expect(within(bar()).getByRole('link', { name: 'Call (800) 555-0142' })).toBeTruthy()
})

test('until the session is known, the bar holds both states and the stylesheet picks one', () => {
  // <html data-session="stored"> (session-hint.ts) shows the signed-in one, four columns wide,
  // else the signed-out one: docs/decisions/052-the-first-tap-answers-at-once.md.
  renderBar({ sessionKnown: false })
  expect(within(bar()).getByRole('link', { name: 'Sign In' }).className).toContain(
    'session-stored:hidden',
  )
  expect(within(bar()).getByRole('button', { name: 'Sign Out' }).className).toContain(
    'session-none:hidden',
  )
  expect(within(bar()).getByRole('link', { name: 'My care' }).closest('li')?.className).toContain(
    'session-none:hidden',
  )
  const list = within(bar()).getByRole('list')
  expect(list.className).toContain('grid-cols-3')
  expect(list.className).toContain('session-stored:grid-cols-4')
})

test('a signed-in user gets Sign Out in place of Sign In', () => {
  const { onSignOut } = renderBar({ signedIn: true })

  expect(within(bar()).queryByRole('link', { name: 'Sign In' })).toBeNull()
  fireEvent.click(within(bar()).getByRole('button', { name: 'Sign Out' }))
  expect(onSignOut).toHaveBeenCalledTimes(1)
  // My care, the patient's own page, from every page.
  expect(within(bar()).getByRole('link', { name: 'My care' }).getAttribute('href')).toBe('/account')
  expect(within(bar()).getAllByRole('listitem')).toHaveLength(4)
})

test('the bar is fixed to the bottom of small screens, clear of the safe area', () => {
  renderBar()

  expect(bar().className).toMatch(/\bfixed\b/)
  expect(bar().className).toMatch(/\bbottom-0\b/)
  expect(bar().className).toMatch(/\bmd:hidden\b/)
  expect(bar().className).toContain('pb-[env(safe-area-inset-bottom)]')
})

test('a page with its own call to action gets the right side: Call and Sign In only', () => {
  renderBar({ pageAction: true })

  const links = within(bar()).getAllByRole('link')
  expect(links.map((link) => link.textContent)).toEqual(['Call', 'Sign In'])
  // The items keep 42 % of the width; the page's fixed action covers the rest.
  expect(bar().querySelector('ul')?.className).toContain('w-[42%] grid-cols-2')
  expect(MOBILE_BAR_ACTION_CLASS).toContain('max-md:w-[58%]')
  expect(MOBILE_BAR_ACTION_CLASS).toContain('max-md:bottom-[env(safe-area-inset-bottom)]')
})
