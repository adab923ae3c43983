import fc from 'fast-check'
import { describe, expect, test } from 'vitest'

import {
  canChangeOnline,
  changeableUntil,
  findSlot,
  type GeneratedSlot,
  generateSlots,
  type Interval,
  parseSlotId,
  type ScheduleForSlots,
  slotId,
  slotRange,
  type SlotRequest,
  validateWeeklyHours,
  type WeeklyHours,
} from './slots'
import { utcToZonedParts, zonedWallTimeToUtc } from './time-zone'

const CHICAGO = 'America/Chicago'
/** A Monday in January: Chicago keeps standard time (UTC−6), so 09:00 is 15:00Z. */
const MONDAY = '2026-01-12'
const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6]

const at = (date: string, time: string, zone = CHICAGO) => zonedWallTimeToUtc(date, time, zone)

const hours = (start: string, end: string, weekdays = EVERY_DAY): WeeklyHours[] =>
  weekdays.map((weekday) => ({ weekday, start, end }))

const schedule = (changes: Partial<ScheduleForSlots> = {}): ScheduleForSlots => ({
  id: 'schedule-a',
  clinicianId: 'clinician-1',
  timeZone: CHICAGO,
  slotMinutes: 30,
  bufferMinutes: 0,
  hours: hours('09:00', '12:00'),
  ...changes,
})

const generate = (changes: Partial<SlotRequest> = {}) =>
  generateSlots({
    schedules: [schedule()],
    from: MONDAY,
    days: 1,
    now: new Date('2026-01-01T00:00:00Z'),
    minimumNoticeMinutes: 60,
    exceptions: new Map(),
    busy: new Map(),
    ...changes,
  })

/** Each slot's start as the wall clock in `zone` shows it, `YYYY-MM-DD HH:MM`. */
const localStarts = (slots: GeneratedSlot[], zone = CHICAGO) =>
  slots.map((slot) => {
    const { date, time } = utcToZonedParts(slot.start, zone)
    return `${date} ${time}`
  })
const localTimes = (slots: GeneratedSlot[], zone = CHICAGO) =>
  slots.map((slot) => utcToZonedParts(slot.start, zone).time)
const utcStarts = (slots: GeneratedSlot[]) => slots.map((slot) => slot.start.toISOString())

describe('slots within the weekly hours', () => {
  test('step by the slot length from the window start, in the schedule’s zone', () => {
    const slots = generate()
    expect(localTimes(slots)).toEqual(['09:00', '09:30', '10:00', '10:30', '11:00', '11:30'])
    expect(slots[0]).toEqual({
      scheduleId: 'schedule-a',
      clinicianId: 'clinician-1',
      start: new Date('2026-01-12T15:00:00Z'),
      end: new Date('2026-01-12T15:30:00Z'),
    })
  })

  test('a slot that ends exactly at the window end is offered; one a minute longer is not', () => {
    const slotsUntil = (end: string) =>
      localTimes(generate({ schedules: [schedule({ hours: hours('09:00', end) })] }))
    expect(slotsUntil('10:00')).toEqual(['09:00', '09:30'])
    expect(slotsUntil('10:29')).toEqual(['09:00', '09:30'])
    expect(slotsUntil('10:30')).toEqual(['09:00', '09:30', '10:00'])
    expect(slotsUntil('09:29')).toEqual([])
  })

  test('the buffer follows each slot before the next starts', () => {
    const withBuffer = (bufferMinutes: number, slotMinutes: 20 | 30 = 30) =>
      generate({ schedules: [schedule({ bufferMinutes, slotMinutes })] })
    expect(localTimes(withBuffer(15))).toEqual(['09:00', '09:45', '10:30', '11:15'])
    const twenties = withBuffer(10, 20)
    expect(localTimes(twenties)).toEqual([
      '09:00',
      '09:30',
      '10:00',
      '10:30',
      '11:00',
      // 11:30–11:50 ends before 12:00; its buffer may run past the window.
      '11:30',
    ])
    expect(twenties.map((slot) => slot.end.getTime() - slot.start.getTime())).toEqual(
      Array(6).fill(20 * 60_000),
    )
  })

  test('only the windows of each date’s weekday, over the days asked for', () => {
    const slots = generate({
      schedules: [
        schedule({
          hours: [
            { weekday: 1, start: '09:00', end: '10:00' },
            { weekday: 1, start: '13:00', end: '13:30' },
            { weekday: 3, start: '16:00', end: '16:30' },
          ],
        }),
      ],
      from: '2026-01-11',
      days: 7,
    })
    expect(localStarts(slots)).toEqual([
      '2026-01-12 09:00',
      '2026-01-12 09:30',
      '2026-01-12 13:00',
      '2026-01-14 16:00',
    ])
    expect(generate({ days: 0 })).toEqual([])
  })

  test('the weekday is that of the schedule’s zone, not of UTC', () => {
    // Monday 20:00 in Chicago is already Tuesday in UTC.
    const slots = generate({
      schedules: [schedule({ hours: [{ weekday: 1, start: '20:00', end: '20:30' }] })],
    })
    expect(utcStarts(slots)).toEqual(['2026-01-13T02:00:00.000Z'])
  })
})

