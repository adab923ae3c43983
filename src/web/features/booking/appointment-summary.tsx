import { bookingCopy } from '@/content/booking'
import {
  type AppointmentStatus,
  type BookingLocation,
  type VisitType,
  visitTypeLabels,
} from '@shared/booking/booking'

import { visitWhen } from './time-words'

// One visit read back (docs/architecture.md, Booking): what kind, when (in the viewer's zone,
// named), with whom and where — on the details step, the confirmation and the manage page.

const copy = bookingCopy.appointment

export type VisitFacts = {
  visit: VisitType
  start: string
  clinician: { name: string; title: string }
  location: BookingLocation
  status?: AppointmentStatus
  /** A video visit's join link, once it has one (booked, on a site with a video provider). */
  video?: { url: string }
}

/**
 * Where the visit happens, in words: a clinic's name and address, or how we reach them — once
 * booked (`booked`), with the number we call.
 */
export function whereWords(facts: VisitFacts, booked?: { phone: string }): string {
  if (facts.visit === 'phone') return booked ? bookingCopy.done.callYou(booked.phone) : copy.byPhone
  if (facts.visit === 'video')
    return booked && facts.video ? bookingCopy.done.videoLink : copy.byVideo
  return facts.location.address
    ? `${facts.location.name}, ${facts.location.address}`
    : facts.location.name
}

export function AppointmentSummary({
  facts,
  timeZone,
  booked,
}: {
  facts: VisitFacts
  timeZone: string | undefined
  /** On the confirmation: how we reach the patient, with the number they gave. */
  booked?: { phone: string }
}) {
  const rows: [string, string][] = [
    [copy.visit, visitTypeLabels[facts.visit]],
    [copy.when, visitWhen(facts.start, timeZone)],
    [copy.with, bookingCopy.clinician(facts.clinician.name, facts.clinician.title)],
    [copy.where, whereWords(facts, booked)],
  ]
  if (facts.status) rows.push([copy.status, copy.statuses[facts.status]])
  return (
    <dl className="grid gap-x-4 gap-y-2 sm:grid-cols-[auto_1fr]" data-slot="appointment-summary">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-sm font-semibold text-muted-foreground">{term}</dt>
          <dd className="font-medium wrap-anywhere text-navy">{value}</dd>
        </div>
      ))}
    </dl>
  )
}
