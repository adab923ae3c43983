import { servePublicObjects, setupFakeApi } from '@/test/fake-api'

import { findFirstAvailableMedia } from './find-first-available-media'

// On the server that served the page: no configuration is fetched for it.
const base = `${window.location.origin}/storage/v1/object/public/hero-videos`
const candidates = ['weight-loss-hero.mp4', 'weightloss.mp4', 'weight-loss.mp4']

// The storage server, faked at fetch.
const api = setupFakeApi()
const asked = () => api.requests.map(({ method, url }) => [method, url])

/** Only `existing` files answer 200; the rest 400, as ours does. */
const storageServing = (...existing: string[]) => servePublicObjects(api, base, ...existing)

test('candidates are checked in order with HEAD requests until one answers 200', async () => {
  storageServing('weight-loss.mp4')

  await expect(findFirstAvailableMedia('hero-videos', candidates)).resolves.toBe('weight-loss.mp4')

  expect(asked()).toEqual([
    ['HEAD', `${base}/weight-loss-hero.mp4`],
    ['HEAD', `${base}/weightloss.mp4`],
    ['HEAD', `${base}/weight-loss.mp4`],
  ])
})

test('the first candidate that exists wins; later ones are not asked', async () => {
  storageServing('weightloss.mp4', 'weight-loss.mp4')

  await expect(findFirstAvailableMedia('hero-videos', candidates)).resolves.toBe('weightloss.mp4')
  expect(api.requests).toHaveLength(2)
})

test('a candidate whose check fails on the network is skipped', async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
  storageServing('weight-loss.mp4')
  api.reply('HEAD', `${base}/weight-loss-hero.mp4`, { network: true })

  await expect(findFirstAvailableMedia('hero-videos', candidates)).resolves.toBe('weight-loss.mp4')
  expect(api.requests).toHaveLength(3)
  expect(warn).toHaveBeenCalledWith(
    'Media candidate weight-loss-hero.mp4 could not be checked:',
    expect.any(TypeError),
  )
  warn.mockRestore()
})

test('when no candidate answers 200 the answer is null', async () => {
  storageServing()

  await expect(findFirstAvailableMedia('hero-videos', candidates)).resolves.toBeNull()
  expect(api.requests).toHaveLength(3)
})

test('only 200 counts: a redirect-like or partial answer is not a video', async () => {
  api.always('HEAD', `${base}/a.mp4`, { status: 204 })

  await expect(findFirstAvailableMedia('hero-videos', ['a.mp4'])).resolves.toBeNull()
})
