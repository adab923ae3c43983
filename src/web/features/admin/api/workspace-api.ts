import { type Answer, apiRequest } from '@/lib/api-request'
import type { IntakeAssessment, IntakeOutcome } from '@shared/intake/eligibility'
import type { IntakeAnswerValue, IntakeProgram } from '@shared/intake/questionnaire'
import type { IntakeDecision } from '@shared/intake-review'

// The staff workspace's API, /staff/v1 (docs/wire-contract.md, Staff workspace), called with the
// signed-in staff member's token.

export type PipelineState = {
  request_id: string
  status: string
  closed_reason: string | null
  assigned_to: string | null
  follow_up_on: string | null
  contacted_at: string | null
  booked_at: string | null
  patient_at: string | null
  version: number
  updated_at: string
  updated_by: string
}

export type TimelineEvent = {
  id: string
  request_id: string
  actor_id: string
  kind: 'change' | 'note' | 'attempt'
  data: string
  created_at: string
}

export type ConsultationRequest = {
  id: string
  first_name: string
  last_name: string
  email: string
  phone: string
  hear_about_us: string
  email_opt_in: number | boolean
  sms_opt_in: number | boolean
  created_at: string
}

export type QueueRow = ConsultationRequest & {
  status: string
  assigned_to: string | null
  follow_up_on: string | null
  version: number
  overdue: boolean
}

export type Funnel = { requested: number; contacted: number; booked: number; patient: number }

export type Metrics = {
  newToday: number
  awaitingFirstContact: number
  overdue: number
  medianFirstContactMs: number | null
  funnel: { days30: Funnel; days90: Funnel }
}

export type StaffMember = { id: string; email: string }

export type Person = {
  email: string
  found: boolean
  consultations: (ConsultationRequest & {
    pipeline: PipelineState | null
    events: TimelineEvent[]
  })[]
  downloads: { id: string; resource_title?: string; created_at: string }[]
  newsletter: { id: string; created_at: string }[]
  account: {
    id: string
    created_at: string
    email_confirmed_at: string | null
    staff: boolean
  } | null
}

export type AuditEntry = {
  id: string
  actor_id: string
  action: string
  target: string
  detail: unknown
  created_at: string
}

export type Stale = {
  code: 'stale'
  message: string
  current: PipelineState
  changed_by: StaffMember | null
  changed_at: string
}

export { type Answer, refusalMessage } from '@/lib/api-request'

/** One call to /staff/v1; the answer's JSON, or its status and body when it is not 2xx. */
export function workspaceRequest<T>(
  path: string,
  init: { method?: string; body?: unknown } = {},
): Promise<Answer<T>> {
  return apiRequest<T>('/staff/v1', path, init)
}

// ---- the physicians' review of health questionnaires (/staff/v1/intakes) ----------------

/** A submitted questionnaire awaiting review, as the review queue lists it. */
export type IntakeQueueRow = {
  id: string
  program: IntakeProgram
  outcome: IntakeOutcome
  flagged: boolean
  submitted_at: string
  version: number
  email: string
  name: string | null
}

/** One submitted questionnaire in full: the answers, the first look and the decision, if any. */
export type IntakeDetail = {
  id: string
  program: IntakeProgram
  questionnaire_version: string
  status: 'submitted' | 'reviewed'
  version: number
  /** Question id → answer, as the questionnaire's definition types them. */
  answers: Readonly<Record<string, IntakeAnswerValue | undefined>>
  questionnaire_response: unknown
  assessment: IntakeAssessment
  outcome: IntakeOutcome
  flagged: boolean
  decision: IntakeDecision | null
  decision_note: string | null
  reviewed_by: string | null
  reviewed_at: string | null
  submitted_at: string
  patient: { id: string; email: string; name: string | null } | null
}

export type IntakeDecisionInput = { version: number; decision: IntakeDecision; note: string }

/** Someone decided on the questionnaire after it was read; `intake` is it as it stands now. */
export type IntakeStale = { code: 'stale'; message: string; intake: IntakeDetail | null }

/** The /staff/v1 path of one questionnaire. */
export function intakePath(intakeId: string): string {
  return `/intakes/${encodeURIComponent(intakeId)}`
}

/** Records a physician's decision and note; a 409 carries an `IntakeStale`. */
export function saveIntakeDecision(
  intakeId: string,
  input: IntakeDecisionInput,
): Promise<Answer<IntakeDetail>> {
  return workspaceRequest<IntakeDetail>(`${intakePath(intakeId)}/review`, {
    method: 'POST',
    body: input,
  })
}
