import { randomUUID } from 'node:crypto'

import type { ExpressionBuilder, Transaction } from 'kysely'

import { type Database, supportsRowLocks } from '../db/database'
import type { DB } from '../db/schema'
import type { MailAttachment } from '../mail/mailer'
import { outboxKey, sealValues } from './outbox-seal'

// Messages about a lead, stored in the lead's own transaction and delivered later by the
// outbox worker (outbox-worker.ts). Rows are kept after delivery as a record that a message
// was sent — its id, kind, times and attempts — but not what it said: delivering it (or giving
// up on it) empties its payload, which holds names, addresses and order contents
// (docs/decisions/029-outbox-sealed-links-and-scrubbed-rows.md).

export type EmailPayload = {
  to: string
  subject: string
  /** May name sealed values by `{{sealed:<name>}}` (outbox-seal.ts). */
  text: string
  /** Text files sent with the mail, such as a visit's calendar invitation (.ics). */
  attachments?: MailAttachment[]
  /**
   * Values that must never be stored in clear, such as a manage link with its raw token, by the
   * name their placeholder in `text` uses. enqueue seals them (it needs the intake key then);
   * the worker fills them in at delivery.
   */
  sealed?: Record<string, string>
}
/** An e-mail as its row stores it: the sealed values as one ciphertext. */
export type StoredEmailPayload = Omit<EmailPayload, 'sealed'> & { sealed?: string }

/** What a delivered or abandoned row's payload becomes. */
export const SCRUBBED_PAYLOAD = '{}'
/** The webhook's target and secret come from the configuration at delivery time. */
export type WebhookPayload = { event: string; body: string }

type Timing = {
  /** A known id lets a later change withdraw the message before it is due (withdrawPending). */
  id?: string
  /** When to deliver it (ms since the epoch): a reminder waits until then. Now by default. */
  dueAt?: number
}

export type OutboxEntry = (
  { kind: 'email'; payload: EmailPayload } | { kind: 'webhook'; payload: WebhookPayload }
) &
  Timing

/** A row claimed for one delivery attempt; `attempts` counts this one. */
export type OutboxClaim = {
  id: string
  /** Proof of ownership: finishing the row requires it (see markDelivered). */
  token: string
  /** ISO time the claim's lease ends: past it, the row may be claimed again. */
  leaseEnds: string
  attempts: number
} & ({ kind: 'email'; payload: StoredEmailPayload } | { kind: 'webhook'; payload: WebhookPayload })

/** After this many attempts a message is marked failed and left for an operator. */
export const MAX_ATTEMPTS = 12
/**
 * How long a worker owns one claimed message. Far longer than any delivery may take (the
 * webhook is cut off after 10 s, a mail after 30 s: outbox-worker.ts), so a slow delivery that
 * succeeds is recorded before anyone else may retry it; a worker that dies mid-delivery leaves
 * the message to be retried after it.
 */
export const CLAIM_LEASE_MS = 120_000

/** 30 s, 1 min, 2 min … capped at 1 h: about six hours of retries in all. */
export function retryDelayMs(failedAttempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, failedAttempts - 1), 60 * 60_000)
}

export type EnqueueOptions = {
  /** ms since the epoch; now by default. */
  now?: number
  /** Required when an entry has sealed values: the outbox key is derived from it. */
  intakeKey?: Buffer
}

export async function enqueue(
  trx: Transaction<DB> | Database,
  entries: readonly OutboxEntry[],
  { now = Date.now(), intakeKey }: EnqueueOptions = {},
): Promise<void> {
  if (entries.length === 0) return
  const iso = new Date(now).toISOString()
  await trx
    .insertInto('outbox')
    .values(
      entries.map((entry) => {
        const id = entry.id ?? randomUUID()
        return {
          id,
          kind: entry.kind,
          payload: JSON.stringify(
            entry.kind === 'email' ? storedEmail(id, entry.payload, intakeKey) : entry.payload,
          ),
          attempts: 0,
          next_attempt_at: entry.dueAt === undefined ? iso : new Date(entry.dueAt).toISOString(),
          created_at: iso,
        }
      }),
    )
    .execute()
}

