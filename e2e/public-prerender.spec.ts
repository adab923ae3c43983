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
// described for search engines, and hydrates in place without a console error.

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
    const response = await page.goto(path)
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

// What the server answers is the same at every width: these run once, in the desktop project.
test('the share image is a 1200×630 JPEG @desktop', async ({ request }) => {
  const response = await request.get('/og-image.jpg')
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toBe('image/jpeg')
  const body = await response.body()
  expect(body.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]))
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

test('a trailing slash redirects to the one URL of the page @desktop', async ({ request }) => {
  const response = await request.get('/privacy/', { maxRedirects: 0 })
  expect(response.status()).toBe(301)
  expect(response.headers()['location']).toBe('/privacy')
})

test('robots.txt allows crawling and names the sitemap @desktop', async ({ request, baseURL }) => {
  const response = await request.get('/robots.txt')
  expect(response.status()).toBe(200)
  const text = await response.text()
  expect(text).toContain('Allow: /')
  expect(text).toContain('Disallow: /admin')
  expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`)
  expect(response.headers()['x-robots-tag']).toBeUndefined()
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
