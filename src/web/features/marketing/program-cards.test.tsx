import { render, screen, within } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'

import { weightLossPage } from '@/content/weight-loss'

import { ProgramCards } from './program-cards'

const { programs } = weightLossPage

function renderCards() {
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <ProgramCards
          programs={programs.items}
          action={programs.action}
          popularLabel="Most Popular"
        />
      ),
    },
  ])
  render(<RouterProvider router={router} />)
}

test('each program card shows its name, subtitle, description, price, features and Get Started', () => {
  renderCards()

  const cards = screen.getAllByRole('listitem').filter((item) => item.querySelector('h3'))
  expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
    'GLP Elite',
    'RM3',
    'Lifestyle',
  ])
  const [glp, rm3, lifestyle] = cards as [HTMLElement, HTMLElement, HTMLElement]
  expect(glp.textContent).toContain('From $299/month')
  expect(rm3.textContent).toContain('From $199/month')
  expect(lifestyle.textContent).toContain('From $149/month')
  expect(within(rm3).getByText('Metabolic reset program')).toBeTruthy()
  expect(within(rm3).getByText('6-week intensive phase')).toBeTruthy()
  expect(within(lifestyle).getByText('12-18 month program')).toBeTruthy()
  for (const card of cards) {
    const link = within(card).getByRole('link', { name: 'Get Started' })
    expect(link.getAttribute('href')).toBe('/intake/weight-loss')
  }
})

test('only the popular program is badged, and each button says which program it starts', () => {
  renderCards()

  const badges = screen.getAllByText('Most Popular')
  expect(badges).toHaveLength(1)
  expect(badges[0]?.closest('li')?.querySelector('h3')?.textContent).toBe('GLP Elite')

  for (const link of screen.getAllByRole('link', { name: 'Get Started' })) {
    const described = document.getElementById(link.getAttribute('aria-describedby') ?? '')
    expect(described?.tagName).toBe('H3')
    expect(link.closest('li')?.contains(described)).toBe(true)
  }
})