describe('minimum notice', () => {
  const notice = 60
  const nineOclock = at(MONDAY, '09:00')
  const offeredAt = (now: Date) => localTimes(generate({ now, minimumNoticeMinutes: notice }))[0]

  test('a slot starting exactly at now + notice is offered', () => {
    expect(offeredAt(new Date(nineOclock.getTime() - notice * 60_000))).toBe('09:00')
  })

  test('a millisecond later it is not', () => {
    expect(offeredAt(new Date(nineOclock.getTime() - notice * 60_000 + 1))).toBe('09:30')
  })

  test('nothing in the past is offered', () => {
    expect(generate({ now: at(MONDAY, '12:00'), minimumNoticeMinutes: 0 })).toEqual([])
  })
})

describe('time off and appointments', () => {
  const interval = (start: string, end: string): Interval => ({
    start: at(MONDAY, start),
    end: at(MONDAY, end),
  })
  const blockedBy = (key: 'exceptions' | 'busy', ...intervals: Interval[]) =>
    localTimes(generate({ [key]: new Map([['clinician-1', intervals]]) }))

  test.each(['exceptions', 'busy'] as const)(
    '%s: overlapping a slot by one minute removes it; only touching does not',
    (key) => {
      expect(blockedBy(key, interval('09:29', '10:00'))).toEqual([
        '10:00',
        '10:30',
        '11:00',
        '11:30',
      ])
      expect(blockedBy(key, interval('09:30', '10:00'))).toEqual([
        '09:00',
        '10:00',
        '10:30',
        '11:00',
        '11:30',
      ])
      expect(blockedBy(key, interval('10:00', '10:31'))).toEqual([
        '09:00',
        '09:30',
        '11:00',
        '11:30',
      ])
    },
  )

  test('a day off removes the whole day; a holiday longer than the window too', () => {
    expect(blockedBy('exceptions', interval('00:00', '23:59'))).toEqual([])
    expect(
      blockedBy('exceptions', { start: at('2026-01-10', '00:00'), end: at('2026-01-20', '00:00') }),
    ).toEqual([])
  })

  test('an appointment booked on another schedule of the clinician blocks the slot', () => {
    const telehealth = schedule({ id: 'schedule-telehealth', hours: hours('13:00', '14:00') })
    const clinic = schedule({ id: 'schedule-clinic', hours: hours('09:00', '10:00') })
    // The appointment was booked on the clinic schedule, at 13:00: busy holds it by clinician.
    const slots = generate({
      schedules: [telehealth, clinic],
      busy: new Map([['clinician-1', [interval('13:00', '13:30')]]]),
    })
    expect(slots.map((slot) => `${slot.scheduleId} ${localTimes([slot])[0]}`)).toEqual([
      'schedule-clinic 09:00',
      'schedule-clinic 09:30',
      'schedule-telehealth 13:30',
    ])
  })

  test('another clinician’s time off and appointments do not matter', () => {
    const slots = generate({
      exceptions: new Map([['clinician-2', [interval('09:00', '12:00')]]]),
      busy: new Map([['clinician-2', [interval('09:00', '12:00')]]]),
    })
    expect(slots).toHaveLength(6)
  })
})

