import { createHash } from 'node:crypto'

import { sql } from 'kysely'

import { type Database, supportsRowLocks } from '../db/database'

// Fixed-window counters in the database, so every server process behind a load
// balancer shares them (docs/decisions/007-staff-gate-code-split.md). One row per key; a window that has ended is
// reset by the same atomic upsert that counts the request. A fixed window lets a
// client spend up to twice the limit across a window boundary; pairing a short
// "burst" window with a longer one (see docs/decisions/005) keeps that bounded.

export type RateLimit = {
  /** Requests allowed per window. */
  limit: number
  windowMs: number
}

export type RateLimitResult = {
  allowed: boolean
  /** Requests counted in the current window, this one included. */
  count: number
  /** When the current window ends (ms since the epoch). */
  resetAt: number
}

/**
 * The stored key for `subject` (an IP address, an e-mail) in `bucket`. Subjects are
 * hashed so the table holds no personal data; the window length is part of the key
 * so two limits on one bucket never share a counter.
 */
export function rateLimitKey(bucket: string, subject: string, { windowMs }: RateLimit): string {
  const digest = createHash('sha256').update(subject).digest('base64url').slice(0, 32)
  return `${bucket}:${windowMs}:${digest}`
}

/** Count one request against `key` and tell whether it is within the limit. */
export async function consume(
  db: Database,
  key: string,
  limit: RateLimit,
  now = Date.now(),
): Promise<RateLimitResult> {
  const result = await countRequest(db, key, limit, now)
  maybePrune(db, now)
  return result
}

/**
 * The counting alone, on `executor` — the database or a transaction the caller commits. On
 * SQLite a lead counts inside its own transaction, so storing it costs one durable commit, not
 * two (ADR 010's figures: each commit is a disk flush).
 */
export async function countRequest(
  executor: Database,
  key: string,
  limit: RateLimit,
  now = Date.now(),
): Promise<RateLimitResult> {
  return upsertCount(executor, key, limit, now, false)
}

/**
 * The counting as a transaction of its own that, on PostgreSQL, commits without waiting for
 * its WAL to reach the disk (`synchronous_commit` off for this one transaction; the session
 * keeps its setting). The counter row is locked from the update to the commit, so with a
 * durable commit every request of one subject waits for the previous one's disk flush, and
 * counted inside a longer transaction it waits for all of that transaction. Locking and
 * visibility do not change, so concurrent requests are still counted exactly; what an
 * asynchronous commit may lose is the last fraction of a second of counts if the database
 * server itself crashes, which lets a few more requests through — acceptable for a spam
 * limit, never for data (docs/decisions/010-leads-api-and-outbox.md).
 *
 * Refuses a transaction handle: the setting would make that whole transaction's commit lazy.
 * On SQLite this is countRequest in a transaction of its own (durable, as every SQLite commit).
 */
export async function countRequestApart(
  db: Database,
  key: string,
  limit: RateLimit,
  now = Date.now(),
): Promise<RateLimitResult> {
  if (db.isTransaction) {
    throw new Error('countRequestApart runs in a transaction of its own, not inside another')
  }
  return upsertCount(db, key, limit, now, supportsRowLocks(db))
}

async function upsertCount(
  executor: Database,
  key: string,
  { limit, windowMs }: RateLimit,
  now: number,
  lazyCommit: boolean,
): Promise<RateLimitResult> {
  const nowIso = new Date(now).toISOString()
  const windowEnd = new Date(now + windowMs).toISOString()
  // ISO-8601 UTC text compares chronologically on both engines (ADR 003). Written as one SQL
  // text rather than through the query builder: every booking, order and lead counts two or
  // three keys, and building this statement, which never changes, cost about a quarter of
  // running it (docs/decisions/055-a-booking-at-500-a-second.md). `lazy_commit` is evaluated
  // with the statement, before its (implicit, single-statement) transaction commits; `true` =
  // local to that transaction.
  const lazy = lazyCommit
    ? sql`, set_config('synchronous_commit', 'off', true) as lazy_commit`
    : sql``
  const { rows } = await sql<{ count: number; window_ends_at: string }>`insert into rate_limits
    ("key", "count", window_ends_at) values (${key}, 1, ${windowEnd})
    on conflict ("key") do update set
      "count" = case when rate_limits.window_ends_at <= ${nowIso} then 1 else rate_limits."count" + 1 end,
      window_ends_at = case when rate_limits.window_ends_at <= ${nowIso} then excluded.window_ends_at else rate_limits.window_ends_at end
    returning "count", window_ends_at${lazy}`.execute(executor)
  const row = rows[0]
  if (!row) throw new Error('the rate-limit counter returned no row')
  const count = Number(row.count)
  return { allowed: count <= limit, count, resetAt: Date.parse(row.window_ends_at) }
}

/** Tell whether `key` is already at its limit, without counting a request. */
export async function isLimited(
  db: Database,
  key: string,
  { limit }: RateLimit,
  now = Date.now(),
): Promise<boolean> {
  const row = await db
    .selectFrom('rate_limits')
    .select(['count', 'window_ends_at'])
    .where('key', '=', key)
    .where('window_ends_at', '>', new Date(now).toISOString())
    .executeTakeFirst()
  return row !== undefined && Number(row.count) >= limit
}

/** Hand back one request counted against `key` (an attempt that turned out legitimate). */
export async function refund(db: Database, key: string): Promise<void> {
  await db
    .updateTable('rate_limits')
    .set({ count: sql<number>`count - 1` })
    .where('key', '=', key)
    .where('count', '>', 0)
    .execute()
}

/** Delete counters whose window has ended. */
export async function pruneRateLimits(db: Database, now = Date.now()): Promise<void> {
  await db
    .deleteFrom('rate_limits')
    .where('window_ends_at', '<=', new Date(now).toISOString())
    .execute()
}

// Rows are reused per key, so the table only grows with distinct subjects; an
// occasional sweep keeps it small without a scheduler.
const PRUNE_EVERY_MS = 10 * 60 * 1000
const lastPruned = new WeakMap<Database, number>()

export function maybePrune(db: Database, now = Date.now()) {
  if (now - (lastPruned.get(db) ?? 0) < PRUNE_EVERY_MS) return
  lastPruned.set(db, now)
  // Best effort, off the request path: a failed sweep is retried next time.
  pruneRateLimits(db, now).catch(() => lastPruned.delete(db))
}
