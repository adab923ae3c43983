import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import type { MockInstance } from 'vitest'

import { homeLanding } from '@/content/home'
import { expectConsoleError } from '@/test/console-error'
import { servePublicObjects, setupFakeApi } from '@/test/fake-api'
import { autoplayBlocked, stubMediaPlayback, stubReducedMotion } from '@/test/media'

import { startHeroVideo } from './hero-video-controller'
import { HeroFallbackPanel, type HeroVideoSource, VideoHero } from './video-hero'

// The hero's states are data attributes on the section, which its classes turn into what shows
// (hero-video-controller.ts); jsdom applies no stylesheet, so these tests read the attributes.

const { hero } = homeLanding
const runner: HeroVideoSource = { bucket: hero.video.bucket, files: [hero.video.file] }
// On the server that served the page: no configuration is fetched first.
const storage = `${window.location.origin}/storage/v1/object/public/hero-videos`
const videoUrl = `${storage}/Runner.mp4`
// The storage server, faked at fetch: each test says which objects it holds.
const api = setupFakeApi()

let media: ReturnType<typeof stubMediaPlayback>
let removeMatchMedia: () => void
let warn: MockInstance<typeof console.warn>

beforeEach(() => {
  media = stubMediaPlayback()
  removeMatchMedia = stubReducedMotion(false)
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
})

afterEach(() => {
  media.restore()
  removeMatchMedia()
  warn.mockRestore()
  vi.unstubAllGlobals()
})

function heroElement(video: HeroVideoSource | null = runner) {
  return (
    <VideoHero
      video={video}
      poster={hero.poster}
      labels={hero.labels}
      fallback={
        <HeroFallbackPanel title={hero.fallback.title}>
          <p>{hero.fallback.body}</p>
        </HeroFallbackPanel>
      }
    >
      <h1>Hero heading</h1>
    </VideoHero>
  )
}

function renderHero(video: HeroVideoSource | null = runner) {
  const view = render(heroElement(video))
  return withParts(view.container, view)
}

function withParts<T extends object>(container: HTMLElement, extra: T) {
  const section = () => container.querySelector<HTMLElement>('[data-slot="video-hero"]')!
  const video = () => container.querySelector('video')
  const poster = () => container.querySelector('picture img')
  const playButton = () => container.querySelector<HTMLElement>('[data-video-action="play"]')!
  const pauseButton = () => container.querySelector<HTMLElement>('[data-video-action="pause"]')!
  return { ...extra, container, section, video, poster, playButton, pauseButton }
}

async function withSource(video: () => HTMLVideoElement | null) {
  await waitFor(() => expect(video()?.getAttribute('src')).toBeTruthy())
  return video()!
}

test('the poster paints first; once the page is idle the video gets its public URL', async () => {
  const { video, poster, container, section } = renderHero()

  // First paint: the still image, fetched with high priority, in webp and jpg; the video has
  // no address yet, so it fetches nothing.
  expect(video()?.hasAttribute('src')).toBe(false)
  expect(section().dataset.videoState).toBe('poster')
  expect(poster()?.getAttribute('src')).toBe(
    '/storage/v1/object/public/hero-videos/Runner-poster.jpg',
  )
  expect(poster()?.getAttribute('fetchpriority')).toBe('high')
  expect(poster()?.getAttribute('width')).toBe('1280')
  expect(poster()?.getAttribute('height')).toBe('720')
  expect(container.querySelector('source')?.getAttribute('srcset')).toBe(
    '/storage/v1/object/public/hero-videos/Runner-poster.webp',
  )

  const element = await withSource(video)
  expect(element.getAttribute('src')).toBe(videoUrl)
  // One known file: nothing is checked or configured first.
  expect(api.requests).toEqual([])
  expect(element.muted).toBe(true)
  expect(element.loop).toBe(true)
  expect(element.hasAttribute('playsinline')).toBe(true)
  expect(element.getAttribute('preload')).toBe('metadata')
  expect(element.getAttribute('tabindex')).toBe('-1')
  expect(element.getAttribute('poster')).toBe(
    '/storage/v1/object/public/hero-videos/Runner-poster.jpg',
  )
  expect(element.textContent).toBe('Your browser does not support the video tag.')
})

test('autoplay that succeeds fades the video in over 1000 ms and offers a pause button', async () => {
  const { video, section, pauseButton } = renderHero()
  const element = await withSource(video)

  await waitFor(() => expect(section().dataset.videoState).toBe('playing'))
  expect(media.play).toHaveBeenCalledTimes(1)
  expect(section().hasAttribute('data-video-started')).toBe(true)
  expect(section().dataset.videoControl).toBe('pause')
  // Hidden until started, faded in over 1000 ms once it has.
  expect(element.className).toContain('opacity-0')
  expect(element.className).toContain('group-data-[video-started]/video:opacity-100')
  expect(element.className).toContain('duration-1000')

  expect(pauseButton().getAttribute('aria-label')).toBe('Pause background video')
  fireEvent.click(pauseButton())
  expect(media.pause).toHaveBeenCalledTimes(1)
  fireEvent.pause(element)
  expect(section().dataset.videoState).toBe('loaded')
  expect(section().dataset.videoControl).toBe('play')
  // Started once: it stays shown while paused.
  expect(section().hasAttribute('data-video-started')).toBe(true)
})

