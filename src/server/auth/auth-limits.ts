import type { AuthRateLimitSettings } from '../env'
import type { RateLimit } from '../middleware/rate-limit'

// The auth service's limits (docs/decisions/005-rate-limits-in-the-database.md), from the AUTH_RATE_LIMIT_* settings. Windows
// are fixed (docs/decisions/005-rate-limits-in-the-database.md).

const FIVE_MINUTES = 5 * 60_000
const HOUR = 60 * 60_000

export type AuthLimits = ReturnType<typeof authLimits>

export function authLimits(settings: AuthRateLimitSettings) {
  return {
    // /token, password and refresh grants alike: GoTrue's "150 per 5 min, burst 30" as two
    // fixed windows; the burst is a fifth of the five-minute figure.
    tokenBurst: { limit: Math.max(1, Math.ceil(settings.token / 5)), windowMs: 60_000 },
    token: { limit: settings.token, windowMs: FIVE_MINUTES },
    // Per e-mail and client address together: nobody elsewhere can lock the owner out.
    failedSignIn: { limit: settings.failedSignIns, windowMs: 15 * 60_000 },
    otp: { limit: settings.signUps, windowMs: FIVE_MINUTES },
    verify: { limit: settings.verify, windowMs: FIVE_MINUTES },
    emailSent: { limit: settings.emailSent, windowMs: HOUR },
    // Sign-ups that would send a confirmation, per client address: one visitor's share of the
    // instance's sign-up mail (emailSent), far below it.
    signUpMails: { limit: settings.signUpMails, windowMs: HOUR },
    recoveryEmailSent: { limit: settings.recoveryEmailSent, windowMs: HOUR },
    emailsPerAddress: { limit: settings.emailsPerAddress, windowMs: HOUR },
    emailChanges: { limit: settings.emailChanges, windowMs: HOUR },
    // Second factors: GoTrue's 15 challenges and verifies per client address per minute, and
    // five wrong codes per factor per 15 minutes from anywhere — guessing a 6-digit code (three
    // steps valid at a time) then takes years, while the owner who mistypes waits minutes.
    mfaRequests: { limit: 15, windowMs: 60_000 },
    failedMfaCodes: { limit: 5, windowMs: 15 * 60_000 },
  } satisfies Record<string, RateLimit>
}

/** Failed sign-ins for one e-mail (from anywhere) before attempts start to wait. */
export const FREE_FAILED_SIGN_INS = 5
const FIRST_DELAY_MS = 500
const MAX_DELAY_MS = 8_000

/**
 * How long a sign-in for an e-mail waits after `failures` recent failures for it: nothing
 * for the first few, then doubling from half a second to eight. Guessing from many
 * addresses slows to a crawl, while the owner — whose own address is never locked — still
 * gets in within seconds.
 */
export function signInDelayMs(failures: number): number {
  if (failures < FREE_FAILED_SIGN_INS) return 0
  return Math.min(FIRST_DELAY_MS * 2 ** (failures - FREE_FAILED_SIGN_INS), MAX_DELAY_MS)
}
