import { createHmac } from 'node:crypto'
import { type Database } from '../db/database'
import { type Logger } from '../logger'
import { type Mailer } from '../mail/mailer'
import { claimDue, markDelivered, markFailed, type OutboxRow } from './outbox.queries'

// Delivers the outbox: e-mails through the mailer, webhooks as signed JSON POSTs. Runs on a
// timer and is nudged after every lead, so notifications go out at once when all is well
// and are retried with backoff when not. Logs carry message ids and statuses only.

export type WebhookTarget = { url: string; secret: string }

export type OutboxWorkerDeps = {
  db: Database
  mailer: Mailer
  webhook: WebhookTarget | undefined
  logger: Logger
  fetch?: typeof globalThis.fetch
  intervalMs?: number
}

export type OutboxRun = { delivered: number; retrying: number; failed: number }

const WEBHOOK_TIMEOUT_MS = 10_000

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`, as Stripe-style receivers expect. */
export function webhookSignature(secret: string, body: string, unixSeconds: number): string {
  const mac = createHmac('sha256', secret).update(`${unixSeconds}.${body}`).digest('hex')
  return `t=${unixSeconds},v1=${mac}`
}

/** SMTP errors can quote the recipient; logs and the outbox keep no addresses. */
export function redactAddresses(text: string): string {
  return text.replace(/[^\s@<>"'(),;:]+@[^\s@<>"'(),;:]+/g, '[address]')
}

export function createOutboxWorker(deps: OutboxWorkerDeps) {
  const { db, mailer, webhook, logger, intervalMs = 5000 } = deps
  const fetchImpl = deps.fetch ?? globalThis.fetch
  let timer: NodeJS.Timeout | undefined
  let running: Promise<OutboxRun> | undefined
  let again = false

  async function deliver(row: OutboxRow): Promise<void> {
    if (row.kind === 'email') {
      await mailer.send(row.payload)
      return
    }
    if (!webhook) throw new Error('LEAD_WEBHOOK_URL is not configured')
    const response = await fetchImpl(webhook.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'user-agent': 'RenewMedical-Webhook/1',
        'x-renew-event': row.payload.event,
        // Receivers use it to ignore a repeated delivery.
        'x-renew-delivery': row.id,
        'x-renew-signature': webhookSignature(
          webhook.secret,
          row.payload.body,
          Math.floor(Date.now() / 1000),
        ),
      },
      body: row.payload.body,
      redirect: 'error',
      signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
    })
    await response.body?.cancel()
    if (!response.ok) throw new Error(`webhook answered ${response.status}`)
  }

  /** Deliver everything due now. Concurrent calls share one run (and trigger one more). */
  async function runOnce(now = Date.now()): Promise<OutboxRun> {
    const result: OutboxRun = { delivered: 0, retrying: 0, failed: 0 }
    for (const row of await claimDue(db, now)) {
      try {
        await deliver(row)
        await markDelivered(db, row.id)
        result.delivered++
        logger.info({ outboxId: row.id, kind: row.kind }, 'notification delivered')
      } catch (error) {
        const reason = redactAddresses(error instanceof Error ? error.message : 'unknown error')
        const outcome = await markFailed(db, row, reason, now)
        result[outcome === 'failed' ? 'failed' : 'retrying']++
        logger.warn(
          { outboxId: row.id, kind: row.kind, attempts: row.attempts + 1, outcome, reason },
          'notification not delivered',
        )
      }
    }
    return result
  }

  function tick() {
    if (running) {
      again = true
      return
    }
    running = runOnce()
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
          tick()
        }
      })
  }

  return {
    runOnce,
    /** Deliver soon (after a lead was committed). */
    kick: () => setImmediate(tick),
    start() {
      timer ??= setInterval(tick, intervalMs)
      timer.unref()
      tick()
    },
    /** Stop the timer and wait for a run in progress. */
    async stop() {
      if (timer) clearInterval(timer)
      timer = undefined
      await running
    },
  }
}

export type OutboxWorker = ReturnType<typeof createOutboxWorker>
