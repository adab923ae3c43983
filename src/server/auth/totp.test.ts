import { describe, expect, it } from 'vitest'

import {
  base32Decode,
  base32Encode,
  generateTotpSecret,
  matchTotpStep,
  totpCode,
  totpStep,
  totpUri,
} from './totp'

// The RFC's own secret, "12345678901234567890", in base32.
const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ'

describe('TOTP', () => {
  it('computes the codes of RFC 4226 (counters) and RFC 6238 (times), to six digits', () => {
    expect(base32Decode(RFC_SECRET).toString()).toBe('12345678901234567890')
    const hotp = ['755224', '287082', '359152', '969429', '338314', '254676', '287922']
    hotp.forEach((code, counter) => expect(totpCode(RFC_SECRET, counter)).toBe(code))
    for (const [seconds, code] of [
      [59, '287082'],
      [1111111109, '081804'],
      [1111111111, '050471'],
      [1234567890, '005924'],
      [2000000000, '279037'],
      [20000000000, '353130'],
    ] as const) {
      expect(totpCode(RFC_SECRET, totpStep(seconds * 1000)), String(seconds)).toBe(code)
    }
  })

  it('accepts the current code and one step either side, nothing further', () => {
    const now = 1_700_000_000_000
    const step = totpStep(now)
    for (const offset of [-1, 0, 1]) {
      expect(matchTotpStep(RFC_SECRET, totpCode(RFC_SECRET, step + offset), now)).toBe(
        step + offset,
      )
    }
    for (const offset of [-2, 2]) {
      expect(matchTotpStep(RFC_SECRET, totpCode(RFC_SECRET, step + offset), now)).toBeNull()
    }
    expect(matchTotpStep(RFC_SECRET, '12345', now)).toBeNull()
    expect(matchTotpStep(RFC_SECRET, 'abcdef', now)).toBeNull()
  })

  it('refuses a code whose step has already been used, and any earlier one', () => {
    const now = 1_700_000_000_000
    const step = totpStep(now)
    const code = totpCode(RFC_SECRET, step)
    expect(matchTotpStep(RFC_SECRET, code, now, step - 1)).toBe(step)
    expect(matchTotpStep(RFC_SECRET, code, now, step)).toBeNull()
    expect(matchTotpStep(RFC_SECRET, totpCode(RFC_SECRET, step - 1), now, step)).toBeNull()
    // The next step's code is still good after this one was used.
    expect(matchTotpStep(RFC_SECRET, totpCode(RFC_SECRET, step + 1), now, step)).toBe(step + 1)
  })

  it('makes a fresh 160-bit secret each time, and base32 round-trips', () => {
    const first = generateTotpSecret()
    expect(first).toMatch(/^[A-Z2-7]{32}$/)
    expect(base32Decode(first)).toHaveLength(20)
    expect(generateTotpSecret()).not.toBe(first)
    const bytes = Buffer.from([0, 1, 2, 250, 251, 252, 253, 254, 255])
    expect(base32Decode(base32Encode(bytes))).toEqual(bytes)
    // As typed by a person: lower case, spaces, padding.
    expect(base32Decode('gezd gnbv gy3t qojq gezd gnbv gy3t qojq==')).toEqual(
      base32Decode(RFC_SECRET),
    )
    expect(() => base32Decode('not base32!')).toThrow('Not a base32 secret')
  })

  it('names the issuer and account in the otpauth URI apps read', () => {
    const uri = new URL(
      totpUri({ issuer: 'Renew Medical', account: 'staff@renew.example', secret: RFC_SECRET }),
    )
    expect(uri.protocol).toBe('otpauth:')
    expect(uri.host).toBe('totp')
    expect(decodeURIComponent(uri.pathname)).toBe('/Renew Medical:staff@renew.example')
    expect(Object.fromEntries(uri.searchParams)).toEqual({
      secret: RFC_SECRET,
      issuer: 'Renew Medical',
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    })
  })
})
