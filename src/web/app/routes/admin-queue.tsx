import { workspaceCopy } from '@/content/workspace'
import {
  markContacted,
  mergePeople,
  type QueueChange,
  type QueuePage,
  readQueuePage,
} from '@/features/workspace/pipeline/api/pipeline-api'
import { QueueView } from '@/features/workspace/pipeline/queue-view'
import { changeAction } from '@/lib/change-action'

import { workspaceFallback, WorkspacePage } from '../workspace-page'
import { workspaceLoader } from '../workspace-read'

export const loader = workspaceLoader(() => readQueuePage())

/**
 * "Mark contacted" for a person the queue holds by their account or a visit, and "Merge" for
 * two people flagged as possible duplicates.
 */
export const action = changeAction<QueueChange>((change) =>
  change.intent === 'merge' ? mergePeople(change.from, change.into) : markContacted(change.email),
)

export const HydrateFallback = workspaceFallback(workspaceCopy.queue.title)

/**
 * /admin/queue, where staff land (/admin opens it): everyone who needs a human, and the figures
 * of the 24-hour promise.
 */
export function Component() {
  return (
    <WorkspacePage<QueuePage>
      title={workspaceCopy.queue.title}
      description={workspaceCopy.queue.description}
    >
      {(page) => <QueueView page={page} />}
    </WorkspacePage>
  )
}
