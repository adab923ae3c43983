import { render, screen } from '@testing-library/react'

import { expectConsoleError } from '@/test/console-error'
import { fakeSupabase } from '@/test/fake-supabase'

import { type MediaCandidates, useFirstAvailableMedia } from './use-first-available-media'

vi.mock('@/lib/supabase', () => import('@/test/fake-supabase'))

/** The URL a fetch was called with, whichever form it took. */
function urlOf(input: RequestInfo | URL): string {
  if (typeof input === 'string') return input
  return input instanceof URL ? input.href : input.url
}

const base = 'http://127.0.0.1:3000/storage/v1/object/public/hero-videos'
const candidates: MediaCandidates = {
  bucket: 'hero-videos',
  files: ['weight-loss-hero.mp4', 'weightloss.mp4', 'weight-loss.mp4'],
}

function Probe({ lookup }: { lookup: MediaCandidates }) {
  const result = useFirstAvailableMedia(lookup)
  return (
    <p data-testid="probe">
      {result.status}:{result.media ? `${result.media.bucket}/${result.media.file}` : 'none'}
    </p>
  )
}

const probe = () => screen.getByTestId('probe').textContent

beforeEach(() => {
  fakeSupabase.reset('public')
})

afterEach(() => {
  vi.unstubAllGlobals()
})

test('it searches, then reports the first candidate the bucket serves', async () => {
  const fetchMock = vi.fn<typeof fetch>((input) =>
    Promise.resolve(
      new Response(null, { status: urlOf(input).endsWith('/weight-loss.mp4') ? 200 : 400 }),
    ),
  )
  vi.stubGlobal('fetch', fetchMock)

  render(<Probe lookup={candidates} />)

  expect(probe()).toBe('searching:none')
  await screen.findByText('found:hero-videos/weight-loss.mp4')
  expect(fetchMock.mock.calls.map(([url]) => urlOf(url))).toEqual([
    `${base}/weight-loss-hero.mp4`,
    `${base}/weightloss.mp4`,
    `${base}/weight-loss.mp4`,
  ])
})

test('when nothing answers it settles on none and says why in the console', async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(() => Promise.resolve(new Response(null, { status: 400 }))),
  )

  render(<Probe lookup={candidates} />)

  await screen.findByText('none:none')
  expect(warn).toHaveBeenCalledWith('No video found in hero-videos; keeping the still image.')
  warn.mockRestore()
})

test('when the storage client cannot load, the error is logged and the still image stays', async () => {
  const consoleError = expectConsoleError()
  fakeSupabase.loadError = new Error('GET /config.json answered 503')
  vi.stubGlobal('fetch', vi.fn<typeof fetch>())

  render(<Probe lookup={candidates} />)

  await screen.findByText('none:none')
  expect(consoleError).toHaveBeenCalledWith('Video lookup failed:', fakeSupabase.loadError)
})
