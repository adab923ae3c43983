import { type ErrorHandler } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { type Logger } from '../logger'

const NO_STORE = { 'Cache-Control': 'no-store' }

/** The one place errors become responses: JSON, never a stack trace. */
export function errorHandler(logger: Logger): ErrorHandler {
  return (error, c) => {
    if (error instanceof HTTPException) {
      // A 404 or 503 today may be a page tomorrow: no cache keeps the answer (README, Architecture).
      return c.json({ message: error.message || 'Request failed' }, error.status, NO_STORE)
    }
    // Log the error's type, message and stack only: request data never reaches the log.
    logger.error(
      { err: { type: error.name, message: error.message, stack: error.stack } },
      'unhandled error',
    )
    return c.json({ message: 'Internal server error' }, 500, NO_STORE)
  }
}
