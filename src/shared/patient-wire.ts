// What a signed-in patient's API, /patient/v1 (docs/wire-contract.md, Patient API), answers:
// each shape declared once, here, returned by the server's mapping (src/server/patient) and read
// by the pages (src/web/features/account, src/web/features/intake). camelCase throughout
// (docs/decisions/035-own-api-conventions.md, Casing); the tables keep their column names and
// the server renames at the wire.
import type { PatientAppointment } from './booking/booking'
import type { IntakeAssessment } from './intake/eligibility'
import type { IntakeAnswerValue, IntakeProgram } from './intake/questionnaire'
import type { IntakeDecision } from './intake-review'
import type { PatientOrder } from './orders/orders'
import type { ConsultationRequest, TimelineEvent } from './workspace-wire'

/** A consultation request sent under the patient's proven address, and where it stands. */
export type CareConsultation = {
  id: string
  createdAt: string
  status: 'new' | 'contacted' | 'booked' | 'patient' | 'closed'
  closedReason: string | null
  contactedAt: string | null
  bookedAt: string | null
}

/** A guide the patient downloaded under their proven address. */
export type CareDownload = {
  id: string
  resourceId: string
  resourceTitle: string
  createdAt: string
}

/** A health questionnaire as My care lists it (the assessment without staff-only flags). */
export type CareIntake = {
  id: string
  program: IntakeProgram
  status: 'in-progress' | 'submitted' | 'reviewed'
  step: string | null
  outcome: IntakeAssessment['outcome'] | null
  decision: IntakeDecision | null
  decisionNote: string | null
  assessment: IntakeAssessment | null
  createdAt: string
  updatedAt: string
  submittedAt: string | null
  reviewedAt: string | null
}

/** GET /care */
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

/** The questionnaire of one program, as GET/PUT /intakes/:program and its submit answer it. */
export type PatientIntake = {
  id: string
  program: IntakeProgram
  questionnaireVersion: string
  status: 'in-progress' | 'submitted' | 'reviewed'
  /** The step the patient was on when it was last saved. */
  step: string | null
  /** Names the saved answers; a save or a submission names the version it read. */
  version: number
  /** The flat answers of src/shared/intake, keyed by question id. */
  answers: Readonly<Record<string, IntakeAnswerValue>>
  assessment: IntakeAssessment | null
  outcome: IntakeAssessment['outcome'] | null
  decision: IntakeDecision | null
  decisionNote: string | null
  createdAt: string
  updatedAt: string
  submittedAt: string | null
  reviewedAt: string | null
}

export type PatientIntakeAnswer = { intake: PatientIntake | null }

/** A timeline entry in the export: changes and contact attempts, never staff notes. */
export type ExportedTimelineEvent = Pick<TimelineEvent, 'requestId' | 'kind' | 'data' | 'createdAt'>

/** GET /export: everything we hold about the patient, as a JSON download. */
export type PatientExport = {
  exportedAt: string
  account: {
    id: string
    email: string
    createdAt: string
    emailConfirmedAt: string | null
    /** The profile as the patient set it (the auth wire's user_metadata, its own names). */
    profile: unknown
  }
  consultationRequests: (ConsultationRequest & {
    pipeline: CareConsultation | null
    timeline: ExportedTimelineEvent[]
  })[]
  downloads: CareDownload[]
  newsletter: boolean | null
  appointments: PatientAppointment[]
  orders: PatientOrder[]
  intakes: {
    id: string
    program: IntakeProgram
    questionnaireVersion: string
    status: 'in-progress' | 'submitted' | 'reviewed'
    /** The stored FHIR QuestionnaireResponse (FHIR's own field names). */
    questionnaireResponse: unknown
    assessment: IntakeAssessment | null
    decision: IntakeDecision | null
    decisionNote: string | null
    createdAt: string
    submittedAt: string | null
    reviewedAt: string | null
  }[]
}
