import type { IntakeDecisionInput, IntakeDetail } from '@shared/workspace-wire'

import { type Answer, workspaceRequest } from '../../api/workspace-api'

// The physicians' review of health questionnaires, /staff/v1/intakes (docs/wire-contract.md,
// Staff workspace).

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
