import { randomUUID } from 'node:crypto'

import { type RawBuilder, sql } from 'kysely'

import { type Database, supportsRowLocks } from '../db/database'
import { enqueue, type OutboxEntry } from '../outbox/outbox.queries'
import type { LeadTableDefinition } from './lead-tables'
import { RestError } from './rest-errors'
import type { Condition, Filter, ReadQuery } from './rest-query'

// Lead reads and writes. Table and column names reach SQL only after rest-query.ts checked
// them against the table definition, and only through sql.table/sql.ref; values are bound.

export type StoredRow = Record<string, string | number | boolean | null>

/**
 * Store one lead and the notifications about it in one transaction: when this resolves the
 * lead is committed and on disk (on SQLite the WAL flushed by group commit,
 * docs/decisions/040-group-commit-on-sqlite.md; a committed transaction on PostgreSQL), so the
 * 201 that follows is a promise we keep.
 * `admit` runs first in the same transaction (the per-IP count on SQLite; PostgreSQL counts
 * before, apart: see rest.routes.ts); if it throws, nothing is stored. `inserted` is false
 * when a newsletter address was already subscribed (nothing changed); `notifications` counts
 * the outbox rows written with the lead.
 */
export async function insertLead(
  db: Database,
  table: LeadTableDefinition,
  values: Record<string, string | number>,
  notifications: (row: StoredRow, trx: Database) => OutboxEntry[] | Promise<OutboxEntry[]>,
  admit: (trx: Database) => Promise<void> = async () => {},
  now = Date.now(),
): Promise<{ row: StoredRow; inserted: boolean; notifications: number }> {
  const row: StoredRow = { id: randomUUID(), ...values, created_at: new Date(now).toISOString() }
  return db.transaction().execute(async (trx) => {
    await admit(trx)
    const earlier = await earlierRequest(trx, table, row, now)
    if (earlier) return { row: earlier, inserted: false, notifications: 0 }
    const columns = Object.keys(row)
    const insert = sql`insert into ${sql.table(table.name)} (${sql.join(columns.map((c) => sql.ref(c)))})
      values (${sql.join(columns.map((c) => row[c]))})`
    // A table with a unique column (the newsletter's address): a repeat is accepted and
    // changes nothing.
    const statement =
      table.unique === undefined
        ? insert
        : sql`${insert} on conflict (${sql.ref(table.unique)}) do nothing`
    const result = await statement.execute(trx)
    const inserted = Number(result.numAffectedRows ?? 0) === 1
    const stored = toApiRow(table, row)
    const entries = inserted ? await notifications(stored, trx) : []
    await enqueue(trx, entries, { now })
    return { row: stored, inserted, notifications: entries.length }
  })
}

/**
 * A table that folds repeats (`foldRepeatsMs`): the row the same e-mail address stored within
 * that time, if any, read in the insert's transaction. SQLite runs one write transaction at a
 * time (`begin immediate`), so a repeat sent at the same moment finds the first once it
 * commits; PostgreSQL first takes a transaction lock on the address, so the second of two
 * parallel repeats waits for the first to commit and then reads it.
 */
async function earlierRequest(
  trx: Database,
  table: LeadTableDefinition,
  row: StoredRow,
  now: number,
): Promise<StoredRow | undefined> {
  const within = table.descriptor.foldRepeatsMs
  if (within === undefined || typeof row.email !== 'string') return undefined
  const email = row.email.trim().toLowerCase()
  if (supportsRowLocks(trx)) {
    await sql`select pg_advisory_xact_lock(hashtext(${`${table.name}:${email}`}))`.execute(trx)
  }
  const since = new Date(now - within).toISOString()
  const { rows } = await sql<StoredRow>`select * from ${sql.table(table.name)}
    where lower(email) = ${email} and created_at >= ${since}
    order by created_at asc, id asc limit 1`.execute(trx)
  return rows[0] ? toApiRow(table, rows[0]) : undefined
}

export async function selectLeads(
  db: Database,
  table: LeadTableDefinition,
  query: ReadQuery,
  limit: number | undefined,
): Promise<StoredRow[]> {
  const order = [
    ...query.order.map(
      (term) =>
        sql`${sql.ref(term.column)} ${sql.raw(term.ascending ? 'asc' : 'desc')}${
          term.nullsFirst === undefined
            ? sql``
            : sql.raw(term.nullsFirst ? ' nulls first' : ' nulls last')
        }`,
    ),
    // A total order, so pages never overlap or skip rows.
    sql`${sql.ref('id')} asc`,
  ]
  const { rows } = await sql<StoredRow>`select ${sql.join(query.columns.map((c) => sql.ref(c)))}
    from ${sql.table(table.name)}
    where ${whereClause(table, query.conditions)}
    order by ${sql.join(order)}
    ${limit === undefined ? sql`` : sql`limit ${limit}`} offset ${query.offset}`.execute(db)
  return rows.map((row) => toApiRow(table, row))
}

export async function countLeads(
  db: Database,
  table: LeadTableDefinition,
  query: ReadQuery,
): Promise<number> {
  const { rows } = await sql<{ count: string | number }>`select count(*) as count
    from ${sql.table(table.name)} where ${whereClause(table, query.conditions)}`.execute(db)
  return Number(rows[0]?.count ?? 0)
}

function whereClause(table: LeadTableDefinition, conditions: Condition[]): RawBuilder<unknown> {
  if (conditions.length === 0) return sql`1 = 1`
  return sql.join(
    conditions.map((condition) =>
      'any' in condition
        ? sql`(${sql.join(
            condition.any.map((filter) => filterSql(table, filter)),
            sql` or `,
          )})`
        : filterSql(table, condition),
    ),
    sql` and `,
  )
}

const COMPARISONS = { eq: '=', neq: '<>', gt: '>', gte: '>=', lt: '<', lte: '<=' } as const

function filterSql(table: LeadTableDefinition, filter: Filter): RawBuilder<unknown> {
  const column = sql.ref(filter.column)
  const { operator, value } = filter
  let expression: RawBuilder<unknown>
  if (operator === 'is') {
    expression = value === null ? sql`${column} is null` : sql`${column} = ${value}`
  } else if (operator === 'in') {
    const values = value as (string | number | null)[]
    expression = values.length === 0 ? sql`1 = 0` : sql`${column} in (${sql.join(values)})`
  } else if (operator === 'like' || operator === 'ilike') {
    if (table.columns[filter.column] === 'boolean') {
      throw new RestError(
        400,
        '42883',
        `operator does not exist: boolean ${operator === 'like' ? '~~' : '~~*'} unknown`,
      )
    }
    // lower() on both sides gives the same case-insensitive match on SQLite and PostgreSQL.
    expression =
      operator === 'ilike'
        ? sql`lower(${column}) like lower(${value})`
        : sql`${column} like ${value}`
  } else {
    expression = sql`${column} ${sql.raw(COMPARISONS[operator])} ${value}`
  }
  return filter.negated ? sql`not (${expression})` : expression
}

/** Stored 0/1 booleans (ADR 003) become JSON booleans, as PostgREST would send them. */
function toApiRow(table: LeadTableDefinition, row: StoredRow): StoredRow {
  const result: StoredRow = {}
  for (const [key, value] of Object.entries(row)) {
    result[key] = table.columns[key] === 'boolean' && value !== null ? Number(value) === 1 : value
  }
  return result
}
