import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import { type Http2Bindings, type HttpBindings, serve } from '@hono/node-server'

import { createApp, MAX_HEADER_BYTES } from './app'
import { releaseExpiredHolds } from './booking/appointment-holds.queries'
import { answerClientErrors } from './client-errors'
import { openDatabase } from './db/database'
import { type Config, ConfigError, loadConfig, withListeningPort } from './env'
import { createShutdown, exitOnSignals } from './lib/graceful-shutdown'
import { periodicTask } from './lib/periodic-task'
import { createLogger } from './logger'
import { createMailer } from './mail/mailer'
import { baseSecurityHeaders } from './middleware/security-headers'
import { releaseUnpaidOrders } from './orders/unpaid-orders'
import { createOutboxWorker } from './outbox/outbox-worker'
import { startUp } from './startup'

/**
 * How often holds that ran out are released: visits not confirmed within
 * BOOKING_CONFIRM_MINUTES (booking/appointment.queries.ts) and orders unpaid past
 * ORDER_HOLD_HOURS (orders/unpaid-orders.ts).
 */
const HOLD_CHECK_MS = 60_000

async function main() {
  const config = loadConfig()
  const logger = createLogger(config.logLevel)

  const database = openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: config.databasePoolSize,
  })
  // Migrations, the staff account and storage, under one lock (several processes may start
  // together on PostgreSQL); refuses PostgreSQL without JWT_SECRET.
  const { jwtSecret, anonKey, intakeKey } = await startUp(database, config, logger)

  const mailer = createMailer(config, logger)
  const outbox = createOutboxWorker({
    db: database.db,
    mailer,
    webhook: config.leadWebhook,
    logger,
    concurrency: config.outboxConcurrency,
    // Opens the values a mail keeps sealed until delivery (outbox/outbox-seal.ts).
    intakeKey,
  })
  outbox.start()
  // The app is made once the server listens: with PORT=0 only then is the origin known that
  // links and /config.json use when PUBLIC_URL is unset.
  let app: ReturnType<typeof createApp> | undefined
  let holds: ReturnType<typeof periodicTask> | undefined
  const startApp = (listening: Config) =>
    createApp({
      db: database.db,
      config: listening,
      logger,
      secrets: { jwtSecret, anonKey, intakeKey },
      mailer,
      outbox,
      refinePageCompression: true,
    })
  // `env` carries the connection (the socket the client's address is read from,
  // middleware/client-ip.ts): it must reach the app with every request.
  const fetch = (
    request: Request,
    env: HttpBindings | Http2Bindings,
  ): Response | Promise<Response> => {
    if (!app)
      return Response.json({ message: 'Starting' }, { status: 503, headers: securityHeaders })
    return URL.canParse(request.url) ? app.fetch(request, env) : invalidHost()
  }
  const securityHeaders = baseSecurityHeaders(config.siteAccess === 'staff')
  const server = serve(
    {
      fetch,
      port: config.port,
      hostname: config.host,
      serverOptions: { maxHeaderSize: MAX_HEADER_BYTES },
    },
    (info) => {
      const listening = withListeningPort(config, info.port)
      app = startApp(listening)
      holds = periodicTask({
        name: 'expired holds',
        intervalMs: HOLD_CHECK_MS,
        logger,
        run: async () => {
          const now = new Date()
          const visits = await releaseExpiredHolds(database.db, now)
          const orders = await releaseUnpaidOrders({
            db: database.db,
            now,
            holdHours: listening.orderHoldHours,
            publicUrl: listening.publicUrl,
          })
          if (visits + orders > 0) logger.info({ visits, orders }, 'expired holds released')
          if (orders > 0) outbox.kick()
        },
      })
      holds.start()
      const url = `http://${formatHost(info)}:${info.port}`
      logger.info({ url, engine: database.engine, access: config.siteAccess }, 'listening')
      if (!listening.publicUrlConfigured) {
        logger.warn(
          { publicUrl: listening.publicUrl },
          'PUBLIC_URL is not set: links in e-mail and /config.json use the listening address; set PUBLIC_URL to the public https origin in production',
        )
      }
      console.log(`\n  Renew Medical is running at ${url}\n`)
    },
  )
  answerClientErrors(server as Server, securityHeaders)

  /**
   * @hono/node-server builds the request URL from the Host header, and a host that only looks
   * like a name (`xn--`, `1.2.3.256`) goes through unparsed: every `new URL(c.req.url)` in the
   * app would then throw, and the request ended in a 500. Such a request names no host of ours:
   * 400, as the adapter answers hosts it does parse and reject.
   */
  function invalidHost(): Response {
    return Response.json(
      { message: 'Invalid Host header' },
      { status: 400, headers: { ...securityHeaders, 'Cache-Control': 'no-store' } },
    )
  }

  // Stop accepting, answer what is in flight, stop the background work, close the database
  // (lib/graceful-shutdown.ts).
  const shutdown = createShutdown({
    server: server as Server,
    logger,
    work: () => [
      { name: 'outbox', stop: () => outbox.stop() },
      { name: 'expired holds', stop: () => holds?.stop() },
    ],
    closeDatabase: () => database.close(),
  })
  exitOnSignals(shutdown, logger)
}

function formatHost(info: AddressInfo): string {
  return info.family === 'IPv6' ? `[${info.address}]` : info.address
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message)
  } else {
    console.error('Failed to start:', error instanceof Error ? error.message : error)
  }
  process.exit(1)
})
