import { validateWeeklyHours } from '@shared/booking/slots'
import type { SetupLocation, SetupSchedule } from '@shared/booking/staff-booking-wire'
import { CLINIC_TIME_ZONE } from '@shared/clinic'

import {
  addedRow,
  copyDay,
  emptySchedule,
  formatInZone,
  hoursOf,
  instantOf,
  scheduleDraftOf,
  scheduleInput,
  timeOffForm,
  withState,
  WORKDAYS,
  zoneInWords,
} from './availability-form'
import { calendarTimeZone } from './calendar-time'

const denver: SetupLocation = {
  id: 'loc-1',
  name: 'Denver',
  address: '1600 Glenarm Place, Denver',
  state: 'CO',
  timeZone: 'America/Denver',
  active: true,
}

const schedule: SetupSchedule = {
  id: 'sched-1',
  clinicianId: 'clin-1',
  locationId: null,
  timeZone: 'America/Los_Angeles',
  slotMinutes: 30,
  bufferMinutes: 5,
  hours: [
    { weekday: 2, start: '13:00', end: '17:00' },
    { weekday: 2, start: '08:00', end: '12:00' },
  ],
  active: true,
}

test('a saved schedule round-trips through the form unchanged, its windows in time order', () => {
  const draft = scheduleDraftOf(schedule)
  expect(draft.place).toBe('telehealth')
  expect(scheduleInput(draft, [denver])).toEqual({
    input: {
      clinicianId: 'clin-1',
      locationId: null,
      timeZone: 'America/Los_Angeles',
      slotMinutes: 30,
      bufferMinutes: 5,
      hours: [
        { weekday: 2, start: '08:00', end: '12:00' },
        { weekday: 2, start: '13:00', end: '17:00' },
      ],
      active: true,
    },
  })
})

test('hours the server would refuse are refused first, in its words', () => {
  const draft = { ...emptySchedule('clin-1'), place: 'loc-1' }
  draft.days[5] = [{ key: 'a', start: '17:00', end: '09:00' }]
  const expected = validateWeeklyHours([{ weekday: 5, start: '17:00', end: '09:00' }])
  expect(expected).toMatch(/^On Friday, the hours 17:00–09:00 must end after they start\.$/)
  expect(scheduleInput(draft, [denver])).toEqual({ error: expected })

  expect(scheduleInput(emptySchedule(), [denver])).toEqual({ error: 'Choose a clinician' })
  for (const bufferMinutes of ['-5', '61', '2.5', '']) {
    expect(scheduleInput({ ...emptySchedule('clin-1'), bufferMinutes }, [denver])).toEqual({
      error: 'The break after each visit must be a whole number of minutes from 0 to 60.',
    })
  }
})

test('a new window follows the day’s last, within the day', () => {
  expect(addedRow([])).toMatchObject({ start: '09:00', end: '17:00' })
  expect(addedRow([{ key: 'a', start: '08:00', end: '12:00' }])).toMatchObject({
    start: '12:00',
    end: '16:00',
  })
  expect(addedRow([{ key: 'a', start: '18:00', end: '21:30' }])).toMatchObject({
    start: '21:30',
    end: '23:59',
  })
})

test('unticking a served state keeps a license the form does not list', () => {
  expect(withState(['CA', 'TX'], 'TX', false)).toEqual(['CA'])
  expect(withState(['CA'], 'OK', true)).toEqual(['CA', 'OK'])
})

test('a day’s hours are copied to the days chosen, in place of theirs, as rows of their own', () => {
  const draft = scheduleDraftOf(schedule)
  // Tuesday 08:00–12:00 and 13:00–17:00; Thursday has hours of its own, Saturday none.
  draft.days[4] = [{ key: 'thu', start: '10:00', end: '11:00' }]
  const days = copyDay(draft.days, 2, [1, 2, 4, 6])

  const windows = (weekday: number) => days[weekday]?.map(({ start, end }) => [start, end])
  const tuesday = [
    ['08:00', '12:00'],
    ['13:00', '17:00'],
  ]
  expect(windows(1)).toEqual(tuesday)
  expect(windows(4)).toEqual(tuesday)
  expect(windows(6)).toEqual(tuesday)
  // The day copied from is kept as it was, the days not chosen too.
  expect(days[2]).toBe(draft.days[2])
  expect(days[0]).toBe(draft.days[0])
  expect(windows(3)).toEqual([])
  // Each copy is its own rows: editing Monday's leaves Tuesday's alone.
  const keys = days.flat().map((row) => row.key)
  expect(new Set(keys).size).toBe(keys.length)
  // Saved as any hours typed by hand: one window per day and time.
  expect(hoursOf({ ...draft, days }).filter((window) => window.start === '08:00')).toEqual(
    [1, 2, 4, 6].map((weekday) => ({ weekday, start: '08:00', end: '12:00' })),
  )
  expect(scheduleInput({ ...draft, days }, [denver])).toHaveProperty('input')
})

test('copying to the weekdays leaves the weekend, and an empty day closes the days chosen', () => {
  const draft = emptySchedule('clin-1')
  draft.days[1] = [{ key: 'mon', start: '09:00', end: '17:00' }]
  draft.days[6] = [{ key: 'sat', start: '09:00', end: '12:00' }]
  const days = copyDay(draft.days, 1, WORKDAYS)
  expect(days.map((rows) => rows.map(({ start, end }) => `${start}–${end}`))).toEqual([
    [],
    ['09:00–17:00'],
    ['09:00–17:00'],
    ['09:00–17:00'],
    ['09:00–17:00'],
    ['09:00–17:00'],
    ['09:00–12:00'],
  ])
  expect(copyDay(days, 0, [6])[6]).toEqual([])
  expect(copyDay(days, 1, [])).toEqual(days)
})

