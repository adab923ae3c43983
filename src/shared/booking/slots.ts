// Free slots from clinicians' weekly hours, as FHIR Schedule and Slot model them: a schedule is
// one clinician's hours at one place, kept as wall-clock times in that place's zone, and a slot
// is one bookable instant range. Everything here is pure (the caller passes `now`, time off and
// existing appointments), so the booking page, the server that re-checks a booking and the
// staff calendar all offer exactly the same times.
import { type SlotMinutes, SLOT_MINUTES } from './booking'
import { addDays, weekdayOf, zonedWallTimeToUtc } from './time-zone'

/** One window of a weekday, as wall-clock `HH:MM` in the schedule's zone; `end` is exclusive. */
export type WeeklyHours = {
  /** 0 = Sunday … 6 = Saturday. */
  weekday: number
  start: string
  end: string
}

export type ScheduleForSlots = {
  id: string
  clinicianId: string
  /** IANA zone; the weekly hours are wall-clock times in it. */
  timeZone: string
  slotMinutes: SlotMinutes
  /** Gap after each slot before the next may start. */
  bufferMinutes: number
  hours: WeeklyHours[]
}

/** Half-open: [start, end). Intervals that only touch do not overlap. */
export type Interval = { start: Date; end: Date }

export type GeneratedSlot = { scheduleId: string; clinicianId: string; start: Date; end: Date }

export type SlotRequest = {
  schedules: ScheduleForSlots[]
  /** The first date, `YYYY-MM-DD`, read in each schedule's own zone. */
  from: string
  days: number
  now: Date
  minimumNoticeMinutes: number
  /** Time off and holidays, by clinician id: no slot may overlap them. */
  exceptions: Map<string, Interval[]>
  /** Existing appointments, by clinician id, from any of their schedules: no slot may overlap. */
  busy: Map<string, Interval[]>
}

const MINUTE_MS = 60_000
const HOUR_MS = 60 * MINUTE_MS

const WEEKDAY_NAMES = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const

const WALL_TIME = /^([01]\d|2[0-3]):[0-5]\d$/

function overlaps(a: Interval, b: Interval): boolean {
  return a.start.getTime() < b.end.getTime() && b.start.getTime() < a.end.getTime()
}

/**
 * The free slots of `schedules` on `days` dates from `from`, sorted by start, then clinician.
 *
 * Within a window slots start at its start and every slotMinutes + bufferMinutes after, in real
 * time, and each ends by the window's end. Both ends of a window are wall-clock times, so on a
 * night the clocks change a window keeps its local end and is an hour longer or shorter.
 *
 * A slot is left out when it starts sooner than `minimumNoticeMinutes` from `now` (exactly then
 * is fine), or overlaps the clinician's time off or appointments. A clinician with several
 * schedules is never offered twice at once: of overlapping slots the earliest-starting one stays
 * (on a tie, the one of the first schedule by id). That happens after the other checks, so a
 * slot blocked by an appointment does not hide an overlapping one that is free.
 *
 * Throws a RangeError for a schedule that could never be saved (see `validateWeeklyHours`), so a
 * bad row is found rather than quietly offering nothing or looping forever.
 */
export function generateSlots(request: SlotRequest): GeneratedSlot[] {
  const { schedules, from, days, now, minimumNoticeMinutes, exceptions, busy } = request
  if (!Number.isSafeInteger(days) || days < 0) {
    throw new RangeError(`Not a number of days: ${days}`)
  }
  const earliestStart = now.getTime() + minimumNoticeMinutes * MINUTE_MS
  if (Number.isNaN(earliestStart)) throw new RangeError('now and minimumNoticeMinutes must be set')
  // addDays refuses a malformed `from`, even when no days are asked for.
  const firstDate = addDays(from, 0)
  const dates = Array.from({ length: days }, (_, index) => addDays(firstDate, index))

  const candidates: GeneratedSlot[] = []
  for (const schedule of schedules) {
    checkSchedule(schedule)
    const blocked = blockedFor(schedule, exceptions, busy)
    for (const window of windowsOf(schedule, dates)) {
      candidates.push(...candidatesIn(schedule, window, earliestStart, blocked))
    }
  }

  return onePerClinicianAtATime(candidates).sort(
    (a, b) =>
      a.start.getTime() - b.start.getTime() ||
      compareStrings(a.clinicianId, b.clinicianId) ||
      compareStrings(a.scheduleId, b.scheduleId),
  )
}

