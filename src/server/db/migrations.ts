import {
  type Kysely,
  type Migration,
  type MigrationProvider,
  Migrator,
  PostgresAdapter,
  sql,
} from 'kysely'

import * as leads from './migrations/0001-leads'
import * as auth from './migrations/0002-auth'
import * as outbox from './migrations/0003-outbox'
import * as emailProof from './migrations/0004-email-proof'
import * as secureEmailChange from './migrations/0005-secure-email-change'
import * as outboxClaims from './migrations/0006-outbox-claims'
import * as mfaFactors from './migrations/0007-mfa-factors'
import * as sessionIdleTimeout from './migrations/0008-session-idle-timeout'
import * as consultationPipeline from './migrations/0009-consultation-pipeline'
import * as intakeResponses from './migrations/0010-intake-responses'
import * as booking from './migrations/0011-booking'
import * as orders from './migrations/0012-orders'
import * as staffPromotedAt from './migrations/0013-staff-promoted-at'
import * as bookingHolds from './migrations/0014-booking-holds'
import * as personContacts from './migrations/0015-person-contacts'
import * as personSearch from './migrations/0016-person-search'
import * as personLinks from './migrations/0017-person-links'
import * as orderPaymentAmount from './migrations/0018-order-payment-amount'
import * as videoRooms from './migrations/0019-video-rooms'
import * as onlinePayments from './migrations/0020-online-payments'
import * as orderAmendments from './migrations/0021-order-amendments'

// The one, append-only migration history for both engines. Listed statically
// (not read from a folder) so it works the same from source and from a bundle.
const history: Record<string, Migration> = {
  '0001-leads': leads,
  '0002-auth': auth,
  '0003-outbox': outbox,
  '0004-email-proof': emailProof,
  '0005-secure-email-change': secureEmailChange,
  '0006-outbox-claims': outboxClaims,
  '0007-mfa-factors': mfaFactors,
  '0008-session-idle-timeout': sessionIdleTimeout,
  '0009-consultation-pipeline': consultationPipeline,
  '0010-intake-responses': intakeResponses,
  '0011-booking': booking,
  '0012-orders': orders,
  '0013-staff-promoted-at': staffPromotedAt,
  '0014-booking-holds': bookingHolds,
  '0015-person-contacts': personContacts,
  '0016-person-search': personSearch,
  '0017-person-links': personLinks,
  '0018-order-payment-amount': orderPaymentAmount,
  '0019-video-rooms': videoRooms,
  '0020-online-payments': onlinePayments,
  '0021-order-amendments': orderAmendments,
}

const provider: MigrationProvider = {
  getMigrations: () => Promise.resolve(history),
}

export type MigrationReport = { applied: string[] }

/** Apply pending migrations. Safe to call from several processes at once (Kysely takes a lock). */
export async function migrateToLatest<T>(db: Kysely<T>): Promise<MigrationReport> {
  // Migrations see the database untyped: they run before the schema they create exists.
  const untyped = db as Kysely<unknown>
  const migrator = new Migrator({
    db: untyped,
    provider,
    migrationTableSchema: await currentPostgresSchema(untyped),
  })
  const { error, results } = await migrator.migrateToLatest()
  if (error) {
    const failed = results?.find((result) => result.status === 'Error')?.migrationName
    throw new Error(
      `Database migration ${failed ?? ''} failed: ${error instanceof Error ? error.message : 'unknown error'}`,
      { cause: error },
    )
  }
  return {
    applied: (results ?? [])
      .filter((result) => result.status === 'Success')
      .map((result) => result.migrationName),
  }
}

export const migrationNames = Object.keys(history)

/**
 * Kysely looks for its bookkeeping tables in every schema it can see unless told which
 * one: with another schema of the same database already migrated (a second app, or the
 * per-test schemas), it would skip creating them in ours and then fail. Pin them to the
 * schema our tables go to (the first on search_path). SQLite has no schemas.
 */
async function currentPostgresSchema(db: Kysely<unknown>): Promise<string | undefined> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return undefined
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db)
  return rows[0]?.schema
}
