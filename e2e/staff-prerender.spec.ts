import fs from 'node:fs'
import path from 'node:path'

import { e2eClientDir } from './support/env'
import { expect, test } from './support/fixtures'
import { homeMarketingSentence } from './support/staff'

// SITE_ACCESS=staff (docs/decisions/012-prerendered-pages.md): the prerendered pages exist in the
// build, but a signed-out visitor gets only the empty shell for every one of them, and search
// engines are told to stay away (robots.txt and the missing sitemap: src/server/site-answers.test.ts,
// docs/decisions/032-browser-proof-moved-to-server-tests.md).

const manifest = JSON.parse(
  fs.readFileSync(path.join(path.dirname(e2eClientDir), 'pages/pages.json'), 'utf8'),
) as { pages: Record<string, unknown> }

test('signed out, every page’s HTML is the empty shell: no heading, no copy, noindex', async ({
  request,
}) => {
  const marketing = homeMarketingSentence()
  const paths = Object.keys(manifest.pages)
  expect(paths.length).toBeGreaterThan(3)
  for (const pagePath of paths) {
    const response = await request.get(pagePath)
    expect(response.status(), pagePath).toBe(200)
    expect(response.headers()['x-robots-tag'], pagePath).toContain('noindex')
    const html = await response.text()
    expect(html, pagePath).toContain('<div id="root"></div>')
    expect(html, pagePath).not.toContain('<h1')
    expect(html, pagePath).not.toContain(marketing)
    expect(html, pagePath).not.toContain('hydration-data')
  }
})
