import { type Answer, apiRequest } from '@/lib/api-request'
import type { IntakeDecisionInput, IntakeDetail } from '@shared/workspace-wire'

// The staff workspace's API, /staff/v1 (docs/wire-contract.md, Staff workspace), called with the
// signed-in staff member's token. What it answers is declared once, in
// src/shared/workspace-wire.ts, for the server and the pages alike.

export { type Answer, refusalMessage } from '@/lib/api-request'

/** One call to /staff/v1; the answer's JSON, or its status and body when it is not 2xx. */
export function workspaceRequest<T>(
  path: string,
  init: { method?: string; body?: unknown } = {},
): Promise<Answer<T>> {
  return apiRequest<T>('/staff/v1', path, init)
}

// ---- the physicians' review of health questionnaires (/staff/v1/intakes) ----------------

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
