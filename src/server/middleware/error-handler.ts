import type { Context, ErrorHandler } from 'hono'
import { HTTPException } from 'hono/http-exception'

import type { Logger } from '../logger'
import { ClientAddressUnknown } from './client-ip'
import { WireError, wireOf } from './wire-error'

/**
 * The one place errors become responses: a WireError renders its own shape; anything else is
 * put in the shape of the request's API (middleware/wire-error.ts). JSON, never a stack trace.
 */
export function errorHandler(logger: Logger): ErrorHandler {
  return (error, c) => {
    if (error instanceof WireError) return render(c, error)
    const wire = wireOf(c)
    // A 404 or 503 today may be a page tomorrow: no cache keeps the answer (README, Architecture).
    const adopted = error instanceof HTTPException ? wire.fromHttpException(error) : undefined
    if (adopted) return render(c, adopted)
    if (error instanceof ClientAddressUnknown) {
      // A fault of the deployment, not of the request: said loudly, and the request refused
      // rather than counted with every other client's (middleware/client-ip.ts).
      logger.error({ err: { type: error.name, message: error.message } }, 'client address unknown')
      return render(
        c,
        wire.error(503, 'client_address_unknown', 'The server cannot tell who is asking'),
      )
    }
    // Log the error's type, message and stack only: request data never reaches the log.
    logger.error(
      { err: { type: error.name, message: error.message, stack: error.stack } },
      wire.logMessage,
    )
    return render(c, wire.unexpected())
  }
}

/** Through the context, so headers a route set before it threw (e.g. Content-Range) stay. */
function render(c: Context, error: WireError): Response {
  const response = error.getResponse()
  return c.newResponse(response.body, response)
}
