import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import type { MockInstance } from 'vitest'

import { homeLanding } from '@/content/home'
import { expectConsoleError } from '@/test/console-error'
import { fakeSupabase } from '@/test/fake-supabase'
import { autoplayBlocked, stubMediaPlayback, stubReducedMotion } from '@/test/media'

import { HeroFallbackPanel, VideoHero } from './video-hero'

vi.mock('@/lib/supabase', () => import('@/test/fake-supabase'))

const { hero } = homeLanding
const videoUrl = 'http://127.0.0.1:3000/storage/v1/object/public/hero-videos/Runner.mp4'

let media: ReturnType<typeof stubMediaPlayback>
let removeMatchMedia: () => void
let warn: MockInstance<typeof console.warn>

beforeEach(() => {
  fakeSupabase.reset('public')
  media = stubMediaPlayback()
  removeMatchMedia = stubReducedMotion(false)
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
})

afterEach(() => {
  media.restore()
  removeMatchMedia()
  warn.mockRestore()
})

function renderHero() {
  const view = render(
    <VideoHero
      video={hero.video}
      poster={hero.poster}
      labels={hero.labels}
      fallback={
        <HeroFallbackPanel title={hero.fallback.title}>
          <p>{hero.fallback.body}</p>
        </HeroFallbackPanel>
      }
    >
      <h1>Hero heading</h1>
    </VideoHero>,
  )
  const video = () => view.container.querySelector('video')
  const poster = () => view.container.querySelector('picture img')
  return { ...view, video, poster }
}

async function videoElement(find: () => HTMLVideoElement | null) {
  await waitFor(() => expect(find()).not.toBeNull())
  return find() as HTMLVideoElement
}

test('the poster paints first; the video then gets its public URL from storage', async () => {
  const { video, poster, container } = renderHero()

  // First paint: only the still image, fetched with high priority, in webp and jpg.
  expect(video()).toBeNull()
  expect(poster()?.getAttribute('src')).toBe(
    '/storage/v1/object/public/hero-videos/Runner-poster.jpg',
  )
  expect(poster()?.getAttribute('fetchpriority')).toBe('high')
  expect(poster()?.getAttribute('width')).toBe('1280')
  expect(poster()?.getAttribute('height')).toBe('720')
  expect(container.querySelector('source')?.getAttribute('srcset')).toBe(
    '/storage/v1/object/public/hero-videos/Runner-poster.webp',
  )

  const element = await videoElement(video)
  expect(fakeSupabase.storage.from).not.toHaveBeenCalled() // the URL needs no supabase-js
  expect(element.getAttribute('src')).toBe(videoUrl)
  expect(element.muted).toBe(true)
  expect(element.loop).toBe(true)
  expect(element.hasAttribute('playsinline')).toBe(true)
  expect(element.getAttribute('preload')).toBe('metadata')
  expect(element.getAttribute('poster')).toBe(
    '/storage/v1/object/public/hero-videos/Runner-poster.jpg',
  )
  expect(element.textContent).toBe('Your browser does not support the video tag.')
})

test('autoplay that succeeds fades the video in over 1000 ms and offers a pause button', async () => {
  const { video } = renderHero()
  const element = await videoElement(video)

  await waitFor(() => expect(element.className).toContain('opacity-100'))
  expect(media.play).toHaveBeenCalledTimes(1)
  expect(element.className).toContain('duration-1000')
  expect(screen.queryByRole('button', { name: 'Play background video' })).toBeNull()

  fireEvent.click(screen.getByRole('button', { name: 'Pause background video' }))
  expect(media.pause).toHaveBeenCalledTimes(1)
  fireEvent.pause(element)
  expect(screen.getByRole('button', { name: 'Play background video' })).toBeTruthy()
})

test('blocked autoplay is logged; once loaded a play overlay shows, and clicking it plays', async () => {
  media.play.mockRejectedValueOnce(autoplayBlocked())
  const { video } = renderHero()
  const element = await videoElement(video)

  await waitFor(() =>
    expect(warn).toHaveBeenCalledWith('Hero video autoplay was blocked:', expect.any(DOMException)),
  )
  // Not loaded yet: no overlay.
  expect(screen.queryByRole('button', { name: 'Play background video' })).toBeNull()
  expect(element.className).toContain('opacity-0')

  fireEvent.loadedMetadata(element)
  const overlay = screen.getByRole('button', { name: 'Play background video' })
  fireEvent.click(overlay)

  expect(media.play).toHaveBeenCalledTimes(2)
  // The same button now pauses, so keyboard focus stays put.
  await waitFor(() => expect(overlay.getAttribute('aria-label')).toBe('Pause background video'))
  expect(element.className).toContain('opacity-100')
})

test('a video that fails to load keeps the still image with the medical-excellence panel', async () => {
  const consoleError = expectConsoleError()
  media.play.mockRejectedValueOnce(new DOMException('no supported sources', 'NotSupportedError'))
  const { video, poster } = renderHero()
  const element = await videoElement(video)

  fireEvent.error(element)

  expect(screen.getByRole('heading', { name: 'Medical Excellence for 30+ Years' })).toBeTruthy()
  expect(video()).toBeNull()
  expect(poster()).not.toBeNull()
  expect(screen.queryByRole('button', { name: 'Play background video' })).toBeNull()
  expect(consoleError).toHaveBeenCalledWith('Hero video failed to load:', videoUrl)
})

test('when the storage client cannot load, the panel shows and the error is logged', async () => {
  const consoleError = expectConsoleError()
  fakeSupabase.loadError = new Error('GET /config.json answered 503')
  const { video } = renderHero()

  await screen.findByRole('heading', { name: 'Medical Excellence for 30+ Years' })
  expect(video()).toBeNull()
  expect(consoleError).toHaveBeenCalledWith('Hero video failed to load:', fakeSupabase.loadError)
})

test('with reduced motion nothing autoplays; the overlay shows once loaded and plays on click', async () => {
  removeMatchMedia()
  removeMatchMedia = stubReducedMotion(true)
  const { video } = renderHero()
  const element = await videoElement(video)

  fireEvent.loadedMetadata(element)
  const overlay = screen.getByRole('button', { name: 'Play background video' })
  expect(media.play).not.toHaveBeenCalled()

  fireEvent.click(overlay)
  expect(media.play).toHaveBeenCalledTimes(1)
  await waitFor(() => expect(overlay.getAttribute('aria-label')).toBe('Pause background video'))
})
