// Self-service booking (docs/architecture.md, Booking): the words, limits and wire shapes that
// the booking page, My care, the staff calendar and the server share. The model follows FHIR's
// Schedule / Slot / Appointment: a clinician's schedule at one place (a clinic or telehealth)
// offers slots; a booked slot is an appointment whose `status` uses FHIR's names.
import * as z from 'zod/mini'

import { CLINIC_PHONE, SERVED_STATES } from '../clinic'
import { consultationRequestSchema } from '../leads'

const servedStateNames = SERVED_STATES.map((state) => state.name)

/** What kind of visit the patient books, in the order the page offers them. */
export const visitTypes = ['phone', 'video', 'clinic'] as const
export type VisitType = (typeof visitTypes)[number]

export const visitTypeLabels: Record<VisitType, string> = {
  phone: 'Free consultation by phone',
  video: 'Telehealth video visit',
  clinic: 'Visit in clinic',
}

/** Phone and video visits are telehealth: the patient's state decides who may see them. */
export function isTelehealthVisit(visit: VisitType): boolean {
  return visit !== 'clinic'
}

/**
 * FHIR Appointment.status values this clinic uses. `pending`: booked for an address nobody has
 * proven yet; it holds its slot until the link mailed to that address confirms it (or the hold
 * ends and it is cancelled).
 */
export const appointmentStatuses = [
  'pending',
  'booked',
  'cancelled',
  'fulfilled',
  'noshow',
] as const
export type AppointmentStatus = (typeof appointmentStatuses)[number]

/** Slot lengths a schedule may use, in minutes. */
export const SLOT_MINUTES = [20, 30] as const
export type SlotMinutes = (typeof SLOT_MINUTES)[number]

export const BOOKING_LIMITS = {
  /** A patient may reschedule or cancel online until this many hours before the visit. */
  defaultCutoffHours: 4,
  /** The earliest slot offered is at least this far away, so someone can prepare. */
  minimumNoticeMinutes: 60,
  /** How far ahead slots are offered. */
  horizonDays: 60,
  /** Days one slot request may cover. */
  maxDaysPerRequest: 14,
  /** Buffer between slots, in minutes. */
  maxBufferMinutes: 60,
  /** Reminders before the visit, in hours. */
  reminderHours: [24, 2],
  /**
   * Times one visit may be moved online (by its patient or its link); after that, by phone. Each
   * move mails the patient a notice and a calendar file, so this also bounds the mail one booking
   * can send (docs/architecture.md, Booking).
   */
  maxOnlineMoves: 5,
} as const

/** One free slot, as the booking page lists it. `id` is opaque: send it back to book it. */
export type BookableSlot = {
  id: string
  /** ISO 8601 instants in UTC. */
  start: string
  end: string
  clinician: { id: string; name: string; title: string }
  location: BookingLocation
}

/** Where a visit happens: a clinic, or telehealth (`id` = 'telehealth'). */
export type BookingLocation = {
  id: string
  name: string
  /** Street address and city for a clinic; empty for telehealth. */
  address: string
  /** The IANA time zone the place keeps (America/Chicago). */
  timeZone: string
}

export const TELEHEALTH_LOCATION_ID = 'telehealth'

/** GET /booking/v1/options: what the first screen of /book offers. */
export type BookingOptions = {
  visitTypes: { id: VisitType; label: string }[]
  /** States served online (phone and video visits). */
  states: { code: string; name: string }[]
  /** Clinics with hours online (in-clinic visits). */
  locations: BookingLocation[]
  cutoffHours: number
}

/** GET /booking/v1/slots?visit=&state=&location=&from=YYYY-MM-DD&days=N */
export type SlotsAnswer = {
  slots: BookableSlot[]
  /** The first day after this answer's range that may have free slots, to page on. */
  nextFrom: string | null
}

/** The appointment as the patient, the signed link and My care see it. */
export type PatientAppointment = {
  id: string
  status: AppointmentStatus
  visit: VisitType
  start: string
  end: string
  clinician: { name: string; title: string }
  location: BookingLocation
  /** The state the patient gave for a phone or video visit (its times are that state's). */
  state: string | null
  /** Until when it may be changed online (ISO instant); null when it no longer can. */
  changeableUntil: string | null
  /** A pending visit: until when the mailed link may confirm it (ISO instant); else null. */
  confirmBy: string | null
  createdAt: string
  cancelledAt: string | null
  /**
   * A video visit's join link (the site's own; it admits from `opensAt` until `closesAt`),
   * for the patient who may manage the visit; absent otherwise.
   */
  video?: VideoLink
}

