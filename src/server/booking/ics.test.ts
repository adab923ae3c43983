import ICAL from 'ical.js'
import { describe, expect, test } from 'vitest'

import { zonedWallTimeToUtc } from '@shared/booking/time-zone'

import { appointmentIcs, type AppointmentIcsInput } from './ics'

const visit = (changes: Partial<AppointmentIcsInput> = {}): AppointmentIcsInput => ({
  uid: '6f1c2f8e-3b1a-4c55-9d2e-0a7b8c9d0e1f@renewmedical.example',
  sequence: 0,
  method: 'REQUEST',
  start: new Date('2026-01-12T15:00:00Z'),
  end: new Date('2026-01-12T15:30:00Z'),
  summary: 'Telehealth video visit',
  description: 'Join from the link in your email.',
  location: 'Telehealth',
  organizerEmail: 'care@renewmedical.example',
  organizerName: 'Renew Medical',
  attendeeEmail: 'pat.doe@example.com',
  attendeeName: 'Pat Doe',
  status: 'CONFIRMED',
  stamp: new Date('2026-01-05T18:04:09.512Z'),
  ...changes,
})

/** Parsed by ical.js, a real calendar parser: the calendar and its one event. */
function parse(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics) as unknown[])
  const vevents = calendar.getAllSubcomponents('vevent')
  expect(vevents).toHaveLength(1)
  const vevent = vevents[0]!
  return { calendar, vevent, event: new ICAL.Event(vevent) }
}

const octets = (line: string) => Buffer.byteLength(line, 'utf8')
const physicalLines = (ics: string) => ics.split('\r\n').slice(0, -1)
/** Content lines as written before folding (RFC 5545 3.1 unfolding). */
const unfolded = (ics: string) => ics.replace(/\r\n /g, '').split('\r\n').slice(0, -1)

