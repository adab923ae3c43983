import type SQLite from 'better-sqlite3'

/**
 * What must hold in the care tables whatever requests came, however they were cut off
 * (docs/architecture.md, Reliability proofs): the fuzzer, the load run and the crash run read
 * the store with it. Problems in words; none when it holds. Read it inside one read
 * transaction (load/verify-store.ts, readSnapshot) while the server runs.
 *
 * - Stock is never negative.
 * - No slot is held by two visits (docs/decisions/022-booking-held-by-the-database.md).
 * - An order stands where its newest event says, and every event follows the one before:
 *   no state without its event row.
 * - Every move a person made on an order (a patient's cancel, staff's and physicians' moves
 *   and reviews; not the system's) has its audit record, written in the move's transaction.
 */
export function checkCareStore(db: SQLite.Database): string[] {
  const problems: string[] = []
  const negative = db.prepare('select id, stock from catalogue_products where stock < 0').all() as {
    id: string
    stock: number
  }[]
  for (const row of negative) problems.push(`product ${row.id} has stock ${row.stock}`)

  const doubled = db
    .prepare(
      `select clinician_id, start_at, count(*) as n from appointments
       where status <> 'cancelled' group by clinician_id, start_at having count(*) > 1`,
    )
    .all() as { start_at: string; n: number }[]
  for (const row of doubled) problems.push(`the slot at ${row.start_at} is held by ${row.n} visits`)

  const unevented = db
    .prepare(
      `select o.id, o.state, e.to_state from orders o
       left join order_events e on e.order_id = o.id
         and e.sequence = (select max(sequence) from order_events where order_id = o.id)
       where e.to_state is null or e.to_state <> o.state`,
    )
    .all() as { id: string; state: string; to_state: string | null }[]
  for (const row of unevented) {
    problems.push(
      `order ${row.id} is ${row.state}, its newest event says ${row.to_state ?? 'nothing'}`,
    )
  }
  const broken = db
    .prepare(
      `select e.order_id, e.sequence from order_events e
       join order_events p on p.order_id = e.order_id and p.sequence = e.sequence - 1
       where e.from_state is null or e.from_state <> p.to_state`,
    )
    .all() as { order_id: string; sequence: number }[]
  for (const row of broken) {
    problems.push(`order ${row.order_id}: event ${row.sequence} does not follow the one before`)
  }

  const unaudited = db
    .prepare(
      `select e.order_id, count(*) as moves,
         (select count(*) from audit_log a where a.target = 'order:' || e.order_id
            and a.action in ('order.update', 'order.review')) as records
       from order_events e
       where e.from_state is not null and e.actor <> 'system'
       group by e.order_id having moves > records`,
    )
    .all() as { order_id: string; moves: number; records: number }[]
  for (const row of unaudited) {
    problems.push(
      `order ${row.order_id}: ${row.moves} moves by people, ${row.records} audit records`,
    )
  }
  return problems
}
