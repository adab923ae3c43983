import { useParams } from 'react-router'

import { workspaceCopy } from '@/content/workspace'
import { useSession } from '@/features/auth/session-provider'
import { staffRole } from '@/features/auth/staff'
import { IntakeReviewView } from '@/features/workspace/intakes/intake-review-view'

import { WorkspacePage } from '../workspace-page'

/** /admin/intakes/:intakeId: one submitted health questionnaire, reviewed to a decision. */
export function Component() {
  const role = staffRole(useSession().user)
  const { intakeId = '' } = useParams()
  return (
    <WorkspacePage title={workspaceCopy.intake.title}>
      {() => <IntakeReviewView key={intakeId} intakeId={intakeId} staffRole={role} />}
    </WorkspacePage>
  )
}
