import { openDatabase } from './db/database'
import { migrateToLatest } from './db/migrations'
import { loadConfig } from './env'
import { createLogger } from './logger'
import { addStaff, printCredentials, removeStaff, resetStaffPassword } from './staff'

// `npm run staff -- add|reset|remove EMAIL`: manage staff accounts from the shell,
// against the same DATA_DIR / DATABASE_URL the server uses.

const USAGE = `Usage: npm run staff -- <command> EMAIL

  add EMAIL     make EMAIL a staff user (creates the account with a generated password,
                printed once, or promotes an existing confirmed user)
  reset EMAIL   give a staff user a new generated password (printed once) and sign them out
  remove EMAIL  take the staff role away and sign them out`

async function main(args: string[]): Promise<number> {
  const [command, email, ...rest] = args
  if (!command || !email || rest.length > 0 || !['add', 'reset', 'remove'].includes(command)) {
    console.error(USAGE)
    return 2
  }
  const config = loadConfig()
  // Operator output goes to the terminal; the structured log stays quiet unless asked.
  const logger = createLogger(process.env.LOG_LEVEL ? config.logLevel : 'warn')
  const database = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir })
  try {
    await migrateToLatest(database.db)
    if (command === 'add') {
      const { password } = await addStaff(database.db, email, logger)
      if (password) printCredentials(console.log, email.trim().toLowerCase(), password)
      else console.log(`${email} is now a staff user (their password is unchanged).`)
    } else if (command === 'reset') {
      const password = await resetStaffPassword(database.db, email, logger)
      printCredentials(console.log, email.trim().toLowerCase(), password)
      console.log('  Their other sessions have been signed out.')
    } else {
      await removeStaff(database.db, email, logger)
      console.log(`${email} is no longer a staff user and has been signed out.`)
    }
    return 0
  } finally {
    await database.close()
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  },
)
