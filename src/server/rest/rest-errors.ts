// PostgREST's error shape (GOTRUE.md §11.4): postgrest-js hands the body to the caller as
// `error`, so `message` is what a form shows and `details` names the offending column.

export type RestErrorBody = {
  code: string
  details: string | null
  hint: string | null
  message: string
}

export class RestError extends Error {
  override name = 'RestError'
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: string | null = null,
    readonly hint: string | null = null,
    readonly headers: Record<string, string> = {},
  ) {
    super(message)
  }

  get body(): RestErrorBody {
    return { code: this.code, details: this.details, hint: this.hint, message: this.message }
  }
}

export function badQuery(message: string, details: string | null = null): RestError {
  return new RestError(400, 'PGRST100', message, details)
}

export function badBody(message: string, details: string | null = null): RestError {
  return new RestError(400, 'PGRST102', message, details)
}

/** PostgREST answers 401 to the anon role and 403 to a signed-in role (§11.4). */
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
