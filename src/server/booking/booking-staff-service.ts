import { randomUUID } from 'node:crypto'

import type {
  Attendance,
  AvailabilityInput,
  AvailabilityKind,
  ExceptionInput,
} from '../../shared/booking/availability-input'
import { BOOKING_LIMITS } from '../../shared/booking/booking'
import { validateWeeklyHours } from '../../shared/booking/slots'
import type { Database } from '../db/database'
import { type AuditAction, recordAudit } from '../lib/audit-log'
import { PlainError } from '../middleware/wire-error'
import { appointmentsBetween, toPatientAppointment } from './appointment-views.queries'
import { findAppointment, recordAttendance } from './appointment.queries'
import {
  availabilitySetup,
  type AvailabilityTable,
  clinicianExists,
  deleteException,
  insertAvailability,
  insertException,
  locationExists,
  updateAvailability,
} from './availability-edit.queries'
import { cancelVisit, type RestoreRequest } from './booking-cancel'
import {
  calendarExtras,
  toStaffClinician,
  toStaffException,
  toStaffLocation,
  toStaffSchedule,
} from './booking-staff-wire'
import { calendarFreeSlots } from './calendar-free.queries'

// The staff's booking use-cases (docs/architecture.md, Booking): availability and the calendar.
// Every change and every read of the calendar (it names patients) is audited; a change's audit
// record is written in the change's own transaction, so that a change is never stored without
// its record (docs/architecture.md, Privacy). booking-staff.routes.ts is the thin router on it.

export type BookingStaffServiceDeps = {
  db: Database
  publicUrl: string
  onMailQueued?: () => void
  /** Put a cancelled visit's consultation request back where it stood (booking-cancel.ts). */
  restoreRequest: RestoreRequest
  /** The app's one clock (AppDeps.clock). */
  now: () => Date
  /** Whether video visits are offered (a video provider is configured, video-visits.ts). */
  videoOffered?: boolean
}

type Columns = Record<string, string | number | null>

/** Each kind of availability record: its table, its name in errors and audit, its columns. */
const kinds: {
  [K in AvailabilityKind]: {
    table: AvailabilityTable
    what: string
    columns: (input: AvailabilityInput<K>) => Columns
  }
} = {
  locations: {
    table: 'clinic_locations',
    what: 'clinic',
    columns: (input) => ({
      name: input.name,
      address: input.address,
      state: input.state,
      time_zone: input.timeZone,
      active: input.active === false ? 0 : 1,
    }),
  },
  clinicians: {
    table: 'clinicians',
    what: 'clinician',
    columns: (input) => ({
      name: input.name,
      title: input.title,
      licensed_states: [...new Set(input.licensedStates)].join(','),
      active: input.active === false ? 0 : 1,
    }),
  },
  schedules: {
    table: 'schedules',
    what: 'schedule',
    columns: (input) => ({
      clinician_id: input.clinicianId,
      location_id: input.locationId,
      time_zone: input.timeZone,
      slot_minutes: input.slotMinutes,
      buffer_minutes: input.bufferMinutes,
      hours: JSON.stringify(input.hours),
      active: input.active === false ? 0 : 1,
    }),
  },
}

/** The audit target of a record: `location:…`, `clinician:…`, `schedule:…`. */
const targetOf = (kind: AvailabilityKind, id: string) => `${kind.slice(0, -1)}:${id}`

