import { randomUUID } from 'node:crypto'
import { type Context, Hono } from 'hono'
import { deleteCookie, setCookie } from 'hono/cookie'
import { createMiddleware } from 'hono/factory'
import { type Database } from '../db/database'
import { type Config } from '../env'
import { createHealthCheck } from '../health/health'
import { type Logger } from '../logger'
import { type Mailer, type MailMessage } from '../mail/mailer'
import { clientIp, isHttps } from '../middleware/client-ip'
import { consume, isLimited, type RateLimit, rateLimitKey, refund } from '../middleware/rate-limit'
import {
  AuthError,
  refreshGrantWire,
  invalidCredentials,
  overEmailSendRateLimit,
  overRequestRateLimit,
  validationFailed,
  weakPasswordError,
} from './auth-errors'
import {
  passwordGrantBody,
  readJson,
  recoverBody,
  refreshGrantBody,
  signupBody,
  updateUserBody,
  validateEmail,
} from './auth-input'
import {
  confirmationMail,
  emailChangeCurrentMail,
  emailChangedMail,
  emailChangeMail,
  emailInUseMail,
  recoveryMail,
} from './auth-mail'
import { type AuthLimits, authLimits, signInDelayMs } from './auth-limits'
import { markEmailProvenByLink } from './email-proof'
import {
  createSession,
  deleteSessions,
  deleteUser,
  exchangeRefreshToken,
  findLiveSession,
  findUserByEmail,
  findUserById,
  findUserByTokenHash,
  followEmailChangeLink,
  completeEmailChange,
  insertUser,
  type LogoutScope,
  newUserValues,
  type SessionRow,
  sortKeys,
  type TokenColumn,
  updateUser,
} from './auth.queries'
import {
  ACCESS_TOKEN_TTL_SECONDS,
  type AmrEntry,
  apiKeyRole,
  generateLinkToken,
  generateRefreshToken,
  isWellFormedRefreshToken,
  refreshTokenKey,
  sha256Hex,
  signAccessToken,
  verifyAccessToken,
} from './auth-tokens'
import {
  hashPassword,
  isPasswordTooLong,
  MAX_PASSWORD_LENGTH,
  verifyDummyPassword,
  verifyPassword,
  weakPasswordReasons,
} from './passwords'
import { createGateCookieValue, GATE_COOKIE, GATE_COOKIE_MAX_AGE } from './staff-session'
import {
  AUDIENCE,
  isBanned,
  isStaffUser,
  parseJsonObject,
  toUserJson,
  type UserRow,
  USER_ROLE,
} from './user-json'

