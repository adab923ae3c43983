import { keyFingerprint, openJson, sealJson } from '../sealed-json'

// Health data at rest (docs/architecture.md, Patient accounts and the intake): a patient's
// intake answers, the reasons drawn from them and the physician's note are stored only as
// AES-256-GCM ciphertext (lib/sealed-json.ts) under INTAKE_ENCRYPTION_KEY (or the key generated into DATA_DIR), so a
// copy of the database alone — a backup, a dump, a stolen disk — reads as noise. Stored as
// `v1.<key id>.<iv>.<tag>.<ciphertext>` (base64url); the key id names the key that sealed it, so
// a server started with another key says so plainly instead of failing on every row as if the
// data were corrupt. The row id and the field are bound in as associated data: a sealed value
// cannot be copied into another patient's row or another column.

/** A value that cannot be opened: sealed under another key, or altered. Never swallowed. */
export class SealedDataError extends Error {
  override name = 'SealedDataError'
}

/** A short public fingerprint of the key (not the key): 8 bytes of an HMAC under it. */
export function keyId(key: Buffer): string {
  return keyFingerprint(key, 'renew-medical/intake-key-id/v1')
}

export type SealedField = 'answers' | 'assessment' | 'decision_note'

export function seal(key: Buffer, rowId: string, field: SealedField, value: unknown): string {
  return sealJson(key, keyId(key), `${rowId}/${field}`, value)
}

export function open(key: Buffer, rowId: string, field: SealedField, stored: string): unknown {
  return openJson(key, keyId(key), `${rowId}/${field}`, stored, (why) => {
    if (why.kind === 'not-sealed') {
      return new SealedDataError(`intake ${field} of ${rowId} is not a sealed value`)
    }
    if (why.kind === 'other-key') {
      return new SealedDataError(
        `intake ${field} of ${rowId} was sealed under key ${why.sealedWith}, but the server ` +
          `holds key ${keyId(key)}: start it with the INTAKE_ENCRYPTION_KEY (or ` +
          'DATA_DIR/intake-key) it was written with',
      )
    }
    return new SealedDataError(`intake ${field} of ${rowId} failed its integrity check`)
  })
}