export function createBookingStaffService(deps: BookingStaffServiceDeps) {
  const { db, now } = deps

  const audit = (
    trx: Database,
    staffId: string,
    action: AuditAction,
    target: string,
    detail: unknown,
  ) => recordAudit(trx, { actorId: staffId, action, target, detail })

  async function requireClinician(id: string) {
    if (!(await clinicianExists(db, id))) {
      throw new PlainError(400, 'No such clinician', { field: 'clinicianId' })
    }
  }

  /** Refuses what the schema cannot see: a schedule's hours, its clinician (and clinic) exist. */
  async function check<K extends AvailabilityKind>(kind: K, input: AvailabilityInput<K>) {
    if (kind !== 'schedules') return
    const schedule = input as AvailabilityInput<'schedules'>
    const problem = validateWeeklyHours(schedule.hours)
    if (problem) throw new PlainError(400, problem, { code: 'invalid_request', field: 'hours' })
    await requireClinician(schedule.clinicianId)
    if (schedule.locationId !== null && !(await locationExists(db, schedule.locationId))) {
      throw new PlainError(400, 'No such clinic', { field: 'locationId' })
    }
  }

  const columnsOf = <K extends AvailabilityKind>(kind: K, input: AvailabilityInput<K>) =>
    kinds[kind].columns(input)

  return {
    async setup() {
      const rows = await availabilitySetup(db, now().toISOString())
      return {
        locations: rows.locations.map(toStaffLocation),
        clinicians: rows.clinicians.map(toStaffClinician),
        schedules: rows.schedules.map(toStaffSchedule),
        exceptions: rows.exceptions.map(toStaffException),
      }
    },

    /** Add an availability record, audited; its new id. */
    async addRecord<K extends AvailabilityKind>(
      kind: K,
      input: AvailabilityInput<K>,
      staffId: string,
    ) {
      await check(kind, input)
      const iso = now().toISOString()
      const id = randomUUID()
      // The three tables share id and timestamps; `columns` gives each its own fields.
      const row = { id, ...columnsOf(kind, input), created_at: iso, updated_at: iso } as never
      await db.transaction().execute(async (trx) => {
        await insertAvailability(trx, kinds[kind].table, row)
        await audit(trx, staffId, 'availability.update', targetOf(kind, id), { created: true })
      })
      return id
    },

    /** Change an availability record, audited; 404 when there is none. */
    async changeRecord<K extends AvailabilityKind>(
      kind: K,
      id: string,
      input: AvailabilityInput<K>,
      staffId: string,
    ) {
      await check(kind, input)
      const changes = { ...columnsOf(kind, input), updated_at: now().toISOString() } as never
      await db.transaction().execute(async (trx) => {
        if (!(await updateAvailability(trx, kinds[kind].table, id, changes))) {
          throw new PlainError(404, `No such ${kinds[kind].what}`)
        }
        await audit(trx, staffId, 'availability.update', targetOf(kind, id), { updated: true })
      })
    },

    /** Add a clinician's time off, audited; its new id. */
    async addTimeOff(input: ExceptionInput, staffId: string) {
      const start = new Date(input.start)
      const end = new Date(input.end)
      if (end <= start) {
        throw new PlainError(400, 'The end must be after the start', { field: 'end' })
      }
      await requireClinician(input.clinicianId)
      const id = randomUUID()
      await db.transaction().execute(async (trx) => {
        await insertException(trx, {
          id,
          clinician_id: input.clinicianId,
          starts_at: start.toISOString(),
          ends_at: end.toISOString(),
          reason: input.reason,
          created_by: staffId,
          created_at: now().toISOString(),
        })
        await audit(trx, staffId, 'availability.update', `exception:${id}`, { created: true })
      })
      return id
    },

    async removeTimeOff(id: string, staffId: string) {
      await db.transaction().execute(async (trx) => {
        if (!(await deleteException(trx, id))) throw new PlainError(404, 'No such time off')
        await audit(trx, staffId, 'availability.update', `exception:${id}`, { deleted: true })
      })
    },

    /** The visits between two instants, the read audited before it is answered. */
    async calendar(
      { from, to, clinician }: { from: Date; to: Date; clinician?: string },
      staffId: string,
    ) {
      const at = now()
      const [rows, free] = await Promise.all([
        appointmentsBetween(db, from, to, clinician),
        calendarFreeSlots(db, { from, to, clinician, now: at }),
      ])
      const visits = await Promise.all(
        rows.map(async (row) => ({
          ...(await toPatientAppointment(db, row, BOOKING_LIMITS.defaultCutoffHours, at)),
          ...calendarExtras(row),
        })),
      )
      // Before the answer: a read that cannot be recorded is not answered.
      await audit(db, staffId, 'booking.calendar', 'appointments', {
        from: from.toISOString(),
        to: to.toISOString(),
        ids: rows.map((row) => row.id),
      })
      // Without a video provider a free telehealth time is for a phone visit only
      // (docs/decisions/049-video-visits-by-our-own-link.md).
      const offered = deps.videoOffered
        ? free
        : free.map((slot) => ({ ...slot, visits: slot.visits.filter((kind) => kind !== 'video') }))
      return { appointments: visits, free: offered }
    },

    /**
     * Mark a visit attended or not, audited; 404 when there is none or it was cancelled, 409
     * before its start (nobody has attended it yet). Back to booked is allowed at any time.
     */
    async markAttendance(id: string, status: Attendance, staffId: string) {
      if (status !== 'booked') {
        const visit = await findAppointment(db, id)
        if (visit && Date.parse(visit.start_at) > now().getTime()) {
          throw new PlainError(409, 'This visit has not started yet', { code: 'not_started' })
        }
      }
      const row = await db.transaction().execute(async (trx) => {
        const marked = await recordAttendance(trx, id, status, now())
        if (marked) await audit(trx, staffId, 'booking.update', `appointment:${id}`, { status })
        return marked
      })
      if (!row) {
        throw new PlainError(404, 'No such visit, or it was cancelled', { code: 'not_found' })
      }
      return row.status
    },

    /** Staff cancel a visit: audited, the request put back, the patient told (if it was booked). */
    async cancel(id: string, staffId: string) {
      const row = await findAppointment(db, id)
      if (!row) throw new PlainError(404, 'No such visit', { code: 'not_found' })
      const outcome = await cancelVisit(deps, row, {
        by: 'staff',
        actorId: staffId,
        at: now(),
        audit: (trx) =>
          audit(trx, staffId, 'booking.update', `appointment:${id}`, { status: 'cancelled' }),
        budget: false,
      })
      if (outcome.kind !== 'changed') {
        throw new PlainError(409, 'This visit is not booked', { code: 'not_booked' })
      }
      deps.onMailQueued?.()
    },
  }
}

export type BookingStaffService = ReturnType<typeof createBookingStaffService>
