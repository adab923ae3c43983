import { render, screen, waitFor, within } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'

import { routes } from '@/app/router'
import { SessionContext, type SessionContextValue } from '@/features/auth/session-provider'
import { fakeSupabase } from '@/test/fake-supabase'
import { stubMediaPlayback, stubReducedMotion } from '@/test/media'

vi.mock('@/lib/supabase', () => import('@/test/fake-supabase'))

const visitor: SessionContextValue = {
  status: 'ready',
  session: null,
  user: null,
  siteAccess: 'public',
  isStaff: false,
  staffAccess: 'none',
  signOut: async () => {},
}

// Transform the lazy layout and page modules once, before any test waits for them.
beforeAll(async () => {
  await Promise.all([import('@/app/site-layout'), import('./home')])
}, 30_000)

let media: ReturnType<typeof stubMediaPlayback>
let removeMatchMedia: () => void

beforeEach(() => {
  fakeSupabase.reset('public')
  media = stubMediaPlayback()
  removeMatchMedia = stubReducedMotion(false)
})

afterEach(() => {
  media.restore()
  removeMatchMedia()
})

async function renderHome() {
  const router = createMemoryRouter(routes, { initialEntries: ['/'] })
  const view = render(
    <SessionContext value={visitor}>
      <RouterProvider router={router} />
    </SessionContext>,
  )
  // The first render loads the lazy layout and page modules.
  await screen.findByRole('heading', { level: 1 }, { timeout: 5000 })
  return view
}

function section(id: string): HTMLElement {
  const element = document.getElementById(id)
  if (!element) throw new Error(`no #${id}`)
  return element
}

