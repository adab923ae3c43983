import { type Selectable, sql } from 'kysely'

import {
  type BookableSlot,
  type BookingLocation,
  isTelehealthVisit,
  TELEHEALTH_LOCATION_ID,
  type VisitType,
} from '../../shared/booking/booking'
import {
  findSlot,
  generateSlots,
  type GeneratedSlot,
  type Interval,
  type ScheduleForSlots,
  slotId,
  slotRange,
  type WeeklyHours,
} from '../../shared/booking/slots'
import { addDays } from '../../shared/booking/time-zone'
import type { Database } from '../db/database'
import type { ClinicLocationsTable } from '../db/schema'

// Which slots are free (docs/architecture.md, Booking): worked out from the schedules' weekly
// hours, less time off and the visits already booked, never stored. What may be booked is
// checked here; that nothing is booked twice is the database's unique index (0011-booking.ts).

export type SlotQuery = {
  visit: VisitType
  /** The patient's state, for phone and video visits. */
  state?: string
  /** The clinic, for visits in clinic. */
  locationId?: string
  from: string
  days: number
  now: Date
  minimumNoticeMinutes: number
  /** Only this schedule (checking one chosen slot). */
  scheduleId?: string
}

export type ScheduleRow = ScheduleForSlots & {
  locationId: string | null
  clinician: { id: string; name: string; title: string }
  /** The states the clinician is licensed in: where a phone or video visit may go. */
  licensedStates: string[]
}

const TELEHEALTH_NAME = 'Telehealth'

export function telehealthLocation(timeZone: string): BookingLocation {
  return { id: TELEHEALTH_LOCATION_ID, name: TELEHEALTH_NAME, address: '', timeZone }
}

export function toBookingLocation(row: Selectable<ClinicLocationsTable>): BookingLocation {
  return { id: row.id, name: row.name, address: row.address, timeZone: row.time_zone }
}

/** Which of the schedules that offer slots: one, one clinician's, and at which kind of place. */
export type ScheduleFilter = {
  scheduleId?: string | undefined
  clinicianId?: string | undefined
  place?: 'telehealth' | 'any-clinic' | { clinicId: string }
}

/**
 * The schedules that offer slots, to patients and on the staff calendar alike: an active
 * schedule of an active clinician, and no other. The one place this rule is kept, so a time the
 * calendar shows free is one the patients' booking offers (calendar-free.queries.ts).
 */
export async function activeSchedules(
  db: Database,
  filter: ScheduleFilter = {},
): Promise<ScheduleRow[]> {
  let select = db
    .selectFrom('schedules as s')
    .innerJoin('clinicians as c', 'c.id', 's.clinician_id')
    .select([
      's.id',
      's.clinician_id',
      's.location_id',
      's.time_zone',
      's.slot_minutes',
      's.buffer_minutes',
      's.hours',
      'c.name',
      'c.title',
      'c.licensed_states',
    ])
    .where('s.active', '=', 1)
    .where('c.active', '=', 1)
  if (filter.scheduleId) select = select.where('s.id', '=', filter.scheduleId)
  if (filter.clinicianId) select = select.where('s.clinician_id', '=', filter.clinicianId)
  const { place } = filter
  if (place === 'telehealth') select = select.where('s.location_id', 'is', null)
  else if (place === 'any-clinic') select = select.where('s.location_id', 'is not', null)
  else if (place) select = select.where('s.location_id', '=', place.clinicId)
  const rows = await select.orderBy('s.id').execute()
  return rows.map((row) => ({
    id: row.id,
    clinicianId: row.clinician_id,
    locationId: row.location_id,
    timeZone: row.time_zone,
    slotMinutes: row.slot_minutes === 20 ? 20 : 30,
    bufferMinutes: row.buffer_minutes,
    hours: JSON.parse(row.hours) as WeeklyHours[],
    clinician: { id: row.clinician_id, name: row.name, title: row.title },
    licensedStates: row.licensed_states.split(',').filter(Boolean),
  }))
}

/** The active schedules that may offer this kind of visit to this patient. */
export async function schedulesFor(db: Database, query: SlotQuery): Promise<ScheduleRow[]> {
  const telehealth = isTelehealthVisit(query.visit)
  const rows = await activeSchedules(db, {
    scheduleId: query.scheduleId,
    place: telehealth
      ? 'telehealth'
      : query.locationId === undefined && query.scheduleId
        ? 'any-clinic'
        : { clinicId: query.locationId ?? '' },
  })
  // A phone or video visit goes only to a clinician licensed where the patient lives.
  return telehealth ? rows.filter((row) => row.licensedStates.includes(query.state ?? '')) : rows
}

/**
 * Longer than any visit: each is one slot (20 or 30 minutes, slots.ts) — booked or moved to
 * one, never stretched — so a visit that ends after an instant began less than this before it.
 * Four times the longest, not a day: every visit it spans is read to be filtered out, and a
 * clinician's day holds up to 71 (docs/architecture.md, Performance budgets).
 */
const LONGEST_VISIT_MS = 2 * 60 * 60_000

