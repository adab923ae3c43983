import { render, screen, within } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'

import { footerCopy } from '@/content/footer'
import { site } from '@/content/site'

import { SiteFooter } from './site-footer'

function renderFooter() {
  const router = createMemoryRouter([
    { path: '/', element: <SiteFooter brand={site.brand} contact={site} copy={footerCopy} /> },
  ])
  render(<RouterProvider router={router} />)
  return screen.getByRole('contentinfo')
}

test('the footer gives the phone and e-mail as links, the clinic locations and the opening hours', () => {
  const footer = renderFooter()

  expect(within(footer).getByRole('link', { name: '(800) 555-0142' }).getAttribute('href')).toBe(
    'tel:+18005550142',
  )
  expect(
    within(footer).getByRole('link', { name: 'care@renewmedical.example' }).getAttribute('href'),
  ).toBe('mailto:care@renewmedical.example')
  expect(
    within(footer).getByRole('link', { name: 'Find a clinic near you' }).getAttribute('href'),
  ).toBe('/locations')
  const hours = within(footer).getByRole('region', { name: 'Hours' })
  expect(within(hours).getByText('Mon-Fri 8AM-6PM')).toBeTruthy()
  expect(within(hours).getByText('Sat 9AM-3PM')).toBeTruthy()
})

test('six social links open in a new tab, safely, each with a name', () => {
  const footer = renderFooter()
  const social = within(within(footer).getByRole('region', { name: 'Follow Us' })).getAllByRole(
    'link',
  )

  expect(social.map((link) => link.textContent)).toEqual([
    'Facebook (opens in a new tab)',
    'Instagram (opens in a new tab)',
    'X (opens in a new tab)',
    'YouTube (opens in a new tab)',
    'LinkedIn (opens in a new tab)',
    'TikTok (opens in a new tab)',
  ])
  for (const link of social) {
    expect(link.getAttribute('href')).toMatch(/^https:\/\/(www\.)?[a-z]+\.com\/\S*renewmedical$/)
    expect(link.getAttribute('target')).toBe('_blank')
    expect(link.getAttribute('rel')).toBe('noopener noreferrer')
    // The drawn icon is decorative; the hidden text names the link.
    expect(link.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true')
  }
})

test('the footer states that all sales are final, the copyright and the legal links', () => {
  const footer = renderFooter()

  // Both statements of the specification, each with what it covers (docs/product.md, Header and
  // footer): final sales on programs and treatments, the shop's guarantee on unopened products.
  expect(
    within(footer).getByText(
      'All sales are final, with no refunds, on programs and treatments. Unopened RM Naturals shop products carry our 30-day money-back guarantee.',
    ),
  ).toBeTruthy()
  expect(within(footer).getByText('© 2024 Renew Medical. All rights reserved.')).toBeTruthy()
  const legal = within(footer).getByRole('navigation', { name: 'Legal' })
  expect(
    within(legal)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]),
  ).toEqual([
    ['Privacy Policy', '/privacy'],
    ['Consumer Health Data Privacy Policy', '/consumer-health-data-privacy'],
  ])
})
