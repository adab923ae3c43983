import { render, screen, waitFor, within } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'

import { fakeSupabase } from '@/test/fake-supabase'
import { stubMediaPlayback, stubReducedMotion } from '@/test/media'

import { type HeroBackdrop, PageHero } from './page-hero'
import { ValuePoints } from './value-points'

vi.mock('@/lib/supabase', () => import('@/test/fake-supabase'))

const poster = {
  webp: '/storage/v1/object/public/hero-videos/rm3-poster.webp',
  jpg: '/storage/v1/object/public/hero-videos/rm3-poster.jpg',
  width: 1280,
  height: 720,
}
const videoLabels = { play: 'Play video', pause: 'Pause video', unsupported: 'No video support' }
const fallback = { title: 'Medical excellence', body: 'Thirty years of care.' }

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

function renderHero(backdrop?: HeroBackdrop) {
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <PageHero
          title="Treatment that fits"
          eyebrow="Our program"
          lead="A plan built around you."
          backLink={{ label: 'Back to Home', href: '/' }}
          backdrop={backdrop}
        >
          <a href="#more">Read more</a>
        </PageHero>
      ),
    },
  ])
  return render(<RouterProvider router={router} />)
}

test('the hero has the page’s one h1, labels its region, and offers a way back home', () => {
  renderHero()

  const heading = screen.getByRole('heading', { level: 1, name: 'Treatment that fits' })
  expect(screen.getByRole('region', { name: 'Treatment that fits' })).toBeTruthy()
  expect(screen.getByText('Our program')).toBeTruthy()
  expect(screen.getByText('A plan built around you.')).toBeTruthy()
  expect(screen.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/')
  expect(screen.getByRole('link', { name: 'Read more' })).toBeTruthy()
  expect(screen.getAllByRole('heading', { level: 1 })).toEqual([heading])
})

test('a picture backdrop shows the still image, sized, with no video', () => {
  const { container } = renderHero({ kind: 'picture', poster })

  const image = container.querySelector('picture img')
  expect(image?.getAttribute('src')).toBe(poster.jpg)
  expect(image?.getAttribute('alt')).toBe('')
  expect(image?.getAttribute('width')).toBe('1280')
  expect(image?.getAttribute('height')).toBe('720')
  expect(container.querySelector('source')?.getAttribute('srcset')).toBe(poster.webp)
  expect(container.querySelector('video')).toBeNull()
})

test('a video backdrop plays the bucket’s video over its poster', async () => {
  const { container } = renderHero({
    kind: 'video',
    video: { bucket: 'hero-videos', files: ['rm3.mp4'] },
    poster,
    labels: videoLabels,
    fallback,
  })

  await waitFor(() =>
    expect(container.querySelector('video')?.getAttribute('src')).toBe(
      `${window.location.origin}/storage/v1/object/public/hero-videos/rm3.mp4`,
    ),
  )
  expect(container.querySelector('picture img')?.getAttribute('src')).toBe(poster.jpg)
  expect(screen.getByRole('heading', { level: 1, name: 'Treatment that fits' })).toBeTruthy()
})

test('the band layout names itself by the given heading id, with no back link, the children under the lead and the aside beside them', () => {
  render(
    <PageHero
      layout="band"
      headingId="band-heading"
      eyebrow="Free consultation"
      title="Talk to a physician"
      lead="Fifteen minutes, no obligation."
      aside={<p>Beside the text</p>}
    >
      <p>Under the lead</p>
    </PageHero>,
  )

  const band = screen.getByRole('region', { name: 'Talk to a physician' })
  expect(band.getAttribute('aria-labelledby')).toBe('band-heading')
  expect(screen.getByRole('heading', { level: 1 }).id).toBe('band-heading')
  expect(screen.queryByRole('link')).toBeNull()
  const texts = [...band.querySelectorAll('p')].map((paragraph) => paragraph.textContent)
  expect(texts).toEqual([
    'Free consultation',
    'Fifteen minutes, no obligation.',
    'Under the lead',
    'Beside the text',
  ])
})

test('the home hero has no back link, names the clinic inside its h1 and lists its highlights before the actions', () => {
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <PageHero
          headingId="hero-heading"
          brand="Renew Medical"
          title="Lose the weight."
          lead="Care that lasts."
          highlights={['Board-certified physicians', 'Telehealth in 4 states']}
        >
          <a href="#book">Book</a>
        </PageHero>
      ),
    },
  ])
  render(<RouterProvider router={router} />)

  const hero = screen.getByRole('region', { name: 'Renew Medical Lose the weight.' })
  expect(screen.getByRole('heading', { level: 1 }).id).toBe('hero-heading')
  expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['Book'])
  const items = [...hero.querySelectorAll('li')].map((item) => item.textContent)
  expect(items).toEqual(['Board-certified physicians', 'Telehealth in 4 states'])
  // The highlights come before the actions.
  expect(
    hero.querySelector('ul')!.compareDocumentPosition(screen.getByRole('link', { name: 'Book' })),
  ).toBe(Node.DOCUMENT_POSITION_FOLLOWING)
})

