import { fromQuestionnaireResponse } from '../../../shared/intake/fhir'
import type { IntakeProgram } from '../../../shared/intake/questionnaire'
import type { IntakeDetail } from '../../../shared/workspace-wire'
import type { Database } from '../../db/database'
import { type IntakeRow, intakeOwner, openIntake } from './intake.queries'

// A submitted questionnaire in full, as a physician reads it (docs/wire-contract.md, Staff
// workspace): the intake review's read, and an order's read of its patient's latest
// questionnaire (server/orders/order-questionnaire.ts). Opening it is reading health data: each caller
// audits the read.

/** The name an account gave, from its metadata; null when it gave none. */
export function displayName(metadata: string): string | null {
  let data: Record<string, unknown> = {}
  try {
    data = JSON.parse(metadata) as Record<string, unknown>
  } catch {
    // A user row always holds an object; a broken one shows no name rather than failing.
  }
  const name = [data.first_name, data.last_name].filter((part) => typeof part === 'string')
  return name.length ? name.join(' ') : typeof data.full_name === 'string' ? data.full_name : null
}

/** A submitted (or reviewed) questionnaire, opened, with its answers and who sent it. */
export async function intakeDetail(
  db: Database,
  intakeKey: Buffer,
  row: IntakeRow,
): Promise<IntakeDetail> {
  const opened = openIntake(intakeKey, row)
  const user = await intakeOwner(db, row.user_id)
  return {
    id: row.id,
    program: row.program as IntakeProgram,
    questionnaireVersion: row.questionnaire_version,
    status: row.status as IntakeDetail['status'],
    version: row.version,
    answers: fromQuestionnaireResponse(
      row.program as IntakeProgram,
      opened.answers as Parameters<typeof fromQuestionnaireResponse>[1],
    ),
    questionnaireResponse: opened.answers,
    assessment: opened.assessment as IntakeDetail['assessment'],
    outcome: row.outcome as IntakeDetail['outcome'],
    flagged: row.flagged === 1,
    decision: row.decision as IntakeDetail['decision'],
    decisionNote: opened.decision_note,
    reviewedBy: row.reviewed_by,
    reviewedAt: row.reviewed_at,
    // Only submitted questionnaires are read here: each has its time.
    submittedAt: row.submitted_at!,
    patient: user
      ? { id: user.id, email: user.email, name: displayName(user.raw_user_meta_data) }
      : null,
  }
}
