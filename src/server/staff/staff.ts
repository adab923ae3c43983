import { randomInt } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import type { StaffRole } from '../../shared/roles'
import { staffInviteMail } from '../auth/auth-mail'
import { generateLinkToken, sha256Hex } from '../auth/auth-tokens'
import { findStaffUsers, findUserByEmail, updateUser } from '../auth/auth.queries'
import { removeAllFactors } from '../auth/mfa.queries'
import { hashPassword, weakPasswordReasons } from '../auth/passwords'
import { deleteSessions } from '../auth/session.queries'
import { parseJsonObject } from '../auth/user-json'
import type { Database } from '../db/database'
import { type Config, ConfigError } from '../env'
import type { Logger } from '../logger'
import type { Mailer } from '../mail/mailer'
import {
  createStaff,
  promote,
  replaceCredentials,
  requireStaff,
  staffRoleOf,
  upsertStaff,
  validateStaffEmail,
} from './staff-account.queries'
import { type Print, printCredentials, writeCredentialsFile } from './staff-credentials'

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
  /**
   * An existing account: its password, sessions, second factors and pending links are gone,
   * and a link to choose a password was mailed to the address.
   */
  | { outcome: 'link-sent'; password: undefined }
  /**
   * An existing account, before launch: as `link-sent`, but with a generated password to hand
   * over instead of the link (see addStaff).
   */
  | { outcome: 'replaced'; password: string }
  /** A staff member given another staff role: password and sessions stay (`from` was theirs). */
  | { outcome: 'role-changed'; password: undefined; from: StaffRole }

/**
 * How `add` gives an existing account its new password: a mailed set-password link, or — with
 * the site staff-only (SITE_ACCESS=staff), where the gate opens neither the link's endpoint nor
 * a page to set a password — a generated one the operator hands over, as for a new account.
 */
export type StaffMail = { mailer: Mailer; publicUrl: string } | 'hand-over-password'

/** Where the link lands: the page that sets a new password (src/web/config/paths.ts, authReset). */
const SET_PASSWORD_PATH = '/auth/reset'

/**
 * `npm run staff -- add EMAIL [--role staff|physician]`. No account: one is created with a
 * generated password for the operator to hand over. An existing account is never promoted with
 * the password it has: whoever set it may not own the address — someone can sign up in a new
 * hire's name before they do, and the hire's click on a confirmation link used to confirm that
 * password (docs/architecture.md, Staff accounts). So its password is removed, its sessions,
 * refresh tokens, second factors and pending links end, it becomes staff, and a link to choose
 * a password (a recovery link, `type=recovery`) is mailed to the address: only its owner can
 * open it. Before launch (`'hand-over-password'`) the account gets a generated password instead,
 * handed over by the operator as for a new account. A staff member added again with the other staff role only changes role: the account
 * is already the operator's (an earlier add or STAFF_EMAIL vetted it), and the change takes
 * effect at their next request, as rights are read from the account every time.
 */
export async function addStaff(
  db: Database,
  rawEmail: string,
  logger: Logger,
  { role = 'staff', mail }: { role?: StaffRole; mail: StaffMail },
): Promise<AddStaffResult> {
  const email = validateStaffEmail(rawEmail)
  const existing = await findUserByEmail(db, email)
  const currentRole = existing ? staffRoleOf(existing) : undefined
  if (existing && currentRole && currentRole !== role) {
    await promote(db, existing, role)
    logger.info({ userId: existing.id, role }, 'staff: role changed')
    return { outcome: 'role-changed', password: undefined, from: currentRole }
  }
  if (!existing) {
    const password = generateStaffPassword()
    await createStaff(db, email, password, logger, role)
    return { outcome: 'created', password }
  }
  const handOver = mail === 'hand-over-password' ? generateStaffPassword() : undefined
  const handOverHash = handOver === undefined ? null : await hashPassword(handOver)
  const token = generateLinkToken()
  const now = new Date().toISOString()
  await db.transaction().execute(async (trx) => {
    // Credentials first, so no moment exists where an old session carries the role.
    await replaceCredentials(trx, existing.id, handOverHash)
    // A factor enrolled before the promotion is not the staff member's to rely on.
    await trx.deleteFrom('mfa_factors').where('user_id', '=', existing.id).execute()
    await promote(trx, existing, role, { promotedAt: now })
    if (handOver === undefined) {
      await updateUser(trx, existing.id, {
        recovery_token_hash: sha256Hex(token),
        recovery_sent_at: now,
      })
    }
  })
  if (mail === 'hand-over-password') {
    logger.warn(
      { userId: existing.id, role },
      'staff: existing account promoted; password replaced, sessions and factors ended',
    )
    return { outcome: 'replaced', password: handOver! }
  }
  const link = `${mail.publicUrl}/auth/v1/verify?${new URLSearchParams({
    token,
    type: 'recovery',
    redirect_to: `${mail.publicUrl}${SET_PASSWORD_PATH}`,
  }).toString()}`
  try {
    await mail.mailer.send(staffInviteMail(email, link))
  } catch (error) {
    logger.error(
      {
        userId: existing.id,
        err: { type: (error as Error).name, message: (error as Error).message },
      },
      'staff: set-password mail failed',
    )
    throw new Error(
      `${email} is now staff, signed out and without a password, but the mail with the link to choose one could not be sent (${(error as Error).message}). Fix the mail settings and run add again.`,
    )
  }
  logger.warn(
    { userId: existing.id, role },
    'staff: existing account promoted; password removed, sessions and factors ended, set-password link mailed',
  )
  return { outcome: 'link-sent', password: undefined }
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
    staff_promoted_at: null,
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
