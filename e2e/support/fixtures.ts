import {
  test as base,
  type ConsoleMessage,
  expect,
  type Page,
  type Response,
} from '@playwright/test'

import { waitUntilReady } from './ready'

/**
 * The one way the browser tests open a page: `open(page, path)` (or the `open` fixture) goes
 * there, checks the status when asked, waits for the first heading and for the page's code
 * (`data-ready`), and from the first call on watches the page for page errors, console errors
 * and CSP violations. Every test that watched a page (through `open` or `watch`) fails at its
 * end if any were seen, unless it allowed them by pattern (`allowConsole`) — a 404 page logs
 * on purpose. A document answered 404 is expected to log so: `status: 404` allows it.
 */

export type OpenOptions = {
  /** The HTTP status the document must come with; unchecked when absent. */
  status?: number
  /**
   * The h1's accessible name, matched as getByRole matches names (a string is a
   * case-insensitive part of it); by default any visible h1. `false` for a page without one.
   */
  heading?: string | RegExp | false
  /** A cold first load on a busy 2-core machine can take several seconds. */
  timeout?: number
  /** Console errors this page is expected to log (see `allowConsole`). */
  allow?: RegExp[]
}

/** What a watched page reported: its uncaught errors, and every console error (CSP too). */
export type Watched = { problems: string[]; consoleErrors: string[] }
type Watch = Watched & { allowed: RegExp[]; checked: string[] }

/**
 * The weight-loss hero tries its candidate video names in turn with HEAD requests
 * (docs/product.md) and the browser logs each missing one's answer from storage (400). That
 * happens on every visit to the page, however the test got there, so the end-of-test check
 * passes over exactly these: a 400 whose source is a hero video in storage.
 */
function isMediaProbe(message: ConsoleMessage) {
  return (
    /status of 400/.test(message.text()) &&
    message.location().url.includes('/storage/v1/object/public/hero-videos/')
  )
}

const watches = new WeakMap<Page, Watch>()

/** Start collecting problems on `page` (idempotent); `open` calls it. */
export async function watch(page: Page): Promise<Watched> {
  const existing = watches.get(page)
  if (existing) return existing
  const watched: Watch = { problems: [], consoleErrors: [], allowed: [], checked: [] }
  watches.set(page, watched)
  page.on('console', (message) => {
    if (message.type() !== 'error') return
    watched.consoleErrors.push(message.text())
    if (!isMediaProbe(message)) watched.checked.push(message.text())
  })
  page.on('pageerror', (error) => watched.problems.push(`page error: ${error.message}`))
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`)
    })
  })
  return watched
}

/**
 * Console errors matching `pattern` are expected in this test (the 404 page logs the path;
 * the browser logs a 404 document): the end-of-test check lets them through. They stay in
 * `consoleErrors` for a test that asserts them.
 */
export async function allowConsole(page: Page, ...patterns: RegExp[]) {
  await watch(page)
  watches.get(page)!.allowed.push(...patterns)
}

/** What the end-of-test check fails on: page errors, and console errors not allowed. */
export function unexpectedProblems(page: Page): string[] {
  const watched = watches.get(page)
  if (!watched) return []
  const unexpected = watched.checked.filter(
    (text) => !watched.allowed.some((pattern) => pattern.test(text)),
  )
  return [...watched.problems, ...unexpected]
}

/** What the browser and the 404 page log when a document is answered 404. */
export const notFoundLogs = [
  /^Failed to load resource: the server responded with a status of 404/,
  /^404 Error: /,
]

/** What the browser logs when the server refuses a request a test sends on purpose. */
export const refusedRequestLogs = [
  /^Failed to load resource: the server responded with a status of 4\d\d/,
]

async function settle(page: Page, options: OpenOptions) {
  const timeout = options.timeout ?? 20_000
  if (options.heading !== false) {
    const h1 = page.getByRole('heading', { level: 1, name: options.heading })
    await expect(h1.first()).toBeVisible({ timeout })
  }
  await expect(page.locator('html[data-ready="true"]')).toHaveCount(1, { timeout })
}

export async function open(
  page: Page,
  path: string,
  options: OpenOptions = {},
): Promise<Response | null> {
  await watch(page)
  if (options.status === 404) await allowConsole(page, ...notFoundLogs)
  if (options.allow) await allowConsole(page, ...options.allow)
  const response = await page.goto(path)
  if (options.status !== undefined) expect(response?.status(), path).toBe(options.status)
  await settle(page, options)
  return response
}

/** Reload, then wait as `open` does. */
export async function reopen(page: Page, options: OpenOptions = {}) {
  await watch(page)
  await page.reload()
  await settle(page, options)
}

export const test = base.extend<{
  open: (path: string, options?: OpenOptions) => Promise<Response | null>
  pageProblems: void
}>({
  open: async ({ page }, use) => {
    await use((path, options) => open(page, path, options))
  },
  pageProblems: [
    async ({ page }, use, testInfo) => {
      await use()
      if (testInfo.status !== testInfo.expectedStatus) return
      expect(unexpectedProblems(page), 'page errors, console errors and CSP violations').toEqual([])
    },
    { auto: true },
  ],
})

export { expect, waitUntilReady }
