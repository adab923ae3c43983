import type { Context } from 'hono'
import * as z from 'zod/mini'

import { AuthError, validationFailed } from './auth-errors'

// GoTrue decodes bodies into Go structs: unknown fields are ignored, JSON null leaves a
// field empty, and a value of the wrong type is a `bad_json` error (docs/wire-contract.md, Request
// bodies).

/**
 * User metadata is stored as JSON and copied into every access token, and JSON.stringify
 * recurses: metadata nested a few thousand deep made sign-up fail with a 500 after the
 * account was stored, and every later sign-in too. GoTrue's decoder stops at 10,000 levels;
 * our stack does not reach that, so nesting is capped well below.
 */
const MAX_METADATA_DEPTH = 100

/** Whether `value` nests objects or arrays more than `levels` deep (recursion is bounded). */
function nestedDeeperThan(value: unknown, levels: number): boolean {
  if (typeof value !== 'object' || value === null) return false
  if (levels === 0) return true
  return Object.values(value).some((child) => nestedDeeperThan(child, levels - 1))
}

/**
 * `zod/mini` carries no English messages of its own, and a wrong type's message ends up in the
 * `bad_json` answer; each schema that can fail on type takes the English ones explicitly, so
 * the answer does not depend on what else loaded or configured zod.
 */
const english = { error: z.locales.en().localeError }

const text = z.nullish(z.string(english))
const object = z.nullish(
  z.record(z.string(), z.unknown(), english).check(
    z.refine((value) => !nestedDeeperThan(value, MAX_METADATA_DEPTH), {
      error: `exceeded max depth of ${MAX_METADATA_DEPTH}`,
    }),
  ),
)

export const signupBody = z.object({ email: text, phone: text, password: text, data: object })
export const passwordGrantBody = z.object({ email: text, phone: text, password: text })
export const refreshGrantBody = z.object({ refresh_token: text })
export const recoverBody = z.object({ email: text })
/** supabase-js signInWithOtp; a phone, a captcha token and PKCE fields are ignored. */
export const otpBody = z.object({ email: text, phone: text, create_user: z.optional(z.boolean()) })
export const enrollFactorBody = z.object({
  factor_type: text,
  friendly_name: text,
  issuer: text,
  phone: text,
})
export const verifyFactorBody = z.object({ challenge_id: text, code: text })
export const updateUserBody = z.object({
  email: text,
  phone: text,
  password: text,
  nonce: text,
  data: object,
  app_metadata: z.optional(z.unknown()),
})

const badJson = (detail: string) =>
  new AuthError(400, 'bad_json', `Could not parse request body as JSON: ${detail}`)

export async function readJson<T extends z.ZodMiniType>(
  c: Context,
  schema: T,
): Promise<z.infer<T>> {
  const raw = await c.req.text()
  let value: unknown
  try {
    value = JSON.parse(raw)
  } catch (error) {
    throw badJson(error instanceof Error ? error.message : 'invalid JSON')
  }
  // `null` decodes into an empty struct in Go.
  if (value === null) value = {}
  if (typeof value !== 'object' || Array.isArray(value)) {
    throw badJson(
      `cannot unmarshal ${Array.isArray(value) ? 'array' : typeof value} into an object`,
    )
  }
  const parsed = z.safeParse(schema, value)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    throw badJson(`${issue?.path.join('.') ?? 'body'}: ${issue?.message ?? 'invalid value'}`)
  }
  return parsed.data
}

// The format check GoTrue gets from badoux/checkmail (its `emailRegexp`).
const EMAIL_FORMAT =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/

/**
 * GoTrue's `validateEmail`: the exact messages (docs/wire-contract.md, Sign-up), lower-cased
 * result.
 */
export function validateEmail(email: string): string {
  if (email === '') throw validationFailed('An email address is required')
  if (email.length > 255) throw validationFailed('An email address is too long')
  if (!EMAIL_FORMAT.test(email)) {
    throw validationFailed('Unable to validate email address: invalid format')
  }
  return email.toLowerCase()
}
