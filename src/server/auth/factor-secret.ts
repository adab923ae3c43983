import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto'

// A TOTP factor's shared secret is stored encrypted (AES-256-GCM), so a copy of the database
// alone — a backup, a dump — does not let anyone compute a staff member's codes. The key is
// derived from the JWT secret, domain-separated from its other uses, as GoTrue's optional
// DB_ENCRYPTION does with a key of its own. Stored as `v1.<iv>.<tag>.<ciphertext>`, base64url;
// the factor's id is bound in as associated data, so a secret cannot be moved to another row.

const VERSION = 'v1'

function key(jwtSecret: string): Buffer {
  return createHmac('sha256', jwtSecret).update('renew-medical/mfa-factor-secret/v1').digest()
}

export function encryptFactorSecret(jwtSecret: string, factorId: string, secret: string): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', key(jwtSecret), iv)
  cipher.setAAD(Buffer.from(factorId))
  const ciphertext = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()])
  return [VERSION, iv, cipher.getAuthTag(), ciphertext]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.')
}

/** The secret, or an Error if the stored value was not sealed by us for this factor. */
export function decryptFactorSecret(jwtSecret: string, factorId: string, stored: string): string {
  const [version, iv, tag, ciphertext] = stored.split('.')
  if (version !== VERSION || !iv || !tag || ciphertext === undefined) {
    throw new Error('unreadable factor secret')
  }
  const decipher = createDecipheriv('aes-256-gcm', key(jwtSecret), Buffer.from(iv, 'base64url'))
  decipher.setAAD(Buffer.from(factorId))
  decipher.setAuthTag(Buffer.from(tag, 'base64url'))
  return Buffer.concat([
    decipher.update(Buffer.from(ciphertext, 'base64url')),
    decipher.final(),
  ]).toString('utf8')
}
