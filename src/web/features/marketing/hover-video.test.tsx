import { fireEvent, render, screen, waitFor } from '@testing-library/react'

import { homeLanding } from '@/content/home'
import { fakeSupabase } from '@/test/fake-supabase'
import { stubMediaPlayback, stubReducedMotion } from '@/test/media'

import { HoverVideo } from './hover-video'

vi.mock('@/lib/supabase', () => import('@/test/fake-supabase'))

const { journey } = homeLanding.successStories

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

async function renderJourneyVideo() {
  const view = render(
    <HoverVideo video={journey.video} poster={journey.poster} labels={journey.labels} />,
  )
  await waitFor(() => expect(view.container.querySelector('video')).not.toBeNull())
  const video = view.container.querySelector('video') as HTMLVideoElement
  const root = view.container.querySelector('[data-slot="hover-video"]') as HTMLElement
  return { video, root }
}

test('the journey video comes from the storage bucket and starts once its data loads', async () => {
  const { video } = await renderJourneyVideo()

  expect(video.getAttribute('src')).toBe(
    'http://127.0.0.1:3000/storage/v1/object/public/hero-videos/weight-loss.mp4',
  )
  expect(video.getAttribute('poster')).toBe(
    '/storage/v1/object/public/hero-videos/weight-loss-poster.jpg',
  )
  expect(media.play).not.toHaveBeenCalled()
  fireEvent.loadedData(video)
  expect(media.play).toHaveBeenCalledTimes(1)
})

test('a mouse hovering plays it and leaving pauses it; touch does not', async () => {
  const { root } = await renderJourneyVideo()

  fireEvent.pointerEnter(root, { pointerType: 'mouse' })
  expect(media.play).toHaveBeenCalledTimes(1)
  fireEvent.pointerLeave(root, { pointerType: 'mouse' })
  expect(media.pause).toHaveBeenCalledTimes(1)

  fireEvent.pointerEnter(root, { pointerType: 'touch' })
  fireEvent.pointerLeave(root, { pointerType: 'touch' })
  expect(media.play).toHaveBeenCalledTimes(1)
  expect(media.pause).toHaveBeenCalledTimes(1)
})

test('a button toggles play and pause for keyboard and tap', async () => {
  const { video } = await renderJourneyVideo()

  fireEvent.click(screen.getByRole('button', { name: 'Play journey video' }))
  expect(media.play).toHaveBeenCalledTimes(1)
  fireEvent.playing(video)

  fireEvent.click(screen.getByRole('button', { name: 'Pause journey video' }))
  expect(media.pause).toHaveBeenCalledTimes(1)
  fireEvent.pause(video)
  expect(screen.getByRole('button', { name: 'Play journey video' })).toBeTruthy()
})

test('with reduced motion it starts neither by itself nor on hover, only from its button', async () => {
  removeMatchMedia()
  removeMatchMedia = stubReducedMotion(true)
  const { video, root } = await renderJourneyVideo()

  fireEvent.loadedData(video)
  fireEvent.pointerEnter(root, { pointerType: 'mouse' })
  expect(media.play).not.toHaveBeenCalled()

  fireEvent.click(screen.getByRole('button', { name: 'Play journey video' }))
  expect(media.play).toHaveBeenCalledTimes(1)
})
