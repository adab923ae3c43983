import { randomInt } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import { isStaffRole, type StaffRole } from '../shared/roles'
import { validateEmail } from './auth/auth-input'
import {
  findStaffUsers,
  findUserByEmail,
  insertUser,
  newUserValues,
  updateUser,
} from './auth/auth.queries'
import { isEmailProvenByLink } from './auth/email-proof'
import { removeAllFactors } from './auth/mfa.queries'
import { hashPassword, verifyPassword, weakPasswordReasons } from './auth/passwords'
import { deleteSessions } from './auth/session.queries'
import { parseJsonObject, type UserRow } from './auth/user-json'
import type { Database } from './db/database'
import { type Config, ConfigError } from './env'
import type { Logger } from './logger'
import { printCredentials, writeCredentialsFile } from './staff-credentials'

// A staff user is an ordinary auth user with app_metadata.role = "staff", or "physician" for a
// staff member who may also review order lines (docs/decisions/007-staff-gate-code-split.md,
// docs/architecture.md, Orders); their JWT role stays "authenticated". Generated passwords reach the operator once and
// are stored only as an argon2id hash: printed on a terminal, otherwise written to a 0600
// file in DATA_DIR, because a stdout that is not a terminal usually feeds a log collector.

export const DEFAULT_STAFF_EMAIL = 'staff@renewmedical.example'

/** Where the first start leaves the generated sign-in when stdout is not a terminal. */
export const INITIAL_PASSWORD_FILE = 'staff-initial-password'

// No look-alikes (0/O, 1/l/I), so a password read off a terminal can be typed back.
const PASSWORD_ALPHABET = 'abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789'

/** 20 characters from a 57-symbol alphabet: ~116 bits. */
export function generateStaffPassword(): string {
  let password = ''
  for (let i = 0; i < 20; i++) password += PASSWORD_ALPHABET[randomInt(PASSWORD_ALPHABET.length)]
  return password
}

export type Print = (line: string) => void

/** Whether this process's stdout is a terminal someone reads (not a pipe or a log file). */
export const stdoutIsTTY = () => process.stdout.isTTY === true

/**
 * Called at every start. STAFF_EMAIL + STAFF_PASSWORD: create or update that staff
 * account (confirmed). Neither, and no staff account yet: create the default one with a
 * generated password, printed once on a terminal, else written to
 * `dataDir/staff-initial-password` and only that path logged. Only one of the two:
 * refuse to start.
 */
export async function ensureStaffAccount(
  db: Database,
  config: Pick<Config, 'staffEmail' | 'staffPassword'> & Partial<Pick<Config, 'dataDir'>>,
  logger: Logger,
  print: Print = console.log,
  { isTTY = stdoutIsTTY() }: { isTTY?: boolean } = {},
): Promise<void> {
  const { staffEmail, staffPassword } = config
  if (staffEmail && staffPassword) {
    if (weakPasswordReasons(staffPassword)) {
      logger.warn('STAFF_PASSWORD is short or a commonly used password: choose a stronger one')
    }
    // The operator chose this password, so it replaces whatever the account had; a
    // different one ends every session (upsertStaff).
    await upsertStaff(db, validateStaffEmail(staffEmail), staffPassword, logger)
    return
  }
  if (staffEmail || staffPassword) {
    const missing = staffEmail ? 'STAFF_PASSWORD' : 'STAFF_EMAIL'
    throw new ConfigError(
      `STAFF_EMAIL and STAFF_PASSWORD must be set together (${missing} is missing); ` +
        'set both, or neither to get a generated staff sign-in.',
    )
  }
  if ((await findStaffUsers(db)).length > 0) return
  const password = generateStaffPassword()
  if (isTTY) {
    await upsertStaff(db, DEFAULT_STAFF_EMAIL, password, logger)
    printCredentials(print, DEFAULT_STAFF_EMAIL, password)
    return
  }
  if (!config.dataDir) throw new Error('ensureStaffAccount: no dataDir to write the password to')
  const file = path.join(config.dataDir, INITIAL_PASSWORD_FILE)
  // The file first: if it cannot be written, no account exists whose password nobody has.
  writeCredentialsFile(file, DEFAULT_STAFF_EMAIL, password, {
    exists: `${file} already exists, but there is no staff account: it is left from an earlier start and its password no longer works. Delete it and start again, or set STAFF_EMAIL and STAFF_PASSWORD.`,
  })
  try {
    await upsertStaff(db, DEFAULT_STAFF_EMAIL, password, logger)
  } catch (error) {
    fs.rmSync(file, { force: true })
    throw error
  }
  logger.warn(
    { file },
    'staff: stdout is not a terminal, so the generated staff sign-in was written to a file; read it, then delete it',
  )
}

