import type { PatientAppointment, SlotMinutes, VisitType } from './booking'
import type { WeeklyHours } from './slots'

// What the staff's booking API (/staff/v1/booking) answers, declared once for the server that
// maps its rows to them and the workspace pages that read them (docs/wire-contract.md, Booking
// API).

export type SetupLocation = {
  id: string
  name: string
  address: string
  /** USPS code. */
  state: string
  /** IANA zone. */
  timeZone: string
  active: boolean
}

export type SetupClinician = {
  id: string
  name: string
  title: string
  licensedStates: string[]
  active: boolean
}

export type SetupSchedule = {
  id: string
  clinicianId: string
  /** Null for telehealth (phone and video visits). */
  locationId: string | null
  /** The zone the weekly hours are wall-clock times in. */
  timeZone: string
  slotMinutes: SlotMinutes
  bufferMinutes: number
  hours: WeeklyHours[]
  active: boolean
}

/** Time off of one clinician, as ISO instants; only time off not yet over is listed. */
export type SetupException = {
  id: string
  clinicianId: string
  start: string
  end: string
  reason: string
}

/** GET /booking/setup */
export type BookingSetup = {
  locations: SetupLocation[]
  clinicians: SetupClinician[]
  schedules: SetupSchedule[]
  exceptions: SetupException[]
}

/** What the calendar adds to the patient's view of a visit: who, and for whom. */
export type CalendarExtras = {
  clinicianId: string
  patient: {
    firstName: string
    lastName: string
    email: string
    phone: string
    /** USPS code, when the patient gave one. */
    state: string | null
  }
  consultationId: string | null
}

/** One visit as the calendar reads it: what the patient sees, plus who the patient is. */
export type StaffVisit = PatientAppointment & CalendarExtras

/**
 * A free time on the staff calendar, that staff may book a patient into: one schedule's slot.
 * `id` is the slot's opaque id, as POST /booking/appointments takes it.
 */
export type CalendarFreeSlot = {
  id: string
  start: string
  end: string
  clinicianId: string
  /** The clinic, or null for telehealth (phone and video). */
  locationId: string | null
  /** The kinds of visit the slot may be booked for: ['clinic'], or ['phone', 'video']. */
  visits: VisitType[]
  /** Telehealth: the states the clinician may see patients from (empty for a clinic). */
  states: string[]
}

/** GET /booking/calendar: the visits, and the free times of the same clinicians and days. */
export type CalendarAnswer = { appointments: StaffVisit[]; free: CalendarFreeSlot[] }
