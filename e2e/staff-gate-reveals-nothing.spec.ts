import fs from 'node:fs'
import path from 'node:path'

import type { APIRequestContext } from '@playwright/test'

import { gateAssetPaths } from '../src/server/site/gate-assets'
import { e2eClientDir } from './support/env'
import { expect, test } from './support/fixtures'
import { marketingFoundIn, marketingNeedles } from './support/site-copy'
import { submitWrongGatePassword } from './support/staff'

// docs/decisions/007-staff-gate-code-split.md, "Server-enforced gate": no marketing copy or route name may sit in what a
// signed-out visitor receives. Two ways in: everything a browser fetches while it shows the
// gate (its sign-in form and a refused sign-in included), and everything a visitor could ask
// the server for directly — each file of the server's open set, and every URL that the
// shell, the gate's scripts and styles point to.

test.describe.configure({ timeout: 120_000 })

const DEEP_ROUTES = ['/', '/weight-loss', '/admin', '/shop/1', '/dr-mason?from=gate']

/** The URLs an HTML page, a script or a style sheet at `url` points to, on this origin. */
function referencedUrls(url: URL, body: string): URL[] {
  const references = [
    // HTML attributes.
    ...[...body.matchAll(/\b(?:src|href)="([^"]+)"/g)].map((match) => match[1]!),
    // Built files as scripts name them: "assets/x.js" (preload lists), "./x.js" (imports).
    ...[...body.matchAll(/["'`(]((?:\.{1,2})?\/?assets\/[\w.-]+)["'`)]/g)].map(
      (match) => match[1]!,
    ),
    ...[
      ...body.matchAll(/["'`]((?:\.{1,2})\/[\w.-]+\.(?:js|css|svg|png|jpg|webp|woff2?))["'`]/g),
    ].map((match) => match[1]!),
    // Style sheets.
    ...[...body.matchAll(/url\(\s*["']?([^"')]+)["']?\s*\)/g)].map((match) => match[1]!),
  ]
  return references
    .map(
      (reference) =>
        // "assets/x.js" in a preload list is relative to the site's root, not to the script.
        new URL(/^assets\//.test(reference) ? `/${reference}` : reference, url),
    )
    .filter((reference) => reference.origin === url.origin)
}

type Fetched = { url: string; status: number; body: Buffer }

/** Fetch `start` and everything it points to (transitively), without any cookie. */
async function crawl(request: APIRequestContext, baseURL: string, start: string[]) {
  const fetched = new Map<string, Fetched>()
  const queue = start.map((entry) => new URL(entry, baseURL))
  while (queue.length > 0) {
    const url = queue.shift()!
    const key = url.pathname + url.search
    if (fetched.has(key)) continue
    const response = await request.get(key, { maxRedirects: 0 })
    const body = await response.body()
    fetched.set(key, { url: key, status: response.status(), body })
    if (response.ok()) queue.push(...referencedUrls(url, body.toString('utf8')))
  }
  return [...fetched.values()]
}

test('signed out, nothing the browser receives or could ask for holds site copy or a route name', async ({
  page,
  request,
  baseURL,
}) => {
  const needles = marketingNeedles()
  const found = new Set<string>()
  const scan = (url: string, body: Buffer) => {
    for (const label of marketingFoundIn(body.toString('utf8'), needles)) {
      found.add(`${url}: ${label}`)
    }
  }

  // The browser, signed out: the gate at several addresses, its form, a refused sign-in.
  const received: Promise<void>[] = []
  const browserUrls = new Set<string>()
  page.on('response', (response) => {
    browserUrls.add(new URL(response.url()).pathname)
    received.push(
      response.body().then(
        (body) => scan(`browser ${new URL(response.url()).pathname}`, body),
        // A redirect has no body to read.
        () => undefined,
      ),
    )
  })
  for (const route of DEEP_ROUTES) {
    await page.goto(route)
    await expect(page.getByRole('button', { name: 'Access Platform' })).toBeVisible()
  }
  await page.getByRole('button', { name: 'Access Platform' }).click()
  await submitWrongGatePassword(page)
  await page.waitForLoadState('networkidle')
  await Promise.all(received)
  // The sign-in form and supabase-js came from their own chunks.
  expect(browserUrls.size).toBeGreaterThan(5)

  // Directly: every file the server opens to a signed-out visitor, the shell at a few
  // addresses, the runtime config, and everything any of them points to.
  const openSet = [...gateAssetPaths(e2eClientDir)].filter((file) =>
    fs.existsSync(path.join(e2eClientDir, file)),
  )
  const direct = await crawl(request, baseURL!, [
    ...DEEP_ROUTES,
    '/index.html',
    '/config.json',
    '/robots.txt',
    ...openSet,
  ])
  for (const file of openSet) {
    expect(direct.find((entry) => entry.url === file)?.status, file).toBe(200)
  }
  for (const entry of direct) scan(`GET ${entry.url} (${entry.status})`, entry.body)
  // Anything the open files point to beyond the open set is refused, not served.
  for (const entry of direct) {
    if (!openSet.includes(entry.url) && entry.url.startsWith('/assets/')) {
      expect(entry.status, entry.url).toBe(401)
    }
  }

  expect([...found]).toEqual([])
})

test('the check can see: the built files hold what it looks for, as the build spells it', () => {
  // Guards the test above against passing because it looks for strings the build spells
  // differently (quotes, escapes, minified names).
  const assets = path.join(e2eClientDir, 'assets')
  const scripts = fs
    .readdirSync(assets)
    .filter((file) => file.endsWith('.js'))
    .map((file) => fs.readFileSync(path.join(assets, file), 'utf8'))
  expect(scripts.length).toBeGreaterThan(10)
  const needles = marketingNeedles()
  const found = new Set(scripts.flatMap((source) => marketingFoundIn(source, needles)))
  for (const expected of [
    '(800) 555-0142',
    'Mon-Fri 8AM-6PM',
    'RM3',
    'Weight Loss',
    "Men's Health",
    '/weight-loss',
    '/dr-mason',
    '/supplements',
    '/admin',
    '/shop/:productId',
    'dr-mason',
  ]) {
    expect(found, expected).toContain(expected)
  }
})
