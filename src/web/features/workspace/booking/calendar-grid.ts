import { type CalendarDate, utcToZonedParts } from '@shared/booking/time-zone'

// Where things sit on the calendar's time grid (docs/architecture.md, Booking): rows are
// half-hours of the wall clock in the clinic's zone, columns are the days of the week (week
// view) or the clinicians (day view, when more than one has visits or free times that day).
// A visit's cell is read from its wall-clock time in that zone, never from a fixed offset, so
// the week the clocks change keeps 9:00 AM in the 9:00 AM row; in the hour the clocks go back
// twice, both visits at 1:30 AM share its row (in time order). Pure: a test pins the zone.

export const ROW_MINUTES = 30
/** The hours drawn when nothing is booked or free earlier or later: 8 AM to 6 PM. */
export const DEFAULT_HOURS = { first: 8 * 60, last: 18 * 60 }

/** Something with a time on the grid: a visit or a free time. */
export type Timed = { start: string; end: string; clinicianId: string }

export type GridColumn = {
  key: string
  day: CalendarDate
  /** The clinician of a day view's column; null for a day of the week view. */
  clinicianId: string | null
}

export type Cell<V, F> = { visits: V[]; free: F[] }

export type GridLayout<V, F> = {
  columns: GridColumn[]
  /** Each row's first minute of the day, on the wall clock (540 is 9:00 AM). */
  rows: number[]
  /** The things of each cell, by `cellKey(column, row)`; a cell with nothing has no entry. */
  cells: Map<string, Cell<V, F>>
}

/** The day and minute of the day that the wall clock in `zone` shows at `iso`. */
export function wallClockOf(iso: string, zone: string): { day: CalendarDate; minute: number } {
  const parts = utcToZonedParts(new Date(iso), zone)
  const [hours = 0, minutes = 0] = parts.time.split(':').map(Number)
  return { day: parts.date, minute: hours * 60 + minutes }
}

/** The row a minute of the day falls in. */
export function rowOf(minute: number, firstRow: number): number {
  return Math.floor((minute - firstRow) / ROW_MINUTES)
}

export const cellKey = (column: string, row: number) => `${column}|${row}`

/**
 * The columns, rows and cells of the days shown. `clinicians` orders a day view's columns
 * (the setup's order); a clinician with nothing that day has no column, and a day view with
 * one clinician or none is one column for the day.
 */
export function layoutGrid<V extends Timed, F extends Timed>({
  view,
  days,
  zone,
  visits,
  free,
  clinicians,
}: {
  view: 'day' | 'week'
  days: readonly CalendarDate[]
  zone: string
  visits: readonly V[]
  free: readonly F[]
  clinicians: readonly string[]
}): GridLayout<V, F> {
  const placed = [
    ...visits.map((item) => ({ item, kind: 'visits' as const })),
    ...free.map((item) => ({ item, kind: 'free' as const })),
  ]
    .map((entry) => ({ ...entry, at: wallClockOf(entry.item.start, zone) }))
    .filter((entry) => days.includes(entry.at.day))
    .sort((a, b) => Date.parse(a.item.start) - Date.parse(b.item.start))

  let columns: GridColumn[] = days.map((day) => ({ key: day, day, clinicianId: null }))
  const day = days[0]
  if (view === 'day' && day !== undefined) {
    const present = new Set(placed.map((entry) => entry.item.clinicianId))
    const ordered = [
      ...clinicians.filter((id) => present.has(id)),
      ...[...present].filter((id) => !clinicians.includes(id)).sort(),
    ]
    if (ordered.length > 1) {
      columns = ordered.map((id) => ({ key: id, day, clinicianId: id }))
    }
  }

  // From the earlier of 8 AM and the first thing's row, to the later of 6 PM and the last end.
  let first = DEFAULT_HOURS.first
  let last = DEFAULT_HOURS.last
  for (const { item, at } of placed) {
    first = Math.min(first, at.minute - (at.minute % ROW_MINUTES))
    const end = wallClockOf(item.end, zone)
    last = Math.max(last, end.day === at.day ? end.minute : 24 * 60)
  }
  const rows: number[] = []
  for (let minute = first; minute < last; minute += ROW_MINUTES) rows.push(minute)

  const cells = new Map<string, Cell<V, F>>()
  for (const entry of placed) {
    const byClinician = columns[0]?.clinicianId != null
    const column = byClinician ? entry.item.clinicianId : entry.at.day
    const key = cellKey(column, rowOf(entry.at.minute, first))
    const cell = cells.get(key) ?? { visits: [], free: [] }
    ;(cell[entry.kind] as Timed[]).push(entry.item)
    cells.set(key, cell)
  }
  return { columns, rows, cells }
}

/** "9:00 AM" for a row's first minute. */
export function rowLabel(minute: number): string {
  const hours = Math.floor(minute / 60)
  const minutes = minute % 60
  const suffix = hours < 12 ? 'AM' : 'PM'
  const hour = hours % 12 === 0 ? 12 : hours % 12
  return `${hour}:${String(minutes).padStart(2, '0')} ${suffix}`
}
