import {
  dateIn,
  daysShown,
  mondayOf,
  parseCalendarDate,
  rangeOf,
  stepDate,
  visitsByDay,
  zoneNamesOver,
} from './calendar-time'

const CHICAGO = 'America/Chicago'

test('a week runs Monday to Sunday, whichever day it is asked for', () => {
  // 2026-11-29 is a Sunday: its week began on Monday the 23rd, not on the 30th.
  expect(mondayOf('2026-11-29')).toBe('2026-11-23')
  expect(mondayOf('2026-11-23')).toBe('2026-11-23')
  expect(daysShown('week', '2026-11-25')).toEqual([
    '2026-11-23',
    '2026-11-24',
    '2026-11-25',
    '2026-11-26',
    '2026-11-27',
    '2026-11-28',
    '2026-11-29',
  ])
  expect(daysShown('day', '2026-11-25')).toEqual(['2026-11-25'])
  expect(stepDate('week', '2026-11-25', -1)).toBe('2026-11-18')
  expect(stepDate('day', '2026-12-31', 1)).toBe('2027-01-01')
})

test('a range runs from local midnight to local midnight, 25 hours on the day the clocks go back', () => {
  const { from, to } = rangeOf(['2026-11-01'], CHICAGO)
  expect(from.toISOString()).toBe('2026-11-01T05:00:00.000Z')
  expect(to.toISOString()).toBe('2026-11-02T06:00:00.000Z')
  expect(zoneNamesOver(from, to, CHICAGO)).toEqual([
    'Central Daylight Time',
    'Central Standard Time',
  ])
  const week = rangeOf(daysShown('week', '2026-11-25'), CHICAGO)
  expect(zoneNamesOver(week.from, week.to, CHICAGO)).toEqual(['Central Standard Time'])
})

test('visits are grouped by the day on the viewer’s clock, in time order', () => {
  const visits = [
    { id: 'late', start: '2026-11-25T05:30:00.000Z' },
    { id: 'early', start: '2026-11-24T15:00:00.000Z' },
    { id: 'elsewhere', start: '2026-12-01T15:00:00.000Z' },
  ]
  const days = daysShown('week', '2026-11-24')
  const byDay = visitsByDay(visits, days, CHICAGO)
  expect(byDay.get('2026-11-24')?.map((visit) => visit.id)).toEqual(['early', 'late'])
  expect(byDay.get('2026-11-25')).toEqual([])
  expect([...byDay.keys()]).toEqual(days)
  // In Berlin the late one is on Wednesday morning.
  expect(dateIn(new Date('2026-11-25T05:30:00.000Z'), 'Europe/Berlin')).toBe('2026-11-25')
})

test('only a real date from the address is taken', () => {
  expect(parseCalendarDate('2026-11-24')).toBe('2026-11-24')
  expect(parseCalendarDate('2026-02-30')).toBeNull()
  expect(parseCalendarDate('tomorrow')).toBeNull()
  expect(parseCalendarDate(null)).toBeNull()
})
