import path from 'node:path'

import { Hono } from 'hono'
import { getCookie } from 'hono/cookie'

import { resolveApiCaller } from './auth/api-caller'
import { AUTH_MOUNT_PATH, createAuthApp } from './auth/auth-app'
import { goTrueWire } from './auth/auth-errors'
import { resolvePatient } from './auth/patient-caller'
import { GATE_COOKIE, isStaffGateSessionValid } from './auth/staff-session'
import type { Database } from './db/database'
import type { Config } from './env'
import { createHealthCheck, createHealthRoutes } from './health/health'
import type { Logger } from './logger'
import { createMailer, type Mailer } from './mail/mailer'
import { allowedHost, isLoopbackUrl } from './middleware/allowed-host'
import { limitBody } from './middleware/body-limit'
import type { Callers } from './middleware/caller-door'
import { corsPolicy } from './middleware/cors'
import { errorHandler } from './middleware/error-handler'
import { requestLog } from './middleware/request-log'
import { securityHeaders } from './middleware/security-headers'
import { staffGate } from './middleware/staff-gate'
import { PlainError, speaks } from './middleware/wire-error'
import { mountOwnApis } from './own-apis'
import { createRestRoutes } from './rest/rest.routes'
import { createGateOpenPaths } from './site/gate-assets'
import { createSiteRoutes } from './site/site.routes'
import { createStorageRoutes } from './storage/storage.routes'

/**
 * Node refuses larger request headers with 431. Above its 16 KiB default, so an access token
 * carrying the largest user metadata allowed (16 KB, auth/routes/user-rules.ts) still fits.
 */
export const MAX_HEADER_BYTES = 32 * 1024

export type AppDeps = {
  db: Database
  config: Config
  logger: Logger
  secrets: { jwtSecret: string; anonKey: string; intakeKey: Buffer }
  /** Outgoing mail. Defaults to SMTP or the outbox, per config (tests need not care). */
  mailer?: Mailer
  /** Nudged after a lead is stored so its notifications go out at once (outbox worker). */
  outbox?: { kick: () => void }
  /** Auth knobs tests turn; production uses the defaults. */
  auth?: {
    refreshTokenReuseIntervalMs?: number
    /** The wait after failed sign-ins for an e-mail (auth/auth-limits.ts). */
    signInDelayMs?: (failures: number) => number
  }
  /** The clock every own API runs on (booking's holds, orders, the workspace); tests set their own. */
  clock?: () => Date
  /** Recompress the prerendered pages finer after start: the running server, not each test. */
  refinePageCompression?: boolean
}

/**
 * The composition root: middleware, one sub-app per resource, one error handler. Every error is
 * thrown as a WireError (middleware/wire-error.ts) and rendered by `app.onError`.
 */
export function createApp({
  db,
  config,
  logger,
  secrets,
  mailer,
  outbox,
  auth,
  clock,
  refinePageCompression,
}: AppDeps) {
  const app = new Hono()
  const now = clock ?? (() => new Date())
  /** Who is calling an own API, resolved the same way by every door (middleware/caller-door.ts). */
  const callers: Callers = {
    resolveCaller: (headers) => resolveApiCaller(db, secrets.jwtSecret, config.staffMfa, headers),
    resolvePatient: (headers) => resolvePatient(db, secrets.jwtSecret, headers),
  }

  app.use(requestLog(logger))
  // First, so whatever refuses an auth request (even the body limit) answers in GoTrue's shape.
  app.use('/auth/v1/*', speaks(goTrueWire))
  app.use(
    securityHeaders({ trustProxy: config.trustProxy, noindex: config.siteAccess === 'staff' }),
  )
  // After the security headers, so the refusal carries them too.
  const allowLoopback = !config.publicUrlConfigured || isLoopbackUrl(config.publicUrl)
  app.use(allowedHost({ publicUrl: config.publicUrl, allowLoopback }))
  app.use(limitBody())

  const cors = corsPolicy({
    publicUrl: config.publicUrl,
    allowLoopback,
    allowedOrigins: config.corsOrigins,
  })
  for (const api of [
    '/auth/v1/*',
    '/rest/v1/*',
    '/storage/v1/*',
    '/staff/v1/*',
    '/patient/v1/*',
    '/booking/v1/*',
    '/orders/v1/*',
  ])
    app.use(api, cors)

  if (config.siteAccess === 'staff') {
    // Before launch the server, not the browser, keeps the site to staff (docs/decisions/007-staff-gate-code-split.md).
    app.use(
      staffGate({
        isOpenPath: createGateOpenPaths(config.clientDir, {
          signedWebhooks: config.stripe !== undefined,
        }),
        hasStaffSession: (c) =>
          isStaffGateSessionValid(
            db,
            secrets.jwtSecret,
            getCookie(c, GATE_COOKIE),
            config.staffMfa,
          ),
        // Staff scripts (supabase-js with a staff session) send no cookie: the data APIs
        // also admit the bearer token of a live staff session (docs/decisions/007-staff-gate-code-split.md).
        dataPaths: [
          '/rest/v1/',
          '/storage/v1/',
          '/staff/v1/',
          '/patient/v1/',
          '/booking/v1/',
          '/orders/v1/',
        ],
        hasStaffToken: async (c) => {
          const caller = await callers.resolveCaller({
            apikey: c.req.header('apikey'),
            authorization: c.req.header('authorization'),
          })
          return caller.kind === 'user' && caller.staff
        },
      }),
    )
  }

  app.route(
    AUTH_MOUNT_PATH,
    createAuthApp({
      db,
      config,
      logger,
      secrets,
      mailer: mailer ?? createMailer(config, logger),
      refreshTokenReuseIntervalMs: auth?.refreshTokenReuseIntervalMs,
      signInDelayMs: auth?.signInDelayMs,
    }),
  )
  app.route(
    '/rest/v1',
    createRestRoutes({
      db,
      logger,
      config,
      resolveCaller: callers.resolveCaller,
      onLeadStored: outbox?.kick,
      auditSecret: secrets.jwtSecret,
    }),
  )
  app.route('/storage/v1', createStorageRoutes({ root: path.join(config.dataDir, 'storage') }))
  mountOwnApis(app, { db, config, logger, secrets, outbox, now, callers })
  // API paths that no resource answered must not fall through to the SPA shell.
  for (const api of [
    '/storage/v1/*',
    '/auth/v1/*',
    '/staff/v1/*',
    '/patient/v1/*',
    '/booking/v1/*',
    '/orders/v1/*',
    '/payments/v1/*',
  ]) {
    app.all(api, () => {
      throw new PlainError(404, 'Not found')
    })
  }

  // For load balancers and monitors: no key, any Host (allowed-host.ts), open in staff mode.
  app.route('/', createHealthRoutes(createHealthCheck(db, { logger })))
  app.route(
    '/',
    createSiteRoutes({
      clientDir: config.clientDir,
      anonKey: secrets.anonKey,
      publicUrl: config.publicUrl,
      siteAccess: config.siteAccess,
      staffMfa: config.staffMfa,
      staffIdleMinutes: config.staffIdleTimeoutMs / 60_000,
      patientPortalUrl: config.patientPortalUrl,
      // scripts/prerender.ts writes them beside the client build.
      pagesDir: path.join(path.dirname(config.clientDir), 'pages'),
      refinePageCompression,
    }),
  )
  app.all('*', () => {
    throw new PlainError(405, 'Method not allowed', { headers: { 'Cache-Control': 'no-store' } })
  })

  app.onError(errorHandler(logger))

  return app
}

export type App = ReturnType<typeof createApp>