export type AddStaffResult =
  /** A new account; hand this password over. */
  | { outcome: 'created'; password: string }
  /** An existing account whose address a link proved: its password and sessions stay. */
  | { outcome: 'promoted'; password: undefined }
  /** An existing account whose address no link proved: new password, every session ended. */
  | { outcome: 'replaced'; password: string }
  /** A staff member given another staff role: password and sessions stay (`from` was theirs). */
  | { outcome: 'role-changed'; password: undefined; from: StaffRole }

/**
 * `npm run staff -- add EMAIL [--role staff|physician]`. A user who followed a link mailed to
 * the address (sign-up confirmation, recovery, e-mail change) owns it and is promoted with their
 * password. Any other existing account, including one confirmed by a sign-up with
 * AUTH_EMAIL_CONFIRM=false and a staff account being re-added, may have been created by someone
 * else in the owner's name: it gets a generated password, and its sessions, refresh tokens and
 * pending links end before it becomes staff, so whoever held it reads no leads. A staff member
 * added again with the other staff role only changes role: the account is already the
 * operator's (an earlier add or STAFF_EMAIL vetted it), and the change takes effect at their
 * next request, as rights are read from the account every time.
 */
export async function addStaff(
  db: Database,
  rawEmail: string,
  logger: Logger,
  role: StaffRole = 'staff',
): Promise<AddStaffResult> {
  const email = validateStaffEmail(rawEmail)
  const existing = await findUserByEmail(db, email)
  const currentRole = existing ? staffRoleOf(existing) : undefined
  if (existing && currentRole && currentRole !== role) {
    await promote(db, existing, role)
    logger.info({ userId: existing.id, role }, 'staff: role changed')
    return { outcome: 'role-changed', password: undefined, from: currentRole }
  }
  if (existing && isEmailProvenByLink(existing)) {
    await promote(db, existing, role)
    logger.info({ userId: existing.id, role }, 'staff: user promoted')
    return { outcome: 'promoted', password: undefined }
  }
  const password = generateStaffPassword()
  if (!existing) {
    await createStaff(db, email, password, logger, role)
    return { outcome: 'created', password }
  }
  const encryptedPassword = await hashPassword(password)
  await db.transaction().execute(async (trx) => {
    // Credentials first, so no moment exists where an old session carries the role.
    await replaceCredentials(trx, existing.id, encryptedPassword)
    await promote(trx, existing, role)
  })
  logger.warn(
    { userId: existing.id },
    'staff: address never proven by a link; password replaced, sessions ended, then promoted',
  )
  return { outcome: 'replaced', password }
}

/** `npm run staff -- reset EMAIL`: a new generated password; every session and pending link ends. */
export async function resetStaffPassword(
  db: Database,
  rawEmail: string,
  logger: Logger,
): Promise<string> {
  const user = await requireStaff(db, rawEmail)
  const password = generateStaffPassword()
  await replaceCredentials(db, user.id, await hashPassword(password))
  logger.info({ userId: user.id }, 'staff: password reset, sessions ended')
  return password
}

/** `npm run staff -- remove EMAIL`: back to an ordinary user; every session ends. */
export async function removeStaff(db: Database, rawEmail: string, logger: Logger): Promise<void> {
  const user = await requireStaff(db, rawEmail)
  const { role: _role, ...appMetadata } = parseJsonObject(user.raw_app_meta_data)
  await updateUser(db, user.id, {
    raw_app_meta_data: JSON.stringify(appMetadata),
    updated_at: new Date().toISOString(),
  })
  await deleteSessions(db, user.id, 'global', undefined)
  logger.info({ userId: user.id }, 'staff: role removed, sessions ended')
}