test('blocked autoplay is logged; once loaded a play overlay shows, and clicking it plays', async () => {
  media.play.mockRejectedValueOnce(autoplayBlocked())
  const { video, section, playButton, pauseButton } = renderHero()
  const element = await withSource(video)

  await waitFor(() =>
    expect(warn).toHaveBeenCalledWith('Hero video autoplay was blocked:', expect.any(DOMException)),
  )
  // Not loaded yet: no control, and the video stays under the poster.
  expect(section().dataset.videoControl).toBeUndefined()
  expect(section().hasAttribute('data-video-started')).toBe(false)

  fireEvent.loadedMetadata(element)
  expect(section().dataset.videoControl).toBe('play')
  expect(playButton().textContent).toBe('Play background video')
  playButton().focus()
  fireEvent.click(playButton())

  expect(media.play).toHaveBeenCalledTimes(2)
  await waitFor(() => expect(section().dataset.videoControl).toBe('pause'))
  expect(section().hasAttribute('data-video-started')).toBe(true)
  // The pressed button hid as the other showed: keyboard focus moved with it.
  expect(document.activeElement).toBe(pauseButton())
})

test('a video that fails to load keeps the still image with the medical-excellence panel', async () => {
  const consoleError = expectConsoleError()
  media.play.mockRejectedValueOnce(new DOMException('no supported sources', 'NotSupportedError'))
  const { video, poster, section } = renderHero()
  const element = await withSource(video)

  fireEvent.error(element)

  expect(section().dataset.videoState).toBe('error')
  expect(section().dataset.videoControl).toBeUndefined()
  // The panel is shown in this state, the video hidden; the still image stays.
  const panel = screen.getByRole('heading', { name: 'Medical Excellence for 30+ Years' })
  expect(panel.closest('.group-data-\\[video-state\\=error\\]\\/video\\:flex')).not.toBeNull()
  expect(element.className).toContain('group-data-[video-state=error]/video:hidden')
  expect(poster()).not.toBeNull()
  expect(consoleError).toHaveBeenCalledWith('Hero video failed to load:', videoUrl)
})

test('with reduced motion nothing autoplays; the overlay shows once loaded and plays on click', async () => {
  removeMatchMedia()
  removeMatchMedia = stubReducedMotion(true)
  const { video, section, playButton } = renderHero()
  const element = await withSource(video)

  fireEvent.loadedMetadata(element)
  expect(section().dataset.videoControl).toBe('play')
  expect(media.play).not.toHaveBeenCalled()

  fireEvent.click(playButton())
  expect(media.play).toHaveBeenCalledTimes(1)
  await waitFor(() => expect(section().dataset.videoControl).toBe('pause'))
})

test('of several candidate files, the first the bucket serves plays; with none, the still stays', async () => {
  servePublicObjects(api, storage, 'b.mp4')
  const asked = () => api.requests.map(({ method, url }) => `${method} ${url}`)
  const found = renderHero({ bucket: 'hero-videos', files: ['a.mp4', 'b.mp4', 'c.mp4'] })
  expect((await withSource(found.video)).getAttribute('src')).toBe(`${storage}/b.mp4`)
  expect(asked()).toEqual([`HEAD ${storage}/a.mp4`, `HEAD ${storage}/b.mp4`])
  found.unmount()
  media.play.mockClear()

  const none = renderHero({ bucket: 'hero-videos', files: ['x.mp4', 'y.mp4'] })
  await waitFor(() =>
    expect(warn).toHaveBeenCalledWith('No video found in hero-videos; keeping the still image.'),
  )
  expect(none.video()?.hasAttribute('src')).toBe(false)
  expect(none.section().dataset.videoState).toBe('poster')
  expect(media.play).not.toHaveBeenCalled()
})

test('without a video the hero is its still image alone', () => {
  const { video, section, container } = renderHero(null)
  expect(video()).toBeNull()
  expect(section().hasAttribute('data-video-bucket')).toBe(false)
  expect(container.querySelector('[data-video-action]')).toBeNull()
  expect(screen.queryByRole('heading', { name: 'Medical Excellence for 30+ Years' })).toBeNull()
})

test('the prerendered hero plays without React, and the app later takes over the same player', async () => {
  // What a prerendered page holds, before any of the page's code has run.
  const holder = document.createElement('div')
  holder.innerHTML = renderToString(heroElement())
  document.body.append(holder)
  const parts = withParts(holder, {})
  const stop = startHeroVideo(parts.section())
  expect(parts.section().hasAttribute('data-has-script')).toBe(true)
  await waitFor(() => expect(parts.section().dataset.videoControl).toBe('pause'))
  expect(parts.video()?.getAttribute('src')).toBe(videoUrl)

  // A second start (the app's component, once hydrated) finds the running player.
  expect(startHeroVideo(parts.section())).toBe(stop)
  expect(media.play).toHaveBeenCalledTimes(1)
  fireEvent.click(parts.pauseButton())
  expect(media.pause).toHaveBeenCalledTimes(1)

  // Stopped, it no longer answers its buttons.
  stop()
  fireEvent.click(parts.pauseButton())
  expect(media.pause).toHaveBeenCalledTimes(1)
  holder.remove()
})
