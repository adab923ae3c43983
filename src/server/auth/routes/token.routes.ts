import type { Context } from 'hono'
import { deleteCookie } from 'hono/cookie'

import { clientIp, isHttps } from '../../middleware/client-ip'
import { consume, rateLimitKey, refund } from '../../middleware/rate-limit'
import {
  AuthError,
  invalidCredentials,
  overRequestRateLimit,
  refreshGrantWire,
  validationFailed,
} from '../auth-errors'
import { limitByIp, requireUser, authRouter, setGateCookieIfStaff } from '../auth-http'
import { passwordGrantBody, readJson, refreshGrantBody } from '../auth-input'
import type { AuthService } from '../auth-service'
import { isWellFormedRefreshToken } from '../auth-tokens'
import { findUserByEmail } from '../auth.queries'
import {
  isPasswordTooLong,
  verifyDummyPassword,
  verifyPassword,
  weakPasswordReasons,
} from '../passwords'
import { exchangeRefreshToken } from '../refresh-token.queries'
import { deleteSessions, type LogoutScope, recordActivity } from '../session.queries'
import { GATE_COOKIE } from '../staff-session'
import { isBanned } from '../user-json'

/** `/token` (the password and refresh-token grants) and `/logout`. */
export function tokenRoutes(auth: AuthService) {
  const { db, config, logger, limits } = auth
  const app = authRouter()

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
    const fromHere = rateLimitKey('failed-sign-in', `${address}\n${ip}`, limits.failedSignIn)
    const anywhere = rateLimitKey('failed-sign-in-email', address, limits.failedSignIn)
    if (!(await consume(db, fromHere, limits.failedSignIn)).allowed) throw overRequestRateLimit()
    const { count: attempts } = await consume(db, anywhere, limits.failedSignIn)
    const delay = auth.delayAfterFailures(attempts - 1)
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
    if (!user.email_confirmed_at) {
      throw new AuthError(400, 'email_not_confirmed', 'Email not confirmed')
    }

    const signedIn = await auth.signIn(user, 'password', new Date())
    setGateCookieIfStaff(c, auth, signedIn.user, signedIn.session.id)
    // A password that no longer meets the rules still signs in, with a warning.
    const weak = isPasswordTooLong(password) ? null : weakPasswordReasons(password)
    return c.json(weak ? { ...signedIn.body, weak_password: weak } : signedIn.body)
  }

  const refreshGrant = async (c: Context) => {
    c.set('wire', refreshGrantWire)
    const body = await readJson(c, refreshGrantBody)
    const refreshToken = body.refresh_token ?? ''
    if (!isWellFormedRefreshToken(refreshToken)) {
      throw validationFailed('Refresh token is not valid')
    }
    const now = new Date()
    const outcome = await exchangeRefreshToken(db, {
      refreshToken,
      derivationKey: auth.derivationKey,
      reuseIntervalMs: auth.reuseIntervalMs,
      now,
    })
    setGateCookieIfStaff(c, auth, outcome.user, outcome.session.id)
    return c.json(await auth.sessionBody(outcome.user, outcome.session, outcome.refreshToken, now))
  }

  app.post(
    '/token',
    limitByIp(auth, 'token-burst', limits.tokenBurst),
    limitByIp(auth, 'token', limits.token),
    (c) => {
      const grantType = c.req.query('grant_type')
      if (grantType === 'password') return passwordGrant(c)
      if (grantType === 'refresh_token') return refreshGrant(c)
      throw new AuthError(400, 'invalid_credentials', 'unsupported_grant_type')
    },
  )

  // Not GoTrue's: a staff page reports that someone is using it, which keeps a staff session
  // from ending for inactivity (docs/wire-contract.md, Staff activity). Sessions without an idle
  // limit are left as they are. An ended session never gets here: requireUser refuses it.
  app.post('/activity', limitByIp(auth, 'activity', limits.token), requireUser(auth), async (c) => {
    const { session } = c.var
    if (session?.idle_expires_at) await recordActivity(db, session.id, config.staffIdleTimeoutMs)
    return c.body(null, 204)
  })

  app.post('/logout', requireUser(auth), async (c) => {
    const { user, session } = c.var
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

  return app
}
