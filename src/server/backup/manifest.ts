import fs from 'node:fs/promises'
import path from 'node:path'

import { z } from 'zod'

// manifest.json: what a backup holds, for the operator to read and for restore to check
// before it writes anything. Restore trusts nothing else in the folder: it copies only the
// files listed here, and only after their size and SHA-256 match.

export const MANIFEST_FILE = 'manifest.json'
export const MANIFEST_FORMAT = 'renew-backup/2'
/** Backups of format 1 held the intake key among their secrets; they still restore. */
const READABLE_FORMATS = ['renew-backup/1', MANIFEST_FORMAT] as const
/** The database's name inside a backup (and in DATA_DIR, see src/server/db/database.ts). */
export const DATABASE_FILE = 'site.db'

/** A path inside the backup folder: relative, "/"-separated, never climbing out. */
const innerPath = z
  .string()
  .min(1)
  .refine(
    (value) =>
      !value.startsWith('/') &&
      !value.includes('\\') &&
      !value.includes('\0') &&
      value.split('/').every((part) => part !== '' && part !== '.' && part !== '..'),
    'must be a relative path inside the backup',
  )

const manifestSchema = z.object({
  format: z.enum(READABLE_FORMATS),
  created_at: z.iso.datetime(),
  engine: z.literal('sqlite'),
  sqlite_version: z.string(),
  source_data_dir: z.string(),
  database: z.literal(DATABASE_FILE),
  integrity_check: z.literal('ok'),
  /** Kysely migrations applied to the copied database, in order. */
  migrations: z.array(z.string()),
  /** Rows per table in the copy (including Kysely's bookkeeping tables). */
  tables: z.record(z.string(), z.number().int().nonnegative()),
  /** Generated secret files from DATA_DIR, copied to the folder's top level. */
  secrets: z.array(
    innerPath.refine(
      (value) => !value.includes('/') && ![DATABASE_FILE, MANIFEST_FILE, 'storage'].includes(value),
      'must be the name of a secret file',
    ),
  ),
  /** JWT_SECRET was set: the key is in the environment, not in the backup. */
  jwt_secret_from_environment: z.boolean(),
  /**
   * The fingerprint (intake-crypto.ts keyId, not the key) of the key the health intake is
   * sealed under; null when there is neither a key nor a sealed value. The key itself is never
   * in a backup (docs/decisions/021-intake-encrypted-at-rest.md, Addendum). Absent in format 1.
   */
  intake_key_id: z
    .string()
    .regex(/^[0-9a-f]{16}$/)
    .nullable()
    .optional(),
  storage: z.object({
    files: z.number().int().nonnegative(),
    bytes: z.number().int().nonnegative(),
    /** Links under DATA_DIR/storage that were not followed (see files.ts). */
    skipped: z.array(z.string()),
  }),
  /** Every file of the backup but this manifest, with its size and SHA-256. */
  files: z.array(
    z.object({
      path: innerPath,
      bytes: z.number().int().nonnegative(),
      sha256: z.string().regex(/^[0-9a-f]{64}$/),
    }),
  ),
})

export type Manifest = z.infer<typeof manifestSchema>
export type ManifestFile = Manifest['files'][number]

export async function writeManifest(folder: string, manifest: Manifest): Promise<void> {
  const file = path.join(folder, MANIFEST_FILE)
  await fs.writeFile(file, `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600, flag: 'wx' })
}

export class NotABackupError extends Error {
  override name = 'NotABackupError'
}

/** The folder's manifest, or NotABackupError saying why the folder is not a usable backup. */
export async function readManifest(folder: string): Promise<Manifest> {
  let text: string
  try {
    text = await fs.readFile(path.join(folder, MANIFEST_FILE), 'utf8')
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    if (code === 'ENOENT' || code === 'ENOTDIR') {
      throw new NotABackupError(
        `${folder} is not a backup made by \`npm run backup\` (it has no ${MANIFEST_FILE})`,
      )
    }
    throw error
  }
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    throw new NotABackupError(`${path.join(folder, MANIFEST_FILE)} is not valid JSON`)
  }
  const parsed = manifestSchema.safeParse(json)
  if (!parsed.success) {
    const problems = parsed.error.issues
      .map((issue) => `  - ${issue.path.join('.') || '(manifest)'}: ${issue.message}`)
      .join('\n')
    throw new NotABackupError(
      `${path.join(folder, MANIFEST_FILE)} is not a manifest this version can restore:\n${problems}`,
    )
  }
  const listed = new Set(parsed.data.files.map((file) => file.path))
  for (const required of [DATABASE_FILE, ...parsed.data.secrets]) {
    if (!listed.has(required)) {
      throw new NotABackupError(`${MANIFEST_FILE} does not list ${required} among the files`)
    }
  }
  return parsed.data
}
