import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

// Time-based one-time passwords (RFC 6238 over RFC 4226) as authenticator apps compute them and
// as GoTrue checks them: HMAC-SHA1, 6 digits, 30-second steps, one step of clock skew either
// way: a staff member's second factor.

export const TOTP_PERIOD_SECONDS = 30
const DIGITS = 6
/** Steps accepted on either side of the current one, for a phone whose clock is a little off. */
const SKEW_STEPS = 1
/** 160 bits, the size RFC 4226 recommends and authenticator apps expect. */
const SECRET_BYTES = 20

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'

/** A new shared secret, base32 without padding (what apps accept typed in and in URIs). */
export function generateTotpSecret(): string {
  return base32Encode(randomBytes(SECRET_BYTES))
}

/** The time step a moment falls in. */
export function totpStep(atMs: number): number {
  return Math.floor(atMs / 1000 / TOTP_PERIOD_SECONDS)
}

/** The code for one time step. */
export function totpCode(secret: string, step: number): string {
  const counter = Buffer.alloc(8)
  counter.writeBigUInt64BE(BigInt(step))
  const mac = createHmac('sha1', base32Decode(secret)).update(counter).digest()
  // Dynamic truncation (RFC 4226, 5.3).
  const offset = mac[mac.length - 1]! & 0x0f
  const binary = mac.readUInt32BE(offset) & 0x7fffffff
  return String(binary % 10 ** DIGITS).padStart(DIGITS, '0')
}

/**
 * The time step `code` is valid for at `atMs`, within the allowed skew, or `null`. Steps at or
 * before `lastUsedStep` are refused, so a code that has been used cannot be used again while it
 * is still current (RFC 6238, 5.2).
 */
export function matchTotpStep(
  secret: string,
  code: string,
  atMs: number,
  lastUsedStep: number | null = null,
): number | null {
  if (!/^\d{6}$/.test(code)) return null
  const now = totpStep(atMs)
  let matched: number | null = null
  // Every candidate is compared, so the time taken does not tell which step matched.
  for (let step = now - SKEW_STEPS; step <= now + SKEW_STEPS; step++) {
    const expected = Buffer.from(totpCode(secret, step))
    if (timingSafeEqual(expected, Buffer.from(code)) && matched === null) matched = step
  }
  if (matched === null || (lastUsedStep !== null && matched <= lastUsedStep)) return null
  return matched
}

/** The `otpauth://` URI an authenticator app reads from the QR code. */
export function totpUri({
  issuer,
  account,
  secret,
}: {
  issuer: string
  account: string
  secret: string
}): string {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(account)}`
  const query = new URLSearchParams({
    secret,
    issuer,
    algorithm: 'SHA1',
    digits: String(DIGITS),
    period: String(TOTP_PERIOD_SECONDS),
  })
  return `otpauth://totp/${label}?${query.toString()}`
}

export function base32Encode(bytes: Uint8Array): string {
  let bits = 0
  let value = 0
  let out = ''
  for (const byte of bytes) {
    value = (value << 8) | byte
    bits += 8
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31]
      bits -= 5
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31]
  return out
}

/** Decodes base32, ignoring case, spaces and padding (how people type a secret). */
export function base32Decode(text: string): Buffer {
  const clean = text.toUpperCase().replace(/[\s=]/g, '')
  let bits = 0
  let value = 0
  const out: number[] = []
  for (const char of clean) {
    const index = BASE32.indexOf(char)
    if (index < 0) throw new Error('Not a base32 secret')
    value = (value << 5) | index
    bits += 5
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 0xff)
      bits -= 8
    }
  }
  return Buffer.from(out)
}
