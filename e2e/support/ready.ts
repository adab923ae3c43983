import { expect, type Locator, type Page } from '@playwright/test'

/**
 * Start the page's code as a visitor does: a prerendered page with nothing to do by itself
 * starts it at the first sign of interaction (src/web/boot.ts), here the pointer moving onto the
 * page's corner, where nothing reacts to it.
 */
export async function startPageCode(page: Page) {
  await page.mouse.move(1, 1)
}

/**
 * Start the page's code and wait until it runs (src/web/main.tsx marks <html data-ready>). A
 * prerendered page is visible before that; a press on one of its buttons is held until then.
 */
export async function waitUntilReady(page: Page, options: { timeout?: number } = {}) {
  await startPageCode(page)
  await expect(page.locator('html[data-ready="true"]')).toHaveCount(1, options)
}

/**
 * Wait until an opened dialog or sheet has taken focus. Radix registers its Escape listener
 * and moves focus inside in effects that run a frame after the layer paints, so an Escape
 * pressed as soon as the layer is visible can land before anyone listens (seen on a loaded CI
 * machine). Once focus is inside, Escape is heard — as it is for a person, who cannot press
 * a key within that frame.
 */
export async function waitUntilFocusedWithin(layer: Locator) {
  await expect
    .poll(() => layer.evaluate((element) => element.contains(document.activeElement)))
    .toBe(true)
}

/**
 * Wait until nothing on the page moves: every animation and transition that has an end has
 * ended (a toast fading in, a drawer sliding in), and a smooth scroll, which is no animation,
 * has stopped (the page stood still for three frames). What lies under a point, a box or a
 * color is then what the visitor ends up seeing, on a fast machine as on a slow one. Looping
 * animations never end, so they are not awaited.
 */
export async function waitUntilStill(page: Page) {
  await page.evaluate(async () => {
    await Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime))
        .map((animation) => animation.finished.catch(() => undefined)),
    )
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve))
    let last = ''
    for (let still = 0; still < 3;) {
      await frame()
      const position = `${window.scrollX},${window.scrollY}`
      still = position === last ? still + 1 : 0
      last = position
    }
  })
}
