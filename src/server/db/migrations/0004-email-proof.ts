import type { Kysely } from 'kysely'

// Shipped migrations are never edited: add a new file instead.
// `email_confirmed_at` is set both by following an e-mail link and by a sign-up with
// confirmation off (autoconfirm), which proves nothing about who owns the address. This
// column records only the former: when a link mailed to the user's current address was
// last followed. Promoting an account to staff trusts its password only when it is set
// (see src/server/staff/staff.ts). Accounts from before this migration have it null, i.e. unproven.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('email_confirmed_by_link_at', 'text').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('email_confirmed_by_link_at').execute()
}
