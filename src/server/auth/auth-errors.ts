import { type Context, type ErrorHandler } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { type ContentfulStatusCode } from 'hono/utils/http-status'
import { type Logger } from '../logger'

/** The API version GoTrue echoes so auth-js trusts `body.code` (GOTRUE.md §1.3). */
export const API_VERSION = '2024-01-01'

/** A GoTrue error: HTTP status, `error_code` string and message, exactly as GoTrue sends them. */
export class AuthError extends HTTPException {
  constructor(
    status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    /** Extra body fields, e.g. `weak_password: { reasons }`. */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(status, { message })
  }
}

/**
 * One body that both auth-js readers understand (GOTRUE.md §4): the 2024-01-01 shape
 * (`code` string + `message`) and the legacy one (`error_code` + `msg`). With the
 * echoed version header, every auth-js version finds the code and the message.
 */
export function authErrorResponse(
  status: ContentfulStatusCode,
  code: string,
  message: string,
  extra: Record<string, unknown> = {},
): Response {
  const headers = new Headers({
    'Content-Type': 'application/json; charset=UTF-8',
    'Cache-Control': 'no-store',
    'X-Supabase-Api-Version': API_VERSION,
  })
  // GoTrue leaves the header off weak-password errors in the 2024-01-01 mode.
  if (code !== 'weak_password') headers.set('x-sb-error-code', code)
  const body = { code, error_code: code, msg: message, message, ...extra }
  return new Response(JSON.stringify(body), { status, headers })
}

const UNEXPECTED = 'Unexpected failure, please check server logs for more information'

/** The auth sub-app's `onError`: GoTrue shapes for known errors, a logged 500 (or 503) else. */
export function authErrorHandler(logger: Logger): ErrorHandler {
  return (error, c) => {
    if (error instanceof AuthError) {
      return authErrorResponse(error.status, error.code, error.message, error.extra)
    }
    if (error instanceof HTTPException && error.status < 500) {
      return authErrorResponse(error.status, 'unknown', error.message || 'Request failed')
    }
    logger.error(
      { err: { type: error.name, message: error.message, stack: error.stack } },
      'auth: unhandled error',
    )
    // A failed refresh with a 4xx/500 signs older clients out (GOTRUE.md §9.5); a 503 is
    // retried with backoff, which is right for a problem on our side.
    const status = isRefreshGrant(c) ? 503 : 500
    return authErrorResponse(status, 'unexpected_failure', UNEXPECTED)
  }
}

function isRefreshGrant(c: Context): boolean {
  return c.req.path.endsWith('/token') && c.req.query('grant_type') === 'refresh_token'
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