describe('a clinician with several schedules', () => {
  test('is offered once at any moment: the earliest slot, then the first schedule by id', () => {
    const clinic = schedule({ id: 'schedule-b', hours: hours('09:00', '12:00') })
    const telehealth = schedule({
      id: 'schedule-a',
      slotMinutes: 20,
      hours: hours('11:00', '13:00'),
    })
    const slots = generate({ schedules: [clinic, telehealth] })
    expect(slots.map((slot) => `${localTimes([slot])[0]} ${slot.scheduleId}`)).toEqual([
      '09:00 schedule-b',
      '09:30 schedule-b',
      '10:00 schedule-b',
      '10:30 schedule-b',
      // 11:00 on both: schedule-a comes first by id, so 11:00–11:30 of schedule-b is dropped…
      '11:00 schedule-a',
      // …and 11:20–11:40 starts before 11:30–12:00, which overlaps it.
      '11:20 schedule-a',
      '11:40 schedule-a',
      '12:00 schedule-a',
      '12:20 schedule-a',
      '12:40 schedule-a',
    ])
    // The same whatever order the schedules come in.
    expect(generate({ schedules: [telehealth, clinic] })).toEqual(slots)
  })

  test('a slot blocked by an appointment does not hide an overlapping free one', () => {
    const thirties = schedule({ id: 'schedule-a', hours: hours('09:00', '10:00') })
    const twenties = schedule({ id: 'schedule-b', slotMinutes: 20, hours: hours('09:00', '10:00') })
    const slots = generate({
      schedules: [thirties, twenties],
      busy: new Map([['clinician-1', [{ start: at(MONDAY, '09:00'), end: at(MONDAY, '09:20') }]]]),
    })
    expect(slots.map((slot) => `${localTimes([slot])[0]} ${slot.scheduleId}`)).toEqual([
      '09:20 schedule-b',
      '09:40 schedule-b',
    ])
  })

  test('two clinicians are each offered at the same time', () => {
    const slots = generate({
      schedules: [schedule(), schedule({ id: 'schedule-b', clinicianId: 'clinician-2' })],
    })
    expect(slots).toHaveLength(12)
  })
})

test('sorted by start, then clinician, across zones', () => {
  const chicago = schedule({
    id: 'a-chicago',
    clinicianId: 'clinician-z',
    hours: hours('09:00', '10:00'),
  })
  // 08:00 in Denver (UTC−7) is 09:00 in Chicago.
  const denver = schedule({
    id: 'b-denver',
    clinicianId: 'clinician-y',
    timeZone: 'America/Denver',
    hours: hours('07:30', '09:00'),
  })
  const slots = generate({ schedules: [chicago, denver] })
  expect(slots.map((slot) => `${slot.start.toISOString()} ${slot.clinicianId}`)).toEqual([
    '2026-01-12T14:30:00.000Z clinician-y',
    '2026-01-12T15:00:00.000Z clinician-y',
    '2026-01-12T15:00:00.000Z clinician-z',
    '2026-01-12T15:30:00.000Z clinician-y',
    '2026-01-12T15:30:00.000Z clinician-z',
  ])
})

