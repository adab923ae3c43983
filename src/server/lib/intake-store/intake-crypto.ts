import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto'

// Health data at rest (docs/architecture.md, Patient accounts and the intake): a patient's
// intake answers, the reasons drawn from them and the physician's note are stored only as
// AES-256-GCM ciphertext under INTAKE_ENCRYPTION_KEY (or the key generated into DATA_DIR), so a
// copy of the database alone — a backup, a dump, a stolen disk — reads as noise. Stored as
// `v1.<key id>.<iv>.<tag>.<ciphertext>` (base64url); the key id names the key that sealed it, so
// a server started with another key says so plainly instead of failing on every row as if the
// data were corrupt. The row id and the field are bound in as associated data: a sealed value
// cannot be copied into another patient's row or another column.

const VERSION = 'v1'

/** A value that cannot be opened: sealed under another key, or altered. Never swallowed. */
export class SealedDataError extends Error {
  override name = 'SealedDataError'
}

/** A short public fingerprint of the key (not the key): 8 bytes of an HMAC under it. */
export function keyId(key: Buffer): string {
  return createHmac('sha256', key)
    .update('renew-medical/intake-key-id/v1')
    .digest('hex')
    .slice(0, 16)
}

export type SealedField = 'answers' | 'assessment' | 'decision_note'

export function seal(key: Buffer, rowId: string, field: SealedField, value: unknown): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', key, iv)
  cipher.setAAD(Buffer.from(`${rowId}/${field}`))
  const ciphertext = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()])
  return [
    VERSION,
    keyId(key),
    iv.toString('base64url'),
    cipher.getAuthTag().toString('base64url'),
    ciphertext.toString('base64url'),
  ].join('.')
}

export function open(key: Buffer, rowId: string, field: SealedField, stored: string): unknown {
  const [version, sealedWith, iv, tag, ciphertext] = stored.split('.')
  if (version !== VERSION || !sealedWith || !iv || !tag || ciphertext === undefined) {
    throw new SealedDataError(`intake ${field} of ${rowId} is not a sealed value`)
  }
  if (sealedWith !== keyId(key)) {
    throw new SealedDataError(
      `intake ${field} of ${rowId} was sealed under key ${sealedWith}, but the server holds key ` +
        `${keyId(key)}: start it with the INTAKE_ENCRYPTION_KEY (or DATA_DIR/intake-key) it was ` +
        'written with',
    )
  }
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'))
    decipher.setAAD(Buffer.from(`${rowId}/${field}`))
    decipher.setAuthTag(Buffer.from(tag, 'base64url'))
    const text = Buffer.concat([
      decipher.update(Buffer.from(ciphertext, 'base64url')),
      decipher.final(),
    ]).toString('utf8')
    return JSON.parse(text) as unknown
  } catch {
    throw new SealedDataError(`intake ${field} of ${rowId} failed its integrity check`)
  }
}