describe('the calendar file of a booked visit', () => {
  test('is one VCALENDAR with one VEVENT, CRLF line endings throughout', () => {
    const ics = appointmentIcs(visit())
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true)
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/)
    expect(unfolded(ics)).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Renew Medical//Booking//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:REQUEST',
      'BEGIN:VEVENT',
      'UID:6f1c2f8e-3b1a-4c55-9d2e-0a7b8c9d0e1f@renewmedical.example',
      'SEQUENCE:0',
      'DTSTAMP:20260105T180409Z',
      'DTSTART:20260112T150000Z',
      'DTEND:20260112T153000Z',
      'STATUS:CONFIRMED',
      'SUMMARY:Telehealth video visit',
      'DESCRIPTION:Join from the link in your email.',
      'LOCATION:Telehealth',
      'ORGANIZER;CN="Renew Medical":mailto:care@renewmedical.example',
      'ATTENDEE;CN="Pat Doe";ROLE=REQ-PARTICIPANT:mailto:pat.doe@example.com',
      'BEGIN:VALARM',
      'ACTION:DISPLAY',
      'TRIGGER:-PT1H',
      'DESCRIPTION:Telehealth video visit',
      'END:VALARM',
      'END:VEVENT',
      'END:VCALENDAR',
    ])
  })

  test('reads back in ical.js: method, instants, status, sequence, people and the reminder', () => {
    const { calendar, vevent, event } = parse(appointmentIcs(visit({ sequence: 2 })))
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0')
    expect(calendar.getFirstPropertyValue('prodid')).toBe('-//Renew Medical//Booking//EN')
    expect(calendar.getFirstPropertyValue('calscale')).toBe('GREGORIAN')
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST')
    expect(event.uid).toBe('6f1c2f8e-3b1a-4c55-9d2e-0a7b8c9d0e1f@renewmedical.example')
    expect(event.sequence).toBe(2)
    expect(vevent.getFirstPropertyValue('status')).toBe('CONFIRMED')
    expect(event.startDate.toJSDate().toISOString()).toBe('2026-01-12T15:00:00.000Z')
    expect(event.endDate.toJSDate().toISOString()).toBe('2026-01-12T15:30:00.000Z')
    expect(event.startDate.zone.tzid).toBe('UTC')
    const stamp = vevent.getFirstPropertyValue('dtstamp') as ICAL.Time
    expect(stamp.toJSDate().toISOString()).toBe('2026-01-05T18:04:09.000Z')

    expect(event.organizer).toBe('mailto:care@renewmedical.example')
    expect(vevent.getFirstProperty('organizer')?.getParameter('cn')).toBe('Renew Medical')
    expect(event.attendees).toHaveLength(1)
    const [attendee] = event.attendees
    expect(attendee?.getFirstValue()).toBe('mailto:pat.doe@example.com')
    expect(attendee?.getParameter('cn')).toBe('Pat Doe')
    expect(attendee?.getParameter('role')).toBe('REQ-PARTICIPANT')

    const alarms = vevent.getAllSubcomponents('valarm')
    expect(alarms).toHaveLength(1)
    expect(alarms[0]?.getFirstPropertyValue('action')).toBe('DISPLAY')
    expect(String(alarms[0]?.getFirstPropertyValue('trigger'))).toBe('-PT1H')
  })

  test('a cancellation has METHOD:CANCEL, STATUS:CANCELLED, the same UID and no reminder', () => {
    const booked = parse(appointmentIcs(visit()))
    const cancelled = parse(
      appointmentIcs(visit({ method: 'CANCEL', status: 'CANCELLED', sequence: 1 })),
    )
    expect(cancelled.calendar.getFirstPropertyValue('method')).toBe('CANCEL')
    expect(cancelled.vevent.getFirstPropertyValue('status')).toBe('CANCELLED')
    expect(cancelled.event.sequence).toBe(1)
    expect(cancelled.event.uid).toBe(booked.event.uid)
    expect(cancelled.vevent.getAllSubcomponents('valarm')).toEqual([])
  })

  test('text with commas, semicolons, backslashes, line breaks and accents reads back exactly', () => {
    const summary = 'Visit with Dr. Ana Muñoz; Suite 200, Austin'
    const description =
      'Bring your ID, insurance card; and a list of medicines.\nParking: level 2 \\ north entrance.\r\nQuestions? Call (512) 555-0100 — ¡gracias! 🩺'
    const location = 'Dr. Ana Muñoz; Suite 200, Austin'
    const ics = appointmentIcs(visit({ summary, description, location }))
    expect(unfolded(ics)).toContain('SUMMARY:Visit with Dr. Ana Muñoz\\; Suite 200\\, Austin')
    const { event } = parse(ics)
    expect(event.summary).toBe(summary)
    // Every kind of line break becomes \n, which reads back as one newline.
    expect(event.description).toBe(description.replace('\r\n', '\n'))
    expect(event.location).toBe(location)
  })

  test('a control character is dropped from text rather than corrupting the file', () => {
    const { event } = parse(appointmentIcs(visit({ summary: 'Visit\u0000 with\u0007 Pat\tDoe' })))
    expect(event.summary).toBe('Visit with Pat\tDoe')
  })

  test('names are quoted, and a double quote or line break in them cannot escape the quotes', () => {
    const ics = appointmentIcs(
      visit({
        organizerName: 'Renew Medical: Austin; North, "Main"',
        attendeeName: 'Pat "the \nPatient" Doe;ROLE=CHAIR',
      }),
    )
    expect(unfolded(ics)).toContain(
      'ORGANIZER;CN="Renew Medical: Austin; North, Main":mailto:care@renewmedical.example',
    )
    const { vevent, event } = parse(ics)
    expect(vevent.getFirstProperty('organizer')?.getParameter('cn')).toBe(
      'Renew Medical: Austin; North, Main',
    )
    const [attendee] = event.attendees
    expect(attendee?.getParameter('cn')).toBe('Pat the  Patient Doe;ROLE=CHAIR')
    expect(attendee?.getParameter('role')).toBe('REQ-PARTICIPANT')
  })

  test('an email address that could break the line is refused', () => {
    expect(() =>
      appointmentIcs(visit({ attendeeEmail: 'pat@example.com\r\nMETHOD:CANCEL' })),
    ).toThrow(RangeError)
    expect(() => appointmentIcs(visit({ organizerEmail: 'not an address' }))).toThrow(RangeError)
  })

  test.each([
    { end: new Date('2026-01-12T15:00:00Z') },
    { start: new Date(Number.NaN) },
    { stamp: new Date(Number.NaN) },
    { sequence: -1 },
    { sequence: 1.5 },
  ])('refuses %o', (changes) => {
    expect(() => appointmentIcs(visit(changes))).toThrow(RangeError)
  })
})

