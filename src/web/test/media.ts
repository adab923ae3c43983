import { cleanup } from '@testing-library/react'
import { vi } from 'vitest'

/**
 * jsdom has no media playback: HTMLMediaElement.play/pause only report "not implemented".
 * `stubMediaPlayback()` replaces them with spies for one test (call the returned `restore`
 * after it); `play` resolves unless the test says otherwise. `restore` first unmounts what the
 * test rendered: React may flush a media effect after the test's last assertion, and it must
 * still meet the stub (jsdom's own play() returns no promise).
 */
export function stubMediaPlayback() {
  const play = vi
    .spyOn(HTMLMediaElement.prototype, 'play')
    .mockImplementation(() => Promise.resolve())
  const pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {})
  return {
    play,
    pause,
    restore() {
      cleanup()
      play.mockRestore()
      pause.mockRestore()
    },
  }
}

/** The error a browser's autoplay policy rejects `play()` with. */
export function autoplayBlocked() {
  return new DOMException(
    'play() failed because the user did not interact first',
    'NotAllowedError',
  )
}

/**
 * jsdom has no `matchMedia`. Installs one that answers `prefers-reduced-motion: reduce` with
 * `reducedMotion`, `min-width` queries with `wide` (a desktop window when true, a phone's when
 * false), and false for every other query. Returns a function that removes it.
 */
export function stubReducedMotion(reducedMotion: boolean, { wide = false } = {}) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string) => ({
      matches:
        (reducedMotion && query.includes('prefers-reduced-motion: reduce')) ||
        (wide && query.includes('min-width')),
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }),
  })
  return () => {
    Reflect.deleteProperty(window, 'matchMedia')
  }
}
