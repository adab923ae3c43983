import { render, screen, within } from '@testing-library/react'

import { HeadedSection } from './section'

test('a headed section is a region named by its h2, with its eyebrow, one intro paragraph, then its content', () => {
  render(
    <HeadedSection
      id="how-it-works"
      tone="mist"
      headingId="how-heading"
      eyebrow="Simple Process"
      title="How It Works"
      intro="Four steps from booking to follow-up."
    >
      <p>The steps</p>
    </HeadedSection>,
  )
  const region = screen.getByRole('region', { name: 'How It Works' })
  expect(region.id).toBe('how-it-works')
  expect(region.dataset.tone).toBe('mist')
  const heading = within(region).getByRole('heading', { level: 2 })
  expect(heading.id).toBe('how-heading')
  expect(heading.previousElementSibling?.textContent).toBe('Simple Process')
  expect(heading.nextElementSibling?.innerHTML).toBe('<p>Four steps from booking to follow-up.</p>')
  expect(within(region).getByText('The steps')).toBeTruthy()
})

test('a headed section without an eyebrow starts at its h2', () => {
  render(<HeadedSection headingId="services-heading" title="Services" intro="What we offer." />)
  const heading = screen.getByRole('heading', { level: 2, name: 'Services' })
  expect(heading.previousElementSibling).toBeNull()
  expect(screen.getByRole('region', { name: 'Services' }).dataset.tone).toBe('white')
})