describe('folding', () => {
  // Long enough to fold several times, with characters of 1, 2, 3 and 4 octets at every offset.
  const long = (filler: string) =>
    Array.from(
      { length: 12 },
      (_, index) => `${'x'.repeat(index)}${filler} Muñoz, Suite 200; €🩺`,
    ).join(' · ')

  test.each(['a', 'ñ', '€', '🩺'])(
    'keeps every line within 75 octets, without splitting a character (%s)',
    (filler) => {
      const description = long(filler.repeat(40))
      const ics = appointmentIcs(
        visit({
          description,
          summary: description,
          attendeeName: description,
          location: description,
        }),
      )
      const lines = physicalLines(ics)
      expect(lines.length).toBeGreaterThan(unfolded(ics).length)
      for (const [index, line] of lines.entries()) {
        expect(octets(line)).toBeLessThanOrEqual(75)
        // A lone surrogate would mean a character was cut in two.
        expect(line).not.toMatch(
          /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/,
        )
        expect(Buffer.from(line, 'utf8').toString('utf8')).toBe(line)
        // A line is cut short only when its next character would not have fitted.
        const next = lines[index + 1]
        if (next?.startsWith(' ')) {
          const nextCharacter = [...next.slice(1)][0] ?? ''
          expect(octets(line) + octets(nextCharacter)).toBeGreaterThan(75)
        }
      }
      const { event } = parse(ics)
      expect(event.description).toBe(description)
      expect(event.summary).toBe(description)
      expect(event.location).toBe(description)
      expect(event.attendees[0]?.getParameter('cn')).toBe(description)
    },
  )

  test('a line of exactly 75 octets is not folded; 76 is', () => {
    // "SUMMARY:" is 8 octets.
    const exactly = physicalLines(appointmentIcs(visit({ summary: 'a'.repeat(67) })))
    expect(exactly).toContain(`SUMMARY:${'a'.repeat(67)}`)
    const over = physicalLines(appointmentIcs(visit({ summary: 'a'.repeat(68) })))
    const at = over.indexOf(`SUMMARY:${'a'.repeat(67)}`)
    expect(over[at + 1]).toBe(' a')
  })
})

describe('a visit either side of the 2026-11-01 change in Chicago', () => {
  test.each([
    { date: '2026-10-30', start: '2026-10-30T15:00:00.000Z', end: '2026-10-30T15:30:00.000Z' },
    { date: '2026-11-02', start: '2026-11-02T16:00:00.000Z', end: '2026-11-02T16:30:00.000Z' },
  ])('10:00 local on $date is $start', ({ date, start, end }) => {
    const ics = appointmentIcs(
      visit({
        start: zonedWallTimeToUtc(date, '10:00', 'America/Chicago'),
        end: zonedWallTimeToUtc(date, '10:30', 'America/Chicago'),
      }),
    )
    const { event } = parse(ics)
    expect(event.startDate.toJSDate().toISOString()).toBe(start)
    expect(event.endDate.toJSDate().toISOString()).toBe(end)
  })
})
