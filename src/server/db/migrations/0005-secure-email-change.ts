import type { Kysely } from 'kysely'

// Shipped migrations are never edited: add a new file instead.
// GoTrue's "secure e-mail change" (its default): a change needs a link followed from the
// current address as well as from the new one. The current address's token gets a column of
// its own; `email_change_confirm_status` counts the links followed so far (0 or 1).

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('email_change_token_current_hash', 'text').execute()
  await db.schema
    .alterTable('users')
    .addColumn('email_change_confirm_status', 'integer', (col) => col.notNull().defaultTo(0))
    .execute()
  await db.schema
    .createIndex('users_email_change_token_current_hash_idx')
    .on('users')
    .column('email_change_token_current_hash')
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('users_email_change_token_current_hash_idx').execute()
  await db.schema.alterTable('users').dropColumn('email_change_confirm_status').execute()
  await db.schema.alterTable('users').dropColumn('email_change_token_current_hash').execute()
}
