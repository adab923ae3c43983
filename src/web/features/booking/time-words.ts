import { bookingCopy } from '@/content/booking'
import type { BookableSlot } from '@shared/booking/booking'

// Times as the patient reads them (docs/architecture.md, Booking): the server speaks UTC
// instants, the page speaks the VIEWER's clock, and names that clock once. `timeZone` is
// undefined in the browser (the viewer's own zone); tests pin one.

/** The site's language; the zone itself is the viewer's (or the one given). */
const LOCALE = 'en-US'

type Zone = string | undefined

function format(iso: string, timeZone: Zone, options: Intl.DateTimeFormatOptions): string {
  return new Intl.DateTimeFormat(LOCALE, { ...options, timeZone }).format(new Date(iso))
}

/** "Friday, November 27". */
export function dayHeading(iso: string, timeZone: Zone): string {
  return format(iso, timeZone, { weekday: 'long', month: 'long', day: 'numeric' })
}

/** "9:00 AM". */
export function timeOfDay(iso: string, timeZone: Zone): string {
  return format(iso, timeZone, { hour: 'numeric', minute: '2-digit' })
}

/** The calendar day (YYYY-MM-DD) an instant falls on in the zone. */
export function calendarDay(date: Date, timeZone: Zone): string {
  const parts = new Intl.DateTimeFormat(LOCALE, {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(date)
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((candidate) => candidate.type === type)?.value ?? ''
  return `${part('year')}-${part('month')}-${part('day')}`
}

function zonePart(date: Date, timeZone: Zone, style: string): string {
  // 'longGeneric' and 'shortGeneric' ("Central Time", "CT") stay the same across daylight
  // saving, which a list of days may cross; TypeScript's ES2022 lib does not name them yet.
  const options = { timeZone, timeZoneName: style } as Intl.DateTimeFormatOptions
  try {
    return (
      new Intl.DateTimeFormat(LOCALE, options)
        .formatToParts(date)
        .find((part) => part.type === 'timeZoneName')?.value ?? ''
    )
  } catch {
    return ''
  }
}

/** An offset ("GMT+0", "GMT-05:00") names no place: the specific name says more then. */
const isOffset = (name: string) => name === '' || /^(GMT|UTC)[+-]/.test(name)
/** A real abbreviation ("CT", "UTC"), not a second spelling of the name ("Germany Time"). */
const isAbbreviation = (name: string) => /^[A-Z]{1,5}$/.test(name)

/** The zone's name and, when it has one, its abbreviation: "Central Time", "CT". */
export function zoneNames(iso: string, timeZone: Zone): { long: string; short: string | null } {
  const date = new Date(iso)
  const longGeneric = zonePart(date, timeZone, 'longGeneric')
  const long = isOffset(longGeneric) ? zonePart(date, timeZone, 'long') : longGeneric
  const shortGeneric = zonePart(date, timeZone, 'shortGeneric')
  const short = isOffset(shortGeneric) ? zonePart(date, timeZone, 'short') : shortGeneric
  return { long, short: isAbbreviation(short) && short !== long ? short : null }
}

/** "Central Time (CT)", said once above a list of times. */
export function zoneLine(iso: string, timeZone: Zone): string {
  const { long, short } = zoneNames(iso, timeZone)
  return short ? `${long} (${short})` : long
}

/** "Friday, November 27 at 9:00 AM CT": one visit's time, with its zone. */
export function visitWhen(iso: string, timeZone: Zone): string {
  const { long, short } = zoneNames(iso, timeZone)
  return bookingCopy.appointment.at(
    dayHeading(iso, timeZone),
    timeOfDay(iso, timeZone),
    short ?? long,
  )
}

export type SlotDay = { key: string; heading: string; slots: BookableSlot[] }

/** Slots (sorted by start) grouped by the viewer's calendar day. */
export function slotsByDay(slots: readonly BookableSlot[], timeZone: Zone): SlotDay[] {
  const days: SlotDay[] = []
  for (const slot of slots) {
    const key = calendarDay(new Date(slot.start), timeZone)
    const last = days.at(-1)
    if (last?.key === key) last.slots.push(slot)
    else days.push({ key, heading: dayHeading(slot.start, timeZone), slots: [slot] })
  }
  return days
}

/** A day's tab in the strip: "Fri" and "Nov 27". */
export function shortDay(iso: string, timeZone: Zone): { weekday: string; date: string } {
  return {
    weekday: format(iso, timeZone, { weekday: 'short' }),
    date: format(iso, timeZone, { month: 'short', day: 'numeric' }),
  }
}

export type ClinicianSlots = {
  key: string
  clinician: BookableSlot['clinician']
  slots: BookableSlot[]
}

/** One day's slots under each clinician, clinicians in the order of their first free time. */
export function slotsByClinician(slots: readonly BookableSlot[]): ClinicianSlots[] {
  const groups = new Map<string, ClinicianSlots>()
  for (const slot of slots) {
    const key = slot.clinician.id
    const group = groups.get(key)
    if (group) group.slots.push(slot)
    else groups.set(key, { key, clinician: slot.clinician, slots: [slot] })
  }
  return [...groups.values()]
}
