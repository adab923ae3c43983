import type { ContentfulStatusCode } from 'hono/utils/http-status'

import { type Wire, WireError } from '../middleware/wire-error'

/** The API version GoTrue echoes so auth-js trusts `body.code` (docs/wire-contract.md). */
export const API_VERSION = '2024-01-01'

/**
 * A GoTrue error: HTTP status, `error_code` string and message, exactly as GoTrue sends them.
 * One body that both auth-js readers understand (docs/wire-contract.md): the 2024-01-01 shape
 * (`code` string + `message`) and the legacy one (`error_code` + `msg`). With the
 * echoed version header, every auth-js version finds the code and the message.
 */
export class AuthError extends WireError {
  constructor(
    status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    /** Extra body fields, e.g. `weak_password: { reasons }`. */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(status, message, {
      'Cache-Control': 'no-store',
      'X-Supabase-Api-Version': API_VERSION,
      // GoTrue leaves the header off weak-password errors in the 2024-01-01 mode.
      ...(code === 'weak_password' ? {} : { 'x-sb-error-code': code }),
    })
  }

  protected override contentType = 'application/json; charset=UTF-8'

  body() {
    const { code, message } = this
    return { code, error_code: code, msg: message, message, ...this.extra }
  }
}

const UNEXPECTED = 'Unexpected failure, please check server logs for more information'

/** /auth/v1's wire: GoTrue shapes for everything, a 500 for an unexpected failure. */
export const goTrueWire: Wire = {
  error: (status, code, message) => new AuthError(status, code, message),
  fromHttpException: (error) =>
    error.status < 500
      ? new AuthError(error.status, 'unknown', error.message || 'Request failed')
      : undefined,
  unexpected: () => new AuthError(500, 'unexpected_failure', UNEXPECTED),
  logMessage: 'auth: unhandled error',
}

/**
 * The refresh grant's wire: a failed refresh with a 4xx/500 signs older clients out
 * (docs/wire-contract.md); a 503 is retried with backoff, which is right for a problem on our side.
 */
export const refreshGrantWire: Wire = {
  ...goTrueWire,
  unexpected: () => new AuthError(503, 'unexpected_failure', UNEXPECTED),
}

// Error constructors used in more than one place, with GoTrue's exact wording.

export const invalidCredentials = () =>
  new AuthError(400, 'invalid_credentials', 'Invalid login credentials')

export const validationFailed = (message: string) =>
  new AuthError(400, 'validation_failed', message)

export const overRequestRateLimit = () =>
  new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached')

export const overEmailSendRateLimit = (secondsLeft: number) =>
  new AuthError(
    429,
    'over_email_send_rate_limit',
    `For security purposes, you can only request this after ${secondsLeft} seconds.`,
  )

export const weakPasswordError = (message: string, reasons: string[]) =>
  new AuthError(422, 'weak_password', message, { weak_password: { reasons } })