export type AuthRoutesDeps = {
  db: Database
  config: Pick<
    Config,
    'publicUrl' | 'authEmailConfirm' | 'trustProxy' | 'siteAccess' | 'authRateLimits'
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
const LINK_TTL_MS = {
  confirmation: 24 * 60 * 60_000,
  recovery: 60 * 60_000,
  emailChange: 24 * 60 * 60_000,
}
const DEFAULT_REUSE_INTERVAL_MS = 10_000
const EMAIL_CHANGE_FIRST_LINK_MESSAGE =
  'Confirmation link accepted. Please proceed to confirm link sent to the other email'

/** The version GoTrue reports on /health: the contract we implement. */
const GOTRUE_CONTRACT_VERSION = 'v2.196.0'

const VERIFY_TYPES = {
  signup: {
    column: 'confirmation_token_hash',
    sentAt: 'confirmation_sent_at',
    amr: 'email/signup',
  },
  recovery: { column: 'recovery_token_hash', sentAt: 'recovery_sent_at', amr: 'recovery' },
  email_change: {
    column: 'email_change_token_hash',
    sentAt: 'email_change_sent_at',
    amr: 'email_change',
  },
} as const satisfies Record<string, { column: TokenColumn; sentAt: keyof UserRow; amr: string }>

/**
 * Supabase Auth (GoTrue) compatible service, answering unmodified supabase-js.
 * Mount with `app.route('/auth/v1', createAuthRoutes(deps))`. The wire contract is
 * docs/wire-contract.md; the sections named below are its headings.
 */
export function createAuthRoutes(deps: AuthRoutesDeps) {
  const { db, config, logger, secrets, mailer } = deps
  const reuseIntervalMs = deps.refreshTokenReuseIntervalMs ?? DEFAULT_REUSE_INTERVAL_MS
  const derivationKey = refreshTokenKey(secrets.jwtSecret)
  const LIMITS: AuthLimits = authLimits(config.authRateLimits)
  const delayAfterFailures = deps.signInDelayMs ?? signInDelayMs
  const app = new Hono()

  // ---- helpers that need the request ------------------------------------------------

  // Links in mail, redirects and token issuers come from configuration only, never from the
  // request's Host (docs/decisions/014-public-origin-from-configuration.md).
  const origin = config.publicUrl

  /** `redirect_to` only if it is on our own origin (GoTrue's allow list), else the site. */
  const safeRedirect = (redirectTo: string | undefined): string => {
    if (redirectTo) {
      try {
        const url = new URL(redirectTo)
        if (url.origin === origin) return url.href
      } catch {
        // not a URL: fall back below
      }
    }
    return `${origin}/`
  }

  const limitByIp = async (c: Context, bucket: string, limit: RateLimit) => {
    const key = rateLimitKey(bucket, clientIp(c, config.trustProxy), limit)
    if (!(await consume(db, key, limit)).allowed) throw overRequestRateLimit()
  }

  const emailRateLimitExceeded = () =>
    new AuthError(429, 'over_email_send_rate_limit', 'email rate limit exceeded')

  /**
   * Two instance-wide hourly budgets (GOTRUE_RATE_LIMIT_EMAIL_SENT), so that sign-ups and
   * e-mail changes — which anyone can trigger — can never use up password recovery.
   */
  const mailBudget = (kind: 'signup' | 'recovery') =>
    kind === 'recovery'
      ? {
          key: rateLimitKey('email-sent-recovery', 'all', LIMITS.recoveryEmailSent),
          limit: LIMITS.recoveryEmailSent,
        }
      : { key: rateLimitKey('email-sent', 'all', LIMITS.emailSent), limit: LIMITS.emailSent }

  const isMailBudgetSpent = (kind: 'signup' | 'recovery') => {
    const { key, limit } = mailBudget(kind)
    return isLimited(db, key, limit)
  }

  /**
   * Count one mail to `to` against its kind's budget and the recipient's own hourly limit,
   * so nobody can flood one inbox or spend the instance's mail. False when either is spent.
   */
  const spendMail = async (kind: 'signup' | 'recovery', to: string): Promise<boolean> => {
    const perAddress = await consume(
      db,
      rateLimitKey('email-to', to, LIMITS.emailsPerAddress),
      LIMITS.emailsPerAddress,
    )
    if (!perAddress.allowed) return false
    const { key, limit } = mailBudget(kind)
    return (await consume(db, key, limit)).allowed
  }

  const checkResendInterval = (sentAt: string | null, now: number) => {
    if (sentAt === null) return
    const left = Date.parse(sentAt) + EMAIL_RESEND_INTERVAL_MS - now
    if (left > 0) throw overEmailSendRateLimit(Math.ceil(left / 1000))
  }
  const withinResendInterval = (sentAt: string | null, now: number) =>
    sentAt !== null && Date.parse(sentAt) + EMAIL_RESEND_INTERVAL_MS > now

  const sendMail = async (message: MailMessage, kind: string) => {
    try {
      await mailer.send(message)
    } catch (error) {
      logger.error(
        { err: { type: (error as Error).name, message: (error as Error).message } },
        `auth: ${kind} mail failed`,
      )
      throw new AuthError(500, 'unexpected_failure', `Error sending ${kind} email`)
    }
  }

  const verifyLink = (token: string, type: keyof typeof VERIFY_TYPES, redirectTo: string) =>
    `${origin}/auth/v1/verify?${new URLSearchParams({ token, type, redirect_to: redirectTo }).toString()}`

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

  /** GoTrue's AccessTokenResponse (Sessions). */
  const sessionBody = async (
    user: UserRow,
    session: SessionRow,
    refreshToken: string,
    now: Date,
  ) => {
    const nowSeconds = Math.floor(now.getTime() / 1000)
    const { token, exp } = await accessToken(user, session, nowSeconds)
    return {
      access_token: token,
      token_type: 'bearer',
      expires_in: exp - nowSeconds,
      expires_at: exp,
      refresh_token: refreshToken,
      user: toUserJson(user),
    }
  }

  /** A new session for `user` (sign-in, autoconfirmed sign-up, e-mail link). */
  const signIn = async (c: Context, user: UserRow, method: string, now: Date) => {
    const refreshToken = generateRefreshToken()
    const session = await createSession(db, {
      userId: user.id,
      amr: [{ method, timestamp: Math.floor(now.getTime() / 1000) }],
      refreshToken,
      now,
    })
    const iso = now.toISOString()
    const signedIn = await updateUser(db, user.id, { last_sign_in_at: iso, updated_at: iso })
    logger.info({ userId: user.id, sessionId: session.id, method }, 'auth: signed in')
    setGateCookieIfStaff(c, signedIn, session.id)
    return { body: await sessionBody(signedIn, session, refreshToken, now), session }
  }

  const setGateCookieIfStaff = (c: Context, user: UserRow, sessionId: string) => {
    if (!isStaffUser(user) || isBanned(user)) return
    setCookie(c, GATE_COOKIE, createGateCookieValue(secrets.jwtSecret, sessionId), {
      path: '/',
      httpOnly: true,
      sameSite: 'Lax',
      maxAge: GATE_COOKIE_MAX_AGE,
      secure: isHttps(c, config.trustProxy),
    })
  }

  /** GoTrue's `requireAuthentication` (Access tokens). */
  const authenticate = async (c: Context) => {
    const match = /^bearer\s+(\S+)\s*$/i.exec(c.req.header('authorization') ?? '')
    if (!match?.[1]) {
      throw new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token')
    }
    const claims = await verifyAccessToken(secrets.jwtSecret, match[1])
    const requestAudience = c.req.header('x-jwt-aud')
    if (requestAudience && claims.aud !== requestAudience) {
      throw validationFailed("Token audience doesn't match request audience")
    }
    const user = await findUserById(db, claims.sub)
    if (!user)
      throw new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist')
    let session: SessionRow | undefined
    if (claims.session_id) {
      session = await findLiveSession(db, claims.session_id)
      if (!session || session.user_id !== user.id) {
        throw new AuthError(
          403,
          'session_not_found',
          'Session from session_id claim in JWT does not exist',
        )
      }
    }
    if (isBanned(user)) throw new AuthError(403, 'user_banned', 'User is banned')
    return { user, session }
  }

  // ---- middleware ------------------------------------------------------------------

  // CORS is answered in front of every API (middleware/cors.ts); auth answers are never cached.
  app.use(
    '*',
    createMiddleware(async (c, next) => {
      await next()
      if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', 'no-store')
    }),
  )

  // The gateway's key-auth (API keys): Kong's own bodies, no GoTrue error shape. /verify and
  // the JWKS are opened from e-mail links and by key discovery, which carry no apikey;
  // unknown paths fall through to the app's JSON 404.
  const requireApiKey = createMiddleware(async (c, next) => {
    const apiKey = c.req.header('apikey')
    if (!apiKey) return c.json({ message: 'No API key found in request' }, 401)
    if (!(await apiKeyRole(secrets.jwtSecret, apiKey))) {
      return c.json({ message: 'Invalid API key' }, 401)
    }
    return next()
  })
  for (const path of [
    '/signup',
    '/token',
    '/logout',
    '/user',
    '/recover',
    '/settings',
    '/health',
  ]) {
    app.use(path, requireApiKey)
  }

  // ---- informational ---------------------------------------------------------------

  // GoTrue's fields, and what the site's own /health reports: the database, answering 503
  // when it is unreachable, and the outbox backlog (health/health.ts).
  const health = createHealthCheck(db, { logger })
  app.get('/health', async (c) => {
    const report = await health()
    return c.json(
      {
        version: GOTRUE_CONTRACT_VERSION,
        name: 'GoTrue',
        description: 'GoTrue is a user registration and authentication API',
        ...report,
      },
      report.status === 'ok' ? 200 : 503,
    )
  })

  app.get('/settings', (c) => {
    const providers = [
      'anonymous_users',
      'apple',
      'azure',
      'bitbucket',
      'discord',
      'facebook',
      'snapchat',
      'figma',
      'fly',
      'github',
      'gitlab',
      'google',
      'keycloak',
      'kakao',
      'linkedin',
      'linkedin_oidc',
      'notion',
      'spotify',
      'slack',
      'slack_oidc',
      'workos',
      'twitch',
      'twitter',
      'email',
      'phone',
      'zoom',
    ]
    return c.json({
      external: Object.fromEntries(providers.map((name) => [name, name === 'email'])),
      disable_signup: config.siteAccess === 'staff',
      mailer_autoconfirm: !config.authEmailConfirm,
      phone_autoconfirm: false,
      sms_provider: '',
      saml_enabled: false,
      saml_private_key_next_configured: false,
      passkeys_enabled: false,
    })
  })

  // Access tokens: HS256 keys are never published.
  app.get('/.well-known/jwks.json', (c) =>
    c.json({ keys: [] }, 200, { 'Cache-Control': 'public, max-age=600' }),
  )

  // ---- sign-up (Sign-up) -----------------------------------------------------------

  app.post('/signup', async (c) => {
    await limitByIp(c, 'signup', LIMITS.otp)
    // Before launch only staff use the site, and staff accounts are made from the shell.
    if (config.siteAccess === 'staff') {
      throw new AuthError(422, 'signup_disabled', 'Signups not allowed for this instance')
    }
    const body = await readJson(c, signupBody)
    const email = body.email ?? ''
    const phone = body.phone ?? ''
    const password = body.password ?? ''
    const data = body.data ?? {}
    const autoconfirm = !config.authEmailConfirm

    if (!email && !phone) {
      throw new AuthError(422, 'anonymous_provider_disabled', 'Anonymous sign-ins are disabled')
    }
    if (!password) throw validationFailed('Signup requires a valid password')
    assertStrongPassword(password)
    if (email && phone) {
      throw validationFailed('Only an email address or phone number should be provided on signup.')
    }
    if (phone) throw new AuthError(400, 'phone_provider_disabled', 'Phone signups are disabled')
    const address = validateEmail(email)
    assertMetadataSize(data)
    const now = new Date()
    const iso = now.toISOString()
    const redirectTo = safeRedirect(c.req.query('redirect_to'))
    // Checked before the account is looked up, so a spent budget answers alike for all.
    if (!autoconfirm && (await isMailBudgetSpent('signup'))) throw emailRateLimitExceeded()

    const existing = await findUserByEmail(db, address)
    if (existing?.email_confirmed_at) {
      if (autoconfirm) throw new AuthError(422, 'user_already_exists', 'User already registered')
      // Confirmation on: answer like a new sign-up, with a fake user (identities: []), and
      // spend the time a new sign-up would, so neither body nor timing reveals the account.
      await hashPassword(password)
      return c.json(obfuscatedUser(existing, data, iso))
    }

    if (existing) {
      // Unconfirmed: the account is not updated (we cannot know who is asking).
      if (autoconfirm) {
        // GoTrue would confirm and sign in whoever asks; we insist on the account's own
        // password, so a pending sign-up cannot be taken over (a deliberate deviation).
        const matches =
          existing.encrypted_password !== null &&
          (await verifyPassword(existing.encrypted_password, password))
        if (!matches) throw new AuthError(422, 'user_already_exists', 'User already registered')
        const confirmed = await confirmUser(existing, iso)
        const { body: session } = await signIn(c, confirmed, 'password', now)
        return c.json(session)
      }
      // Too soon, or the inbox has had its share: answer as for a new sign-up, send nothing.
      if (
        withinResendInterval(existing.confirmation_sent_at, now.getTime()) ||
        !(await spendMail('signup', address))
      ) {
        return c.json(toUserJson(existing))
      }
      const token = generateLinkToken()
      await sendMail(
        confirmationMail(address, verifyLink(token, 'signup', redirectTo)),
        'confirmation',
      )
      const resent = await updateUser(db, existing.id, {
        confirmation_token_hash: sha256Hex(token),
        confirmation_sent_at: iso,
        updated_at: iso,
      })
      logger.info({ userId: existing.id }, 'auth: confirmation re-sent')
      return c.json(toUserJson(resent))
    }

    const newUser = newUserValues({
      email: address,
      encryptedPassword: await hashPassword(password),
      userMetadata: data,
      confirmedAt: autoconfirm ? iso : null,
      now: iso,
    })

    if (autoconfirm) {
      const user = await insertNewUser(newUser)
      logger.info({ userId: user.id }, 'auth: signed up')
      const { body: session } = await signIn(c, user, 'password', now)
      return c.json(session)
    }

    if (!(await spendMail('signup', address))) throw emailRateLimitExceeded()
    const token = generateLinkToken()
    const user = await insertNewUser({ ...newUser, confirmation_token_hash: sha256Hex(token) })
    try {
      await sendMail(
        confirmationMail(address, verifyLink(token, 'signup', redirectTo)),
        'confirmation',
      )
    } catch (error) {
      // GoTrue creates the user and sends the mail in one transaction; undo the insert.
      await deleteUser(db, user.id)
      throw error
    }
    const pending = await updateUser(db, user.id, { confirmation_sent_at: iso })
    logger.info({ userId: user.id }, 'auth: signed up, confirmation sent')
    return c.json(toUserJson(pending))
  })

  const insertNewUser = async (user: Parameters<typeof insertUser>[1]) => {
    try {
      return await insertUser(db, user)
    } catch (error) {
      // Lost a race with a concurrent sign-up for the same address.
      if (await findUserByEmail(db, user.email)) {
        throw new AuthError(422, 'user_already_exists', 'User already registered')
      }
      throw error
    }
  }

  /** `User.Confirm`: stamps the address confirmed and merges email_verified into user_metadata. */
  const confirmUser = (user: UserRow, iso: string) =>
    updateUser(db, user.id, {
      email_confirmed_at: user.email_confirmed_at ?? iso,
      confirmation_token_hash: null,
      raw_user_meta_data: JSON.stringify({
        ...parseJsonObject(user.raw_user_meta_data),
        email_verified: true,
      }),
      updated_at: iso,
    })

  // ---- tokens (Password grant, Refresh grant) --------------------------------------

  app.post('/token', async (c) => {
    await limitByIp(c, 'token-burst', LIMITS.tokenBurst)
    await limitByIp(c, 'token', LIMITS.token)
    const grantType = c.req.query('grant_type')
    if (grantType === 'password') return passwordGrant(c)
    if (grantType === 'refresh_token') return refreshGrant(c)
    throw new AuthError(400, 'invalid_credentials', 'unsupported_grant_type')
  })

  const passwordGrant = async (c: Context) => {
    const body = await readJson(c, passwordGrantBody)
    const email = body.email ?? ''
    const phone = body.phone ?? ''
    const password = body.password ?? ''
    if (email && phone) {
      throw validationFailed('Only an email address or phone number should be provided on login.')
    }
    if (!email && !phone) throw validationFailed('missing email or phone')
    if (phone) throw new AuthError(422, 'phone_provider_disabled', 'Phone logins are disabled')

    // An attempt counts before the password is checked — so parallel guesses cannot all
    // slip in before the first failure is counted — and is handed back when it succeeds.
    // The hard limit is per e-mail *and* client address: a stranger guessing elsewhere
    // cannot lock the owner out. Against guessing from many addresses, each failure for an
    // e-mail makes the next attempt wait longer
    // (docs/decisions/014-public-origin-from-configuration.md, part 2).
    const address = email.toLowerCase()
    const ip = clientIp(c, config.trustProxy)
    const fromHere = rateLimitKey('failed-sign-in', `${address}\n${ip}`, LIMITS.failedSignIn)
    const anywhere = rateLimitKey('failed-sign-in-email', address, LIMITS.failedSignIn)
    if (!(await consume(db, fromHere, LIMITS.failedSignIn)).allowed) throw overRequestRateLimit()
    const { count: attempts } = await consume(db, anywhere, LIMITS.failedSignIn)
    const delay = delayAfterFailures(attempts - 1)
    if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay))

    const user = await findUserByEmail(db, address)
    if (!user?.encrypted_password) {
      await verifyDummyPassword(password)
      throw invalidCredentials()
    }
    // GoTrue checks the ban before the password.
    if (isBanned(user)) throw new AuthError(400, 'user_banned', 'User is banned')
    if (!(await verifyPassword(user.encrypted_password, password))) throw invalidCredentials()
    await refund(db, fromHere)
    await refund(db, anywhere)
    if (!user.email_confirmed_at)
      throw new AuthError(400, 'email_not_confirmed', 'Email not confirmed')

    const { body: session } = await signIn(c, user, 'password', new Date())
    // Password rules: a password that no longer meets them still signs in, with a warning.
    const weak = isPasswordTooLong(password) ? null : weakPasswordReasons(password)
    return c.json(weak ? { ...session, weak_password: weak } : session)
  }

  const refreshGrant = async (c: Context) => {
    c.set('wire', refreshGrantWire)
    const body = await readJson(c, refreshGrantBody)
    const refreshToken = body.refresh_token ?? ''
    if (!isWellFormedRefreshToken(refreshToken))
      throw validationFailed('Refresh token is not valid')
    const now = new Date()
    const outcome = await exchangeRefreshToken(db, {
      refreshToken,
      derivationKey,
      reuseIntervalMs,
      now,
    })
    setGateCookieIfStaff(c, outcome.user, outcome.session.id)
    return c.json(await sessionBody(outcome.user, outcome.session, outcome.refreshToken, now))
  }

  // ---- sign-out (Sign-out) ---------------------------------------------------------

  app.post('/logout', async (c) => {
    const { user, session } = await authenticate(c)
    const requested = c.req.query('scope') || 'global'
    if (requested !== 'global' && requested !== 'local' && requested !== 'others') {
      throw validationFailed(`Unsupported logout scope "${requested}"`)
    }
    // Without a session_id claim there is no "this session": fall back to global.
    const scope: LogoutScope = session ? requested : 'global'
    await deleteSessions(db, user.id, scope, session?.id)
    if (scope !== 'others') {
      deleteCookie(c, GATE_COOKIE, { path: '/', secure: isHttps(c, config.trustProxy) })
    }
    logger.info({ userId: user.id, sessionId: session?.id, scope }, 'auth: signed out')
    return c.body(null, 204)
  })

  // ---- the user (Get user, Update user) --------------------------------------------

  app.get('/user', async (c) => {
    const { user } = await authenticate(c)
    return c.json(toUserJson(user))
  })

  app.put('/user', async (c) => {
    await limitByIp(c, 'user-update', LIMITS.otp)
    const { user, session } = await authenticate(c)
    const body = await readJson(c, updateUserBody)
    if (body.app_metadata !== undefined && body.app_metadata !== null) {
      throw new AuthError(403, 'not_admin', 'Updating app_metadata requires admin privileges')
    }
    const now = new Date()
    const iso = now.toISOString()

    // Validate everything first, so a rejected field never leaves a half-applied update.
    const password = body.password ?? undefined
    if (password !== undefined) {
      assertStrongPassword(password)
      if (user.encrypted_password && (await verifyPassword(user.encrypted_password, password))) {
        throw new AuthError(
          422,
          'same_password',
          'New password should be different from the old password.',
        )
      }
    }
    if (body.phone)
      throw new AuthError(400, 'phone_provider_disabled', 'Phone updates are disabled')
    let newEmail: string | undefined
    if (body.email && body.email.toLowerCase() !== user.email) {
      newEmail = validateEmail(body.email)
      checkResendInterval(
        user.email_change === newEmail ? user.email_change_sent_at : null,
        now.getTime(),
      )
    }

    const patch: Parameters<typeof updateUser>[2] = { updated_at: iso }
    if (body.data) {
      // Key-by-key merge; a null value deletes the key.
      const metadata = parseJsonObject(user.raw_user_meta_data)
      for (const [key, value] of Object.entries(body.data)) {
        if (value === null) delete metadata[key]
        else metadata[key] = value
      }
      assertMetadataSize(metadata)
      patch.raw_user_meta_data = JSON.stringify(metadata)
    }
    if (password !== undefined) {
      patch.encrypted_password = await hashPassword(password)
      patch.recovery_token_hash = null
    }
    if (newEmail) Object.assign(patch, await startEmailChange(c, user, newEmail, iso))

    const updated = await db.transaction().execute(async (trx) => {
      const row = await updateUser(trx, user.id, patch)
      // Update user: a new password signs out every other session.
      if (password !== undefined)
        await deleteSessions(trx, user.id, session ? 'others' : 'global', session?.id)
      return row
    })
    logger.info(
      {
        userId: user.id,
        password: password !== undefined,
        data: Boolean(body.data),
        emailChange: Boolean(newEmail),
      },
      'auth: user updated',
    )
    return c.json(toUserJson(updated))
  })

  /**
   * GoTrue's secure e-mail change: one link to the current address, one to the new; the
   * change happens when both are followed (/verify), so a stolen access token alone cannot
   * move the account. An address that already has an account is answered exactly like a
   * free one (its owner is told instead of being sent a link), so the answer reveals nothing.
   */
  const startEmailChange = async (
    c: Context,
    user: UserRow,
    newEmail: string,
    iso: string,
  ): Promise<Parameters<typeof updateUser>[2]> => {
    const changes = await consume(
      db,
      rateLimitKey('email-change', user.id, LIMITS.emailChanges),
      LIMITS.emailChanges,
    )
    if (!changes.allowed) throw emailRateLimitExceeded()
    if (await isMailBudgetSpent('signup')) throw emailRateLimitExceeded()
    if (!(await spendMail('signup', newEmail)) || !(await spendMail('signup', user.email))) {
      throw emailRateLimitExceeded()
    }
    const redirectTo = safeRedirect(c.req.query('redirect_to'))
    const tokenNew = generateLinkToken()
    const tokenCurrent = generateLinkToken()
    const taken = (await findUserByEmail(db, newEmail)) !== undefined
    await sendMail(
      emailChangeCurrentMail(user.email, verifyLink(tokenCurrent, 'email_change', redirectTo)),
      'change',
    )
    await sendMail(
      taken
        ? emailInUseMail(newEmail)
        : emailChangeMail(newEmail, verifyLink(tokenNew, 'email_change', redirectTo)),
      'change',
    )
    return {
      email_change: newEmail,
      email_change_token_hash: sha256Hex(tokenNew),
      email_change_token_current_hash: sha256Hex(tokenCurrent),
      email_change_confirm_status: 0,
      email_change_sent_at: iso,
    }
  }

  // ---- e-mail links (Password recovery, E-mail links) ------------------------------

  app.post('/recover', async (c) => {
    await limitByIp(c, 'recover', LIMITS.otp)
    const body = await readJson(c, recoverBody)
    if (!body.email) throw validationFailed('Password recovery requires an email')
    const address = validateEmail(body.email)
    // Every address gets the same answer — unknown, just sent to, or at its mail limit — so
    // the form reveals no accounts. Only a spent instance budget is said, and to everyone.
    if (await isMailBudgetSpent('recovery')) throw emailRateLimitExceeded()
    const user = await findUserByEmail(db, address)
    if (!user) return c.json({})
    const now = new Date()
    if (withinResendInterval(user.recovery_sent_at, now.getTime())) return c.json({})
    if (!(await spendMail('recovery', address))) return c.json({})
    const token = generateLinkToken()
    const redirectTo = safeRedirect(c.req.query('redirect_to'))
    await sendMail(recoveryMail(address, verifyLink(token, 'recovery', redirectTo)), 'recovery')
    const iso = now.toISOString()
    await updateUser(db, user.id, {
      recovery_token_hash: sha256Hex(token),
      recovery_sent_at: iso,
      updated_at: iso,
    })
    logger.info({ userId: user.id }, 'auth: recovery sent')
    return c.json({})
  })

  app.get('/verify', async (c) => {
    await limitByIp(c, 'verify', LIMITS.verify)
    const type = c.req.query('type')
    const token = c.req.query('token')
    if (!type) throw validationFailed('Verify requires a verification type')
    if (!(type === 'signup' || type === 'recovery' || type === 'email_change')) {
      throw validationFailed('Unsupported verification type')
    }
    if (!token) throw validationFailed('Verify requires a token or a token hash')
    const redirectTo = safeRedirect(c.req.query('redirect_to'))
    const spec = VERIFY_TYPES[type]
    const now = new Date()
    const iso = now.toISOString()

    const linkError = () => {
      const fragment = new URLSearchParams({
        error: 'access_denied',
        error_code: 'otp_expired',
        error_description: 'Email link is invalid or has expired',
      })
      return c.redirect(`${withoutFragment(redirectTo)}#${fragment.toString()}`, 303)
    }

    const hash = sha256Hex(token)
    // An e-mail change sends two links (to the new address and to the current one).
    const byCurrentAddressLink =
      type === 'email_change'
        ? await findUserByTokenHash(db, 'email_change_token_current_hash', hash)
        : undefined
    const user = byCurrentAddressLink ?? (await findUserByTokenHash(db, spec.column, hash))
    const sentAt = user?.[spec.sentAt]
    const ttl =
      type === 'recovery'
        ? LINK_TTL_MS.recovery
        : type === 'signup'
          ? LINK_TTL_MS.confirmation
          : LINK_TTL_MS.emailChange
    if (!user || !sentAt || Date.parse(sentAt) + ttl < now.getTime() || isBanned(user))
      return linkError()

    let verified: UserRow
    if (type === 'signup') {
      verified = await confirmUser(user, iso)
    } else if (type === 'recovery') {
      // Opening a recovery link also proves the address.
      if (!user.email_confirmed_at) await confirmUser(user, iso)
      verified = await updateUser(db, user.id, { recovery_token_hash: null, updated_at: iso })
    } else {
      const newEmail = user.email_change
      if (!newEmail || (await findUserByEmail(db, newEmail))) return linkError()
      const column = byCurrentAddressLink
        ? 'email_change_token_current_hash'
        : 'email_change_token_hash'
      const followed = await followEmailChangeLink(db, user.id, column, hash, iso)
      if (followed === 'stale') return linkError()
      if (followed === 'first') {
        // GoTrue's answer to the first of the two links: no session yet.
        const fragment = new URLSearchParams({ message: EMAIL_CHANGE_FIRST_LINK_MESSAGE })
        return c.redirect(`${withoutFragment(redirectTo)}#${fragment.toString()}`, 303)
      }
      const identityData = JSON.stringify(
        sortKeys({ ...parseJsonObject(user.identity_data), email: newEmail }),
      )
      const changed = await completeEmailChange(db, user, newEmail, identityData, iso)
      if (!changed) return linkError()
      verified = changed
      logger.info({ userId: user.id }, 'auth: e-mail changed')
      // The old address is told, so a change made with a stolen session does not go unseen.
      await sendMail(emailChangedMail(user.email), 'change notice').catch(() => undefined)
    }

    // Following a link mailed to the address proves it (staff promotion relies on it).
    verified = await markEmailProvenByLink(db, verified.id, iso)
    const { body: session } = await signIn(c, verified, spec.amr, now)
    const fragment = new URLSearchParams({
      access_token: session.access_token,
      expires_at: String(session.expires_at),
      expires_in: String(session.expires_in),
      refresh_token: session.refresh_token,
      token_type: 'bearer',
      type,
    })
    return c.redirect(`${withoutFragment(redirectTo)}#${fragment.toString()}`, 303)
  })

  return app
}

