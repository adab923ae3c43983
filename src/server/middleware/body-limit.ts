import type { Context, MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'

import { wireOf } from './wire-error'

/** The largest request body the server reads. */
export const MAX_BODY_BYTES = 1024 * 1024

/** 413, in the shape of the request's API (GoTrue for /auth/v1, plain elsewhere). */
function tooLarge(c: Context): never {
  throw wireOf(c).error(
    413,
    'request_entity_too_large',
    `Request body too large (max ${MAX_BODY_BYTES} bytes)`,
  )
}

const countStreamed = bodyLimit({ maxSize: MAX_BODY_BYTES, onError: tooLarge })

/**
 * Refuses a body over MAX_BODY_BYTES with 413. GET and HEAD bodies are never read. A body whose
 * length is declared is judged by that header alone, as Hono's own limit does (Node's parser
 * holds the body to the length declared): looking at the body itself, as that limit does first,
 * builds a whole Request around the socket's stream, and the body is then read through it
 * (docs/decisions/055-a-booking-at-500-a-second.md). Untouched, the body is read straight from
 * the socket. Only a chunked body, whose length is not known before, is counted as it streams.
 */
export function limitBody(): MiddlewareHandler {
  return (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next()
    const declared = c.req.header('content-length')
    if (declared === undefined || c.req.header('transfer-encoding') !== undefined) {
      return countStreamed(c, next)
    }
    if (Number.parseInt(declared, 10) > MAX_BODY_BYTES) tooLarge(c)
    return next()
  }
}
