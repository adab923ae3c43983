import type SQLite from 'better-sqlite3'
import type pg from 'pg'

/**
 * What must hold in the care tables whatever requests came, however they were cut off
 * (docs/architecture.md, Reliability proofs): the fuzzer, the load run and the crash run read
 * the store with it, on SQLite or PostgreSQL (the SQL is both's). Problems in words; none when
 * it holds.
 *
 * - Stock is never negative.
 * - No slot is held by two visits (docs/decisions/022-booking-held-by-the-database.md).
 * - An order stands where its newest event says, and every event follows the one before:
 *   no state without its event row.
 * - Every move a person made on an order (a patient's cancel, staff's and physicians' moves
 *   and reviews; not the system's) has its audit record, written in the move's transaction.
 */
export const CARE_CHECKS: { sql: string; say: (row: Record<string, unknown>) => string }[] = [
  {
    sql: 'select id, stock from catalogue_products where stock < 0',
    say: (row) => `product ${String(row.id)} has stock ${String(row.stock)}`,
  },
  {
    sql: `select clinician_id, start_at, count(*) as n from appointments
          where status <> 'cancelled' group by clinician_id, start_at having count(*) > 1`,
    say: (row) => `the slot at ${String(row.start_at)} is held by ${String(row.n)} visits`,
  },
  {
    sql: `select o.id, o.state, e.to_state from orders o
          left join order_events e on e.order_id = o.id
            and e.sequence = (select max(sequence) from order_events where order_id = o.id)
          where e.to_state is null or e.to_state <> o.state`,
    say: (row) =>
      `order ${String(row.id)} is ${String(row.state)}, its newest event says ${typeof row.to_state === 'string' ? row.to_state : 'nothing'}`,
  },
  {
    sql: `select e.order_id, e.sequence from order_events e
          join order_events p on p.order_id = e.order_id and p.sequence = e.sequence - 1
          where e.from_state is null or e.from_state <> p.to_state`,
    say: (row) =>
      `order ${String(row.order_id)}: event ${String(row.sequence)} does not follow the one before`,
  },
  {
    sql: `select * from (
            select e.order_id, count(*) as moves,
              (select count(*) from audit_log a where a.target = 'order:' || e.order_id
                 and a.action in ('order.update', 'order.review')) as records
            from order_events e
            where e.from_state is not null and e.actor <> 'system'
            group by e.order_id) t
          where t.moves > t.records`,
    say: (row) =>
      `order ${String(row.order_id)}: ${String(row.moves)} moves by people, ${String(row.records)} audit records`,
  },
]

/** On SQLite; read it inside one read transaction while the server runs (one snapshot). */
export function checkCareStore(db: SQLite.Database): string[] {
  return CARE_CHECKS.flatMap(({ sql, say }) =>
    (db.prepare(sql).all() as Record<string, unknown>[]).map(say),
  )
}

/** The same on PostgreSQL, with a client whose search_path holds the tables. */
export async function checkCareStoreInPostgres(client: pg.Client): Promise<string[]> {
  const problems: string[] = []
  for (const { sql, say } of CARE_CHECKS) {
    const { rows } = await client.query<Record<string, unknown>>(sql)
    problems.push(...rows.map(say))
  }
  return problems
}
