// `npm test`: installs what it needs, then runs every check: types, lint, formatting,
// unit + server tests (Vitest), and end-to-end tests in Chromium (Playwright)
// against the production build served by the real server.
// `npm run test:quick` (--quick): the inner loop, everything but the build and the browser.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { ensureBuild, ensureChromium, ensureDependencies, root, run } from './lib/ensure.mjs'
import { printFailedPages } from './lib/failed-pages.mjs'
import { playwrightFailures, vitestFailures } from './lib/failed-tests.mjs'

const started = Date.now()
const quick = process.argv.includes('--quick')
ensureDependencies()
const chromium = quick ? undefined : ensureChromium()
const env = { ...process.env, ...(chromium ? { CHROMIUM_PATH: chromium } : {}) }

const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'renew-test-'))
const results = []

function step(name, command, args, count) {
  console.log(`\n━━ ${name} ━━`)
  const stepStarted = Date.now()
  const status = run(command, args, { env })
  const counts = count?.() ?? undefined
  results.push({ name, ok: status === 0, seconds: (Date.now() - stepStarted) / 1000, counts })
  return status === 0
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'))
  } catch {
    return undefined
  }
}

const vitestReport = path.join(reportDir, 'vitest.json')
const playwrightReport = path.join(reportDir, 'playwright.json')
env.PLAYWRIGHT_JSON_OUTPUT_FILE = playwrightReport
env.PLAYWRIGHT_JSON_OUTPUT_NAME = playwrightReport

/**
 * Steps that each use one core run side by side, their output printed in order once all are done:
 * the three static checks take about the time of the longest (lint) instead of their sum.
 */
async function stepsSideBySide(steps) {
  const outcomes = await Promise.all(
    steps.map(([name, command, args]) => {
      const stepStarted = Date.now()
      return new Promise((resolve) => {
        const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] })
        let output = ''
        child.stdout.on('data', (chunk) => (output += chunk))
        child.stderr.on('data', (chunk) => (output += chunk))
        child.on('error', (error) => resolve({ name, status: 1, output: String(error) }))
        child.on('close', (status) => resolve({ name, status: status ?? 1, output }))
      }).then((outcome) => ({ ...outcome, seconds: (Date.now() - stepStarted) / 1000 }))
    }),
  )
  for (const { name, status, output, seconds } of outcomes) {
    console.log(`\n━━ ${name} ━━`)
    process.stdout.write(output)
    results.push({ name, ok: status === 0, seconds })
  }
}

await stepsSideBySide([
  ['Types', 'npm', ['run', '--silent', 'typecheck']],
  ['Lint', 'npm', ['run', '--silent', 'lint']],
  // Formatting is checked too, so class lists stay sorted (Prettier's Tailwind plugin, cn and cva).
  ['Format', 'npm', ['run', '--silent', 'format:check']],
])
step(
  'Unit and server tests (Vitest: web in jsdom, server in Node)',
  'npx',
  ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`],
  () => {
    const report = readJson(vitestReport)
    if (!report) return undefined
    return {
      passed: report.numPassedTests,
      failed: report.numFailedTests,
      skipped: report.numPendingTests + report.numTodoTests,
      failures: vitestFailures(report),
    }
  },
)
if (!quick) {
  ensureBuild()
  // `npm start` stopped by SIGTERM, SIGINT and SIGKILL to npm: it needs the build (ADR 031).
  step('npm start stops on a signal', 'npm', ['run', '--silent', 'test:process'])
  step(
    'Browser tests (Playwright + Chromium, production build)',
    'npx',
    ['playwright', 'test', '--reporter=list,json'],
    () => {
      const report = readJson(playwrightReport)
      if (!report?.stats) return undefined
      return {
        passed: report.stats.expected,
        failed: report.stats.unexpected + report.stats.flaky,
        skipped: report.stats.skipped,
        failures: playwrightFailures(report),
      }
    },
  )
  printFailedPages(readJson(playwrightReport))
}

console.log('\n━━ Summary ━━')
let passed = 0
let failed = 0
for (const result of results) {
  const counts = result.counts
    ? ` — ${result.counts.passed} passed, ${result.counts.failed} failed${result.counts.skipped ? `, ${result.counts.skipped} skipped` : ''}`
    : ''
  console.log(`${result.ok ? '✔' : '✖'} ${result.name} (${result.seconds.toFixed(1)} s)${counts}`)
  for (const failure of result.counts?.failures ?? []) console.log(`    ✖ ${failure}`)
  passed += result.counts?.passed ?? 0
  failed += Math.max(result.counts?.failed ?? 0, result.ok ? 0 : 1)
}
console.log(`Total time ${((Date.now() - started) / 1000).toFixed(0)} s`)
console.log(`${passed} passed, ${failed} failed`)
fs.rmSync(reportDir, { recursive: true, force: true })
process.exit(results.every((result) => result.ok) ? 0 : 1)
