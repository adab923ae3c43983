import { randomUUID } from 'node:crypto'
import { type Transaction } from 'kysely'
import { type Database } from '../db/database'
import { type DB } from '../db/schema'

// Messages about a lead, stored in the lead's own transaction and delivered later by the
// outbox worker (outbox-worker.ts). Rows are kept after delivery as a record of what was sent.

export type EmailPayload = { to: string; subject: string; text: string }
/** The webhook's target and secret come from the configuration at delivery time. */
export type WebhookPayload = { event: string; body: string }

export type OutboxEntry =
  { kind: 'email'; payload: EmailPayload } | { kind: 'webhook'; payload: WebhookPayload }

export type OutboxRow = { id: string; attempts: number; next_attempt_at: string } & OutboxEntry

/** After this many failed attempts a message is marked failed and left for an operator. */
export const MAX_ATTEMPTS = 12
/** How long a worker owns a claimed message before another may retry it. */
export const CLAIM_LEASE_MS = 60_000

/** 30 s, 1 min, 2 min … capped at 1 h: about six hours of retries in all. */
export function retryDelayMs(failedAttempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, failedAttempts - 1), 60 * 60_000)
}

export async function enqueue(
  trx: Transaction<DB> | Database,
  entries: readonly OutboxEntry[],
  now = Date.now(),
): Promise<void> {
  if (entries.length === 0) return
  const iso = new Date(now).toISOString()
  await trx
    .insertInto('outbox')
    .values(
      entries.map((entry) => ({
        id: randomUUID(),
        kind: entry.kind,
        payload: JSON.stringify(entry.payload),
        attempts: 0,
        next_attempt_at: iso,
        created_at: iso,
      })),
    )
    .execute()
}

/**
 * Claim up to `limit` due messages. A claim moves `next_attempt_at` a lease ahead, guarded by
 * its old value, so two workers (two server processes) never deliver the same message twice
 * at once; a worker that dies mid-delivery leaves the message to be retried after the lease.
 */
export async function claimDue(db: Database, now = Date.now(), limit = 20): Promise<OutboxRow[]> {
  const iso = new Date(now).toISOString()
  const due = await db
    .selectFrom('outbox')
    .select(['id', 'kind', 'payload', 'attempts', 'next_attempt_at'])
    .where('delivered_at', 'is', null)
    .where('failed_at', 'is', null)
    .where('next_attempt_at', '<=', iso)
    .orderBy('next_attempt_at')
    .limit(limit)
    .execute()
  const leaseEnds = new Date(now + CLAIM_LEASE_MS).toISOString()
  const claimed: OutboxRow[] = []
  for (const row of due) {
    const result = await db
      .updateTable('outbox')
      .set({ next_attempt_at: leaseEnds })
      .where('id', '=', row.id)
      .where('next_attempt_at', '=', row.next_attempt_at)
      .executeTakeFirst()
    if (Number(result.numUpdatedRows) !== 1) continue
    claimed.push({
      id: row.id,
      attempts: Number(row.attempts),
      next_attempt_at: leaseEnds,
      ...(row.kind === 'email'
        ? { kind: 'email', payload: JSON.parse(row.payload) as EmailPayload }
        : { kind: 'webhook', payload: JSON.parse(row.payload) as WebhookPayload }),
    })
  }
  return claimed
}

export async function markDelivered(db: Database, id: string, now = Date.now()): Promise<void> {
  await db
    .updateTable('outbox')
    .set({
      delivered_at: new Date(now).toISOString(),
      attempts: (eb) => eb('attempts', '+', 1),
      last_error: null,
    })
    .where('id', '=', id)
    .execute()
}

/** Record a failed attempt; schedule the next one, or give up after MAX_ATTEMPTS. */
export async function markFailed(
  db: Database,
  row: Pick<OutboxRow, 'id' | 'attempts'>,
  error: string,
  now = Date.now(),
): Promise<'retry' | 'failed'> {
  const attempts = row.attempts + 1
  const gaveUp = attempts >= MAX_ATTEMPTS
  await db
    .updateTable('outbox')
    .set({
      attempts,
      last_error: error.slice(0, 500),
      next_attempt_at: new Date(now + retryDelayMs(attempts)).toISOString(),
      failed_at: gaveUp ? new Date(now).toISOString() : null,
    })
    .where('id', '=', row.id)
    .execute()
  return gaveUp ? 'failed' : 'retry'
}
