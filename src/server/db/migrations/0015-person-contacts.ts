import { type Kysely, sql } from 'kysely'

// Shipped migrations are never edited: add a new file instead.
// One queue of everyone who needs a human (docs/architecture.md, Staff workspace, The queue). A
// consultation request records its first contact in its pipeline (0009); a person who never sent
// one — a new account with a questionnaire, a visit booked with no contact before it — has no
// such row, so staff record "contacted" here: one row per contact, keyed by the lower-cased
// e-mail address, who recorded it and when. Appended, never edited; a person's deletion removes
// theirs with the rest of what is held under the address.
//
// The queue matches people across tables by lower-cased e-mail: the expression indexes let each
// of its reads (a first order, a visit with no contact before it) look a person up without a scan.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('person_contacts')
    .addColumn('id', 'text', (col) => col.primaryKey())
    // Lower-case.
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('actor_id', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute()
  await db.schema
    .createIndex('person_contacts_email_idx')
    .on('person_contacts')
    .columns(['email', 'created_at'])
    .execute()
  for (const table of ['consultation_requests', 'orders', 'appointments']) {
    await sql`create index ${sql.id(`${table}_lower_email_idx`)} on ${sql.table(table)} (lower(email))`.execute(
      db,
    )
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['consultation_requests', 'orders', 'appointments']) {
    await db.schema.dropIndex(`${table}_lower_email_idx`).execute()
  }
  await db.schema.dropTable('person_contacts').execute()
}
