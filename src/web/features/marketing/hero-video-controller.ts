import { whenIdle } from '@/lib/when-idle'

import { findFirstAvailableMedia } from './api/find-first-available-media'
import { pageObjectUrl } from './api/public-object-url'

// The hero's background video, run without the app (docs/decisions/018-page-code-starts-when-needed.md):
// a page with a video hero would otherwise start all its code once painted, only to play a
// video. `VideoHero` renders the markup, every state included; this module gives the video its
// address once the page is idle, tries autoplay unless the visitor prefers reduced motion, and
// writes the state onto the section, whose classes show what each state shows:
//
// - `data-video-state`: `poster` (no video yet), `loaded`, `playing` or `error` (the fallback
//   panel shows, the video hides; the still image stays);
// - `data-video-started`: the video has played once, so it has faded in over the poster;
// - `data-video-control`: `play` (the play overlay) or `pause` (the pause button), or absent.
//
// The buttons carry `data-video-action`. The section is marked `data-has-script` once this runs,
// so that a press on them is not held back for the app (lib/early-input.ts). Both the boot
// script's island (hero-video-island.ts) and `VideoHero` call `startHeroVideo`; the second call
// finds the first's controller.

type VideoState = 'poster' | 'loaded' | 'playing' | 'error'
type VideoControl = 'play' | 'pause' | null

const running = new WeakMap<HTMLElement, () => void>()

/** Runs the hero video in `section`; returns what stops it. Calling it again changes nothing. */
export function startHeroVideo(section: HTMLElement): () => void {
  const existing = running.get(section)
  if (existing) return existing
  const video = section.querySelector('video')
  const bucket = section.dataset.videoBucket
  const files = section.dataset.videoFiles?.split('|').filter(Boolean) ?? []
  if (!video || !bucket || files.length === 0) return () => {}

  const reducedMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false
  let active = true
  let loaded = false
  let playing = false
  let failed = false
  // Until autoplay has answered, the play overlay stays hidden (it would flash before the video).
  let awaitingAutoplay = !reducedMotion

  const render = () => {
    const state: VideoState = failed ? 'error' : playing ? 'playing' : loaded ? 'loaded' : 'poster'
    const control: VideoControl = failed
      ? null
      : playing
        ? 'pause'
        : loaded && !awaitingAutoplay
          ? 'play'
          : null
    // The pressed button hides as the other shows: focus follows it, as it would on one button.
    const focused = document.activeElement
    const hadFocus =
      focused instanceof HTMLElement && section.contains(focused) && focused.dataset.videoAction
    section.dataset.videoState = state
    if (playing) section.dataset.videoStarted = ''
    if (control) section.dataset.videoControl = control
    else delete section.dataset.videoControl
    if (hadFocus && control) {
      section.querySelector<HTMLElement>(`[data-video-action="${control}"]`)?.focus()
    }
  }

  const onLoaded = () => {
    loaded = true
    render()
  }
  const onPlaying = () => {
    loaded = true
    playing = true
    awaitingAutoplay = false
    render()
  }
  const onPause = () => {
    playing = false
    render()
  }
  const onError = () => {
    console.error('Hero video failed to load:', video.error?.message || video.getAttribute('src'))
    failed = true
    render()
  }
  const play = () => {
    video.play().then(onPlaying, (reason: unknown) => {
      console.warn('Hero video could not play:', reason)
    })
  }
  const onClick = (event: MouseEvent) => {
    const action =
      event.target instanceof Element
        ? event.target.closest<HTMLElement>('[data-video-action]')?.dataset.videoAction
        : undefined
    if (action === 'play') play()
    else if (action === 'pause') video.pause()
  }

  const listeners: [EventTarget, string, EventListener][] = [
    [video, 'loadedmetadata', onLoaded],
    [video, 'loadeddata', onLoaded],
    [video, 'playing', onPlaying],
    [video, 'pause', onPause],
    [video, 'error', onError],
    [section, 'click', onClick as EventListener],
  ]
  for (const [target, type, listener] of listeners) target.addEventListener(type, listener)
  section.dataset.hasScript = ''
  render()

  void whenIdle()
    .then(() => (files.length > 1 ? findFirstAvailableMedia(bucket, files) : files[0]!))
    .then((file) => {
      if (!active) return
      if (file === null) {
        console.warn(`No video found in ${bucket}; keeping the still image.`)
        return
      }
      video.src = pageObjectUrl(bucket, file)
      if (reducedMotion) return
      video.play().then(onPlaying, (reason: unknown) => {
        if (!active) return
        // NotAllowedError is the autoplay policy; anything else is a load failure, which the
        // video's error event reports.
        const blocked = reason instanceof DOMException && reason.name === 'NotAllowedError'
        console.warn(
          blocked ? 'Hero video autoplay was blocked:' : 'Hero video did not start:',
          reason,
        )
        awaitingAutoplay = false
        render()
      })
    })

  const stop = () => {
    active = false
    for (const [target, type, listener] of listeners) target.removeEventListener(type, listener)
    running.delete(section)
  }
  running.set(section, stop)
  return stop
}