/** Each weekly window of `schedule` on each of `dates`, as the instants it runs between. */
function windowsOf(schedule: ScheduleForSlots, dates: string[]): Interval[] {
  const windows: Interval[] = []
  for (const date of dates) {
    const weekday = weekdayOf(date)
    for (const window of schedule.hours) {
      if (window.weekday !== weekday) continue
      windows.push({
        start: wallTimeToUtc(date, window.start, schedule.timeZone),
        end: wallTimeToUtc(date, window.end, schedule.timeZone),
      })
    }
  }
  return windows
}

/** zonedWallTimeToUtc's answers, by zone, date and time: each costs four zone look-ups. */
const instants = new Map<string, number>()
/** Far more than the windows of the days a server works out at once; past it, it starts anew. */
const INSTANTS_KEPT = 5000

/** zonedWallTimeToUtc, remembered: the same window on the same date is the same instant. */
function wallTimeToUtc(date: string, time: string, timeZone: string): Date {
  const key = `${timeZone} ${date} ${time}`
  let ms = instants.get(key)
  if (ms === undefined) {
    ms = zonedWallTimeToUtc(date, time, timeZone).getTime()
    if (instants.size >= INSTANTS_KEPT) instants.clear()
    instants.set(key, ms)
  }
  return new Date(ms)
}

function blockedFor(
  schedule: ScheduleForSlots,
  exceptions: Map<string, Interval[]>,
  busy: Map<string, Interval[]>,
): Interval[] {
  return [
    ...(exceptions.get(schedule.clinicianId) ?? []),
    ...(busy.get(schedule.clinicianId) ?? []),
  ]
}

/** The slots of one window that start late enough and overlap nothing blocked. */
function candidatesIn(
  schedule: ScheduleForSlots,
  window: Interval,
  earliestStart: number,
  blocked: Interval[],
): GeneratedSlot[] {
  const slotMs = schedule.slotMinutes * MINUTE_MS
  const stepMs = slotMs + schedule.bufferMinutes * MINUTE_MS
  const windowEnd = window.end.getTime()
  const found: GeneratedSlot[] = []
  for (let start = window.start.getTime(); start + slotMs <= windowEnd; start += stepMs) {
    if (start < earliestStart) continue
    const slot: GeneratedSlot = {
      scheduleId: schedule.id,
      clinicianId: schedule.clinicianId,
      start: new Date(start),
      end: new Date(start + slotMs),
    }
    if (!blocked.some((interval) => overlaps(slot, interval))) found.push(slot)
  }
  return found
}

/** One schedule's slot at one instant, looked for as `generateSlots` would offer it. */
export type OneSlotRequest = Omit<SlotRequest, 'schedules'> & {
  schedule: ScheduleForSlots
  start: Date
}

/**
 * The windows whose slots may decide whether a slot starting at `start` is offered: those that
 * could make it and, transitively, those overlapping them (only on a night the clocks change can
 * two windows overlap, and then of overlapping slots the earliest is kept). Empty when none makes
 * a slot starting then.
 */
