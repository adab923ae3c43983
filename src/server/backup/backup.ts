import fs from 'node:fs/promises'
import path from 'node:path'

import { keyId } from '../lib/intake-store/intake-crypto'
import {
  copyPrivateFile,
  exists,
  listStorageFiles,
  makePrivateDir,
  makePrivateDirs,
  sha256File,
  syncDir,
  toManifestPath,
} from './files'
import { sealedSample } from './intake-key'
import {
  DATABASE_FILE,
  MANIFEST_FORMAT,
  type Manifest,
  type ManifestFile,
  writeManifest,
} from './manifest'
import { copyLiveDatabase, inspectDatabase } from './sqlite-copy'

/**
 * Secret files the server generates into DATA_DIR and reads back (src/server/secrets.ts).
 * Not the health intake's key (`intake-key`): a backup that held it would open every
 * questionnaire in it, so the key is kept apart and a restore asks for it
 * (docs/decisions/021-intake-encrypted-at-rest.md, Addendum). Not the staff sign-in hand-over files (`staff-initial-password`, `staff-password-*`): they
 * are meant to be read once and deleted, the database keeps the password's hash, and a copy
 * in every backup would keep the plain password alive; `npm run staff -- reset` replaces it.
 */
export const SECRET_FILES = ['jwt-secret']

export type BackupOptions = {
  dataDir: string
  /** Folder the dated backup folder is created in (created 0700 if missing). */
  destination: string
  /** Whether JWT_SECRET is set (then no secret file is expected in DATA_DIR). */
  jwtSecretFromEnvironment: boolean
  /** The intake key the server uses (secrets.ts findIntakeKey): only its fingerprint is kept. */
  intakeKey: Buffer | undefined
  now?: Date
}

export type BackupResult = { folder: string; manifest: Manifest }

/** Sibling of DATA_DIR, so a backup is never inside the folder it copies or restores into. */
export function defaultBackupDestination(dataDir: string): string {
  return path.join(path.dirname(dataDir), 'backups')
}

/** `renew-2026-11-24T02-40-00Z`: sorts by time and is a valid name on every filesystem. */
export function backupFolderName(now: Date): string {
  return `renew-${now.toISOString().slice(0, 19).replaceAll(':', '-')}Z`
}

export class BackupError extends Error {
  override name = 'BackupError'
}

/**
 * Copy the database (online, while the server runs), the generated secrets and the storage
 * buckets into a new dated folder. Everything is written into `<name>.partial` first and
 * renamed when complete, manifest last, so a folder with the final name is always a whole
 * backup; a failed run removes its partial folder.
 */
export async function createBackup(options: BackupOptions): Promise<BackupResult> {
  const { dataDir } = options
  const now = options.now ?? new Date()
  const databasePath = path.join(dataDir, DATABASE_FILE)
  if (!(await exists(databasePath))) {
    throw new BackupError(`There is no database at ${databasePath}: is DATA_DIR right?`)
  }
  if (isInside(options.destination, dataDir)) {
    // Inside DATA_DIR/storage a backup would copy itself; anywhere in DATA_DIR it would be
    // lost with the very folder it exists to replace.
    throw new BackupError(`Keep backups outside DATA_DIR (${dataDir}); choose another --to.`)
  }
  await fs.mkdir(options.destination, { recursive: true, mode: 0o700 })
  const folder = path.join(options.destination, backupFolderName(now))
  if (await exists(folder)) throw new BackupError(`${folder} already exists; try again in a second`)
  const partial = `${folder}.partial`
  await makePrivateDir(partial)
  try {
    const manifest = await fillBackup(partial, { ...options, now })
    await writeManifest(partial, manifest)
    await fs.rename(partial, folder)
    await syncDir(options.destination)
    return { folder, manifest }
  } catch (error) {
    await fs.rm(partial, { recursive: true, force: true })
    throw error
  }
}

async function fillBackup(
  partial: string,
  options: BackupOptions & { now: Date },
): Promise<Manifest> {
  const { dataDir } = options
  await copyLiveDatabase(path.join(dataDir, DATABASE_FILE), path.join(partial, DATABASE_FILE))
  const report = inspectDatabase(path.join(partial, DATABASE_FILE))
  if (report.integrity !== 'ok') {
    throw new BackupError(`The copied database failed PRAGMA integrity_check: ${report.integrity}`)
  }
  const written = [DATABASE_FILE]
  // The key the sealed data names, else the server's: what a restore will ask for.
  const sample = sealedSample(path.join(partial, DATABASE_FILE))
  const intakeKeyId = sample?.keyId || (options.intakeKey ? keyId(options.intakeKey) : null)

  const secrets: string[] = []
  for (const name of SECRET_FILES) {
    if (!(await exists(path.join(dataDir, name)))) continue
    await copyPrivateFile(path.join(dataDir, name), path.join(partial, name))
    secrets.push(name)
    written.push(name)
  }
  if (!options.jwtSecretFromEnvironment && !secrets.includes('jwt-secret')) {
    // Without it every session and the anon key would change after a restore.
    throw new BackupError(
      `${path.join(dataDir, 'jwt-secret')} is missing and JWT_SECRET is not set: ` +
        'has the server ever started with this DATA_DIR?',
    )
  }

  const storage = await listStorageFiles(path.join(dataDir, 'storage'))
  let storageBytes = 0
  for (const relative of storage.files) {
    const inner = path.join('storage', relative)
    await makePrivateDirs(partial, path.dirname(inner))
    await copyPrivateFile(path.join(dataDir, inner), path.join(partial, inner))
    written.push(inner)
  }

  const files: ManifestFile[] = []
  for (const inner of written) {
    const file = path.join(partial, inner)
    const { size } = await fs.stat(file)
    if (inner.startsWith(`storage${path.sep}`)) storageBytes += size
    files.push({ path: toManifestPath(inner), bytes: size, sha256: await sha256File(file) })
  }

  return {
    format: MANIFEST_FORMAT,
    created_at: options.now.toISOString(),
    engine: 'sqlite',
    sqlite_version: report.sqliteVersion,
    source_data_dir: dataDir,
    database: DATABASE_FILE,
    integrity_check: 'ok',
    migrations: report.migrations,
    tables: report.tables,
    secrets,
    jwt_secret_from_environment: options.jwtSecretFromEnvironment,
    intake_key_id: intakeKeyId,
    storage: {
      files: storage.files.length,
      bytes: storageBytes,
      skipped: storage.skipped.map(toManifestPath),
    },
    files,
  }
}

function isInside(candidate: string, folder: string): boolean {
  const relative = path.relative(path.resolve(folder), path.resolve(candidate))
  const climbs = relative === '..' || relative.startsWith(`..${path.sep}`)
  return !climbs && !path.isAbsolute(relative)
}
