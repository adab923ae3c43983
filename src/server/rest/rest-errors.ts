import type { ContentfulStatusCode } from 'hono/utils/http-status'

import { WireError } from '../middleware/wire-error'

// PostgREST's error shape (docs/wire-contract.md): postgrest-js hands the body to the caller as
// `error`, so `message` is what a form shows and `details` names the offending column.

export type RestErrorBody = {
  code: string
  details: string | null
  hint: string | null
  message: string
}

/** A PostgREST error: status, PostgREST's code, message, details and hint. */
export class RestError extends WireError {
  override name = 'RestError'
  constructor(
    status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly details: string | null = null,
    readonly hint: string | null = null,
    headers: Record<string, string> = {},
  ) {
    // Leads are personal data: no answer of /rest/v1 is cached (README, Architecture).
    super(status, message, { 'Cache-Control': 'no-store', ...headers })
  }

  body(): RestErrorBody {
    return { code: this.code, details: this.details, hint: this.hint, message: this.message }
  }
}

export function badQuery(message: string, details: string | null = null): RestError {
  return new RestError(400, 'PGRST100', message, details)
}

export function badBody(message: string, details: string | null = null): RestError {
  return new RestError(400, 'PGRST102', message, details)
}

/** PostgREST answers 401 to the anon role and 403 to a signed-in role. */
export function permissionDenied(table: string, signedIn: boolean): RestError {
  return new RestError(signedIn ? 403 : 401, '42501', `permission denied for table ${table}`)
}

export function tableNotFound(table: string): RestError {
  return new RestError(
    404,
    'PGRST205',
    `Could not find the table 'public.${table}' in the schema cache`,
  )
}

export function unknownColumn(table: string, column: string): RestError {
  return new RestError(
    400,
    'PGRST204',
    `Could not find the '${column}' column of '${table}' in the schema cache`,
  )
}
