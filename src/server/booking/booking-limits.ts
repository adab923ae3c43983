import type { Database } from '../db/database'
import { countRequest, maybePrune, rateLimitKey } from '../middleware/rate-limit'
import { PlainError } from '../middleware/wire-error'

// The limits on booking attempts (docs/architecture.md, Booking): per address and per e-mail,
// in database counters (docs/decisions/005-rate-limits-in-the-database.md).

/** Bookings per address and per e-mail, before the next must wait. */
export const BOOKINGS_PER_IP = { limit: 10, windowMs: 10 * 60_000 }
export const BOOKINGS_PER_EMAIL = { limit: 5, windowMs: 60 * 60_000 }

/**
 * Counts one booking attempt from `ip` for `email` on `trx` — the booking's own transaction, so a
 * booking costs one durable commit, not one per counter besides (on SQLite each commit is a
 * disk flush: docs/decisions/034-booking-counts-in-its-transaction.md) — and tells whether it is
 * within both limits. As before, the e-mail is not counted once the address is refused, and
 * what was counted stays counted: the caller commits either way.
 */
export function bookingLimits(db: Database, ip: string, email: string) {
  return async (trx: Database): Promise<boolean> => {
    for (const [bucket, subject, limit] of [
      ['booking-ip', ip, BOOKINGS_PER_IP],
      ['booking-email', email.toLowerCase(), BOOKINGS_PER_EMAIL],
    ] as const) {
      const counted = await countRequest(trx, rateLimitKey(bucket, subject, limit), limit)
      if (!counted.allowed) return false
    }
    // Expired counters are swept now and then, off the request path (on the database itself).
    maybePrune(db)
    return true
  }
}

export const tooManyBookings = () =>
  new PlainError(429, 'Too many bookings. Please wait a while, or call us.', {
    code: 'over_request_rate_limit',
  })
