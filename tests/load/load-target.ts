import path from 'node:path'

import { startCluster } from '../support/server-cluster'
import type { CareAcknowledged } from './care-traffic'
import { askMemory, type MemorySample, removeDataDir, startLoadServer } from './server-process'
import type { Acknowledged } from './traffic'
import { type CareReport, postgresQuery, sqliteQuery, verifyCare } from './verify-care'
import { type LeadReport, verifyLeads, verifyLeadsInPostgres } from './verify-leads'

// What `npm run test:load` puts under load: one server process on the embedded store (the
// default), or with --pg several processes on PostgreSQL behind the harness's round-robin
// proxy (tests/support/server-cluster.ts). Either way the load sees one origin, and the checks
// afterwards ask each process for its heap and the database for every acknowledged lead.

export type LoadTarget = {
  /** The origin the load goes to (the proxy's, for a cluster). */
  url: string
  anonKey: string
  /** Lines saying what runs where, for the report. */
  description: string[]
  /** Where the leads are looked for, e.g. "SQLite". */
  store: string
  /** heapUsed etc. of every server process after a forced full GC. */
  memory: () => Promise<MemorySample[]>
  /** Stop every process (graceful). Idempotent. */
  stop: () => Promise<void>
  /** Look for every acknowledged lead (after stop). */
  verify: (acknowledged: Acknowledged) => Promise<LeadReport>
  /** Check the care tables against what their answers acknowledged (after stop). */
  verifyCare: (
    acknowledged: CareAcknowledged,
    counts: { stockBefore: number; inFlight: number },
  ) => Promise<CareReport>
  /** Delete the data, or keep it and say where it is. */
  finish: (keep: boolean) => Promise<string | undefined>
}

export type TargetOptions = {
  clientDir: string
  nodeArgs: string[]
  /** Sign-up must answer with a session (AUTH_EMAIL_CONFIRM=false). */
  env: Record<string, string>
}

export async function startSqliteTarget({
  clientDir,
  nodeArgs,
  env,
}: TargetOptions): Promise<LoadTarget> {
  // The refresh clients send their own X-Forwarded-For: the server trusts one hop, theirs.
  const server = await startLoadServer({ clientDir, nodeArgs, env: { ...env, TRUST_PROXY: '1' } })
  let stopped: Promise<void> | undefined
  return {
    url: server.url,
    anonKey: server.anonKey,
    description: [`Server ${server.url} (pid ${server.pid}), data in ${server.dataDir}`],
    store: 'SQLite',
    memory: async () => [await server.memory()],
    stop: () => (stopped ??= server.stop().then(() => undefined)),
    verify: (acknowledged) => Promise.resolve(verifyLeads(server.databaseFile, acknowledged)),
    verifyCare: async (acknowledged, counts) => {
      const store = sqliteQuery(server.databaseFile)
      try {
        return await verifyCare(store.query, acknowledged, counts)
      } finally {
        store.close()
      }
    },
    finish: (keep) => {
      if (keep) return Promise.resolve(server.dataDir)
      removeDataDir(server.dataDir)
      return Promise.resolve(undefined)
    },
  }
}

export async function startPostgresTarget(
  databaseUrl: string,
  processes: number,
  { clientDir, nodeArgs, env }: TargetOptions,
): Promise<LoadTarget> {
  const cluster = await startCluster({
    databaseUrl,
    processes,
    clientDir,
    // probe.ts: the real server plus an IPC answer with its heap after a forced GC.
    entry: path.join('tests', 'load', 'probe.ts'),
    nodeArgs: [...nodeArgs, '--expose-gc'],
    // The refresh clients stand for a CDN in front that writes each visitor's address; the
    // proxy appends its own peer's: two hops.
    trustProxy: 2,
    env,
  })
  return {
    url: cluster.url,
    anonKey: cluster.anonKey,
    description: [
      `Proxy ${cluster.url} (round-robin) → ${cluster.processes.length} processes on PostgreSQL, schema ${cluster.schema}:`,
      ...cluster.processes.map(
        (server) => `  ${server.url} (pid ${server.pid}), data in ${server.dataDir}`,
      ),
    ],
    store: 'PostgreSQL',
    memory: () => Promise.all(cluster.processes.map((server) => askMemory(server.child))),
    stop: cluster.stop,
    verify: async (acknowledged) => {
      const client = await cluster.connect()
      try {
        return await verifyLeadsInPostgres(client, acknowledged)
      } finally {
        await client.end()
      }
    },
    verifyCare: async (acknowledged, counts) => {
      const client = await cluster.connect()
      try {
        return await verifyCare(postgresQuery(client), acknowledged, counts)
      } finally {
        await client.end()
      }
    },
    finish: async (keep) => {
      if (keep) return `schema ${cluster.schema} and ${cluster.processes.length} data folders`
      await cluster.remove()
      return undefined
    },
  }
}
