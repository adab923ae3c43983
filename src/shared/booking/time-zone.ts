// Wall-clock times in a named time zone, for booking: a clinic's hours are kept as local times
// (09:00 in America/Chicago) while slots and appointments are instants (UTC). Only `Intl` is
// used, so the same code runs in the browser and on the server, and the zone rules are those of
// the runtime's own time zone database.

/** `YYYY-MM-DD`, a calendar date with no zone. */
export type CalendarDate = string
/** `HH:MM`, 00:00 to 23:59, a time on the wall clock. */
export type WallTime = string

export interface ZonedParts {
  readonly date: CalendarDate
  readonly time: WallTime
  /** 0 = Sunday … 6 = Saturday, as `Date.prototype.getDay`. */
  readonly weekday: number
}

const MINUTE_MS = 60_000
const DAY_MS = 24 * 60 * MINUTE_MS

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/
const TIME_PATTERN = /^(\d{2}):(\d{2})$/

// Years outside 0001–9999 do not fit `YYYY`, and Intl would show a year BC without its era.
const EARLIEST_MS = utcMs(1, 1, 2)
const LATEST_MS = utcMs(9999, 12, 30)

// Building a DateTimeFormat is slow (it loads locale and zone data); formatting with one is not.
// Only canonical names are kept (America/Chicago, not america/chicago or US/Central), so the
// cache stays as small as the zone database whatever strings callers pass.
const formatters = new Map<string, Intl.DateTimeFormat>()

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  const cached = formatters.get(timeZone)
  if (cached) return cached
  // en-US with h23 gives plain numbers and an hour of 00 at midnight (never 24).
  const formatter = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  })
  const canonical = formatter.resolvedOptions().timeZone
  if (!formatters.has(canonical)) formatters.set(canonical, formatter)
  return formatter
}

/** Milliseconds since the epoch of a date and time read as UTC. Years 0–99 are taken literally. */
function utcMs(year: number, month: number, day: number, hour = 0, minute = 0, second = 0) {
  const date = new Date(0)
  // Date.UTC would read the years 0–99 as 1900–1999.
  date.setUTCFullYear(year, month - 1, day)
  date.setUTCHours(hour, minute, second, 0)
  return date.getTime()
}

function parseDate(date: CalendarDate) {
  const match = DATE_PATTERN.exec(date)
  if (match) {
    const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
    const ms = utcMs(year, month, day)
    const check = new Date(ms)
    // 2026-02-30 would otherwise roll over into March.
    if (
      year >= 1 &&
      check.getUTCFullYear() === year &&
      check.getUTCMonth() === month - 1 &&
      check.getUTCDate() === day
    ) {
      return { year, month, day }
    }
  }
  throw new RangeError(`Not a date as YYYY-MM-DD: ${date}`)
}

function parseTime(time: WallTime) {
  const match = TIME_PATTERN.exec(time)
  if (match) {
    const [hour, minute] = [Number(match[1]), Number(match[2])]
    if (hour <= 23 && minute <= 59) return { hour, minute }
  }
  throw new RangeError(`Not a time as HH:MM from 00:00 to 23:59: ${time}`)
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0')

function formatDate(ms: number): CalendarDate {
  const date = new Date(ms)
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`
}

/** The wall clock in `timeZone` at `ms`, read as if it were UTC (seconds kept, milliseconds not). */
function wallClockMs(ms: number, timeZone: string): number {
  const values: Partial<Record<Intl.DateTimeFormatPartTypes, number>> = {}
  for (const part of formatterFor(timeZone).formatToParts(ms)) {
    if (part.type !== 'literal') values[part.type] = Number(part.value)
  }
  return utcMs(
    values.year ?? NaN,
    values.month ?? NaN,
    values.day ?? NaN,
    values.hour ?? NaN,
    values.minute ?? NaN,
    values.second ?? NaN,
  )
}

/** How far the wall clock in `timeZone` is ahead of UTC at `ms` (negative in the Americas). */
function offsetMs(ms: number, timeZone: string): number {
  const wholeSecond = Math.floor(ms / 1000) * 1000
  return wallClockMs(wholeSecond, timeZone) - wholeSecond
}

/**
 * The instant at which the wall clock in `timeZone` shows `date` at `time`.
 *
 * Around a change of offset a wall time may happen twice or not at all:
 * - twice (fall back: 01:30 on 2026-11-01 in America/Chicago) gives the earlier instant, the
 *   first time the clock shows it (06:30Z, still daylight time);
 * - never (spring forward: 02:30 on 2026-03-08 in America/Chicago) gives the instant the clock
 *   would show it had it not jumped: the offset from before the gap, so the time moves forward
 *   by the gap's length (08:30Z, which the clock shows as 03:30). This is what RFC 5545 asks of
 *   calendars (3.3.5) and Temporal calls "compatible", so an invitation agrees with us.
 *
 * The offsets a day either side bracket the instant (no zone moves more than 14 hours from UTC,
 * nor changes offset twice in two days), so each is tried: a candidate is right when the zone
 * has that offset at that instant.
 */
export function zonedWallTimeToUtc(date: CalendarDate, time: WallTime, timeZone: string): Date {
  const { year, month, day } = parseDate(date)
  const { hour, minute } = parseTime(time)
  const wall = utcMs(year, month, day, hour, minute)
  const offsetBefore = offsetMs(wall - DAY_MS, timeZone)
  const offsetAfter = offsetMs(wall + DAY_MS, timeZone)
  const candidates = [wall - offsetBefore, wall - offsetAfter]
    .filter((instant) => offsetMs(instant, timeZone) === wall - instant)
    .sort((a, b) => a - b)
  return new Date(candidates[0] ?? wall - offsetBefore)
}

/** The date, time and weekday that the wall clock in `timeZone` shows at `instant`. */
export function utcToZonedParts(instant: Date, timeZone: string): ZonedParts {
  const ms = instant.getTime()
  if (!(ms >= EARLIEST_MS && ms <= LATEST_MS)) {
    throw new RangeError(`Not an instant from year 0001 to 9999: ${String(instant)}`)
  }
  const wall = new Date(wallClockMs(ms, timeZone))
  return {
    date: formatDate(wall.getTime()),
    time: `${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}`,
    weekday: wall.getUTCDay(),
  }
}

/** The weekday of a calendar date (0 = Sunday), the same in every zone. */
export function weekdayOf(date: CalendarDate): number {
  const { year, month, day } = parseDate(date)
  return new Date(utcMs(year, month, day)).getUTCDay()
}

/** The date `days` days after `date` (before, when negative), by the calendar: no zone, no DST. */
export function addDays(date: CalendarDate, days: number): CalendarDate {
  if (!Number.isSafeInteger(days)) throw new RangeError(`Not a whole number of days: ${days}`)
  const { year, month, day } = parseDate(date)
  const ms = utcMs(year, month, day + days)
  if (!(ms >= EARLIEST_MS - DAY_MS && ms <= LATEST_MS + DAY_MS)) {
    throw new RangeError(`${date} + ${days} days is not in the years 0001 to 9999`)
  }
  return formatDate(ms)
}

/**
 * Whether the runtime knows `zone` as a time zone. It accepts what Intl accepts: IANA names
 * and their links (US/Central), in any letter case, and UTC.
 */
export function isValidTimeZone(zone: string): boolean {
  if (typeof zone !== 'string' || zone === '') return false
  try {
    formatterFor(zone)
    return true
  } catch {
    return false
  }
}
