import { randomUUID } from 'node:crypto'

import { createMiddleware } from 'hono/factory'

import type { Logger } from '../logger'

/**
 * One line per request: id, method, path (never the query string, which can hold
 * e-mail filters), status and duration. Bodies and headers are never logged.
 */
export const requestLog = (logger: Logger) =>
  createMiddleware<{ Variables: { requestId: string } }>(async (c, next) => {
    const requestId = randomUUID()
    c.set('requestId', requestId)
    const started = performance.now()
    await next()
    logger.info(
      {
        reqId: requestId,
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round((performance.now() - started) * 10) / 10,
      },
      'request',
    )
  })
