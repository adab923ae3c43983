import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { sql } from 'kysely'
import pg from 'pg'

import { openDatabase } from '../../src/server/db/database'
import { migrateToLatest } from '../../src/server/db/migrations'
import { searchPeople, searchTerms } from '../../src/server/workspace/person-search.queries'
import { withSearchPath } from '../support/server-cluster'

// The staff workspace's search of people over 50,000 people (docs/architecture.md, Performance
// budgets; docs/decisions/041-person-search-in-one-query.md), measured on the query itself — the
// route adds one audit insert — on SQLite and, when DATABASE_URL is set, on PostgreSQL in a
// fresh schema. Each person has a consultation request or a guide download; some also an
// account, a newsletter subscription, a visit and an order, with their own spelling of the
// address. The searches are parts of names, of addresses and of phone numbers, as staff type
// them, each a different one.

export const PEOPLE = 50_000

const FIRST = [
  'Ada',
  'Grace',
  'Alan',
  'Edsger',
  'Barbara',
  'Donald',
  'Margaret',
  'Ken',
  'Frances',
  'John',
]
const LAST = [
  'Lovelace',
  'Hopper',
  'Turing',
  'Dijkstra',
  'Liskov',
  'Knuth',
  'Hamilton',
  'Thompson',
  'Allen',
  'Backus',
]

type Store = { label: string; databaseUrl?: string }

export type SearchBench = {
  /** Median CPU time of this process per search (on SQLite, all of the search's work). */
  cpuP50: number
  /** p99 of each kind of search: a part of a name, of an address, of a phone, a full name. */
  byKind: string
  store: string
  searches: number
  p50: number
  p99: number
  seedMs: number
}

const person = (index: number) => ({
  first: FIRST[index % FIRST.length]!,
  last: `${LAST[Math.floor(index / 10) % LAST.length]!}${index}`,
  email: `person${index}@example${index % 7}.com`,
  phone: `(312) ${String(200 + (index % 800))}-${String(index % 10_000).padStart(4, '0')}`,
})

async function seed(db: ReturnType<typeof openDatabase>['db']) {
  const at = (index: number) => new Date(Date.UTC(2025, 0, 1) + index * 60_000).toISOString()
  const chunk = 500
  for (let from = 0; from < PEOPLE; from += chunk) {
    const requests = []
    const downloads = []
    const newsletter = []
    const orders = []
    for (let index = from; index < Math.min(from + chunk, PEOPLE); index++) {
      const p = person(index)
      const lead = {
        id: randomUUID(),
        first_name: p.first,
        last_name: p.last,
        email: p.email,
        phone: p.phone,
        hear_about_us: 'Google Search',
        email_opt_in: 1,
        sms_opt_in: 0,
        created_at: at(index),
      }
      if (index % 2 === 0) requests.push(lead)
      else
        downloads.push({
          ...lead,
          resource_id: 'meal-prep-guide',
          resource_title: 'Meal prep guide',
        })
      if (index % 3 === 0)
        newsletter.push({ id: randomUUID(), email: p.email.toUpperCase(), created_at: at(index) })
      if (index % 4 === 0) {
        orders.push({
          id: randomUUID(),
          number: `RM-${String(index).padStart(8, '0')}`,
          idempotency_key: randomUUID(),
          user_id: null,
          first_name: p.first,
          last_name: p.last,
          email: p.email,
          phone: p.phone,
          ship_line1: '1 Main St',
          ship_line2: null,
          ship_city: 'Austin',
          ship_state: 'TX',
          ship_zip: '78701',
          state: 'submitted',
          subtotal_cents: 1000,
          shipping_cents: 0,
          total_cents: 1000,
          reason: null,
          payment_method: null,
          payment_reference: null,
          carrier: null,
          tracking: null,
          created_at: at(index),
          updated_at: at(index),
        })
      }
    }
    if (requests.length) await db.insertInto('consultation_requests').values(requests).execute()
    if (downloads.length) await db.insertInto('download_requests').values(downloads).execute()
    if (newsletter.length)
      await db.insertInto('newsletter_subscribers').values(newsletter).execute()
    if (orders.length) await db.insertInto('orders').values(orders).execute()
  }
}

/** What staff type: parts of names, of addresses, of phones, each search different. */
function queries(count: number): string[] {
  return Array.from({ length: count }, (_, n) => {
    const index = (n * 7919) % PEOPLE
    const p = person(index)
    switch (n % 4) {
      case 0:
        return p.last.slice(1).toLowerCase()
      case 1:
        return p.email.slice(0, 10)
      case 2:
        return p.phone.slice(6)
      default:
        return `${p.first} ${p.last}`.slice(0, 12)
    }
  })
}

async function bench(store: Store, searches: number): Promise<SearchBench> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'renew-people-bench-'))
  const handle = openDatabase({ databaseUrl: store.databaseUrl, dataDir })
  try {
    await migrateToLatest(handle.db)
    const seeding = performance.now()
    await seed(handle.db)
    const seedMs = performance.now() - seeding
    // As autovacuum does after a bulk load: statistics to plan on, and the trigram indexes'
    // pending entries merged (a GIN index takes new rows into a list it scans in full).
    if (store.databaseUrl) await sql`vacuum analyze`.execute(handle.db)
    const asked = queries(searches)
    for (const query of asked.slice(0, 20)) await searchPeople(handle.db, searchTerms(query))
    const times: number[] = []
    const kinds: number[][] = [[], [], [], []]
    /** This process's CPU per search: on SQLite, the search's own cost whatever else runs. */
    const cpuTimes: number[] = []
    for (const [n, query] of asked.entries()) {
      const started = performance.now()
      const cpu = process.cpuUsage()
      const found = await searchPeople(handle.db, searchTerms(query))
      times.push(performance.now() - started)
      const used = process.cpuUsage(cpu)
      cpuTimes.push((used.user + used.system) / 1000)
      kinds[n % 4]!.push(times.at(-1)!)
      if (found.length === 0) throw new Error(`the search for "${query}" found nobody`)
    }
    const at = (list: number[], share: number) => {
      const sorted = [...list].sort((a, b) => a - b)
      return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))]!
    }
    const byKind = kinds.map((list) => at(list, 0.99).toFixed(0)).join(' / ')
    return {
      store: store.label,
      searches,
      p50: at(times, 0.5),
      p99: at(times, 0.99),
      seedMs,
      byKind: `${byKind} ms`,
      cpuP50: at(cpuTimes, 0.5),
    }
  } finally {
    await handle.close()
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}

/** The search on SQLite, and on PostgreSQL in a schema of its own when `databaseUrl` is given. */
export async function benchPersonSearch(databaseUrl: string | undefined, searches = 400) {
  const runs = [await bench({ label: 'SQLite' }, searches)]
  if (databaseUrl) {
    const schema = `people_bench_${Date.now().toString(36)}`
    const admin = new pg.Client({ connectionString: databaseUrl })
    await admin.connect()
    try {
      await admin.query(`create schema ${schema}`)
      runs.push(
        await bench(
          { label: 'PostgreSQL', databaseUrl: withSearchPath(databaseUrl, schema) },
          searches,
        ),
      )
    } finally {
      await admin.query(`drop schema if exists ${schema} cascade`)
      await admin.end()
    }
  }
  return runs
}
