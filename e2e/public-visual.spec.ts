import type { Page } from '@playwright/test'

import { e2eStaff } from './support/env'
import { expect as baseExpect, open, test } from './support/fixtures'
import { skipNewsletterPopup } from './support/newsletter'
import { waitUntilFocusedWithin } from './support/ready'
import { insertRow } from './support/store'
import { settle, SHOT, widths } from './support/visual'

// A visual regression guard (the staff queue too, with its data-driven parts masked): the production build on the real public server, photographed at a
// phone's width (375 px) and a desktop's (1440 px) and compared with the baselines committed in
// e2e/__screenshots__/public-visual.spec.ts/. It fails when a page looks different: a color, a
// spacing, a font, a section gone or moved.
//
// After an intended change of looks, build, write the baselines again, look at every changed PNG
// and commit them:
//
//   CLIENT_DIR=/tmp/build npm run build
//   CLIENT_DIR=/tmp/build npx playwright test e2e/public-visual.spec.ts --update-snapshots
//
// Why the tolerance (playwright.config.ts, expect.toHaveScreenshot, and SHOT below): a pixel may
// differ by up to 0.2 in pixelmatch's color distance, which absorbs anti-aliasing and sub-pixel
// text rendering; beyond that at most 150 pixels of a shot may differ (or 1 % of a small one).
// Two runs of the same build differ by no pixel, while a section heading turned from navy to teal
// changes some 17,000 pixels of the 1440 px weight-loss page: only 0.26 % of that tall shot, which
// a ratio alone would let through, hence the count. The baselines hold for the Chromium and fonts
// they were made with; on another platform text renders differently: make them again there.
//
// Each shot is of a still page: reduced motion and no CSS animation (a hero video stays paused
// behind its poster, docs/decisions/008-hero-media-poster-first.md, and e2e/support/
// visual-still.css hides every <video> so the poster is what shows), lazy images and fonts
// loaded, the live catalogue read (docs/decisions/024-live-catalogue-in-the-browser.md) and no
// toast or popup up. Only data this spec makes is shown: the shop pages show products no other
// spec changes, and the staff dashboard is filtered to leads written here with fixed names and
// times, its 30-day chart (everyone's leads, and today's date) masked. Every test runs in the
// public-desktop project only (@desktop) and sets its viewport itself, so each width is shot once.

test.describe.configure({ timeout: 120_000 })
const expect = baseExpect.configure({ timeout: 20_000 })

/**
 * The marketing and shop pages, each photographed whole; a page taller than MAX_FULL_PAGE in its
 * top two screens and its key sections (`keySections`, by id), so a long page at a phone's width
 * does not make a baseline of many megabytes.
 */
const pages: { name: string; path: string; keySections?: string[] }[] = [
  { name: 'home', path: '/', keySections: ['comparison', 'testimonials'] },
  { name: 'weight-loss', path: '/weight-loss', keySections: ['programs', 'get-started'] },
  { name: 'supplements', path: '/supplements' },
  // The first product of the first catalogue (src/web/config/paths.ts, shopProduct); no other
  // spec changes its stock or price.
  { name: 'product', path: '/shop/1' },
  { name: 'consultation', path: '/consultation' },
]

const MAX_FULL_PAGE = 6000

/** Whether the page reads the live catalogue (the shop's pages and the cart). */
const readsCatalogue = (path: string) => path === '/supplements' || path.startsWith('/shop/')

function catalogueAnswer(page: Page) {
  return page.waitForResponse(
    (response) => response.url().endsWith('/orders/v1/catalogue') && response.ok(),
  )
}

/** The staff dashboard's shot shows only these, written straight into the store with fixed ids. */
const LEAD_DOMAIN = 'visual-guard.example'
const leads = [
  {
    id: '6f1d0c1e-0000-4000-8000-000000000001',
    first_name: 'Ada',
    last_name: 'Lovelace',
    email: `ada.lovelace@${LEAD_DOMAIN}`,
    phone: '(555) 010-1815',
    hear_about_us: 'Google Search',
    email_opt_in: 1,
    sms_opt_in: 0,
    created_at: '2026-01-12T15:30:00.000Z',
  },
  {
    id: '6f1d0c1e-0000-4000-8000-000000000002',
    first_name: 'Grace',
    last_name: 'Hopper',
    email: `grace.hopper@${LEAD_DOMAIN}`,
    phone: '(555) 010-1906',
    hear_about_us: 'Friend or Family Referral',
    email_opt_in: 0,
    sms_opt_in: 1,
    created_at: '2026-01-13T17:45:00.000Z',
  },
  {
    id: '6f1d0c1e-0000-4000-8000-000000000003',
    first_name: 'Katherine',
    last_name: 'Johnson',
    email: `katherine.johnson@${LEAD_DOMAIN}`,
    phone: '(555) 010-1918',
    hear_about_us: 'Instagram',
    email_opt_in: 1,
    sms_opt_in: 1,
    created_at: '2026-01-14T14:05:00.000Z',
  },
]

/**
 * Writes the leads unless they are there: both widths (and a repeated run on the same server)
 * share the same rows, so the dashboard shows exactly three whichever test writes first.
 */
