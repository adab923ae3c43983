import fs from 'node:fs'
import path from 'node:path'

import { jwtVerify } from 'jose'
import { describe, expect, it } from 'vitest'

import { ConfigError, intakeKeyBytes } from './env'
import { createAnonKey, loadIntakeKey, loadJwtSecret } from './secrets'
import { makeTempDir } from './testing'

describe('loadJwtSecret', () => {
  it('generates a secret once into DATA_DIR with owner-only permissions and reuses it', () => {
    const dataDir = makeTempDir()
    const first = loadJwtSecret({ jwtSecret: undefined, dataDir })
    expect(first.length).toBeGreaterThanOrEqual(32)
    const file = path.join(dataDir, 'jwt-secret')
    expect(fs.statSync(file).mode & 0o777).toBe(0o600)
    expect(loadJwtSecret({ jwtSecret: undefined, dataDir })).toBe(first)
  })

  it('on PostgreSQL refuses to generate a secret of its own, naming JWT_SECRET', () => {
    const dataDir = makeTempDir()
    const databaseUrl = 'postgres://renew@db.internal:5432/renew'
    expect(() => loadJwtSecret({ jwtSecret: undefined, dataDir, databaseUrl })).toThrowError(
      new ConfigError(
        'JWT_SECRET must be set when DATABASE_URL is set: every server process on the database ' +
          'must sign and check tokens with the same secret (at least 32 random characters, ' +
          'e.g. from `openssl rand -base64 48`), so none may generate its own.',
      ),
    )
    expect(fs.existsSync(path.join(dataDir, 'jwt-secret'))).toBe(false)
    // A secret file left from an earlier start does not count: the other processes lack it.
    loadJwtSecret({ jwtSecret: undefined, dataDir })
    expect(() => loadJwtSecret({ jwtSecret: undefined, dataDir, databaseUrl })).toThrowError(
      /JWT_SECRET must be set when DATABASE_URL is set/,
    )
    expect(loadJwtSecret({ jwtSecret: 'p'.repeat(40), dataDir, databaseUrl })).toBe('p'.repeat(40))
  })

  it('prefers JWT_SECRET and writes nothing', () => {
    const dataDir = makeTempDir()
    expect(loadJwtSecret({ jwtSecret: 'e'.repeat(40), dataDir })).toBe('e'.repeat(40))
    expect(fs.existsSync(path.join(dataDir, 'jwt-secret'))).toBe(false)
  })
})

describe('loadIntakeKey', () => {
  it('generates 32 bytes once into DATA_DIR with owner-only permissions and reuses them', () => {
    const dataDir = makeTempDir()
    const first = loadIntakeKey({ intakeEncryptionKey: undefined, dataDir })
    expect(first).toHaveLength(32)
    const file = path.join(dataDir, 'intake-key')
    expect(fs.statSync(file).mode & 0o777).toBe(0o600)
    expect(loadIntakeKey({ intakeEncryptionKey: undefined, dataDir })).toEqual(first)
  })

  it('prefers INTAKE_ENCRYPTION_KEY, and on PostgreSQL requires it', () => {
    const dataDir = makeTempDir()
    const key = Buffer.alloc(32, 9)
    expect(loadIntakeKey({ intakeEncryptionKey: key, dataDir })).toBe(key)
    expect(fs.existsSync(path.join(dataDir, 'intake-key'))).toBe(false)
    expect(() =>
      loadIntakeKey({
        intakeEncryptionKey: undefined,
        dataDir,
        databaseUrl: 'postgres://renew@db.internal:5432/renew',
      }),
    ).toThrowError(/INTAKE_ENCRYPTION_KEY must be set when DATABASE_URL is set/)
  })

  it('refuses a damaged key file rather than replacing it (the answers sealed under it would be lost)', () => {
    const dataDir = makeTempDir()
    fs.writeFileSync(path.join(dataDir, 'intake-key'), 'not a key')
    expect(() => loadIntakeKey({ intakeEncryptionKey: undefined, dataDir })).toThrowError(
      /does not hold a 32-byte hex key/,
    )
    expect(fs.readFileSync(path.join(dataDir, 'intake-key'), 'utf8')).toBe('not a key')
  })

  it('reads INTAKE_ENCRYPTION_KEY as 64 hex digits or base64 of 32 bytes, nothing else', () => {
    expect(intakeKeyBytes('ab'.repeat(32))).toEqual(Buffer.alloc(32, 0xab))
    expect(intakeKeyBytes(Buffer.alloc(32, 7).toString('base64'))).toEqual(Buffer.alloc(32, 7))
    expect(intakeKeyBytes('ab'.repeat(31))).toBeUndefined()
    expect(intakeKeyBytes(Buffer.alloc(16, 7).toString('base64'))).toBeUndefined()
    expect(intakeKeyBytes('a short passphrase')).toBeUndefined()
  })
})

describe('createAnonKey', () => {
  it('is an HS256 JWT with role anon that verifies with the secret', async () => {
    const secret = 's'.repeat(40)
    const key = await createAnonKey(secret)
    const { payload, protectedHeader } = await jwtVerify(key, new TextEncoder().encode(secret))
    expect(protectedHeader.alg).toBe('HS256')
    expect(payload.role).toBe('anon')
    expect(payload.exp).toBeGreaterThan(Date.now() / 1000)
  })

  it('is the same for every process sharing the secret, and differs between secrets', async () => {
    expect(await createAnonKey('a'.repeat(40))).toBe(await createAnonKey('a'.repeat(40)))
    expect(await createAnonKey('a'.repeat(40))).not.toBe(await createAnonKey('b'.repeat(40)))
  })

  it('does not verify with another secret', async () => {
    const key = await createAnonKey('a'.repeat(40))
    await expect(jwtVerify(key, new TextEncoder().encode('b'.repeat(40)))).rejects.toThrow()
  })
})
