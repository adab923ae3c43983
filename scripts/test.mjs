// `npm test`: installs what it needs, then runs every check: types, lint, formatting,
// unit + server tests (Vitest), and end-to-end tests in Chromium (Playwright)
// against the production build served by the real server.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { ensureBuild, ensureChromium, ensureDependencies, run } from './lib/ensure.mjs'

const started = Date.now()
ensureDependencies()
const chromium = ensureChromium()
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

step('Types', 'npm', ['run', '--silent', 'typecheck'])
step('Lint', 'npm', ['run', '--silent', 'lint'])
// Formatting is checked too, so class lists stay sorted (Prettier's Tailwind plugin, cn and cva).
step('Format', 'npm', ['run', '--silent', 'format:check'])
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
    }
  },
)
ensureBuild()
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
    }
  },
)

console.log('\n━━ Summary ━━')
let passed = 0
let failed = 0
for (const result of results) {
  const counts = result.counts
    ? ` — ${result.counts.passed} passed, ${result.counts.failed} failed${result.counts.skipped ? `, ${result.counts.skipped} skipped` : ''}`
    : ''
  console.log(`${result.ok ? '✔' : '✖'} ${result.name} (${result.seconds.toFixed(1)} s)${counts}`)
  passed += result.counts?.passed ?? 0
  failed += Math.max(result.counts?.failed ?? 0, result.ok ? 0 : 1)
}
console.log(`Total time ${((Date.now() - started) / 1000).toFixed(0)} s`)
console.log(`${passed} passed, ${failed} failed`)
fs.rmSync(reportDir, { recursive: true, force: true })
process.exit(results.every((result) => result.ok) ? 0 : 1)
