import { findFirstAvailableMedia } from './find-first-available-media'

/** The URL a fetch was called with, whichever form it took. */
function urlOf(input: RequestInfo | URL): string {
  if (typeof input === 'string') return input
  return input instanceof URL ? input.href : input.url
}

// On the server that served the page: no configuration is fetched for it.
const base = `${window.location.origin}/storage/v1/object/public/hero-videos`
const candidates = ['weight-loss-hero.mp4', 'weightloss.mp4', 'weight-loss.mp4']

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>

/** A stand-in for the storage server: only `existing` files answer 200; the rest 400, as ours does. */
function storageServing(...existing: string[]) {
  fetchMock = vi.fn<typeof fetch>((input) => {
    const url = urlOf(input)
    const found = existing.some((file) => url === `${base}/${file}`)
    return Promise.resolve(new Response(null, { status: found ? 200 : 400 }))
  })
  vi.stubGlobal('fetch', fetchMock)
}

afterEach(() => {
  vi.unstubAllGlobals()
})

test('candidates are checked in order with HEAD requests until one answers 200', async () => {
  storageServing('weight-loss.mp4')

  await expect(findFirstAvailableMedia('hero-videos', candidates)).resolves.toBe('weight-loss.mp4')

  expect(fetchMock.mock.calls).toEqual([
    [`${base}/weight-loss-hero.mp4`, { method: 'HEAD' }],
    [`${base}/weightloss.mp4`, { method: 'HEAD' }],
    [`${base}/weight-loss.mp4`, { method: 'HEAD' }],
  ])
})

test('the first candidate that exists wins; later ones are not asked', async () => {
  storageServing('weightloss.mp4', 'weight-loss.mp4')

  await expect(findFirstAvailableMedia('hero-videos', candidates)).resolves.toBe('weightloss.mp4')
  expect(fetchMock).toHaveBeenCalledTimes(2)
})

test('a candidate whose check fails on the network is skipped', async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
  storageServing('weight-loss.mp4')
  const serve = fetchMock.getMockImplementation()!
  fetchMock.mockImplementationOnce(() => Promise.reject(new TypeError('Failed to fetch')))
  fetchMock.mockImplementation(serve)

  await expect(findFirstAvailableMedia('hero-videos', candidates)).resolves.toBe('weight-loss.mp4')
  expect(fetchMock).toHaveBeenCalledTimes(3)
  expect(warn).toHaveBeenCalledWith(
    'Media candidate weight-loss-hero.mp4 could not be checked:',
    expect.any(TypeError),
  )
  warn.mockRestore()
})

test('when no candidate answers 200 the answer is null', async () => {
  storageServing()

  await expect(findFirstAvailableMedia('hero-videos', candidates)).resolves.toBeNull()
  expect(fetchMock).toHaveBeenCalledTimes(3)
})

test('only 200 counts: a redirect-like or partial answer is not a video', async () => {
  fetchMock = vi.fn<typeof fetch>(() => Promise.resolve(new Response(null, { status: 204 })))
  vi.stubGlobal('fetch', fetchMock)

  await expect(findFirstAvailableMedia('hero-videos', ['a.mp4'])).resolves.toBeNull()
})
