import { randomUUID } from 'node:crypto'
import { type Insertable, type Selectable, sql, type Updateable } from 'kysely'
import { type Database, supportsRowLocks } from '../db/database'
import { type SessionsTable, type UsersTable } from '../db/schema'
import { AuthError } from './auth-errors'
import { type AmrEntry, deriveRefreshToken, sha256Hex } from './auth-tokens'
import { isBanned, type UserRow } from './user-json'

export type SessionRow = Selectable<SessionsTable>
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

export function findUserByTokenHash(
  db: Database,
  column: TokenColumn,
  hash: string,
): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where(column, '=', hash).executeTakeFirst()
}

/** Users whose app_metadata.role is "staff" (JSON text: prefilter in SQL, decide in code). */
export async function findStaffUsers(db: Database): Promise<UserRow[]> {
  const candidates = await db
    .selectFrom('users')
    .selectAll()
    .where('raw_app_meta_data', 'like', '%staff%')
    .execute()
  return candidates.filter((user) => {
    try {
      return (JSON.parse(user.raw_app_meta_data) as { role?: unknown }).role === 'staff'
    } catch {
      return false
    }
  })
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
  // identity_data: sign-up data first, so it cannot override the fixed claims.
  const identityData = sortKeys({
    ...userMetadata,
    sub: id,
    email,
    email_verified: false,
    phone_verified: false,
  })
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
    created_at: now,
    updated_at: now,
  }
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

/** A live session: exists, not ended by reuse detection, not past `not_after`. */
export async function findLiveSession(
  db: Database,
  id: string,
  now = Date.now(),
): Promise<SessionRow | undefined> {
  const session = await db
    .selectFrom('sessions')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst()
  if (!session || session.ended_at !== null) return undefined
  if (session.not_after !== null && Date.parse(session.not_after) <= now) return undefined
  return session
}

/**
 * A new session and its first refresh token, atomically. `refreshToken` is the raw token
 * for the response; only its hash is stored.
 */
export async function createSession(
  db: Database,
  {
    userId,
    amr,
    refreshToken,
    now,
  }: { userId: string; amr: AmrEntry[]; refreshToken: string; now: Date },
): Promise<SessionRow> {
  const iso = now.toISOString()
  const session: SessionRow = {
    id: randomUUID(),
    user_id: userId,
    aal: 'aal1',
    amr: JSON.stringify(amr),
    created_at: iso,
    updated_at: iso,
    refreshed_at: null,
    not_after: null,
    ended_at: null,
  }
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('sessions').values(session).execute()
    await trx
      .insertInto('refresh_tokens')
      .values({
        id: randomUUID(),
        token_hash: sha256Hex(refreshToken),
        session_id: session.id,
        parent: null,
        revoked: 0,
        sequence: 1,
        created_at: iso,
        updated_at: iso,
      })
      .execute()
  })
  return session
}

export type LogoutScope = 'global' | 'local' | 'others'

/** Delete sessions per logout scope; their refresh tokens go by cascade. */
export async function deleteSessions(
  db: Database,
  userId: string,
  scope: LogoutScope,
  currentSessionId: string | undefined,
): Promise<void> {
  let query = db.deleteFrom('sessions').where('user_id', '=', userId)
  if (scope === 'local' && currentSessionId) query = query.where('id', '=', currentSessionId)
  if (scope === 'others' && currentSessionId) query = query.where('id', '!=', currentSessionId)
  await query.execute()
}

export type RefreshOutcome = {
  /** The raw refresh token to hand back (new, or the still-active one). */
  refreshToken: string
  session: SessionRow
  user: UserRow
}

/**
 * GoTrue's legacy refresh algorithm with a reuse interval (docs/wire-contract.md, Refresh tokens),
 * in one transaction. The session row is locked first (PostgreSQL `FOR UPDATE`; SQLite runs one
 * transaction at a time), so two refreshes of one session never rotate concurrently.
 */
