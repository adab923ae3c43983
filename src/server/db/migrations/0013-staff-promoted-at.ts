import type { Kysely } from 'kysely'

// Shipped migrations are never edited: add a new file instead.
// When the account last became staff (docs/architecture.md, Staff accounts). A staff member's
// first second factor may be enrolled only in a session that began after it, so a session
// someone held before the promotion (a squatter's, say) cannot set up the factor that reaches
// aal2. Null for everyone who is not staff.
//
// Staff accounts from before this migration get the time it runs: their first factor needs a
// sign-in made from now on, which costs a staff member at most one sign-in.

type Users = {
  users: { id: string; raw_app_meta_data: string; staff_promoted_at: string | null }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('staff_promoted_at', 'text').execute()
  const typed = db as unknown as Kysely<Users>
  // app_metadata is JSON text on both stores: prefilter in SQL, decide in code (the roles of
  // src/shared/roles.ts, as they were when this shipped).
  const candidates = await typed
    .selectFrom('users')
    .select(['id', 'raw_app_meta_data'])
    .where((eb) =>
      eb.or([
        eb('raw_app_meta_data', 'like', '%staff%'),
        eb('raw_app_meta_data', 'like', '%physician%'),
      ]),
    )
    .execute()
  const now = new Date().toISOString()
  for (const user of candidates) {
    let role: unknown
    try {
      role = (JSON.parse(user.raw_app_meta_data) as { role?: unknown }).role
    } catch {
      continue
    }
    if (role !== 'staff' && role !== 'physician') continue
    await typed
      .updateTable('users')
      .set({ staff_promoted_at: now })
      .where('id', '=', user.id)
      .execute()
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('staff_promoted_at').execute()
}
