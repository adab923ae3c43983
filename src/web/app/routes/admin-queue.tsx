import { workspaceCopy } from '@/content/workspace'
import { QueueView } from '@/features/workspace/pipeline/queue-view'

import { WorkspacePage } from '../workspace-page'

/** /admin/queue: requests awaiting first contact and the figures of the 24-hour promise. */
export function Component() {
  return (
    <WorkspacePage title={workspaceCopy.queue.title} description={workspaceCopy.queue.description}>
      {() => <QueueView />}
    </WorkspacePage>
  )
}
