import type {
  AppointmentStatus,
  BookingLocation,
  PatientAppointment,
  VisitType,
} from '../../shared/booking/booking'
import { changeableUntil } from '../../shared/booking/slots'
import type { Database } from '../db/database'
import { ownedBy, type PatientAccount } from '../lib/patient'
import type { AppointmentRow } from './appointment.queries'
import { telehealthLocation, toBookingLocation } from './availability.queries'

// Visits as their patient and the staff calendar see them, and an account's visits going with it.

/** A patient's visits: booked with their account, or under their proven address. */
export function appointmentsOf(db: Database, user: PatientAccount) {
  return db
    .selectFrom('appointments')
    .selectAll()
    .where(ownedBy(user))
    .orderBy('start_at', 'desc')
    .execute()
}

/** Visits between two instants, for the staff calendar. */
export function appointmentsBetween(db: Database, from: Date, to: Date, clinicianId?: string) {
  let select = db
    .selectFrom('appointments')
    .selectAll()
    .where('start_at', '>=', from.toISOString())
    .where('start_at', '<', to.toISOString())
  if (clinicianId) select = select.where('clinician_id', '=', clinicianId)
  return select.orderBy('start_at').execute()
}

/** What a caller may already have read of a visit's clinician and schedule (availability). */
export type KnownSchedule = { clinician: { name: string; title: string }; timeZone: string }

/**
 * The appointment as its patient sees it. `known`, when the caller has just read the visit's
 * schedule and clinician, spares reading them again (docs/architecture.md, Performance budgets).
 */
export async function toPatientAppointment(
  db: Database,
  row: AppointmentRow,
  cutoffHours: number,
  now: Date,
  known?: KnownSchedule,
): Promise<PatientAppointment> {
  const [clinician, location, schedule] = await Promise.all([
    known
      ? { name: known.clinician.name, title: known.clinician.title }
      : db
          .selectFrom('clinicians')
          .select(['name', 'title'])
          .where('id', '=', row.clinician_id)
          .executeTakeFirst(),
    row.location_id
      ? db
          .selectFrom('clinic_locations')
          .selectAll()
          .where('id', '=', row.location_id)
          .executeTakeFirst()
      : undefined,
    known
      ? { time_zone: known.timeZone }
      : row.schedule_id
        ? db
            .selectFrom('schedules')
            .select('time_zone')
            .where('id', '=', row.schedule_id)
            .executeTakeFirst()
        : undefined,
  ])
  const start = new Date(row.start_at)
  const until = changeableUntil(start, cutoffHours)
  const place: BookingLocation = location
    ? toBookingLocation(location)
    : telehealthLocation(schedule?.time_zone ?? 'America/Chicago')
  return {
    id: row.id,
    status: row.status as AppointmentStatus,
    visit: row.visit_type as VisitType,
    start: row.start_at,
    end: row.end_at,
    clinician: clinician ?? { name: 'Renew Medical clinician', title: '' },
    location: place,
    state: row.patient_state,
    changeableUntil:
      row.status === 'booked' && now.getTime() <= until.getTime() ? until.toISOString() : null,
    confirmBy: row.status === 'pending' ? row.hold_expires_at : null,
    createdAt: row.created_at,
    cancelledAt: row.cancelled_at,
  }
}

/** Remove the visits booked with this account, in the account deletion's transaction. */
export async function deleteAppointmentsOfAccount(trx: Database, userId: string): Promise<number> {
  const result = await trx
    .deleteFrom('appointments')
    .where('user_id', '=', userId)
    .executeTakeFirst()
  return Number(result.numDeletedRows)
}
