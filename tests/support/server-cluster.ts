import { type ChildProcess, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import pg from 'pg'

import { harnessServerEnv } from './harness-env'
import { type RoundRobinProxy, spawnRoundRobinProxy } from './round-robin-proxy'
import { serverUrl } from './server-url'

// Several server processes on one PostgreSQL database behind a round-robin proxy, as the
// README deploys them (docs/deploy-behind-a-proxy.md): the multi-process harnesses start
// this instead of nginx. Each cluster gets a fresh schema in the database DATABASE_URL
// names (a schema, not a database, so a role without CREATEDB — .ci/run's — can run it), and
// every process gets the same JWT_SECRET, TRUST_PROXY, PUBLIC_URL = the proxy's origin (so
// the Host check passes for requests through the proxy), the public site, one staff account
// and, if given, the lead webhook. Each has its own DATA_DIR (mail files, storage).

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

export type ClusterOptions = {
  /** The PostgreSQL to use (DATABASE_URL); the cluster makes its own schema in it. */
  databaseUrl: string
  /** Server processes (default 3). */
  processes?: number
  /**
   * Milliseconds between two process starts. 0 (the default) starts them all in the same
   * tick — what a deployment restarting every process at once does.
   */
  staggerMs?: number
  /** The script each process runs (default src/server/main.ts), relative to the repo. */
  entry?: string
  /** Node flags before `--import tsx`, e.g. ['--expose-gc']. */
  nodeArgs?: string[]
  /** A built site (CLIENT_DIR); without it the processes serve what dist/ holds, if anything. */
  clientDir?: string
  /** Proxy hops the servers trust (TRUST_PROXY, default 1: the proxy of this cluster). */
  trustProxy?: number
  /** The staff account every process ensures at start (default: generated). */
  staff?: { email: string; password: string }
  /** Where new consultation requests are POSTed (LEAD_WEBHOOK_URL and its secret). */
  webhook?: { url: string; secret: string }
  /** More environment for every process (overrides the harness defaults). */
  env?: Record<string, string>
  /**
   * How long each process may take to listen (default 180 s: a process compresses every
   * prerendered page at start, and N of them starting at once on a small shared machine take
   * N times as long).
   */
  startTimeoutMs?: number
  /** Where the processes' warnings and errors go (default: stderr, prefixed). */
  onOutput?: (index: number, text: string) => void
}

export type ClusterProcess = {
  index: number
  pid: number
  /** The process's own origin (bypassing the proxy). */
  url: string
  dataDir: string
  child: ChildProcess
  /** Resolves with the exit code (null after a signal) once the process has exited. */
  exited: Promise<number | null>
  /** Send a signal (SIGKILL for a crash) and wait for the exit. */
  kill: (signal?: NodeJS.Signals) => Promise<number | null>
}

export type ServerCluster = {
  /** The proxy's origin: PUBLIC_URL of every process. */
  url: string
  anonKey: string
  jwtSecret: string
  staff: { email: string; password: string }
  /** The schema the cluster's tables are in. */
  schema: string
  /** DATABASE_URL as the processes have it (the schema first on the search_path). */
  databaseUrl: string
  processes: ClusterProcess[]
  proxy: RoundRobinProxy
  /** A client on the cluster's schema, for checks (the caller ends it). */
  connect: () => Promise<pg.Client>
  /** SIGTERM every process still running, wait for them, close the proxy. Idempotent. */
  stop: () => Promise<void>
  /** Drop the schema and the processes' DATA_DIRs (after stop). */
  remove: () => Promise<void>
}

export async function startCluster(options: ClusterOptions): Promise<ServerCluster> {
  const count = options.processes ?? 3
  const schema = `cluster_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`
  const databaseUrl = withSearchPath(options.databaseUrl, schema)
  await adminQuery(options.databaseUrl, `CREATE SCHEMA ${schema}`)

  const proxy = await spawnRoundRobinProxy()
  const jwtSecret = randomBytes(36).toString('base64url')
  const staff = options.staff ?? {
    email: `staff-${schema}@renewmedical.example`,
    password: randomBytes(18).toString('base64url'),
  }
  const env: Record<string, string> = {
    DATABASE_URL: databaseUrl,
    JWT_SECRET: jwtSecret,
    INTAKE_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
    PUBLIC_URL: proxy.url,
    TRUST_PROXY: String(options.trustProxy ?? 1),
    SITE_ACCESS: 'public',
    STAFF_EMAIL: staff.email,
    STAFF_PASSWORD: staff.password,
    ...(options.clientDir ? { CLIENT_DIR: options.clientDir } : {}),
    ...(options.webhook
      ? { LEAD_WEBHOOK_URL: options.webhook.url, LEAD_WEBHOOK_SECRET: options.webhook.secret }
      : {}),
    ...options.env,
  }
  const output =
    options.onOutput ??
    ((index: number, text: string) => process.stderr.write(`[server ${index}] ${text}`))

  const children: { child: ChildProcess; dataDir: string; exited: Promise<number | null> }[] = []
  const stopAll = async () => {
    await Promise.all(
      children.map(async ({ child, exited }) => {
        if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
        await exited
      }),
    )
  }
  const removeAll = async () => {
    for (const { dataDir } of children) fs.rmSync(dataDir, { recursive: true, force: true })
    await adminQuery(options.databaseUrl, `DROP SCHEMA IF EXISTS ${schema} CASCADE`)
  }

  let processes: ClusterProcess[]
  try {
    const listening: Promise<string>[] = []
    for (let index = 0; index < count; index++) {
      if (index > 0 && options.staggerMs) await sleep(options.staggerMs)
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `renew-cluster-${index}-`))
      // harnessServerEnv keeps processes off PostgreSQL; DATABASE_URL is put back after it.
      const childEnv = { ...harnessServerEnv(dataDir), ...env }
      const child = spawn(
        process.execPath,
        [
          ...(options.nodeArgs ?? []),
          '--import',
          'tsx',
          options.entry ?? path.join('src', 'server', 'main.ts'),
        ],
        { cwd: repoRoot, env: childEnv, stdio: ['ignore', 'pipe', 'pipe', 'ipc'] },
      )
      const exited = new Promise<number | null>((resolve) => child.once('exit', resolve))
      children.push({ child, dataDir, exited })
      listening.push(serverUrl(child, options.startTimeoutMs ?? 180_000))
    }
    // Every start is awaited, so one failure does not leave the others' promises unhandled.
    const started = await Promise.allSettled(listening)
    const failed = started.flatMap((result, index) =>
      result.status === 'rejected' ? [`process ${index}: ${String(result.reason)}`] : [],
    )
    if (failed.length > 0) throw new Error(`the cluster did not start:\n${failed.join('\n')}`)
    processes = children.map(({ child, dataDir, exited }, index) => {
      const forward = (chunk: Buffer) => output(index, chunk.toString())
      child.stdout!.on('data', forward)
      child.stderr!.on('data', forward)
      return {
        index,
        pid: child.pid!,
        url: (started[index] as PromiseFulfilledResult<string>).value,
        dataDir,
        child,
        exited,
        kill: async (signal: NodeJS.Signals = 'SIGTERM') => {
          if (child.exitCode === null && child.signalCode === null) child.kill(signal)
          return exited
        },
      }
    })
  } catch (error) {
    await stopAll()
    await proxy.close()
    await removeAll().catch(() => {})
    throw error
  }
  await proxy.setUpstreams(processes.map((server) => server.url))

  const config = await fetch(`${proxy.url}/config.json`)
  if (config.status !== 200) {
    await stopAll()
    await proxy.close()
    await removeAll().catch(() => {})
    throw new Error(`/config.json through the proxy answered ${config.status}`)
  }
  const { supabaseAnonKey } = (await config.json()) as { supabaseAnonKey: string }

  let stopped: Promise<void> | undefined
  return {
    url: proxy.url,
    anonKey: supabaseAnonKey,
    jwtSecret,
    staff,
    schema,
    databaseUrl,
    processes,
    proxy,
    connect: async () => {
      const client = new pg.Client({ connectionString: databaseUrl })
      await client.connect()
      return client
    },
    stop: () => (stopped ??= stopAll().then(() => proxy.close())),
    remove: removeAll,
  }
}

/** `url` with `schema` as the first entry of every connection's search_path. */
export function withSearchPath(url: string, schema: string): string {
  const parsed = new URL(url)
  parsed.searchParams.set('options', `-c search_path=${schema}`)
  return parsed.toString()
}

/** One statement on a connection of its own (creating and dropping schemas). */
export async function adminQuery(databaseUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    await client.query(statement)
  } finally {
    await client.end()
  }
}

function sleep(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms))
}
