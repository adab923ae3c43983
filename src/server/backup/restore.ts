import fs from 'node:fs/promises'
import path from 'node:path'
import { isDeepStrictEqual } from 'node:util'

import { migrationNames } from '../db/migrations'
import { INTAKE_KEY_FILE, readIntakeKeyFile } from '../secrets'
import { copyPrivateFile, exists, makePrivateDirs, sha256File, syncDir, syncFile } from './files'
import { checkIntakeKey, IntakeKeyError, sealedSample } from './intake-key'
import { DATABASE_FILE, type Manifest, readManifest } from './manifest'
import { type DatabaseReport, inspectDatabase } from './sqlite-copy'

export type RestoreOptions = {
  /** A folder written by `npm run backup`. */
  from: string
  dataDir: string
  /**
   * The health intake's key, kept apart from the backup (--intake-key FILE or
   * INTAKE_ENCRYPTION_KEY): checked against the backup's sealed data before anything is
   * written. Required whenever the backup holds sealed data or names a key.
   */
  intakeKey?: Buffer | undefined
  /**
   * The key is INTAKE_ENCRYPTION_KEY, which the server will read itself; otherwise it is
   * written to DATA_DIR/intake-key (0600), where the server looks when the variable is unset.
   */
  intakeKeyFromEnvironment?: boolean
}

export type RestoreResult = { manifest: Manifest; database: DatabaseReport }

export class RestoreError extends Error {
  override name = 'RestoreError'
}

// A fresh filesystem's root holds this; a DATA_DIR that is a mounted volume is still empty.
const IGNORED_ENTRIES = new Set(['lost+found'])

/**
 * Restore a backup into an empty (or missing) DATA_DIR. Everything is checked before the
 * first byte is written — the manifest, the target being empty, every file's size and
 * SHA-256 — and the database comes last, under a temporary name until PRAGMA integrity_check
 * and the row counts agree with the manifest: a DATA_DIR with site.db in it is a finished
 * restore. If anything fails, what this run wrote is removed again.
 */
export async function restoreBackup(options: RestoreOptions): Promise<RestoreResult> {
  const { from, dataDir } = options
  const manifest = await readManifest(from)
  const unknown = manifest.migrations.filter((name) => !migrationNames.includes(name))
  if (unknown.length) {
    throw new RestoreError(
      `The backup comes from a newer version of the site (migrations ${unknown.join(', ')} ` +
        'are unknown to this one): restore it with that version or a later one.',
    )
  }
  await assertEmpty(dataDir)
  await verifyFiles(from, manifest)
  // Backups of format 1 held the key themselves: it is still accepted from there.
  const legacyKey = manifest.secrets.includes(INTAKE_KEY_FILE)
    ? readIntakeKeyFile(path.join(from, INTAKE_KEY_FILE))
    : undefined
  const intakeKey = options.intakeKey ?? legacyKey
  try {
    checkIntakeKey({
      key: intakeKey,
      expectedKeyId: manifest.intake_key_id,
      sample: sealedSample(path.join(from, DATABASE_FILE)),
    })
  } catch (error) {
    if (error instanceof IntakeKeyError) throw new RestoreError(error.message)
    throw error
  }

  const createdDataDir = !(await exists(dataDir))
  if (createdDataDir) await fs.mkdir(dataDir, { recursive: true, mode: 0o700 })
  const written: string[] = []
  try {
    for (const file of manifest.files) {
      if (!file.path.startsWith('storage/')) continue
      const inner = path.join(...file.path.split('/'))
      if (!written.includes('storage')) written.push('storage')
      await makePrivateDirs(dataDir, path.dirname(inner))
      await copyPrivateFile(path.join(from, inner), path.join(dataDir, inner))
    }
    for (const name of manifest.secrets) {
      if (name === INTAKE_KEY_FILE) continue
      written.push(name)
      await copyPrivateFile(path.join(from, name), path.join(dataDir, name))
    }
    if (intakeKey && !options.intakeKeyFromEnvironment) {
      written.push(INTAKE_KEY_FILE)
      const keyFile = path.join(dataDir, INTAKE_KEY_FILE)
      await fs.writeFile(keyFile, intakeKey.toString('hex'), { mode: 0o600, flag: 'wx' })
      await fs.chmod(keyFile, 0o600)
      await syncFile(keyFile)
    }
    const staged = `${DATABASE_FILE}.restoring`
    written.push(staged)
    await copyPrivateFile(path.join(from, DATABASE_FILE), path.join(dataDir, staged))
    const database = checkDatabase(path.join(dataDir, staged), manifest)
    written.push(DATABASE_FILE)
    await fs.rename(path.join(dataDir, staged), path.join(dataDir, DATABASE_FILE))
    await syncDir(dataDir)
    return { manifest, database }
  } catch (error) {
    for (const name of written)
      await fs.rm(path.join(dataDir, name), { recursive: true, force: true })
    if (createdDataDir) await fs.rm(dataDir, { recursive: true, force: true })
    throw error
  }
}

async function assertEmpty(dataDir: string): Promise<void> {
  let entries: string[]
  try {
    entries = (await fs.readdir(dataDir)).filter((name) => !IGNORED_ENTRIES.has(name))
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    if (code === 'ENOENT') return
    if (code === 'ENOTDIR') throw new RestoreError(`DATA_DIR ${dataDir} is a file, not a folder.`)
    throw error
  }
  if (entries.some((name) => name === DATABASE_FILE || name.startsWith(`${DATABASE_FILE}-`))) {
    throw new RestoreError(
      `DATA_DIR ${dataDir} already holds a database (${DATABASE_FILE}). A restore never ` +
        'overwrites data: restore into an empty or new DATA_DIR, or stop the server and move ' +
        'this one aside first.',
    )
  }
  if (entries.length) {
    const shown = entries.sort().slice(0, 5).join(', ') + (entries.length > 5 ? ', …' : '')
    throw new RestoreError(
      `DATA_DIR ${dataDir} is not empty (${shown}). A restore never overwrites data: ` +
        'restore into an empty or new DATA_DIR.',
    )
  }
}

/** Every listed file is there with its size and SHA-256: a copy damaged on the way stops here. */
async function verifyFiles(from: string, manifest: Manifest): Promise<void> {
  for (const file of manifest.files) {
    const location = path.join(from, ...file.path.split('/'))
    const stats = await fs.stat(location).catch(() => null)
    if (!stats?.isFile()) throw new RestoreError(`${location} is missing from the backup.`)
    if (stats.size !== file.bytes || (await sha256File(location)) !== file.sha256) {
      throw new RestoreError(`${location} does not match its checksum in the manifest: damaged?`)
    }
  }
}

function checkDatabase(file: string, manifest: Manifest): DatabaseReport {
  const report = inspectDatabase(file)
  if (report.integrity !== 'ok') {
    throw new RestoreError(
      `The restored database failed PRAGMA integrity_check: ${report.integrity}`,
    )
  }
  if (
    !isDeepStrictEqual(report.tables, manifest.tables) ||
    !isDeepStrictEqual(report.migrations, manifest.migrations)
  ) {
    throw new RestoreError(
      'The restored database does not hold the tables and rows the manifest lists.',
    )
  }
  return report
}