/** Time off and booked visits of these clinicians that touch the range, by clinician. */
async function blockedTimes(
  db: Database,
  clinicianIds: string[],
  range: Interval,
  now: Date,
): Promise<{ exceptions: Map<string, Interval[]>; busy: Map<string, Interval[]> }> {
  const exceptions = new Map<string, Interval[]>()
  const busy = new Map<string, Interval[]>()
  if (clinicianIds.length === 0) return { exceptions, busy }
  const [off, booked] = await Promise.all([
    db
      .selectFrom('schedule_exceptions')
      .select(['clinician_id', 'starts_at as start', 'ends_at as end'])
      .where('clinician_id', 'in', clinicianIds)
      .where('ends_at', '>', range.start.toISOString())
      .where('starts_at', '<', range.end.toISOString())
      .execute(),
    db
      .selectFrom('appointments')
      .select(['clinician_id', 'start_at as start', 'end_at as end'])
      .where('clinician_id', 'in', clinicianIds)
      // A literal, not a parameter: only then can SQLite use the slot's partial index
      // (clinician, start) over visits not cancelled, instead of every clinician's visits.
      .where('status', '<>', sql.lit('cancelled'))
      // A pending visit whose hold has ended no longer holds its slot, even before it is swept.
      .where((eb) =>
        eb.or([eb('status', '<>', 'pending'), eb('hold_expires_at', '>', now.toISOString())]),
      )
      .where('end_at', '>', range.start.toISOString())
      .where('start_at', '<', range.end.toISOString())
      // Implied by the two above, but it bounds the slot index's range (clinician, start) on
      // both sides: without it every visit of the clinician before the range is read, more
      // with every booking (docs/architecture.md, Performance budgets).
      .where('start_at', '>', new Date(range.start.getTime() - LONGEST_VISIT_MS).toISOString())
      .execute(),
  ])
  for (const [rows, map] of [
    [off, exceptions],
    [booked, busy],
  ] as const) {
    for (const row of rows) {
      const list = map.get(row.clinician_id) ?? []
      list.push({ start: new Date(row.start), end: new Date(row.end) })
      map.set(row.clinician_id, list)
    }
  }
  return { exceptions, busy }
}

/** The free slots for a query, each with its schedule. */
export async function freeSlots(
  db: Database,
  query: SlotQuery,
  schedules?: ScheduleRow[],
): Promise<{ slot: GeneratedSlot; schedule: ScheduleRow }[]> {
  const offered = schedules ?? (await schedulesFor(db, query))
  if (offered.length === 0) return []
  // A day either side covers every time zone's idea of the first and last day.
  const range = {
    start: new Date(`${addDays(query.from, -1)}T00:00:00Z`),
    end: new Date(`${addDays(query.from, query.days + 1)}T00:00:00Z`),
  }
  const { exceptions, busy } = await blockedTimes(
    db,
    [...new Set(offered.map((schedule) => schedule.clinicianId))],
    range,
    query.now,
  )
  const byId = new Map(offered.map((schedule) => [schedule.id, schedule]))
  return generateSlots({
    schedules: offered,
    from: query.from,
    days: query.days,
    now: query.now,
    minimumNoticeMinutes: query.minimumNoticeMinutes,
    exceptions,
    busy,
  }).map((slot) => ({ slot, schedule: byId.get(slot.scheduleId)! }))
}

/**
 * The one slot of `schedule` starting at `start` if it is free: what `freeSlots` over the same
 * query would offer at that instant, found without working out the days around it — only the
 * time off and visits that touch the slot (or the windows that decide it) are read.
 */
export async function freeSlot(
  db: Database,
  query: SlotQuery,
  schedule: ScheduleRow,
  start: Date,
): Promise<{ slot: GeneratedSlot; schedule: ScheduleRow } | undefined> {
  const asked = {
    schedule,
    from: query.from,
    days: query.days,
    now: query.now,
    minimumNoticeMinutes: query.minimumNoticeMinutes,
    start,
  }
  const range = slotRange(asked)
  if (!range) return undefined
  const { exceptions, busy } = await blockedTimes(db, [schedule.clinicianId], range, query.now)
  const slot = findSlot({ ...asked, exceptions, busy })
  return slot ? { slot, schedule } : undefined
}

/** Locations by id, for naming the place of each slot. */
export async function locationsById(db: Database): Promise<Map<string, BookingLocation>> {
  const rows = await db.selectFrom('clinic_locations').selectAll().execute()
  return new Map(rows.map((row) => [row.id, toBookingLocation(row)]))
}

export function toBookableSlot(
  { slot, schedule }: { slot: GeneratedSlot; schedule: ScheduleRow },
  locations: Map<string, BookingLocation>,
): BookableSlot {
  return {
    id: slotId(slot),
    start: slot.start.toISOString(),
    end: slot.end.toISOString(),
    clinician: schedule.clinician,
    location:
      (schedule.locationId ? locations.get(schedule.locationId) : undefined) ??
      telehealthLocation(schedule.timeZone),
  }
}

/** The active clinics with at least one active schedule: the places a patient may choose. */
export function bookableLocations(db: Database) {
  return db
    .selectFrom('clinic_locations as l')
    .selectAll('l')
    .where('l.active', '=', 1)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('schedules as s')
          .select('s.id')
          .whereRef('s.location_id', '=', 'l.id')
          .where('s.active', '=', 1),
      ),
    )
    .orderBy('l.name')
    .execute()
}
