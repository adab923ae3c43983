import { randomUUID } from 'node:crypto'

import type { Selectable } from 'kysely'

import type { Database } from '../db/database'
import type { MfaChallengesTable, MfaFactorsTable } from '../db/schema'
import { generateRefreshToken } from './auth-tokens'
import { insertFirstRefreshToken, type SessionRow } from './session.queries'

// Second factors and their challenges (docs/wire-contract.md, MFA). What must never happen
// twice is decided by the database: a factor's name per user (unique index), a challenge's
// verification and a code's time step (conditional updates, so of two parallel verifies with
// one code exactly one changes a row).

export type FactorRow = Selectable<MfaFactorsTable>
export type ChallengeRow = Selectable<MfaChallengesTable>

export function listFactors(db: Database, userId: string): Promise<FactorRow[]> {
  return db
    .selectFrom('mfa_factors')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('id')
    .execute()
}

export async function hasVerifiedFactor(db: Database, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('mfa_factors')
    .select('id')
    .where('user_id', '=', userId)
    .where('status', '=', 'verified')
    .limit(1)
    .executeTakeFirst()
  return row !== undefined
}

export function findOwnedFactor(
  db: Database,
  userId: string,
  factorId: string,
): Promise<FactorRow | undefined> {
  return db
    .selectFrom('mfa_factors')
    .selectAll()
    .where('id', '=', factorId)
    .where('user_id', '=', userId)
    .executeTakeFirst()
}

/** Inserts a factor; false when the user already has one of that name (the unique index). */
export async function insertFactor(db: Database, factor: FactorRow): Promise<boolean> {
  try {
    await db.insertInto('mfa_factors').values(factor).execute()
    return true
  } catch (error) {
    const clash = await db
      .selectFrom('mfa_factors')
      .select('id')
      .where('user_id', '=', factor.user_id)
      .where('friendly_name', '=', factor.friendly_name)
      .executeTakeFirst()
    if (clash) return false
    throw error
  }
}

/** GoTrue's factor expiry: unverified factors older than this are removed on the next enrollment. */
const UNVERIFIED_FACTOR_TTL_MS = 5 * 60_000

export async function deleteExpiredUnverifiedFactors(db: Database, userId: string, now: Date) {
  await db
    .deleteFrom('mfa_factors')
    .where('user_id', '=', userId)
    .where('status', '=', 'unverified')
    .where('created_at', '<', new Date(now.getTime() - UNVERIFIED_FACTOR_TTL_MS).toISOString())
    .execute()
}

export async function createChallenge(
  db: Database,
  factorId: string,
  ipAddress: string,
  now: Date,
): Promise<ChallengeRow> {
  const challenge: ChallengeRow = {
    id: randomUUID(),
    factor_id: factorId,
    ip_address: ipAddress,
    created_at: now.toISOString(),
    verified_at: null,
  }
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('mfa_challenges').values(challenge).execute()
    await trx
      .updateTable('mfa_factors')
      .set({ last_challenged_at: challenge.created_at })
      .where('id', '=', factorId)
      .execute()
  })
  return challenge
}

export function findChallenge(
  db: Database,
  factorId: string,
  challengeId: string,
): Promise<ChallengeRow | undefined> {
  return db
    .selectFrom('mfa_challenges')
    .selectAll()
    .where('id', '=', challengeId)
    .where('factor_id', '=', factorId)
    .executeTakeFirst()
}

export async function deleteChallenge(db: Database, challengeId: string) {
  await db.deleteFrom('mfa_challenges').where('id', '=', challengeId).execute()
}

export type VerifiedFactor = {
  /** The session, now aal2 with `totp` added to its amr. */
  session: SessionRow
  /** The session's new refresh token: every token issued at aal1 is gone. */
  refreshToken: string
}

