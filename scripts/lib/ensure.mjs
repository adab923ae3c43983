// Setup steps shared by `npm start`, `npm test` and `npm run dev`.
// Plain Node with no dependencies: this runs before node_modules exists.
import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options })
  if (result.error) throw result.error
  return result.status ?? 1
}

export function runOrExit(command, args, options) {
  const status = run(command, args, options)
  if (status !== 0) {
    console.error(`\n✖ ${command} ${args.join(' ')} failed (exit ${status})`)
    process.exit(status)
  }
}

const stampFile = path.join(root, 'node_modules', '.renew-install-stamp')

function lockHash() {
  const lock = path.join(root, 'package-lock.json')
  const source = fs.existsSync(lock) ? lock : path.join(root, 'package.json')
  return createHash('sha256').update(fs.readFileSync(source)).digest('hex')
}

/** Install dependencies when node_modules is missing or older than the lockfile. */
export function ensureDependencies() {
  if (fs.existsSync(stampFile) && fs.readFileSync(stampFile, 'utf8') === lockHash()) return
  console.log('› Installing dependencies…')
  const started = Date.now()
  // `npm install` honors the lockfile's versions. Not `npm ci`: it rejects a lockfile
  // that lacks other platforms' optional binaries, which registry mirrors may not serve.
  runOrExit('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline'])
  fs.writeFileSync(stampFile, lockHash())
  console.log(`› Dependencies installed in ${((Date.now() - started) / 1000).toFixed(0)} s`)
}

// What the site's build (`npm run build`: client, pages, guides, and the server) is made from.
const siteInputs = [
  'src/web',
  'src/shared',
  'public',
  'index.html',
  'vite.config.ts',
  'package-lock.json',
  'scripts/build.mjs',
  'scripts/prerender.ts',
  'scripts/build-guides.ts',
  'scripts/precompress.mjs',
]
// What the compiled server (scripts/build-server.mjs, ADR 031) is made from: a change here alone
// recompiles the server in about a second instead of building the whole site.
const serverInputs = [
  'src/server',
  'src/shared',
  'package-lock.json',
  'tsconfig.base.json',
  'tsconfig.server.json',
  'scripts/build-server.mjs',
  'scripts/lib/compile-server.mjs',
]
const buildStamp = path.join(root, 'dist', '.build-stamp')
const serverStamp = path.join(root, 'dist', '.server-build-stamp')

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0
  const stat = fs.statSync(target)
  if (!stat.isDirectory()) return stat.mtimeMs
  let newest = stat.mtimeMs
  for (const entry of fs.readdirSync(target, { withFileTypes: true })) {
    newest = Math.max(newest, newestMtime(path.join(target, entry.name)))
  }
  return newest
}

/** True when `stamp` is newer than every input and every output exists. */
function isFresh(stamp, inputs, outputs) {
  const newestInput = Math.max(...inputs.map((input) => newestMtime(path.join(root, input))))
  const built = fs.existsSync(stamp) ? fs.statSync(stamp).mtimeMs : 0
  return built > newestInput && outputs.every((output) => fs.existsSync(path.join(root, output)))
}

/**
 * Build what is missing or older than its inputs: the whole site (which compiles the server too),
 * or only the server when only the server changed.
 */
export function ensureBuild({ force = false } = {}) {
  if (force || !isFresh(buildStamp, siteInputs, ['dist/pages/pages.json'])) {
    console.log('› Building the site…')
    runOrExit('npm', ['run', 'build', '--silent'])
    fs.writeFileSync(buildStamp, new Date().toISOString())
    fs.writeFileSync(serverStamp, new Date().toISOString())
    return
  }
  ensureServerBuild()
}

/**
 * Compile the server alone when it is missing or older than its sources (what the operator
 * commands need; they serve no pages). Its output goes to stderr, which the commands leave free.
 */
export function ensureServerBuild() {
  if (isFresh(serverStamp, serverInputs, ['dist/server-app/main.js'])) return
  console.error('› Compiling the server…')
  runOrExit('node', ['scripts/build-server.mjs'], { stdio: ['inherit', 2, 'inherit'] })
  fs.writeFileSync(serverStamp, new Date().toISOString())
}

const chromiumCandidates = [
  process.env.CHROMIUM_PATH,
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome-stable',
  '/usr/bin/google-chrome',
].filter(Boolean)

export function findChromium() {
  return chromiumCandidates.find((candidate) => fs.existsSync(candidate))
}

/**
 * A Chromium for the browser tests: the system's, else Debian's package when we
 * are root on Debian, else Playwright's own download. Returns its path or
 * undefined when Playwright manages the browser itself.
 */
export function ensureChromium() {
  const found = findChromium()
  if (found) return found
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
  if (isRoot && fs.existsSync('/etc/debian_version')) {
    console.log('› Installing Chromium from Debian packages (apt-get)…')
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
    if (
      run('apt-get', ['update', '-qq'], { env }) === 0 &&
      run('apt-get', ['install', '-y', '-qq', 'chromium'], { env }) === 0
    ) {
      const installed = findChromium()
      if (installed) return installed
    }
  }
  console.log("› No system Chromium: trying Playwright's installer…")
  if (run('npx', ['playwright', 'install', 'chromium']) === 0) return undefined
  console.error(
    '\n✖ No Chromium for the browser tests. Install one (Debian: `apt-get install chromium`),\n' +
      '  or set CHROMIUM_PATH to a Chromium or Chrome executable, then run `npm test` again.',
  )
  process.exit(1)
}
