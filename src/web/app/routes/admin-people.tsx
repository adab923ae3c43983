import { workspaceCopy } from '@/content/workspace'
import { PersonView } from '@/features/workspace/people/person-view'

import { WorkspacePage } from '../workspace-page'

/** /admin/people: one person across our data, with export and deletion. */
export function Component() {
  return (
    <WorkspacePage
      title={workspaceCopy.people.title}
      description={workspaceCopy.people.description}
    >
      {() => <PersonView />}
    </WorkspacePage>
  )
}
