import { fireEvent, render, screen } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'

import { homeLanding } from '@/content/home'

import { PromoBanner } from './promo-banner'

const { promo } = homeLanding

function renderBanner() {
  const element = (
    <PromoBanner
      aria-label={promo.label}
      message={promo.message}
      link={promo.link}
      dismissLabel={promo.dismissLabel}
    />
  )
  const router = createMemoryRouter([{ path: '/', element }])
  return render(<RouterProvider router={router} />)
}

test('the offer links to the weight-loss page', () => {
  renderBanner()

  const banner = screen.getByRole('complementary', { name: 'Current offer' })
  expect(banner.textContent).toContain('$299/month')
  expect(screen.getByRole('link', { name: 'See GLP Elite' }).getAttribute('href')).toBe(
    '/weight-loss',
  )
})

test('a visitor can dismiss the offer, and it is not remembered', () => {
  const { unmount } = renderBanner()

  fireEvent.click(screen.getByRole('button', { name: 'Dismiss this offer' }))
  expect(screen.queryByRole('complementary', { name: 'Current offer' })).toBeNull()
  expect(window.localStorage.length).toBe(0)
  expect(window.sessionStorage.length).toBe(0)

  // A new page view (as after a reload) shows it again.
  unmount()
  renderBanner()
  expect(screen.getByRole('complementary', { name: 'Current offer' })).toBeTruthy()
})
