import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto'

// A JSON value sealed with AES-256-GCM, as the intake (lib/intake-store/intake-crypto.ts) and
// the outbox's waiting links (outbox/outbox-seal.ts) store theirs:
// `v1.<key id>.<iv>.<tag>.<ciphertext>` (base64url). The key id names the key that sealed it, so
// a server started with another key says so plainly instead of failing on every row as if the
// data were corrupt; the associated data binds the value to its place (a row and a field), so it
// cannot be copied elsewhere.

const VERSION = 'v1'

/** A short public fingerprint of a key (not the key): 8 bytes of an HMAC under it. */
export function keyFingerprint(key: Buffer, purpose: string): string {
  return createHmac('sha256', key).update(purpose).digest('hex').slice(0, 16)
}

export function sealJson(key: Buffer, keyId: string, aad: string, value: unknown): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', key, iv)
  cipher.setAAD(Buffer.from(aad))
  const ciphertext = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()])
  return [
    VERSION,
    keyId,
    iv.toString('base64url'),
    cipher.getAuthTag().toString('base64url'),
    ciphertext.toString('base64url'),
  ].join('.')
}

/** Why a value did not open: each caller words it for its own data. */
export type OpenFailure =
  { kind: 'not-sealed' } | { kind: 'other-key'; sealedWith: string } | { kind: 'integrity' }

export function openJson(
  key: Buffer,
  keyId: string,
  aad: string,
  stored: string,
  failure: (why: OpenFailure) => Error,
): unknown {
  const [version, sealedWith, iv, tag, ciphertext] = stored.split('.')
  if (version !== VERSION || !sealedWith || !iv || !tag || ciphertext === undefined) {
    throw failure({ kind: 'not-sealed' })
  }
  if (sealedWith !== keyId) throw failure({ kind: 'other-key', sealedWith })
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'))
    decipher.setAAD(Buffer.from(aad))
    decipher.setAuthTag(Buffer.from(tag, 'base64url'))
    const text = Buffer.concat([
      decipher.update(Buffer.from(ciphertext, 'base64url')),
      decipher.final(),
    ]).toString('utf8')
    return JSON.parse(text) as unknown
  } catch {
    throw failure({ kind: 'integrity' })
  }
}
