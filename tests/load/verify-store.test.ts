import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import SQLite from 'better-sqlite3'
import { afterEach, beforeEach, expect, it } from 'vitest'

import { openDatabase } from '../../src/server/db/database'
import { migrateToLatest } from '../../src/server/db/migrations'
import {
  checkBookings,
  checkOrders,
  checkPipeline,
  countOrders,
  readSnapshot,
  settle,
} from './verify-store'

// The server bench's store checks against a database made by the real migrations, with the
// server's connection (WAL) writing beside the bench's read-only one, as in a run.

const PRODUCT = '1'
const STOCK = 1000
let dataDir: string
let file: string
let writer: SQLite.Database

beforeEach(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'renew-verify-store-'))
  const database = openDatabase({ dataDir })
  await migrateToLatest(database.db)
  await database.close()
  file = path.join(dataDir, 'site.db')
  writer = new SQLite(file)
  orders = 0
  writer.prepare('update catalogue_products set stock = ? where id = ?').run(STOCK, PRODUCT)
})

afterEach(() => {
  writer.close()
  fs.rmSync(dataDir, { recursive: true, force: true })
})

let orders = 0
/** What placeOrder commits for one unit: the stock taken, the order and its line, together. */
function commitOrder() {
  const n = orders++
  writer.transaction(() => {
    writer.prepare('update catalogue_products set stock = stock - 1 where id = ?').run(PRODUCT)
    writer
      .prepare(
        `insert into orders (id, number, idempotency_key, first_name, last_name, email, phone,
           ship_line1, ship_city, ship_state, ship_zip, state, subtotal_cents, shipping_cents,
           total_cents, created_at, updated_at)
         values (?, ?, ?, 'Load', 'Order', 'o@example.com', '555', '1 Way', 'Austin', 'TX',
           '78701', 'submitted', 100, 0, 100, '2026-01-01', '2026-01-01')`,
      )
      .run(`order-${n}`, `RM-${n}`, `key-${n}`)
    writer
      .prepare(
        `insert into order_lines (id, order_id, position, product_id, name, unit_price_cents,
           quantity, requested_quantity, needs_review)
         values (?, ?, 0, ?, 'Product', 100, 1, 1, 0)`,
      )
      .run(`line-${n}`, `order-${n}`, PRODUCT)
  })()
}

const stockOf = (db: SQLite.Database) =>
  (
    db.prepare('select stock from catalogue_products where id = ?').get(PRODUCT) as {
      stock: number
    }
  ).stock

it('reproduces the old check: an order committed between its two reads is counted without its stock', () => {
  for (let i = 0; i < 5; i++) commitOrder()
  // The old checkOrderStock: two statements on a read-only connection, each its own snapshot.
  const reader = new SQLite(file, { readonly: true, fileMustExist: true })
  const stock = stockOf(reader)
  commitOrder() // a request still in flight when autocannon stopped
  const stored = countOrders(reader)
  reader.close()
  expect({ taken: STOCK - stock, stored }).toEqual({ taken: 5, stored: 6 })
  // …and the store itself adds up: no order was stored without its stock.
  expect(
    checkOrders(file, { productId: PRODUCT, stockBefore: STOCK, created: 6, inFlight: 0 }),
  ).toEqual([])
})

it('reads in one snapshot: a commit between two reads of the check is not seen', () => {
  for (let i = 0; i < 5; i++) commitOrder()
  const seen = readSnapshot(file, (db) => {
    const stock = stockOf(db)
    commitOrder()
    return { taken: STOCK - stock, stored: countOrders(db) }
  })
  expect(seen).toEqual({ taken: 5, stored: 5 })
  expect(readSnapshot(file, countOrders)).toBe(6)
})

it('checks orders: stock taken against orders stored, orders stored against the 201s', () => {
  for (let i = 0; i < 7; i++) commitOrder()
  const check = (created: number, inFlight = 2) =>
    checkOrders(file, { productId: PRODUCT, stockBefore: STOCK, created, inFlight })
  expect(check(7)).toEqual([])
  expect(check(5)).toEqual([]) // two answered after autocannon stopped counting
  expect(check(4)).toEqual(['7 orders stored for 4 answered (at most 2 in flight)'])
  expect(check(8)).toEqual(['7 orders stored for 8 answered (at most 2 in flight)'])
  // A product fault: an order stored without taking its stock.
  writer.prepare('update catalogue_products set stock = stock + 1 where id = ?').run(PRODUCT)
  expect(check(7)).toEqual([
    `stock went from ${STOCK} to ${STOCK - 6} for 7 orders of one unit (7 units in their lines)`,
  ])
})

it('waits for the rows to stop growing', async () => {
  const timer = setInterval(commitOrder, 10)
  setTimeout(() => clearInterval(timer), 200)
  expect(await settle(file, countOrders, { quietMs: 100 })).toBe(true)
  expect(readSnapshot(file, countOrders)).toBe(orders)
  expect(orders).toBeGreaterThan(5)
})

