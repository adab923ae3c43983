import type { AppointmentStatus } from '@shared/booking/booking'

import { type Answer, workspaceRequest } from '../../api/workspace-api'

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
