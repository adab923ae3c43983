import { randomUUID } from 'node:crypto'

import type { Selectable } from 'kysely'

import { type Database, supportsRowLocks } from '../db/database'
import type { SessionsTable } from '../db/schema'
import { AuthError } from './auth-errors'
import { type AmrEntry, deriveRefreshToken, sha256Hex } from './auth-tokens'
import { isBanned, type UserRow } from './user-json'

// Sessions and their refresh tokens: created at sign-in, rotated by the refresh grant (with
// reuse detection, docs/decisions/006-refresh-tokens-stored-as-hashes.md), ended at sign-out.

export type SessionRow = Selectable<SessionsTable>

/** Whether a staff session's idle limit has passed (docs/architecture.md, Staff accounts). */
export function isIdleExpired(session: Pick<SessionRow, 'idle_expires_at'>, now: number): boolean {
  return session.idle_expires_at !== null && Date.parse(session.idle_expires_at) <= now
}

/**
 * A live session: exists, not ended by reuse detection, not past `not_after`, not idle past
 * its limit.
 */
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
  if (isIdleExpired(session, now)) return undefined
  return session
}

/**
 * Activity in a staff session: its idle limit moves to `idleTimeoutMs` from now — only while
 * the session is still live, so activity cannot revive a session that already ended. False
 * when it had.
 */
export async function recordActivity(
  db: Database,
  sessionId: string,
  idleTimeoutMs: number,
  now = new Date(),
): Promise<boolean> {
  const result = await db
    .updateTable('sessions')
    .set({ idle_expires_at: new Date(now.getTime() + idleTimeoutMs).toISOString() })
    .where('id', '=', sessionId)
    .where('idle_expires_at', 'is not', null)
    .where('idle_expires_at', '>', now.toISOString())
    .where('ended_at', 'is', null)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
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
    idleTimeoutMs,
  }: {
    userId: string
    amr: AmrEntry[]
    refreshToken: string
    now: Date
    /** A staff session's idle limit; none for everyone else. */
    idleTimeoutMs?: number
  },
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
    idle_expires_at:
      idleTimeoutMs === undefined ? null : new Date(now.getTime() + idleTimeoutMs).toISOString(),
  }
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('sessions').values(session).execute()
    await insertFirstRefreshToken(trx, session.id, refreshToken, iso)
  })
  return session
}

/** The first token of a session's refresh-token family (a new session, or one raised to aal2). */
export async function insertFirstRefreshToken(
  db: Database,
  sessionId: string,
  refreshToken: string,
  iso: string,
): Promise<void> {
  await db
    .insertInto('refresh_tokens')
    .values({
      id: randomUUID(),
      token_hash: sha256Hex(refreshToken),
      session_id: sessionId,
      parent: null,
      revoked: 0,
      sequence: 1,
      created_at: iso,
      updated_at: iso,
    })
    .execute()
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
      if (isIdleExpired(session, nowMs)) {
        return new AuthError(
          400,
          'session_expired',
          'Invalid Refresh Token: Session Expired (Inactivity)',
        )
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
