import type { Page } from '@playwright/test'

/**
 * Tell the home page this visitor has already seen the newsletter popup, so it does not open
 * over a test that stays on `/` longer than its 8 s delay (e2e/public-leads.spec.ts tests the popup).
 */
export async function skipNewsletterPopup(page: Page) {
  await page.addInitScript(() => localStorage.setItem('hasSeenNewsletterPopup', 'true'))
}
