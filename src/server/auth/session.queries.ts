import { randomUUID } from 'node:crypto'

import type { Selectable } from 'kysely'

import type { Database } from '../db/database'
import type { SessionsTable } from '../db/schema'
import { type AmrEntry, sha256Hex } from './auth-tokens'

// Sessions and their refresh tokens: created at sign-in, rotated by the refresh grant (with
// reuse detection, docs/decisions/006-refresh-tokens-stored-as-hashes.md; the rotation is
// refresh-token.queries.ts), ended at sign-out.

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
