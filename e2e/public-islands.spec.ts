import { createHash } from 'node:crypto'

import type { Page, Route } from '@playwright/test'

import { expect, open, test, watch } from './support/fixtures'

// A prerendered page's code starts at the first sign of interaction, or once it has painted when
// something on it acts by itself (docs/decisions/018-page-code-starts-when-needed.md), and then
// hydrates island by island (docs/decisions/017-islands-hydrated-one-task-each.md). Until then
// its buttons have no handlers: a press is held and replayed when the page is ready, and typing
// is kept.

/** Hold back the page's main chunk (the inline boot script imports it) until `release` is called. */
async function holdMainChunk(page: Page): Promise<() => void> {
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/assets\/main-[^/]+\.js$/, async (route: Route) => {
    await released
    await route.continue()
  })
  return release
}

const notReady = (page: Page) => page.locator('html:not([data-ready])')

test('a press that lands before the page is hydrated takes effect once it is @desktop', async ({
  page,
}) => {
  const release = await holdMainChunk(page)
  // Outside the shop, whose pages carry the drawer in their HTML for the browser to open
  // (docs/decisions/053-first-tap-answered-by-the-html.md): here the cart needs the code.
  await page.goto('/blog', { waitUntil: 'load' })
  await expect(notReady(page)).toHaveCount(1)
  // Prerendered with the cart empty; no handler is attached yet.
  await page.getByRole('button', { name: /^Cart, 0 items$/ }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  release()
  await expect(page.locator('html[data-ready="true"]')).toHaveCount(1)
  await expect(page.getByRole('dialog', { name: /cart/i })).toBeVisible()
})

test('text typed before the page is hydrated is kept, and the form reads it @desktop', async ({
  page,
}) => {
  const release = await holdMainChunk(page)
  await page.goto('/consultation', { waitUntil: 'load' })
  await expect(notReady(page)).toHaveCount(1)
  await page.getByLabel('First Name').fill('Early')
  release()
  await expect(page.locator('html[data-ready="true"]')).toHaveCount(1)
  await expect(page.getByLabel('First Name')).toHaveValue('Early')
  // The form knows the value too: sent with the rest empty, only the other fields are invalid.
  await page
    .getByRole('button', { name: /request|book|submit/i })
    .first()
    .click()
  await expect(page.getByLabel('Last Name')).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByLabel('First Name')).not.toHaveAttribute('aria-invalid', 'true')
})

test('the page asks for no script before it has loaded: its boot code is in the HTML @desktop', async ({
  page,
}) => {
  await open(page, '/')
  const timing = await page.evaluate(() => {
    const loadedAt = performance.getEntriesByType('navigation')[0]!.toJSON() as {
      loadEventStart: number
    }
    return performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.endsWith('.js'))
      .map((entry) => ({
        url: entry.name,
        beforeLoad: entry.startTime < loadedAt.loadEventStart,
      }))
  })
  expect(timing.filter((entry) => entry.beforeLoad).map((entry) => entry.url)).toEqual([])
  expect(timing.some((entry) => /\/main-/.test(entry.url))).toBe(true)
  const response = await page.request.get('/')
  const html = await response.text()
  // One inline module and, in <head>, the session hint (docs/decisions/052-the-first-tap-
  // answers-at-once.md), each allowed by its hash alone; the shell's entry script is not in the
  // page.
  const inline = [...html.matchAll(/<script type="module">([\s\S]*?)<\/script>/g)]
  expect(inline).toHaveLength(1)
  const hint = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)]
  expect(hint).toHaveLength(1)
  expect(html.indexOf('<script>')).toBeLessThan(html.indexOf('rel="stylesheet"'))
  expect(html).not.toMatch(/<script[^>]+src=/)
  const scriptSources = /script-src ([^;]+)/.exec(
    response.headers()['content-security-policy'] ?? '',
  )?.[1]
  const hashOf = (code: string) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`
  expect(scriptSources).toBe(`'self' ${hashOf(inline[0]![1]!)} ${hashOf(hint[0]![1]!)}`)
  // Each island's range is marked in the HTML, where the browser resumes its hydration.
  expect(html.match(/<!--\$s-->/g)?.length).toBeGreaterThan(5)
})

test('a page with nothing to do by itself runs no code until the visitor moves @desktop', async ({
  page,
}) => {
  await watch(page)
  await page.goto('/blog', { waitUntil: 'load' })
  // Once painted, the page's modules are fetched into the cache, and not run.
  await expect(page.locator('link[rel="prefetch"][href*="/main-"]')).toHaveCount(1)
  await expect
    .poll(() =>
      page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .some((entry) => /\/assets\/main-[^/]+\.js$/.test(entry.name)),
      ),
    )
    .toBe(true)
  await page.waitForTimeout(1500)
  await expect(notReady(page)).toHaveCount(1)
  // The first key press starts it.
  await page.keyboard.press('Tab')
  await expect(page.locator('html[data-ready="true"]')).toHaveCount(1)
})

test('a page with a stored cart to count runs its code without waiting for input @desktop', async ({
  page,
}) => {
  await watch(page)
  await page.addInitScript(() =>
    localStorage.setItem('rm-cart-v1', JSON.stringify({ version: 1, items: [] })),
  )
  await page.goto('/supplements', { waitUntil: 'load' })
  // No pointer, key or scroll: only the page's own needs start it.
  await expect(page.locator('html[data-ready="true"]')).toHaveCount(1)
})

test('the hero video plays, pauses and plays again before the page code has started @desktop', async ({
  page,
}) => {
  await watch(page)
  // Held back: whatever the video does here, its own small module does it.
  await holdMainChunk(page)
  await page.goto('/', { waitUntil: 'load' })
  const hero = page.locator('[data-slot="video-hero"]')
  await expect(hero).toHaveAttribute('data-video-state', 'playing')
  await expect(page.locator('#hero video')).toHaveCSS('opacity', '1')
  const pause = page.getByRole('button', { name: 'Pause background video' })
  await pause.focus()
  await page.keyboard.press('Enter')
  await expect(hero).toHaveAttribute('data-video-state', 'loaded')
  expect(
    await page.locator('#hero video').evaluate((video: HTMLVideoElement) => video.paused),
  ).toBe(true)
  // The pressed button gave way to the other, and focus went with it.
  const play = page.getByRole('button', { name: 'Play background video' })
  await expect(play).toBeFocused()
  await expect(pause).toBeHidden()
  await page.keyboard.press('Enter')
  await expect(hero).toHaveAttribute('data-video-state', 'playing')
  await expect(pause).toBeFocused()
  await expect(notReady(page)).toHaveCount(1)
})

test('the home page runs its code by itself when its popup is due, not before @desktop', async ({
  page,
}) => {
  await watch(page)
  await page.goto('/', { waitUntil: 'load' })
  await expect(page.locator('[data-slot="video-hero"]')).toHaveAttribute(
    'data-video-state',
    'playing',
  )
  await expect(notReady(page)).toHaveCount(1)
  // Due 8 s after the page was opened (docs/product.md, Newsletter popup), with no input at all.
  await expect(page.getByRole('dialog')).toBeVisible({ timeout: 15_000 })
  await expect(page.locator('html[data-ready="true"]')).toHaveCount(1)
  const openedAt = await page.evaluate(() => performance.now())
  expect(openedAt).toBeGreaterThanOrEqual(8000)
})

test('the patient portal link is the configured one before any script runs @desktop', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/direct-med')
  await expect(page.getByRole('link', { name: /Open the Patient Portal/ })).toHaveAttribute(
    'href',
    'https://portal.e2e.example/sign-in',
  )
  await context.close()
})
