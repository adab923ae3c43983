import { render, screen, within } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'

import { BenefitGrid } from './benefit-grid'
import { Callout } from './callout'
import { CheckList } from './check-list'
import { CopySection } from './copy-section'
import { CtaBand } from './cta-band'
import { FactTiles } from './fact-tiles'
import { ProcessSteps } from './process-steps'
import { StatsBand } from './stats-banner'
import { Timeline } from './timeline'
import { TreatmentOptions } from './treatment-options'

// The small shared sections of the program and treatment pages, each fed by props only.

function renderInRouter(element: React.ReactNode) {
  const router = createMemoryRouter([{ path: '/', element }])
  return render(<RouterProvider router={router} />)
}

test('a benefit grid shows each card’s icon, title and text, with an optional link onwards', () => {
  const { container } = renderInRouter(
    <BenefitGrid
      columns={4}
      items={[
        { icon: 'shield', title: 'DHT Blocking', desc: 'Slows follicle shrinkage.' },
        {
          icon: 'sprout',
          title: 'Follicle Stimulation',
          desc: 'Lengthens the growth phase.',
          link: { label: 'Learn more', href: '/hairgrow-rx' },
        },
      ]}
    />,
  )

  const cards = within(screen.getByRole('list')).getAllByRole('listitem')
  expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual([
    'DHT Blocking',
    'Follicle Stimulation',
  ])
  expect(within(cards[0]!).queryByRole('link')).toBeNull()
  const link = within(cards[1]!).getByRole('link', { name: 'Learn more' })
  expect(link.getAttribute('href')).toBe('/hairgrow-rx')
  expect(document.getElementById(link.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
    'Follicle Stimulation',
  )
  // Icons are decorative.
  expect(container.querySelectorAll('svg[aria-hidden="true"]').length).toBeGreaterThanOrEqual(2)
})

test('a benefit grid can sit one heading level deeper', () => {
  renderInRouter(
    <BenefitGrid headingLevel={4} items={[{ icon: 'lock', title: 'Private', desc: 'Always.' }]} />,
  )
  expect(screen.getByRole('heading', { level: 4, name: 'Private' })).toBeTruthy()
})

test('process steps are an ordered list whose headings say the step number', () => {
  render(
    <ProcessSteps
      stepLabel="Step"
      steps={[
        { step: 1, title: 'Consultation', description: 'Talk to a physician.' },
        { step: 2, title: 'Lab testing', description: 'Morning labs.' },
      ]}
    />,
  )

  const list = screen.getByRole('list')
  expect(list.tagName).toBe('OL')
  expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
    'Step 1: Consultation',
    'Step 2: Lab testing',
  ])
  expect(screen.getByText('Morning labs.')).toBeTruthy()
})

test('a timeline lists its entries in order with their periods', () => {
  render(
    <Timeline
      headingLevel={4}
      entries={[
        { period: 'Months 3-6', title: 'First results', description: 'Less shedding.' },
        { period: '12 months and beyond', title: 'Best results', description: 'Keep going.' },
      ]}
    />,
  )

  const entries = within(screen.getByRole('list')).getAllByRole('listitem')
  expect(entries.map((entry) => entry.textContent)).toEqual([
    'Months 3-6First resultsLess shedding.',
    '12 months and beyondBest resultsKeep going.',
  ])
  expect(screen.getAllByRole('heading', { level: 4 })).toHaveLength(2)
})

test('a check list shows every item', () => {
  const items = ['One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight']
  render(<CheckList items={items} />)

  expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(items)
})

test('a call-to-action band is a region named by its heading, with its actions inside', () => {
  render(
    <CtaBand title="Ready to start?" text="Your first consultation is free.">
      <a href="tel:+18005550142">Call</a>
    </CtaBand>,
  )

  const band = screen.getByRole('region', { name: 'Ready to start?' })
  expect(within(band).getByRole('heading', { level: 2 }).textContent).toBe('Ready to start?')
  expect(within(band).getByText('Your first consultation is free.')).toBeTruthy()
  expect(within(band).getByRole('link', { name: 'Call' })).toBeTruthy()
  expect(band.dataset.tone).toBe('navy')
})

