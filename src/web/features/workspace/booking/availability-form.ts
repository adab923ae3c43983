import * as z from 'zod/mini'

import type { Choice } from '@/components/ui/select-field'
import { workspaceCopy } from '@/content/workspace'
import { exceptionSchema } from '@shared/booking/availability-input'
import { BOOKING_LIMITS, type SlotMinutes, TELEHEALTH_LOCATION_ID } from '@shared/booking/booking'
import { validateWeeklyHours, type WeeklyHours } from '@shared/booking/slots'
import type { SetupLocation, SetupSchedule } from '@shared/booking/staff-booking-wire'
import { zonedWallTimeToUtc } from '@shared/booking/time-zone'

import type { LocationInput, ScheduleInput } from './api/availability-api'

// The availability forms' drafts and how they become request bodies (docs/architecture.md,
// Booking). Weekly hours are checked here with the very function the server checks them with
// (`validateWeeklyHours`), so staff read the same words before sending as the server would send
// back. Pure, so the rules are tested without a page.

const copy = workspaceCopy.availability

/** The zones a clinic or telehealth hours may keep: the United States' own. */
export const US_TIME_ZONES = [
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Phoenix',
  'America/Los_Angeles',
  'America/Anchorage',
  'Pacific/Honolulu',
] as const

/** The clinic is in Texas, so a new clinic or telehealth schedule starts in its zone. */
const DEFAULT_ZONE = 'America/Chicago'

/** "Central Time (America/Chicago)"; a zone we have no words for is named by its id. */
export function zoneLabel(zone: string): string {
  const words = copy.timeZones[zone]
  return words ? `${words} (${zone})` : zone
}

/** The US zones, and `current` too when a record keeps another, so saving does not change it. */
export function zoneChoices(current: string): Choice[] {
  const zones: string[] = [...US_TIME_ZONES]
  if (current && !zones.includes(current)) zones.push(current)
  return zones.map((zone) => ({ value: zone, label: zoneLabel(zone) }))
}

/** Weekdays as the forms list them: Monday first, as the calendar's weeks run. */
export const WEEKDAYS_FROM_MONDAY = [1, 2, 3, 4, 5, 6, 0] as const

export function weekdayName(weekday: number): string {
  return copy.weekdays[weekday] ?? String(weekday)
}

// ---- clinics and clinicians ----------------------------------------------------------------

export function emptyLocation(): LocationInput {
  return { name: '', address: '', state: '', timeZone: DEFAULT_ZONE, active: true }
}

export function locationDraftOf(location: SetupLocation): LocationInput {
  const { name, address, state, timeZone, active } = location
  return { name, address, state, timeZone, active }
}

/** The states ticked, or unticked, keeping any license on record the form does not list. */
export function withState(states: readonly string[], code: string, licensed: boolean): string[] {
  const others = states.filter((state) => state !== code)
  return licensed ? [...others, code] : others
}

// ---- weekly hours --------------------------------------------------------------------------

/** One window of a day in the form; `key` keeps React's rows apart while times are edited. */
export type HoursRow = { key: string; start: string; end: string }

export type ScheduleDraft = {
  clinicianId: string
  /** `TELEHEALTH_LOCATION_ID` or a clinic's id. */
  place: string
  /** The zone of telehealth hours; a clinic's hours keep the clinic's zone. */
  timeZone: string
  slotMinutes: SlotMinutes
  /** As typed, checked on saving. */
  bufferMinutes: string
  /** Indexed by weekday, 0 = Sunday. */
  days: HoursRow[][]
  active: boolean
}

let rowCount = 0
function row(start: string, end: string): HoursRow {
  rowCount += 1
  return { key: `hours-${rowCount}`, start, end }
}

export function emptySchedule(clinicianId = ''): ScheduleDraft {
  return {
    clinicianId,
    place: TELEHEALTH_LOCATION_ID,
    timeZone: DEFAULT_ZONE,
    slotMinutes: 30,
    bufferMinutes: '0',
    days: Array.from({ length: 7 }, () => []),
    active: true,
  }
}

export function scheduleDraftOf(schedule: SetupSchedule): ScheduleDraft {
  const days: HoursRow[][] = Array.from({ length: 7 }, () => [])
  const ordered = [...schedule.hours].sort(byStart)
  for (const window of ordered) days[window.weekday]?.push(row(window.start, window.end))
  return {
    clinicianId: schedule.clinicianId,
    place: schedule.locationId ?? TELEHEALTH_LOCATION_ID,
    timeZone: schedule.timeZone,
    slotMinutes: schedule.slotMinutes,
    bufferMinutes: String(schedule.bufferMinutes),
    days,
    active: schedule.active,
  }
}

/** Zero-padded HH:MM strings sort in time order. */
function byStart(a: { start: string }, b: { start: string }): number {
  return a.start < b.start ? -1 : a.start > b.start ? 1 : 0
}

const pad = (value: number) => String(value).padStart(2, '0')

function minutesOf(time: string): number | null {
  const match = /^(\d{2}):(\d{2})$/.exec(time)
  return match ? Number(match[1]) * 60 + Number(match[2]) : null
}

/**
 * A new window after the day's last: from its end, for as long as a morning or an afternoon
 * usually is, within the day. The first of a day is 09:00–17:00.
 */
