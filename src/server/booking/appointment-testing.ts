import { randomUUID } from 'node:crypto'

import type { AppointmentsTable } from '../db/schema'
import { hashToken } from './appointment.queries'
import { newRoomName } from './video-room'

// For server tests: a visit row as the booking API leaves one, written straight to the store
// where a test needs a visit in a given state without booking it through the API.

/** A 30-minute phone visit with `clinicianId` from `start`; `fields` override any column. */
export function appointmentRow(
  clinicianId: string,
  start: Date,
  fields: Partial<AppointmentsTable> = {},
): AppointmentsTable {
  const iso = new Date().toISOString()
  return {
    id: randomUUID(),
    clinician_id: clinicianId,
    schedule_id: null,
    location_id: null,
    visit_type: 'phone',
    status: 'booked',
    start_at: start.toISOString(),
    end_at: new Date(start.getTime() + 30 * 60_000).toISOString(),
    user_id: null,
    first_name: 'Grace',
    last_name: 'Hopper',
    email: 'grace@example.com',
    phone: '(555) 123-4567',
    patient_state: 'TX',
    consultation_id: null,
    idempotency_key: randomUUID(),
    change_key: null,
    manage_token_hash: hashToken(randomUUID()),
    sequence: 0,
    booked_by: null,
    cancelled_by: null,
    cancelled_at: null,
    hold_expires_at: null,
    confirm_token_hash: null,
    request_prior_status: null,
    video_room: fields.visit_type === 'video' ? newRoomName() : null,
    created_at: iso,
    updated_at: iso,
    ...fields,
  }
}
