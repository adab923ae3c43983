import { cellKey, layoutGrid, rowLabel, wallClockOf } from './calendar-grid'
import { daysShown } from './calendar-time'

const CHICAGO = 'America/Chicago'
const at = (id: string, start: string, clinicianId = 'ruiz') => ({
  id,
  start,
  end: new Date(Date.parse(start) + 30 * 60_000).toISOString(),
  clinicianId,
})

test('a visit sits in the row of its wall-clock time in the clinic’s zone, on its own day there', () => {
  // 23:30 on Tuesday in Chicago is Wednesday in UTC: it stays on Tuesday, in the 11:30 PM row.
  const late = at('late', '2026-11-25T05:30:00.000Z')
  const morning = at('morning', '2026-11-24T15:10:00.000Z')
  const grid = layoutGrid({
    view: 'week',
    days: daysShown('week', '2026-11-24'),
    zone: CHICAGO,
    visits: [late, morning],
    free: [],
    clinicians: [],
  })
  expect(grid.columns.map((column) => column.key)).toEqual(daysShown('week', '2026-11-24'))
  expect(grid.rows[0]).toBe(8 * 60)
  expect(grid.rows.at(-1)).toBe(23 * 60 + 30)
  expect(rowLabel(grid.rows[2]!)).toBe('9:00 AM')
  // 9:10 AM is in the 9:00 AM row (row 2 from 8:00 AM).
  expect(grid.cells.get(cellKey('2026-11-24', 2))?.visits).toEqual([morning])
  expect(grid.cells.get(cellKey('2026-11-24', 31))?.visits).toEqual([late])
  expect(grid.cells.has(cellKey('2026-11-25', 31))).toBe(false)
})

test('across the week the clocks go back, 9:00 AM stays in the 9:00 AM row on both sides', () => {
  // Chicago leaves daylight time at 2:00 AM on Sunday 1 November 2026: 9:00 AM is 14:00 UTC
  // on the Saturday before and 15:00 UTC on the Monday after. An hour's offset kept from the
  // start of the week would put Monday's visit in the 10:00 AM row.
  const saturday = at('sat', '2026-10-31T14:00:00.000Z')
  const monday = at('mon', '2026-11-02T15:00:00.000Z')
  const week = daysShown('week', '2026-10-27')
  const grid = layoutGrid({
    view: 'week',
    days: [...week, ...daysShown('week', '2026-11-02')],
    zone: CHICAGO,
    visits: [saturday, monday],
    free: [],
    clinicians: [],
  })
  const nine = grid.rows.indexOf(9 * 60)
  expect(grid.cells.get(cellKey('2026-10-31', nine))?.visits).toEqual([saturday])
  expect(grid.cells.get(cellKey('2026-11-02', nine))?.visits).toEqual([monday])
  // The hour that happens twice: 1:30 AM daylight and 1:30 AM standard time share a row, in
  // time order.
  const first = at('first', '2026-11-01T06:30:00.000Z')
  const second = at('second', '2026-11-01T07:30:00.000Z')
  expect(wallClockOf(first.start, CHICAGO)).toEqual({ day: '2026-11-01', minute: 90 })
  expect(wallClockOf(second.start, CHICAGO)).toEqual({ day: '2026-11-01', minute: 90 })
  const night = layoutGrid({
    view: 'day',
    days: ['2026-11-01'],
    zone: CHICAGO,
    visits: [second, first],
    free: [],
    clinicians: [],
  })
  expect(night.rows[0]).toBe(90)
  expect(night.cells.get(cellKey('2026-11-01', 0))?.visits).toEqual([first, second])
})

test('the spring change: 3:00 AM follows 1:30 AM, and 9:00 AM keeps its row', () => {
  // 2:00 AM on 8 March 2026 does not happen in Chicago: 1:30 AM CST is 07:30 UTC, 3:00 AM CDT
  // is 08:00 UTC, half an hour later.
  const before = at('before', '2026-03-08T07:30:00.000Z')
  const after = at('after', '2026-03-08T08:00:00.000Z')
  const nine = at('nine', '2026-03-08T14:00:00.000Z')
  const grid = layoutGrid({
    view: 'day',
    days: ['2026-03-08'],
    zone: CHICAGO,
    visits: [before, after, nine],
    free: [],
    clinicians: [],
  })
  const rowAt = (minute: number) => grid.rows.indexOf(minute)
  expect(grid.cells.get(cellKey('2026-03-08', rowAt(90)))?.visits).toEqual([before])
  expect(grid.cells.get(cellKey('2026-03-08', rowAt(180)))?.visits).toEqual([after])
  expect(grid.cells.get(cellKey('2026-03-08', rowAt(540)))?.visits).toEqual([nine])
})

test('a day with more than one clinician has a column each, in the setup’s order, free times too', () => {
  const visit = at('v', '2026-11-24T15:00:00.000Z', 'ruiz')
  const free = at('f', '2026-11-24T15:00:00.000Z', 'okafor')
  const grid = layoutGrid({
    view: 'day',
    days: ['2026-11-24'],
    zone: CHICAGO,
    visits: [visit],
    free: [free],
    clinicians: ['okafor', 'ruiz', 'nobody'],
  })
  expect(grid.columns.map((column) => column.clinicianId)).toEqual(['okafor', 'ruiz'])
  const nine = grid.rows.indexOf(9 * 60)
  expect(grid.cells.get(cellKey('ruiz', nine))).toEqual({ visits: [visit], free: [] })
  expect(grid.cells.get(cellKey('okafor', nine))).toEqual({ visits: [], free: [free] })
  // One clinician: one column, the day's.
  const single = layoutGrid({
    view: 'day',
    days: ['2026-11-24'],
    zone: CHICAGO,
    visits: [visit],
    free: [],
    clinicians: [],
  })
  expect(single.columns).toEqual([{ key: '2026-11-24', day: '2026-11-24', clinicianId: null }])
})
