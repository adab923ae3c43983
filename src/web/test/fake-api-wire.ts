// The wire shapes the fake server's answers speak (docs/wire-contract.md): GoTrue sessions and
// errors, PostgREST inserts and errors, our APIs' `{code, message, field?}`, public storage
// objects. Shapes, not a second server; fake-api.ts exports them to the tests.
import type { Session } from '@supabase/supabase-js'

import type { Answer, FakeApi } from './fake-api-fetch'

/** Our APIs' refusal (/booking/v1, /orders/v1, /patient/v1, /staff/v1): `{code?, message, field?}`. */
export function refusal(
  status: number,
  message: string,
  more: { code?: string; field?: string; [key: string]: unknown } = {},
): Answer {
  return { status, body: { message, ...more } }
}

/** GoTrue's error, in both shapes every auth-js reads (docs/wire-contract.md, Auth errors). */
export function authError(status: number, code: string, message: string): Answer {
  return {
    status,
    headers: { 'X-Supabase-Api-Version': '2024-01-01', 'x-sb-error-code': code },
    body: { code, error_code: code, msg: message, message },
  }
}

/** GoTrue's AccessTokenResponse for a session (docs/wire-contract.md, Sessions). */
export function sessionAnswer(session: Session): Answer {
  const { access_token, token_type, expires_in, expires_at, refresh_token, user } = session
  return {
    status: 200,
    body: { access_token, token_type, expires_in, expires_at, refresh_token, user },
  }
}

/** supabase-js's signInWithPassword answered with `session` (docs/wire-contract.md, Password grant). */
export function answerSignIn(api: FakeApi, session: Session) {
  return api.reply('POST', '/auth/v1/token?grant_type=password', sessionAnswer(session))
}

/** A PostgREST insert acknowledged: 201, no body (docs/wire-contract.md, Inserts). */
export function inserted(): Answer {
  return { status: 201, headers: { 'Content-Range': '*/*' } }
}

/** PostgREST's error body (docs/wire-contract.md, REST errors). */
export function restError(
  status: number,
  code: string,
  message: string,
  details: string | null = null,
): Answer {
  return { status, body: { code, details, hint: null, message } }
}

/**
 * Public storage objects below `base` (`<origin>/storage/v1/object/public/<bucket>`): `files`
 * answer 200, any other object "not found" as our storage says it, with HTTP 400
 * (docs/wire-contract.md, Storage errors).
 */
export function servePublicObjects(api: FakeApi, base: string, ...files: string[]) {
  const escaped = base.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  return api.always('*', new RegExp(`^${escaped}/`), (request) =>
    files.some((file) => request.url === `${base}/${file}`)
      ? { status: 200, headers: { 'Content-Type': 'video/mp4' } }
      : {
          status: 400,
          body: {
            statusCode: '404',
            code: 'NoSuchKey',
            error: 'not_found',
            message: 'Object not found',
          },
        },
  )
}
