import { SignJWT } from 'jose'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { createAnonKey } from '../secrets'
import { apiKeyRole } from './auth-tokens'

// apiKeyRole remembers keys that verified (the HS256 check was a sixth of a lead
// insert's cost). Remembering must never accept what verifying would refuse.

const SECRET = 'a'.repeat(40)
const OTHER_SECRET = 'b'.repeat(40)

function key(secret: string, claims: Record<string, unknown>, expiresAt?: number) {
  const jwt = new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
  if (expiresAt !== undefined) jwt.setExpirationTime(expiresAt)
  return jwt.sign(new TextEncoder().encode(secret))
}

afterEach(() => {
  vi.useRealTimers()
})

describe('apiKeyRole', () => {
  it('answers the same role on every call for a key that verifies', async () => {
    const anonKey = await createAnonKey(SECRET)
    expect(await apiKeyRole(SECRET, anonKey)).toBe('anon')
    expect(await apiKeyRole(SECRET, anonKey)).toBe('anon')
    const serviceKey = await key(SECRET, { role: 'service_role' })
    expect(await apiKeyRole(SECRET, serviceKey)).toBe('service_role')
  })

  it('refuses a remembered key under another secret', async () => {
    const anonKey = await createAnonKey(SECRET)
    expect(await apiKeyRole(SECRET, anonKey)).toBe('anon')
    expect(await apiKeyRole(OTHER_SECRET, anonKey)).toBeNull()
    // …and still accepts it under its own.
    expect(await apiKeyRole(SECRET, anonKey)).toBe('anon')
  })

  it('refuses a remembered key once it has expired', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const now = Date.UTC(2030, 0, 1, 12, 0, 0)
    vi.setSystemTime(now)
    const shortLived = await key(SECRET, { role: 'anon' }, now / 1000 + 60)
    expect(await apiKeyRole(SECRET, shortLived)).toBe('anon')
    vi.setSystemTime(now + 59_000)
    expect(await apiKeyRole(SECRET, shortLived)).toBe('anon')
    vi.setSystemTime(now + 60_000)
    expect(await apiKeyRole(SECRET, shortLived)).toBeNull()
    expect(await apiKeyRole(SECRET, shortLived)).toBeNull()
  })

  it('gives no role to user tokens, forged keys or garbage', async () => {
    expect(await apiKeyRole(SECRET, await key(SECRET, { role: 'authenticated' }))).toBeNull()
    expect(await apiKeyRole(SECRET, await key(OTHER_SECRET, { role: 'anon' }))).toBeNull()
    expect(await apiKeyRole(SECRET, 'not.a.jwt')).toBeNull()
  })
})