/** The e-mail as its row keeps it: sealed values sealed, and checked to be nowhere in clear. */
function storedEmail(
  id: string,
  payload: EmailPayload,
  intakeKey: Buffer | undefined,
): StoredEmailPayload {
  const { sealed, ...rest } = payload
  if (!sealed || Object.keys(sealed).length === 0) return rest
  if (!intakeKey) throw new Error('an e-mail with sealed values needs the intake key to be queued')
  const clear = JSON.stringify(rest)
  for (const value of Object.values(sealed)) {
    // A sealed value written into the text as well would defeat the sealing.
    if (clear.includes(value)) throw new Error('a sealed value also appears in clear in the e-mail')
  }
  return { ...rest, sealed: sealValues(outboxKey(intakeKey), id, sealed) }
}

/**
 * Withdraw messages that are not sent yet — a visit's reminders once it is cancelled or moved.
 * One already claimed by a worker is past recall and may still arrive.
 */
export async function withdrawPending(
  trx: Transaction<DB> | Database,
  ids: readonly string[],
): Promise<void> {
  if (ids.length === 0) return
  await trx
    .deleteFrom('outbox')
    .where('id', 'in', ids)
    .where('delivered_at', 'is', null)
    .where('claim_token', 'is', null)
    .execute()
}

/**
 * Claim the oldest due message for one delivery attempt, or none (claimDue of one).
 */
export async function claimNext(
  db: Database,
  now = Date.now(),
  leaseMs = CLAIM_LEASE_MS,
): Promise<OutboxClaim | undefined> {
  const [claim] = await claimDue(db, now, leaseMs, 1)
  return claim
}

/**
 * Claim up to `limit` of the oldest due messages, each for one delivery attempt. One statement:
 * the rows are picked and stamped with a new token and lease end at once, so two workers (in one
 * process or several) never hold the same row. On PostgreSQL `FOR UPDATE SKIP LOCKED` lets
 * concurrent claims pass over each other's rows instead of queueing on them; SQLite runs one
 * write at a time on its single connection. Due means never tried, waiting for a retry, or
 * claimed by a worker whose lease ran out. The attempt is counted here, not on failure, so a
 * message whose attempts keep outliving their lease still reaches MAX_ATTEMPTS.
 *
 * The rows of one claim share its token: a row is owned by its id and the token together
 * (stillOwned), and the token is new to this claim. Claiming several at once costs a worker one
 * write for all of them, not one each (docs/decisions/045-one-booking-one-commit.md).
 */
export async function claimDue(
  db: Database,
  now: number,
  leaseMs: number,
  limit: number,
): Promise<OutboxClaim[]> {
  if (limit < 1) return []
  const due = db
    .selectFrom('outbox')
    .select('id')
    .where('delivered_at', 'is', null)
    .where('failed_at', 'is', null)
    .where('next_attempt_at', '<=', new Date(now).toISOString())
    .where('attempts', '<', MAX_ATTEMPTS)
    .orderBy('next_attempt_at')
    .limit(limit)
  const token = randomUUID()
  const leaseEnds = new Date(now + leaseMs).toISOString()
  const rows = await db
    .updateTable('outbox')
    .set({
      claim_token: token,
      next_attempt_at: leaseEnds,
      attempts: (eb) => eb('attempts', '+', 1),
    })
    .where('id', 'in', supportsRowLocks(db) ? due.forUpdate().skipLocked() : due)
    .returning(['id', 'kind', 'payload', 'attempts'])
    .execute()
  return rows.map((row) => ({
    id: row.id,
    token,
    leaseEnds,
    attempts: Number(row.attempts),
    ...(row.kind === 'email'
      ? { kind: 'email', payload: JSON.parse(row.payload) as StoredEmailPayload }
      : { kind: 'webhook', payload: JSON.parse(row.payload) as WebhookPayload }),
  }))
}

