import type { Selectable } from 'kysely'

import type { Database } from '../db/database'
import { lowerEmail } from '../db/lower-email'
import type {
  AppointmentsTable,
  ConsultationRequestsTable,
  DownloadRequestsTable,
  NewsletterSubscribersTable,
} from '../db/schema'
import type { PipelineRow } from './pipeline.queries'
import { isStaffMetadata } from './queue.queries'
import { type EventRow, listEvents } from './timeline.queries'

// One person across the data we hold (docs/architecture.md, Staff workspace): matched by e-mail,
// case-insensitive — their consultation requests with each one's pipeline and timeline, guide
// downloads, newsletter subscription, booked visits and patient account. The same reading serves the staff
// view and the export; deletion is person-deletion.queries.ts.

/** One person's rows as stored; /staff/v1 answers them renamed (workspace-wire.ts). */
export type Person = {
  email: string
  consultations: (Selectable<ConsultationRequestsTable> & {
    pipeline: PipelineRow | null
    events: EventRow[]
  })[]
  downloads: Selectable<DownloadRequestsTable>[]
  newsletter: Selectable<NewsletterSubscribersTable>[]
  /** Booked visits under the address, without the signed link's token hash. */
  appointments: Omit<Selectable<AppointmentsTable>, 'manage_token_hash'>[]
  account: {
    id: string
    created_at: string
    email_confirmed_at: string | null
    staff: boolean
  } | null
}

export async function findPerson(db: Database, email: string): Promise<Person> {
  const consultations = await db
    .selectFrom('consultation_requests')
    .selectAll()
    .where(lowerEmail('email', email))
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
    .where(lowerEmail('email', email))
    .orderBy('created_at')
    .execute()
  const newsletter = await db
    .selectFrom('newsletter_subscribers')
    .selectAll()
    .where(lowerEmail('email', email))
    .execute()
  const appointments = await db
    .selectFrom('appointments')
    .selectAll()
    .where(lowerEmail('email', email))
    .orderBy('start_at')
    .execute()
  const user = await db
    .selectFrom('users')
    .select(['id', 'created_at', 'email_confirmed_at', 'raw_app_meta_data'])
    .where('email', '=', email.trim().toLowerCase())
    .executeTakeFirst()
  return {
    email: email.trim().toLowerCase(),
    consultations: consultations.map((row) => ({
      ...row,
      pipeline: pipelines.find((pipeline) => pipeline.request_id === row.id) ?? null,
      events: events.filter((event) => event.request_id === row.id),
    })),
    downloads,
    newsletter,
    appointments: appointments.map(({ manage_token_hash: _hash, ...row }) => row),
    account: user
      ? {
          id: user.id,
          created_at: user.created_at,
          email_confirmed_at: user.email_confirmed_at,
          staff: isStaffMetadata(user.raw_app_meta_data),
        }
      : null,
  }
}

export function isEmpty(person: Person): boolean {
  return (
    person.consultations.length === 0 &&
    person.downloads.length === 0 &&
    person.newsletter.length === 0 &&
    person.appointments.length === 0 &&
    person.account === null
  )
}
