import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { harnessServerEnv } from '../support/harness-env'
import { serverUrl } from '../support/server-url'

// The real production server (src/server/main.ts on the embedded SQLite store) as a child
// process, for `npm run test:load` and `npm run bench:server`. It runs through probe.ts, which
// adds nothing to the server but an IPC answer with its heap after a forced GC.

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

/** What tests/load/probe.ts answers: process.memoryUsage() after a forced full GC. */
export type MemorySample = NodeJS.MemoryUsage

export type ClientBuild = { clientDir: string; pagesDir: string }

type EnsureModule = {
  ensureBuild: (options?: { force?: boolean }) => void
  runOrExit: (command: string, args: string[], options?: object) => void
}

/**
 * A production build to serve. Without CLIENT_DIR: dist/, rebuilt when older than its inputs
 * (as `npm start` does). With CLIENT_DIR: that build as it is, built first only when missing —
 * ensureBuild's freshness stamp belongs to dist/, so it must not be written for another folder.
 */
export async function ensureClientBuild(): Promise<ClientBuild> {
  // A plain-JS helper without type declarations: imported by URL and given its type here.
  const ensureUrl = new URL('../../scripts/lib/ensure.mjs', import.meta.url).href
  const ensure = (await import(ensureUrl)) as EnsureModule
  const custom = process.env.CLIENT_DIR?.trim()
  const clientDir = path.resolve(repoRoot, custom || 'dist/client')
  const pagesDir = path.join(path.dirname(clientDir), 'pages')
  if (!custom) {
    ensure.ensureBuild()
  } else if (!fs.existsSync(path.join(pagesDir, 'pages.json'))) {
    console.log(`› Building the site into ${path.relative(repoRoot, clientDir)}…`)
    ensure.runOrExit('npm', ['run', 'build', '--silent'], {
      env: { ...process.env, CLIENT_DIR: clientDir },
    })
  }
  return { clientDir, pagesDir }
}

export type LoadServer = {
  url: string
  anonKey: string
  dataDir: string
  /** The SQLite file the leads are in. */
  databaseFile: string
  pid: number
  /** heapUsed etc. after a forced full GC in the server process. */
  memory: () => Promise<MemorySample>
  /** SIGTERM (graceful: in-flight requests finish, the database closes); resolves on exit. */
  stop: () => Promise<number | null>
}

export type ServerOptions = {
  clientDir: string
  /** Extra environment, e.g. AUTH_EMAIL_CONFIRM=false so sign-up returns a session. */
  env?: Record<string, string>
  /** Extra Node flags for the server, e.g. ['--cpu-prof', '--cpu-prof-dir=prof']. */
  nodeArgs?: string[]
}

export async function startLoadServer({
  clientDir,
  env = {},
  nodeArgs = [],
}: ServerOptions): Promise<LoadServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'renew-load-'))
  const childEnv = harnessServerEnv(dataDir, { CLIENT_DIR: clientDir, ...env })
  const child = spawn(
    process.execPath,
    [...nodeArgs, '--expose-gc', '--import', 'tsx', path.join('tests', 'load', 'probe.ts')],
    { cwd: repoRoot, env: childEnv, stdio: ['ignore', 'pipe', 'pipe', 'ipc'] },
  )
  const url = await serverUrl(child)
  // After start, only warnings and errors reach us (LOG_LEVEL=warn): pass them through, so a
  // fault during the load is visible next to the numbers.
  child.stdout!.on('data', (chunk: Buffer) => process.stderr.write(`[server] ${chunk.toString()}`))
  child.stderr!.on('data', (chunk: Buffer) => process.stderr.write(`[server] ${chunk.toString()}`))

  const config = (await (await fetch(`${url}/config.json`)).json()) as { supabaseAnonKey: string }
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve))

  return {
    url,
    anonKey: config.supabaseAnonKey,
    dataDir,
    databaseFile: path.join(dataDir, 'site.db'),
    pid: child.pid!,
    memory: () => askMemory(child),
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
      return exited
    },
  }
}

/** Ask a server run through tests/load/probe.ts for its heap after a forced full GC. */
export function askMemory(child: ChildProcess): Promise<MemorySample> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.off('message', onMessage)
      reject(new Error('the server did not answer the memory probe'))
    }, 30_000)
    const onMessage = (message: unknown) => {
      if (typeof message !== 'object' || message === null || !('heapUsed' in message)) return
      clearTimeout(timer)
      child.off('message', onMessage)
      resolve(message as MemorySample)
    }
    child.on('message', onMessage)
    child.send('memory')
  })
}

/** `--cpu-prof`: a fresh folder for the server's .cpuprofile (written when it stops). */
export function cpuProfileArgs(enabled: boolean | undefined): { nodeArgs: string[]; dir?: string } {
  if (!enabled) return { nodeArgs: [] }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'renew-server-prof-'))
  return { nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${dir}`], dir }
}

export function removeDataDir(dataDir: string) {
  fs.rmSync(dataDir, { recursive: true, force: true })
}

export function sleep(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms))
}
