import { useParams } from 'react-router'

import { workspaceCopy } from '@/content/workspace'
import { IntakeReviewView } from '@/features/admin/intake-review-view'

import { WorkspacePage } from '../workspace-page'

/** /admin/intakes/:intakeId: one submitted health questionnaire, reviewed to a decision. */
export function Component() {
  const { intakeId = '' } = useParams()
  return (
    <WorkspacePage title={workspaceCopy.intake.title}>
      {() => <IntakeReviewView key={intakeId} intakeId={intakeId} />}
    </WorkspacePage>
  )
}
