import { Hono } from 'hono'
import { sql } from 'kysely'

import type { Database } from '../db/database'
import type { Logger } from '../logger'

// The health check a load balancer or monitor polls (README, "Deploying"): whether this
// process reaches its database, and how many notifications wait for the outbox worker.
// It answers without an API key and whatever the Host (a balancer has neither), so it says
// nothing else, and one request can never cost more than one small query per process.

export type HealthReport = {
  status: 'ok' | 'unavailable'
  database: 'ok' | 'unreachable'
  /** Outbox rows due for delivery and not yet delivered (null when the database is unreachable). */
  outboxBacklog: number | null
}

export type HealthCheckOptions = {
  logger?: Logger
  /** A database slower than this to answer counts as unreachable. */
  timeoutMs?: number
  /** Requests within this long of a check share its answer. */
  reuseMs?: number
}

const UNREACHABLE: HealthReport = {
  status: 'unavailable',
  database: 'unreachable',
  outboxBacklog: null,
}

/**
 * Returns the check. At most one query is in flight per process: while the database hangs,
 * later requests wait on the same query (each still answers after `timeoutMs`) instead of
 * queueing more of them for the pool.
 */
export function createHealthCheck(
  db: Database,
  { logger, timeoutMs = 2_000, reuseMs = 1_000 }: HealthCheckOptions = {},
): () => Promise<HealthReport> {
  let inFlight: Promise<HealthReport> | undefined
  let last: { at: number; report: HealthReport } | undefined

  const probe = async (): Promise<HealthReport> => {
    try {
      await sql`select 1`.execute(db)
      const { backlog } = await db
        .selectFrom('outbox')
        .select((eb) => eb.fn.countAll<number | string>().as('backlog'))
        .where('delivered_at', 'is', null)
        .where('failed_at', 'is', null)
        .where('next_attempt_at', '<=', new Date().toISOString())
        .executeTakeFirstOrThrow()
      return { status: 'ok', database: 'ok', outboxBacklog: Number(backlog) }
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error)
      logger?.warn({ reason }, 'health check: the database did not answer')
      return UNREACHABLE
    }
  }

  return async () => {
    if (last && Date.now() - last.at < reuseMs) return last.report
    inFlight ??= probe().finally(() => (inFlight = undefined))
    let timer: NodeJS.Timeout | undefined
    const timedOut = new Promise<HealthReport>((resolve) => {
      timer = setTimeout(() => resolve(UNREACHABLE), timeoutMs)
    })
    const report = await Promise.race([inFlight, timedOut])
    clearTimeout(timer)
    last = { at: Date.now(), report }
    return report
  }
}

/** `GET /health`: 200 with the report, 503 when the database is unreachable; never cached. */
export function createHealthRoutes(check: () => Promise<HealthReport>) {
  const app = new Hono()
  app.get('/health', async (c) => {
    const report = await check()
    return c.json(report, report.status === 'ok' ? 200 : 503, { 'Cache-Control': 'no-store' })
  })
  return app
}
