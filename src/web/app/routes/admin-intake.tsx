import { useParams } from 'react-router'

import { workspaceCopy } from '@/content/workspace'
import { currentStaffAccess } from '@/features/auth/api/current-user'
import { useSession } from '@/features/auth/session-provider'
import { staffRole } from '@/features/auth/staff'
import {
  type IntakeChange,
  type IntakeReviewPage,
  readIntakeReview,
  saveIntakeDecision,
} from '@/features/workspace/intakes/api/intakes-api'
import { IntakeReviewView } from '@/features/workspace/intakes/intake-review-view'
import { changeAction } from '@/lib/change-action'
import { can } from '@shared/roles'

import { workspaceFallback, WorkspacePage } from '../workspace-page'
import { workspaceLoader } from '../workspace-read'

/**
 * The questionnaire and who may have decided it. A role that may not read the answers
 * (docs/architecture.md, Roles) asks nothing of the server, which would refuse it.
 */
export const loader = workspaceLoader<IntakeReviewPage>(async ({ params }) => {
  const { user } = await currentStaffAccess()
  if (!can(staffRole(user), 'intakes.read')) return { ok: true, data: { readable: false } }
  return readIntakeReview(params.intakeId ?? '')
})

/** The physician's decision and note; a 409 says someone else decided meanwhile. */
export const action = changeAction<IntakeChange>((change, { params }) =>
  saveIntakeDecision(params.intakeId ?? '', change.input),
)

export const HydrateFallback = workspaceFallback(workspaceCopy.intake.title)

/** /admin/intakes/:intakeId: one submitted health questionnaire, reviewed to a decision. */
export function Component() {
  const role = staffRole(useSession().user)
  const { intakeId = '' } = useParams()
  return (
    <WorkspacePage<IntakeReviewPage>
      title={workspaceCopy.intake.title}
      notFound={workspaceCopy.intake.notFound}
    >
      {(page) => <IntakeReviewView key={intakeId} page={page} staffRole={role} />}
    </WorkspacePage>
  )
}
