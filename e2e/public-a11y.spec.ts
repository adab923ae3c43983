import type { APIRequestContext, Page } from '@playwright/test'

import { expectNoSeriousAxeViolations, seriousAxeViolations } from './support/axe'
import { e2eStaff } from './support/env'
import { expect as baseExpect, open, test } from './support/fixtures'
import { skipNewsletterPopup } from './support/newsletter'

// Axe (WCAG 2.2 AA rules) finds no serious or critical problem on any page of the
// public site, nor in any of its open states: menus, dialogs, drawers, panels, form errors.
// Both projects run every test here: every page is scanned at desktop width, and at phone width
// one page of each route (the first product page stands for every /shop/:id, the first article
// for every /blog/:slug): what differs between pages of one route is their content, which reads
// the same at any width; what differs at phone width is the layout, which is the route's. This
// is the one scan of each page as it opens; other specs scan only the states they reach (an open
// panel, a form's errors), so no page is scanned twice at one width.

// Many pages per test on a machine shared with other suites: give them room.
test.describe.configure({ timeout: 240_000 })
const expect = baseExpect.configure({ timeout: 15_000 })

/** The sitemap's pages in this many tests, so the two workers share them. */
const PAGE_GROUPS = 4

async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const response = await request.get('/sitemap.xml')
  expect(response.status()).toBe(200)
  const xml = await response.text()
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1]!).pathname,
  )
  expect(paths.length).toBeGreaterThan(40)
  return paths.sort()
}

/** The first of the sorted paths of each route: a route's pages share their path's depth and head. */
function onePagePerRoute(paths: readonly string[]): string[] {
  const byRoute = new Map<string, string>()
  for (const path of paths) {
    const segments = path.split('/').filter(Boolean)
    const route = `${segments[0] ?? ''}/${segments.length}`
    if (!byRoute.has(route)) byRoute.set(route, path)
  }
  return [...byRoute.values()]
}

/** Opens a page and waits until its code runs, so what axe reads is what a visitor gets. */
async function openPage(page: Page, path: string, status = 200) {
  await open(page, path, { status })
  await expect(page.getByRole('heading', { level: 1 }), path).toHaveCount(1)
}

async function scanPages(page: Page, paths: readonly string[]) {
  const found: string[] = []
  for (const path of paths) {
    await openPage(page, path)
    found.push(...(await seriousAxeViolations(page, { label: path })))
  }
  expect(found, found.join('\n')).toEqual([])
}

/**
 * Staff sign in through /auth (the public site has no gate) and open the leads dashboard (a bare
 * /admin opens the queue, which e2e/staff-queue.spec.ts scans).
 */
async function openDashboardAsStaff(page: Page) {
  await openPage(page, '/auth')
  await page.getByLabel('Email').fill(e2eStaff.email)
  await page.getByLabel('Password', { exact: true }).fill(e2eStaff.password)
  await page.getByRole('button', { name: 'Sign In', exact: true }).click()
  await expect(page).toHaveURL(/\/admin(\/queue)?$/)
  await openPage(page, '/admin?tab=consultation')
  await expect(page.getByRole('heading', { level: 1, name: 'Leads dashboard' })).toBeVisible()
  await expect(page.getByRole('tablist', { name: 'Lead types' })).toBeVisible()
}

/** The first product on a catalogue page that can be added to the cart. */
function inStockCard(page: Page) {
  return page
    .locator('[data-slot="product-card"]')
    .filter({ has: page.getByRole('button', { name: /^Add to Cart: / }) })
    .first()
}

