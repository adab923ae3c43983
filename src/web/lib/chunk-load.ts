// A lazy route's chunk can fail to load: a deploy replaced it, the network dropped, or (in
// staff mode) the server refused it because the staff cookie is gone (docs/architecture.md, Staff
// gate).

const CHUNK_LOAD_ERROR =
  /failed to fetch dynamically imported module|error loading dynamically imported module|importing a module script failed|unable to preload css/i

/** Whether a route error is a failed dynamic import (the messages of Chromium, Firefox, Safari, Vite). */
export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_LOAD_ERROR.test(error.message)
}

const RELOAD_GUARD_KEY = 'renew-medical:chunk-reload'

/**
 * Reloads the page unless this tab already reloaded for a failed chunk, so a chunk that keeps
 * failing shows an error screen instead of a reload loop. Returns whether it reloads.
 */
export function reloadOnce(reload: () => void = () => window.location.reload()): boolean {
  try {
    if (window.sessionStorage.getItem(RELOAD_GUARD_KEY) !== null) return false
    window.sessionStorage.setItem(RELOAD_GUARD_KEY, new Date().toISOString())
  } catch {
    // No sessionStorage (privacy settings): never risk a loop.
    return false
  }
  reload()
  return true
}

/** Called once a route has rendered: the next failed chunk may reload again. */
export function clearReloadGuard() {
  try {
    window.sessionStorage.removeItem(RELOAD_GUARD_KEY)
  } catch {
    // Nothing stored, nothing to clear.
  }
}
