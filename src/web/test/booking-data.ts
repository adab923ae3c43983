import {
  type BookableSlot,
  type BookingOptions,
  type PatientAppointment,
  TELEHEALTH_LOCATION_ID,
  visitTypeLabels,
  visitTypes,
} from '@shared/booking/booking'
import { SERVED_STATES } from '@shared/clinic'

import { API } from './fake-api'

/**
 * What /booking/v1 answers, as data for the booking tests (docs/wire-contract.md, Booking API);
 * the server itself is faked at fetch by `setupFakeApi()` (./fake-api).
 */

export const BOOKING = '/booking/v1'
export const BASE = `${API}${BOOKING}`

export const telehealth = {
  id: TELEHEALTH_LOCATION_ID,
  name: 'Telehealth',
  address: '',
  timeZone: 'America/Chicago',
}

export const houston = {
  id: 'houston',
  name: 'Houston clinic',
  address: '1200 Main St, Houston, TX',
  timeZone: 'America/Chicago',
}

export const options: BookingOptions = {
  visitTypes: visitTypes.map((id) => ({ id, label: visitTypeLabels[id] })),
  // The four states served online, as the server offers them.
  states: SERVED_STATES.map(({ code, name }) => ({ code, name })),
  locations: [houston],
  cutoffHours: 4,
}

/** A free slot starting at `start` (UTC), 30 minutes, with Dr. Ana Ruiz. */
export function slot(id: string, start: string, location = telehealth): BookableSlot {
  return {
    id,
    start,
    end: new Date(Date.parse(start) + 30 * 60_000).toISOString(),
    clinician: { id: 'ruiz', name: 'Dr. Ana Ruiz', title: 'MD' },
    location,
  }
}

export function appointment(changes: Partial<PatientAppointment> = {}): PatientAppointment {
  return {
    id: 'appt-1',
    status: 'booked',
    visit: 'video',
    state: 'TX',
    start: '2026-11-27T15:00:00.000Z',
    end: '2026-11-27T15:30:00.000Z',
    clinician: { name: 'Dr. Ana Ruiz', title: 'MD' },
    location: telehealth,
    changeableUntil: '2026-11-27T11:00:00.000Z',
    createdAt: '2026-11-20T16:00:00.000Z',
    cancelledAt: null,
    confirmBy: null,
    ...changes,
  }
}
