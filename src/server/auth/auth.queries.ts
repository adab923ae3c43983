import { randomUUID } from 'node:crypto'

import { type Insertable, sql, type Updateable } from 'kysely'

import { isStaffRole, staffRoles } from '../../shared/roles'
import type { Database } from '../db/database'
import type { UsersTable } from '../db/schema'
import { AuthError } from './auth-errors'
import { isStaffUser, parseJsonObject, type UserRow } from './user-json'

export type TokenColumn =
  | 'confirmation_token_hash'
  | 'recovery_token_hash'
  | 'email_change_token_hash'
  | 'email_change_token_current_hash'

export function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where('email', '=', email.toLowerCase())
    .executeTakeFirst()
}

export function findUserById(db: Database, id: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst()
}

/** Whether an account exists for this address (stored lower-case, compared so). */
export async function accountExists(db: Database, email: string): Promise<boolean> {
  const found = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email.trim().toLowerCase())
    .executeTakeFirst()
  return found !== undefined
}

export function findUserByTokenHash(
  db: Database,
  column: TokenColumn,
  hash: string,
): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where(column, '=', hash).executeTakeFirst()
}

/**
 * Users whose app_metadata.role is a staff role, physicians included (JSON text: prefilter in
 * SQL, decide in code).
 */
export async function findStaffUsers(db: Database): Promise<UserRow[]> {
  const candidates = await db
    .selectFrom('users')
    .selectAll()
    .where((eb) => eb.or(staffRoles.map((role) => eb('raw_app_meta_data', 'like', `%${role}%`))))
    .execute()
  return candidates.filter(isStaffUser)
}

/**
 * Column values for a new e-mail user and its single identity (docs/wire-contract.md, User object).
 */
export function newUserValues({
  email,
  encryptedPassword,
  appMetadata = {},
  userMetadata = {},
  confirmedAt,
  now,
}: {
  email: string
  encryptedPassword: string
  appMetadata?: Record<string, unknown>
  userMetadata?: Record<string, unknown>
  confirmedAt: string | null
  now: string
}): Insertable<UsersTable> {
  const id = randomUUID()
  const identityData = unverifiedIdentityData(id, email, userMetadata)
  return {
    id,
    email,
    encrypted_password: encryptedPassword,
    raw_app_meta_data: JSON.stringify({ provider: 'email', providers: ['email'], ...appMetadata }),
    raw_user_meta_data: JSON.stringify(
      confirmedAt ? { ...userMetadata, email_verified: true } : userMetadata,
    ),
    identity_id: randomUUID(),
    identity_data: JSON.stringify(identityData),
    email_confirmed_at: confirmedAt,
    // Created as staff: promoted at birth, so every session it will ever have began after.
    staff_promoted_at: isStaffRole(appMetadata.role) ? now : null,
    created_at: now,
    updated_at: now,
  }
}

/** The identity's data for an address not yet confirmed, from the sign-up's metadata. */
export function unverifiedIdentityData(
  id: string,
  email: string,
  userMetadata: Record<string, unknown>,
): Record<string, unknown> {
  // Sign-up data first, so it cannot override the fixed claims.
  return sortKeys({ ...userMetadata, sub: id, email, email_verified: false, phone_verified: false })
}

/** Go serialises maps with sorted keys; identity_data follows suit. */
export function sortKeys(value: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
}

export async function insertUser(db: Database, user: Insertable<UsersTable>): Promise<UserRow> {
  await db.insertInto('users').values(user).execute()
  const inserted = await findUserById(db, user.id)
  if (!inserted) throw new Error('user vanished right after insert')
  return inserted
}

export async function updateUser(
  db: Database,
  id: string,
  patch: Updateable<UsersTable>,
): Promise<UserRow> {
  await db.updateTable('users').set(patch).where('id', '=', id).execute()
  const user = await findUserById(db, id)
  if (!user) throw new AuthError(404, 'user_not_found', 'User not found')
  return user
}

/**
 * An account's pending links cleared: a recovery link and both halves of an e-mail change (whose
 * link would go to an address the previous holder chose). For writes that end what an earlier
 * holder of the account was sent.
 */
