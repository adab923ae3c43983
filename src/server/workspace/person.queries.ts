import { type Selectable, sql } from 'kysely'

import type { Database } from '../db/database'
import type {
  AppointmentsTable,
  ConsultationRequestsTable,
  DownloadRequestsTable,
  IntakeResponsesTable,
  NewsletterSubscribersTable,
  OrderEventsTable,
  OrderLinesTable,
  OrdersTable,
  PersonContactsTable,
} from '../db/schema'
import type { PipelineRow } from './pipeline.queries'
import { isStaffMetadata } from './queue.queries'
import { type EventRow, listEvents } from './timeline.queries'

// One person across the data we hold (docs/architecture.md, Staff workspace, People): matched by
// e-mail, case-insensitive, over every address they have (the one found, and those staff merged
// with it, person-links.queries.ts) — their consultation requests with each one's pipeline and timeline, guide
// downloads, newsletter subscription, patient account with its questionnaires (still sealed:
// person-page.ts opens them for who may read them), booked visits, orders, and the contacts staff
// recorded. The same reading serves the person page and the export; deletion is
// person-deletion.queries.ts, over the same addresses (person-links.queries.ts).

/** A visit as read here: without the signed links' token hashes, with its clinician and place. */
export type PersonVisit = Omit<
  Selectable<AppointmentsTable>,
  'manage_token_hash' | 'confirm_token_hash'
> & { clinician_name: string | null; location_name: string | null }

export type PersonOrder = Selectable<OrdersTable> & {
  lines: Selectable<OrderLinesTable>[]
  events: Selectable<OrderEventsTable>[]
}

export type PersonAccount = {
  id: string
  email: string
  created_at: string
  email_confirmed_at: string | null
  last_sign_in_at: string | null
  /** JSON object text: the profile the patient gave (name, phone, state). */
  raw_user_meta_data: string
  staff: boolean
}

/** One person's rows as stored; /staff/v1 answers them reworded (person-page.ts). */
export type Person = {
  /** Every address, lower-cased; the first is the one they were found by. */
  emails: string[]
  consultations: (Selectable<ConsultationRequestsTable> & {
    pipeline: PipelineRow | null
    events: EventRow[]
  })[]
  downloads: Selectable<DownloadRequestsTable>[]
  newsletter: Selectable<NewsletterSubscribersTable>[]
  appointments: PersonVisit[]
  accounts: PersonAccount[]
  /** Submitted questionnaires of their accounts, newest first, sealed. */
  intakes: Selectable<IntakeResponsesTable>[]
  orders: PersonOrder[]
  contacts: Selectable<PersonContactsTable>[]
}

const lowerIn = (column: string, emails: string[]) =>
  sql<boolean>`lower(${sql.ref(column)}) in (${sql.join(emails)})`

export async function findPerson(db: Database, emails: string[]): Promise<Person> {
  const addresses = [...new Set(emails.map((email) => email.trim().toLowerCase()))]
  const consultations = await db
    .selectFrom('consultation_requests')
    .selectAll()
    .where(lowerIn('email', addresses))
    .orderBy('created_at')
    .execute()
  const ids = consultations.map((row) => row.id)
  const pipelines =
    ids.length === 0
      ? []
      : await db
          .selectFrom('consultation_pipeline')
          .selectAll()
          .where('request_id', 'in', ids)
          .execute()
  const events = await listEvents(db, ids)
  const downloads = await db
    .selectFrom('download_requests')
    .selectAll()
    .where(lowerIn('email', addresses))
    .orderBy('created_at')
    .execute()
  const newsletter = await db
    .selectFrom('newsletter_subscribers')
    .selectAll()
    .where(lowerIn('email', addresses))
    .execute()
  const appointments = await db
    .selectFrom('appointments as a')
    .leftJoin('clinicians as c', 'c.id', 'a.clinician_id')
    .leftJoin('clinic_locations as l', 'l.id', 'a.location_id')
    .selectAll('a')
    .select(['c.name as clinician_name', 'l.name as location_name'])
    .where(lowerIn('a.email', addresses))
    .orderBy('a.start_at')
    .execute()
  const users = await db
    .selectFrom('users')
    .select([
      'id',
      'email',
      'created_at',
      'email_confirmed_at',
      'last_sign_in_at',
      'raw_user_meta_data',
      'raw_app_meta_data',
    ])
    .where('email', 'in', addresses)
    .execute()
  const userIds = users.map((user) => user.id)
  const intakes =
    userIds.length === 0
      ? []
      : await db
          .selectFrom('intake_responses')
          .selectAll()
          .where('user_id', 'in', userIds)
          .where('submitted_at', 'is not', null)
          .orderBy('submitted_at', 'desc')
          .execute()
  const orders = await db
    .selectFrom('orders')
    .selectAll()
    .where(lowerIn('email', addresses))
    .orderBy('created_at')
    .execute()
  const orderIds = orders.map((order) => order.id)
  const [lines, orderEvents] =
    orderIds.length === 0
      ? [[], []]
      : await Promise.all([
          db
            .selectFrom('order_lines')
            .selectAll()
            .where('order_id', 'in', orderIds)
            .orderBy('position')
            .execute(),
          db
            .selectFrom('order_events')
            .selectAll()
            .where('order_id', 'in', orderIds)
            .orderBy('sequence')
            .execute(),
        ])
  const contacts = await db
    .selectFrom('person_contacts')
    .selectAll()
    .where('email', 'in', addresses)
    .orderBy('created_at')
    .execute()
  return {
    emails: addresses,
    consultations: consultations.map((row) => ({
      ...row,
      pipeline: pipelines.find((pipeline) => pipeline.request_id === row.id) ?? null,
      events: events.filter((event) => event.request_id === row.id),
    })),
    downloads,
    newsletter,
    appointments: appointments.map(
      ({ manage_token_hash: _manage, confirm_token_hash: _confirm, ...row }) => row,
    ),
    accounts: users.map(({ raw_app_meta_data, ...user }) => ({
      ...user,
      staff: isStaffMetadata(raw_app_meta_data),
    })),
    intakes,
    orders: orders.map((order) => ({
      ...order,
      lines: lines.filter((line) => line.order_id === order.id),
      events: orderEvents.filter((event) => event.order_id === order.id),
    })),
    contacts,
  }
}

export function isEmpty(person: Person): boolean {
  return (
    person.consultations.length === 0 &&
    person.downloads.length === 0 &&
    person.newsletter.length === 0 &&
    person.appointments.length === 0 &&
    person.accounts.length === 0 &&
    person.orders.length === 0
  )
}