export async function exchangeRefreshToken(
  db: Database,
  {
    refreshToken,
    derivationKey,
    reuseIntervalMs,
    now,
  }: { refreshToken: string; derivationKey: string; reuseIntervalMs: number; now: Date },
): Promise<RefreshOutcome> {
  const tokenHash = sha256Hex(refreshToken)
  const nowMs = now.getTime()
  const iso = now.toISOString()
  const lock = supportsRowLocks(db)

  // Failures that change data (reuse detection) must commit, so the transaction
  // returns them and they are thrown after it.
  const result = await db
    .transaction()
    .execute(async (trx): Promise<RefreshOutcome | AuthError> => {
      const found = await trx
        .selectFrom('refresh_tokens')
        .select('session_id')
        .where('token_hash', '=', tokenHash)
        .executeTakeFirst()
      if (!found) {
        return new AuthError(
          400,
          'refresh_token_not_found',
          'Invalid Refresh Token: Refresh Token Not Found',
        )
      }
      const session = await trx
        .selectFrom('sessions')
        .selectAll()
        .where('id', '=', found.session_id)
        .$if(lock, (qb) => qb.forUpdate())
        .executeTakeFirst()
      if (!session || session.ended_at !== null) {
        return new AuthError(
          400,
          'session_not_found',
          'Invalid Refresh Token: No Valid Session Found',
        )
      }
      if (session.not_after !== null && Date.parse(session.not_after) <= nowMs) {
        return new AuthError(400, 'session_expired', 'Invalid Refresh Token: Session Expired')
      }
      const user = await trx
        .selectFrom('users')
        .selectAll()
        .where('id', '=', session.user_id)
        .executeTakeFirst()
      if (!user) {
        return new AuthError(
          400,
          'session_not_found',
          'Invalid Refresh Token: No Valid Session Found',
        )
      }
      if (isBanned(user, nowMs)) {
        return new AuthError(400, 'user_banned', 'Invalid Refresh Token: User Banned')
      }
      // Re-read under the session lock: a concurrent refresh may have just revoked it.
      const token = await trx
        .selectFrom('refresh_tokens')
        .selectAll()
        .where('token_hash', '=', tokenHash)
        .executeTakeFirstOrThrow()

      if (token.revoked) {
        const active = await trx
          .selectFrom('refresh_tokens')
          .selectAll()
          .where('session_id', '=', session.id)
          .where('revoked', '=', 0)
          .orderBy('sequence', 'desc')
          .limit(1)
          .executeTakeFirst()
        if (active && active.parent === token.id) {
          // The client lost our last answer: give it the active token again.
          const again = deriveRefreshToken(derivationKey, refreshToken, active.sequence)
          if (sha256Hex(again) === active.token_hash) {
            await trx
              .updateTable('sessions')
              .set({ updated_at: iso })
              .where('id', '=', session.id)
              .execute()
            return { refreshToken: again, session, user }
          }
        }
        if (nowMs - Date.parse(token.updated_at) >= reuseIntervalMs) {
          // An old token came back outside the reuse window: assume it was stolen and
          // kill the whole family, so neither the thief nor the owner can go on with it.
          await trx
            .updateTable('refresh_tokens')
            .set({ revoked: 1, updated_at: iso })
            .where('session_id', '=', session.id)
            .where('revoked', '=', 0)
            .execute()
          await trx
            .updateTable('sessions')
            .set({ ended_at: iso, updated_at: iso })
            .where('id', '=', session.id)
            .execute()
          return new AuthError(
            400,
            'refresh_token_already_used',
            'Invalid Refresh Token: Already Used',
          )
        }
        // Inside the window (e.g. two tabs refreshing at once): rotate again.
      }

      const last = await trx
        .selectFrom('refresh_tokens')
        .select((eb) => eb.fn.max('sequence').as('sequence'))
        .where('session_id', '=', session.id)
        .executeTakeFirst()
      const sequence = Number(last?.sequence ?? 0) + 1
      const child = deriveRefreshToken(derivationKey, refreshToken, sequence)
      if (!token.revoked) {
        // Only the first revocation starts the reuse window, so reuse cannot stretch it.
        await trx
          .updateTable('refresh_tokens')
          .set({ revoked: 1, updated_at: iso })
          .where('id', '=', token.id)
          .execute()
      }
      await trx
        .insertInto('refresh_tokens')
        .values({
          id: randomUUID(),
          token_hash: sha256Hex(child),
          session_id: session.id,
          parent: token.id,
          revoked: 0,
          sequence,
          created_at: iso,
          updated_at: iso,
        })
        .execute()
      await trx
        .updateTable('sessions')
        .set({ refreshed_at: iso, updated_at: iso })
        .where('id', '=', session.id)
        .execute()
      return {
        refreshToken: child,
        session: { ...session, refreshed_at: iso, updated_at: iso },
        user,
      }
    })
  if (result instanceof AuthError) throw result
  return result
}
