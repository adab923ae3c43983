import type { Selectable } from 'kysely'

import type { SlotMinutes } from '../../shared/booking/booking'
import type { WeeklyHours } from '../../shared/booking/slots'
import type {
  CalendarExtras,
  SetupClinician,
  SetupException,
  SetupLocation,
  SetupSchedule,
} from '../../shared/booking/staff-booking-wire'
import type {
  ClinicLocationsTable,
  CliniciansTable,
  ScheduleExceptionsTable,
  SchedulesTable,
} from '../db/schema'
import type { AppointmentRow } from './appointment.queries'

// The staff's booking records as `/staff/v1/booking` answers them (docs/wire-contract.md,
// Booking API): rows to the wire types of src/shared/booking/staff-booking-wire.ts, nothing read
// or written here.

export const toStaffLocation = (row: Selectable<ClinicLocationsTable>): SetupLocation => ({
  id: row.id,
  name: row.name,
  address: row.address,
  state: row.state,
  timeZone: row.time_zone,
  active: row.active === 1,
})

export const toStaffClinician = (row: Selectable<CliniciansTable>): SetupClinician => ({
  id: row.id,
  name: row.name,
  title: row.title,
  licensedStates: row.licensed_states ? row.licensed_states.split(',') : [],
  active: row.active === 1,
})

export const toStaffSchedule = (row: Selectable<SchedulesTable>): SetupSchedule => ({
  id: row.id,
  clinicianId: row.clinician_id,
  locationId: row.location_id,
  timeZone: row.time_zone,
  // Only 20 or 30 is ever stored (the staff input's rule).
  slotMinutes: row.slot_minutes as SlotMinutes,
  bufferMinutes: row.buffer_minutes,
  hours: JSON.parse(row.hours) as WeeklyHours[],
  active: row.active === 1,
})

export const toStaffException = (row: Selectable<ScheduleExceptionsTable>): SetupException => ({
  id: row.id,
  clinicianId: row.clinician_id,
  start: row.starts_at,
  end: row.ends_at,
  reason: row.reason,
})

/** What the calendar adds to the patient's view of a visit: who, and for whom. */
export const calendarExtras = (row: AppointmentRow): CalendarExtras => ({
  clinicianId: row.clinician_id,
  patient: {
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phone: row.phone,
    state: row.patient_state,
  },
  consultationId: row.consultation_id,
})
