import { type Answer, apiRequest } from '@/lib/api-request'
import type { PatientAppointment } from '@shared/booking/booking'
import type { IntakeAssessment } from '@shared/intake/eligibility'
import type { IntakeProgram } from '@shared/intake/questionnaire'

// A patient's own data, /patient/v1 (docs/wire-contract.md, Patient API).

export type CareConsultation = {
  id: string
  created_at: string
  status: 'new' | 'contacted' | 'booked' | 'patient' | 'closed'
  closed_reason: string | null
  contacted_at: string | null
  booked_at: string | null
}

export type CareDownload = {
  id: string
  resource_id: string
  resource_title: string
  created_at: string
}

export type CareIntake = {
  id: string
  program: IntakeProgram
  status: 'in-progress' | 'submitted' | 'reviewed'
  step: string | null
  outcome: IntakeAssessment['outcome'] | null
  decision: string | null
  decision_note: string | null
  assessment: IntakeAssessment | null
  created_at: string
  updated_at: string
  submitted_at: string | null
  reviewed_at: string | null
}

export type Care = {
  email: string
  /** The address is proven by a mailed link: what was sent with it before is shown. */
  linked: boolean
  consultations: CareConsultation[]
  downloads: CareDownload[]
  /** Null until the address is proven. */
  newsletter: boolean | null
  intakes: CareIntake[]
  /**
   * Visits booked online, newest first (docs/architecture.md, Booking). A server from before
   * booking leaves it out: read it as none.
   */
  appointments?: PatientAppointment[]
}

export function patientRequest<T>(
  path: string,
  init: { method?: string; body?: unknown } = {},
): Promise<Answer<T>> {
  return apiRequest<T>('/patient/v1', path, init)
}
