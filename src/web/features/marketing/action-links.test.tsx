import { fireEvent, render, screen } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'

import { ActionLinks } from './action-links'

function renderAt(element: React.ReactNode) {
  const router = createMemoryRouter(
    [
      { path: '/', element },
      { path: '/consultation', element: <h1>Consultation page</h1> },
    ],
    { initialEntries: ['/'] },
  )
  render(<RouterProvider router={router} />)
  return router
}

test('a route action is a router link, an anchor stays on the page, a phone action dials', () => {
  renderAt(
    <ActionLinks
      actions={[
        { label: 'Book now', href: '/consultation' },
        { label: 'Learn more', href: '#about', emphasis: 'secondary' },
        { label: 'Call us', href: 'tel:+18005550142', emphasis: 'secondary' },
      ]}
    />,
  )

  expect(screen.getByRole('link', { name: 'Book now' }).getAttribute('href')).toBe('/consultation')
  expect(screen.getByRole('link', { name: 'Learn more' }).getAttribute('href')).toBe('#about')
  expect(screen.getByRole('link', { name: 'Call us' }).getAttribute('href')).toBe(
    'tel:+18005550142',
  )
  // Emphasis picks the button style.
  expect(screen.getByRole('link', { name: 'Book now' }).dataset.variant).toBe('default')
  expect(screen.getByRole('link', { name: 'Learn more' }).dataset.variant).toBe('outline')
})

test('following a route action navigates inside the app', async () => {
  const router = renderAt(<ActionLinks actions={[{ label: 'Book now', href: '/consultation' }]} />)

  fireEvent.click(screen.getByRole('link', { name: 'Book now' }))

  expect(await screen.findByRole('heading', { name: 'Consultation page' })).toBeTruthy()
  expect(router.state.location.pathname).toBe('/consultation')
})

test('controls that are not links go after the links', () => {
  renderAt(
    <ActionLinks actions={[{ label: 'Book now', href: '/consultation' }]}>
      <button type="button">Live Chat</button>
    </ActionLinks>,
  )

  const controls = [...document.querySelectorAll('[data-slot="action-links"] > *')]
  expect(controls.map((control) => control.textContent)).toEqual(['Book now', 'Live Chat'])
})
