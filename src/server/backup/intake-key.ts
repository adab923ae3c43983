import SQLite from 'better-sqlite3'

import { keyId, open, SealedDataError } from '../lib/intake-store/intake-crypto'

// The health intake's key and backups (docs/decisions/021-intake-encrypted-at-rest.md,
// Addendum): a backup never holds the key, so a copied backup folder reads as noise, and a
// restore refuses before writing anything unless it is given the key that opens the backup's
// sealed data.

/** One sealed intake value of a database file, as stored: its row id and ciphertext. */
export type SealedSample = { id: string; answers: string; keyId: string }

/** The first sealed intake answers in `file` (opened read-only), or undefined if none. */
export function sealedSample(file: string): SealedSample | undefined {
  const db = new SQLite(file, { readonly: true, fileMustExist: true })
  try {
    const table = db
      .prepare("select 1 from sqlite_schema where type = 'table' and name = 'intake_responses'")
      .get()
    if (!table) return undefined
    const row = db.prepare('select id, answers from intake_responses order by id limit 1').get() as
      { id: string; answers: string } | undefined
    if (!row) return undefined
    // `v1.<key id>.…`: the fingerprint of the key that sealed it (intake-crypto.ts).
    const named = row.answers.split('.')[1] ?? ''
    return { ...row, keyId: /^[0-9a-f]{16}$/.test(named) ? named : '' }
  } finally {
    db.close()
  }
}

export class IntakeKeyError extends Error {
  override name = 'IntakeKeyError'
}

/**
 * Refuse unless `key` opens the backup's sealed intake: the key id recorded in the manifest
 * must be the key's, and a sealed value of the database must open under it. A backup with
 * neither (taken before any key existed, with no questionnaire) needs no key.
 */
export function checkIntakeKey(options: {
  key: Buffer | undefined
  /** The manifest's intake_key_id (absent in backups of format 1). */
  expectedKeyId: string | null | undefined
  sample: SealedSample | undefined
}): void {
  const { key, sample } = options
  const needed = options.expectedKeyId ?? sample?.keyId
  if (!needed) return
  if (!key) {
    throw new IntakeKeyError(
      `The backup's health intake is sealed under key ${needed}, and the backup does not hold ` +
        'that key (it never does: it is kept apart). Give it with --intake-key FILE (the ' +
        'intake-key file of the site the backup came from) or set INTAKE_ENCRYPTION_KEY. ' +
        'Nothing was restored.',
    )
  }
  const given = keyId(key)
  if (given !== needed) {
    throw new IntakeKeyError(
      `The intake key given (key ${given}) is not the one the backup's health intake is sealed ` +
        `under (key ${needed}): find the key kept for this site. Nothing was restored.`,
    )
  }
  if (!sample) return
  try {
    open(key, sample.id, 'answers', sample.answers)
  } catch (error) {
    if (!(error instanceof SealedDataError)) throw error
    throw new IntakeKeyError(
      `The intake key given does not open the backup's health intake (${error.message}). ` +
        'Nothing was restored.',
    )
  }
}
