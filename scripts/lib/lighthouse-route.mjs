// One route of `npm run bench:web`: Lighthouse (mobile preset) on the page as served and on the
// same page with every script blocked, its static floor (docs/architecture.md, Performance
// budgets). Plain ESM, like the benchmark.
import fs from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

import lighthouse from 'lighthouse'

import { clientDir } from './public-server.mjs'

/**
 * Every script the build emits ends in .js (the entry, its modulepreloaded chunks and the lazy
 * ones), so these patterns leave the prerendered HTML and CSS alone and stop every script file.
 * The boot code inlined in a prerendered page is not a request and still runs in the floor: a
 * few hundred microseconds of work that loads nothing (docs/decisions/018-page-code-starts-when-needed.md).
 */
const SCRIPT_PATTERNS = ['*.js', '*.mjs']

/**
 * `runs` passes of each kind, alternated (served, blocked, served, …) so that a change in the
 * machine's load hits both alike; returns the median of each figure per kind.
 */
export async function measureRoute(url, { port, runs }) {
  const served = []
  const blocked = []
  const inlineBytes = await inlineScriptBytes(url)
  for (let run = 0; run < runs; run++) {
    served.push(await lighthousePass(url, port, [], inlineBytes))
    blocked.push(await lighthousePass(url, port, SCRIPT_PATTERNS, inlineBytes))
    // The floor is only a floor if no script ran: the network log must show none arriving.
    const leaked = blocked.at(-1).scripts
    if (leaked.length) {
      throw new Error(`${url} with scripts blocked still loaded ${leaked.join(', ')}`)
    }
  }
  return { served: medianFigures(served), blocked: medianFigures(blocked) }
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART) and asks to be run again. */
const ATTEMPTS = 3

async function lighthousePass(url, port, blockedUrlPatterns, inlineBytes) {
  const started = Date.now()
  let lhr
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      blockedUrlPatterns,
    })
    lhr = result.lhr
    if (!lhr.runtimeError) break
    if (attempt === ATTEMPTS) throw new Error(`${url}: ${lhr.runtimeError.message}`)
    console.error(`  ${url}: ${lhr.runtimeError.code}, running it again`)
  }
  const audit = (id) => lhr.audits[id]?.numericValue ?? NaN
  return {
    seconds: (Date.now() - started) / 1000,
    score: Math.round(lhr.categories.performance.score * 100),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    firstLoadJs: inlineBytes + scriptBytes(lhr),
    scripts: scriptRequests(lhr).map((request) => request.url),
    lcpElement:
      lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node
        ?.nodeLabel ?? '',
  }
}

/** Each figure's median over the passes (the LCP element of the median-score pass). */
function medianFigures(passes) {
  const median = (key) => {
    const values = passes.map((pass) => pass[key]).sort((a, b) => a - b)
    return values[Math.floor(values.length / 2)]
  }
  const byScore = [...passes].sort((a, b) => a.score - b.score)
  return {
    score: median('score'),
    lcp: median('lcp'),
    tbt: median('tbt'),
    cls: median('cls'),
    firstLoadJs: median('firstLoadJs'),
    lcpElement: byScore[Math.floor(byScore.length / 2)].lcpElement,
    seconds: passes.reduce((sum, pass) => sum + pass.seconds, 0),
  }
}

/**
 * The first-load script: every script file the page loaded during the pass (what it runs without
 * input; modules it only prefetches for a later start are not scripts to the browser until
 * then), sized as gzip from the build, the budget's unit.
 */
function scriptBytes(lhr) {
  let total = 0
  for (const request of scriptRequests(lhr)) {
    const file = path.join(clientDir, new URL(request.url).pathname)
    if (fs.existsSync(file)) total += gzipSync(fs.readFileSync(file), { level: 9 }).length
  }
  return total
}

/** The page's inline scripts that run (not JSON data), gzip, as the page itself carries them. */
async function inlineScriptBytes(url) {
  const html = await (await fetch(url)).text()
  let total = 0
  for (const [, attributes, code] of html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (/\bsrc=|type="application\/(ld\+)?json"/.test(attributes)) continue
    total += gzipSync(code, { level: 9 }).length
  }
  return total
}

/** Script requests that got an answer: a blocked one is listed too, with status -1. */
function scriptRequests(lhr) {
  const requests = lhr.audits['network-requests']?.details?.items ?? []
  return requests.filter((request) => request.resourceType === 'Script' && request.statusCode > 0)
}
