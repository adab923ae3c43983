import { expect, test } from 'vitest'
import * as z from 'zod/mini'

import { signInSchema, signUpSchema, staffSignInSchema } from './auth'

function messages(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.error?.issues.map((issue) => issue.message) ?? []
}

test('sign-up trims the full name and the e-mail', () => {
  const result = z.safeParse(signUpSchema, {
    fullName: '  Ann Lee ',
    email: ' ann@example.com ',
    password: 'secret-pass',
  })
  expect(result.data).toEqual({
    fullName: 'Ann Lee',
    email: 'ann@example.com',
    password: 'secret-pass',
  })
})

test('sign-up rejects a blank name, a bad e-mail and a short password with the product messages', () => {
  const result = z.safeParse(signUpSchema, { fullName: '   ', email: 'nope', password: '12345' })
  expect(messages(result)).toEqual([
    'Please enter your full name',
    'Please enter a valid email address',
    'Password must be at least 6 characters long',
  ])
})

test('sign-in needs a valid e-mail and a password of at least 6 characters', () => {
  expect(messages(z.safeParse(signInSchema, { email: '', password: '' }))).toEqual([
    'Please enter a valid email address',
    'Password must be at least 6 characters long',
  ])
  expect(z.safeParse(signInSchema, { email: 'a@b.co', password: '123456' }).success).toBe(true)
})

test('the staff gate only requires the password', () => {
  expect(messages(z.safeParse(staffSignInSchema, { email: 'a@b.co', password: '' }))).toEqual([
    'Please enter your password',
  ])
  expect(z.safeParse(staffSignInSchema, { email: 'a@b.co', password: 'x' }).success).toBe(true)
})
