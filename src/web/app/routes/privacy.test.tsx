import { render, screen, within } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'

import { Component as ConsumerHealthDataPage } from './consumer-health-data-privacy'
import { Component as PrivacyPage } from './privacy'

function renderPage(Page: () => React.ReactNode) {
  const router = createMemoryRouter([{ path: '/', Component: Page }])
  render(<RouterProvider router={router} />)
  return screen.getByRole('main')
}

test('the privacy policy says what we collect and how to reach us, and links the health data policy', () => {
  const main = renderPage(PrivacyPage)

  expect(within(main).getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeTruthy()
  expect(within(main).getByRole('heading', { name: 'Information you give us' })).toBeTruthy()
  expect(within(main).getByText(/We do not sell or rent your personal information/)).toBeTruthy()
  expect(
    within(main).getByRole('link', { name: 'care@renewmedical.example' }).getAttribute('href'),
  ).toBe('mailto:care@renewmedical.example')
  expect(
    within(main)
      .getByRole('link', { name: 'Consumer Health Data Privacy Policy' })
      .getAttribute('href'),
  ).toBe('/consumer-health-data-privacy')
  expect(document.title).toBe('Privacy Policy — Renew Medical')
})

test('the consumer health data policy covers collection, purpose, sharing and rights', () => {
  const main = renderPage(ConsumerHealthDataPage)

  expect(
    within(main).getByRole('heading', { level: 1, name: 'Consumer Health Data Privacy Policy' }),
  ).toBeTruthy()
  for (const heading of [
    'Consumer health data we collect',
    'Why we collect it and how we use it',
    'Sharing',
    'Your rights',
    'How to exercise your rights',
  ]) {
    expect(within(main).getByRole('heading', { level: 2, name: heading })).toBeTruthy()
  }
  expect(within(main).getByText(/My Health My Data Act/)).toBeTruthy()
  expect(within(main).getByText(/Withdraw your consent/)).toBeTruthy()
  expect(within(main).getByText(/deleted/)).toBeTruthy()
  expect(
    within(main).getByRole('link', { name: 'care@renewmedical.example' }).getAttribute('href'),
  ).toBe('mailto:care@renewmedical.example')
  expect(document.title).toBe('Consumer Health Data Privacy Policy — Renew Medical')
})
