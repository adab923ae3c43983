import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'

import { routes } from '@/app/router'
import { SessionContext, type SessionContextValue } from '@/features/auth/session-provider'
import { servePublicObjects, setupFakeApi } from '@/test/fake-api'
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

// On the server that served the page (the hero video needs no configuration).
const storage = `${window.location.origin}/storage/v1/object/public/hero-videos`

// The page and layout are lazy modules; on a busy machine the first render takes a while.
const slow = 20_000

beforeAll(async () => {
  await Promise.all([import('@/app/site-layout'), import('./weight-loss')])
}, 30_000)

let media: ReturnType<typeof stubMediaPlayback>
let removeMatchMedia: () => void
// The storage server, faked at fetch.
const api = setupFakeApi()
const asked = () => api.requests.map(({ method, url }) => [method, url])

beforeEach(() => {
  fakeSupabase.reset('public')
  media = stubMediaPlayback()
  removeMatchMedia = stubReducedMotion(false)
  // The storage server: of the candidate names only weight-loss.mp4 exists (400 otherwise).
  servePublicObjects(api, storage, 'weight-loss.mp4')
})

afterEach(() => {
  media.restore()
  removeMatchMedia()
  vi.unstubAllGlobals()
})

async function renderPage() {
  const router = createMemoryRouter(routes, { initialEntries: ['/weight-loss'] })
  const view = render(
    <SessionContext value={visitor}>
      <RouterProvider router={router} />
    </SessionContext>,
  )
  await screen.findByRole('heading', { level: 1 }, { timeout: slow })
  return { ...view, router }
}

test(
  'the page has one h1, its title and description, and its sections in the spec’s order',
  async () => {
    const { container } = await renderPage()

    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([
      'Physician-Supervised Medical Weight Loss',
    ])
    await waitFor(() =>
      expect(document.title).toBe('Medical Weight Loss with GLP Elite | Renew Medical'),
    )
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toContain(
      'GLP Elite from $299/month',
    )
    const ids = [...container.querySelectorAll('main > section')].map((section) => section.id)
    expect(ids).toEqual([
      'hero',
      'glp-elite',
      'programs',
      'credentials',
      'testimonials',
      'pricing',
      'faq',
      'get-started',
    ])
    expect(screen.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/')
    // One way in, the questionnaire, with a call as the one alternative beside it.
    const hero = screen.getAllByRole('link', { name: 'Get Started' })[0]!
    expect(hero.getAttribute('href')).toBe('/intake/weight-loss')
    expect(
      screen
        .getAllByRole('link', { name: 'Prefer a Call? Request a Call-Back' })
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/consultation', '/consultation'])
  },
  slow,
)

test(
  'the hero video is the first candidate the bucket serves, checked in order with HEAD',
  async () => {
    const { container } = await renderPage()

    await waitFor(() =>
      expect(container.querySelector('#hero video')?.getAttribute('src')).toBe(
        `${storage}/weight-loss.mp4`,
      ),
    )
    expect(asked()).toEqual([
      ['HEAD', `${storage}/weight-loss-hero.mp4`],
      ['HEAD', `${storage}/weightloss.mp4`],
      ['HEAD', `${storage}/weight-loss.mp4`],
    ])
  },
  slow,
)

test(
  'with no candidate in the bucket the hero keeps its still image',
  async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    servePublicObjects(api, storage)
    const { container } = await renderPage()

    await waitFor(() => expect(api.requests).toHaveLength(3))
    await waitFor(() =>
      expect(warn).toHaveBeenCalledWith('No video found in hero-videos; keeping the still image.'),
    )
    // The player is there but has nothing to play: the still image stays in front.
    expect(container.querySelector('#hero video')?.hasAttribute('src')).toBe(false)
    expect(container.querySelector('#hero')?.getAttribute('data-video-state')).toBe('poster')
    expect(container.querySelector('#hero picture img')?.getAttribute('src')).toBe(
      '/storage/v1/object/public/hero-videos/weight-loss-poster.jpg',
    )
    warn.mockRestore()
  },
  slow,
)

test(
  'the call to action calls, books online and opens the live-chat panel',
  async () => {
    await renderPage()
    const band = screen.getByRole('region', { name: 'Ready to talk to a physician?' })

    expect(
      within(band)
        .getByRole('link', { name: /Call Now/ })
        .getAttribute('href'),
    ).toBe('tel:+18005550142')
    expect(
      within(band)
        .getByRole('link', { name: /Book Online/ })
        .getAttribute('href'),
    ).toBe('/free-consultation')
    fireEvent.click(within(band).getByRole('button', { name: 'Live Chat' }))
    const panel = await screen.findByRole('dialog', { name: 'Talk to our care team' })
    expect(within(panel).getByRole('link', { name: '(800) 555-0142' })).toBeTruthy()
  },
  slow,
)

test(
  'Book Online lands on the consultation page through the redirect',
  async () => {
    const { router } = await renderPage()

    fireEvent.click(screen.getByRole('link', { name: /Book Online/ }))

    // The consultation page is another lazy module, loaded before the URL changes.
    await waitFor(() => expect(router.state.location.pathname).toBe('/consultation'), {
      timeout: slow,
    })
  },
  slow,
)
