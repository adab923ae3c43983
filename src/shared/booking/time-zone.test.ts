import fc from 'fast-check'
import { describe, expect, test } from 'vitest'

import {
  addDays,
  isValidTimeZone,
  utcToZonedParts,
  weekdayOf,
  zonedWallTimeToUtc,
} from './time-zone'

const CHICAGO = 'America/Chicago'
const HOUR_MS = 3_600_000

const iso = (date: Date) => date.toISOString()

describe('wall time in a zone to UTC', () => {
  test.each([
    // Standard time in January, daylight time in July.
    { zone: CHICAGO, date: '2026-01-15', utc: '2026-01-15T15:00:00.000Z' },
    { zone: CHICAGO, date: '2026-07-15', utc: '2026-07-15T14:00:00.000Z' },
    { zone: 'America/Denver', date: '2026-01-15', utc: '2026-01-15T16:00:00.000Z' },
    { zone: 'America/Denver', date: '2026-07-15', utc: '2026-07-15T15:00:00.000Z' },
    { zone: 'America/New_York', date: '2026-01-15', utc: '2026-01-15T14:00:00.000Z' },
    { zone: 'America/New_York', date: '2026-07-15', utc: '2026-07-15T13:00:00.000Z' },
    // Arizona keeps standard time all year.
    { zone: 'America/Phoenix', date: '2026-07-15', utc: '2026-07-15T16:00:00.000Z' },
  ])('09:00 on $date in $zone is $utc', ({ zone, date, utc }) => {
    expect(iso(zonedWallTimeToUtc(date, '09:00', zone))).toBe(utc)
  })

  test('midnight and the last minute of the day, whose UTC date differs', () => {
    expect(iso(zonedWallTimeToUtc('2026-12-31', '00:00', CHICAGO))).toBe('2026-12-31T06:00:00.000Z')
    expect(iso(zonedWallTimeToUtc('2026-12-31', '23:59', CHICAGO))).toBe('2027-01-01T05:59:00.000Z')
    expect(iso(zonedWallTimeToUtc('2026-12-31', '23:59', 'UTC'))).toBe('2026-12-31T23:59:00.000Z')
  })

  test('zones a part of an hour from UTC', () => {
    expect(iso(zonedWallTimeToUtc('2026-01-15', '09:00', 'Asia/Kolkata'))).toBe(
      '2026-01-15T03:30:00.000Z',
    )
    expect(iso(zonedWallTimeToUtc('2026-01-15', '09:00', 'Asia/Kathmandu'))).toBe(
      '2026-01-15T03:15:00.000Z',
    )
  })

  describe('spring forward in Chicago, 2026-03-08: 02:00 CST jumps to 03:00 CDT', () => {
    test.each([
      { time: '01:59', utc: '2026-03-08T07:59:00.000Z', shows: '01:59' },
      // 02:00–02:59 never happen: they move forward by the hour the clock skipped.
      { time: '02:00', utc: '2026-03-08T08:00:00.000Z', shows: '03:00' },
      { time: '02:30', utc: '2026-03-08T08:30:00.000Z', shows: '03:30' },
      { time: '02:59', utc: '2026-03-08T08:59:00.000Z', shows: '03:59' },
      { time: '03:00', utc: '2026-03-08T08:00:00.000Z', shows: '03:00' },
      { time: '03:30', utc: '2026-03-08T08:30:00.000Z', shows: '03:30' },
    ])('$time is $utc, which the clock shows as $shows', ({ time, utc, shows }) => {
      const instant = zonedWallTimeToUtc('2026-03-08', time, CHICAGO)
      expect(iso(instant)).toBe(utc)
      expect(utcToZonedParts(instant, CHICAGO)).toEqual({
        date: '2026-03-08',
        time: shows,
        weekday: 0,
      })
    })
  })

  describe('fall back in Chicago, 2026-11-01: 02:00 CDT goes back to 01:00 CST', () => {
    test.each([
      { time: '00:59', utc: '2026-11-01T05:59:00.000Z' },
      // 01:00–01:59 happen twice, at 06:00Z–06:59Z (CDT) and 07:00Z–07:59Z (CST): the first.
      { time: '01:00', utc: '2026-11-01T06:00:00.000Z' },
      { time: '01:30', utc: '2026-11-01T06:30:00.000Z' },
      { time: '01:59', utc: '2026-11-01T06:59:00.000Z' },
      { time: '02:00', utc: '2026-11-01T08:00:00.000Z' },
    ])('$time is $utc', ({ time, utc }) => {
      expect(iso(zonedWallTimeToUtc('2026-11-01', time, CHICAGO))).toBe(utc)
    })

    test('both instants of 01:30 show 01:30, and the earlier one is chosen', () => {
      const first = new Date('2026-11-01T06:30:00Z')
      const second = new Date('2026-11-01T07:30:00Z')
      const shown = { date: '2026-11-01', time: '01:30', weekday: 0 }
      expect(utcToZonedParts(first, CHICAGO)).toEqual(shown)
      expect(utcToZonedParts(second, CHICAGO)).toEqual(shown)
      expect(zonedWallTimeToUtc('2026-11-01', '01:30', CHICAGO)).toEqual(first)
    })
  })

  test.each([
    ['2026-02-29', '09:00'],
    ['2026-13-01', '09:00'],
    ['2026-1-01', '09:00'],
    ['0000-01-01', '09:00'],
    ['2026-01-01', '24:00'],
    ['2026-01-01', '09:60'],
    ['2026-01-01', '9:00'],
    ['2026-01-01', '09:00:00'],
  ])('refuses %s %s', (date, time) => {
    expect(() => zonedWallTimeToUtc(date, time, CHICAGO)).toThrow(RangeError)
  })

  test('refuses an unknown zone', () => {
    expect(() => zonedWallTimeToUtc('2026-01-01', '09:00', 'America/Atlantis')).toThrow(RangeError)
  })
})

