import { workspaceCopy } from '@/content/workspace'
import { auditFilterOf, readAuditLog } from '@/features/workspace/audit/api/audit-api'
import { AuditView } from '@/features/workspace/audit/audit-view'
import type { AuditAnswer } from '@shared/workspace-wire'

import { workspaceFallback, WorkspacePage } from '../workspace-page'
import { workspaceLoader } from '../workspace-read'

export const loader = workspaceLoader(({ request }) =>
  readAuditLog(auditFilterOf(new URL(request.url))),
)

export const HydrateFallback = workspaceFallback(workspaceCopy.audit.title)

/** /admin/audit: who viewed, exported, changed or deleted what, and when. */
export function Component() {
  return (
    <WorkspacePage<AuditAnswer>
      title={workspaceCopy.audit.title}
      description={workspaceCopy.audit.description}
    >
      {(log) => <AuditView log={log} />}
    </WorkspacePage>
  )
}
