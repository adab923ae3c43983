import type { Server } from 'node:http'

import type { Logger } from '../logger'

// How the server stops on SIGTERM or SIGINT (docs/decisions/031-a-compiled-server-that-stops.md):
// stop accepting, let the requests in flight get their answers while idle keep-alive connections
// are closed, stop the background work (its runs in flight finish), then close the database —
// all within a bound, after which the remaining connections are cut and the exit code says so.
// One log line per step, with no request data.

/** Background work that must end before the database closes (outbox, periodic tasks). */
export type StoppableWork = { name: string; stop: () => Promise<void> | undefined }

export type ShutdownDeps = {
  server: Server
  logger: Logger
  /** Read when the shutdown starts: work created after the server was (the timers) counts too. */
  work: () => StoppableWork[]
  closeDatabase: () => Promise<void>
  /** How long everything may take before connections are cut (default 10 s). */
  graceMs?: number
}

export const SHUTDOWN_GRACE_MS = 10_000
/** How often connections that finished their request meanwhile are closed. */
const IDLE_SWEEP_MS = 100
/** The longest the database may take to close after the grace period ran out. */
const CLOSE_AFTER_GRACE_MS = 2_000

/**
 * Stops the server once; resolves with the exit code: 0 when everything finished in time, 1 when
 * the grace period ran out (or a step failed). Later calls return the same promise.
 */
export function createShutdown(deps: ShutdownDeps): (signal: string) => Promise<number> {
  const graceMs = deps.graceMs ?? SHUTDOWN_GRACE_MS
  let stopping: Promise<number> | undefined
  return (signal) => (stopping ??= stop(signal))

  async function stop(signal: string): Promise<number> {
    const { server, logger } = deps
    logger.info({ signal, graceMs }, 'shutting down: no new connections')
    // Answers given from now on close their connection, so a keep-alive client moves on.
    server.on('request', (_request, response) => {
      response.shouldKeepAlive = false
    })
    const drained = new Promise<void>((resolve) => server.close(() => resolve()))
    server.closeIdleConnections()
    const sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS)
    sweep.unref()

    const work = Promise.all(
      deps.work().map(async ({ name, stop }) => {
        await stop()
        logger.info({ work: name }, 'shutdown: stopped')
      }),
    )
    const finished = Promise.all([
      drained.then(() => logger.info('shutdown: every request answered, connections closed')),
      work,
    ]).then(
      () => true,
      (error: unknown) => {
        logger.error({ err: errorMessage(error) }, 'shutdown: a step failed')
        return false
      },
    )
    let timer: NodeJS.Timeout | undefined
    const timedOut = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), graceMs)
    })
    const outcome = await Promise.race([finished, timedOut])
    clearTimeout(timer)
    clearInterval(sweep)

    let code = outcome === true ? 0 : 1
    if (outcome === 'timeout') {
      logger.warn({ graceMs }, 'shutdown: grace period over, closing the remaining connections')
      server.closeAllConnections()
    }
    const closed = await withinMs(
      deps.closeDatabase().then(() => true),
      outcome === 'timeout' ? CLOSE_AFTER_GRACE_MS : graceMs,
    ).catch((error: unknown) => {
      logger.error({ err: errorMessage(error) }, 'shutdown: closing the database failed')
      return false
    })
    if (closed) logger.info('shutdown: database closed')
    else code = 1
    logger.info({ code }, 'stopped')
    return code
  }
}

/**
 * SIGTERM and SIGINT start the shutdown and exit with its code. A second signal exits at once
 * (exit 1) — but not one within a second of the first: Ctrl-C in a terminal reaches both npm and
 * the server, and npm passes it on, so one keypress arrives twice.
 */
export function exitOnSignals(
  shutdown: (signal: string) => Promise<number>,
  logger: Logger,
  exit: (code: number) => void = (code) => process.exit(code),
): void {
  let first: number | undefined
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      if (first === undefined) {
        first = Date.now()
        void shutdown(signal).then(exit)
      } else if (Date.now() - first >= 1_000) {
        logger.warn({ signal }, 'second signal: exiting now')
        exit(1)
      }
    })
  }
}

function withinMs<T>(promise: Promise<T>, ms: number): Promise<T | false> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms)
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}