describe('UTC to the wall clock in a zone', () => {
  test('gives the local date, time and weekday', () => {
    expect(utcToZonedParts(new Date('2026-01-15T15:00:00Z'), CHICAGO)).toEqual({
      date: '2026-01-15',
      time: '09:00',
      weekday: 4,
    })
    expect(utcToZonedParts(new Date('2026-07-15T14:00:00Z'), CHICAGO)).toEqual({
      date: '2026-07-15',
      time: '09:00',
      weekday: 3,
    })
  })

  test('the weekday is the local one, not UTC’s', () => {
    // Sunday 03:00Z is still Saturday evening in Chicago and Denver, already Sunday in London.
    const instant = new Date('2026-03-08T03:00:00Z')
    expect(instant.getUTCDay()).toBe(0)
    expect(utcToZonedParts(instant, CHICAGO)).toEqual({
      date: '2026-03-07',
      time: '21:00',
      weekday: 6,
    })
    expect(utcToZonedParts(instant, 'America/Denver').weekday).toBe(6)
    expect(utcToZonedParts(instant, 'Europe/London').weekday).toBe(0)
    // Saturday 23:30 in Chicago is Sunday 00:30 in New York.
    const lateSaturday = zonedWallTimeToUtc('2026-06-13', '23:30', CHICAGO)
    expect(utcToZonedParts(lateSaturday, 'America/New_York')).toEqual({
      date: '2026-06-14',
      time: '00:30',
      weekday: 0,
    })
  })

  test('weekdays of a whole week agree with the calendar', () => {
    // 2026-11-01 is a Sunday.
    for (let day = 0; day < 7; day += 1) {
      const date = addDays('2026-11-01', day)
      expect(weekdayOf(date)).toBe(day)
      expect(utcToZonedParts(zonedWallTimeToUtc(date, '12:00', CHICAGO), CHICAGO).weekday).toBe(day)
    }
  })

  test('seconds do not round the minute up', () => {
    expect(utcToZonedParts(new Date('2026-01-15T15:00:59.999Z'), CHICAGO).time).toBe('09:00')
  })

  test('refuses an invalid date', () => {
    expect(() => utcToZonedParts(new Date(Number.NaN), CHICAGO)).toThrow(RangeError)
  })

  test('round trip: every whole minute maps back to itself, or to the first of a repeated time', () => {
    const zones = [
      CHICAGO,
      'America/Denver',
      'America/New_York',
      'America/Phoenix',
      'Asia/Kolkata',
      // Daylight time of half an hour.
      'Australia/Lord_Howe',
      'Pacific/Chatham',
      'Europe/London',
    ]
    const minutes = (from: string, to: string) =>
      fc
        .integer({ min: Date.parse(from) / 60_000, max: Date.parse(to) / 60_000 })
        .map((minute) => new Date(minute * 60_000))
    // Whole years, and the hours around Chicago's changes in 2026, which random minutes miss.
    const instants = fc.oneof(
      minutes('2000-01-01T00:00:00Z', '2040-01-01T00:00:00Z'),
      minutes('2026-03-08T06:00:00Z', '2026-03-08T10:00:00Z'),
      minutes('2026-11-01T04:00:00Z', '2026-11-01T09:00:00Z'),
    )
    fc.assert(
      fc.property(instants, fc.constantFrom(...zones), (instant, zone) => {
        const parts = utcToZonedParts(instant, zone)
        const back = zonedWallTimeToUtc(parts.date, parts.time, zone)
        expect(utcToZonedParts(back, zone)).toEqual(parts)
        expect(back.getTime()).toBeLessThanOrEqual(instant.getTime())
        expect(instant.getTime() - back.getTime()).toBeLessThanOrEqual(HOUR_MS)
      }),
      { numRuns: 2000 },
    )
  })

  test('round trip over the whole fall-back night: the repeated hour maps to its first pass', () => {
    const start = Date.parse('2026-11-01T04:00:00Z')
    for (let minute = 0; minute < 5 * 60; minute += 1) {
      const instant = new Date(start + minute * 60_000)
      const parts = utcToZonedParts(instant, CHICAGO)
      const back = zonedWallTimeToUtc(parts.date, parts.time, CHICAGO)
      // 07:00Z–07:59Z is the second 01:00–01:59 (CST).
      const isSecondPass =
        instant >= new Date('2026-11-01T07:00:00Z') && instant < new Date('2026-11-01T08:00:00Z')
      expect(back.getTime()).toBe(instant.getTime() - (isSecondPass ? HOUR_MS : 0))
    }
  })
})

