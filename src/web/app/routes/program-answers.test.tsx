import { render, screen, within } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'

import { routes } from '@/app/router'
import { edTreatmentFaq } from '@/content/faqs/ed-treatment'
import { enclomipheneFaq } from '@/content/faqs/enclomiphene'
import { hairgrowRxFaq } from '@/content/faqs/hairgrow-rx'
import { lifestyleFaq } from '@/content/faqs/lifestyle'
import { mensHealthFaq } from '@/content/faqs/mens-health'
import { rm3Faq } from '@/content/faqs/rm3'
import { testosteroneFaq } from '@/content/faqs/testosterone'
import { weightLossFaq } from '@/content/faqs/weight-loss'
import type { FaqCopy } from '@/content/program-pages'
import { SessionContext } from '@/features/auth/session-provider'
import { servePublicObjects, setupFakeApi } from '@/test/fake-api'
import { fakeSupabase } from '@/test/fake-supabase'
import { stubMediaPlayback, stubReducedMotion } from '@/test/media'
import { sessionValue } from '@/test/session'

vi.mock('@/lib/supabase', () => import('@/test/fake-supabase'))

// The answers every program and treatment page gives (docs/product.md, Program and treatment
// pages): the price it starts from, and its common questions, shown and given to search engines
// as FAQPage JSON-LD with the same words.

const visitor = sessionValue()

// The page and layout are lazy modules; on a busy machine the first render takes a while.
const slow = 20_000

const pages: readonly (readonly [string, FaqCopy])[] = [
  ['/weight-loss', weightLossFaq],
  ['/rm3', rm3Faq],
  ['/lifestyle', lifestyleFaq],
  ['/mens-health', mensHealthFaq],
  ['/ed-treatment', edTreatmentFaq],
  ['/testosterone', testosteroneFaq],
  ['/enclomiphene', enclomipheneFaq],
  ['/hairgrow-rx', hairgrowRxFaq],
]

const api = setupFakeApi()
let media: ReturnType<typeof stubMediaPlayback>
let removeMatchMedia: () => void

beforeEach(() => {
  fakeSupabase.reset('public')
  media = stubMediaPlayback()
  removeMatchMedia = stubReducedMotion(true)
  // The hero videos' storage: nothing there, so the heroes keep their stills.
  vi.spyOn(console, 'warn').mockImplementation(() => {})
  servePublicObjects(api, `${window.location.origin}/storage/v1/object/public/hero-videos`)
})

afterEach(() => {
  media.restore()
  removeMatchMedia()
  vi.restoreAllMocks()
})

async function renderPage(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] })
  const view = render(
    <SessionContext value={visitor}>
      <RouterProvider router={router} />
    </SessionContext>,
  )
  await screen.findByRole('heading', { level: 1 }, { timeout: slow })
  return view
}

type FaqPage = {
  '@type': 'FAQPage'
  mainEntity: { '@type': string; name: string; acceptedAnswer: { '@type': string; text: string } }[]
}

function faqJsonLd(container: HTMLElement): FaqPage[] {
  return [...container.querySelectorAll('script[type="application/ld+json"]')]
    .map((script) => JSON.parse(script.textContent ?? '') as { '@type': string })
    .filter((data): data is FaqPage => data['@type'] === 'FAQPage')
}

describe.each(pages)('%s', (path, faq) => {
  test(
    'states the monthly price it starts from, with what is included and what is extra',
    async () => {
      await renderPage(path)
      const main = screen.getByRole('main')

      // /weight-loss shows its prices on the program cards ('From $299/month'), the others in
      // their price panel.
      expect(within(main).getAllByText(/^From \$\d+( per month|\/month)$/).length).toBeGreaterThan(
        0,
      )
      const pricing = within(main).getByRole('region', { name: /cost|price/i })
      expect(within(pricing).getByRole('heading', { name: 'What’s included' })).toBeTruthy()
      expect(within(pricing).getByRole('heading', { name: 'Priced separately' })).toBeTruthy()
      expect(pricing.textContent).toContain('eligibility depends on your plan')
      expect(pricing.textContent).toMatch(/consultation is free/)
    },
    slow,
  )

  test(
    'has 5–8 questions whose FAQPage JSON-LD is word for word what the page shows',
    async () => {
      const { container } = await renderPage(path)
      const section = screen.getByRole('region', { name: faq.title })
      const disclosures = [...section.querySelectorAll('details')]

      expect(disclosures.length).toBeGreaterThanOrEqual(5)
      expect(disclosures.length).toBeLessThanOrEqual(8)
      expect(disclosures.length).toBe(faq.items.length)
      // Closed until the visitor opens one.
      expect(disclosures.every((details) => !details.open)).toBe(true)

      const shown = disclosures.map((details) => ({
        question: details.querySelector('summary')?.textContent,
        answer: details.querySelector('p')?.textContent,
      }))
      const data = faqJsonLd(container)
      expect(data).toHaveLength(1)
      expect(
        data[0]!.mainEntity.map((entity) => ({
          question: entity.name,
          answer: entity.acceptedAnswer.text,
        })),
      ).toEqual(shown)
      expect(data[0]!.mainEntity.every((entity) => entity['@type'] === 'Question')).toBe(true)
      expect(shown).toEqual(faq.items)
    },
    slow,
  )
})

test(
  '/hairgrow-rx points to what results to expect, not to stories without hair results',
  async () => {
    await renderPage('/hairgrow-rx')

    expect(screen.queryByRole('link', { name: /Before & After/ })).toBeNull()
    const link = screen.getByRole('link', { name: /What Results to Expect/ })
    expect(link.getAttribute('href')).toBe('#results-timeline')
    const timeline = screen.getByRole('region', { name: 'When to expect results' })
    expect(timeline.textContent).toContain('Results vary')
    expect(timeline.textContent).toContain('usually takes 3-6 months to show')
  },
  slow,
)
