import type { Kysely } from 'kysely'

// Shipped migrations are never edited: add a new file instead.
// Staff merge duplicate people (docs/decisions/042-a-person-deleted-whole-and-merged-by-link.md):
// a merge does not rewrite anyone's rows, it records that the address `from_email` is the same
// person as `into_email`. The queue and the person's reading follow the links (both directions,
// transitively); a person's deletion removes every linked address's records and the links.
//
// `from_email` is unique: an address is merged into one other at most, so the links of one
// person form a tree with one root (the address never merged away). Both addresses lower-case.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('person_links')
    // Lower-case; merged into `into_email`.
    .addColumn('from_email', 'text', (col) => col.primaryKey())
    // Lower-case.
    .addColumn('into_email', 'text', (col) => col.notNull())
    // The staff member who merged them.
    .addColumn('actor_id', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute()
  await db.schema
    .createIndex('person_links_into_idx')
    .on('person_links')
    .columns(['into_email'])
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('person_links').execute()
}
