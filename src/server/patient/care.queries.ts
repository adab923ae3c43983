import type { CareConsultation, CareDownload } from '../../shared/patient-wire'
import type { Database } from '../db/database'
import { lowerEmail } from '../db/lower-email'

// What a signed-in patient sees of their own care (docs/architecture.md, Patient accounts and
// the intake). Requests and downloads sent with an e-mail before the account existed are the
// account's once its address is proven by a mailed link (`email_confirmed_by_link_at`), never
// on an address merely typed in: until then the patient sees only what the account itself did.

export async function linkedConsultations(
  db: Database,
  email: string,
): Promise<CareConsultation[]> {
  const rows = await db
    .selectFrom('consultation_requests as request')
    .leftJoin('consultation_pipeline as pipeline', 'pipeline.request_id', 'request.id')
    .select([
      'request.id',
      'request.created_at',
      'pipeline.status',
      'pipeline.closed_reason',
      'pipeline.contacted_at',
      'pipeline.booked_at',
    ])
    .where(lowerEmail('request.email', email))
    .orderBy('request.created_at', 'desc')
    .execute()
  // Renamed for the wire here, where the columns are chosen (src/shared/patient-wire.ts).
  return rows.map((row) => ({
    id: row.id,
    createdAt: row.created_at,
    status: (row.status ?? 'new') as CareConsultation['status'],
    closedReason: row.closed_reason,
    contactedAt: row.contacted_at,
    bookedAt: row.booked_at,
  }))
}

export async function linkedDownloads(db: Database, email: string): Promise<CareDownload[]> {
  const rows = await db
    .selectFrom('download_requests')
    .select(['id', 'resource_id', 'resource_title', 'created_at'])
    .where(lowerEmail('email', email))
    .orderBy('created_at', 'desc')
    .execute()
  return rows.map((row) => ({
    id: row.id,
    resourceId: row.resource_id,
    resourceTitle: row.resource_title,
    createdAt: row.created_at,
  }))
}

export async function isSubscribed(db: Database, email: string): Promise<boolean> {
  const row = await db
    .selectFrom('newsletter_subscribers')
    .select('id')
    .where(lowerEmail('email', email))
    .executeTakeFirst()
  return row !== undefined
}

/** Subscribe or unsubscribe the address; idempotent both ways (the address is unique). */
export async function setSubscribed(
  db: Database,
  email: string,
  subscribed: boolean,
  newId: string,
  now: string,
): Promise<void> {
  if (!subscribed) {
    await db.deleteFrom('newsletter_subscribers').where(lowerEmail('email', email)).execute()
    return
  }
  await db
    .insertInto('newsletter_subscribers')
    .values({ id: newId, email: email.toLowerCase(), created_at: now })
    .onConflict((conflict) => conflict.doNothing())
    .execute()
}

/** The consultation requests with these ids, whole (the patient's export). */
export function requestsByIds(db: Database, ids: readonly string[]) {
  if (ids.length === 0) return Promise.resolve([])
  return db.selectFrom('consultation_requests').selectAll().where('id', 'in', ids).execute()
}

/**
 * Delete an account in one transaction: `before` removes what goes with it and answers the
 * step that records the deletion (the audit record), run after the account row is gone.
 */
export async function deleteAccount(
  db: Database,
  userId: string,
  before: (trx: Database) => Promise<() => Promise<void>>,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const record = await before(trx)
    await trx.deleteFrom('users').where('id', '=', userId).execute()
    await record()
  })
}