/** Metadata is copied into every access token: past this, the user's own requests fail (431). */
export const MAX_USER_METADATA_BYTES = 16 * 1024

function assertMetadataSize(metadata: Record<string, unknown>) {
  const bytes = Buffer.byteLength(JSON.stringify(metadata))
  if (bytes > MAX_USER_METADATA_BYTES) {
    throw new AuthError(
      422,
      'validation_failed',
      `User metadata is too large: ${bytes} bytes as JSON, at most ${MAX_USER_METADATA_BYTES} allowed`,
    )
  }
}

/** The password rules that block: over 72 characters (400), then the weak reasons (422). */
function assertStrongPassword(password: string) {
  if (isPasswordTooLong(password)) {
    throw validationFailed(`Password cannot be longer than ${MAX_PASSWORD_LENGTH} characters`)
  }
  const weak = weakPasswordReasons(password)
  if (weak) throw weakPasswordError(weak.message, weak.reasons)
}

/** GoTrue's `sanitizeUser` (Sign-up): what a sign-up for a taken address sees when confirmation is on. */
function obfuscatedUser(existing: UserRow, data: Record<string, unknown>, iso: string) {
  return {
    id: randomUUID(),
    aud: AUDIENCE,
    role: '',
    email: existing.email,
    phone: '',
    confirmation_sent_at: iso,
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: data,
    identities: [],
    created_at: iso,
    updated_at: iso,
    is_anonymous: false,
  }
}

function withoutFragment(url: string): string {
  const hash = url.indexOf('#')
  return hash < 0 ? url : url.slice(0, hash)
}
