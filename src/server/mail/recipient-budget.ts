import type { Database } from '../db/database'
import { countRequest, type RateLimit, rateLimitKey } from '../middleware/rate-limit'
import type { OutboxEntry } from '../outbox/outbox.queries'

// A budget per recipient for the mail the site sends to a visitor's address (docs/architecture.md,
// Privacy; counters in the database, docs/decisions/005-rate-limits-in-the-database.md). Anyone
// can type someone else's address into a form, so without it the clinic's own sender could be
// made to bomb an inbox — one booking and thirty reschedules were thirty-one mails in half a
// second. Instance-wide budgets stay only as a backstop, far above what one visitor can reach.
//
// Two streams, each with its own counter per address, so spending one never silences the other:
// `auth` (confirmation, recovery, sign-in links: AUTH_RATE_LIMIT_EMAILS_PER_ADDRESS) and `site`
// (the mails about visits and orders a visitor's own action sends). Mails staff cause (a visit
// the clinic cancels, an order's next step) are not counted: no outsider can trigger them, and
// the patient must hear them. The clinic's own notification address is never a recipient here.

export type MailStream = 'auth' | 'site'

const HOUR = 60 * 60_000

/**
 * Visit and order mails a visitor's actions may send to one address per hour. A patient who
 * books, moves a visit a few times and cancels, or orders twice, stays well inside it; the limit
 * per visit (BOOKING_LIMITS.maxOnlineMoves) and per address on bookings and orders are the first
 * guards, this one the last.
 */
export const SITE_MAILS_PER_RECIPIENT: RateLimit = { limit: 10, windowMs: HOUR }

/** Addresses are compared case-insensitively (and without surrounding space). */
export function recipientAddress(to: string): string {
  return to.trim().toLowerCase()
}

/** The stored counter's key: the address is hashed (rateLimitKey), never kept in clear. */
export function recipientKey(stream: MailStream, to: string, limit: RateLimit): string {
  // `email-to` is the auth stream's key as it has always been.
  return rateLimitKey(
    stream === 'auth' ? 'email-to' : `email-to-${stream}`,
    recipientAddress(to),
    limit,
  )
}

/**
 * Count one mail to `to` and tell whether it is within the recipient's budget. On `executor` —
 * the transaction that enqueues the mail, where there is one, so a rolled-back change counts
 * nothing.
 */
export async function spendRecipientBudget(
  executor: Database,
  stream: MailStream,
  to: string,
  limit: RateLimit,
  now = Date.now(),
): Promise<boolean> {
  const counted = await countRequest(executor, recipientKey(stream, to, limit), limit, now)
  return counted.allowed
}

/**
 * The outbox entries to write, given the site budget of their recipients: each mail due now is
 * counted, and dropped once its recipient's budget is spent; a mail due later (a visit's
 * reminder, withdrawn when the visit changes) is kept: it is one of at most two per live visit,
 * not something a burst can multiply. Webhooks are not mail and pass as they are.
 */
export async function withinRecipientBudget(
  trx: Database,
  entries: readonly OutboxEntry[],
  now = Date.now(),
  limit: RateLimit = SITE_MAILS_PER_RECIPIENT,
): Promise<OutboxEntry[]> {
  const kept: OutboxEntry[] = []
  for (const entry of entries) {
    const dueNow = entry.dueAt === undefined || entry.dueAt <= now
    if (
      entry.kind === 'email' &&
      dueNow &&
      !(await spendRecipientBudget(trx, 'site', entry.payload.to, limit, now))
    ) {
      continue
    }
    kept.push(entry)
  }
  return kept
}
