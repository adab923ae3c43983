import fs from 'node:fs'
import path from 'node:path'

import type { APIRequestContext } from '@playwright/test'

import { e2eClientDir } from './support/env'
import { expect, test, watch } from './support/fixtures'

function manifestPaths(): string[] {
  const manifest = JSON.parse(
    fs.readFileSync(path.join(path.dirname(e2eClientDir), 'pages/pages.json'), 'utf8'),
  ) as { pages: Record<string, unknown> }
  return Object.keys(manifest.pages)
}

/**
 * Every page the build prerendered, except those for people only (sign-in, staff) and the pages
 * of one visitor's own order request, which say how to order by phone but are not for search.
 */
function prerenderedPublicPaths(): string[] {
  const notForSearch = new Set(['/auth', '/admin', '/checkout', '/checkout/confirmation'])
  return manifestPaths().filter((page) => !notForSearch.has(page))
}

// SITE_ACCESS=public (docs/decisions/012-prerendered-pages.md): every page arrives as real HTML, is
// described for search engines, and hydrates in place without a console error. robots.txt, the
// redirects and the share image are the server's alone: src/server/site-answers.test.ts proves
// them (docs/decisions/032-browser-proof-moved-to-server-tests.md).

async function sitemapPaths(request: APIRequestContext, baseURL: string) {
  const response = await request.get('/sitemap.xml')
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toContain('application/xml')
  const xml = await response.text()
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!)
  for (const loc of locs) expect(loc.startsWith(baseURL)).toBe(true)
  const paths = locs.map((loc) => new URL(loc).pathname)
  expect(paths.sort()).toEqual(prerenderedPublicPaths().sort())
  return paths
}

test('with JavaScript off, every page in the sitemap is served as HTML with its heading, text and metadata @desktop', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(240_000) // about 70 pages, each loaded and checked
  const paths = await sitemapPaths(request, baseURL!)
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  for (const path of paths) {
    // What is checked is the document and its metadata: its images and video need not arrive.
    const response = await page.goto(path, { waitUntil: 'domcontentloaded' })
    expect(response?.status(), path).toBe(200)
    await expect(page.locator('h1'), path).toHaveCount(1)
    expect((await page.locator('h1').textContent())?.trim().length, path).toBeGreaterThan(3)
    expect((await page.locator('main').innerText()).length, path).toBeGreaterThan(200)
    expect(await page.title(), path).toMatch(/Renew Medical/)
    const description = await page.locator('meta[name="description"]').getAttribute('content')
    expect(description?.length, path).toBeGreaterThan(40)
    await expect(page.locator('link[rel="canonical"]'), path).toHaveAttribute(
      'href',
      `${baseURL}${path}`,
    )
    await expect(page.locator('meta[property="og:title"]'), path).toHaveAttribute(
      'content',
      await page.title(),
    )
    await expect(page.locator('meta[property="og:image"]'), path).toHaveAttribute(
      'content',
      `${baseURL}/og-image.jpg`,
    )
    await expect(page.locator('meta[name="twitter:card"]'), path).toHaveAttribute(
      'content',
      'summary_large_image',
    )
  }
  await context.close()
})

test('an unknown path answers 404 with the 404 page in the HTML, not indexed @desktop', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  const response = await page.goto('/no-such-page')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page not found')
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
  await context.close()
})

test('hydration keeps the page as it was, logs nothing, and the page stays interactive', async ({
  page,
}) => {
  const watched = await watch(page)
  const served = await (await page.request.get('/privacy')).text()
  const servedHeading = /<h1[^>]*>([^<]+)<\/h1>/.exec(served)?.[1]
  await page.goto('/privacy')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(servedHeading!)
  // The header's sign-in control appears once the session is known: hydration has run.
  await expect(page.getByRole('link', { name: 'Sign In' }).first()).toBeVisible()
  await page.getByRole('link', { name: 'Renew Medical' }).first().click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Renew Medical')
  expect(watched.problems).toEqual([])
  expect(watched.consoleErrors).toEqual([])
})

test('the home page describes the clinic with MedicalClinic structured data @desktop', async ({
  request,
}) => {
  const html = await (await request.get('/')).text()
  const blocks = [
    ...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g),
  ].map((match) => JSON.parse(match[1]!) as Record<string, unknown>)
  const clinic = blocks.find((block) => block['@type'] === 'MedicalClinic')
  expect(clinic).toMatchObject({ '@context': 'https://schema.org', name: 'Renew Medical' })
  expect(clinic?.telephone).toMatch(/\d/)
  expect(clinic?.openingHoursSpecification).toBeDefined()
  expect(clinic?.founder).toMatchObject({ '@type': 'Person' })
})

function jsonLdBlocks(html: string) {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  )
}

test('product and article pages carry Product, Article and BreadcrumbList data with absolute URLs @desktop', async ({
  request,
  baseURL,
}) => {
  const product = jsonLdBlocks(await (await request.get('/shop/1')).text())
  expect(product.find((block) => block['@type'] === 'Product')).toMatchObject({
    url: `${baseURL}/shop/1`,
    offers: {
      '@type': 'Offer',
      priceCurrency: 'USD',
      availability: expect.stringMatching(/^https:\/\/schema\.org\/(InStock|OutOfStock)$/),
    },
  })
  expect(product.find((block) => block['@type'] === 'BreadcrumbList')).toMatchObject({
    itemListElement: [
      { position: 1, item: `${baseURL}/` },
      { position: 2 },
      { position: 3, item: `${baseURL}/shop/1` },
    ],
  })

  const articles = manifestPaths().filter((page) => page.startsWith('/blog/'))
  expect(articles.length).toBeGreaterThan(10)
  const article = jsonLdBlocks(await (await request.get(articles[0]!)).text())
  expect(article.find((block) => block['@type'] === 'Article')).toMatchObject({
    url: `${baseURL}${articles[0]}`,
    headline: expect.any(String),
    datePublished: expect.stringMatching(/^\d{4}-\d{2}-\d{2}/),
    publisher: { '@type': 'Organization', name: 'Renew Medical' },
  })
  expect(article.find((block) => block['@type'] === 'BreadcrumbList')).toBeDefined()
})
