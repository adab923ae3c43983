import type { Kysely } from 'kysely'

// Shipped migrations are never edited: add a new file instead.

export async function up(db: Kysely<unknown>): Promise<void> {
  const leadColumns = (table: string) =>
    db.schema
      .createTable(table)
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('first_name', 'text', (col) => col.notNull())
      .addColumn('last_name', 'text', (col) => col.notNull())
      .addColumn('email', 'text', (col) => col.notNull())
      .addColumn('phone', 'text', (col) => col.notNull())
      .addColumn('hear_about_us', 'text', (col) => col.notNull())
      .addColumn('email_opt_in', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('sms_opt_in', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('created_at', 'text', (col) => col.notNull())

  await leadColumns('consultation_requests').execute()
  await db.schema
    .createIndex('consultation_requests_created_at_idx')
    .on('consultation_requests')
    .column('created_at')
    .execute()

  await leadColumns('download_requests')
    .addColumn('resource_id', 'text', (col) => col.notNull())
    .addColumn('resource_title', 'text', (col) => col.notNull())
    .execute()
  await db.schema
    .createIndex('download_requests_created_at_idx')
    .on('download_requests')
    .column('created_at')
    .execute()

  await db.schema
    .createTable('newsletter_subscribers')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('email', 'text', (col) => col.notNull().unique())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute()

  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('actor_id', 'text', (col) => col.notNull())
    .addColumn('action', 'text', (col) => col.notNull())
    .addColumn('target', 'text', (col) => col.notNull())
    .addColumn('detail', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'audit_log',
    'newsletter_subscribers',
    'download_requests',
    'consultation_requests',
  ]) {
    await db.schema.dropTable(table).execute()
  }
}
