import { type Expression, type ExpressionBuilder, sql } from 'kysely'

import type { QueueKind } from '../../shared/workspace-wire'
import type { Database } from '../db/database'
import type { DB } from '../db/schema'

// The reads behind the queue of everyone who needs a human (docs/architecture.md, Staff
// workspace, The queue): one query per kind, each on an index (0015 for the look-ups by
// lower-cased e-mail), run in parallel every 20 s while the page is open. Each answers the
// rows still waiting; queue.queries.ts puts them together.

/** A row as read, before the queue adds its key, promise and duplicates. */
export type QueueItem = {
  kind: QueueKind
  recordId: string
  email: string
  firstName: string | null
  lastName: string | null
  phone: string | null
  state: string | null
  since: string
  detail: string | null
}

/** Order states in which a first order waits for a physician's review or staff's confirmation. */
export const ORDER_WAITING_STATES = ['submitted', 'awaiting_review', 'approved', 'changed'] as const
/** The moves that end that wait: confirmed, declined, or cancelled. */
export const ORDER_DONE_STATES = ['awaiting_payment', 'declined', 'cancelled'] as const

/**
 * Accounts and visits are "new" for this long: older ones never marked contacted (from before
 * the queue held them) stay out of it.
 */
export const PERSON_WINDOW_MS = 90 * 24 * 60 * 60_000

const LIMIT = 500

type Eb = ExpressionBuilder<DB, keyof DB>

/** Staff recorded a contact with the person under this lower-cased address (0015). */
export const personContacted = (eb: Eb, email: Expression<string>) =>
  eb.exists(eb.selectFrom('person_contacts as pc').select('pc.id').where('pc.email', '=', email))

/** A consultation request under this lower-cased address reached Contacted (before `before`). */
export const requestContacted = (eb: Eb, email: Expression<string>, before?: Expression<string>) =>
  eb.exists(
    eb
      .selectFrom('consultation_requests as cr')
      .innerJoin('consultation_pipeline as cp', 'cp.request_id', 'cr.id')
      .select('cr.id')
      .where(sql<string>`lower(cr.email)`, '=', email)
      .where('cp.contacted_at', 'is not', null)
      .$if(before !== undefined, (qb) => qb.where('cp.contacted_at', '<', before!)),
  )

/** Consultation requests at New (no pipeline row yet, or status new), oldest first. */
export async function newRequests(db: Database): Promise<QueueItem[]> {
  const rows = await db
    .selectFrom('consultation_requests as r')
    .leftJoin('consultation_pipeline as p', 'p.request_id', 'r.id')
    .select(['r.id', 'r.first_name', 'r.last_name', 'r.email', 'r.phone', 'r.created_at'])
    .where((eb) => eb.or([eb('p.status', 'is', null), eb('p.status', '=', 'new')]))
    .orderBy('r.created_at')
    .limit(LIMIT)
    .execute()
  return rows.map((row) => ({
    kind: 'request',
    recordId: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    phone: row.phone,
    state: null,
    since: row.created_at,
    detail: null,
  }))
}

/** New accounts that sent a questionnaire, with no contact recorded for their address. */
export async function uncontactedAccounts(db: Database, now: Date): Promise<QueueItem[]> {
  const since = new Date(now.getTime() - PERSON_WINDOW_MS).toISOString()
  const rows = await db
    .selectFrom('users as u')
    .innerJoin('intake_responses as i', 'i.user_id', 'u.id')
    .select((eb) => [
      'u.id',
      'u.email',
      'u.raw_user_meta_data',
      eb.fn.min<string>('i.submitted_at').as('since'),
    ])
    .where('i.submitted_at', 'is not', null)
    .where('u.created_at', '>=', since)
    // Account addresses are stored lower-case.
    .where((eb) => eb.not(personContacted(eb as Eb, sql.ref<string>('u.email'))))
    .where((eb) => eb.not(requestContacted(eb as Eb, sql.ref<string>('u.email'))))
    .groupBy(['u.id', 'u.email', 'u.raw_user_meta_data'])
    .limit(LIMIT)
    .execute()
  return rows.map((row) => ({
    kind: 'account',
    recordId: row.id,
    email: row.email,
    ...profileOf(row.raw_user_meta_data),
    since: row.since,
    detail: null,
  }))
}