test('a callout is a complementary note named by its title', () => {
  render(
    <Callout icon="lock" title="Completely confidential">
      <p>Handled under HIPAA.</p>
    </Callout>,
  )

  const note = screen.getByRole('complementary', { name: 'Completely confidential' })
  expect(within(note).getByText('Handled under HIPAA.')).toBeTruthy()
})

test('treatment options show how long each lasts', () => {
  render(
    <TreatmentOptions
      durationLabel="Duration"
      options={[
        { name: 'Generic Sildenafil', description: 'Before sex.', duration: '4-6 hours' },
        { name: 'Generic Tadalafil', description: 'Longer acting.', duration: 'Up to 36 hours' },
      ]}
    />,
  )

  const cards = screen.getAllByRole('listitem')
  expect(within(cards[0]!).getByRole('heading').textContent).toBe('Generic Sildenafil')
  expect(cards[0]?.textContent).toContain('Duration:4-6 hours')
  expect(cards[1]?.textContent).toContain('Duration:Up to 36 hours')
})

test('fact tiles pair each value with its label', () => {
  render(
    <FactTiles
      facts={[
        { value: '15-20%', label: 'Average weight lost' },
        { value: '$299', label: 'Per month, from' },
      ]}
    />,
  )

  const terms = screen.getAllByRole('term').map((term) => term.textContent)
  const values = screen.getAllByRole('definition').map((value) => value.textContent)
  expect(terms).toEqual(['Average weight lost', 'Per month, from'])
  expect(values).toEqual(['15-20%', '$299'])
})

test('a copy section is a region named by its h2, anchored at its id, with its lead and content', () => {
  renderInRouter(
    <CopySection
      copy={{
        id: 'programs',
        eyebrow: 'Our Programs',
        title: 'Choose Your Path',
        intro: ['Three programs.', 'One team.'],
      }}
      tone="mist"
    >
      <p>The cards</p>
    </CopySection>,
  )
  const region = screen.getByRole('region', { name: 'Choose Your Path' })
  expect(region.id).toBe('programs')
  expect(region.dataset.tone).toBe('mist')
  expect(within(region).getByRole('heading', { level: 2 }).id).toBe('programs-heading')
  expect(within(region).getByText('Our Programs')).toBeTruthy()
  expect(
    [...region.querySelectorAll('[data-slot="paragraphs"] p')].map((p) => p.textContent),
  ).toEqual(['Three programs.', 'One team.'])
  expect(within(region).getByText('The cards')).toBeTruthy()
})

test('a copy section without lead paragraphs has no empty lead block under its heading', () => {
  renderInRouter(<CopySection copy={{ id: 'steps', title: 'How It Works' }} />)
  const heading = screen.getByRole('heading', { level: 2, name: 'How It Works' })
  expect(heading.nextElementSibling).toBeNull()
})

test('a stats band is a region named by its hidden heading, pairing each figure with its label', () => {
  renderInRouter(
    <StatsBand
      headingId="practice-stats"
      heading="Our practice in numbers"
      stats={[
        { value: '30+', label: 'Years caring for patients', icon: 'award' },
        { value: '17', label: 'Clinic locations' },
      ]}
    />,
  )
  const region = screen.getByRole('region', { name: 'Our practice in numbers' })
  expect(within(region).getByRole('heading', { level: 2 }).className).toContain('sr-only')
  const terms = [...region.querySelectorAll('dt')].map((term) => term.textContent)
  const values = [...region.querySelectorAll('dd')].map((value) => value.textContent)
  expect(terms).toEqual(['Years caring for patients', 'Clinic locations'])
  expect(values).toEqual(['30+', '17'])
})
