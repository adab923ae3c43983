import type { Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import { HTTPException } from 'hono/http-exception'
import type { ContentfulStatusCode } from 'hono/utils/http-status'

// Every error the server answers is thrown as a WireError and rendered by the one app.onError
// (middleware/error-handler.ts). Each API speaks the error shape its client library reads —
// GoTrue for /auth/v1 (auth/auth-errors.ts), PostgREST for /rest/v1 (rest/rest-errors.ts),
// Storage for /storage/v1 (storage/storage-errors.ts) — and the site itself a plain
// `{ message }`; a subclass per shape renders it. src/server/wire-answers.test.ts holds the
// recorded answers.

/** An error with its answer on the wire: status, headers and a JSON body in one shape. */
export abstract class WireError extends HTTPException {
  constructor(
    status: ContentfulStatusCode,
    message: string,
    /** Headers of the answer besides the Content-Type (e.g. Cache-Control, Allow). */
    readonly headers: Record<string, string> = {},
  ) {
    super(status, { message })
  }

  /** The JSON body, in the shape of this error's API. */
  abstract body(): unknown

  protected contentType = 'application/json'

  /**
   * The answer. Hono's own error handler also calls this, so a router mounted without the
   * app's onError (as in a unit test) still answers in its shape.
   */
  override getResponse(): Response {
    return new Response(JSON.stringify(this.body()), {
      status: this.status,
      headers: { 'Content-Type': this.contentType, ...this.headers },
    })
  }
}

/** The site's own shape: `{ message }`, or `{ code, message }` when there is a code. */
export class PlainError extends WireError {
  constructor(
    status: ContentfulStatusCode,
    message: string,
    {
      code,
      field,
      headers = {},
    }: {
      code?: string
      /** The input the message is about, so a form can show it beside that field. */
      field?: string
      headers?: Record<string, string>
    } = {},
  ) {
    super(status, message, headers)
    this.code = code
    this.field = field
  }

  readonly code: string | undefined
  readonly field: string | undefined

  body() {
    return {
      ...(this.code === undefined ? {} : { code: this.code }),
      message: this.message,
      ...(this.field === undefined ? {} : { field: this.field }),
    }
  }
}

/**
 * How an API answers what its routes did not throw as its own error: a problem found before
 * its routes ran (a body over the app's limit) and an unexpected failure. The app's error
 * handler asks the wire of the request; a route group declares its wire with `speaks`.
 */
export type Wire = {
  /** An error found for the API by the app (e.g. 413), with GoTrue-like code and message. */
  error: (status: ContentfulStatusCode, code: string, message: string) => WireError
  /** A thrown HTTPException that is not a WireError (e.g. from a Hono helper); undefined: unexpected. */
  fromHttpException: (error: HTTPException) => WireError | undefined
  /** An unexpected failure (logged by the error handler first). */
  unexpected: () => WireError
  /** The log line of an unexpected failure. */
  logMessage: string
}

const NO_STORE = { 'Cache-Control': 'no-store' }

/** The site's wire: plain JSON, never cached. */
export const plainWire: Wire = {
  error: (status, code, message) => new PlainError(status, message, { code }),
  fromHttpException: (error) =>
    new PlainError(error.status, error.message || 'Request failed', { headers: NO_STORE }),
  unexpected: () => new PlainError(500, 'Internal server error', { headers: NO_STORE }),
  logMessage: 'unhandled error',
}

declare module 'hono' {
  interface ContextVariableMap {
    /** The error shape of the API answering this request (unset: the site's own). */
    wire: Wire
  }
}

/** Declares the wire of the requests it runs for (mount it before anything that may throw). */
export const speaks = (wire: Wire) =>
  createMiddleware(async (c, next) => {
    c.set('wire', wire)
    await next()
  })

export function wireOf(c: Context): Wire {
  return c.get('wire') ?? plainWire
}
