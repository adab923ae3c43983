import type { AppointmentStatus } from '@shared/booking/booking'
import type { BookingSetup, StaffVisit } from '@shared/booking/staff-booking-wire'

import { type Answer, workspaceRequest } from '../../api/workspace-api'
import { readSetup } from './availability-api'

// The calendar half of the staff booking API, /staff/v1/booking (docs/architecture.md, Booking):
// the visits between two instants (each read is audited, since it names patients), and marking
// one attended, a no-show, back to booked, or cancelled.

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
): Promise<Answer<{ appointments: StaffVisit[]; setup: BookingSetup | null }>> {
  const [calendar, setup] = await Promise.all([
    workspaceRequest<{ appointments: StaffVisit[] }>(calendarPath(from, to, clinicianId)),
    readSetup().catch(() => null),
  ])
  if (!calendar.ok) return calendar
  return {
    ok: true,
    data: { appointments: calendar.data.appointments, setup: setup?.ok ? setup.data : null },
  }
}

/** A change to one visit, asked of the calendar route's action (app/routes/admin-calendar.tsx). */
export type VisitChange =
  { intent: 'mark'; id: string; status: AttendanceStatus } | { intent: 'cancel'; id: string }

/** Sends one visit change to the API. */
export function sendVisitChange(change: VisitChange): Promise<Answer<unknown>> {
  return change.intent === 'cancel'
    ? cancelVisit(change.id)
    : setVisitStatus(change.id, change.status)
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

/** 409 when the visit is no longer booked. */
export function cancelVisit(id: string): Promise<Answer<{ id: string; status: 'cancelled' }>> {
  return workspaceRequest(`/booking/appointments/${encodeURIComponent(id)}/cancel`, {
    method: 'POST',
  })
}
