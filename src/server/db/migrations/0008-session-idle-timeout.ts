import type { Kysely } from 'kysely'

// Shipped migrations are never edited: add a new file instead.
// Staff sessions end after a spell without activity (STAFF_IDLE_MINUTES; docs/architecture.md,
// Staff accounts): the moment a session ends unless the staff member does something first.
// Null for sessions without an idle limit (patients).

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sessions').addColumn('idle_expires_at', 'text').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sessions').dropColumn('idle_expires_at').execute()
}