/**
 * Give up on messages whose last allowed attempt never finished (its worker died or lost its
 * lease): claimNext no longer takes them, and they must not sit undelivered without a trace.
 */
export async function failAbandoned(db: Database, now = Date.now()): Promise<number> {
  const iso = new Date(now).toISOString()
  const result = await db
    .updateTable('outbox')
    .set({
      failed_at: iso,
      claim_token: null,
      last_error: 'the last attempt did not finish within its lease',
      payload: SCRUBBED_PAYLOAD,
    })
    .where('delivered_at', 'is', null)
    .where('failed_at', 'is', null)
    .where('attempts', '>=', MAX_ATTEMPTS)
    .where('next_attempt_at', '<=', iso)
    .executeTakeFirst()
  return Number(result.numUpdatedRows)
}

type Owned = Pick<OutboxClaim, 'id' | 'token'>

/** The row is still this claim's: same token, lease running, not yet finished either way. */
function stillOwned(claim: Owned, iso: string) {
  return (eb: ExpressionBuilder<DB, 'outbox'>) =>
    eb.and([
      eb('id', '=', claim.id),
      eb('claim_token', '=', claim.token),
      eb('next_attempt_at', '>', iso),
      eb('delivered_at', 'is', null),
      eb('failed_at', 'is', null),
    ])
}

/**
 * Record deliveries, emptying their payloads (SCRUBBED_PAYLOAD), in one write; returns the ids
 * recorded. Only a claim's owner may, while its lease runs: a row whose lease ran out or that
 * another worker took since is left out, and attempted again under the same delivery id.
 */
export async function markAllDelivered(
  db: Database,
  claims: readonly Owned[],
  now = Date.now(),
): Promise<Set<string>> {
  if (claims.length === 0) return new Set()
  const iso = new Date(now).toISOString()
  const rows = await db
    .updateTable('outbox')
    .set({ delivered_at: iso, last_error: null, claim_token: null, payload: SCRUBBED_PAYLOAD })
    .where((eb) => eb.or(claims.map((claim) => stillOwned(claim, iso)(eb))))
    .returning('id')
    .execute()
  return new Set(rows.map((row) => row.id))
}

/** Record one delivery (markAllDelivered); false when its claim was no longer this worker's. */
export async function markDelivered(
  db: Database,
  claim: Owned,
  now = Date.now(),
): Promise<boolean> {
  return (await markAllDelivered(db, [claim], now)).has(claim.id)
}

/**
 * Record a failed attempt: schedule the next one, or give up after MAX_ATTEMPTS. Like
 * markDelivered it needs the live claim; 'lost' when it was no longer this worker's.
 */
export async function markFailed(
  db: Database,
  claim: Owned & Pick<OutboxClaim, 'attempts'>,
  error: string,
  now = Date.now(),
): Promise<'retry' | 'failed' | 'lost'> {
  const iso = new Date(now).toISOString()
  const gaveUp = claim.attempts >= MAX_ATTEMPTS
  const result = await db
    .updateTable('outbox')
    .set({
      last_error: error.slice(0, 500),
      next_attempt_at: new Date(now + retryDelayMs(claim.attempts)).toISOString(),
      failed_at: gaveUp ? iso : null,
      claim_token: null,
      // Given up: nobody will send it, so nothing it said is kept. Retry logic needs only the
      // columns, never the payload of a finished row.
      ...(gaveUp ? { payload: SCRUBBED_PAYLOAD } : {}),
    })
    .where(stillOwned(claim, iso))
    .executeTakeFirst()
  if (Number(result.numUpdatedRows) !== 1) return 'lost'
  return gaveUp ? 'failed' : 'retry'
}
