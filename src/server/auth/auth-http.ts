import { type Context, Hono } from 'hono'
import { setCookie } from 'hono/cookie'
import { createMiddleware } from 'hono/factory'
import { METHOD_NAME_ALL, type Router } from 'hono/router'
import { RegExpRouter } from 'hono/router/reg-exp-router'
import { SmartRouter } from 'hono/router/smart-router'
import { TrieRouter } from 'hono/router/trie-router'

import { clientIp, isHttps } from '../middleware/client-ip'
import { consume, type RateLimit, rateLimitKey } from '../middleware/rate-limit'
import { PlainError } from '../middleware/wire-error'
import { AuthError, overRequestRateLimit, validationFailed } from './auth-errors'
import type { AuthService } from './auth-service'
import { apiKeyRole, verifyAccessToken } from './auth-tokens'
import { findUserById } from './auth.queries'
import { findLiveSession, type SessionRow } from './session.queries'
import { createGateCookieValue, GATE_COOKIE, GATE_COOKIE_MAX_AGE } from './staff-session'
import { isBanned, isStaffUser, type UserRow } from './user-json'

// What the auth routers share on the HTTP side: the typed context, the gateway's key check,
// `requireUser`, per-address limits and the staff gate cookie.

export type AuthEnv = {
  Variables: {
    /** Set by `requireUser`. */
    user: UserRow
    /** The session of the token's session_id claim; undefined for a token without one. */
    session: SessionRow | undefined
  }
}

/** A router of the auth API, typed with what `requireUser` sets. */
export const authRouter = () => new Hono<AuthEnv>()

/**
 * The routes of /auth/v1 open without an API key, each on purpose: `/verify` is opened from
 * an e-mail link and `/.well-known/jwks.json` by key discovery, neither of which can carry
 * one. Every other route needs the key, listed or not. These are route patterns, compared
 * with the pattern of the route a request reaches, never with the request's path.
 */
export const API_KEY_EXEMPT_ROUTES: ReadonlySet<string> = new Set([
  '/verify',
  '/.well-known/jwks.json',
])

/**
 * The gateway's key-auth: Kong's own bodies, no GoTrue error shape. Required on every route
 * of `routes` (any method) except the exemptions; a path no route has falls through to the
 * app's JSON 404, as the gateway in front of GoTrue would not know it either.
 */
export function requireApiKey(
  jwtSecret: string,
  mountPath: string,
  routes: () => readonly { path: string }[],
) {
  let keyed: Router<string> | undefined
  return createMiddleware(async (c, next) => {
    keyed ??= keyedRoutes(mountPath, routes())
    // The path the app routes by (c.req.path), matched whole against the mounted patterns.
    if (keyed.match(c.req.method, c.req.path)[0].length === 0) return next()
    const apiKey = c.req.header('apikey')
    if (!apiKey) throw new PlainError(401, 'No API key found in request')
    if (!(await apiKeyRole(jwtSecret, apiKey))) throw new PlainError(401, 'Invalid API key')
    return next()
  })
}

/**
 * The routes that need the key, in a router built like Hono's default one, so a request is
 * keyed exactly when the app would route it to one of them: a `:param` or a wildcard in a
 * pattern matches as it does for the app, and on any method, so a method the route lacks is
 * refused before the app says so. The catch-all is left out: it is how middleware is
 * registered, and keying it would key the 404 of unknown paths too.
 */
function keyedRoutes(mountPath: string, routes: readonly { path: string }[]): Router<string> {
  const router = new SmartRouter<string>({ routers: [new RegExpRouter(), new TrieRouter()] })
  const patterns = new Set(routes.map((route) => route.path))
  for (const pattern of patterns) {
    if (pattern === '*' || pattern === '/*' || API_KEY_EXEMPT_ROUTES.has(pattern)) continue
    router.add(METHOD_NAME_ALL, `${mountPath}${pattern}`, pattern)
  }
  return router
}

/** Counts the request in a per-address bucket; over the limit, GoTrue's 429. */
export function limitByIp(auth: AuthService, bucket: string, limit: RateLimit) {
  return createMiddleware(async (c, next) => {
    const key = rateLimitKey(bucket, clientIp(c, auth.config.trustProxy), limit)
    if (!(await consume(auth.db, key, limit)).allowed) throw overRequestRateLimit()
    return next()
  })
}

/** GoTrue's `requireAuthentication`: sets `c.var.user` and `c.var.session`. */
export function requireUser(auth: AuthService) {
  return createMiddleware<AuthEnv>(async (c, next) => {
    const match = /^bearer\s+(\S+)\s*$/i.exec(c.req.header('authorization') ?? '')
    if (!match?.[1]) {
      throw new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token')
    }
    const claims = await verifyAccessToken(auth.jwtSecret, match[1])
    const requestAudience = c.req.header('x-jwt-aud')
    if (requestAudience && claims.aud !== requestAudience) {
      throw validationFailed("Token audience doesn't match request audience")
    }
    const user = await findUserById(auth.db, claims.sub)
    if (!user) {
      throw new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist')
    }
    let session: SessionRow | undefined
    if (claims.session_id) {
      session = await findLiveSession(auth.db, claims.session_id)
      if (!session || session.user_id !== user.id) {
        throw new AuthError(
          403,
          'session_not_found',
          'Session from session_id claim in JWT does not exist',
        )
      }
    }
    if (isBanned(user)) throw new AuthError(403, 'user_banned', 'User is banned')
    c.set('user', user)
    c.set('session', session)
    return next()
  })
}

/** A staff member's session also opens the staff gate (docs/decisions/007-staff-gate-code-split.md). */
export function setGateCookieIfStaff(
  c: Context,
  auth: AuthService,
  user: UserRow,
  sessionId: string,
) {
  if (!isStaffUser(user) || isBanned(user)) return
  setCookie(c, GATE_COOKIE, createGateCookieValue(auth.jwtSecret, sessionId), {
    path: '/',
    httpOnly: true,
    sameSite: 'Lax',
    maxAge: GATE_COOKIE_MAX_AGE,
    secure: isHttps(c, auth.config.trustProxy),
  })
}