describe('when the clocks change in Chicago', () => {
  const firstOfEachDay = (slots: GeneratedSlot[]) =>
    slots.filter((slot) => utcToZonedParts(slot.start, CHICAGO).time === '09:00')

  test('spring forward, 2026-03-08: 09:00 stays 09:00, moving from 15:00Z to 14:00Z', () => {
    const slots = generate({ from: '2026-03-05', days: 7 })
    expect(slots).toHaveLength(7 * 6)
    expect(utcStarts(firstOfEachDay(slots))).toEqual([
      '2026-03-05T15:00:00.000Z',
      '2026-03-06T15:00:00.000Z',
      '2026-03-07T15:00:00.000Z',
      '2026-03-08T14:00:00.000Z',
      '2026-03-09T14:00:00.000Z',
      '2026-03-10T14:00:00.000Z',
      '2026-03-11T14:00:00.000Z',
    ])
    expect(new Set(localTimes(slots))).toEqual(
      new Set(['09:00', '09:30', '10:00', '10:30', '11:00', '11:30']),
    )
  })

  test('fall back, 2026-11-01: 09:00 stays 09:00, moving from 14:00Z to 15:00Z', () => {
    const slots = generate({ from: '2026-10-29', days: 7 })
    expect(slots).toHaveLength(7 * 6)
    expect(utcStarts(firstOfEachDay(slots))).toEqual([
      '2026-10-29T14:00:00.000Z',
      '2026-10-30T14:00:00.000Z',
      '2026-10-31T14:00:00.000Z',
      '2026-11-01T15:00:00.000Z',
      '2026-11-02T15:00:00.000Z',
      '2026-11-03T15:00:00.000Z',
      '2026-11-04T15:00:00.000Z',
    ])
  })

  const nightWindow = (date: string) =>
    generate({
      schedules: [schedule({ hours: [{ weekday: 0, start: '01:00', end: '03:00' }] })],
      from: date,
      days: 1,
      now: new Date('2026-01-01T00:00:00Z'),
    })

  test('a night window on the fall-back day runs three real hours, to its wall-clock end', () => {
    const slots = nightWindow('2026-11-01')
    expect(utcStarts(slots)).toEqual([
      '2026-11-01T06:00:00.000Z',
      '2026-11-01T06:30:00.000Z',
      '2026-11-01T07:00:00.000Z',
      '2026-11-01T07:30:00.000Z',
      '2026-11-01T08:00:00.000Z',
      '2026-11-01T08:30:00.000Z',
    ])
    // 01:00 and 01:30 happen twice that night; the last slot ends at 03:00 CST.
    expect(localTimes(slots)).toEqual(['01:00', '01:30', '01:00', '01:30', '02:00', '02:30'])
    expect(slots.at(-1)?.end).toEqual(at('2026-11-01', '03:00'))
    expect(nightWindow('2026-11-08')).toHaveLength(4)
  })

  test('a night window on the spring-forward day runs one real hour, to its wall-clock end', () => {
    const slots = nightWindow('2026-03-08')
    expect(localTimes(slots)).toEqual(['01:00', '01:30'])
    expect(slots.at(-1)?.end).toEqual(new Date('2026-03-08T08:00:00Z'))
    expect(utcToZonedParts(new Date('2026-03-08T08:00:00Z'), CHICAGO).time).toBe('03:00')
  })
})

