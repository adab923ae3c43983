import { validateWeeklyHours } from '@shared/booking/slots'
import type { SetupLocation, SetupSchedule } from '@shared/booking/staff-booking-wire'

import {
  addedRow,
  copyDay,
  emptySchedule,
  hoursOf,
  instantOf,
  scheduleDraftOf,
  scheduleInput,
  timeOffForm,
  timeOffZone,
  withState,
  WORKDAYS,
} from './availability-form'

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

test('time off is read in the zone of the clinician’s hours, across a change of the clocks', () => {
  expect(timeOffZone('clin-1', [schedule], 'America/New_York')).toEqual({
    zone: 'America/Los_Angeles',
    of: 'hours',
  })
  expect(timeOffZone('clin-2', [schedule], 'America/New_York')).toEqual({
    zone: 'America/New_York',
    of: 'viewer',
  })
  // 1 November 2026: Los Angeles is UTC-7 at 00:30 and UTC-8 from 02:00.
  expect(instantOf('2026-11-01T00:30', 'America/Los_Angeles')).toBe('2026-11-01T07:30:00.000Z')
  expect(instantOf('2026-11-01T09:00', 'America/Los_Angeles')).toBe('2026-11-01T17:00:00.000Z')
  expect(instantOf('', 'America/Los_Angeles')).toBeNull()

  const draft = { clinicianId: 'clin-1', start: '2026-11-02T09:00', end: '', reason: 'Course' }
  const problems = (typed: typeof draft, zone: string) =>
    timeOffForm(zone)
      .safeParse(typed)
      .error?.issues.map((issue) => [issue.path.join('.'), issue.message])
  expect(problems(draft, 'America/Chicago')).toEqual([['end', 'End must be a date and time']])
  expect(problems({ ...draft, end: '2026-11-02T09:00' }, 'America/Chicago')).toEqual([
    ['end', 'The end must be after the start'],
  ])
  expect(problems({ ...draft, end: '2026-11-02T12:00', reason: ' ' }, 'UTC')).toEqual([
    ['reason', 'Reason is required'],
  ])
  expect(timeOffForm('America/Chicago').parse({ ...draft, end: '2026-11-02T12:00' })).toEqual({
    clinicianId: 'clin-1',
    start: '2026-11-02T15:00:00.000Z',
    end: '2026-11-02T18:00:00.000Z',
    reason: 'Course',
  })
})
