import type {
  IntakeDecisionInput,
  IntakeDetail,
  IntakeQueueAnswer,
  StaffMember,
} from '@shared/workspace-wire'

import { type Answer, workspaceRequest } from '../../api/workspace-api'

// The physicians' review of health questionnaires, /staff/v1/intakes (docs/wire-contract.md,
// Staff workspace).

/** The /staff/v1 path of one questionnaire. */
export function intakePath(intakeId: string): string {
  return `/intakes/${encodeURIComponent(intakeId)}`
}

/** The questionnaires awaiting review, flagged first, then the longest waiting. */
export function readIntakeQueue(): Promise<Answer<IntakeQueueAnswer>> {
  return workspaceRequest<IntakeQueueAnswer>('/intakes')
}

/**
 * What the review page shows: the questionnaire, and the staff who may have decided it; or,
 * for a role that may not read the answers, nothing (the server would refuse it).
 */
export type IntakeReviewPage =
  { readable: true; intake: IntakeDetail; members: StaffMember[] } | { readable: false }

/**
 * One questionnaire for review. The staff list only names who decided: without it the page still
 * works, naming them "a member of staff".
 */
export async function readIntakeReview(intakeId: string): Promise<Answer<IntakeReviewPage>> {
  const [detail, staff] = await Promise.all([
    workspaceRequest<IntakeDetail>(intakePath(intakeId)),
    workspaceRequest<StaffMember[]>('/staff').catch(() => null),
  ])
  if (!detail.ok) return detail
  return {
    ok: true,
    data: { readable: true, intake: detail.data, members: staff?.ok ? staff.data : [] },
  }
}

/** The change the review page makes through its route's action: the physician's decision. */
export type IntakeChange = { intent: 'decide'; input: IntakeDecisionInput }

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
