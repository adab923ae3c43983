import { workspaceCopy } from '@/content/workspace'
import { AuditView } from '@/features/workspace/audit/audit-view'

import { WorkspacePage } from '../workspace-page'

/** /admin/audit: who viewed, exported, changed or deleted what, and when. */
export function Component() {
  return (
    <WorkspacePage title={workspaceCopy.audit.title} description={workspaceCopy.audit.description}>
      {() => <AuditView />}
    </WorkspacePage>
  )
}
