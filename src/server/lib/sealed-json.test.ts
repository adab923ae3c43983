import { randomBytes } from 'node:crypto'

import { describe, expect, it } from 'vitest'

import { keyFingerprint, type OpenFailure, openJson, sealJson } from './sealed-json'

const key = randomBytes(32)
const id = keyFingerprint(key, 'test/key-id')
const why = (failure: OpenFailure) => new Error(JSON.stringify(failure))

describe('a sealed JSON value', () => {
  it('opens with its key and its place, and is noise without them', () => {
    const stored = sealJson(key, id, 'row-1/answers', { weight: 180, notes: 'ok' })
    expect(stored.split('.')).toHaveLength(5)
    expect(stored).not.toContain('180')
    expect(openJson(key, id, 'row-1/answers', stored, why)).toEqual({ weight: 180, notes: 'ok' })
    // Copied to another row: the associated data no longer matches.
    expect(() => openJson(key, id, 'row-2/answers', stored, why)).toThrow('"integrity"')
  })

  it('names a value sealed under another key, and one that was never sealed', () => {
    const other = randomBytes(32)
    const stored = sealJson(other, keyFingerprint(other, 'test/key-id'), 'a', 1)
    expect(() => openJson(key, id, 'a', stored, why)).toThrow('"other-key"')
    expect(() => openJson(key, id, 'a', 'plain text', why)).toThrow('"not-sealed"')
    expect(keyFingerprint(key, 'test/key-id')).not.toBe(keyFingerprint(key, 'other/purpose'))
  })

  it('refuses a value altered at rest', () => {
    const stored = sealJson(key, id, 'a', 'secret')
    const parts = stored.split('.')
    const body = Buffer.from(parts[4]!, 'base64url')
    body[0] = body[0]! ^ 1
    parts[4] = body.toString('base64url')
    expect(() => openJson(key, id, 'a', parts.join('.'), why)).toThrow('"integrity"')
  })
})
