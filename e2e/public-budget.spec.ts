import fs from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

import { e2eClientDir } from './support/env'
import { expect, test, waitUntilReady } from './support/fixtures'

// The byte budgets of docs/architecture.md, Performance budgets, checked on the production build
// (sizes, never timings): the JavaScript a page loads until it is ready (hydrated: `data-ready`)
// is at most 120 KB gzip, and no chunk is over 250 KB minified. The page's code starts after its
// load event or at the first interaction (src/web/boot.ts), so the count runs to ready, not to load. Desktop only: the bytes
// do not depend on the screen.

const FIRST_LOAD_BUDGET = 120 * 1024
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

for (const pagePath of Object.keys(manifest.pages)) {
  test(`${pagePath} loads at most 120 KB gzip of JavaScript until it is ready @desktop`, async ({
    page,
  }) => {
    await page.goto(pagePath, { waitUntil: 'load' })
    await waitUntilReady(page)
    const scripts = new Set(
      await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => (entry as PerformanceResourceTiming).initiatorType !== 'fetch')
          .map((entry) => new URL(entry.name).pathname)
          .filter((pathname) => pathname.endsWith('.js')),
      ),
    )
    const total = [...scripts].reduce((sum, script) => sum + gzipSize(script), 0)
    test.info().annotations.push({
      type: 'first-load JS',
      description: `${(total / 1024).toFixed(1)} KB gzip`,
    })
    expect(scripts.size).toBeGreaterThan(0)
    expect(total).toBeLessThanOrEqual(FIRST_LOAD_BUDGET)
  })
}
