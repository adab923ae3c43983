import { workspaceCopy } from '@/content/workspace'
import { type QueuePage, readQueuePage } from '@/features/workspace/pipeline/api/pipeline-api'
import { QueueView } from '@/features/workspace/pipeline/queue-view'

import { workspaceFallback, WorkspacePage } from '../workspace-page'
import { workspaceLoader } from '../workspace-read'

export const loader = workspaceLoader(() => readQueuePage())

export const HydrateFallback = workspaceFallback(workspaceCopy.queue.title)

/** /admin/queue: requests awaiting first contact and the figures of the 24-hour promise. */
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
