import { type ChildProcess, spawn } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import Database from 'better-sqlite3'

// Kill -9 the real server (embedded SQLite store) while a client inserts leads as fast as it
// can, restart it, repeat; then check that every lead answered 201 is in the database and
// the database is intact. Used by the crash test in the normal suite (a few cycles) and by
// `npm run test:crash` (more).

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

export type CrashReport = {
  cycles: number
  acknowledged: number
  found: number
  missing: string[]
  /** Requests that got no answer because the server died under them. */
  unanswered: number
  integrity: string
}

type Options = {
  cycles: number
  writers?: number
  minRunMs?: number
  maxRunMs?: number
  log?: (line: string) => void
}

export async function runCrashCycles({
  cycles,
  writers = 8,
  minRunMs = 300,
  maxRunMs = 900,
  log = () => {},
}: Options): Promise<CrashReport> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'renew-crash-'))
  const acknowledged: string[] = []
  let unanswered = 0
  try {
    for (let cycle = 1; cycle <= cycles; cycle++) {
      const server = await startServer(dataDir)
      let stop = false
      const writing = Array.from({ length: writers }, async () => {
        while (!stop) {
          const email = `lead-${randomUUID()}@example.com`
          try {
            const response = await insertLead(server.url, server.anonKey, email)
            if (response === 201) acknowledged.push(email)
          } catch {
            unanswered++
            return
          }
        }
      })
      await sleep(minRunMs + Math.random() * (maxRunMs - minRunMs))
      server.process.kill('SIGKILL')
      await new Promise((resolve) => server.process.once('exit', resolve))
      stop = true
      await Promise.all(writing)
      log(`cycle ${cycle}: ${acknowledged.length} acknowledged so far`)
    }

    // One clean start proves the database opens (and migrates) after the last crash.
    const final = await startServer(dataDir)
    final.process.kill('SIGTERM')
    await new Promise((resolve) => final.process.once('exit', resolve))

    const db = new Database(path.join(dataDir, 'site.db'), { readonly: true })
    try {
      const integrity = (db.pragma('integrity_check', { simple: true }) as string) ?? 'unknown'
      const stored = new Set(
        (db.prepare('select email from consultation_requests').all() as { email: string }[]).map(
          (row) => row.email,
        ),
      )
      const missing = acknowledged.filter((email) => !stored.has(email))
      return {
        cycles,
        acknowledged: acknowledged.length,
        found: acknowledged.length - missing.length,
        missing,
        unanswered,
        integrity,
      }
    } finally {
      db.close()
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}

type RunningServer = { process: ChildProcess; url: string; anonKey: string }

async function startServer(dataDir: string): Promise<RunningServer> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SITE_ACCESS: 'public',
    LOG_LEVEL: 'warn',
    LEADS_PER_IP_PER_10_MIN: '1000000000',
  }
  // The embedded store is what this proves; PostgreSQL's durability is PostgreSQL's.
  delete env.DATABASE_URL
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const url = await new Promise<string>((resolve, reject) => {
    let output = ''
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 30_000)
    const onData = (chunk: Buffer) => {
      output += chunk.toString()
      const match = /running at (http:\/\/[^\s]+)/.exec(output)
      if (match?.[1]) {
        clearTimeout(timer)
        resolve(match[1])
      }
    }
    child.stdout.on('data', onData)
    child.stderr.on('data', onData)
    child.once('exit', (code) =>
      reject(new Error(`server exited (${code}) before listening:\n${output}`)),
    )
  })
  const config = (await (await fetch(`${url}/config.json`)).json()) as { supabaseAnonKey: string }
  return { process: child, url, anonKey: config.supabaseAnonKey }
}

async function insertLead(url: string, anonKey: string, email: string): Promise<number> {
  const response = await fetch(`${url}/rest/v1/consultation_requests`, {
    method: 'POST',
    headers: {
      apikey: anonKey,
      authorization: `Bearer ${anonKey}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({
      first_name: 'Crash',
      last_name: 'Test',
      email,
      phone: '555 010 0000',
      hear_about_us: 'Other',
      email_opt_in: false,
      sms_opt_in: false,
      website: '',
      form_elapsed_ms: 5000,
    }),
  })
  await response.arrayBuffer()
  return response.status
}

function sleep(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms))
}