export function addedRow(rows: readonly HoursRow[]): HoursRow {
  const last = rows.at(-1)
  const from = last ? minutesOf(last.end) : null
  if (from === null) return row('09:00', '17:00')
  const until = Math.min(from + 4 * 60, 23 * 60 + 59)
  return row(last?.end ?? '09:00', `${pad(Math.floor(until / 60))}:${pad(until % 60)}`)
}

/** Monday to Friday: what the "Weekdays" shortcut of Copy to ticks. */
export const WORKDAYS: readonly number[] = [1, 2, 3, 4, 5]

/**
 * The week with `from`'s windows copied onto each day of `to`, in place of that day's own: new
 * rows (keys of their own, so each day is then edited apart). `from` and the other days are kept.
 */
export function copyDay(
  days: readonly HoursRow[][],
  from: number,
  to: Iterable<number>,
): HoursRow[][] {
  const targets = new Set(to)
  targets.delete(from)
  const source = days[from] ?? []
  return days.map((rows, weekday) =>
    targets.has(weekday) ? source.map((window) => row(window.start, window.end)) : rows,
  )
}

/** The draft's windows as the API keeps them. */
export function hoursOf(draft: ScheduleDraft): WeeklyHours[] {
  return draft.days.flatMap((rows, weekday) =>
    rows.map((window) => ({ weekday, start: window.start, end: window.end })),
  )
}

/** The zone a schedule's hours are in: the clinic's, or the one chosen for telehealth. */
export function scheduleZone(draft: ScheduleDraft, locations: readonly SetupLocation[]): string {
  if (draft.place === TELEHEALTH_LOCATION_ID) return draft.timeZone
  return locations.find((location) => location.id === draft.place)?.timeZone ?? draft.timeZone
}

/** The body to send, or why it cannot be sent (the first problem, in the server's words). */
export function scheduleInput(
  draft: ScheduleDraft,
  locations: readonly SetupLocation[],
): { input: ScheduleInput } | { error: string } {
  if (!draft.clinicianId) return { error: copy.hours.clinicianRequired }
  const buffer = Number(draft.bufferMinutes)
  if (
    !/^\d+$/.test(draft.bufferMinutes.trim()) ||
    buffer < 0 ||
    buffer > BOOKING_LIMITS.maxBufferMinutes
  ) {
    return { error: copy.hours.bufferRange }
  }
  const hours = hoursOf(draft)
  const problem = validateWeeklyHours(hours)
  if (problem) return { error: problem }
  return {
    input: {
      clinicianId: draft.clinicianId,
      locationId: draft.place === TELEHEALTH_LOCATION_ID ? null : draft.place,
      timeZone: scheduleZone(draft, locations),
      slotMinutes: draft.slotMinutes,
      bufferMinutes: buffer,
      hours,
      active: draft.active,
    },
  }
}

/** "Monday 09:00–12:00, 13:00–17:00", one line per open day, Monday first. */
export function hoursSummary(hours: readonly WeeklyHours[]): string[] {
  return WEEKDAYS_FROM_MONDAY.flatMap((weekday) => {
    const windows = hours
      .filter((window) => window.weekday === weekday)
      .sort(byStart)
      .map((window) => `${window.start}–${window.end}`)
    return windows.length > 0 ? [`${weekdayName(weekday)} ${windows.join(', ')}`] : []
  })
}

// ---- time off ------------------------------------------------------------------------------

export type TimeOffDraft = { clinicianId: string; start: string; end: string; reason: string }

export function emptyTimeOff(clinicianId = ''): TimeOffDraft {
  return { clinicianId, start: '', end: '', reason: '' }
}

/**
 * "Central Time (Chicago)": the zone time off is typed and listed in, named for staff. Its words
 * are the zone's own (copy.timeZones); the city is the zone's last part.
 */
export function zoneInWords(zone: string): string {
  const city = zone.split('/').at(-1)?.replaceAll('_', ' ') ?? zone
  const words = copy.timeZones[zone]
  return words ? `${words} (${city})` : city
}

const LOCAL_DATE_TIME = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(?::\d{2}(?:\.\d+)?)?$/

/** A `datetime-local` value read on the wall clock in `zone`, as an ISO instant; null if none. */
export function instantOf(local: string, zone: string): string | null {
  const match = LOCAL_DATE_TIME.exec(local)
  if (!match?.[1] || !match[2]) return null
  try {
    return zonedWallTimeToUtc(match[1], match[2], zone).toISOString()
  } catch {
    return null
  }
}

/**
 * Time off as the form checks it: the times typed on the wall clock in `zone` become instants,
 * then the server's own schema checks the whole (docs/wire-contract.md, Booking API), and the end
 * must come after the start. Each problem names its field.
 */
export function timeOffForm(zone: string) {
  const typed = z.object({
    clinicianId: z.string(),
    start: z.string(),
    end: z.string(),
    reason: z.string(),
  })
  const toInstants = z.transform((draft: TimeOffDraft) => ({
    ...draft,
    start: instantOf(draft.start, zone) ?? draft.start,
    end: instantOf(draft.end, zone) ?? draft.end,
  }))
  const checked = exceptionSchema.check(
    // Said only of two real times: a missing one has its own message.
    z.refine((input) => !(Date.parse(input.end) <= Date.parse(input.start)), {
      message: copy.timeOff.endAfterStart,
      path: ['end'],
    }),
  )
  return z.pipe(z.pipe(typed, toInstants), checked)
}

/** "Tue, Nov 24, 9:00 AM CST": an instant on the wall clock in `zone`, the zone named. */
export function formatInZone(iso: string, zone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(new Date(iso))
}
