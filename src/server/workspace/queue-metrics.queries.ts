import { sql } from 'kysely'

import type { FunnelCounts, PipelineMetrics } from '../../shared/workspace-wire'
import type { Database } from '../db/database'
import {
  earlierOrder,
  ORDER_DONE_STATES,
  requestContacted,
  type QueueItem,
} from './queue-kinds.queries'
import { readQueue } from './queue.queries'

// The figures of the promise (docs/architecture.md, Staff workspace, The queue): how many wait
// and how many are late, of every kind the queue holds; the median time from a row's start to
// when its work was done, over every kind; the funnel of consultation requests.

const DAY = 24 * 60 * 60_000

/** The dashboard's figures. `todayStart` is the clinic's midnight, as the browser sends it. */
export async function pipelineMetrics(
  db: Database,
  now: Date,
  todayStart: Date,
): Promise<PipelineMetrics> {
  const since90 = new Date(now.getTime() - 90 * DAY).toISOString()
  const since30 = new Date(now.getTime() - 30 * DAY).toISOString()
  const [requests, queue, done] = await Promise.all([
    db
      .selectFrom('consultation_requests as r')
      .leftJoin('consultation_pipeline as p', 'p.request_id', 'r.id')
      .select(['r.created_at', 'p.contacted_at', 'p.booked_at', 'p.patient_at'])
      .where('r.created_at', '>=', since90)
      .execute(),
    readQueue(db, now),
    doneWithin(db, since30),
  ])

  const funnel = (since: string): FunnelCounts => {
    const window = requests.filter((row) => row.created_at >= since)
    return {
      requested: window.length,
      contacted: window.filter((row) => row.contacted_at).length,
      booked: window.filter((row) => row.booked_at).length,
      patient: window.filter((row) => row.patient_at).length,
    }
  }
  const delays = done
    .map(({ start, end }) => Date.parse(end) - Date.parse(start))
    .filter((delay) => delay >= 0)
    .sort((a, b) => a - b)
  return {
    newToday: requests.filter((row) => Date.parse(row.created_at) >= todayStart.getTime()).length,
    awaitingFirstContact: queue.length,
    overdue: queue.filter((row) => row.overdue).length,
    medianFirstContactMs: median(delays),
    funnel: { days30: funnel(since30), days90: funnel(since90) },
  }
}

type Done = { kind: QueueItem['kind']; start: string; end: string }

/**
 * Every row of the queue that started since `since` and whose work is done, with its start and
 * end: one query per kind, as the queue reads them.
 */
export async function doneWithin(db: Database, since: string): Promise<Done[]> {
  const contactOf = (email: ReturnType<typeof sql<string>>, after: string) =>
    sql<string | null>`(select min(pc.created_at) from person_contacts pc
      where pc.email = ${email} and pc.created_at >= ${sql.ref(after)})`
  const [requests, accounts, intakes, orders, visits] = await Promise.all([
    db
      .selectFrom('consultation_requests as r')
      .innerJoin('consultation_pipeline as p', 'p.request_id', 'r.id')
      .select(['r.created_at as start', 'p.contacted_at as end'])
      .where('r.created_at', '>=', since)
      .where('p.contacted_at', 'is not', null)
      .execute(),
    db
      .selectFrom('users as u')
      .innerJoin('intake_responses as i', 'i.user_id', 'u.id')
      .select((eb) => ['u.email', eb.fn.min<string>('i.submitted_at').as('start')])
      .where('i.submitted_at', 'is not', null)
      .groupBy('u.email')
      .having((eb) => eb.fn.min('i.submitted_at'), '>=', since)
      .execute()
      .then(async (rows) => {
        if (rows.length === 0) return []
        const contacts = await db
          .selectFrom('person_contacts')
          .select(['email', 'created_at'])
          .where(
            'email',
            'in',
            rows.map((row) => row.email),
          )
          .where('created_at', '>=', since)
          .orderBy('created_at')
          .execute()
        return rows.flatMap((row) => {
          const end = contacts.find(
            (contact) => contact.email === row.email && contact.created_at >= row.start,
          )
          return end ? [{ start: row.start, end: end.created_at }] : []
        })
      }),
    db
      .selectFrom('intake_responses')
      .select(['submitted_at as start', 'reviewed_at as end'])
      .where('submitted_at', '>=', since)
      .where('reviewed_at', 'is not', null)
      .execute(),
    db
      .selectFrom('orders as o')
      .innerJoin('order_events as e', 'e.order_id', 'o.id')
      .select((eb) => ['o.created_at as start', eb.fn.min<string>('e.at').as('end')])
      .where('o.created_at', '>=', since)
      .where(
        'e.to_state',
        'in',
        ORDER_DONE_STATES.filter((state) => state !== 'cancelled'),
      )
      .where((eb) => eb.not(earlierOrder(eb as never)))
      .groupBy(['o.id', 'o.created_at'])
      .execute(),
    db
      .selectFrom('appointments as a')
      .select([
        'a.created_at as start',
        contactOf(sql<string>`lower(a.email)`, 'a.created_at').as('end'),
      ])
      .where('a.created_at', '>=', since)
      .where('a.booked_by', 'is', null)
      .where((eb) =>
        eb.not(requestContacted(eb as never, sql<string>`lower(a.email)`, sql.ref('a.created_at'))),
      )
      .execute(),
  ])
  const of = (kind: Done['kind'], rows: { start: string | null; end: string | null }[]) =>
    rows.flatMap((row) => (row.start && row.end ? [{ kind, start: row.start, end: row.end }] : []))
  return [
    ...of('request', requests),
    ...of('account', accounts),
    ...of('intake', intakes),
    ...of('order', orders),
    ...of('visit', visits),
  ]
}

function median(sorted: number[]): number | null {
  if (sorted.length === 0) return null
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1
    ? sorted[middle]!
    : Math.round((sorted[middle - 1]! + sorted[middle]!) / 2)
}