/**
 * `npm run staff -- reset-mfa EMAIL`: a staff member who lost their second factor. Every factor
 * goes and every session with them; at the next sign-in they enroll a new one. Returns how many
 * factors were removed.
 */
export async function resetStaffMfa(
  db: Database,
  rawEmail: string,
  logger: Logger,
): Promise<number> {
  const user = await requireStaff(db, rawEmail)
  const removed = await removeAllFactors(db, user.id)
  logger.info({ userId: user.id, removed }, 'staff: second factors removed, sessions ended')
  return removed
}

/**
 * Create the account, or make the existing one a confirmed staff user with this password
 * (chosen by the operator: STAFF_PASSWORD). A changed password ends every session.
 */
async function upsertStaff(db: Database, email: string, password: string, logger: Logger) {
  const existing = await findUserByEmail(db, email)
  if (!existing) {
    await createStaff(db, email, password, logger)
    return
  }
  const samePassword =
    existing.encrypted_password !== null &&
    (await verifyPassword(existing.encrypted_password, password))
  if (!samePassword) {
    const encryptedPassword = await hashPassword(password)
    await db.transaction().execute(async (trx) => {
      // Whoever knew the old password is signed out before the account becomes staff.
      await replaceCredentials(trx, existing.id, encryptedPassword)
      await promote(trx, existing)
    })
  } else {
    await promote(db, existing)
  }
  logger.info({ userId: existing.id, passwordChanged: !samePassword }, 'staff: account updated')
}

async function createStaff(
  db: Database,
  email: string,
  password: string,
  logger: Logger,
  role: StaffRole = 'staff',
) {
  const now = new Date().toISOString()
  const user = await insertUser(
    db,
    newUserValues({
      email,
      encryptedPassword: await hashPassword(password),
      appMetadata: { role },
      // Confirmed because the operator vouches for the address, not proven by a link: adding
      // it again replaces the password (see addStaff).
      confirmedAt: now,
      now,
    }),
  )
  logger.info({ userId: user.id }, 'staff: account created')
}

/**
 * A new password, and nothing issued under the old one survives: every session goes (their
 * refresh tokens with them, by cascade), and so do pending recovery and e-mail-change links,
 * since an e-mail change requested by the previous holder would send its link to an address
 * of their choosing and sign them in.
 */
async function replaceCredentials(db: Database, userId: string, encryptedPassword: string) {
  await updateUser(db, userId, {
    encrypted_password: encryptedPassword,
    recovery_token_hash: null,
    email_change: null,
    email_change_token_hash: null,
    email_change_token_current_hash: null,
    email_change_confirm_status: 0,
    email_change_sent_at: null,
    updated_at: new Date().toISOString(),
  })
  await deleteSessions(db, userId, 'global', undefined)
}

/**
 * Give the account a staff role: `role`, or without one the staff role it has (STAFF_EMAIL at
 * every start must not turn a physician back into plain staff), else "staff".
 */
async function promote(db: Database, user: UserRow, role?: StaffRole) {
  const now = new Date().toISOString()
  await updateUser(db, user.id, {
    raw_app_meta_data: JSON.stringify({
      ...parseJsonObject(user.raw_app_meta_data),
      role: role ?? staffRoleOf(user) ?? 'staff',
    }),
    email_confirmed_at: user.email_confirmed_at ?? now,
    confirmation_token_hash: null,
    updated_at: now,
  })
}

async function requireStaff(db: Database, rawEmail: string): Promise<UserRow> {
  const email = validateStaffEmail(rawEmail)
  const user = await findUserByEmail(db, email)
  if (!user) throw new Error(`No user with the e-mail ${email}.`)
  if (!staffRoleOf(user)) {
    throw new Error(`${email} is not a staff user (use "add" to make it one).`)
  }
  return user
}

/** The account's staff role, or undefined for everyone else. */
function staffRoleOf(user: Pick<UserRow, 'raw_app_meta_data'>): StaffRole | undefined {
  const role = parseJsonObject(user.raw_app_meta_data).role
  return isStaffRole(role) ? role : undefined
}

function validateStaffEmail(email: string): string {
  try {
    return validateEmail(email.trim())
  } catch (error) {
    throw new ConfigError(`"${email}" is not a usable e-mail address: ${(error as Error).message}`)
  }
}
