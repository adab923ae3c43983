// `npm run bench:web` (docs/architecture.md, Performance budgets): build, serve the production
// build in public mode, and run Lighthouse (mobile preset: simulated slow 4G and 4× CPU) on every
// route of the sitemap, each as served and with its scripts blocked — its static floor. Prints
// per route the median score, LCP, TBT, CLS and first-load JavaScript of both, and what the
// JavaScript costs over the floor; exits 1 when a budget below is missed.
//
//   --no-build          use the current build
//   --routes=/,/blog    only these routes (default: every path in /sitemap.xml)
//   BENCH_RUNS=3        passes per route and kind (the median is reported)
import { createRequire } from 'node:module'

import * as chromeLauncher from 'chrome-launcher'

import { chromiumFlags } from './lib/chromium-flags.mjs'
import { ensureBuild, findChromium } from './lib/ensure.mjs'
import { measureRoute } from './lib/lighthouse-route.mjs'
import { routesOption, sitemapRoutes, startPublicServer } from './lib/public-server.mjs'

// What a route's scripts may cost over the same page with them blocked, compared within one run
// because a shared machine's noise moves both alike; and what the served page may shift and load
// at all. A page whose HTML already shows everything should lose next to nothing to its scripts.
const BUDGET = {
  scoreDrop: 2, // Lighthouse performance points
  tbtAdded: 50, // ms of total blocking time
  lcpAdded: 100, // ms of largest contentful paint
  cls: 0.02, // cumulative layout shift of the served page
  firstLoadJs: 90 * 1024, // bytes of script, gzip, that the page runs without input
}
const RUNS = Number(process.env.BENCH_RUNS ?? 3)

ensureBuild({ force: !process.argv.includes('--no-build') })
const server = await startPublicServer()
const chrome = await chromeLauncher.launch({
  chromePath: findChromium(),
  chromeFlags: [...chromiumFlags],
})

const started = Date.now()
const rows = []
try {
  const routes = routesOption() ?? (await sitemapRoutes(server.url))
  for (const [index, route] of routes.entries()) {
    const figures = await measureRoute(`${server.url}${route}`, { port: chrome.port, runs: RUNS })
    const row = costRow(route, figures)
    rows.push(row)
    // Progress on stderr, with the route's cost, so a long run can be followed and read early.
    const seconds = figures.served.seconds + figures.blocked.seconds
    console.error(
      `  [${index + 1}/${routes.length}] ${route}: ${costText(row)} (${seconds.toFixed(0)} s)`,
    )
  }
} finally {
  await chrome.kill()
  server.stop()
}

rows.sort((a, b) => a.scoreDrop - b.scoreDrop || a.tbtAdded - b.tbtAdded)
printTable(rows)
const misses = rows.flatMap(budgetMisses)
printSummary(rows, misses)
process.exit(misses.length ? 1 : 0)

/** A route's figures and what its JavaScript costs over the floor. */
function costRow(route, { served, blocked }) {
  return {
    route,
    served,
    blocked,
    scoreDrop: blocked.score - served.score,
    tbtAdded: served.tbt - blocked.tbt,
    lcpAdded: served.lcp - blocked.lcp,
  }
}

function budgetMisses(row) {
  const misses = []
  const miss = (text) => misses.push({ route: row.route, text })
  if (row.scoreDrop > BUDGET.scoreDrop) {
    miss(`JavaScript costs ${row.scoreDrop} points of score (budget ${BUDGET.scoreDrop})`)
  }
  if (row.tbtAdded > BUDGET.tbtAdded) {
    miss(`JavaScript adds ${ms(row.tbtAdded)} of TBT (budget ${BUDGET.tbtAdded} ms)`)
  }
  if (row.lcpAdded > BUDGET.lcpAdded) {
    miss(
      `JavaScript adds ${seconds(row.lcpAdded)} of LCP (budget ${seconds(BUDGET.lcpAdded)}; LCP element: ${row.served.lcpElement || 'unknown'})`,
    )
  }
  if (row.served.cls > BUDGET.cls) {
    miss(`CLS ${row.served.cls.toFixed(3)} (budget ${BUDGET.cls})`)
  }
  if (row.served.firstLoadJs > BUDGET.firstLoadJs) {
    miss(
      `first-load JavaScript ${kb(row.served.firstLoadJs)} gzip (budget ${kb(BUDGET.firstLoadJs)})`,
    )
  }
  return misses
}

function printTable(rows) {
  const routeWidth = Math.max(...rows.map((row) => row.route.length), 'route'.length) + 2
  const pad = (text, width) => String(text).padEnd(width)
  const pair = (served, floor) => `${served} / ${floor}`
  console.log(
    `\nLighthouse ${lighthouseVersion()} mobile, simulated throttling, median of ${RUNS} passes` +
      ' per route and kind. Each figure: served / scripts blocked (the floor); cost = served − floor.' +
      ' Worst route last.\n',
  )
  console.log(
    pad('route', routeWidth) +
      pad('score', 10) +
      pad('LCP (s)', 14) +
      pad('TBT (ms)', 12) +
      pad('CLS', 15) +
      pad('first-load JS', 20) +
      'cost: score, TBT, LCP',
  )
  for (const row of rows) {
    const { route, served, blocked } = row
    console.log(
      pad(route, routeWidth) +
        pad(pair(served.score, blocked.score), 10) +
        pad(pair((served.lcp / 1000).toFixed(2), (blocked.lcp / 1000).toFixed(2)), 14) +
        pad(pair(Math.round(served.tbt), Math.round(blocked.tbt)), 12) +
        pad(pair(served.cls.toFixed(3), blocked.cls.toFixed(3)), 15) +
        pad(pair(kb(served.firstLoadJs), kb(blocked.firstLoadJs)), 20) +
        costText(row),
    )
  }
}

function printSummary(rows, misses) {
  const average = (key) => rows.reduce((sum, row) => sum + row[key], 0) / rows.length
  const passes = rows.length * RUNS * 2
  const passSeconds = (Date.now() - started) / 1000 / passes
  console.log(
    `\n${rows.length} routes: JavaScript costs on average ${average('scoreDrop').toFixed(1)} points,` +
      ` ${ms(average('tbtAdded'))} of TBT and ${seconds(average('lcpAdded'))} of LCP;` +
      ` worst ${rows.at(-1).route} (${signed(-rows.at(-1).scoreDrop)} points).` +
      ` ${passes} Lighthouse passes, ${passSeconds.toFixed(1)} s each.`,
  )
  if (!misses.length) {
    console.log('Every route is within budget.')
    return
  }
  const missed = new Set(misses.map((miss) => miss.route))
  console.log(`\n${misses.length} budget misses on ${missed.size} of ${rows.length} routes:`)
  for (const { route, text } of misses) console.log(`  ${route}: ${text}`)
}

function costText({ scoreDrop, tbtAdded, lcpAdded }) {
  return `${signed(-scoreDrop)} pts, ${signed(Math.round(tbtAdded))} ms, ${signed((lcpAdded / 1000).toFixed(2))} s`
}

function lighthouseVersion() {
  return createRequire(import.meta.url)('lighthouse/package.json').version
}

function signed(value) {
  return Number(value) > 0 ? `+${value}` : String(value)
}

function ms(value) {
  return `${Math.round(value)} ms`
}

function seconds(value) {
  return `${(value / 1000).toFixed(2)} s`
}

function kb(bytes) {
  return `${(bytes / 1024).toFixed(1)} KB`
}
