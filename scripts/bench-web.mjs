// `npm run bench:web` (docs/architecture.md, Performance budgets): build, serve the production
// build in public mode, run Lighthouse (mobile preset: simulated slow 4G and 4× CPU) three times
// per route with the system Chromium, and print the median performance score, LCP, TBT, CLS and
// bytes per route, plus the JavaScript each route loads before its load event (gzip, from the
// build).
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { chromiumFlags } from './lib/chromium-flags.mjs'
import { ensureBuild, findChromium, root } from './lib/ensure.mjs'

const RUNS = Number(process.env.BENCH_RUNS ?? 3)
const clientDir = path.resolve(root, process.env.CLIENT_DIR || 'dist/client')

ensureBuild({ force: !process.argv.includes('--no-build') })
const pages = JSON.parse(
  fs.readFileSync(path.join(path.dirname(clientDir), 'pages/pages.json'), 'utf8'),
)
const productPage = Object.keys(pages.pages).find((page) => page.startsWith('/shop/'))
const routes = [
  '/',
  '/supplements',
  '/weight-loss',
  '/consultation',
  ...(productPage ? [productPage] : []),
]

const server = await startServer()
const chrome = await chromeLauncher.launch({
  chromePath: findChromium(),
  chromeFlags: [...chromiumFlags],
})

const rows = []
try {
  for (const route of routes) {
    const runs = []
    for (let run = 0; run < RUNS; run++) {
      const result = await lighthouse(`${server.url}${route}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
      })
      runs.push(result.lhr)
    }
    runs.sort((a, b) => a.categories.performance.score - b.categories.performance.score)
    const median = runs[Math.floor(runs.length / 2)]
    const audit = (id) => median.audits[id]?.numericValue ?? NaN
    rows.push({
      route,
      score: Math.round(median.categories.performance.score * 100),
      lcp: audit('largest-contentful-paint'),
      tbt: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      bytes: audit('total-byte-weight'),
      firstLoadJs: firstLoadJavaScript(median),
      lcpElement:
        median.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node
          ?.nodeLabel ?? '',
    })
  }
} finally {
  await chrome.kill()
  server.process.kill('SIGTERM')
}

const pad = (text, width) => String(text).padEnd(width)
console.log(
  `\nLighthouse ${lighthouse.version ?? ''} mobile, simulated throttling, median of ${RUNS} runs per route\n`,
)
console.log(
  `${pad('route', 34)}${pad('score', 7)}${pad('LCP', 9)}${pad('TBT', 8)}${pad('CLS', 7)}${pad('bytes', 10)}first-load JS (gzip)`,
)
for (const row of rows) {
  console.log(
    `${pad(row.route, 34)}${pad(row.score, 7)}${pad(`${(row.lcp / 1000).toFixed(2)} s`, 9)}${pad(`${Math.round(row.tbt)} ms`, 8)}${pad(row.cls.toFixed(3), 7)}${pad(`${(row.bytes / 1024).toFixed(0)} KB`, 10)}${(row.firstLoadJs / 1024).toFixed(1)} KB`,
  )
}
console.log('\nLCP elements:')
for (const row of rows) console.log(`  ${pad(row.route, 32)}${row.lcpElement}`)
const misses = rows.filter((row) => row.score < 95)
console.log(
  misses.length
    ? `\nBelow 95: ${misses.map((row) => `${row.route} (${row.score})`).join(', ')}`
    : '\nEvery route scores 95 or more.',
)
process.exit(0)

/** Scripts requested before the load event, sized as gzip from the build (the budget's unit). */
function firstLoadJavaScript(lhr) {
  const load = lhr.audits.metrics?.details?.items?.[0]?.observedLoad ?? Infinity
  const requests = lhr.audits['network-requests']?.details?.items ?? []
  let total = 0
  for (const request of requests) {
    if (request.resourceType !== 'Script' || request.networkRequestTime > load) continue
    const file = path.join(clientDir, new URL(request.url).pathname)
    if (fs.existsSync(file)) total += gzipSync(fs.readFileSync(file), { level: 9 }).length
  }
  return total
}

async function startServer() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'renew-bench-'))
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: '0',
      DATA_DIR: dataDir,
      SITE_ACCESS: 'public',
      LOG_LEVEL: 'warn',
      CLIENT_DIR: clientDir,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const url = await new Promise((resolve, reject) => {
    let output = ''
    child.stdout.on('data', (chunk) => {
      output += chunk
      const match = /running at (http:\/\/\S+)/.exec(output)
      if (match) resolve(match[1])
    })
    child.once('exit', (code) => reject(new Error(`server exited (${code})`)))
  })
  return { process: child, url }
}
