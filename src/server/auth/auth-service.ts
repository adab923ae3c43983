import type { Database } from '../db/database'
import type { Config } from '../env'
import type { Logger } from '../logger'
import type { Mailer, MailMessage } from '../mail/mailer'
import { spendRecipientBudget } from '../mail/recipient-budget'
import { consume, isLimited, rateLimitKey } from '../middleware/rate-limit'
import { AuthError, overEmailSendRateLimit } from './auth-errors'
import { type AuthLimits, authLimits, signInDelayMs } from './auth-limits'
import {
  ACCESS_TOKEN_TTL_SECONDS,
  type AmrEntry,
  generateRefreshToken,
  refreshTokenKey,
  signAccessToken,
} from './auth-tokens'
import {
  confirmedFields,
  findUserByEmail,
  insertUser,
  type TokenColumn,
  updateUser,
} from './auth.queries'
import { listFactors } from './mfa.queries'
import { createSession, type SessionRow } from './session.queries'
import {
  AUDIENCE,
  isStaffUser,
  parseJsonObject,
  toUserJson,
  type UserRow,
  USER_ROLE,
} from './user-json'

// The auth service: sign-in, sessions, token issue and rotation, mail limits and links. It
// knows nothing of HTTP; the route modules under auth/routes/ are thin Hono routers on it.

export type AuthServiceDeps = {
  db: Database
  config: Pick<
    Config,
    | 'publicUrl'
    | 'authEmailConfirm'
    | 'trustProxy'
    | 'siteAccess'
    | 'authRateLimits'
    | 'staffIdleTimeoutMs'
  >
  logger: Logger
  secrets: { jwtSecret: string }
  mailer: Mailer
  /** GoTrue's refresh-token reuse interval; Supabase's default is 10 s. Tests shorten it. */
  refreshTokenReuseIntervalMs?: number
  /** The progressive delay after failed sign-ins for one e-mail; tests shorten it. */
  signInDelayMs?: (failures: number) => number
}

/** GOTRUE_SMTP_MAX_FREQUENCY: one mail of a kind per user per minute. */
const EMAIL_RESEND_INTERVAL_MS = 60_000
const DEFAULT_REUSE_INTERVAL_MS = 10_000
const HOUR_MS = 60 * 60_000

/** The e-mail links: the token's column, when it was sent, the session's amr, how long it lives. */
export const VERIFY_TYPES = {
  signup: {
    column: 'confirmation_token_hash',
    sentAt: 'confirmation_sent_at',
    amr: 'email/signup',
    ttlMs: 24 * HOUR_MS,
  },
  recovery: {
    column: 'recovery_token_hash',
    sentAt: 'recovery_sent_at',
    amr: 'recovery',
    ttlMs: HOUR_MS,
  },
  // GoTrue keeps a magic link's token where it keeps a recovery token, so one outstanding link
  // of either kind is valid at a time.
  magiclink: {
    column: 'recovery_token_hash',
    sentAt: 'recovery_sent_at',
    amr: 'otp',
    ttlMs: HOUR_MS,
  },
  email_change: {
    column: 'email_change_token_hash',
    sentAt: 'email_change_sent_at',
    amr: 'email_change',
    ttlMs: 24 * HOUR_MS,
  },
} as const satisfies Record<
  string,
  { column: TokenColumn; sentAt: keyof UserRow; amr: string; ttlMs: number }
>

export type VerifyType = keyof typeof VERIFY_TYPES

export type MailKind = 'signup' | 'recovery'

export const emailRateLimitExceeded = () =>
  new AuthError(429, 'over_email_send_rate_limit', 'email rate limit exceeded')

export type AuthService = ReturnType<typeof createAuthService>