/**
 * A correct code, applied in one transaction: the challenge is used up and the code's time step
 * recorded — each only if nobody did it first, so a replayed code or challenge changes nothing
 * and answers null — then the factor is verified, the session raised to aal2 with a new refresh
 * token, the user's other aal1 sessions ended and their unverified factors removed (GoTrue's
 * `verifyTOTPFactor`).
 */
export async function applyVerifiedCode(
  db: Database,
  {
    factor,
    challengeId,
    step,
    session,
    now,
  }: { factor: FactorRow; challengeId: string; step: number; session: SessionRow; now: Date },
): Promise<VerifiedFactor | null> {
  const iso = now.toISOString()
  return db
    .transaction()
    .execute(async (trx) => {
      const challenge = await trx
        .updateTable('mfa_challenges')
        .set({ verified_at: iso })
        .where('id', '=', challengeId)
        .where('verified_at', 'is', null)
        .executeTakeFirst()
      if (Number(challenge.numUpdatedRows) !== 1) return null
      const used = await trx
        .updateTable('mfa_factors')
        .set({ last_used_step: step, status: 'verified', updated_at: iso })
        .where('id', '=', factor.id)
        .where((eb) => eb.or([eb('last_used_step', 'is', null), eb('last_used_step', '<', step)]))
        .executeTakeFirst()
      if (Number(used.numUpdatedRows) !== 1) {
        // The challenge stays unused: roll its stamp back with the transaction.
        throw new CodeAlreadyUsed()
      }

      const amr = [
        ...(JSON.parse(session.amr) as { method: string; timestamp: number }[]).filter(
          (entry) => entry.method !== 'totp',
        ),
        { method: 'totp', timestamp: Math.floor(now.getTime() / 1000) },
      ]
      const raised: SessionRow = {
        ...session,
        aal: 'aal2',
        amr: JSON.stringify(amr),
        refreshed_at: iso,
        updated_at: iso,
      }
      await trx
        .updateTable('sessions')
        .set({ aal: raised.aal, amr: raised.amr, refreshed_at: iso, updated_at: iso })
        .where('id', '=', session.id)
        .execute()

      // A refresh token issued before the second factor must not yield aal2 tokens: the
      // session starts a new token family.
      await trx.deleteFrom('refresh_tokens').where('session_id', '=', session.id).execute()
      const refreshToken = generateRefreshToken()
      await insertFirstRefreshToken(trx, session.id, refreshToken, iso)

      await trx
        .deleteFrom('sessions')
        .where('user_id', '=', factor.user_id)
        .where('id', '!=', session.id)
        .where('aal', '!=', 'aal2')
        .execute()
      await trx
        .deleteFrom('mfa_factors')
        .where('user_id', '=', factor.user_id)
        .where('status', '=', 'unverified')
        .where('id', '!=', factor.id)
        .execute()
      return { session: raised, refreshToken }
    })
    .catch((error: unknown) => {
      if (error instanceof CodeAlreadyUsed) return null
      throw error
    })
}

class CodeAlreadyUsed extends Error {}

/** Removes a factor; the user's sessions fall back to aal1 when no verified factor is left. */
export async function deleteFactor(db: Database, factor: FactorRow, now: Date) {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('mfa_factors').where('id', '=', factor.id).execute()
    const left = await trx
      .selectFrom('mfa_factors')
      .select('id')
      .where('user_id', '=', factor.user_id)
      .where('status', '=', 'verified')
      .executeTakeFirst()
    if (!left) {
      await trx
        .updateTable('sessions')
        .set({ aal: 'aal1', updated_at: now.toISOString() })
        .where('user_id', '=', factor.user_id)
        .execute()
    }
  })
}

/** `npm run staff -- reset-mfa`: every factor goes, and every session with them. */
export async function removeAllFactors(db: Database, userId: string): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const removed = await trx
      .deleteFrom('mfa_factors')
      .where('user_id', '=', userId)
      .executeTakeFirst()
    await trx.deleteFrom('sessions').where('user_id', '=', userId).execute()
    return Number(removed.numDeletedRows)
  })
}
