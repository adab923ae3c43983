import { randomUUID } from 'node:crypto'

import type { Site } from './env'
import { insertRow } from './store'

/**
 * A booked visit written straight into the site's store, for Ada `lastName`: 30 minutes from
 * `start`, with a clinician and, if given, its schedule and video room.
 */
export async function insertBookedVisit(
  site: Site,
  visit: {
    clinicianId: string
    scheduleId?: string
    visitType: 'phone' | 'video' | 'clinic'
    start: Date
    lastName: string
    email: string
    phone: string
    videoRoom?: string
  },
) {
  const now = new Date().toISOString()
  await insertRow(site, 'appointments', {
    id: randomUUID(),
    clinician_id: visit.clinicianId,
    schedule_id: visit.scheduleId ?? null,
    location_id: null,
    visit_type: visit.visitType,
    status: 'booked',
    start_at: visit.start.toISOString(),
    end_at: new Date(visit.start.getTime() + 30 * 60_000).toISOString(),
    user_id: null,
    first_name: 'Ada',
    last_name: visit.lastName,
    email: visit.email,
    phone: visit.phone,
    patient_state: 'TX',
    consultation_id: null,
    idempotency_key: randomUUID(),
    change_key: null,
    manage_token_hash: randomUUID(),
    sequence: 0,
    booked_by: null,
    cancelled_by: null,
    cancelled_at: null,
    hold_expires_at: null,
    confirm_token_hash: null,
    request_prior_status: null,
    ...(visit.videoRoom ? { video_room: visit.videoRoom } : {}),
    created_at: now,
    updated_at: now,
  })
}
