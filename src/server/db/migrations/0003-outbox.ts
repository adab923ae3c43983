import type { Kysely } from 'kysely'

// Shipped migrations are never edited: add a new file instead.
// The outbox (docs/decisions/010-leads-api-and-outbox.md): notifications about a lead are written in the same transaction as
// the lead, then delivered and retried by the outbox worker, so a dead mail server or
// webhook never loses or delays the lead itself.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('outbox')
    .addColumn('id', 'text', (col) => col.primaryKey())
    // 'email' | 'webhook'
    .addColumn('kind', 'text', (col) => col.notNull())
    // JSON: what to deliver (see src/server/outbox/outbox.queries.ts).
    .addColumn('payload', 'text', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text', (col) => col.notNull())
    .addColumn('last_error', 'text')
    .addColumn('delivered_at', 'text')
    // Set after the last attempt fails; the row stays for an operator to inspect.
    .addColumn('failed_at', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute()
  await db.schema
    .createIndex('outbox_due_idx')
    .on('outbox')
    .columns(['delivered_at', 'failed_at', 'next_attempt_at'])
    .execute()
  await db.schema
    .createIndex('audit_log_created_at_idx')
    .on('audit_log')
    .column('created_at')
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('audit_log_created_at_idx').execute()
  await db.schema.dropTable('outbox').execute()
}