function windowsDeciding(request: Omit<OneSlotRequest, 'exceptions' | 'busy'>): Interval[] {
  const { schedule, from, days, start } = request
  if (!Number.isSafeInteger(days) || days < 0) {
    throw new RangeError(`Not a number of days: ${days}`)
  }
  checkSchedule(schedule)
  const firstDate = addDays(from, 0)
  const dates = Array.from({ length: days }, (_, index) => addDays(firstDate, index))
  const slotMs = schedule.slotMinutes * MINUTE_MS
  const stepMs = slotMs + schedule.bufferMinutes * MINUTE_MS
  // A window too short for one slot makes none, and so overlaps no slot.
  const windows = windowsOf(schedule, dates).filter(
    (window) => window.end.getTime() - window.start.getTime() >= slotMs,
  )
  const at = start.getTime()
  const makes = (window: Interval) =>
    at >= window.start.getTime() &&
    at + slotMs <= window.end.getTime() &&
    (at - window.start.getTime()) % stepMs === 0
  const deciding = windows.filter(makes)
  if (deciding.length === 0) return []
  for (let grown = true; grown;) {
    grown = false
    for (const window of windows) {
      if (!deciding.includes(window) && deciding.some((one) => overlaps(one, window))) {
        deciding.push(window)
        grown = true
      }
    }
  }
  return deciding
}

/**
 * The stretch of time whose time off and visits decide whether the slot of `schedule` at
 * `start` is offered (what to read before `findSlot`): the slot itself, or all the windows that
 * decide it when they overlap; null when no window on those dates makes a slot starting then.
 */
export function slotRange(request: Omit<OneSlotRequest, 'exceptions' | 'busy'>): Interval | null {
  const windows = windowsDeciding(request)
  if (windows.length === 0) return null
  if (windows.length === 1) {
    const end = request.start.getTime() + request.schedule.slotMinutes * MINUTE_MS
    return { start: request.start, end: new Date(end) }
  }
  return {
    start: new Date(Math.min(...windows.map((window) => window.start.getTime()))),
    end: new Date(Math.max(...windows.map((window) => window.end.getTime()))),
  }
}

/**
 * The slot of one schedule starting at `start`, exactly as `generateSlots` over the same dates
 * would offer it, or null: without working out every other slot of those days. Only the
 * windows that decide it are worked out, so time off and visits outside `slotRange` may be
 * left out.
 */
export function findSlot(request: OneSlotRequest): GeneratedSlot | null {
  const { schedule, now, minimumNoticeMinutes, start } = request
  const earliestStart = now.getTime() + minimumNoticeMinutes * MINUTE_MS
  if (Number.isNaN(earliestStart)) throw new RangeError('now and minimumNoticeMinutes must be set')
  const windows = windowsDeciding(request)
  const blocked = blockedFor(schedule, request.exceptions, request.busy)
  const candidates = windows.flatMap((window) =>
    candidatesIn(schedule, window, earliestStart, blocked),
  )
  return (
    onePerClinicianAtATime(candidates).find((slot) => slot.start.getTime() === start.getTime()) ??
    null
  )
}

/** Code-unit order, the same in every locale. */
function compareStrings(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0
}

function checkSchedule(schedule: ScheduleForSlots) {
  const problem = scheduleProblem(schedule)
  if (problem !== null) throw new RangeError(`Schedule ${schedule.id}: ${problem}`)
}

function scheduleProblem(schedule: ScheduleForSlots): string | null {
  if (!(SLOT_MINUTES as readonly number[]).includes(schedule.slotMinutes)) {
    return `slots of ${schedule.slotMinutes} minutes`
  }
  // A negative or fractional buffer would step backwards or off the minute grid.
  if (!(Number.isSafeInteger(schedule.bufferMinutes) && schedule.bufferMinutes >= 0)) {
    return `a buffer of ${schedule.bufferMinutes} minutes`
  }
  return validateWeeklyHours(schedule.hours)
}

/** Keeps the earliest of each clinician's overlapping slots (ties: the first schedule by id). */
function onePerClinicianAtATime(slots: GeneratedSlot[]): GeneratedSlot[] {
  const ordered = [...slots].sort(
    (a, b) =>
      compareStrings(a.clinicianId, b.clinicianId) ||
      a.start.getTime() - b.start.getTime() ||
      compareStrings(a.scheduleId, b.scheduleId),
  )
  const kept: GeneratedSlot[] = []
  let clinicianId: string | undefined
  // Every slot kept so far starts no later than the next one, so that one overlaps a kept slot
  // exactly when it starts before the latest end among them.
  let latestEnd = -Infinity
  for (const slot of ordered) {
    if (slot.clinicianId !== clinicianId) {
      clinicianId = slot.clinicianId
      latestEnd = -Infinity
    }
    if (slot.start.getTime() >= latestEnd) {
      kept.push(slot)
      latestEnd = Math.max(latestEnd, slot.end.getTime())
    }
  }
  return kept
}