test('whatever the schedules, no clinician is offered twice at once, nor when blocked', () => {
  const window = fc
    .record({
      weekday: fc.integer({ min: 0, max: 6 }),
      startMinute: fc.integer({ min: 0, max: 23 * 60 }),
      length: fc.integer({ min: 10, max: 6 * 60 }),
    })
    .map(({ weekday, startMinute, length }) => {
      const endMinute = Math.min(startMinute + length, 23 * 60 + 59)
      const time = (minute: number) =>
        `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`
      return { weekday, start: time(startMinute), end: time(endMinute) }
    })
  const anySchedule = fc.record({
    id: fc.constantFrom('s-1', 's-2', 's-3'),
    clinicianId: fc.constantFrom('c-1', 'c-2'),
    timeZone: fc.constantFrom(CHICAGO, 'America/Denver', 'America/New_York'),
    slotMinutes: fc.constantFrom(20 as const, 30 as const),
    bufferMinutes: fc.integer({ min: 0, max: 60 }),
    // One window a schedule, so its hours are valid; schedules overlap each other freely.
    hours: window.map((one) => [one]),
  })
  const from = Date.parse('2026-10-28T00:00:00Z')
  const anyInterval = fc
    .record({
      start: fc.integer({ min: 0, max: 10 * 24 * 60 }),
      length: fc.integer({ min: 1, max: 600 }),
    })
    .map(({ start, length }) => ({
      start: new Date(from + start * 60_000),
      end: new Date(from + (start + length) * 60_000),
    }))
  fc.assert(
    fc.property(
      fc.array(anySchedule, { maxLength: 4 }),
      fc.array(anyInterval, { maxLength: 5 }),
      fc.integer({ min: 0, max: 10 * 24 * 60 }),
      (schedules, busyIntervals, nowMinute) => {
        const now = new Date(from + nowMinute * 60_000)
        const busy = new Map([['c-1', busyIntervals]])
        const slots = generate({ schedules, from: '2026-10-28', days: 7, now, busy })
        for (const [index, slot] of slots.entries()) {
          const next = slots[index + 1]
          if (next) expect(next.start >= slot.start).toBe(true)
          expect(slot.start.getTime()).toBeGreaterThanOrEqual(now.getTime() + 60 * 60_000)
          for (const other of slots.slice(index + 1)) {
            if (other.clinicianId === slot.clinicianId) {
              expect(other.start < slot.end && slot.start < other.end).toBe(false)
            }
          }
          if (slot.clinicianId === 'c-1') {
            for (const interval of busyIntervals) {
              expect(interval.start < slot.end && slot.start < interval.end).toBe(false)
            }
          }
        }
      },
    ),
    { numRuns: 200 },
  )
})