/** Submitted questionnaires awaiting a physician's decision. */
export async function intakesAwaitingPhysician(db: Database): Promise<QueueItem[]> {
  const rows = await db
    .selectFrom('intake_responses as i')
    .innerJoin('users as u', 'u.id', 'i.user_id')
    .select(['i.id', 'i.program', 'i.submitted_at', 'u.email', 'u.raw_user_meta_data'])
    .where('i.status', '=', 'submitted')
    .orderBy('i.submitted_at')
    .limit(LIMIT)
    .execute()
  return rows.map((row) => ({
    kind: 'intake',
    recordId: row.id,
    email: row.email,
    ...profileOf(row.raw_user_meta_data),
    // Only a submitted questionnaire has this status, and each has its time.
    since: row.submitted_at!,
    detail: row.program,
  }))
}

/** A person's first order (none earlier under the same address), awaiting review or confirmation. */
export async function firstOrdersWaiting(db: Database): Promise<QueueItem[]> {
  const rows = await db
    .selectFrom('orders as o')
    .select([
      'o.id',
      'o.number',
      'o.first_name',
      'o.last_name',
      'o.email',
      'o.phone',
      'o.ship_state',
      'o.created_at',
    ])
    .where('o.state', 'in', ORDER_WAITING_STATES)
    // A deleted person's order is kept without an address (ADR 042): nobody to contact.
    .where('o.email', '!=', '')
    .where((eb) => eb.not(earlierOrder(eb as Eb)))
    .orderBy('o.created_at')
    .limit(LIMIT)
    .execute()
  return rows.map((row) => ({
    kind: 'order',
    recordId: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    phone: row.phone,
    state: row.ship_state,
    since: row.created_at,
    detail: row.number,
  }))
}

/** An order placed before `o` under the same address: `o` is then not the person's first. */
export const earlierOrder = (eb: Eb) =>
  eb.exists(
    eb
      .selectFrom('orders as prior')
      .select('prior.id')
      .where(sql<string>`lower(prior.email)`, '=', sql<string>`lower(o.email)`)
      .where((inner) =>
        inner.or([
          inner('prior.created_at', '<', sql.ref<string>('o.created_at')),
          inner.and([
            inner('prior.created_at', '=', sql.ref<string>('o.created_at')),
            inner('prior.id', '<', sql.ref<string>('o.id')),
          ]),
        ]),
      ),
  )

/**
 * Confirmed visits the person booked themselves, with no contact before (no request of theirs
 * contacted before the booking) and none recorded since. A visit staff booked follows a contact.
 */
export async function uncontactedVisits(db: Database, now: Date): Promise<QueueItem[]> {
  const since = new Date(now.getTime() - PERSON_WINDOW_MS).toISOString()
  const rows = await db
    .selectFrom('appointments as a')
    .select([
      'a.id',
      'a.first_name',
      'a.last_name',
      'a.email',
      'a.phone',
      'a.patient_state',
      'a.start_at',
      'a.created_at',
    ])
    .where('a.status', '=', 'booked')
    .where('a.booked_by', 'is', null)
    .where('a.created_at', '>=', since)
    .where((eb) => eb.not(personContacted(eb as Eb, sql<string>`lower(a.email)`)))
    .where((eb) =>
      eb.not(requestContacted(eb as Eb, sql<string>`lower(a.email)`, sql.ref('a.created_at'))),
    )
    .orderBy('a.created_at')
    .limit(LIMIT)
    .execute()
  return rows.map((row) => ({
    kind: 'visit',
    recordId: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    phone: row.phone,
    state: row.patient_state,
    since: row.created_at,
    detail: row.start_at,
  }))
}

/** Name, phone and state from an account's `user_metadata` (JSON text), where it holds them. */
export function profileOf(
  metadata: string,
): Pick<QueueItem, 'firstName' | 'lastName' | 'phone' | 'state'> {
  let data: Record<string, unknown> = {}
  try {
    data = JSON.parse(metadata) as Record<string, unknown>
  } catch {
    // A user row always holds an object; a broken one shows no details rather than failing.
  }
  const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null)
  const full = text(data.full_name)
  const first = text(data.first_name)
  const last = text(data.last_name)
  return {
    firstName: first ?? (full && !last ? full : null),
    lastName: last,
    phone: text(data.phone),
    state: text(data.state),
  }
}
