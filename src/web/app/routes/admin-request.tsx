import { useParams } from 'react-router'

import { workspaceCopy } from '@/content/workspace'
import {
  changeRequest,
  readRequestPage,
  type RequestChange,
  type RequestPage,
} from '@/features/workspace/pipeline/api/pipeline-api'
import { RequestView } from '@/features/workspace/pipeline/request-view'
import { changeAction } from '@/lib/change-action'

import { workspaceFallback, WorkspacePage } from '../workspace-page'
import { workspaceLoader } from '../workspace-read'

export const loader = workspaceLoader(({ params }) => readRequestPage(params.requestId ?? ''))

/** A pipeline change (status, reason, assignment, follow-up), a contact attempt or a note. */
export const action = changeAction<RequestChange>((change, { params }) =>
  changeRequest(params.requestId ?? '', change),
)

export const HydrateFallback = workspaceFallback(workspaceCopy.request.title)

/** /admin/requests/:requestId: one consultation request, worked to an outcome. */
export function Component() {
  const { requestId = '' } = useParams()
  return (
    <WorkspacePage<RequestPage>
      title={workspaceCopy.request.title}
      notFound={workspaceCopy.request.notFound}
    >
      {(page) => <RequestView key={requestId} page={page} />}
    </WorkspacePage>
  )
}
