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
 * there, checks the status when asked, waits for the first heading, starts the page's code as a
 * visitor's first move would and waits for it (`data-ready`), and from the first call on watches
 * the page for page errors, console errors and CSP violations. Every test that watched a page (through `open` or `watch`) fails at its
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
 * The browser's own line for a request that failed ("Failed to load resource: … status of
 * 404"). Whether it appears depends on timing — a request cut short by the next navigation
 * logs nothing — and tests provoke failures on purpose (wrong passwords, missing pages, the
 * weight-loss hero's HEAD probes for its video names), so these lines are left to the tests
 * that assert them (`consoleErrors`); the end-of-test check reads what the page itself logs.
 */
function isNetworkLog(message: ConsoleMessage) {
  return message.text().startsWith('Failed to load resource:')
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
    if (!isNetworkLog(message)) watched.checked.push(message.text())
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

/** What the 404 page logs on purpose: the path that was not found. */
export const notFoundLogs = [/^404 Error: /]

async function settle(page: Page, options: OpenOptions) {
  const timeout = options.timeout ?? 20_000
  if (options.heading !== false) {
    const h1 = page.getByRole('heading', { level: 1, name: options.heading })
    await expect(h1.first()).toBeVisible({ timeout })
  }
  await waitUntilReady(page, { timeout })
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
