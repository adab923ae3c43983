import fs from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'

import { loadConfig } from '../env'
import { keyId } from '../lib/intake-store/intake-crypto'
import { INTAKE_KEY_FILE, readIntakeKeyFile } from '../secrets'
import { describeManifest } from './describe'
import { restoreBackup } from './restore'

// `npm run restore -- FOLDER`: put a backup made by `npm run backup` into the DATA_DIR the
// server would use, which must be empty or missing. See README "Backups".

const USAGE = `Usage: npm run restore -- FOLDER [--intake-key FILE]

  Restores FOLDER (written by npm run backup) into DATA_DIR, which must be empty or not
  exist yet; nothing is ever overwritten. The database is verified with PRAGMA
  integrity_check and against the backup's manifest before the restore counts as done.

  The health intake's key is never in a backup: give the key file kept apart from it with
  --intake-key FILE (it is written to DATA_DIR/intake-key), or set INTAKE_ENCRYPTION_KEY.
  A key that does not open the backup's questionnaires is refused before anything is written.`

const POSTGRES_RESTORE_HELP = `npm run restore restores the embedded SQLite store, but DATABASE_URL is set: the data is in PostgreSQL.
Restore a pg_dump backup with PostgreSQL's own tool, into an empty database:

  pg_restore --no-owner --dbname="$DATABASE_URL" renew-….dump

then copy the storage folder back into DATA_DIR/storage and start the site with the same
JWT_SECRET and INTAKE_ENCRYPTION_KEY (see README, "Backups").`

async function main(args: string[]): Promise<number> {
  let from = ''
  let keyFile: string | undefined
  try {
    const { values, positionals } = parseArgs({
      args,
      allowPositionals: true,
      options: { 'intake-key': { type: 'string' } },
      strict: true,
    })
    if (positionals.length !== 1) throw new Error('one FOLDER')
    from = positionals[0]!
    keyFile = values['intake-key']
  } catch {
    console.error(USAGE)
    return 2
  }
  const config = loadConfig()
  if (config.databaseUrl) {
    console.error(POSTGRES_RESTORE_HELP)
    return 1
  }
  const given = keyFile ? readIntakeKeyFile(path.resolve(keyFile)) : undefined
  const environment = config.intakeEncryptionKey
  if (given && environment && !given.equals(environment)) {
    // The server reads the variable before any file: a restored file it ignores helps nobody.
    console.error(
      'Restore failed: INTAKE_ENCRYPTION_KEY is set and is not the key in --intake-key; the ' +
        'server would use the variable. Unset it or give the same key. Nothing was restored.',
    )
    return 1
  }
  const { manifest } = await restoreBackup({
    from: path.resolve(from),
    dataDir: config.dataDir,
    intakeKey: environment ?? given,
    intakeKeyFromEnvironment: environment !== undefined,
  })
  console.log(`Restored ${path.resolve(from)} into ${config.dataDir}`)
  for (const line of describeManifest(manifest)) console.log(`  ${line}`)
  const keyIn = path.join(config.dataDir, INTAKE_KEY_FILE)
  if (environment) {
    console.log(
      `  The health intake opens with INTAKE_ENCRYPTION_KEY (key ${keyId(environment)}): ` +
        'start the site with it set.',
    )
  } else if (fs.existsSync(keyIn)) {
    console.log(`  The health intake's key is in ${keyIn}; keep a copy apart from the backups.`)
  }
  if (manifest.jwt_secret_from_environment && !config.jwtSecret) {
    console.log(
      '  The backup was taken with JWT_SECRET set: start the site with that same value, or\n' +
        '  every session and the anon key change.',
    )
  } else if (!manifest.jwt_secret_from_environment && config.jwtSecret) {
    console.log(
      '  JWT_SECRET is set, so the server will use it rather than the restored jwt-secret file:\n' +
        '  sessions from before the backup only stay valid if it is the same secret.',
    )
  }
  console.log('  Start the server with this DATA_DIR to use it.')
  return 0
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`Restore failed: ${error instanceof Error ? error.message : String(error)}`)
    process.exit(1)
  },
)
