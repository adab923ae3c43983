import fs from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

import type { Page } from '@playwright/test'

import { e2eClientDir } from './support/env'
import { expect, test, waitUntilReady } from './support/fixtures'
import { skipNewsletterPopup } from './support/newsletter'

// The byte budgets of docs/architecture.md, Performance budgets, checked on the production build
// (sizes, never timings). A prerendered page runs its code only when the visitor interacts
// (docs/decisions/018-page-code-starts-when-needed.md), so there are two counts: the script it
// runs on its own once loaded and painted (its inline boot code and any island, such as the hero
// video's) is at most 90 KB gzip; with the first interaction, the script it loads until it is
// ready (hydrated: `data-ready`) is at most 120 KB gzip. No chunk is over 250 KB minified.
// Desktop only: the bytes do not depend on the screen.

// The home page's newsletter popup brings its own chunks 8 s after the page opens, later than
// "until ready" means; on a slow machine a page can take that long to become ready.
test.beforeEach(({ page }) => skipNewsletterPopup(page))

const FIRST_LOAD_BUDGET = 90 * 1024
const UNTIL_READY_BUDGET = 120 * 1024
const CHUNK_BUDGET = 250 * 1024

const manifest = JSON.parse(
  fs.readFileSync(path.join(path.dirname(e2eClientDir), 'pages/pages.json'), 'utf8'),
) as { pages: Record<string, unknown> }

function gzipSize(urlPath: string): number {
  return gzipSync(fs.readFileSync(path.join(e2eClientDir, urlPath)), { level: 9 }).length
}

test('no built chunk is over 250 KB minified @desktop', () => {
  const assets = path.join(e2eClientDir, 'assets')
  const chunks = fs.readdirSync(assets).filter((name) => name.endsWith('.js'))
  expect(chunks.length).toBeGreaterThan(5)
  for (const chunk of chunks) {
    expect(fs.statSync(path.join(assets, chunk)).size, chunk).toBeLessThanOrEqual(CHUNK_BUDGET)
  }
})

/**
 * The script files the page has loaded, by path; with `runOnly`, not those it only prefetched
 * for a later start (the browser does not run a prefetched file until the page imports it).
 */
function loadedScripts(page: Page, { runOnly }: { runOnly: boolean }): Promise<string[]> {
  return page.evaluate((runOnly) => {
    const prefetched = new Set(
      Array.from(
        document.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]'),
        (link) => new URL(link.href).pathname,
      ),
    )
    const paths = performance
      .getEntriesByType('resource')
      .filter((entry) => (entry as PerformanceResourceTiming).initiatorType !== 'fetch')
      .map((entry) => new URL(entry.name).pathname)
      .filter((pathname) => pathname.endsWith('.js') && !(runOnly && prefetched.has(pathname)))
    return [...new Set(paths)]
  }, runOnly)
}

for (const pagePath of Object.keys(manifest.pages)) {
  test(`${pagePath} runs at most 90 KB gzip of JavaScript by itself, and loads at most 120 KB until it is ready @desktop`, async ({
    page,
  }) => {
    const response = await page.goto(pagePath, { waitUntil: 'load' })
    const html = (await response?.text()) ?? ''
    // The boot code, and the session hint in <head> (docs/decisions/052-the-first-tap-answers-
    // at-once.md).
    const inline = [...html.matchAll(/<script(?: type="module")?>([\s\S]*?)<\/script>/g)]
    expect(inline).toHaveLength(2)
    const inlineBytes = inline.reduce(
      (sum, [, code]) => sum + gzipSync(code!, { level: 9 }).length,
      0,
    )
    // An app page (sign-in, booking, checkout) starts its code once painted, without input: all
    // it loads, it runs by itself, so it is held to the budget until ready.
    const appPage = /<div id="root"[^>]* data-needs-script=""/.test(html)
    // Painted, and left alone: the boot code has prefetched the page's modules, not run them.
    if (!appPage) await expect(page.locator('link[rel="prefetch"]').first()).toBeAttached()
    const byItself =
      inlineBytes +
      (await loadedScripts(page, { runOnly: true })).reduce(
        (sum, script) => sum + gzipSize(script),
        0,
      )

    await waitUntilReady(page)
    const scripts = await loadedScripts(page, { runOnly: false })
    const untilReady = inlineBytes + scripts.reduce((sum, script) => sum + gzipSize(script), 0)
    test.info().annotations.push({
      type: 'JavaScript',
      description: `${(byItself / 1024).toFixed(1)} KB gzip by itself, ${(untilReady / 1024).toFixed(1)} KB until ready`,
    })
    if (!appPage) expect(byItself).toBeLessThanOrEqual(FIRST_LOAD_BUDGET)
    expect(scripts.some((script) => /\/main-/.test(script))).toBe(true)
    expect(untilReady).toBeLessThanOrEqual(UNTIL_READY_BUDGET)
  })
}
