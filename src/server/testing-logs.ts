import { Writable } from 'node:stream'

import { type Context, Hono } from 'hono'
import pino from 'pino'

import { errorHandler } from './middleware/error-handler'
import { speaks, type Wire } from './middleware/wire-error'

// Helpers for server tests of what the app logs and how one error handler renders an error.

/** A logger at `info` that keeps each line it writes, for checks on what was logged. */
export function captureLogger() {
  const lines: string[] = []
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString())
      done()
    },
  })
  return { logger: pino({ level: 'info' }, sink), lines }
}

/**
 * An app whose one route, `GET /boom`, throws `error` — after `before`, in `wire` when given —
 * for the one error handler to render; `lines` are what it logged.
 */
export function appThatThrows(
  error: Error,
  { wire, before }: { wire?: Wire; before?: (c: Context) => void } = {},
) {
  const { logger, lines } = captureLogger()
  const app = new Hono()
  if (wire) app.use(speaks(wire))
  app.get('/boom', (c) => {
    before?.(c)
    throw error
  })
  app.onError(errorHandler(logger))
  return { app, lines }
}
