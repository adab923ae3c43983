import { randomInt } from 'node:crypto'
import {
  deleteSessions,
  findStaffUsers,
  findUserByEmail,
  insertUser,
  newUserValues,
  updateUser,
} from './auth/auth.queries'
import { validateEmail } from './auth/auth-input'
import { hashPassword, verifyPassword, weakPasswordReasons } from './auth/passwords'
import { parseJsonObject, type UserRow } from './auth/user-json'
import { type Database } from './db/database'
import { type Config, ConfigError } from './env'
import { type Logger } from './logger'

// A staff user is an ordinary auth user with app_metadata.role = "staff" (DESIGN.md §3);
// their JWT role stays "authenticated". Generated passwords are printed once to the
// operator's terminal and stored only as an argon2id hash.

export const DEFAULT_STAFF_EMAIL = 'staff@renewmedical.example'

// No look-alikes (0/O, 1/l/I), so a password read off a terminal can be typed back.
const PASSWORD_ALPHABET = 'abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789'

/** 20 characters from a 57-symbol alphabet: ~116 bits. */
export function generateStaffPassword(): string {
  let password = ''
  for (let i = 0; i < 20; i++) password += PASSWORD_ALPHABET[randomInt(PASSWORD_ALPHABET.length)]
  return password
}

export type Print = (line: string) => void

/**
 * Called at every start. STAFF_EMAIL + STAFF_PASSWORD: create or update that staff
 * account (confirmed). Neither, and no staff account yet: create the default one with a
 * generated password, printed once. Only one of the two: refuse to start.
 */
export async function ensureStaffAccount(
  db: Database,
  config: Pick<Config, 'staffEmail' | 'staffPassword'>,
  logger: Logger,
  print: Print = console.log,
): Promise<void> {
  const { staffEmail, staffPassword } = config
  if (staffEmail && staffPassword) {
    if (weakPasswordReasons(staffPassword)) {
      logger.warn('STAFF_PASSWORD is short or a commonly used password: choose a stronger one')
    }
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
  await upsertStaff(db, DEFAULT_STAFF_EMAIL, password, logger)
  printCredentials(print, DEFAULT_STAFF_EMAIL, password)
}

/**
 * `npm run staff -- add EMAIL`. A new account, or an existing one that never confirmed
 * its address, gets a generated password (returned to print once): whoever signed up
 * unconfirmed may not own the address, so their password must not become a staff one.
 * A confirmed user keeps their password and is promoted.
 */
export async function addStaff(
  db: Database,
  rawEmail: string,
  logger: Logger,
): Promise<{ password: string | undefined }> {
  const email = validateStaffEmail(rawEmail)
  const existing = await findUserByEmail(db, email)
  if (existing?.email_confirmed_at) {
    await promote(db, existing)
    logger.info({ userId: existing.id }, 'staff: user promoted')
    return { password: undefined }
  }
  const password = generateStaffPassword()
  await upsertStaff(db, email, password, logger)
  return { password }
}

/** `npm run staff -- reset EMAIL`: a new generated password; every session ends. */
export async function resetStaffPassword(
  db: Database,
  rawEmail: string,
  logger: Logger,
): Promise<string> {
  const user = await requireStaff(db, rawEmail)
  const password = generateStaffPassword()
  await updateUser(db, user.id, {
    encrypted_password: await hashPassword(password),
    updated_at: new Date().toISOString(),
  })
  await deleteSessions(db, user.id, 'global', undefined)
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

export function printCredentials(print: Print, email: string, password: string) {
  print(
    [
      '',
      '  Staff sign-in (shown once and never stored; keep it somewhere safe):',
      `    e-mail:   ${email}`,
      `    password: ${password}`,
      '',
    ].join('\n'),
  )
}

/** Create the account, or make the existing one a confirmed staff user with this password. */
async function upsertStaff(db: Database, email: string, password: string, logger: Logger) {
  const now = new Date().toISOString()
  const existing = await findUserByEmail(db, email)
  if (!existing) {
    const user = await insertUser(
      db,
      newUserValues({
        email,
        encryptedPassword: await hashPassword(password),
        appMetadata: { role: 'staff' },
        confirmedAt: now,
        now,
      }),
    )
    logger.info({ userId: user.id }, 'staff: account created')
    return
  }
  const samePassword =
    existing.encrypted_password !== null &&
    (await verifyPassword(existing.encrypted_password, password))
  await promote(db, existing)
  if (!samePassword) {
    await updateUser(db, existing.id, {
      encrypted_password: await hashPassword(password),
      updated_at: now,
    })
    // Whoever knew the old password is signed out.
    await deleteSessions(db, existing.id, 'global', undefined)
  }
  logger.info({ userId: existing.id, passwordChanged: !samePassword }, 'staff: account updated')
}

async function promote(db: Database, user: UserRow) {
  const now = new Date().toISOString()
  await updateUser(db, user.id, {
    raw_app_meta_data: JSON.stringify({
      ...parseJsonObject(user.raw_app_meta_data),
      role: 'staff',
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
  if (parseJsonObject(user.raw_app_meta_data).role !== 'staff') {
    throw new Error(`${email} is not a staff user (use "add" to make it one).`)
  }
  return user
}

function validateStaffEmail(email: string): string {
  try {
    return validateEmail(email.trim())
  } catch (error) {
    throw new ConfigError(`"${email}" is not a usable e-mail address: ${(error as Error).message}`)
  }
}
