import { createHmac } from 'node:crypto'

import type { Database } from '../db/database'
import type { Logger } from '../logger'
import { type Mailer, messageIdFor } from '../mail/mailer'
import { fillSealed, openValues, outboxKey } from './outbox-seal'
import {
  CLAIM_LEASE_MS,
  claimDue,
  failAbandoned,
  markAllDelivered,
  markFailed,
  type OutboxClaim,
} from './outbox.queries'

// Delivers the outbox: e-mails through the mailer, webhooks as signed JSON POSTs. Runs on a
// timer and is nudged after every lead, so notifications go out at once when all is well
// and are retried with backoff when not. A run keeps up to `concurrency` deliveries in flight:
// whenever there is room it claims as many due rows as fit, delivers each, records each outcome
// with its claim token, and goes on while rows are due. What a receiver may see (at least once, each attempt once, with
// an id to drop repeats by) is docs/decisions/015-outbox-delivery-guarantee.md.
// Logs carry message ids and statuses only.

export type WebhookTarget = { url: string; secret: string }

export type OutboxWorkerDeps = {
  db: Database
  mailer: Mailer
  webhook: WebhookTarget | undefined
  logger: Logger
  fetch?: typeof globalThis.fetch
  intervalMs?: number
  /** Deliveries in flight at once in this process (OUTBOX_CONCURRENCY). */
  concurrency?: number
  /** How long one claim lasts (CLAIM_LEASE_MS); tests shorten it. */
  leaseMs?: number
  /**
   * The intake key, from which the key of the values a mail keeps sealed until delivery is
   * derived (outbox-seal.ts). Without it such a mail fails its attempts.
   */
  intakeKey?: Buffer
}

/**
 * `retrying`: not delivered by this run and to be attempted again — after its backoff, or by
 * the worker that took the row over when this one's claim was lost.
 */
export type OutboxRun = { delivered: number; retrying: number; failed: number }

/** Both well inside CLAIM_LEASE_MS, so a delivery ends (either way) before its claim does. */
const WEBHOOK_TIMEOUT_MS = 10_000
const MAIL_TIMEOUT_MS = 30_000

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`, as Stripe-style receivers expect. */
export function webhookSignature(secret: string, body: string, unixSeconds: number): string {
  const mac = createHmac('sha256', secret).update(`${unixSeconds}.${body}`).digest('hex')
  return `t=${unixSeconds},v1=${mac}`
}

/** SMTP errors can quote the recipient; logs and the outbox keep no addresses. */
export function redactAddresses(text: string): string {
  return text.replace(/[^\s@<>"'(),;:]+@[^\s@<>"'(),;:]+/g, '[address]')
}

/**
 * Nodemailer cannot be cancelled: past the deadline the attempt counts as failed and is retried
 * later, and if the old conversation still ends in a delivery the receiver gets the same
 * Message-ID twice.
 */
async function withDeadline<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not finish within ${ms / 1000} s`)), ms)
  })
  try {
    return await Promise.race([work, deadline])
  } finally {
    clearTimeout(timer)
  }
}

