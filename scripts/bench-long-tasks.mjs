// `npm run bench:tasks` (docs/architecture.md, Performance budgets): how long the main thread is
// blocked before a public page is interactive. Builds, serves the production build in public
// mode, loads each route in Chromium with the CPU slowed 4× (as Lighthouse's mobile preset does)
// and records the long tasks (over 50 ms) that run before the page's code marks it ready
// (`data-ready` on <html>, src/web/main.tsx). A page whose code waits for the visitor
// (docs/decisions/018-page-code-starts-when-needed.md) is given a first interaction (a pointer
// move) once it has prefetched its modules; its figures then count from that input: what the
// visitor's first tap waits for. The server is local, so this measures script work, not download
// time. Prints per route the median of three loads, each in a fresh context.
//
// It then times the first tap on each kind of control against a warm tap on it (lib/tap-latency.mjs):
// the budget is a first tap answered within 100 ms of a warm one.
//
//   --no-build          use the current build
//   --taps-only         only the taps; --no-taps only the long tasks
//   --routes=/,/blog    these routes instead of the four below
//   BENCH_RUNS=3        loads per route (the median of each figure is reported)

/* global window, document, MutationObserver -- recordLongTasks and the callbacks of
   page.evaluate and page.waitForFunction run in the page, not in Node. */
import { chromium } from 'playwright-core'

import { chromiumFlags } from './lib/chromium-flags.mjs'
import { ensureBuild, findChromium } from './lib/ensure.mjs'
import { routesOption, startPublicServer } from './lib/public-server.mjs'
import { printTapTable, tapTable } from './lib/tap-latency.mjs'

const DEFAULT_ROUTES = ['/', '/weight-loss', '/supplements', '/consultation']
const RUNS = Number(process.env.BENCH_RUNS ?? 3)
const CPU_SLOWDOWN = 4
// A task is "long" from 50 ms; what it runs beyond that is blocking time (TBT's definition).
const LONG_TASK_MS = 50
// Lighthouse's mobile screen (Moto G Power), so the page lays out as it does in bench:web.
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true }
// Long-task entries are delivered after their task ends: wait this long after ready for them.
const SETTLE_MS = 500
// A first tap, whose page's code starts at that tap, answered within this of a warm tap.
const TAP_BUDGET_MS = 100
const taps = !process.argv.includes('--no-taps')
const longTasks = !process.argv.includes('--taps-only')

ensureBuild({ force: !process.argv.includes('--no-build') })
const server = await startPublicServer()
const browser = await chromium.launch({
  executablePath: findChromium(),
  args: [...chromiumFlags],
})

const rows = []
let tapRows = []
try {
  for (const route of longTasks ? (routesOption() ?? DEFAULT_ROUTES) : []) {
    const loads = []
    for (let run = 0; run < RUNS; run++) loads.push(await loadOnce(`${server.url}${route}`))
    rows.push({ route, ...medianFigures(loads) })
  }
  if (taps) {
    tapRows = await tapTable(browser, server.url, {
      runs: RUNS,
      phone: PHONE,
      cpuSlowdown: CPU_SLOWDOWN,
    })
  }
} finally {
  await browser.close()
  server.stop()
}
if (rows.length > 0) printTable(rows)
if (tapRows.length > 0) {
  printTapTable(tapRows, { runs: RUNS, cpuSlowdown: CPU_SLOWDOWN, budgetMs: TAP_BUDGET_MS })
}

/** One load in a fresh context: the long tasks that started before the page was ready. */
async function loadOnce(url) {
  const context = await browser.newContext(PHONE)
  try {
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
    await page.addInitScript(recordLongTasks)
    await page.goto(url, { waitUntil: 'load' })
    // Started by itself (ready comes), or waiting for input (boot.ts has prefetched the modules).
    await page.waitForFunction(
      () => window.__bench.readyAt !== undefined || document.querySelector('link[rel="prefetch"]'),
    )
    let inputAt
    if ((await page.evaluate(() => window.__bench.readyAt)) === undefined) {
      // Let the prefetches land, as they would while a visitor reads, then move the pointer.
      await page.waitForLoadState('networkidle')
      inputAt = await page.evaluate(() => performance.now())
      await page.mouse.move(1, 1)
    }
    await page.waitForFunction(() => window.__bench.readyAt !== undefined)
    await page.waitForTimeout(SETTLE_MS)
    const { tasks, readyAt } = await page.evaluate(() => window.__bench)
    const from = inputAt ?? 0
    const before = tasks
      .filter((task) => task.start + task.duration > from && task.start < readyAt)
      .map((task) => task.duration)
    return {
      startedBy: inputAt === undefined ? 'load' : 'input',
      readyAt: readyAt - from,
      count: before.length,
      total: sum(before),
      longest: Math.max(0, ...before),
      blocking: sum(before.map((duration) => Math.max(0, duration - LONG_TASK_MS))),
    }
  } finally {
    await context.close()
  }
}

/**
 * Runs in the page before any of its scripts (page.addInitScript): collects every long task and
 * the moment `data-ready="true"` appears on <html>. It observes the document, not <html>, since
 * the element may not exist yet when this runs.
 */
function recordLongTasks() {
  const bench = { tasks: [], readyAt: undefined }
  window.__bench = bench
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      bench.tasks.push({ start: entry.startTime, duration: entry.duration })
    }
  }).observe({ type: 'longtask', buffered: true })
  new MutationObserver((_, observer) => {
    if (document.documentElement?.dataset.ready !== 'true') return
    bench.readyAt = performance.now()
    observer.disconnect()
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-ready'] })
}

/** Each figure's median over the loads. */
function medianFigures(loads) {
  const median = (key) => {
    const values = loads.map((load) => load[key]).sort((a, b) => a - b)
    return values[Math.floor(values.length / 2)]
  }
  return Object.fromEntries(Object.keys(loads[0]).map((key) => [key, median(key)]))
}

function printTable(rows) {
  const routeWidth = Math.max(...rows.map((row) => row.route.length), 'route'.length) + 2
  const pad = (text, width) => String(text).padEnd(width)
  const ms = (value) => `${Math.round(value)} ms`
  console.log(
    `\nLong tasks before the page is ready (data-ready), Chromium with ${CPU_SLOWDOWN}× CPU slowdown,` +
      ` phone viewport, local server; median of ${RUNS} loads per route. A page that starts at` +
      ` input is counted from a pointer move after its modules are prefetched.\n`,
  )
  console.log(
    pad('route', routeWidth) +
      pad('starts at', 11) +
      pad('ready after', 13) +
      pad('longest task', 15) +
      pad('long tasks', 12) +
      pad('their total', 14) +
      'blocking time (Σ task − 50 ms)',
  )
  for (const row of rows) {
    console.log(
      pad(row.route, routeWidth) +
        pad(row.startedBy, 11) +
        pad(ms(row.readyAt), 13) +
        pad(ms(row.longest), 15) +
        pad(row.count, 12) +
        pad(ms(row.total), 14) +
        ms(row.blocking),
    )
  }
}

function sum(values) {
  return values.reduce((total, value) => total + value, 0)
}
