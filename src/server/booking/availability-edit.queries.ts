import type { Database } from '../db/database'

// The staff's availability records (docs/architecture.md, Booking): clinics, clinicians, weekly
// hours per place and time off, as the staff workspace reads and edits them. Each change runs on
// the transaction its audit record is written in (booking-staff-service.ts).

/** The three availability tables that share an id and timestamps. */
export type AvailabilityTable = 'clinic_locations' | 'clinicians' | 'schedules'

/** Every clinic, clinician and schedule, and the time off not yet over at `nowIso`. */
export async function availabilitySetup(db: Database, nowIso: string) {
  const [locations, clinicians, schedules, exceptions] = await Promise.all([
    db.selectFrom('clinic_locations').selectAll().orderBy('name').execute(),
    db.selectFrom('clinicians').selectAll().orderBy('name').execute(),
    db.selectFrom('schedules').selectAll().orderBy('created_at').execute(),
    db
      .selectFrom('schedule_exceptions')
      .selectAll()
      .where('ends_at', '>', nowIso)
      .orderBy('starts_at')
      .execute(),
  ])
  return { locations, clinicians, schedules, exceptions }
}

export async function insertAvailability(trx: Database, table: AvailabilityTable, row: never) {
  await trx.insertInto(table).values(row).execute()
}

/** Whether the record `id` was there to change. */
export async function updateAvailability(
  trx: Database,
  table: AvailabilityTable,
  id: string,
  changes: never,
): Promise<boolean> {
  const result = await trx.updateTable(table).set(changes).where('id', '=', id).executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

export async function clinicianExists(db: Database, id: string): Promise<boolean> {
  const row = await db.selectFrom('clinicians').select('id').where('id', '=', id).executeTakeFirst()
  return row !== undefined
}

export async function locationExists(db: Database, id: string): Promise<boolean> {
  const row = await db
    .selectFrom('clinic_locations')
    .select('id')
    .where('id', '=', id)
    .executeTakeFirst()
  return row !== undefined
}

export async function insertException(
  trx: Database,
  row: {
    id: string
    clinician_id: string
    starts_at: string
    ends_at: string
    reason: string
    created_by: string
    created_at: string
  },
) {
  await trx.insertInto('schedule_exceptions').values(row).execute()
}

/** Whether the time off `id` was there to delete. */
export async function deleteException(trx: Database, id: string): Promise<boolean> {
  const result = await trx.deleteFrom('schedule_exceptions').where('id', '=', id).executeTakeFirst()
  return Number(result.numDeletedRows) === 1
}