export function createOutboxWorker(deps: OutboxWorkerDeps) {
  const { db, mailer, webhook, logger, intervalMs = 5000, leaseMs = CLAIM_LEASE_MS } = deps
  const concurrency = Math.max(1, Math.floor(deps.concurrency ?? 4))
  const fetchImpl = deps.fetch ?? globalThis.fetch
  const sealKey = deps.intakeKey ? outboxKey(deps.intakeKey) : undefined
  let timer: NodeJS.Timeout | undefined
  let running: Promise<OutboxRun> | undefined
  let again = false
  let stopping = false

  async function deliver(claim: OutboxClaim): Promise<void> {
    if (claim.kind === 'email') {
      // The same Message-ID on every attempt of this row: a repeat can be recognized.
      const messageId = messageIdFor(claim.id, mailer)
      const { sealed, ...mail } = claim.payload
      if (sealed !== undefined) {
        // Filled in memory only: the row keeps the placeholder until it is emptied.
        if (!sealKey) throw new Error('the mail holds sealed values and this worker has no key')
        mail.text = fillSealed(mail.text, openValues(sealKey, claim.id, sealed))
      }
      await withDeadline(mailer.send({ ...mail, messageId }), MAIL_TIMEOUT_MS, 'mail')
      return
    }
    if (!webhook) throw new Error('LEAD_WEBHOOK_URL is not configured')
    const response = await fetchImpl(webhook.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'user-agent': 'RenewMedical-Webhook/1',
        'x-renew-event': claim.payload.event,
        // The same on every attempt of this row: receivers use it to ignore a repeat.
        'x-renew-delivery': claim.id,
        'x-renew-signature': webhookSignature(
          webhook.secret,
          claim.payload.body,
          Math.floor(Date.now() / 1000),
        ),
      },
      body: claim.payload.body,
      redirect: 'error',
      signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
    })
    await response.body?.cancel()
    if (!response.ok) throw new Error(`webhook answered ${response.status}`)
  }

  /**
   * Records deliveries: those that end in the same turn of the event loop share one write
   * (markAllDelivered), as the rows they came from shared their claim. Under load each booking's
   * mail otherwise cost a commit of its own (docs/decisions/055-a-booking-at-500-a-second.md).
   */
  function deliveryRecorder(clock: () => number) {
    type Waiting = {
      claim: OutboxClaim
      settle: (recorded: boolean) => void
      reject: (error: unknown) => void
    }
    let waiting: Waiting[] = []
    const write = async () => {
      const batch = waiting
      waiting = []
      try {
        const claims = batch.map(({ claim }) => claim)
        const recorded = await markAllDelivered(db, claims, clock())
        for (const { claim, settle } of batch) settle(recorded.has(claim.id))
      } catch (error) {
        for (const { reject } of batch) reject(error)
      }
    }
    return (claim: OutboxClaim) =>
      new Promise<boolean>((settle, reject) => {
        if (waiting.length === 0) setImmediate(() => void write())
        waiting.push({ claim, settle, reject })
      })
  }

  /** One delivery attempt of a claimed row, recorded only if the claim is still ours. */
  async function attempt(
    claim: OutboxClaim,
    clock: () => number,
    run: OutboxRun,
    record: (claim: OutboxClaim) => Promise<boolean>,
  ) {
    const fields = { outboxId: claim.id, kind: claim.kind, attempts: claim.attempts }
    let reason: string | undefined
    try {
      await deliver(claim)
    } catch (error) {
      reason = redactAddresses(error instanceof Error ? error.message : 'unknown error')
    }
    if (reason === undefined) {
      if (await record(claim)) {
        run.delivered++
        logger.info(fields, 'notification delivered')
      } else {
        run.retrying++
        logger.warn(
          fields,
          'notification sent after its claim ended (lease over or taken by another worker): not recorded as delivered; it is attempted again under the same id',
        )
      }
      return
    }
    const outcome = await markFailed(db, claim, reason, clock())
    run[outcome === 'failed' ? 'failed' : 'retrying']++
    logger.warn({ ...fields, outcome, reason }, 'notification not delivered')
  }

  /**
   * Deliver everything due, including rows that fall due or arrive meanwhile. With `now` the
   * clock stands still at that time (tests); otherwise it is the real one. Concurrent calls
   * through `kick` share one run (and trigger one more). `sweep: false` leaves the messages whose
   * last attempt never ended to the timer's runs: one only becomes so a lease (minutes) after
   * its claim, so looking for them after every booking's mail found nothing at the price of a
   * write (docs/decisions/045-one-booking-one-commit.md).
   */
  async function runOnce(
    now?: number,
    { sweep = true }: { sweep?: boolean } = {},
  ): Promise<OutboxRun> {
    const clock = now === undefined ? () => Date.now() : () => now
    const run: OutboxRun = { delivered: 0, retrying: 0, failed: 0 }
    if (sweep) {
      const abandoned = await failAbandoned(db, clock())
      if (abandoned) {
        run.failed += abandoned
        logger.warn({ count: abandoned }, 'notifications given up: their last attempt never ended')
      }
    }
    // Up to `concurrency` deliveries in flight. Whenever some have ended, one claim takes as
    // many due rows as there is room for (one write for all of them), and each starts at once.
    const inFlight = new Set<Promise<void>>()
    let broken: { reason: unknown } | undefined
    /** Whether rows may still be due: the last claim filled all its room, or a delivery ended. */
    let more = true
    const record = deliveryRecorder(clock)
    const begin = (claim: OutboxClaim) => {
      const delivery: Promise<void> = attempt(claim, clock, run, record).then(
        () => void inFlight.delete(delivery),
        (error: unknown) => {
          inFlight.delete(delivery)
          broken ??= { reason: error }
        },
      )
      inFlight.add(delivery)
    }
    for (;;) {
      const room = concurrency - inFlight.size
      if (!stopping && broken === undefined && more && room > 0) {
        let claims: OutboxClaim[] = []
        try {
          claims = await claimDue(db, clock(), leaseMs, room)
        } catch (error) {
          broken ??= { reason: error }
        }
        claims.forEach(begin)
        more = claims.length === room
        if (claims.length > 0) continue
      }
      // Settle every delivery before answering, so none outlives its run (and `concurrency`).
      if (inFlight.size === 0) break
      await Promise.race(inFlight)
      more = true
    }
    if (broken) throw broken.reason
    return run
  }

  /** Whether the next run looks for abandoned messages: the timer's runs do, kicks do not. */
  let sweepDue = false

  function tick(sweep: boolean) {
    if (stopping) return
    sweepDue ||= sweep
    if (running) {
      again = true
      return
    }
    const sweepNow = sweepDue
    sweepDue = false
    running = runOnce(undefined, { sweep: sweepNow })
      .catch((error: unknown) => {
        logger.error(
          { err: error instanceof Error ? error.message : 'unknown' },
          'outbox run failed',
        )
        return { delivered: 0, retrying: 0, failed: 0 }
      })
      .finally(() => {
        running = undefined
        if (again) {
          again = false
          tick(false)
        }
      })
  }

  return {
    runOnce,
    /** Deliver soon (after a lead was committed). */
    kick: () => setImmediate(tick, false),
    start() {
      stopping = false
      timer ??= setInterval(tick, intervalMs, true)
      timer.unref()
      tick(true)
    },
    /** Stop the timer, claim nothing more, and wait for the deliveries in flight. */
    async stop() {
      stopping = true
      if (timer) clearInterval(timer)
      timer = undefined
      await running
    },
  }
}

export type OutboxWorker = ReturnType<typeof createOutboxWorker>