describe('one slot checked against the rules (findSlot)', () => {
  const wall = (minute: number) =>
    `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`
  /** Valid weekly hours: up to three windows a weekday, none overlapping on its clock. */
  const anyHours = fc
    .array(
      fc.record({
        weekday: fc.integer({ min: 0, max: 6 }),
        start: fc.integer({ min: 0, max: 23 * 60 + 58 }),
        length: fc.integer({ min: 1, max: 8 * 60 }),
      }),
      { maxLength: 6 },
    )
    .map((windows) =>
      windows.map(({ weekday, start, length }) => ({
        weekday,
        start: wall(start),
        end: wall(Math.min(start + length, 23 * 60 + 59)),
      })),
    )
    .filter((hours) => validateWeeklyHours(hours) === null)
  // Zones whose clocks change at 02:00, at midnight (Havana), by half an hour (Lord Howe), or never.
  const zones = [CHICAGO, 'America/Havana', 'Australia/Lord_Howe', 'Asia/Kathmandu', 'UTC']
  // Days around Chicago's and Havana's clock changes, and an ordinary week.
  const firstDays = ['2026-03-06', '2026-03-13', '2026-10-30', '2026-04-03', '2026-01-12']
  const anySchedule = fc.record({
    id: fc.constant('s-1'),
    clinicianId: fc.constant('c-1'),
    timeZone: fc.constantFrom(...zones),
    slotMinutes: fc.constantFrom(20 as const, 30 as const),
    bufferMinutes: fc.integer({ min: 0, max: 45 }),
    hours: anyHours,
  })

  test('agrees with generating the days’ slots, for any rules, blocks and instant', () => {
    fc.assert(
      fc.property(
        anySchedule,
        fc.constantFrom(...firstDays),
        fc.integer({ min: 0, max: 3 }),
        fc.array(
          fc.record({
            start: fc.integer({ min: 0, max: 5 * 1440 }),
            length: fc.integer({ min: 1, max: 300 }),
          }),
          { maxLength: 6 },
        ),
        fc.integer({ min: -2 * 1440, max: 4 * 1440 }),
        fc.integer({ min: 0, max: 120 }),
        fc.oneof(
          fc.integer({ min: -1440, max: 5 * 1440 }),
          fc.nat({ max: 400 }).map((n) => -n - 1),
        ),
        (schedule, from, days, blocks, nowMinute, notice, pick) => {
          const origin = Date.parse(`${from}T00:00:00Z`)
          const interval = ({ start, length }: { start: number; length: number }) => ({
            start: new Date(origin + (start - 1440) * 60_000),
            end: new Date(origin + (start - 1440 + length) * 60_000),
          })
          const [offBlocks, busyBlocks] = [
            blocks.filter((_, i) => i % 2),
            blocks.filter((_, i) => !(i % 2)),
          ]
          const request = {
            from,
            days,
            now: new Date(origin + nowMinute * 60_000),
            minimumNoticeMinutes: notice,
            exceptions: new Map([['c-1', offBlocks.map(interval)]]),
            busy: new Map([['c-1', busyBlocks.map(interval)]]),
          }
          const all = generateSlots({ ...request, schedules: [schedule] })
          // A non-negative pick is any minute; a negative one, a slot the weekly hours make (so that
          // most runs ask for one that exists, whether too soon, blocked or offered).
          const open = generateSlots({
            ...request,
            schedules: [schedule],
            now: new Date(0),
            exceptions: new Map(),
            busy: new Map(),
          })
          const start =
            pick < 0 && open.length > 0
              ? open[(-pick - 1) % open.length]!.start
              : new Date(origin + (pick - 1440) * 60_000)
          const expected = all.find((slot) => slot.start.getTime() === start.getTime()) ?? null
          expect(findSlot({ ...request, schedule, start })).toEqual(expected)
          // Only the blocks that touch its range are needed to decide it.
          const range = slotRange({ ...request, schedule, start })
          if (!range) {
            expect(expected).toBeNull()
            return
          }
          const touching = (list: Interval[]) =>
            list.filter((one) => one.start < range.end && range.start < one.end)
          const narrowed = {
            ...request,
            exceptions: new Map([['c-1', touching(offBlocks.map(interval))]]),
            busy: new Map([['c-1', touching(busyBlocks.map(interval))]]),
          }
          expect(findSlot({ ...narrowed, schedule, start })).toEqual(expected)
        },
      ),
      { numRuns: 1500 },
    )
  })

  test('windows the spring-forward night makes overlap: the earliest slot wins, as generated', () => {
    // 02:30 does not exist on 2026-03-08 in Chicago and is read as 08:30Z, after 03:00 (08:00Z):
    // the first window's slot 07:50–08:10Z overlaps the second's first, 08:00–08:20Z.
    const overlapping = schedule({
      slotMinutes: 20,
      hours: [
        { weekday: 0, start: '00:10', end: '02:30' },
        { weekday: 0, start: '03:00', end: '05:00' },
      ],
    })
    const request = {
      schedule: overlapping,
      from: '2026-03-08',
      days: 1,
      now: new Date('2026-01-01T00:00:00Z'),
      minimumNoticeMinutes: 0,
      exceptions: new Map<string, Interval[]>(),
      busy: new Map<string, Interval[]>(),
    }
    const offers = (busy: Map<string, Interval[]>, start: Date) =>
      generateSlots({ ...request, busy, schedules: [overlapping] }).some(
        (slot) => slot.start.getTime() === start.getTime(),
      )
    const hidden = new Date('2026-03-08T08:00:00Z')
    expect(offers(request.busy, hidden)).toBe(false)
    expect(findSlot({ ...request, start: hidden })).toBeNull()
    // Its range is both windows, so what blocks the earlier slot is read too.
    expect(slotRange({ ...request, start: hidden })).toEqual({
      start: new Date('2026-03-08T06:10:00Z'),
      end: new Date('2026-03-08T10:00:00Z'),
    })
    const earlierBlocked = new Map([
      [
        'clinician-1',
        [{ start: new Date('2026-03-08T07:55:00Z'), end: new Date('2026-03-08T08:00:00Z') }],
      ],
    ])
    expect(offers(earlierBlocked, hidden)).toBe(true)
    expect(findSlot({ ...request, busy: earlierBlocked, start: hidden })?.start).toEqual(hidden)
  })

  test('an ordinary slot’s range is the slot itself; an instant off the grid has none', () => {
    const request = {
      schedule: schedule(),
      from: MONDAY,
      days: 1,
      now: new Date('2026-01-01T00:00:00Z'),
      minimumNoticeMinutes: 60,
    }
    expect(slotRange({ ...request, start: at(MONDAY, '10:30') })).toEqual({
      start: at(MONDAY, '10:30'),
      end: at(MONDAY, '11:00'),
    })
    expect(slotRange({ ...request, start: at(MONDAY, '10:15') })).toBeNull()
    expect(
      slotRange({
        ...request,
        start: at(MONDAY, '11:30'),
        schedule: schedule({ hours: hours('09:00', '11:59') }),
      }),
    ).toBeNull()
  })
})

