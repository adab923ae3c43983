import type { Kysely } from 'kysely'

// Shipped migrations are never edited: add a new file instead.
// Auth tables (docs/wire-contract.md): users, sessions, refresh tokens, plus the shared
// rate-limit counters. Tokens are never stored raw — only their SHA-256 hashes.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'text', (col) => col.primaryKey())
    // Always lower-case (validated and normalised by the auth service).
    .addColumn('email', 'text', (col) => col.notNull().unique())
    .addColumn('encrypted_password', 'text')
    .addColumn('email_confirmed_at', 'text')
    .addColumn('confirmation_token_hash', 'text')
    .addColumn('confirmation_sent_at', 'text')
    .addColumn('recovery_token_hash', 'text')
    .addColumn('recovery_sent_at', 'text')
    .addColumn('email_change', 'text')
    .addColumn('email_change_token_hash', 'text')
    .addColumn('email_change_sent_at', 'text')
    .addColumn('last_sign_in_at', 'text')
    .addColumn('raw_app_meta_data', 'text', (col) => col.notNull().defaultTo('{}'))
    .addColumn('raw_user_meta_data', 'text', (col) => col.notNull().defaultTo('{}'))
    // The single e-mail identity GoTrue reports in `identities` (no separate table needed).
    .addColumn('identity_id', 'text', (col) => col.notNull())
    .addColumn('identity_data', 'text', (col) => col.notNull().defaultTo('{}'))
    .addColumn('banned_until', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute()
  for (const column of [
    'confirmation_token_hash',
    'recovery_token_hash',
    'email_change_token_hash',
  ]) {
    await db.schema.createIndex(`users_${column}_idx`).on('users').column(column).execute()
  }

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('aal', 'text', (col) => col.notNull().defaultTo('aal1'))
    // JSON array of {method, timestamp}: the JWT `amr` claim, fixed at sign-in.
    .addColumn('amr', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addColumn('refreshed_at', 'text')
    .addColumn('not_after', 'text')
    // Set when refresh-token reuse killed the family; such a session is dead.
    .addColumn('ended_at', 'text')
    .execute()
  await db.schema.createIndex('sessions_user_id_idx').on('sessions').column('user_id').execute()

  await db.schema
    .createTable('refresh_tokens')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('session_id', 'text', (col) =>
      col.notNull().references('sessions.id').onDelete('cascade'),
    )
    // Id of the token this one replaced (null for the first of a session).
    .addColumn('parent', 'text')
    .addColumn('revoked', 'integer', (col) => col.notNull().defaultTo(0))
    // Issue order within the session: the highest unrevoked one is "currently active".
    .addColumn('sequence', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute()
  await db.schema
    .createIndex('refresh_tokens_session_id_idx')
    .on('refresh_tokens')
    .column('session_id')
    .execute()

  // Fixed-window counters shared by every server process (see middleware/rate-limit.ts).
  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('count', 'integer', (col) => col.notNull())
    .addColumn('window_ends_at', 'text', (col) => col.notNull())
    .execute()
  await db.schema
    .createIndex('rate_limits_window_ends_at_idx')
    .on('rate_limits')
    .column('window_ends_at')
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['rate_limits', 'refresh_tokens', 'sessions', 'users']) {
    await db.schema.dropTable(table).execute()
  }
}
