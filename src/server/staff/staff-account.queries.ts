import { isStaffRole, type StaffRole } from '../../shared/roles'
import { validateEmail } from '../auth/auth-input'
import {
  findUserByEmail,
  insertUser,
  newUserValues,
  NO_PENDING_LINKS,
  updateUser,
} from '../auth/auth.queries'
import { hashPassword, verifyPassword } from '../auth/passwords'
import { deleteSessions } from '../auth/session.queries'
import { parseJsonObject, type UserRow } from '../auth/user-json'
import type { Database } from '../db/database'
import { ConfigError } from '../env'
import type { Logger } from '../logger'

// The staff account's rows (docs/architecture.md, Staff accounts): creating, promoting and
// re-keying an account as the staff command and the start-up account need it. What the
// operator asks for, and what they are told, is staff.ts.

/**
 * Create the account, or make the existing one a confirmed staff user with this password
 * (chosen by the operator: STAFF_PASSWORD). A changed password ends every session; so does the
 * promotion of an account that was not staff, whose second factors go too (sessions and factors
 * from before the promotion may be someone else's; docs/architecture.md, Staff accounts).
 */
export async function upsertStaff(db: Database, email: string, password: string, logger: Logger) {
  const existing = await findUserByEmail(db, email)
  if (!existing) {
    await createStaff(db, email, password, logger)
    return
  }
  const promoting = !staffRoleOf(existing)
  const samePassword =
    existing.encrypted_password !== null &&
    (await verifyPassword(existing.encrypted_password, password))
  if (promoting || !samePassword) {
    const encryptedPassword = samePassword
      ? existing.encrypted_password
      : await hashPassword(password)
    await db.transaction().execute(async (trx) => {
      // Whoever knew the old password is signed out before the account becomes staff.
      await replaceCredentials(trx, existing.id, encryptedPassword)
      if (promoting)
        await trx.deleteFrom('mfa_factors').where('user_id', '=', existing.id).execute()
      await promote(trx, existing)
    })
  } else {
    await promote(db, existing)
  }
  logger.info(
    { userId: existing.id, passwordChanged: !samePassword, promoted: promoting },
    'staff: account updated',
  )
}

export async function createStaff(
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
      // Confirmed because the operator vouches for the address, not proven by a link.
      confirmedAt: now,
      now,
    }),
  )
  logger.info({ userId: user.id }, 'staff: account created')
}

/**
 * A new password (null: none until a link sets one), and nothing issued under the old one
 * survives: every session goes (their refresh tokens with them, by cascade), and so do pending
 * recovery and e-mail-change links, since an e-mail change requested by the previous holder
 * would send its link to an address of their choosing and sign them in.
 */
export async function replaceCredentials(
  db: Database,
  userId: string,
  encryptedPassword: string | null,
) {
  await updateUser(db, userId, {
    encrypted_password: encryptedPassword,
    ...NO_PENDING_LINKS,
    updated_at: new Date().toISOString(),
  })
  await deleteSessions(db, userId, 'global', undefined)
}

/**
 * Give the account a staff role: `role`, or without one the staff role it has (STAFF_EMAIL at
 * every start must not turn a physician back into plain staff), else "staff". An account that
 * was not staff records when it became so (`staff_promoted_at`; its first second factor needs a
 * session begun after); a staff member keeps theirs unless `promotedAt` restarts it.
 */
export async function promote(
  db: Database,
  user: UserRow,
  role?: StaffRole,
  { promotedAt }: { promotedAt?: string } = {},
) {
  const now = new Date().toISOString()
  const wasStaff = staffRoleOf(user) !== undefined && user.staff_promoted_at !== null
  await updateUser(db, user.id, {
    raw_app_meta_data: JSON.stringify({
      ...parseJsonObject(user.raw_app_meta_data),
      role: role ?? staffRoleOf(user) ?? 'staff',
    }),
    staff_promoted_at: promotedAt ?? (wasStaff ? user.staff_promoted_at : now),
    email_confirmed_at: user.email_confirmed_at ?? now,
    confirmation_token_hash: null,
    updated_at: now,
  })
}

export async function requireStaff(db: Database, rawEmail: string): Promise<UserRow> {
  const email = validateStaffEmail(rawEmail)
  const user = await findUserByEmail(db, email)
  if (!user) throw new Error(`No user with the e-mail ${email}.`)
  if (!staffRoleOf(user)) {
    throw new Error(`${email} is not a staff user (use "add" to make it one).`)
  }
  return user
}

/** The account's staff role, or undefined for everyone else. */
export function staffRoleOf(user: Pick<UserRow, 'raw_app_meta_data'>): StaffRole | undefined {
  const role = parseJsonObject(user.raw_app_meta_data).role
  return isStaffRole(role) ? role : undefined
}

export function validateStaffEmail(email: string): string {
  try {
    return validateEmail(email.trim())
  } catch (error) {
    throw new ConfigError(`"${email}" is not a usable e-mail address: ${(error as Error).message}`)
  }
}
