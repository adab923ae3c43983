import type {
  AppointmentStatus,
  BookAnswer,
  BookRequest,
  PatientAppointment,
  VideoLink,
} from '@shared/booking/booking'
import type { BookingSetup, CalendarAnswer } from '@shared/booking/staff-booking-wire'

import { type Answer, workspaceRequest } from '../../api/workspace-api'
import { readSetup } from './availability-api'

// The calendar half of the staff booking API, /staff/v1/booking (docs/architecture.md, Booking):
// the visits and free times between two instants (each read is audited, since it names
// patients); booking a patient into a free time; moving a visit; marking one attended, a no-show
// (once it has begun), back to booked, or cancelled.

/** What staff may set by hand; cancelling has its own call, since it e-mails the patient. */
export type AttendanceStatus = Extract<AppointmentStatus, 'fulfilled' | 'noshow' | 'booked'>

/** GET /booking/calendar: visits starting in [from, to), at most 42 days apart. */
export function calendarPath(from: Date, to: Date, clinicianId: string): string {
  const query = new URLSearchParams({ from: from.toISOString(), to: to.toISOString() })
  if (clinicianId) query.set('clinician', clinicianId)
  return `/booking/calendar?${query.toString()}`
}

/**
 * The visits in [from, to), with the clinics and clinicians the filters offer. Without /setup
 * (refused, or no answer) the filters offer only "All"; the visits are what the page is for.
 */
export async function readCalendar(
  from: Date,
  to: Date,
  clinicianId: string,
): Promise<Answer<CalendarAnswer & { setup: BookingSetup | null }>> {
  const [calendar, setup] = await Promise.all([
    workspaceRequest<CalendarAnswer>(calendarPath(from, to, clinicianId)),
    readSetup().catch(() => null),
  ])
  if (!calendar.ok) return calendar
  return {
    ok: true,
    data: {
      appointments: calendar.data.appointments,
      // An older server answers the visits alone: no free times to offer.
      free: calendar.data.free ?? [],
      setup: setup?.ok ? setup.data : null,
    },
  }
}

/** A change to one visit, asked of the calendar route's action (app/routes/admin-calendar.tsx). */
export type VisitChange =
  | { intent: 'mark'; id: string; status: AttendanceStatus }
  | { intent: 'cancel'; id: string }
  | ({ intent: 'book' } & BookRequest)
  | { intent: 'reschedule'; id: string; slot: string; idempotencyKey: string }
  | { intent: 'video'; id: string }

/** Sends one visit change to the API. */
export function sendVisitChange(change: VisitChange): Promise<Answer<unknown>> {
  switch (change.intent) {
    case 'cancel':
      return cancelVisit(change.id)
    case 'mark':
      return setVisitStatus(change.id, change.status)
    case 'book': {
      const { intent: _intent, ...request } = change
      return bookForPatient(request)
    }
    case 'reschedule':
      return moveVisit(change.id, change.slot, change.idempotencyKey)
    case 'video':
      return startVideo(change.id)
  }
}

/** Staff book a free time for a patient: booked at once; 409 `slot_taken` when it went. */
export function bookForPatient(request: BookRequest): Promise<Answer<BookAnswer>> {
  return workspaceRequest('/booking/appointments', { method: 'POST', body: request })
}

/** Staff move a visit to another free time; 409 `slot_taken` when it went. */
export function moveVisit(
  id: string,
  slot: string,
  idempotencyKey: string,
): Promise<Answer<{ appointment: PatientAppointment }>> {
  return workspaceRequest(`/booking/appointments/${encodeURIComponent(id)}/reschedule`, {
    method: 'POST',
    body: { slot, idempotencyKey },
  })
}

export function setVisitStatus(
  id: string,
  status: AttendanceStatus,
): Promise<Answer<{ id: string; status: AppointmentStatus }>> {
  return workspaceRequest(`/booking/appointments/${encodeURIComponent(id)}/status`, {
    method: 'POST',
    body: { status },
  })
}

/**
 * Staff open a video visit's room as its moderator (audited): the room's link with its token.
 * 409 outside the visit's window, or on a site with no video provider.
 */
export function startVideo(id: string): Promise<Answer<VideoLink>> {
  return workspaceRequest(`/booking/appointments/${encodeURIComponent(id)}/video`, {
    method: 'POST',
  })
}

/** 409 when the visit is no longer booked. */
export function cancelVisit(id: string): Promise<Answer<{ id: string; status: 'cancelled' }>> {
  return workspaceRequest(`/booking/appointments/${encodeURIComponent(id)}/cancel`, {
    method: 'POST',
  })
}
