import { BOOKING_LIMITS } from '../../shared/booking/booking'
import { slotId, type WeeklyHours } from '../../shared/booking/slots'
import type { CalendarFreeSlot } from '../../shared/booking/staff-booking-wire'
import type { Database } from '../db/database'
import { freeSlots, type ScheduleRow } from './availability.queries'

// The free times the staff calendar shows beside its visits (docs/architecture.md, Booking):
// every active schedule's slots in the window, worked out by the same rules as the patients'
// (freeSlots, slots.ts), so a time shown free is one POST /staff/v1/booking/appointments books.

/** The active schedules of active clinicians (of one clinician, when named), any kind of visit. */
async function activeSchedules(
  db: Database,
  clinicianId: string | undefined,
): Promise<(ScheduleRow & { states: string[] })[]> {
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
  if (clinicianId) select = select.where('s.clinician_id', '=', clinicianId)
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
    states: row.licensed_states.split(',').filter(Boolean),
  }))
}

const DAY_MS = 86_400_000

/** The free slots starting in [from, to), of every active schedule (or one clinician's). */
export async function calendarFreeSlots(
  db: Database,
  { from, to, clinician, now }: { from: Date; to: Date; clinician?: string; now: Date },
): Promise<CalendarFreeSlot[]> {
  const schedules = await activeSchedules(db, clinician)
  if (schedules.length === 0) return []
  // Whole UTC days around the window: each schedule's zone decides its own days (freeSlots).
  const firstDay = new Date(from.getTime() - DAY_MS).toISOString().slice(0, 10)
  const days = Math.ceil((to.getTime() - Date.parse(firstDay)) / DAY_MS) + 1
  const found = await freeSlots(
    db,
    {
      visit: 'phone',
      from: firstDay,
      days,
      now,
      minimumNoticeMinutes: BOOKING_LIMITS.minimumNoticeMinutes,
    },
    schedules,
  )
  const states = new Map(schedules.map((schedule) => [schedule.id, schedule.states]))
  return found
    .filter(({ slot }) => slot.start >= from && slot.start < to)
    .sort((a, b) => a.slot.start.getTime() - b.slot.start.getTime())
    .map(({ slot, schedule }) => ({
      id: slotId(slot),
      start: slot.start.toISOString(),
      end: slot.end.toISOString(),
      clinicianId: schedule.clinicianId,
      locationId: schedule.locationId,
      visits: schedule.locationId === null ? ['phone', 'video'] : ['clinic'],
      states: schedule.locationId === null ? (states.get(schedule.id) ?? []) : [],
    }))
}