export const NO_PENDING_LINKS = {
  recovery_token_hash: null,
  email_change: null,
  email_change_token_hash: null,
  email_change_token_current_hash: null,
  email_change_confirm_status: 0,
  email_change_sent_at: null,
} as const satisfies Updateable<UsersTable>

/** `User.Confirm`'s fields: the address confirmed now (or as before), email_verified merged in. */
export function confirmedFields(user: UserRow, iso: string) {
  return {
    email_confirmed_at: user.email_confirmed_at ?? iso,
    confirmation_token_hash: null,
    raw_user_meta_data: JSON.stringify({
      ...parseJsonObject(user.raw_user_meta_data),
      email_verified: true,
    }),
    updated_at: iso,
  } satisfies Updateable<UsersTable>
}

/**
 * Updates a still-unconfirmed account only if its password is still `passwordHash`, in one
 * statement: a sign-up of a pending address must never write over an account that was
 * confirmed, or given another password, since it was read (docs/wire-contract.md, Sign-up).
 * Undefined when it was.
 */
export async function updatePendingUser(
  db: Database,
  id: string,
  passwordHash: string | null,
  patch: Updateable<UsersTable>,
): Promise<UserRow | undefined> {
  const result = await db
    .updateTable('users')
    .set(patch)
    .where('id', '=', id)
    .where('email_confirmed_at', 'is', null)
    .where('encrypted_password', passwordHash === null ? 'is' : '=', passwordHash)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1 ? findUserById(db, id) : undefined
}

/**
 * Confirms a sign-up by its link's token, in one statement: a later sign-up that replaced the
 * password replaced the token with it, so a link confirms only the password of the sign-up that
 * sent it. `User.Confirm` as `confirmUser` does it; undefined when the token is no longer the
 * account's.
 */
export async function confirmBySignupToken(
  db: Database,
  user: UserRow,
  tokenHash: string,
  iso: string,
): Promise<UserRow | undefined> {
  const result = await db
    .updateTable('users')
    .set(confirmedFields(user, iso))
    .where('id', '=', user.id)
    .where('confirmation_token_hash', '=', tokenHash)
    // The metadata above is the row's as read: it must not have changed since.
    .where('raw_user_meta_data', '=', user.raw_user_meta_data)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1 ? findUserById(db, user.id) : undefined
}

/**
 * Follows one link of a pending secure e-mail change: clears the token behind `column` and
 * counts the link, in one statement, so two links followed at once cannot both count as the
 * first. `second` means both links of the change have now been followed.
 */
export async function followEmailChangeLink(
  db: Database,
  userId: string,
  column: 'email_change_token_hash' | 'email_change_token_current_hash',
  hash: string,
  iso: string,
): Promise<'first' | 'second' | 'stale'> {
  const row = await db
    .updateTable('users')
    .set({
      [column]: null,
      email_change_confirm_status: sql<number>`email_change_confirm_status + 1`,
      updated_at: iso,
    })
    .where('id', '=', userId)
    .where(column, '=', hash)
    .returning('email_change_confirm_status')
    .executeTakeFirst()
  if (!row) return 'stale'
  return Number(row.email_change_confirm_status) >= 2 ? 'second' : 'first'
}

/**
 * Moves the account to its pending address once both links were followed. Undefined when the
 * change is no longer pending, or the address was taken meanwhile (the unique e-mail holds).
 */
export async function completeEmailChange(
  db: Database,
  user: UserRow,
  newEmail: string,
  identityData: string,
  iso: string,
): Promise<UserRow | undefined> {
  try {
    const result = await db
      .updateTable('users')
      .set({
        email: newEmail,
        email_change: null,
        email_change_token_hash: null,
        email_change_token_current_hash: null,
        email_change_confirm_status: 0,
        email_change_sent_at: null,
        identity_data: identityData,
        updated_at: iso,
      })
      .where('id', '=', user.id)
      .where('email_change', '=', newEmail)
      .where('email_change_confirm_status', '>=', 2)
      .executeTakeFirst()
    if (Number(result.numUpdatedRows) === 0) return undefined
  } catch (error) {
    if (await findUserByEmail(db, newEmail)) return undefined
    throw error
  }
  return findUserById(db, user.id)
}

export function deleteUser(db: Database, id: string) {
  return db.deleteFrom('users').where('id', '=', id).execute()
}
