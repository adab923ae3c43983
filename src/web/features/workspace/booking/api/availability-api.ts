import type {
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