function seedSchedule() {
  const at = '2026-01-01T00:00:00.000Z'
  writer
    .prepare(
      `insert into clinicians (id, name, title, licensed_states, created_at, updated_at)
       values ('c1', 'Dr. Bench', 'MD', 'TX', ?, ?)`,
    )
    .run(at, at)
}

function book(n: number, start: string, status = 'pending') {
  writer
    .prepare(
      `insert into appointments (id, clinician_id, visit_type, status, start_at, end_at,
         first_name, last_name, email, phone, idempotency_key, manage_token_hash, created_at,
         updated_at)
       values (?, 'c1', 'phone', ?, ?, ?, 'Load', 'Booking', 'b@example.com', '555', ?, 'h',
         ?, ?)`,
    )
    .run(`visit-${n}`, status, start, start, `key-${n}`, start, start)
}

it('checks bookings: visits stored against the 201s, and no slot held twice', () => {
  seedSchedule()
  book(1, '2027-01-01T10:00:00.000Z')
  book(2, '2027-01-01T10:20:00.000Z')
  book(3, '2027-01-01T10:20:00.000Z', 'cancelled')
  expect(checkBookings(file, { booked: 3, inFlight: 0 })).toEqual([])
  expect(checkBookings(file, { booked: 1, inFlight: 1 })).toEqual([
    '3 visits stored for 1 answered (at most 1 in flight)',
  ])
  // The slot index (0011-booking.ts) refuses a second live visit at the same time; without it…
  writer.exec('drop index appointments_slot_held_idx')
  book(4, '2027-01-01T10:00:00.000Z', 'booked')
  expect(checkBookings(file, { booked: 4, inFlight: 0 })).toEqual([
    'the slot at 2027-01-01T10:00:00.000Z is held by 2 visits',
  ])
})

it('checks that every visit a 201 answered is stored once, at its time, holding its slot', () => {
  seedSchedule()
  book(1, '2027-01-01T10:00:00.000Z')
  book(2, '2027-01-01T10:20:00.000Z', 'booked')
  book(3, '2027-01-01T10:40:00.000Z', 'cancelled')
  const answered = (n: number, start: string) => ({ id: `visit-${n}`, start })
  const check = (...acknowledged: { id: string; start: string }[]) =>
    checkBookings(file, { booked: 3, inFlight: 0, acknowledged })
  expect(
    check(answered(1, '2027-01-01T10:00:00.000Z'), answered(2, '2027-01-01T10:20:00.000Z')),
  ).toEqual([])
  expect(
    check(
      answered(1, '2027-01-01T10:00:00.000Z'),
      answered(1, '2027-01-01T10:00:00.000Z'),
      answered(2, '2027-01-01T11:00:00.000Z'),
      answered(3, '2027-01-01T10:40:00.000Z'),
      answered(9, '2027-01-01T12:00:00.000Z'),
    ),
  ).toEqual([
    '1 visits answered 201 more than once',
    '1 visits answered 201 are not stored',
    '1 visits answered 201 are stored at another time',
    '1 visits answered 201 no longer hold their slot',
  ])
})

it('checks pipeline updates: each request at the version its changes and its 200s say', () => {
  const at = '2026-01-01T00:00:00.000Z'
  for (const id of ['r1', 'r2']) {
    writer
      .prepare(
        `insert into consultation_requests (id, email, first_name, last_name, phone,
           hear_about_us, email_opt_in, sms_opt_in, created_at)
         values (?, ?, 'Ada', 'Lovelace', '555', 'Other', 0, 0, ?)`,
      )
      .run(id, `${id}@example.com`, at)
  }
  const change = (id: string, version: number, events = 1) => {
    writer
      .prepare(
        `insert into consultation_pipeline (request_id, status, version, updated_at, updated_by)
         values (?, 'new', ?, ?, 'staff')
         on conflict (request_id) do update set version = excluded.version`,
      )
      .run(id, version, at)
    for (let i = 0; i < events; i++) {
      writer
        .prepare(
          `insert into consultation_events (id, request_id, actor_id, kind, data, created_at)
           values (?, ?, 'staff', 'change', '{}', ?)`,
        )
        .run(`${id}-${version}-${i}`, id, at)
    }
  }
  change('r1', 1)
  change('r1', 2)
  change('r2', 1)
  const slots = [
    { id: 'r1', updated: 2 },
    { id: 'r2', updated: 0 }, // its one change answered after the run stopped counting
  ]
  expect(checkPipeline(file, slots)).toEqual([])
  expect(checkPipeline(file, [{ id: 'r1', updated: 0 }])).toEqual([
    'request 0: at version 2 for 0 updates answered 200',
  ])
  change('r2', 2, 0) // a version written without its timeline entry
  expect(checkPipeline(file, [slots[0]!, { id: 'r2', updated: 2 }])).toEqual([
    'request 1: at version 2 with 1 changes recorded',
  ])
})
