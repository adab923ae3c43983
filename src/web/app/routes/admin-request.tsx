import { useParams } from 'react-router'

import { workspaceCopy } from '@/content/workspace'
import { RequestView } from '@/features/workspace/pipeline/request-view'

import { WorkspacePage } from '../workspace-page'

/** /admin/requests/:requestId: one consultation request, worked to an outcome. */
export function Component() {
  const { requestId = '' } = useParams()
  return (
    <WorkspacePage title={workspaceCopy.request.title}>
      {() => <RequestView key={requestId} requestId={requestId} />}
    </WorkspacePage>
  )
}
