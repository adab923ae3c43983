import { workspaceCopy } from '@/content/workspace'
import { useSession } from '@/features/auth/session-provider'
import { staffRole } from '@/features/auth/staff'
import { readIntakeQueue } from '@/features/workspace/intakes/api/intakes-api'
import { IntakeQueueView } from '@/features/workspace/intakes/intake-queue-view'
import type { IntakeQueueAnswer } from '@shared/workspace-wire'

import { workspaceFallback, WorkspacePage } from '../workspace-page'
import { workspaceLoader } from '../workspace-read'

// Read once, not again on an interval: every read of this list is an audit record of its own.
export const loader = workspaceLoader(() => readIntakeQueue())

export const HydrateFallback = workspaceFallback(workspaceCopy.intakes.title)

/** /admin/intakes: submitted health questionnaires awaiting a physician's review. */
export function Component() {
  const role = staffRole(useSession().user)
  return (
    <WorkspacePage<IntakeQueueAnswer>
      title={workspaceCopy.intakes.title}
      description={workspaceCopy.intakes.description}
    >
      {({ rows }) => <IntakeQueueView rows={rows} staffRole={role} />}
    </WorkspacePage>
  )
}
