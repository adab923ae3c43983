import { parseArgs } from 'node:util'

import { isStaffRole, type StaffRole } from '../../shared/roles'
import { openDatabase } from '../db/database'
import { migrateToLatest } from '../db/migrations'
import { loadConfig } from '../env'
import { createLogger } from '../logger'
import { createMailer } from '../mail/mailer'
import { addStaff, removeStaff, resetStaffMfa, resetStaffPassword, stdoutIsTTY } from './staff'
import { handOverCredentials } from './staff-credentials'

// `npm run staff -- add|reset|reset-mfa|remove EMAIL`: manage staff accounts from the shell,
// against the same DATA_DIR / DATABASE_URL the server uses. A generated password is
// printed on a terminal; when stdout is not one (a pipe, a job whose output is collected)
// it goes to a new 0600 file in DATA_DIR instead, and only the file's path is printed.

const USAGE = `Usage: npm run staff -- <command> EMAIL

  add EMAIL [--role staff|physician]
                make EMAIL a staff user (--role staff, the default) or a physician (a staff
                user who also approves, changes or declines the order lines that need a
                physician): creates the account with a generated password; an existing
                account is signed out everywhere, loses its password and second factors,
                and is mailed a link to choose a password (with SITE_ACCESS=staff, before
                launch, it gets a generated password to hand over instead). Adding a staff
                user again with the other role changes only the role
  reset EMAIL   give a staff user a new generated password and sign them out
  reset-mfa EMAIL
                remove a staff user's second factors (a lost phone) and sign them out;
                they set up a new one at their next sign-in
  remove EMAIL  take the staff role away and sign them out

Generated passwords are printed once on a terminal; otherwise they are written to a
file in DATA_DIR (readable by its owner only) and the file's path is printed.`

const COMMANDS = ['add', 'reset', 'reset-mfa', 'remove']

/** The command, its address and (for add) the role; undefined when the words make no command. */
function parseCommand(
  args: string[],
): { command: string; email: string; role: StaffRole } | undefined {
  let parsed: ReturnType<typeof parse>
  try {
    parsed = parse(args)
  } catch {
    return undefined
  }
  const [command, email, ...rest] = parsed.positionals
  const role = parsed.values.role ?? 'staff'
  if (!command || !email || rest.length > 0 || !COMMANDS.includes(command)) return undefined
  if (!isStaffRole(role)) return undefined
  // Only add gives a role; elsewhere the option would be silently ignored.
  if (parsed.values.role !== undefined && command !== 'add') return undefined
  return { command, email, role }
}

function parse(args: string[]) {
  return parseArgs({
    args,
    allowPositionals: true,
    strict: true,
    options: { role: { type: 'string' } },
  })
}

async function main(args: string[]): Promise<number> {
  const parsed = parseCommand(args)
  if (!parsed) {
    console.error(USAGE)
    return 2
  }
  const { command, email, role } = parsed
  const config = loadConfig()
  // Operator output goes to the terminal; the structured log stays quiet unless asked.
  const logger = createLogger(process.env.LOG_LEVEL ? config.logLevel : 'warn')
  const database = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir })
  const output = { print: console.log, isTTY: stdoutIsTTY(), dataDir: config.dataDir }
  const address = email.trim().toLowerCase()
  try {
    await migrateToLatest(database.db)
    if (command === 'add') {
      // Before launch the gate opens no set-password link or page (docs/architecture.md, Staff
      // gate): an existing account then gets a generated password to hand over instead.
      const mail =
        config.siteAccess === 'staff'
          ? ('hand-over-password' as const)
          : { mailer: createMailer(config, logger), publicUrl: config.publicUrl }
      const result = await addStaff(database.db, email, logger, { role, mail })
      const what = role === 'physician' ? 'a physician' : 'a staff user'
      if (result.outcome === 'role-changed') {
        console.log(
          `${address} is now ${what} (was ${result.from}); their password and sessions are unchanged.`,
        )
      } else if (result.outcome === 'link-sent') {
        console.log(
          `${address} already had an account, whose password may have been set by someone else` +
            ` in their name: it is now ${what}, its password, sessions and second factors are` +
            ` gone, and a link to choose a password was mailed to ${address} (it works once,` +
            ` for 1 hour; run add again for a new one).`,
        )
      } else {
        if (result.outcome === 'replaced') {
          console.log(
            `${address} already had an account, whose password may have been set by someone else` +
              ` in their name: it is now ${what}, with the generated password below; its old` +
              ' password, sessions and second factors are gone.',
          )
        }
        handOverCredentials(output, address, result.password)
        if (role === 'physician') {
          console.log(`  ${address} is a physician: they also review order lines that need one.`)
        }
      }
    } else if (command === 'reset') {
      const password = await resetStaffPassword(database.db, email, logger)
      handOverCredentials(output, address, password)
      console.log('  Their other sessions have been signed out.')
    } else if (command === 'reset-mfa') {
      const removed = await resetStaffMfa(database.db, email, logger)
      console.log(
        removed === 0
          ? `${address} had no second factor; they have been signed out.`
          : `${address}'s second factor has been removed and they have been signed out; they set up a new one at their next sign-in.`,
      )
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
