import { hkdfSync, randomBytes, randomUUID } from 'node:crypto'

import { describe, expect, test } from 'vitest'

import { openValues, outboxKey, SealedOutboxError, sealValues } from './outbox-seal'

// The outbox key is derived once per intake key (outbox-seal.ts): the cache must answer what
// HKDF answers, for whichever key is asked, however keys change (docs/decisions/
// 034-booking-counts-in-its-transaction.md).

const hkdf = (intakeKey: Buffer) =>
  Buffer.from(
    hkdfSync('sha256', intakeKey, Buffer.alloc(0), 'renew-medical/outbox-sealed-values/v1', 32),
  )

describe('the outbox key, derived once per intake key', () => {
  test('is the HKDF of the intake key, the same object each time it is asked', () => {
    const intakeKey = randomBytes(32)
    const key = outboxKey(intakeKey)
    expect(key.equals(hkdf(intakeKey))).toBe(true)
    expect(outboxKey(intakeKey)).toBe(key)
    // Another buffer with the same bytes derives the same key.
    expect(outboxKey(Buffer.from(intakeKey)).equals(key)).toBe(true)
  })

  test('a rotated key derives its own, and values sealed under the old one do not open', () => {
    const before = randomBytes(32)
    const after = randomBytes(32)
    const id = randomUUID()
    const sealed = sealValues(outboxKey(before), id, { link: 'https://example.test/#token=a' })
    expect(outboxKey(after).equals(hkdf(after))).toBe(true)
    expect(outboxKey(after).equals(outboxKey(before))).toBe(false)
    expect(() => openValues(outboxKey(after), id, sealed)).toThrow(SealedOutboxError)
    expect(openValues(outboxKey(before), id, sealed)).toEqual({
      link: 'https://example.test/#token=a',
    })
  })

  test('a key buffer rewritten in place (a reload into the same buffer) is derived anew', () => {
    const intakeKey = randomBytes(32)
    const first = outboxKey(intakeKey)
    const sealed = sealValues(first, 'row-1', { link: 'x' })
    randomBytes(32).copy(intakeKey)
    const second = outboxKey(intakeKey)
    expect(second.equals(hkdf(intakeKey))).toBe(true)
    expect(second.equals(first)).toBe(false)
    // The key id travels with the sealed value: the new key says it is not the one used.
    expect(() => openValues(second, 'row-1', sealed)).toThrow(/sealed under another key/)
  })
})
