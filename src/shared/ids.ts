import * as z from 'zod/mini'

// The one shape of a record id: a UUID as the server makes them (crypto.randomUUID), checked the
// same way in every API's path, query and body, and by the pages that build those paths.

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID_PATTERN.test(value)
}

/** A UUID in a schema; `message` is what a person reads when it is not one. */
export const uuid = (message = 'Not a valid id') =>
  z.string(message).check(z.refine(isUuid, message))