async function writeLeads() {
  for (const lead of leads) {
    try {
      await insertRow('public', 'consultation_requests', lead)
    } catch (error) {
      if (!/unique|duplicate/i.test(String(error))) throw error
    }
  }
}

async function signInAsStaff(page: Page) {
  await open(page, '/auth')
  await page.getByLabel('Email').fill(e2eStaff.email)
  await page.getByLabel('Password', { exact: true }).fill(e2eStaff.password)
  await page.getByRole('button', { name: 'Sign In', exact: true }).click()
  await expect(page).toHaveURL(/\/admin(\/queue)?$/)
}

const headerCart = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: /^Cart, \d+ items?$/ })

async function shoot(page: Page, name: string, keySections: string[] = []) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight)
  if (height <= MAX_FULL_PAGE) {
    await expect(page).toHaveScreenshot(`${name}.png`, { fullPage: true, ...SHOT })
    return
  }
  expect(keySections, `${name} is ${height} px tall: name its key sections`).not.toEqual([])
  const { width, height: screen } = page.viewportSize()!
  await expect(page).toHaveScreenshot(`${name}-top.png`, {
    fullPage: true,
    clip: { x: 0, y: 0, width, height: screen * 2 },
    ...SHOT,
  })
  for (const id of keySections) {
    await expect(page.locator(`main section[id="${id}"]`)).toHaveScreenshot(
      `${name}-${id}.png`,
      SHOT,
    )
  }
}

test.beforeEach(async ({ page }) => {
  await skipNewsletterPopup(page)
  await page.emulateMedia({ reducedMotion: 'reduce' })
})

test.use({
  // Dates on the staff dashboard are formatted in the browser's zone and language.
  timezoneId: 'America/Chicago',
  locale: 'en-US',
  // What makes a page still for its shot (no animation, no caret, the style above) is a <style>
  // Playwright puts into the page, which the site's CSP (style-src 'self') would refuse.
  bypassCSP: true,
})

for (const viewport of widths) {
  test.describe(`at ${viewport.width} px`, { tag: '@desktop' }, () => {
    test.use({ viewport })

    for (const { name, path, keySections } of pages) {
      test(`${name} (${path}) looks as it did`, async ({ page }) => {
        const live = readsCatalogue(path) ? catalogueAnswer(page) : null
        await open(page, path)
        await live
        await settle(page)
        await shoot(page, `${name}-${viewport.width}`, keySections)
      })
    }

    test('the cart drawer, open with a product added, looks as it did', async ({ page }) => {
      const live = catalogueAnswer(page)
      await open(page, '/supplements')
      await live
      await page
        .getByRole('article', { name: 'Omega-3 Fish Oil', exact: true })
        .getByRole('button', { name: /^Add to Cart/ })
        .click()
      // The toast would leave during the shot: closed first, the drawer is what is shown.
      const toast = page.locator('[data-slot="toast"]').filter({ hasText: 'Added to cart' })
      await toast.getByRole('button', { name: 'Close' }).click()
      await expect(toast).toHaveCount(0)
      await settle(page)
      await headerCart(page).click()
      const drawer = page.getByRole('dialog', { name: 'Shopping Cart (1)' })
      await expect(drawer).toBeVisible()
      await waitUntilFocusedWithin(drawer)
      await expect(page).toHaveScreenshot(`cart-drawer-${viewport.width}.png`, SHOT)
    })

    test("the staff queue's figures look as they did, their numbers masked", async ({ page }) => {
      // Every spec's leads land in this queue, which comes first on the page and grows with them,
      // so the figures after it are shot by themselves: their frame (the tiles, the funnel's
      // layout) with the numbers and bars masked, which a visitor's data never moves.
      await writeLeads()
      await signInAsStaff(page)
      await open(page, '/admin/queue', { heading: 'Queue' })
      const queue = page.locator('section[aria-labelledby="queue-heading"]')
      await expect(queue.getByRole('heading', { name: /^Waiting/ })).toBeVisible()
      const figures = page.locator('section[aria-labelledby="figures-heading"]')
      await settle(page)
      await expect(figures).toHaveScreenshot(`staff-queue-${viewport.width}.png`, {
        ...SHOT,
        mask: [figures.locator('dd'), figures.locator('ul')],
      })
    })

    test('the staff leads dashboard, filtered to fixed leads, looks as it did', async ({
      page,
    }) => {
      await writeLeads()
      await signInAsStaff(page)
      await open(page, `/admin?q=${encodeURIComponent(LEAD_DOMAIN)}`, {
        heading: 'Leads dashboard',
      })
      await expect(
        page.getByText(`Consultation requests: ${leads.length} in total`).first(),
      ).toBeVisible()
      for (const lead of leads) {
        await expect(page.getByText(lead.email).first()).toBeVisible()
      }
      await settle(page)
      await expect(page).toHaveScreenshot(`staff-leads-${viewport.width}.png`, {
        fullPage: true,
        ...SHOT,
        mask: [page.locator('[data-slot="leads-chart"]')],
      })
    })
  })
}