test.describe('pages', () => {
  // The popup has its own test below; on a page scanned for itself it would only be in the way.
  test.beforeEach(({ page }) => skipNewsletterPopup(page))

  for (let group = 0; group < PAGE_GROUPS; group += 1) {
    test(`every page in the sitemap (at phone width, one per route), part ${group + 1} of ${PAGE_GROUPS}`, async ({
      page,
      request,
    }, testInfo) => {
      const sitemap = await sitemapPaths(request)
      const paths = testInfo.project.name.includes('phone') ? onePagePerRoute(sitemap) : sitemap
      await scanPages(
        page,
        paths.filter((_, index) => index % PAGE_GROUPS === group),
      )
    })
  }

  test('sign-in, the 404 page, and /admin signed out and signed in as staff', async ({ page }) => {
    await scanPages(page, ['/auth'])

    await openPage(page, '/no-such-page-for-axe', 404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page not found')
    await expectNoSeriousAxeViolations(page, { label: '404 page' })

    await openPage(page, '/admin')
    await expect(page.getByRole('heading', { level: 2, name: 'Staff only' })).toBeVisible()
    await expectNoSeriousAxeViolations(page, { label: '/admin, signed out' })

    await openDashboardAsStaff(page)
    await expectNoSeriousAxeViolations(page, { label: '/admin, staff dashboard' })

    // Sign out in this browser only: other tests use the same staff account.
    await page.getByRole('button', { name: 'Sign Out' }).filter({ visible: true }).first().click()
    await expect(page.getByRole('heading', { name: 'Staff only' })).toBeVisible()
  })

  test('each header menu open', { tag: '@desktop' }, async ({ page }) => {
    await openPage(page, '/')
    const nav = page.getByRole('banner').getByRole('navigation', { name: 'Main' })
    for (const name of ['Weight Loss', "Men's Health menu", 'RM Naturals menu', 'Resources']) {
      const toggle = nav.getByRole('button', { name })
      await toggle.click()
      await expect(toggle).toHaveAttribute('aria-expanded', 'true')
      await expect(page.locator(`#${await toggle.getAttribute('aria-controls')}`)).toBeVisible()
      // The menu opens inside the header, and nothing else on the page changes: the page itself
      // was scanned as it opens (above).
      await expectNoSeriousAxeViolations(page, {
        include: 'header',
        label: `/ with the ${name} menu open`,
      })
      await page.keyboard.press('Escape')
      await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    }
  })

  test('the Menu sheet open', { tag: '@phone' }, async ({ page }) => {
    await openPage(page, '/')
    await page.getByRole('button', { name: 'Menu', exact: true }).click()
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible()
    await expectNoSeriousAxeViolations(page, { label: '/ with the Menu sheet open' })
  })

  test('the catalogue filters open on a phone', { tag: '@phone' }, async ({ page }) => {
    await openPage(page, '/supplements')
    // The Filters disclosure is the platform's own (<details>), so it is found by its summary.
    const disclosure = page.locator('[data-slot="filters-disclosure"]')
    await disclosure.locator('summary').click()
    await expect(disclosure).toHaveAttribute('open', '')
    await expect(page.getByRole('region', { name: 'Filters' })).toBeVisible()
    await expectNoSeriousAxeViolations(page, { label: '/supplements with the filters open' })
  })

  test('the quick view and the cart drawer with an item in it', async ({ page }) => {
    await openPage(page, '/supplements')
    await inStockCard(page)
      .getByRole('button', { name: /^Quick View: / })
      .click()
    const quickView = page.getByRole('dialog')
    await expect(quickView).toBeVisible()
    await expect(quickView.getByRole('button', { name: 'Add to Cart' })).toBeVisible()
    await expectNoSeriousAxeViolations(page, { label: '/supplements with the quick view open' })

    // Add to Cart adds the product and closes the quick view.
    await quickView.getByRole('button', { name: 'Add to Cart' }).click()
    await expect(quickView).toBeHidden()
    await page.getByRole('button', { name: 'Cart, 1 item' }).click()
    const cart = page.getByRole('dialog', { name: /Shopping Cart/ })
    await expect(cart).toBeVisible()
    await expect(cart.locator('[data-slot="cart-line"]')).toHaveCount(1)
    await expectNoSeriousAxeViolations(page, { label: '/supplements with the cart open' })

    // Request Order opens the order request, checked like every page.
    await cart.getByRole('link', { name: 'Request Order' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Request your order' })).toBeVisible()
    await expectNoSeriousAxeViolations(page, { label: '/checkout with one product' })
  })

  test('the download dialog, empty and with its errors', async ({ page }) => {
    await openPage(page, '/downloads')
    await page.getByRole('button', { name: 'Download Now' }).first().click()
    const dialog = page.getByRole('dialog', { name: /^Download: / })
    await expect(dialog).toBeVisible()
    await expectNoSeriousAxeViolations(page, { label: '/downloads with the dialog open' })

    await dialog.getByRole('button', { name: 'Download Guide' }).click()
    await expect(dialog.getByLabel('First Name')).toHaveAttribute('aria-invalid', 'true')
    await expectNoSeriousAxeViolations(page, { label: '/downloads, dialog showing its errors' })
  })

  test('the contact panel on /weight-loss', async ({ page }) => {
    await openPage(page, '/weight-loss')
    await page.getByRole('button', { name: 'Live Chat' }).click()
    await expect(page.getByRole('dialog', { name: 'Talk to our care team' })).toBeVisible()
    await expectNoSeriousAxeViolations(page, { label: '/weight-loss with the contact panel open' })
  })

  test('the consultation form showing its errors', async ({ page }) => {
    await openPage(page, '/consultation')
    await page.getByRole('button', { name: 'Request Free Consultation' }).click()
    await expect(page.getByLabel('First Name')).toHaveAttribute('aria-invalid', 'true')
    await expect(page.getByText('Please enter a valid email address')).toBeVisible()
    await expectNoSeriousAxeViolations(page, { label: '/consultation showing its errors' })
  })
})

test('the newsletter popup open', async ({ page }) => {
  await page.clock.install()
  const popupChunk = page.waitForResponse(/\/assets\/newsletter-popup-[\w-]+\.js$/)
  // Not openPage: its count of headings comes after the page is ready, and on a slow machine the
  // popup may already be open then, hiding the rest of the page.
  await open(page, '/')
  await popupChunk
  await page.waitForLoadState('networkidle')
  await page.clock.fastForward(8000)
  const popup = page.getByRole('dialog', { name: 'Healthy habits, in your inbox' })
  await expect(popup).toBeVisible()
  await expectNoSeriousAxeViolations(page, { label: '/ with the newsletter popup open' })
})
