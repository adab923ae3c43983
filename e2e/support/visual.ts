import { resolve } from 'node:path'

import type { Page } from '@playwright/test'

import { expect as baseExpect } from './fixtures'

// What the visual specs share (e2e/public-visual.spec.ts says why the tolerance and the still
// style): the two widths, each shot's settings, and how a page is brought to a still state.

const expect = baseExpect.configure({ timeout: 20_000 })

/** Every shot's settings beyond the config's: the pixel count, and the style for a still page. */
export const SHOT = { maxDiffPixels: 150, stylePath: resolve('e2e/support/visual-still.css') }

export const widths = [
  { width: 375, height: 812 },
  { width: 1440, height: 900 },
] as const

/**
 * Brings the page to the still state a shot needs: every lazy image and observed video reached
 * (by scrolling through once), every image decoded, the fonts loaded, the hero videos settled
 * behind their posters, and the page back at its top.
 */
export async function settle(page: Page) {
  await page.evaluate(async () => {
    for (const image of Array.from(document.images)) image.loading = 'eager'
    // Step through the page so what waits to near the viewport (the journey video) starts.
    const step = Math.max(200, Math.floor(window.innerHeight * 0.8))
    for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
      window.scrollTo({ top: y, behavior: 'instant' })
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50)))
    }
    window.scrollTo({ top: 0, behavior: 'instant' })
  })
  await expect
    .poll(() =>
      page.evaluate(() =>
        Array.from(document.images).every((image) => image.complete && image.naturalWidth > 0),
      ),
    )
    .toBe(true)
  await page.evaluate(async () => {
    await document.fonts.ready
    await Promise.all(Array.from(document.images).map((image) => image.decode().catch(() => {})))
  })
  // A hero video has its address and its metadata, and (reduced motion) stays paused: the poster
  // with the play button, the state a visitor who prefers reduced motion keeps.
  for (const hero of await page.locator('[data-slot="video-hero"][data-video-files]').all()) {
    await expect(hero).toHaveAttribute('data-video-state', /^(loaded|error)$/)
  }
  for (const player of await page.locator('[data-slot="hover-video"]').all()) {
    await expect(player.getByRole('button')).toHaveCount(1)
  }
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
}