// Schedule ids are lowercase UUIDs or short slugs, both of which this matches; the time is the
// start in milliseconds in base 36, written the one way `toString(36)` writes it.
const SCHEDULE_ID = /^[a-z0-9-]{1,64}$/
const SLOT_ID = /^([^.]+)\.([0-9a-z]{1,11})$/
// Date's own limit: 8.64e15 ms either side of 1970.
const MAX_DATE_MS = 8.64e15

/** The opaque id the booking page sends back to book a slot: `scheduleId.startInBase36`. */
export function slotId(slot: { scheduleId: string; start: Date }): string {
  const ms = slot.start.getTime()
  if (!SCHEDULE_ID.test(slot.scheduleId) || !(ms >= 0 && ms <= MAX_DATE_MS)) {
    throw new RangeError(`Cannot make a slot id of ${slot.scheduleId} at ${String(slot.start)}`)
  }
  return `${slot.scheduleId}.${ms.toString(36)}`
}

/** The schedule and start a `slotId` names, or null when `id` is not one `slotId` could make. */
export function parseSlotId(id: string): { scheduleId: string; start: Date } | null {
  if (typeof id !== 'string') return null
  const match = SLOT_ID.exec(id)
  if (!match) return null
  const [, scheduleId = '', encodedStart = ''] = match
  if (!SCHEDULE_ID.test(scheduleId)) return null
  const ms = parseInt(encodedStart, 36)
  // Only the canonical spelling (no leading zeros), so one slot has exactly one id.
  if (!(ms <= MAX_DATE_MS) || ms.toString(36) !== encodedStart) return null
  return { scheduleId, start: new Date(ms) }
}

/** Why these weekly hours cannot be saved, in words for staff; null when they can. */
export function validateWeeklyHours(hours: WeeklyHours[]): string | null {
  for (const window of hours) {
    if (!(Number.isInteger(window.weekday) && window.weekday >= 0 && window.weekday <= 6)) {
      return `${String(window.weekday)} is not a day of the week (0 is Sunday, 6 is Saturday).`
    }
    const day = WEEKDAY_NAMES[window.weekday]
    for (const time of [window.start, window.end]) {
      if (typeof time !== 'string' || !WALL_TIME.test(time)) {
        return `On ${day}, “${String(time)}” is not a time: use 24-hour HH:MM, from 00:00 to 23:59.`
      }
    }
    // Zero-padded HH:MM strings sort in time order.
    if (window.end <= window.start) {
      return `On ${day}, the hours ${window.start}–${window.end} must end after they start.`
    }
  }
  const ordered = [...hours].sort(
    (a, b) => a.weekday - b.weekday || compareStrings(a.start, b.start),
  )
  for (let index = 1; index < ordered.length; index += 1) {
    const previous = ordered[index - 1]
    const current = ordered[index]
    if (
      previous &&
      current &&
      previous.weekday === current.weekday &&
      current.start < previous.end
    ) {
      return `On ${WEEKDAY_NAMES[current.weekday]}, the hours ${previous.start}–${previous.end} and ${current.start}–${current.end} overlap.`
    }
  }
  return null
}

/** The last moment a patient may reschedule or cancel online: `cutoffHours` before the start. */
export function changeableUntil(start: Date, cutoffHours: number): Date {
  return new Date(start.getTime() - cutoffHours * HOUR_MS)
}

/** Whether the visit may still be changed online at `now` (up to and at the cut-off itself). */
export function canChangeOnline(start: Date, now: Date, cutoffHours: number): boolean {
  return now.getTime() <= changeableUntil(start, cutoffHours).getTime()
}
