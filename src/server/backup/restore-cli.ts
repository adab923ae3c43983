import path from 'node:path'

import { loadConfig } from '../env'
import { describeManifest } from './describe'
import { restoreBackup } from './restore'

// `npm run restore -- FOLDER`: put a backup made by `npm run backup` into the DATA_DIR the
// server would use, which must be empty or missing. See README "Backups".

const USAGE = `Usage: npm run restore -- FOLDER

  Restores FOLDER (written by npm run backup) into DATA_DIR, which must be empty or not
  exist yet; nothing is ever overwritten. The database is verified with PRAGMA
  integrity_check and against the backup's manifest before the restore counts as done.`

const POSTGRES_RESTORE_HELP = `npm run restore restores the embedded SQLite store, but DATABASE_URL is set: the data is in PostgreSQL.
Restore a pg_dump backup with PostgreSQL's own tool, into an empty database:

  pg_restore --no-owner --dbname="$DATABASE_URL" renew-….dump

then copy the storage folder back into DATA_DIR/storage and start the site with the same
JWT_SECRET (see README, "Backups").`

async function main(args: string[]): Promise<number> {
  const [from, ...rest] = args
  if (!from || rest.length > 0 || from.startsWith('-')) {
    console.error(USAGE)
    return 2
  }
  const config = loadConfig()
  if (config.databaseUrl) {
    console.error(POSTGRES_RESTORE_HELP)
    return 1
  }
  const { manifest } = await restoreBackup({ from: path.resolve(from), dataDir: config.dataDir })
  console.log(`Restored ${path.resolve(from)} into ${config.dataDir}`)
  for (const line of describeManifest(manifest)) console.log(`  ${line}`)
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