describe('refuses a schedule that could not have been saved', () => {
  test.each([
    { bufferMinutes: -5 },
    { bufferMinutes: 2.5 },
    { bufferMinutes: Number.NaN },
    { slotMinutes: 15 as 20 },
    { hours: [{ weekday: 1, start: '12:00', end: '09:00' }] },
    { timeZone: 'America/Atlantis' },
  ])('%o', (changes) => {
    expect(() => generate({ schedules: [schedule(changes)] })).toThrow(RangeError)
  })

  test('and a malformed date, even for no days', () => {
    expect(() => generate({ from: '2026-1-12', days: 0 })).toThrow(RangeError)
    expect(() => generate({ days: -1 })).toThrow(RangeError)
  })
})

describe('slot ids', () => {
  test('round trip', () => {
    const uuid = '0b6f3f0e-5d1c-4a0e-9a7b-2f1d3c4b5a69'
    for (const scheduleId of [uuid, 'schedule-a', 'x', 'a'.repeat(64)]) {
      for (const start of [new Date('2026-01-12T15:00:00Z'), new Date(0), new Date(8.64e15)]) {
        const id = slotId({ scheduleId, start })
        expect(parseSlotId(id)).toEqual({ scheduleId, start })
      }
    }
    expect(slotId({ scheduleId: 'schedule-a', start: new Date('2026-01-12T15:00:00Z') })).toBe(
      `schedule-a.${Date.parse('2026-01-12T15:00:00Z').toString(36)}`,
    )
  })

  const start36 = Date.parse('2026-01-12T15:00:00Z').toString(36)
  test.each([
    '',
    '.',
    `.${start36}`,
    'schedule-a.',
    'schedule-a',
    `schedule-a..${start36}`,
    `schedule.a.${start36}`,
    `schedule-a.${start36}.`,
    `schedule-a.${start36}.x`,
    `Schedule-A.${start36}`,
    `schedule_a.${start36}`,
    `schedule a.${start36}`,
    `${'a'.repeat(65)}.${start36}`,
    `schedule-a.${start36.toUpperCase()}`,
    `schedule-a.0${start36}`,
    `schedule-a.-${start36}`,
    `schedule-a.+${start36}`,
    `schedule-a. ${start36}`,
    `schedule-a.${start36}\n`,
    'schedule-a.NaN',
    'schedule-a.zzzzzzzzzzz',
    `schedule-a.${(8.64e15 + 1).toString(36)}`,
  ])('rejects %j', (id) => {
    expect(parseSlotId(id)).toBeNull()
  })

  test('cannot be made for an invalid start or schedule id', () => {
    expect(() => slotId({ scheduleId: 'schedule-a', start: new Date(Number.NaN) })).toThrow(
      RangeError,
    )
    expect(() => slotId({ scheduleId: 'a.b', start: new Date(0) })).toThrow(RangeError)
  })
})

