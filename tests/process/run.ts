// `npm run test:process` (after the build: scripts/test.mjs, and on PostgreSQL in .ci/run): the
// README's `npm start`, stopped the ways a person or a process manager stops it
// (docs/decisions/031-a-compiled-server-that-stops.md). For each of SIGTERM and SIGINT sent to the
// npm process itself, and SIGKILL (npm cannot pass that one on): start `npm start` on a fresh
// DATA_DIR (or a fresh schema of DATABASE_URL) and a free port, wait for /config.json to answer
// 200, note npm and every process under it, send the signal to npm alone, then require within
// 15 s that the port refuses connections, that none of those processes is left, and — when npm
// passed the signal on — that npm and the server exited 0 after logging their stop.
// Exits 1 on the first broken promise, printing what it saw.
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { adminQuery, withSearchPath } from '../support/server-cluster'

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const STOP_WITHIN_MS = 15_000
const START_WITHIN_MS = 120_000

let failures = 0
function check(ok: boolean, what: string, seen?: unknown) {
  console.log(
    `${ok ? '  ok  ' : '  FAIL'} ${what}${ok || seen === undefined ? '' : ` — saw ${JSON.stringify(seen)}`}`,
  )
  if (!ok) failures++
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer()
    probe.on('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo
      probe.close(() => resolve(port))
    })
  })
}

/** npm's pid and every process below it, from /proc (Linux). */
function processTree(rootPid: number): number[] {
  const parents = new Map<number, number>()
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      // The command may contain spaces and parentheses: the fields after the last ')'.
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8')
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
      parents.set(Number(entry), ppid)
    } catch {
      // Gone meanwhile.
    }
  }
  const tree = [rootPid]
  for (let i = 0; i < tree.length; i++) {
    for (const [pid, ppid] of parents) if (ppid === tree[i] && !tree.includes(pid)) tree.push(pid)
  }
  return tree
}

/** Alive and not a zombie waiting for its parent. */
function isAlive(pid: number): boolean {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8')
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z'
  } catch {
    return false
  }
}

function refuses(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1')
    socket.on('connect', () => {
      socket.destroy()
      resolve(false)
    })
    socket.on('error', () => resolve(true))
  })
}

async function until(condition: () => boolean | Promise<boolean>, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms
  while (Date.now() < deadline) {
    if (await condition()) return true
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return condition()
}

async function stopBy(signal: NodeJS.Signals) {
  console.log(`\nnpm start, then ${signal} to npm`)
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'renew-process-'))
  const port = await freePort()
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SITE_ACCESS: 'public',
    LOG_LEVEL: 'info',
    STAFF_EMAIL: 'process-test@renewmedical.example',
    STAFF_PASSWORD: randomBytes(18).toString('base64url'),
  }
  const databaseUrl = process.env.DATABASE_URL
  const schema = `process_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`
  if (databaseUrl) {
    await adminQuery(databaseUrl, `CREATE SCHEMA ${schema}`)
    env.DATABASE_URL = withSearchPath(databaseUrl, schema)
    env.JWT_SECRET = randomBytes(36).toString('base64url')
    env.INTAKE_ENCRYPTION_KEY = randomBytes(32).toString('hex')
  }

  // npm itself, as a person or a process manager would start it (not `detached`: one group).
  const npm = spawn('npm', ['start'], { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  npm.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  npm.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const npmExit = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    npm.on('exit', (code, exitSignal) => resolve({ code, signal: exitSignal })),
  )
  let tree: number[] = []
  try {
    const up = await until(async () => {
      if (npm.exitCode !== null) return true
      try {
        return (await fetch(`http://127.0.0.1:${port}/config.json`)).status === 200
      } catch {
        return false
      }
    }, START_WITHIN_MS)
    if (!up || npm.exitCode !== null) {
      check(false, 'npm start serves /config.json', output.slice(-2000))
      return
    }
    tree = processTree(npm.pid!)
    console.log(`  serving on ${port}; processes: ${tree.join(', ')}`)

    const signalled = Date.now()
    process.kill(npm.pid!, signal)
    const closed = await until(() => refuses(port), STOP_WITHIN_MS)
    check(closed, `the port refuses connections within ${STOP_WITHIN_MS / 1000} s`)
    const allGone = await until(() => tree.every((pid) => !isAlive(pid)), STOP_WITHIN_MS)
    check(allGone, 'no process of npm start is left', tree.filter(isAlive))
    console.log(`  everything stopped ${Date.now() - signalled} ms after the signal`)
    // Bounded: an npm whose child never ends never exits either.
    const exit = await Promise.race([
      npmExit,
      new Promise<undefined>((resolve) => setTimeout(resolve, STOP_WITHIN_MS)),
    ])
    // The server's own exit code is npm's: npm runs it with exec (package.json) and exits with it.
    // A SIGKILLed npm has no code; the server's clean stop shows in its log line instead.
    if (signal !== 'SIGKILL') check(exit?.code === 0, 'npm exited 0', exit ?? 'npm still running')
    check(/"msg":"stopped"/.test(output), 'the server logged its stop')
    check(/"code":0,"msg":"stopped"/.test(output), 'the server stopped with exit code 0')
    if (failures) console.log(output.slice(-3000))
  } finally {
    for (const pid of tree) if (isAlive(pid)) process.kill(pid, 'SIGKILL')
    if (npm.exitCode === null && npm.signalCode === null) npm.kill('SIGKILL')
    fs.rmSync(dataDir, { recursive: true, force: true })
    if (databaseUrl) await adminQuery(databaseUrl, `DROP SCHEMA IF EXISTS ${schema} CASCADE`)
  }
}

const started = Date.now()
for (const signal of ['SIGTERM', 'SIGINT', 'SIGKILL'] as const) await stopBy(signal)
console.log(
  `\n${failures ? `${failures} failed` : 'all passed'} (${((Date.now() - started) / 1000).toFixed(1)} s)`,
)
process.exit(failures ? 1 : 0)
