import type {
  BookingSetup,
  SetupClinician,
  SetupException,
  SetupLocation,
  SetupSchedule,
} from '@shared/booking/staff-booking-wire'

import { type Answer, workspaceRequest } from '../../api/workspace-api'

// The availability half of the staff booking API, /staff/v1/booking (docs/architecture.md,
// Booking): clinics, clinicians, each clinician's weekly hours per place, and time off. Every
// change answers `{ id }`; a refusal is `{ message, code?, field? }`, shown as the server words it.

export const SETUP_PATH = '/booking/setup'

export type LocationInput = Omit<SetupLocation, 'id'>
export type ClinicianInput = Omit<SetupClinician, 'id'>
export type ScheduleInput = Omit<SetupSchedule, 'id'>
export type ExceptionInput = Omit<SetupException, 'id'>

type Saved = { id: string }

/** GET /booking/setup: everything the availability page lists. */
export function readSetup(): Promise<Answer<BookingSetup>> {
  return workspaceRequest<BookingSetup>(SETUP_PATH)
}

/**
 * A change the availability page asks of its route's action (app/routes/admin-availability.tsx):
 * save a clinic, a clinician or weekly hours (`id` null adds one), add time off or remove it.
 */
export type AvailabilityChange =
  | { intent: 'clinic'; id: string | null; body: LocationInput }
  | { intent: 'clinician'; id: string | null; body: ClinicianInput }
  | { intent: 'hours'; id: string | null; body: ScheduleInput }
  | { intent: 'add-time-off'; body: ExceptionInput }
  | { intent: 'remove-time-off'; id: string }

/** Sends one availability change to the API. */
export function sendAvailabilityChange(change: AvailabilityChange): Promise<Answer<Saved>> {
  switch (change.intent) {
    case 'clinic':
      return saveLocation(change.id, change.body)
    case 'clinician':
      return saveClinician(change.id, change.body)
    case 'hours':
      return saveSchedule(change.id, change.body)
    case 'add-time-off':
      return addException(change.body)
    case 'remove-time-off':
      return removeException(change.id)
  }
}

/** POST a new one (`id` null) or PUT over an existing one. */
function save(kind: string, id: string | null, body: unknown): Promise<Answer<Saved>> {
  return id === null
    ? workspaceRequest<Saved>(`/booking/${kind}`, { method: 'POST', body })
    : workspaceRequest<Saved>(`/booking/${kind}/${encodeURIComponent(id)}`, { method: 'PUT', body })
}

export const saveLocation = (id: string | null, body: LocationInput) => save('locations', id, body)

export const saveClinician = (id: string | null, body: ClinicianInput) =>
  save('clinicians', id, body)

export const saveSchedule = (id: string | null, body: ScheduleInput) => save('schedules', id, body)

export const addException = (body: ExceptionInput) => save('exceptions', null, body)

export function removeException(id: string): Promise<Answer<Saved>> {
  return workspaceRequest<Saved>(`/booking/exceptions/${encodeURIComponent(id)}`, {
    method: 'DELETE',
  })
}
