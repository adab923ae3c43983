import { expect, type Locator, type Page } from '@playwright/test'

/**
 * Wait until the page's code runs (src/web/main.tsx marks <html data-ready>). A prerendered
 * page is visible before that, and a press on one of its buttons before then does nothing.
 */
export async function waitUntilReady(page: Page) {
  await expect(page.locator('html[data-ready="true"]')).toHaveCount(1)
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
