import type { Answer } from '@/lib/api-request'
import type { BookingSetup, CalendarFreeSlot, StaffVisit } from '@shared/booking/staff-booking-wire'
import type { CalendarDate } from '@shared/booking/time-zone'

import { calendarPath, readCalendar } from './api/calendar-api'
import {
  type CalendarView,
  dateIn,
  daysShown,
  parseCalendarDate,
  rangeOf,
  calendarTimeZone,
} from './calendar-time'

// What the calendar shows is in its address (docs/architecture.md, Booking): the view, the day,
// the clinician and the place, so a reload or a shared link shows the same. The route's loader
// reads the visits of the days shown for the clinician chosen; the place is filtered in the
// browser from the visits already read, so choosing one asks nothing more of the server.

/** What the calendar's address asks for, with today on the clinic's clock when it names no day. */
export type CalendarShown = {
  view: CalendarView
  date: CalendarDate
  clinicianId: string
  placeId: string
  days: CalendarDate[]
  from: Date
  to: Date
}

export function calendarShownOf(
  params: URLSearchParams,
  today: CalendarDate,
  zone: string,
): CalendarShown {
  const view: CalendarView = params.get('view') === 'week' ? 'week' : 'day'
  const date = parseCalendarDate(params.get('date')) ?? today
  const days = daysShown(view, date)
  return {
    view,
    date,
    clinicianId: params.get('clinician') ?? '',
    placeId: params.get('place') ?? '',
    days,
    ...rangeOf(days, zone),
  }
}

/** What the route's loader read: the visits, the filters' choices, and the clock it read by. */
export type CalendarData = {
  appointments: StaffVisit[]
  /** The free times of the same days and clinician, that staff may book a patient into. */
  free: CalendarFreeSlot[]
  setup: BookingSetup | null
  /** The clinic's zone, and today in it, when the loader read: the page draws the same days. */
  zone: string
  today: CalendarDate
}

/** The calendar for the address `url`, on the clinic's clock. */
export async function readCalendarAt(url: URL): Promise<Answer<CalendarData>> {
  const zone = calendarTimeZone()
  const today = dateIn(new Date(), zone)
  const shown = calendarShownOf(url.searchParams, today, zone)
  const answer = await readCalendar(shown.from, shown.to, shown.clinicianId)
  return answer.ok ? { ok: true, data: { ...answer.data, zone, today } } : answer
}

/**
 * Whether going from one address to the other reads other visits: not when only the place
 * changed, since each read of the calendar is audited (it names patients).
 */
export function readsOtherVisits(current: URL, next: URL): boolean {
  const zone = calendarTimeZone()
  const today = dateIn(new Date(), zone)
  const read = (url: URL) => {
    const shown = calendarShownOf(url.searchParams, today, zone)
    return calendarPath(shown.from, shown.to, shown.clinicianId)
  }
  return read(current) !== read(next)
}
