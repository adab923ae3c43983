import Database from 'better-sqlite3'
import type pg from 'pg'

import { CARE_CHECKS } from '../support/care-store'
import { type CareAcknowledged, LIMITED_PRODUCT } from './care-traffic'

// After `npm run test:load`: the store against what the care kinds' answers acknowledged
// (care-traffic.ts), on SQLite or PostgreSQL. Read once the servers have stopped.

/** A read of the store: SQL both stores take, rows as plain objects. */
export type StoreQuery = (sql: string) => Promise<Record<string, unknown>[]>

export function sqliteQuery(databaseFile: string): { query: StoreQuery; close: () => void } {
  const db = new Database(databaseFile, { readonly: true, fileMustExist: true })
  return {
    query: (sql) => Promise.resolve(db.prepare(sql).all() as Record<string, unknown>[]),
    close: () => db.close(),
  }
}

export function postgresQuery(client: pg.Client): StoreQuery {
  return async (sql) => (await client.query<Record<string, unknown>>(sql)).rows
}

export type CareReport = {
  rows: string[][]
  problems: string[]
}

export async function verifyCare(
  query: StoreQuery,
  acknowledged: CareAcknowledged,
  { stockBefore, inFlight }: { stockBefore: number; inFlight: number },
): Promise<CareReport> {
  const problems: string[] = []
  for (const { sql, say } of CARE_CHECKS) problems.push(...(await query(sql)).map(say))

  const visits = new Map(
    (await query('select id, status, start_at from appointments')).map((row) => [
      String(row.id),
      { status: String(row.status), start: String(row.start_at) },
    ]),
  )
  let bookedMissing = 0
  for (const [id, start] of acknowledged.booked) {
    const visit = visits.get(id)
    if (!visit || visit.start !== start || !['pending', 'booked'].includes(visit.status))
      bookedMissing++
  }
  if (bookedMissing > 0)
    problems.push(`${bookedMissing} guest bookings answered 201 are not stored holding their time`)
  let movedWrong = 0
  for (const [id, { answered, asked }] of acknowledged.moved) {
    const visit = visits.get(id)
    // Where the last answer put it, or the move still in flight when the run stopped.
    const allowed = [answered.at(-1), asked]
    if (!visit || visit.status !== 'booked' || !allowed.includes(visit.start)) movedWrong++
  }
  if (movedWrong > 0)
    problems.push(`${movedWrong} staff-booked visits are not stored where their last move put them`)

  const orders = new Map(
    (await query('select id, state from orders')).map((row) => [String(row.id), String(row.state)]),
  )
  const ordersMissing = [...acknowledged.orders.keys()].filter((id) => !orders.has(id)).length
  if (ordersMissing > 0) problems.push(`${ordersMissing} orders answered 201 are not stored`)
  if (orders.size < acknowledged.orders.size || orders.size > acknowledged.orders.size + inFlight)
    problems.push(`${orders.size} orders stored for ${acknowledged.orders.size} answered 201`)
  const notMoved = [...acknowledged.ordersMoved].filter(
    (id) => orders.get(id) !== 'awaiting_payment',
  ).length
  if (notMoved > 0) problems.push(`${notMoved} orders staff moved are not awaiting payment`)
  const [stock] = await query(
    `select stock from catalogue_products where id = '${LIMITED_PRODUCT}'`,
  )
  const [units] = await query(
    `select coalesce(sum(l.quantity), 0) as n from order_lines l join orders o on o.id = l.order_id
     where l.product_id = '${LIMITED_PRODUCT}' and o.state <> 'cancelled'`,
  )
  const stockAfter = Number(stock?.stock)
  const unitsStored = Number(units?.n)
  const unitsAnswered = [...acknowledged.orders.values()].reduce((sum, n) => sum + n, 0)
  if (stockBefore - stockAfter !== unitsStored)
    problems.push(
      `stock went from ${stockBefore} to ${stockAfter} for ${unitsStored} units in stored orders`,
    )
  if (unitsStored < unitsAnswered)
    problems.push(`${unitsStored} units stored for ${unitsAnswered} units answered 201`)

  const drafts = new Map(
    (await query(`select user_id, version from intake_responses where status = 'in-progress'`)).map(
      (row) => [String(row.user_id), Number(row.version)],
    ),
  )
  let draftsBehind = 0
  for (const [userId, version] of acknowledged.drafts) {
    const stored = drafts.get(userId)
    if (stored === undefined || stored < version || stored > version + 1) draftsBehind++
  }
  if (draftsBehind > 0)
    problems.push(`${draftsBehind} questionnaire drafts are not at the version last answered`)
  for (const [what, count] of acknowledged.unexpected) problems.push(`${count}× ${what}`)

  const rows = [
    [
      'guest bookings',
      String(acknowledged.booked.size),
      String(acknowledged.booked.size - bookedMissing),
    ],
    [
      'staff visits (moves)',
      `${acknowledged.moved.size} (${acknowledged.moves})`,
      String(acknowledged.moved.size - movedWrong),
    ],
    [
      'orders (units)',
      `${acknowledged.orders.size} (${unitsAnswered})`,
      `${orders.size} (${unitsStored}); stock ${stockBefore} → ${stockAfter}, ${acknowledged.soldOut} refused sold out`,
    ],
    [
      'orders moved by staff',
      String(acknowledged.ordersMoved.size),
      String(acknowledged.ordersMoved.size - notMoved),
    ],
    [
      'questionnaire saves (drafts)',
      `${acknowledged.saves} (${acknowledged.drafts.size})`,
      String(acknowledged.drafts.size - draftsBehind),
    ],
  ]
  return { rows, problems }
}
