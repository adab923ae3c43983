import path from 'node:path'
import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { type Database } from './db/database'
import { type Config } from './env'
import { type Logger } from './logger'
import { errorHandler } from './middleware/error-handler'
import { requestLog } from './middleware/request-log'
import { securityHeaders } from './middleware/security-headers'
import { createSiteRoutes } from './site/site.routes'
import { createStorageRoutes } from './storage/storage.routes'

export const MAX_BODY_BYTES = 1024 * 1024

export type AppDeps = {
  db: Database
  config: Config
  logger: Logger
  secrets: { jwtSecret: string; anonKey: string }
}

/** The composition root: middleware, one sub-app per resource, one error handler. */
export function createApp({ config, logger, secrets }: AppDeps) {
  const app = new Hono()

  app.use(requestLog(logger))
  app.use(securityHeaders({ trustProxy: config.trustProxy, noindex: config.siteAccess === 'staff' }))
  app.use(
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: (c) =>
        c.json(
          {
            code: 'request_entity_too_large',
            message: `Request body too large (max ${MAX_BODY_BYTES} bytes)`,
          },
          413,
        ),
    }),
  )

  app.route('/storage/v1', createStorageRoutes({ root: path.join(config.dataDir, 'storage') }))
  // API paths that no resource answered must not fall through to the SPA shell.
  app.all('/storage/v1/*', (c) => c.json({ message: 'Not found' }, 404))
  app.all('/auth/v1/*', (c) => c.json({ message: 'Not found' }, 404))
  app.all('/rest/v1/*', (c) => c.json({ message: 'Not found' }, 404))

  app.route(
    '/',
    createSiteRoutes({
      clientDir: config.clientDir,
      anonKey: secrets.anonKey,
      publicUrl: config.publicUrl,
      siteAccess: config.siteAccess,
    }),
  )
  app.all('*', (c) => c.json({ message: 'Method not allowed' }, 405))

  app.onError(errorHandler(logger))

  return app
}

export type App = ReturnType<typeof createApp>
