import { type Kysely, PostgresAdapter, sql } from 'kysely'

// Shipped migrations are never edited: add a new file instead.
// The staff pipeline of consultation requests (docs/architecture.md, Staff workspace): one row
// of state per request — created with the request's first change, absent means "new" — and an
// append-only timeline of what staff did (status changes, contact attempts, notes, assignment,
// follow-up dates). Both go with the request when a person's data is deleted (cascade). The
// `version` column carries the optimistic concurrency of staff edits: a change names the
// version it saw and applies only while it is still current.
// The audit log becomes append-only in the database itself: an update or delete of its rows
// fails, whoever asks (docs/architecture.md, Privacy).

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('consultation_pipeline')
    .addColumn('request_id', 'text', (col) =>
      col.primaryKey().references('consultation_requests.id').onDelete('cascade'),
    )
    // new | contacted | booked | patient | closed
    .addColumn('status', 'text', (col) => col.notNull())
    // not_a_fit | no_response | duplicate | spam, with status closed
    .addColumn('closed_reason', 'text')
    // A staff user's id; a removed account leaves the name of nobody.
    .addColumn('assigned_to', 'text', (col) => col.references('users.id').onDelete('set null'))
    // YYYY-MM-DD
    .addColumn('follow_up_on', 'text')
    // Milestones, kept when the status moves on: the funnel and the time to first contact.
    .addColumn('contacted_at', 'text')
    .addColumn('booked_at', 'text')
    .addColumn('patient_at', 'text')
    .addColumn('closed_at', 'text')
    .addColumn('version', 'integer', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addColumn('updated_by', 'text', (col) => col.notNull())
    .execute()
  await db.schema
    .createIndex('consultation_pipeline_status_idx')
    .on('consultation_pipeline')
    .column('status')
    .execute()

  await db.schema
    .createTable('consultation_events')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('request_id', 'text', (col) =>
      col.notNull().references('consultation_requests.id').onDelete('cascade'),
    )
    .addColumn('actor_id', 'text', (col) => col.notNull())
    // status | attempt | note | assignment | follow_up
    .addColumn('kind', 'text', (col) => col.notNull())
    // JSON: what changed ({from, to, reason}, {channel, outcome}, {text}, …).
    .addColumn('data', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute()
  await db.schema
    .createIndex('consultation_events_request_id_idx')
    .on('consultation_events')
    .columns(['request_id', 'created_at'])
    .execute()

  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`create function audit_log_append_only() returns trigger language plpgsql as $$
      begin raise exception 'audit_log is append-only'; end $$`.execute(db)
    await sql`create trigger audit_log_no_change before update or delete on audit_log
      for each row execute function audit_log_append_only()`.execute(db)
    await sql`create trigger audit_log_no_truncate before truncate on audit_log
      for each statement execute function audit_log_append_only()`.execute(db)
  } else {
    await sql`create trigger audit_log_no_update before update on audit_log
      begin select raise(abort, 'audit_log is append-only'); end`.execute(db)
    await sql`create trigger audit_log_no_delete before delete on audit_log
      begin select raise(abort, 'audit_log is append-only'); end`.execute(db)
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`drop trigger audit_log_no_truncate on audit_log`.execute(db)
    await sql`drop trigger audit_log_no_change on audit_log`.execute(db)
    await sql`drop function audit_log_append_only()`.execute(db)
  } else {
    await sql`drop trigger audit_log_no_delete`.execute(db)
    await sql`drop trigger audit_log_no_update`.execute(db)
  }
  await db.schema.dropTable('consultation_events').execute()
  await db.schema.dropTable('consultation_pipeline').execute()
}