describe('validating weekly hours', () => {
  test('accepts windows that only touch, and the same times on other days', () => {
    expect(
      validateWeeklyHours([
        { weekday: 1, start: '09:00', end: '12:00' },
        { weekday: 1, start: '12:00', end: '17:00' },
        { weekday: 2, start: '09:00', end: '12:00' },
        { weekday: 0, start: '00:00', end: '23:59' },
      ]),
    ).toBeNull()
    expect(validateWeeklyHours([])).toBeNull()
  })

  test.each([
    [
      { weekday: 1, start: '9:00', end: '12:00' },
      'On Monday, “9:00” is not a time: use 24-hour HH:MM, from 00:00 to 23:59.',
    ],
    [
      { weekday: 1, start: '09:00', end: '24:00' },
      'On Monday, “24:00” is not a time: use 24-hour HH:MM, from 00:00 to 23:59.',
    ],
    [
      { weekday: 2, start: '09:60', end: '12:00' },
      'On Tuesday, “09:60” is not a time: use 24-hour HH:MM, from 00:00 to 23:59.',
    ],
    [
      { weekday: 3, start: '12:00', end: '09:00' },
      'On Wednesday, the hours 12:00–09:00 must end after they start.',
    ],
    [
      { weekday: 3, start: '09:00', end: '09:00' },
      'On Wednesday, the hours 09:00–09:00 must end after they start.',
    ],
    [
      { weekday: 7, start: '09:00', end: '12:00' },
      '7 is not a day of the week (0 is Sunday, 6 is Saturday).',
    ],
    [
      { weekday: -1, start: '09:00', end: '12:00' },
      '-1 is not a day of the week (0 is Sunday, 6 is Saturday).',
    ],
    [
      { weekday: 1.5, start: '09:00', end: '12:00' },
      '1.5 is not a day of the week (0 is Sunday, 6 is Saturday).',
    ],
  ])('%o: %s', (window, message) => {
    expect(validateWeeklyHours([window])).toBe(message)
  })

  test('windows overlapping on the same weekday', () => {
    expect(
      validateWeeklyHours([
        { weekday: 5, start: '13:00', end: '17:00' },
        { weekday: 4, start: '09:00', end: '17:00' },
        { weekday: 5, start: '09:00', end: '13:01' },
      ]),
    ).toBe('On Friday, the hours 09:00–13:01 and 13:00–17:00 overlap.')
    expect(
      validateWeeklyHours([
        { weekday: 6, start: '08:00', end: '18:00' },
        { weekday: 6, start: '10:00', end: '11:00' },
      ]),
    ).toBe('On Saturday, the hours 08:00–18:00 and 10:00–11:00 overlap.')
  })
})

describe('changing a visit online', () => {
  const start = new Date('2026-01-12T15:00:00Z')

  test('is possible until, and at, the cut-off before the start', () => {
    expect(changeableUntil(start, 4)).toEqual(new Date('2026-01-12T11:00:00Z'))
    expect(canChangeOnline(start, new Date('2026-01-12T11:00:00Z'), 4)).toBe(true)
    expect(canChangeOnline(start, new Date('2026-01-12T10:59:59.999Z'), 4)).toBe(true)
    expect(canChangeOnline(start, new Date('2026-01-12T11:00:00.001Z'), 4)).toBe(false)
    expect(canChangeOnline(start, start, 4)).toBe(false)
  })

  test('with no cut-off, until the visit starts', () => {
    expect(canChangeOnline(start, start, 0)).toBe(true)
    expect(canChangeOnline(start, new Date(start.getTime() + 1), 0)).toBe(false)
  })
})
