import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'

import { signupBody, updateUserBody } from './auth-input'

// A wrong type's message is part of the `bad_json` answer (readJson puts the first issue in
// it). These are the texts the answers carried before the schemas moved to zod/mini, which has
// no English messages unless given them.
describe('auth body schemas', () => {
  const firstMessage = (schema: z.ZodMiniType, value: unknown) => {
    const parsed = z.safeParse(schema, value)
    return parsed.success ? undefined : parsed.error.issues[0]?.message
  }

  it.each([
    [{ email: 1 }, 'Invalid input: expected string, received number'],
    [{ password: true }, 'Invalid input: expected string, received boolean'],
    [{ phone: {} }, 'Invalid input: expected string, received object'],
    [{ email: [] }, 'Invalid input: expected string, received array'],
    [{ data: 'x' }, 'Invalid input: expected record, received string'],
    [{ data: [1] }, 'Invalid input: expected record, received array'],
  ])('answers %j with the English message', (body, message) => {
    expect(firstMessage(signupBody, body)).toBe(message)
  })

  it('accepts null and missing fields and ignores unknown ones', () => {
    expect(z.safeParse(signupBody, { email: null, extra: 1 }).success).toBe(true)
    expect(z.safeParse(updateUserBody, { app_metadata: [1], nonce: undefined }).success).toBe(true)
  })
})
