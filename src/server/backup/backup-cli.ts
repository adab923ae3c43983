import path from 'node:path'
import { parseArgs } from 'node:util'

import { loadConfig } from '../env'
import { keyId } from '../lib/intake-store/intake-crypto'
import { findIntakeKey } from '../secrets'
import { createBackup, defaultBackupDestination } from './backup'
import { describeManifest } from './describe'

// `npm run backup -- [--to DIR]`: a consistent copy of the embedded store, the generated
// secrets and the storage buckets, taken while the server runs, against the same DATA_DIR
// the server uses. See README "Backups".

const USAGE = `Usage: npm run backup -- [--to DIR]

  Writes DIR/renew-<UTC time>/ (mode 0700): the SQLite database, copied online while the
  server runs, DATA_DIR's jwt-secret, DATA_DIR/storage and a manifest.json.
  DIR defaults to a "backups" folder next to DATA_DIR (./backups for ./data).
  The health intake's key is never written into a backup: keep it apart (see README).`

const POSTGRES_BACKUP_HELP = `npm run backup copies the embedded SQLite store, but DATABASE_URL is set: the data is in PostgreSQL.
Back it up with PostgreSQL's own tool, which takes a consistent copy while the site runs:

  pg_dump --format=custom --file=renew-$(date -u +%Y-%m-%dT%H-%M-%SZ).dump "$DATABASE_URL"

and copy DATA_DIR/storage and the JWT_SECRET value with it. Keep the INTAKE_ENCRYPTION_KEY
value too, but apart from the dump: the dump holds the health intake sealed under it. Restore
with pg_restore (see README, "Backups").`

async function main(args: string[]): Promise<number> {
  let to: string | undefined
  try {
    const { values } = parseArgs({ args, options: { to: { type: 'string' } }, strict: true })
    to = values.to
  } catch {
    console.error(USAGE)
    return 2
  }
  const config = loadConfig()
  if (config.databaseUrl) {
    console.error(POSTGRES_BACKUP_HELP)
    return 1
  }
  const intakeKey = findIntakeKey(config)
  const { folder, manifest } = await createBackup({
    dataDir: config.dataDir,
    destination: path.resolve(to ?? defaultBackupDestination(config.dataDir)),
    jwtSecretFromEnvironment: config.jwtSecret !== undefined,
    intakeKey: intakeKey?.key,
  })
  console.log(`Backup written to ${folder}`)
  for (const line of describeManifest(manifest)) console.log(`  ${line}`)
  if (manifest.jwt_secret_from_environment) {
    console.log(
      '  JWT_SECRET comes from the environment and is not in the backup: keep its value with\n' +
        '  the backup, a restored site needs the same one.',
    )
  }
  for (const line of intakeKeyAdvice(manifest.intake_key_id ?? null, intakeKey)) {
    console.log(`  ${line}`)
  }
  return 0
}

/**
 * Where the health intake's key is and that it must be kept apart: the backup alone reads as
 * noise (docs/decisions/021-intake-encrypted-at-rest.md, Addendum), so without the key a
 * restore gets no questionnaire back.
 */
function intakeKeyAdvice(needed: string | null, found: ReturnType<typeof findIntakeKey>): string[] {
  if (!needed) return []
  const where =
    found?.from === 'environment'
      ? 'the INTAKE_ENCRYPTION_KEY value'
      : `the key file ${found?.from ?? '(none found)'}`
  const lines = [
    `The health intake's key (key ${needed}) is NOT in the backup, on purpose. Keep ${where}`,
    'apart from the backup (e.g. in a password manager, not on the backup disk): a restore',
    'needs it (npm run restore -- FOLDER --intake-key FILE), and without it no questionnaire',
    'can be read.',
  ]
  if (!found) {
    lines.push(
      'No key was found in INTAKE_ENCRYPTION_KEY or DATA_DIR: find the key this data was sealed under.',
    )
  } else if (keyId(found.key) !== needed) {
    lines.push(
      `The key found is key ${keyId(found.key)}, not the one the data is sealed under: find key ${needed}.`,
    )
  }
  return lines
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`)
    process.exit(1)
  },
)
