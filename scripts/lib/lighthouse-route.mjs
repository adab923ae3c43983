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
 * ones), so these patterns leave the prerendered HTML and CSS alone and stop every script.
 */
const SCRIPT_PATTERNS = ['*.js', '*.mjs']

/**
 * `runs` passes of each kind, alternated (served, blocked, served, …) so that a change in the
 * machine's load hits both alike; returns the median of each figure per kind.
 */
export async function measureRoute(url, { port, runs }) {
  const served = []
  const blocked = []
  for (let run = 0; run < runs; run++) {
    served.push(await lighthousePass(url, port, []))
    blocked.push(await lighthousePass(url, port, SCRIPT_PATTERNS))
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

async function lighthousePass(url, port, blockedUrlPatterns) {
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
    firstLoadJs: firstLoadJavaScript(lhr),
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

/** Scripts that arrived before the load event, sized as gzip from the build (the budget's unit). */
function firstLoadJavaScript(lhr) {
  const load = lhr.audits.metrics?.details?.items?.[0]?.observedLoad ?? Infinity
  let total = 0
  for (const request of scriptRequests(lhr)) {
    if (request.networkRequestTime > load) continue
    const file = path.join(clientDir, new URL(request.url).pathname)
    if (fs.existsSync(file)) total += gzipSync(fs.readFileSync(file), { level: 9 }).length
  }
  return total
}

/** Script requests that got an answer: a blocked one is listed too, with status -1. */
function scriptRequests(lhr) {
  const requests = lhr.audits['network-requests']?.details?.items ?? []
  return requests.filter((request) => request.resourceType === 'Script' && request.statusCode > 0)
}
