import type { Kysely } from 'kysely'

// Shipped migrations are never edited: add a new file instead.
// Second factors (docs/wire-contract.md, MFA): TOTP factors as GoTrue keeps them, their
// challenges, and the last time step a factor accepted, so a code is never used twice. A
// factor's name is unique per user (GoTrue's mfa_factor_name_conflict), held by the index so
// two enrolments at once cannot both pass.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('mfa_factors')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('friendly_name', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('factor_type', 'text', (col) => col.notNull())
    // 'unverified' until the first code is verified, then 'verified'.
    .addColumn('status', 'text', (col) => col.notNull())
    // The shared secret, encrypted (auth/factor-secret.ts); never sent again after enrolment.
    .addColumn('secret', 'text', (col) => col.notNull())
    // The newest TOTP time step accepted: a code of that step or before is refused.
    .addColumn('last_used_step', 'integer')
    .addColumn('last_challenged_at', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute()
  await db.schema
    .createIndex('mfa_factors_user_id_friendly_name_key')
    .on('mfa_factors')
    .columns(['user_id', 'friendly_name'])
    .unique()
    .execute()

  await db.schema
    .createTable('mfa_challenges')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('factor_id', 'text', (col) =>
      col.notNull().references('mfa_factors.id').onDelete('cascade'),
    )
    // GoTrue binds a challenge to the address that asked for it.
    .addColumn('ip_address', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('verified_at', 'text')
    .execute()
  await db.schema
    .createIndex('mfa_challenges_factor_id_idx')
    .on('mfa_challenges')
    .column('factor_id')
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('mfa_challenges').execute()
  await db.schema.dropTable('mfa_factors').execute()
}
