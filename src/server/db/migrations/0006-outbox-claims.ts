import type { Kysely } from 'kysely'

// Shipped migrations are never edited: add a new file instead.
// Outbox claims carry a token (docs/decisions/015-outbox-delivery-guarantee.md): a worker
// records a delivery or a failure only while the row still holds the token it claimed it with,
// so a process whose lease ran out can no longer finish a row another process has taken.
// Null when the row is not claimed.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('outbox').addColumn('claim_token', 'text').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('outbox').dropColumn('claim_token').execute()
}
