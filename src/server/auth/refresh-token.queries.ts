import { randomUUID } from 'node:crypto'

import { supportsRowLocks, type Database } from '../db/database'
import { AuthError } from './auth-errors'
import { deriveRefreshToken, sha256Hex } from './auth-tokens'
import { isIdleExpired, type SessionRow } from './session.queries'
import { isBanned, type UserRow } from './user-json'

// Refresh-token rotation (docs/wire-contract.md, Refresh tokens): a session's tokens, exchanged
// one for the next. Sessions themselves are session.queries.ts.

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
