import type { Context } from 'hono'
import * as z from 'zod/mini'

import { PlainError } from './wire-error'

/**
 * The JSON body of a request to one of our own APIs (/staff/v1, /patient/v1, /booking/v1),
 * checked against `schema`: `400 invalid_json` when it is not JSON, else `400 invalid_body`
 * with the first problem's message and the field it is about (docs/wire-contract.md).
 */
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
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    const field = issue?.path.join('.')
    throw new PlainError(400, issue?.message ?? 'Invalid body', {
      code: 'invalid_body',
      ...(field ? { field } : {}),
    })
  }
  return parsed.data
}
