import path from 'node:path'
import { parseArgs } from 'node:util'

import { loadConfig } from '../env'
import { createBackup, defaultBackupDestination } from './backup'
import { describeManifest } from './describe'

// `npm run backup -- [--to DIR]`: a consistent copy of the embedded store, the generated
// secrets and the storage buckets, taken while the server runs, against the same DATA_DIR
// the server uses. See README "Backups".

const USAGE = `Usage: npm run backup -- [--to DIR]

  Writes DIR/renew-<UTC time>/ (mode 0700): the SQLite database, copied online while the
  server runs, DATA_DIR's generated secrets, DATA_DIR/storage and a manifest.json.
  DIR defaults to a "backups" folder next to DATA_DIR (./backups for ./data).`

const POSTGRES_BACKUP_HELP = `npm run backup copies the embedded SQLite store, but DATABASE_URL is set: the data is in PostgreSQL.
Back it up with PostgreSQL's own tool, which takes a consistent copy while the site runs:

  pg_dump --format=custom --file=renew-$(date -u +%Y-%m-%dT%H-%M-%SZ).dump "$DATABASE_URL"

and copy DATA_DIR/storage and the JWT_SECRET value with it. Restore with pg_restore
(see README, "Backups").`

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
  const { folder, manifest } = await createBackup({
    dataDir: config.dataDir,
    destination: path.resolve(to ?? defaultBackupDestination(config.dataDir)),
    jwtSecretFromEnvironment: config.jwtSecret !== undefined,
  })
  console.log(`Backup written to ${folder}`)
  for (const line of describeManifest(manifest)) console.log(`  ${line}`)
  if (manifest.jwt_secret_from_environment) {
    console.log(
      '  JWT_SECRET comes from the environment and is not in the backup: keep its value with\n' +
        '  the backup, a restored site needs the same one.',
    )
  }
  return 0
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`)
    process.exit(1)
  },
)
