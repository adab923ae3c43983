// `zod/mini` rather than classic `zod`: the same schemas, but tree-shakable, so the sign-in
// forms ship about 20 KB less gzip JavaScript. Parse with `z.safeParse(schema, input)`, or hand
// the schema to any Standard Schema consumer (the browser's useZodForm, Hono validators).
import * as z from 'zod/mini'

import { personName } from './single-line'

export const authMessages = {
  email: 'Please enter a valid email address',
  password: 'Password must be at least 6 characters long',
  staffPassword: 'Please enter your password',
  fullName: 'Please enter your full name',
} as const

/** GoTrue's minimum password length (docs/wire-contract.md, Password rules). */
export const PASSWORD_MIN_LENGTH = 6

const email = z.string().check(z.trim(), z.email(authMessages.email))

/**
 * The staff gate (docs/product.md, Access and the gate): e-mail and password are required; nothing
 * more is checked here.
 */
export const staffSignInSchema = z.object({
  email,
  password: z.string().check(z.minLength(1, authMessages.staffPassword)),
})

/** Sign-in on /auth (docs/product.md, Validation). */
export const signInSchema = z.object({
  email,
  password: z.string().check(z.minLength(PASSWORD_MIN_LENGTH, authMessages.password)),
})

/**
 * Sign-up on /auth: sign-in plus a full name that is not blank after trimming (docs/product.md,
 * Validation).
 */
export const signUpSchema = z.object({
  // One line of letters, as every name the site takes (single-line.ts).
  fullName: z.string().check(z.trim(), z.minLength(1, authMessages.fullName), personName()),
  email,
  password: z.string().check(z.minLength(PASSWORD_MIN_LENGTH, authMessages.password)),
})

export type StaffSignInInput = z.infer<typeof staffSignInSchema>
export type SignInInput = z.infer<typeof signInSchema>
export type SignUpInput = z.infer<typeof signUpSchema>
