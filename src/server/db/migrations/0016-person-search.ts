import { type Kysely, PostgresAdapter, sql } from 'kysely'

// Shipped migrations are never edited: add a new file instead.
// The workspace's search of people by name, e-mail or phone (docs/architecture.md, Staff
// workspace, People; docs/decisions/041-person-search-in-one-query.md). The search is one
// UNION ALL over the tables that name a person, each matched by `LIKE '%…%'` on one expression:
// its name and address lower-cased, or its phone's digits. These indexes hold exactly those
// expressions (workspace/person-search.queries.ts writes them the same way, character for
// character; a different expression would not use them):
//
// - On PostgreSQL, trigram (GIN) indexes answer `LIKE '%…%'` from the index. pg_trgm ships with
//   PostgreSQL's contrib and is trusted (a database owner may create it); it goes in `public`
//   (trigramSchema). Where a server lacks it, or the role may not create it, the search still
//   works, by a scan.
// - SQLite has no index for a substring, and scans: a covering index of each expression with
//   the address and the time lets it scan narrow, precomputed entries instead of the rows.
// - Both: lower(email) on the two lead tables 0015 left out, for reading the people found.

export const PERSON_TEXT =
  "lower(coalesce(first_name, '') || ' ' || coalesce(last_name, '') || ' ' || email)"
export const PHONE_DIGITS =
  "replace(replace(replace(replace(replace(replace(coalesce(phone, ''), ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''), '+', '')"

const NAMED = ['consultation_requests', 'download_requests', 'appointments', 'orders'] as const

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ['download_requests', 'newsletter_subscribers']) {
    await sql`create index ${sql.id(`${table}_lower_email_idx`)} on ${sql.table(table)} (lower(email))`.execute(
      db,
    )
  }
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) {
    // SQLite scans; from a covering index of the expression with the person's address and the
    // time, it reads narrow entries with the expression already computed rather than each row
    // (three times faster at 50,000 people).
    for (const table of NAMED) {
      for (const [name, expression] of [
        ['person_text', PERSON_TEXT],
        ['phone_digits', PHONE_DIGITS],
      ] as const) {
        await sql`create index ${sql.id(`${table}_${name}_idx`)} on ${sql.table(table)} ((${sql.raw(expression)}), lower(email), created_at)`.execute(
          db,
        )
      }
    }
    await sql`create index newsletter_subscribers_email_at_idx on newsletter_subscribers (lower(email), created_at)`.execute(
      db,
    )
    await sql`create index users_person_text_idx on users ((${sql.raw(USER_TEXT_SQLITE)}), email, created_at)`.execute(
      db,
    )
    await sql`create index users_phone_digits_idx on users ((${sql.raw(USER_DIGITS_SQLITE)}), email, created_at)`.execute(
      db,
    )
    return
  }
  const schema = await trigramSchema(db)
  if (schema === undefined) return
  const ops = sql`${sql.id(schema)}.gin_trgm_ops`
  for (const table of NAMED) {
    await sql`create index ${sql.id(`${table}_person_text_trgm`)} on ${sql.table(table)} using gin ((${sql.raw(PERSON_TEXT)}) ${ops})`.execute(
      db,
    )
    await sql`create index ${sql.id(`${table}_phone_digits_trgm`)} on ${sql.table(table)} using gin ((${sql.raw(PHONE_DIGITS)}) ${ops})`.execute(
      db,
    )
  }
  await sql`create index newsletter_subscribers_email_trgm on newsletter_subscribers using gin ((lower(email)) ${ops})`.execute(
    db,
  )
  await sql`create index users_person_text_trgm on users using gin ((${sql.raw(USER_TEXT_PG)}) ${ops})`.execute(
    db,
  )
  await sql`create index users_phone_digits_trgm on users using gin ((${sql.raw(USER_DIGITS_PG)}) ${ops})`.execute(
    db,
  )
}

/**
 * The schema pg_trgm is in, creating it in `public` where it is not yet installed; undefined when
 * the server lacks it or this role may not create it (the search then scans). An extension is
 * one per database: put in our own schema, it would go with that schema, and the indexes of
 * every other schema using it with it.
 */
async function trigramSchema(db: Kysely<unknown>): Promise<string | undefined> {
  const installed = async () =>
    (
      await sql<{ schema: string }>`
        select n.nspname as schema from pg_extension e
        join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pg_trgm'`.execute(db)
    ).rows[0]?.schema
  const found = await installed()
  if (found !== undefined) return found
  const available = await sql<{ n: number }>`
    select count(*)::int as n from pg_available_extensions where name = 'pg_trgm'`.execute(db)
  if ((available.rows[0]?.n ?? 0) === 0) return undefined
  // A refusal must not abort the migration's transaction: tried under a savepoint.
  await sql`savepoint person_search_trgm`.execute(db)
  try {
    await sql`create extension if not exists pg_trgm with schema public`.execute(db)
    await sql`release savepoint person_search_trgm`.execute(db)
  } catch {
    await sql`rollback to savepoint person_search_trgm`.execute(db)
    // Refused, or created meanwhile by another process migrating another schema.
    return installed()
  }
  return installed()
}

/** An account's name and address, from its profile (JSON text), on PostgreSQL. */
export const USER_TEXT_PG =
  "lower(coalesce((raw_user_meta_data::jsonb) ->> 'first_name', '') || ' ' || coalesce((raw_user_meta_data::jsonb) ->> 'last_name', '') || ' ' || coalesce((raw_user_meta_data::jsonb) ->> 'full_name', '') || ' ' || email)"
export const USER_DIGITS_PG = PHONE_DIGITS.replace(
  "coalesce(phone, '')",
  "coalesce((raw_user_meta_data::jsonb) ->> 'phone', '')",
)

/** The same, on SQLite. */
export const USER_TEXT_SQLITE =
  "lower(coalesce(json_extract(raw_user_meta_data, '$.first_name'), '') || ' ' || coalesce(json_extract(raw_user_meta_data, '$.last_name'), '') || ' ' || coalesce(json_extract(raw_user_meta_data, '$.full_name'), '') || ' ' || email)"
export const USER_DIGITS_SQLITE = PHONE_DIGITS.replace(
  "coalesce(phone, '')",
  "coalesce(json_extract(raw_user_meta_data, '$.phone'), '')",
)

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) {
    for (const table of NAMED) {
      await sql`drop index if exists ${sql.id(`${table}_person_text_idx`)}`.execute(db)
      await sql`drop index if exists ${sql.id(`${table}_phone_digits_idx`)}`.execute(db)
    }
    for (const name of [
      'newsletter_subscribers_email_at_idx',
      'users_person_text_idx',
      'users_phone_digits_idx',
    ]) {
      await sql`drop index if exists ${sql.id(name)}`.execute(db)
    }
  }
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    for (const table of NAMED) {
      await sql`drop index if exists ${sql.id(`${table}_person_text_trgm`)}`.execute(db)
      await sql`drop index if exists ${sql.id(`${table}_phone_digits_trgm`)}`.execute(db)
    }
    for (const name of [
      'newsletter_subscribers_email_trgm',
      'users_person_text_trgm',
      'users_phone_digits_trgm',
    ]) {
      await sql`drop index if exists ${sql.id(name)}`.execute(db)
    }
  }
  for (const table of ['download_requests', 'newsletter_subscribers']) {
    await db.schema.dropIndex(`${table}_lower_email_idx`).execute()
  }
}