test('time off is typed and shown on the clinic’s clock, named in words', () => {
  expect(calendarTimeZone()).toBe(CLINIC_TIME_ZONE)
  expect(zoneInWords(CLINIC_TIME_ZONE)).toBe('Central Time (Chicago)')
  expect(zoneInWords('America/Los_Angeles')).toBe('Pacific Time (Los Angeles)')
  expect(zoneInWords('Europe/Paris')).toBe('Paris')
  expect(instantOf('', CLINIC_TIME_ZONE)).toBeNull()
  expect(instantOf('2026-11-02T25:00', CLINIC_TIME_ZONE)).toBeNull()
})

// The wall clock in Chicago, and the instant each time typed there is, across both changes of
// the clocks in 2026. Spring (8 March): Central Standard Time (UTC-6) until 02:00, then Central
// Daylight Time (UTC-5); 02:30 never shows that night and is read as the clocks would have it,
// 03:30 CDT. Fall (1 November): back from CDT to CST at 02:00; 01:30 shows twice, and the first
// is meant, still daylight time.
const CLOCK_CHANGES = [
  ['2026-03-07T09:00', '2026-03-07T15:00:00.000Z', 'Sat, Mar 7, 2026, 9:00 AM CST'],
  ['2026-03-08T01:30', '2026-03-08T07:30:00.000Z', 'Sun, Mar 8, 2026, 1:30 AM CST'],
  ['2026-03-08T02:30', '2026-03-08T08:30:00.000Z', 'Sun, Mar 8, 2026, 3:30 AM CDT'],
  ['2026-03-08T03:00', '2026-03-08T08:00:00.000Z', 'Sun, Mar 8, 2026, 3:00 AM CDT'],
  ['2026-03-09T09:00', '2026-03-09T14:00:00.000Z', 'Mon, Mar 9, 2026, 9:00 AM CDT'],
  ['2026-10-31T09:00', '2026-10-31T14:00:00.000Z', 'Sat, Oct 31, 2026, 9:00 AM CDT'],
  ['2026-11-01T00:30', '2026-11-01T05:30:00.000Z', 'Sun, Nov 1, 2026, 12:30 AM CDT'],
  ['2026-11-01T01:30', '2026-11-01T06:30:00.000Z', 'Sun, Nov 1, 2026, 1:30 AM CDT'],
  ['2026-11-01T09:00', '2026-11-01T15:00:00.000Z', 'Sun, Nov 1, 2026, 9:00 AM CST'],
] as const

test.each(CLOCK_CHANGES)(
  'time off typed as %s on the clinic’s clock is %s, shown back as %s',
  (typed, instant, shown) => {
    expect(instantOf(typed, calendarTimeZone())).toBe(instant)
    expect(formatInZone(instant, calendarTimeZone())).toBe(shown)
  },
)

test('time off across the spring change of the clocks is an hour shorter, and reads back as typed', () => {
  const zone = calendarTimeZone()
  const off = timeOffForm(zone).parse({
    clinicianId: 'clin-1',
    start: '2026-03-07T09:00',
    end: '2026-03-09T09:00',
    reason: 'Conference',
  })
  expect(off).toMatchObject({ start: '2026-03-07T15:00:00.000Z', end: '2026-03-09T14:00:00.000Z' })
  expect((Date.parse(off.end) - Date.parse(off.start)) / 3_600_000).toBe(47)
  expect(formatInZone(off.start, zone)).toBe('Sat, Mar 7, 2026, 9:00 AM CST')
  expect(formatInZone(off.end, zone)).toBe('Mon, Mar 9, 2026, 9:00 AM CDT')
})

test('time off across the fall change of the clocks is an hour longer, and checked as any', () => {
  const zone = calendarTimeZone()
  const draft = { clinicianId: 'clin-1', start: '2026-10-31T09:00', end: '', reason: 'Course' }
  const problems = (typed: typeof draft) =>
    timeOffForm(zone)
      .safeParse(typed)
      .error?.issues.map((issue) => [issue.path.join('.'), issue.message])
  expect(problems(draft)).toEqual([['end', 'End must be a date and time']])
  expect(problems({ ...draft, end: '2026-10-31T09:00' })).toEqual([
    ['end', 'The end must be after the start'],
  ])
  expect(problems({ ...draft, end: '2026-11-02T12:00', reason: ' ' })).toEqual([
    ['reason', 'Reason is required'],
  ])
  const off = timeOffForm(zone).parse({ ...draft, end: '2026-11-02T09:00' })
  expect(off).toEqual({
    clinicianId: 'clin-1',
    start: '2026-10-31T14:00:00.000Z',
    end: '2026-11-02T15:00:00.000Z',
    reason: 'Course',
  })
  // Two days and the hour the clocks gave back.
  expect((Date.parse(off.end) - Date.parse(off.start)) / 3_600_000).toBe(49)
  expect(formatInZone(off.end, zone)).toBe('Mon, Nov 2, 2026, 9:00 AM CST')
})