/** The way into a video visit's room: followed in its window, it leads into the room. */
export type VideoLink = { url: string; opensAt: string; closesAt: string }

/** POST /booking/v1/appointments */
export type BookRequest = {
  slot: string
  visit: VisitType
  /** The patient's state of residence (USPS code); required for phone and video. */
  state?: string
  firstName: string
  lastName: string
  email: string
  phone: string
  /** One per attempt to confirm, made by the page: a retried request books once. */
  idempotencyKey: string
}

export type BookAnswer = {
  appointment: PatientAppointment
  /**
   * The signed link's token, for a guest to manage the booking (also mailed). Null when the
   * answer is to a retried confirmation: only the first answer carries it.
   */
  manageToken: string | null
  /** True when a guest was invited to create an account with this address. */
  invited: boolean
}

/** 409 when the slot went to someone else meanwhile: the next free times instead. */
export type SlotTakenAnswer = {
  code: 'slot_taken'
  message: string
  next: BookableSlot[]
}

export const bookingMessages = {
  slotTaken: 'That time was just taken — here are the next free times.',
  pastCutoff: (hours: number) =>
    `This visit is less than ${hours} hours away, so it can no longer be changed online. Please call us.`,
  notBookable: 'That time is no longer available. Please choose another.',
  unknownAppointment: 'We could not find that booking. The link may be out of date.',
  alreadyCancelled: 'This visit was already cancelled.',
  tooManyMoves: `This visit has been moved too many times online. Please call us at ${CLINIC_PHONE.display} to change it.`,
  changedMeanwhile: 'This visit was just changed. Please reload the page and try again.',
  notConfirmed:
    'Please confirm this visit first, with the link in the e-mail we sent you. Then you can change it here.',
  holdExpired: 'This visit was not confirmed in time, so we released its time. Please book again.',
  stateNotServed: `We can see patients online only if they live in ${servedStateNames.slice(0, -1).join(', ')} or ${servedStateNames.at(-1)}. Please call us, or book a visit in one of our clinics.`,
  visit: 'Please choose a kind of visit',
  state: 'Please choose the state you live in',
  idempotencyKey: 'Each booking attempt needs its own key',
  videoNotOffered:
    'Video visits are not available at the moment. Please choose a phone visit or a visit in one of our clinics.',
} as const

const idempotencyKey = z
  .string(bookingMessages.idempotencyKey)
  .check(z.regex(/^[\w-]{8,100}$/, bookingMessages.idempotencyKey))

/**
 * A booking as the page sends it and the server checks it: the contact fields are the
 * consultation form's, with its messages.
 */
export const bookRequestSchema = z.extend(
  z.pick(consultationRequestSchema, { firstName: true, lastName: true, email: true, phone: true }),
  {
    slot: z
      .string(bookingMessages.notBookable)
      .check(z.maxLength(200, bookingMessages.notBookable)),
    visit: z.enum(visitTypes, bookingMessages.visit),
    state: z.optional(
      z.string(bookingMessages.state).check(z.regex(/^[A-Z]{2}$/, bookingMessages.state)),
    ),
    idempotencyKey,
  },
)

/** Moving a booked visit: the new slot, with a key per attempt. */
export const rescheduleRequestSchema = z.object({
  token: z.optional(z.string().check(z.maxLength(200))),
  slot: z.string(bookingMessages.notBookable).check(z.maxLength(200, bookingMessages.notBookable)),
  idempotencyKey,
})

export const cancelRequestSchema = z.object({
  token: z.optional(z.string().check(z.maxLength(200))),
})

/**
 * Confirming a pending visit: the manage link's token, and the confirmation token that only the
 * mail carries (the proof that its address is the patient's).
 */
export const confirmRequestSchema = z.object({
  token: z.string().check(z.maxLength(200)),
  confirmToken: z.string().check(z.maxLength(200)),
})