describe('adding days to a date', () => {
  test.each([
    ['2026-01-31', 1, '2026-02-01'],
    ['2026-02-28', 1, '2026-03-01'],
    ['2028-02-28', 1, '2028-02-29'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2026-03-01', -1, '2026-02-28'],
    ['2026-03-07', 1, '2026-03-08'],
    ['2026-03-08', 1, '2026-03-09'],
    ['2026-10-31', 1, '2026-11-01'],
    ['2026-11-01', 1, '2026-11-02'],
    ['2026-01-01', 365, '2027-01-01'],
    ['2026-01-01', 0, '2026-01-01'],
    ['0050-06-01', 1, '0050-06-02'],
  ] as const)('%s + %i days is %s', (date, days, expected) => {
    expect(addDays(date, days)).toBe(expected)
  })

  test('refuses a malformed date or a part of a day', () => {
    expect(() => addDays('2026-02-30', 1)).toThrow(RangeError)
    expect(() => addDays('20260101', 1)).toThrow(RangeError)
    expect(() => addDays('2026-01-01', 0.5)).toThrow(RangeError)
    expect(() => addDays('2026-01-01', Number.NaN)).toThrow(RangeError)
    expect(() => addDays('9999-12-31', 1)).toThrow(RangeError)
  })
})

test('valid time zones are those the runtime knows', () => {
  expect(isValidTimeZone(CHICAGO)).toBe(true)
  expect(isValidTimeZone('America/Denver')).toBe(true)
  expect(isValidTimeZone('UTC')).toBe(true)
  expect(isValidTimeZone('')).toBe(false)
  expect(isValidTimeZone('America/Atlantis')).toBe(false)
  expect(isValidTimeZone('Central Time')).toBe(false)
})
