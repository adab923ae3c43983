import SQLite from 'better-sqlite3'

import { sleep } from './server-process'

// What the server bench checks in the store after a write target (scripts/bench-server.ts):
// that what the database holds adds up to the answers autocannon counted.
//
// Two things make such a check exact while the server is still running:
// - One snapshot. In WAL mode each statement outside a transaction reads the newest commit, so
//   two statements may see two states: an order committed between "read the stock" and "count
//   the orders" is counted without its stock (verify-store.test.ts shows it). Every check below
//   reads inside one read transaction, which keeps the snapshot of its first read to its end.
// - In-flight requests. autocannon stops counting when its time is up, but the requests it had
//   sent (at most one per connection) are still being served and may commit after. `settle`
//   waits until the rows stop growing; the bounds below still allow one per connection.

/** Run `read` on a read-only connection inside one read transaction: one snapshot. */
export function readSnapshot<T>(databaseFile: string, read: (db: SQLite.Database) => T): T {
  const db = new SQLite(databaseFile, { readonly: true, fileMustExist: true })
  try {
    return db.transaction(() => read(db))()
  } finally {
    db.close()
  }
}

/**
 * Wait until `count` (rows a target writes) reads the same over `quietMs`, or `timeoutMs` has
 * passed: the requests still in flight when autocannon stopped have then been served. Answers
 * whether it settled.
 */
export async function settle(
  databaseFile: string,
  count: (db: SQLite.Database) => number,
  { quietMs = 300, timeoutMs = 5000, pollMs = 50 } = {},
): Promise<boolean> {
  const started = Date.now()
  let last = readSnapshot(databaseFile, count)
  let since = Date.now()
  while (Date.now() - started < timeoutMs) {
    await sleep(pollMs)
    const now = readSnapshot(databaseFile, count)
    if (now !== last) {
      last = now
      since = Date.now()
    } else if (Date.now() - since >= quietMs) {
      return true
    }
  }
  return false
}

const count = (db: SQLite.Database, query: string, ...params: unknown[]): number =>
  Number((db.prepare(query).get(...params) as { n: number | bigint }).n)

export const countOrders = (db: SQLite.Database) => count(db, 'select count(*) as n from orders')
export const countAppointments = (db: SQLite.Database) =>
  count(db, 'select count(*) as n from appointments')
export const countPipelineChanges = (db: SQLite.Database) =>
  count(db, `select count(*) as n from consultation_events where kind = 'change'`)

/** A stored count against the 201s (or 200s) counted, with up to `inFlight` more unanswered. */
function withinAnswered(what: string, stored: number, answered: number, inFlight: number) {
  return stored < answered || stored > answered + inFlight
    ? [`${stored} ${what} stored for ${answered} answered (at most ${inFlight} in flight)`]
    : []
}

/**
 * Orders of one unit of `productId` each: the stock taken equals the units ordered and the
 * orders stored, and the orders stored are the 201s plus at most `inFlight`. Problems in words.
 */
export function checkOrders(
  databaseFile: string,
  { productId, stockBefore, created, inFlight }: OrderCheck,
): string[] {
  return readSnapshot(databaseFile, (db) => {
    const stock = count(db, 'select stock as n from catalogue_products where id = ?', productId)
    const stored = countOrders(db)
    const units = count(
      db,
      'select coalesce(sum(quantity), 0) as n from order_lines where product_id = ?',
      productId,
    )
    const problems: string[] = []
    if (stockBefore - stock !== stored || units !== stored) {
      problems.push(
        `stock went from ${stockBefore} to ${stock} for ${stored} orders of one unit (${units} units in their lines)`,
      )
    }
    return [...problems, ...withinAnswered('orders', stored, created, inFlight)]
  })
}
export type OrderCheck = {
  productId: string
  stockBefore: number
  created: number
  inFlight: number
}

/**
 * Bookings, each of a slot nobody held: the visits stored are the 201s plus at most `inFlight`,
 * and no slot is held by two visits (docs/decisions/022-booking-held-by-the-database.md). With
 * `acknowledged` (the visits the 201s answered), each is also stored, once, at the time its
 * answer gave and still holding its slot: a count alone would miss a 201 for a visit never
 * written beside one written without its answer.
 */
export function checkBookings(
  databaseFile: string,
  {
    booked,
    inFlight,
    acknowledged,
  }: { booked: number; inFlight: number; acknowledged?: readonly AcknowledgedVisit[] },
): string[] {
  return readSnapshot(databaseFile, (db) => {
    const stored = countAppointments(db)
    const doubled = db
      .prepare(
        `select clinician_id, start_at, count(*) as n from appointments
         where status <> 'cancelled' group by clinician_id, start_at having count(*) > 1`,
      )
      .all() as { clinician_id: string; start_at: string; n: number }[]
    return [
      ...withinAnswered('visits', stored, booked, inFlight),
      ...doubled.map((row) => `the slot at ${row.start_at} is held by ${row.n} visits`),
      ...(acknowledged ? checkAcknowledged(db, acknowledged) : []),
    ]
  })
}
/** A visit as a 201 answered it (POST /booking/v1/appointments). */
export type AcknowledgedVisit = { id: string; start: string }

function checkAcknowledged(db: SQLite.Database, acknowledged: readonly AcknowledgedVisit[]) {
  const problems: string[] = []
  const answeredTwice = acknowledged.length - new Set(acknowledged.map(({ id }) => id)).size
  if (answeredTwice > 0) problems.push(`${answeredTwice} visits answered 201 more than once`)
  const read = db.prepare('select start_at, status from appointments where id = ?')
  let missing = 0
  let moved = 0
  let released = 0
  for (const { id, start } of acknowledged) {
    const row = read.get(id) as { start_at: string; status: string } | undefined
    if (!row) missing++
    else if (row.start_at !== start) moved++
    else if (row.status !== 'pending' && row.status !== 'booked') released++
  }
  if (missing > 0) problems.push(`${missing} visits answered 201 are not stored`)
  if (moved > 0) problems.push(`${moved} visits answered 201 are stored at another time`)
  if (released > 0) problems.push(`${released} visits answered 201 no longer hold their slot`)
  return problems
}

/**
 * Pipeline updates, each connection changing its own request: per request, the version the row
 * is at equals the changes on its timeline (one each, in the change's transaction), and lies
 * between the 200s answered for it and one more (its connection's request in flight).
 */
export function checkPipeline(
  databaseFile: string,
  slots: readonly { id: string; updated: number }[],
): string[] {
  return readSnapshot(databaseFile, (db) =>
    slots.flatMap(({ id, updated }, index) => {
      const version = count(
        db,
        'select coalesce(max(version), 0) as n from consultation_pipeline where request_id = ?',
        id,
      )
      const changes = count(
        db,
        `select count(*) as n from consultation_events where request_id = ? and kind = 'change'`,
        id,
      )
      const problems: string[] = []
      if (version !== changes) {
        problems.push(`request ${index}: at version ${version} with ${changes} changes recorded`)
      }
      if (version < updated || version > updated + 1) {
        problems.push(`request ${index}: at version ${version} for ${updated} updates answered 200`)
      }
      return problems
    }),
  )
}
