import { workspaceCopy } from '@/content/workspace'
import { useSession } from '@/features/auth/session-provider'
import { staffRole } from '@/features/auth/staff'
import { IntakeQueueView } from '@/features/workspace/intakes/intake-queue-view'

import { WorkspacePage } from '../workspace-page'

/** /admin/intakes: submitted health questionnaires awaiting a physician's review. */
export function Component() {
  const role = staffRole(useSession().user)
  return (
    <WorkspacePage
      title={workspaceCopy.intakes.title}
      description={workspaceCopy.intakes.description}
    >
      {() => <IntakeQueueView staffRole={role} />}
    </WorkspacePage>
  )
}
