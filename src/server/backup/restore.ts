import fs from 'node:fs/promises'
import path from 'node:path'
import { isDeepStrictEqual } from 'node:util'

import { migrationNames } from '../db/migrations'
import { copyPrivateFile, exists, makePrivateDirs, sha256File, syncDir } from './files'
import { DATABASE_FILE, type Manifest, readManifest } from './manifest'
import { type DatabaseReport, inspectDatabase } from './sqlite-copy'

export type RestoreOptions = {
  /** A folder written by `npm run backup`. */
  from: string
  dataDir: string
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
export async function restoreBackup({ from, dataDir }: RestoreOptions): Promise<RestoreResult> {
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
      written.push(name)
      await copyPrivateFile(path.join(from, name), path.join(dataDir, name))
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
