import {
  addDays,
  type CalendarDate,
  utcToZonedParts,
  weekdayOf,
  zonedWallTimeToUtc,
} from '@shared/booking/time-zone'
import { CLINIC_TIME_ZONE } from '@shared/clinic'

// The calendar's days and times (docs/architecture.md, Booking): visits are UTC instants, and
// the calendar shows them on the CLINIC's clock (src/shared/clinic.ts), naming that clock once,
// whichever zone the viewer's browser is in. A day is the clinic's calendar day, from one local
// midnight to the next, so a visit at 23:30 in Chicago is on the Chicago day even though it is
// the next day in UTC. Pure functions of the zone given, so a test can pin one.

export type CalendarView = 'day' | 'week'

const LOCALE = 'en-US'

/** The zone the browser runs in (the orders' times and the availability editors use it). */
export function viewerTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone
}

/** The zone the calendar is read in: the clinic's (America/Chicago), not the browser's. */
export function calendarTimeZone(): string {
  return CLINIC_TIME_ZONE
}

/** The calendar day the wall clock in `timeZone` shows at `instant`. */
export function dateIn(instant: Date, timeZone: string): CalendarDate {
  return utcToZonedParts(instant, timeZone).date
}

/** `value` when it is a real `YYYY-MM-DD` date, else null (a hand-edited address). */
export function parseCalendarDate(value: string | null): CalendarDate | null {
  if (value === null) return null
  try {
    return addDays(value, 0)
  } catch {
    return null
  }
}

/** The Monday of the week `date` is in: weeks run Monday to Sunday. */
export function mondayOf(date: CalendarDate): CalendarDate {
  return addDays(date, -((weekdayOf(date) + 6) % 7))
}

/** The days a view shows: the one day, or Monday to Sunday of its week. */
export function daysShown(view: CalendarView, date: CalendarDate): CalendarDate[] {
  if (view === 'day') return [date]
  const monday = mondayOf(date)
  return Array.from({ length: 7 }, (_, index) => addDays(monday, index))
}

/** The day a Previous (-1) or Next (+1) button goes to: a day, or a week, away. */
export function stepDate(view: CalendarView, date: CalendarDate, direction: 1 | -1): CalendarDate {
  return addDays(date, direction * (view === 'day' ? 1 : 7))
}

/**
 * The instants `days` span in `timeZone`: from the local midnight starting the first to the one
 * ending the last. A day the clocks change on is 23 or 25 hours long, which this keeps.
 */
export function rangeOf(days: readonly CalendarDate[], timeZone: string): { from: Date; to: Date } {
  const first = days[0]
  const last = days.at(-1)
  if (first === undefined || last === undefined) throw new RangeError('No days to show')
  return {
    from: zonedWallTimeToUtc(first, '00:00', timeZone),
    to: zonedWallTimeToUtc(addDays(last, 1), '00:00', timeZone),
  }
}

/** Each day's visits, by start, on the viewer's clock; every day shown has a list, maybe empty. */
export function visitsByDay<T extends { start: string }>(
  visits: readonly T[],
  days: readonly CalendarDate[],
  timeZone: string,
): Map<CalendarDate, T[]> {
  const byDay = new Map<CalendarDate, T[]>(days.map((day) => [day, []]))
  const ordered = [...visits].sort((a, b) => Date.parse(a.start) - Date.parse(b.start))
  for (const visit of ordered) {
    byDay.get(dateIn(new Date(visit.start), timeZone))?.push(visit)
  }
  return byDay
}

/** A calendar date read at noon UTC, so formatting it in UTC gives that very date. */
function noonOf(date: CalendarDate): Date {
  return new Date(`${date}T12:00:00Z`)
}

/** "Monday, November 23". */
export function dayHeading(date: CalendarDate): string {
  return new Intl.DateTimeFormat(LOCALE, {
    timeZone: 'UTC',
    weekday: 'long',
    month: 'long',
    day: 'numeric',
  }).format(noonOf(date))
}

/** "Tuesday, November 24, 2026" for a day; "November 23 – 29, 2026" for a week. */
export function rangeHeading(days: readonly CalendarDate[]): string {
  const first = days[0]
  const last = days.at(-1)
  if (first === undefined || last === undefined) return ''
  if (first === last) {
    return new Intl.DateTimeFormat(LOCALE, {
      timeZone: 'UTC',
      weekday: 'long',
      month: 'long',
      day: 'numeric',
      year: 'numeric',
    }).format(noonOf(first))
  }
  return new Intl.DateTimeFormat(LOCALE, {
    timeZone: 'UTC',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  }).formatRange(noonOf(first), noonOf(last))
}

/** "9:00 AM" on the wall clock in `timeZone`. */
export function timeOfDay(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat(LOCALE, { timeZone, hour: 'numeric', minute: '2-digit' }).format(
    new Date(iso),
  )
}

/** "9:00 AM – 9:30 AM". */
export function timeRange(start: string, end: string, timeZone: string): string {
  return `${timeOfDay(start, timeZone)} – ${timeOfDay(end, timeZone)}`
}

/** The zone's name at `instant`: "Central Standard Time" (or its id, if Intl has no name). */
export function zoneName(instant: Date, timeZone: string): string {
  const part = new Intl.DateTimeFormat(LOCALE, { timeZone, timeZoneName: 'long' })
    .formatToParts(instant)
    .find((candidate) => candidate.type === 'timeZoneName')
  return part?.value ?? timeZone
}

/**
 * The zone's names over [from, to): one name, or the name before and after when the clocks
 * change within the range (a week in March or November).
 */
export function zoneNamesOver(from: Date, to: Date, timeZone: string): string[] {
  const before = zoneName(from, timeZone)
  const after = zoneName(new Date(to.getTime() - 60_000), timeZone)
  return before === after ? [before] : [before, after]
}
