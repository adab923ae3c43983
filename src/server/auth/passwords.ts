import fs from 'node:fs'

import { hash, verify } from '@node-rs/argon2'

import { PASSWORD_MIN_LENGTH } from '../../shared/auth'

// argon2id with the OWASP Password Storage Cheat Sheet's first option (19 MiB, t=2, p=1).
// The library's default algorithm is argon2id; a test pins the PHC prefix.
const ARGON2_OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const

export const MAX_PASSWORD_LENGTH = 72

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS)
}

/** False for a wrong password and for a hash we cannot parse (never throws). */
export async function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  try {
    return await verify(storedHash, password)
  } catch {
    return false
  }
}

let dummyHash: Promise<string> | undefined

/**
 * Verify against a throwaway hash with the same parameters, so signing in with an
 * unknown e-mail costs the same time as a wrong password and reveals nothing.
 */
export async function verifyDummyPassword(password: string): Promise<false> {
  dummyHash ??= hashPassword('renew-medical-dummy-password-for-timing')
  await verifyPassword(await dummyHash, password)
  return false
}

export type WeakPasswordReason = 'length' | 'characters' | 'pwned'
export type WeakPassword = { message: string; reasons: WeakPasswordReason[] }

/** Code points, so a passphrase in any script counts as its reader would count it. */
export function passwordLength(password: string): number {
  return [...password].length
}

export function isPasswordTooLong(password: string): boolean {
  return passwordLength(password) > MAX_PASSWORD_LENGTH
}

/**
 * GoTrue's `checkPasswordStrength` reasons, in its order and wording (docs/wire-contract.md,
 * Password rules). Null when the password passes. The over-72 check is separate (a 400, not a 422).
 */
export function weakPasswordReasons(password: string): WeakPassword | null {
  const reasons: WeakPasswordReason[] = []
  const messages: string[] = []
  if (passwordLength(password) < PASSWORD_MIN_LENGTH) {
    reasons.push('length')
    messages.push(`Password should be at least ${PASSWORD_MIN_LENGTH} characters.`)
  }
  if (isCommonPassword(password)) {
    reasons.push('pwned')
    messages.push('Password is known to be weak and easy to guess, please choose a different one.')
  }
  return reasons.length ? { message: messages.join(' '), reasons } : null
}

let commonPasswords: Set<string> | undefined

/** Case-insensitive membership in the shipped 10,000-entry list (see its header). */
export function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set(
    fs
      .readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
      .split('\n')
      .filter((line) => line !== '' && !line.startsWith('#'))
      .map((line) => line.toLowerCase()),
  )
  return commonPasswords.has(password.toLowerCase())
}
