import { workspaceCopy } from '@/content/workspace'
import { IntakeQueueView } from '@/features/admin/intake-queue-view'

import { WorkspacePage } from '../workspace-page'

/** /admin/intakes: submitted health questionnaires awaiting a physician's review. */
export function Component() {
  return (
    <WorkspacePage
      title={workspaceCopy.intakes.title}
      description={workspaceCopy.intakes.description}
    >
      {() => <IntakeQueueView />}
    </WorkspacePage>
  )
}
