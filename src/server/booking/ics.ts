// The calendar file (RFC 5545 iCalendar) attached to booking emails, so the visit lands in the
// patient's calendar and a later change or cancellation updates that same entry: calendars match
// entries by UID and take the one with the highest SEQUENCE. Written by hand, since a visit is one
// event with a handful of properties and every line is checked by the tests against ical.js.

export type AppointmentIcsInput = {
  /** The same for every message about one appointment. */
  uid: string
  /** 0 when booked, one more for each change. */
  sequence: number
  method: 'REQUEST' | 'CANCEL'
  start: Date
  end: Date
  summary: string
  description: string
  location: string
  organizerEmail: string
  organizerName: string
  attendeeEmail: string
  attendeeName: string
  status: 'CONFIRMED' | 'CANCELLED'
  /** When this message was made. */
  stamp: Date
}

const CRLF = '\r\n'
const MAX_LINE_OCTETS = 75
const utf8 = new TextEncoder()

/** A date-time in UTC, `YYYYMMDDTHHMMSSZ` (RFC 5545 3.3.5, form #2); milliseconds are dropped. */
function utcDateTime(instant: Date): string {
  return instant
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '')
}

/**
 * A TEXT value (3.3.11): backslash, semicolon and comma escaped, every line break as `\n`, other
 * control characters (which TEXT may not hold) dropped. Tabs may stay.
 */
function text(value: string): string {
  return (
    value
      .replace(/\\/g, '\\\\')
      .replace(/;/g, '\\;')
      .replace(/,/g, '\\,')
      .replace(/\r\n|\r|\n/g, '\\n')
      // eslint-disable-next-line no-control-regex -- these are exactly what must go
      .replace(/[\u0000-\u0008\u000a-\u001f\u007f]/g, '')
  )
}

/**
 * A quoted parameter value (3.2) such as CN="Dr. Ana Muñoz, MD": a quoted value may hold `;`, `:`
 * and `,`, but no double quote and no control character, so those go (line breaks become spaces).
 */
function quotedParameter(value: string): string {
  // eslint-disable-next-line no-control-regex -- these are exactly what must go
  return `"${value.replace(/"/g, '').replace(/[\u0000-\u001f\u007f]+/g, ' ')}"`
}

/** A `mailto:` address; refused when it could break the line or the URI. */
function mailto(email: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are what must be refused
  if (!/^[^\s@"<>\u0000-\u001f\u007f]+@[^\s@"<>\u0000-\u001f\u007f]+$/.test(email)) {
    throw new RangeError(`Not an email address for a calendar file: ${JSON.stringify(email)}`)
  }
  return `mailto:${email}`
}

/**
 * Folds a content line (3.1) so no line is longer than 75 octets of UTF-8, not counting the CRLF:
 * a continuation line starts with one space, which counts. It splits between characters, never
 * inside one, so every line is valid UTF-8 on its own.
 */
function fold(line: string): string {
  const lines: string[] = []
  let current = ''
  let octets = 0
  // for…of walks code points, so a character outside the BMP stays whole.
  for (const character of line) {
    const size = utf8.encode(character).length
    if (octets + size > MAX_LINE_OCTETS) {
      lines.push(current)
      current = ' '
      octets = 1
    }
    current += character
    octets += size
  }
  lines.push(current)
  return lines.join(CRLF)
}

/** The calendar file for one appointment: a request to add or update it, or its cancellation. */
export function appointmentIcs(input: AppointmentIcsInput): string {
  for (const [name, instant] of [
    ['start', input.start],
    ['end', input.end],
    ['stamp', input.stamp],
  ] as const) {
    if (Number.isNaN(instant.getTime())) throw new RangeError(`The ${name} is not a valid date`)
  }
  if (input.end.getTime() <= input.start.getTime()) {
    throw new RangeError('The visit must end after it starts')
  }
  if (!Number.isSafeInteger(input.sequence) || input.sequence < 0) {
    throw new RangeError(`SEQUENCE must be a whole number from 0: ${input.sequence}`)
  }

  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Renew Medical//Booking//EN',
    'CALSCALE:GREGORIAN',
    `METHOD:${input.method}`,
    'BEGIN:VEVENT',
    `UID:${text(input.uid)}`,
    `SEQUENCE:${input.sequence}`,
    `DTSTAMP:${utcDateTime(input.stamp)}`,
    `DTSTART:${utcDateTime(input.start)}`,
    `DTEND:${utcDateTime(input.end)}`,
    `STATUS:${input.status}`,
    `SUMMARY:${text(input.summary)}`,
    `DESCRIPTION:${text(input.description)}`,
    `LOCATION:${text(input.location)}`,
    `ORGANIZER;CN=${quotedParameter(input.organizerName)}:${mailto(input.organizerEmail)}`,
    `ATTENDEE;CN=${quotedParameter(input.attendeeName)};ROLE=REQ-PARTICIPANT:${mailto(input.attendeeEmail)}`,
    // A reminder only for a visit that is on; a DISPLAY alarm must have a DESCRIPTION (3.6.6).
    ...(input.status === 'CONFIRMED'
      ? [
          'BEGIN:VALARM',
          'ACTION:DISPLAY',
          'TRIGGER:-PT1H',
          `DESCRIPTION:${text(input.summary)}`,
          'END:VALARM',
        ]
      : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ]
  // Every content line ends with CRLF, the last one too.
  return lines.map((line) => fold(line) + CRLF).join('')
}