test('the article layout is a header (no region) with what goes above the eyebrow and the byline under the lead', () => {
  const { container } = render(
    <article aria-labelledby="article-title">
      <PageHero
        layout="article"
        headingId="article-title"
        eyebrow="Nutrition"
        title="Protein first"
        lead="Why it keeps you full."
        above={<nav aria-label="Breadcrumb">Back</nav>}
      >
        <p>By Dr. Mason</p>
      </PageHero>
    </article>,
  )

  expect(screen.getByRole('article', { name: 'Protein first' })).toBeTruthy()
  expect(screen.queryByRole('region')).toBeNull()
  const header = container.querySelector('article > header')!
  expect(header.firstElementChild?.firstElementChild).toBe(
    screen.getByRole('navigation', { name: 'Breadcrumb' }),
  )
  const texts = [...header.querySelectorAll('p')].map((paragraph) => paragraph.textContent)
  expect(texts).toEqual(['Nutrition', 'Why it keeps you full.', 'By Dr. Mason'])
})

test('the shop layout is a region named by its h1, the way home first and the value points under the lead', () => {
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <PageHero
          layout="shop"
          headingId="catalogue-heading"
          eyebrow="RM Naturals"
          title="Supplements"
          lead="Formulated by physicians."
          backLink={{ label: 'Back to Home', href: '/' }}
        >
          <ValuePoints
            items={[
              { icon: 'stethoscope', title: 'Physician formulated', description: 'By doctors.' },
              { icon: 'flask', title: 'Third-party tested', description: 'For purity.' },
              { icon: 'truck', title: 'Free shipping', description: 'Over $75.' },
              { icon: 'rotate-ccw', title: 'Easy returns', description: 'Within 30 days.' },
            ]}
          />
        </PageHero>
      ),
    },
  ])
  render(<RouterProvider router={router} />)

  const hero = screen.getByRole('region', { name: 'Supplements' })
  expect(screen.getByRole('heading', { level: 1 }).id).toBe('catalogue-heading')
  const link = within(hero).getByRole('link', { name: 'Back to Home' })
  expect(link.getAttribute('href')).toBe('/')
  expect(hero.firstElementChild?.firstElementChild).toBe(link)
  const texts = [...hero.querySelectorAll(':scope > div > p')].map((p) => p.textContent)
  expect(texts).toEqual(['RM Naturals', 'Formulated by physicians.'])
  const points = within(hero).getAllByRole('listitem')
  expect(points.map((point) => point.querySelector('p')?.textContent)).toEqual([
    'Physician formulated',
    'Third-party tested',
    'Free shipping',
    'Easy returns',
  ])
  expect(points.every((point) => point.querySelector('svg[aria-hidden="true"]'))).toBe(true)
})

test('the document layout is the plain opening of a policy: its h1, then each lead paragraph, and no region', () => {
  const { container } = render(
    <PageHero
      layout="document"
      title="Privacy Policy"
      lead={['We respect your privacy.', 'This policy explains how.']}
    />,
  )

  expect(screen.queryByRole('region')).toBeNull()
  const heading = screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })
  expect(heading.id).toBe('')
  expect(heading.parentElement).toBe(container.firstElementChild)
  const texts = [...container.querySelectorAll('p')].map((paragraph) => paragraph.textContent)
  expect(texts).toEqual(['We respect your privacy.', 'This policy explains how.'])
})
