import type { Context } from 'hono'
import * as z from 'zod/mini'

import { PlainError, type WireError } from './wire-error'

// What a request to one of our own APIs (/booking/v1, /orders/v1, /patient/v1, /staff/v1) brings,
// read against a zod schema in one way (docs/wire-contract.md, Own APIs). Bad input is one code,
// `400 invalid_request`, with the first problem's message and the field it is about; a body that
// is not JSON at all is `400 invalid_json`. A path that names nothing we could hold is the
// area's own 404, as an id that names nothing is.

function refusal(error: z.core.$ZodError, fallback: string): PlainError {
  const issue = error.issues[0]
  const field = issue?.path.join('.')
  return new PlainError(400, issue?.message ?? fallback, {
    code: 'invalid_request',
    ...(field ? { field } : {}),
  })
}

/** The JSON body, checked against `schema`. */
export async function readJsonBody<T extends z.ZodMiniType>(
  c: Context,
  schema: T,
): Promise<z.infer<T>> {
  let value: unknown
  try {
    value = await c.req.json()
  } catch {
    throw new PlainError(400, 'The body must be JSON', { code: 'invalid_json' })
  }
  const parsed = z.safeParse(schema, value)
  if (!parsed.success) throw refusal(parsed.error, 'Invalid body')
  return parsed.data
}

/**
 * The query string, checked against `schema`: an object of the parameters' first values (an
 * absent one is undefined, so optional parameters are `z.optional`).
 */
export function readQuery<T extends z.ZodMiniType>(c: Context, schema: T): z.infer<T> {
  const parsed = z.safeParse(schema, c.req.query())
  if (!parsed.success) throw refusal(parsed.error, 'Invalid query')
  return parsed.data
}

/** A path parameter, checked against `schema`; `notFound` is thrown when it does not pass. */
export function readParam<T extends z.ZodMiniType>(
  c: Context,
  name: string,
  schema: T,
  notFound: () => WireError,
): z.infer<T> {
  const parsed = z.safeParse(schema, c.req.param(name) ?? '')
  if (!parsed.success) throw notFound()
  return parsed.data
}
