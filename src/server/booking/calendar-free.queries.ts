import { BOOKING_LIMITS } from '../../shared/booking/booking'
import { slotId } from '../../shared/booking/slots'
import type { CalendarFreeSlot } from '../../shared/booking/staff-booking-wire'
import type { Database } from '../db/database'
import { activeSchedules, freeSlots } from './availability.queries'

// The free times the staff calendar shows beside its visits (docs/architecture.md, Booking):
// every active schedule's slots in the window, worked out by the same rules as the patients'
// (activeSchedules, freeSlots, slots.ts), so a time shown free is one POST
// /staff/v1/booking/appointments books.

const DAY_MS = 86_400_000

/** The free slots starting in [from, to), of every active schedule (or one clinician's). */
export async function calendarFreeSlots(
  db: Database,
  { from, to, clinician, now }: { from: Date; to: Date; clinician?: string; now: Date },
): Promise<CalendarFreeSlot[]> {
  const schedules = await activeSchedules(db, { clinicianId: clinician })
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
      states: schedule.locationId === null ? schedule.licensedStates : [],
    }))
}
