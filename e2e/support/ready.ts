import { expect, type Page } from '@playwright/test'

/**
 * Wait until the page's code runs (src/web/main.tsx marks <html data-ready>). A prerendered
 * page is visible before that, and a press on one of its buttons before then does nothing.
 */
export async function waitUntilReady(page: Page) {
  await expect(page.locator('html[data-ready="true"]')).toHaveCount(1)
}