test('the home page has one h1 with the brand, in <main id="main">, and the sections in order', async () => {
  const { container } = await renderHome()

  const main = screen.getByRole('main')
  expect(main.id).toBe('main')
  expect(main.tabIndex).toBe(-1)
  const h1s = screen.getAllByRole('heading', { level: 1 })
  expect(h1s).toHaveLength(1)
  expect(h1s[0]?.textContent).toContain('Renew Medical')
  // Set after render (usePageMeta's effect), which may follow the heading's commit.
  await waitFor(() =>
    expect(document.title).toBe("Renew Medical — Physician-Supervised Weight Loss & Men's Health"),
  )

  const order = [
    '[data-slot="promo-banner"]',
    '#hero',
    '#success-stories',
    '#comparison',
    '#hairgrowrx',
    '#ignite',
    '#team',
    '#testimonials',
  ].map((selector) => container.querySelector(selector))
  for (const element of order) expect(element).not.toBeNull()
  for (let index = 1; index < order.length; index += 1) {
    const previous = order[index - 1] as Element
    const current = order[index] as Element
    expect(
      previous.compareDocumentPosition(current) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy()
  }
  // Every section is a landmark named by its heading.
  for (const id of [
    'success-stories',
    'comparison',
    'hairgrowrx',
    'ignite',
    'team',
    'testimonials',
  ]) {
    expect(
      within(main).getByRole('region', { name: section(id).querySelector('h2')?.textContent }),
    ).toBe(section(id))
  }
})

test('the hero states the claims and offers a free consultation and a call', async () => {
  await renderHome()
  const hero = section('hero')

  expect(hero.textContent).toContain('30+ years')
  expect(hero.textContent).toContain('250,000+ lives transformed')
  expect(within(hero).getByRole('link', { name: 'Free Consultation' }).getAttribute('href')).toBe(
    '/consultation',
  )
  expect(
    within(hero)
      .getByRole('link', { name: /\(800\) 555-0142/ })
      .getAttribute('href'),
  ).toBe('tel:+18005550142')
})

test('the claims strip lists every claimed figure', async () => {
  const { container } = await renderHome()
  const strip = container.querySelector('[data-slot="stats-banner"]')
  const text = strip?.textContent ?? ''

  for (const claim of ['30+', '250,000+', '95%', '4.9/5', '5,000+ reviews', '17', '4', '2020']) {
    expect(text).toContain(claim)
  }
})

test('three success stories link to their pages, each with Start Your Journey', async () => {
  await renderHome()
  const stories = section('success-stories')

  for (const [name, href] of [
    ["Sarah's transformation", '/sarah-transformation'],
    ["Mark's revival", '/mark-revival'],
    ['The complete journey', '/complete-journey'],
  ] as const) {
    expect(within(stories).getByRole('link', { name }).getAttribute('href')).toBe(href)
  }
  const journeys = within(stories).getAllByRole('link', { name: 'Start Your Journey' })
  expect(journeys).toHaveLength(3)
  for (const link of journeys) expect(link.getAttribute('href')).toBe('/consultation')

  const steps = within(stories)
    .getAllByRole('heading', { level: 4 })
    .map((h) => h.textContent)
  expect(steps).toEqual([
    'Comprehensive Assessment',
    'Medical Baseline',
    'Personalized Protocol',
    'Transformation',
  ])
  expect(
    within(stories).getByRole('link', { name: 'Schedule Free Consultation' }).getAttribute('href'),
  ).toBe('/consultation')
  expect(
    within(stories).getByRole('link', { name: 'Read Success Stories' }).getAttribute('href'),
  ).toBe('/success-stories')
})

test('the comparison is a real table: ours has all 8, other clinics none, traditional only physicians', async () => {
  await renderHome()
  const table = within(section('comparison')).getByRole('table', {
    name: 'How Renew Medical compares with other clinics and traditional medicine',
  })

  const columns = within(table)
    .getAllByRole('columnheader')
    .map((th) => th.textContent)
  expect(columns).toEqual(['Feature', 'Renew Medical', 'Other Clinics', 'Traditional Medicine'])
  const rows = within(table).getAllByRole('rowheader')
  expect(rows).toHaveLength(8)
  for (const rowHeader of rows) {
    const cells = within(rowHeader.closest('tr') as HTMLElement)
      .getAllByRole('cell')
      .map((td) => td.textContent)
    const traditional = rowHeader.textContent === 'Board-certified physicians'
    expect(cells).toEqual(['Included', 'Not included', traditional ? 'Included' : 'Not included'])
  }
  // Each feature is true of this clinic: nothing around the clock beside its stated hours, no
  // check-in rhythm or included labs that only some programs have.
  expect(rows.map((row) => row.textContent)).toEqual([
    'Board-certified physicians',
    'FDA-approved GLP-1 medications',
    'A free consultation before you commit',
    'Plans built on your own lab results',
    'Nutrition coaching with your program',
    'Telehealth in 4 states',
    'Online health questionnaire, reviewed by a physician',
    'Same-day appointments when you call',
  ])
})

test('HairGrow Rx and Ignite link on, and Ignite states its dosage and supply', async () => {
  await renderHome()

  expect(
    within(section('hairgrowrx'))
      .getByRole('link', { name: 'Explore HairGrow Rx' })
      .getAttribute('href'),
  ).toBe('/hairgrow-rx')
  const ignite = section('ignite')
  expect(within(ignite).getByRole('heading', { name: 'Ignite Metabolic Support' })).toBeTruthy()
  const facts = [...ignite.querySelectorAll('dl div')].map(
    (pair) => `${pair.querySelector('dd')?.textContent} ${pair.querySelector('dt')?.textContent}`,
  )
  expect(facts).toEqual(['4 capsules daily', '120 capsules per bottle', '30-day supply'])
  expect(within(ignite).getByRole('link', { name: 'Shop RM Naturals' }).getAttribute('href')).toBe(
    '/supplements',
  )
})

test('the team shows two founders with biography links and six advisors', async () => {
  await renderHome()
  const team = section('team')

  const learnMore = within(team).getAllByRole('link', { name: 'Learn More' })
  expect(learnMore.map((link) => link.getAttribute('href'))).toEqual([
    '/dr-mason',
    '/alexandra-mason',
  ])
  expect(
    learnMore
      .map((link) => link.getAttribute('aria-describedby'))
      .map((id) => document.getElementById(id ?? '')?.textContent),
  ).toEqual(['Dr. Richard Mason', 'Alexandra Mason'])
  expect(within(team).getAllByRole('heading', { level: 4 })).toHaveLength(6)

  const portraits = within(team).getAllByRole('img')
  expect(portraits).toHaveLength(8)
  for (const image of portraits) {
    expect(image.getAttribute('alt')).toMatch(/^Monogram portrait of /)
    expect(image.getAttribute('loading')).toBe('lazy')
    expect(image.getAttribute('width')).toBeTruthy()
    expect(image.getAttribute('height')).toBeTruthy()
  }
})

test('three of the five testimonials show, each with age, program, timeframe, stars and results', async () => {
  await renderHome()
  const cards = within(section('testimonials')).getAllByRole('listitem')

  expect(cards).toHaveLength(3)
  const [first] = cards
  const card = within(first as HTMLElement)
  expect(card.getByText('Jennifer M.')).toBeTruthy()
  expect(card.getByText(/Age 38 · GLP Elite/)).toBeTruthy()
  expect(card.getByText('8 months')).toBeTruthy()
  expect(card.getByText('48 lbs')).toBeTruthy()
  expect(card.getByRole('img', { name: 'Rated 5 out of 5' })).toBeTruthy()
  expect(card.getByText('Off blood-pressure medication, running 5Ks again')).toBeTruthy()
  expect(
    within(cards[2] as HTMLElement).getByRole('img', { name: 'Rated 4 out of 5' }),
  ).toBeTruthy()
  expect(screen.queryByText('David T.')).toBeNull()
  expect(screen.queryByText('Angela R.')).toBeNull()
})

test('below-the-fold artwork is lazy, sized and described', async () => {
  const { container } = await renderHome()

  for (const id of ['success-stories', 'hairgrowrx', 'ignite']) {
    const images = section(id).querySelectorAll('img')
    expect(images.length).toBeGreaterThan(0)
    for (const image of images) {
      expect(image.getAttribute('loading')).toBe('lazy')
      expect(image.getAttribute('decoding')).toBe('async')
      expect(Number(image.getAttribute('width'))).toBeGreaterThan(0)
      expect(Number(image.getAttribute('height'))).toBeGreaterThan(0)
    }
  }
  // The hero poster is the one eager image: the largest paint.
  const poster = container.querySelector('#hero picture img')
  expect(poster?.getAttribute('loading')).toBeNull()
  expect(poster?.getAttribute('fetchpriority')).toBe('high')
})