export function createAuthService(deps: AuthServiceDeps) {
  const { db, config, logger, secrets, mailer } = deps
  const limits: AuthLimits = authLimits(config.authRateLimits)
  // Links in mail, redirects and token issuers come from configuration only, never from the
  // request's Host (docs/decisions/014-public-origin-from-configuration.md).
  const origin = config.publicUrl

  /**
   * Two instance-wide hourly budgets (GOTRUE_RATE_LIMIT_EMAIL_SENT), so that sign-ups and
   * e-mail changes — which anyone can trigger — can never use up password recovery.
   */
  const mailBudget = (kind: MailKind) =>
    kind === 'recovery'
      ? {
          key: rateLimitKey('email-sent-recovery', 'all', limits.recoveryEmailSent),
          limit: limits.recoveryEmailSent,
        }
      : { key: rateLimitKey('email-sent', 'all', limits.emailSent), limit: limits.emailSent }

  const accessToken = async (user: UserRow, session: SessionRow, nowSeconds: number) => {
    const exp = nowSeconds + ACCESS_TOKEN_TTL_SECONDS
    const token = await signAccessToken(secrets.jwtSecret, {
      iss: `${origin}/auth/v1`,
      sub: user.id,
      aud: AUDIENCE,
      exp,
      iat: nowSeconds,
      email: user.email,
      phone: '',
      app_metadata: parseJsonObject(user.raw_app_meta_data),
      user_metadata: parseJsonObject(user.raw_user_meta_data),
      role: USER_ROLE,
      aal: session.aal,
      amr: JSON.parse(session.amr) as AmrEntry[],
      session_id: session.id,
      is_anonymous: false,
    })
    return { token, exp }
  }

  const service = {
    db,
    config,
    logger,
    limits,
    jwtSecret: secrets.jwtSecret,
    origin,
    reuseIntervalMs: deps.refreshTokenReuseIntervalMs ?? DEFAULT_REUSE_INTERVAL_MS,
    derivationKey: refreshTokenKey(secrets.jwtSecret),
    delayAfterFailures: deps.signInDelayMs ?? signInDelayMs,

    /** `redirect_to` only if it is on our own origin (GoTrue's allow list), else the site. */
    safeRedirect(redirectTo: string | undefined): string {
      if (redirectTo) {
        try {
          const url = new URL(redirectTo)
          if (url.origin === origin) return url.href
        } catch {
          // not a URL: fall back below
        }
      }
      return `${origin}/`
    },

    isMailBudgetSpent(kind: MailKind) {
      const { key, limit } = mailBudget(kind)
      return isLimited(db, key, limit)
    },

    /**
     * Whether a sign-up that would send a confirmation may go on: counts one against the client
     * address's own hourly allowance (AUTH_RATE_LIMIT_SIGN_UP_MAILS), far below the instance's
     * budget, so one visitor can never spend the sign-up mail of everyone else; then asks the
     * instance budget, a backstop (docs/architecture.md, Privacy). Counted for every such sign-up,
     * sent or not (a known address sends nothing), so the count tells nothing about accounts.
     */
    async admitSignUpMail(clientAddress: string) {
      const perClient = await consume(
        db,
        rateLimitKey('signup-mail-ip', clientAddress, limits.signUpMails),
        limits.signUpMails,
      )
      return perClient.allowed && !(await service.isMailBudgetSpent('signup'))
    },

    /**
     * Count one mail to `to` against its kind's budget and the recipient's own hourly limit,
     * so nobody can flood one inbox or spend the instance's mail. False when either is spent.
     */
    async spendMail(kind: MailKind, to: string): Promise<boolean> {
      if (!(await spendRecipientBudget(db, 'auth', to, limits.emailsPerAddress))) return false
      const { key, limit } = mailBudget(kind)
      return (await consume(db, key, limit)).allowed
    },

    checkResendInterval(sentAt: string | null, now: number) {
      if (sentAt === null) return
      const left = Date.parse(sentAt) + EMAIL_RESEND_INTERVAL_MS - now
      if (left > 0) throw overEmailSendRateLimit(Math.ceil(left / 1000))
    },

    withinResendInterval: (sentAt: string | null, now: number) =>
      sentAt !== null && Date.parse(sentAt) + EMAIL_RESEND_INTERVAL_MS > now,

    async sendMail(message: MailMessage, kind: string) {
      try {
        await mailer.send(message)
      } catch (error) {
        logger.error(
          { err: { type: (error as Error).name, message: (error as Error).message } },
          `auth: ${kind} mail failed`,
        )
        throw new AuthError(500, 'unexpected_failure', `Error sending ${kind} email`)
      }
    },

    verifyLink: (token: string, type: VerifyType, redirectTo: string) =>
      `${origin}/auth/v1/verify?${new URLSearchParams({ token, type, redirect_to: redirectTo }).toString()}`,

    /** GoTrue's AccessTokenResponse. */
    async sessionBody(user: UserRow, session: SessionRow, refreshToken: string, now: Date) {
      const nowSeconds = Math.floor(now.getTime() / 1000)
      const { token, exp } = await accessToken(user, session, nowSeconds)
      return {
        access_token: token,
        token_type: 'bearer',
        expires_in: exp - nowSeconds,
        expires_at: exp,
        refresh_token: refreshToken,
        user: toUserJson(user, await listFactors(db, user.id)),
      }
    },

    /** A new session for `user` (sign-in, autoconfirmed sign-up, e-mail link). */
    async signIn(user: UserRow, method: string, now: Date) {
      const refreshToken = generateRefreshToken()
      const session = await createSession(db, {
        userId: user.id,
        amr: [{ method, timestamp: Math.floor(now.getTime() / 1000) }],
        refreshToken,
        now,
        // Staff sessions end after a spell without activity (POST /activity moves it on).
        idleTimeoutMs: isStaffUser(user) ? config.staffIdleTimeoutMs : undefined,
      })
      const iso = now.toISOString()
      const signedIn = await updateUser(db, user.id, { last_sign_in_at: iso, updated_at: iso })
      logger.info({ userId: user.id, sessionId: session.id, method }, 'auth: signed in')
      const body = await service.sessionBody(signedIn, session, refreshToken, now)
      return { body, session, user: signedIn }
    },

    /** `User.Confirm`: stamps the address confirmed and merges email_verified into user_metadata. */
    confirmUser: (user: UserRow, iso: string) =>
      updateUser(db, user.id, confirmedFields(user, iso)),

    async insertNewUser(user: Parameters<typeof insertUser>[1]) {
      try {
        return await insertUser(db, user)
      } catch (error) {
        // Lost a race with a concurrent sign-up for the same address.
        if (await findUserByEmail(db, user.email)) {
          throw new AuthError(422, 'user_already_exists', 'User already registered')
        }
        throw error
      }
    },
  }
  return service
}
