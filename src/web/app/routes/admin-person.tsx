import { useParams } from 'react-router'

import { workspaceCopy } from '@/content/workspace'
import {
  deletePerson,
  type PersonChange,
  readPerson,
} from '@/features/workspace/people/api/people-api'
import { PersonView } from '@/features/workspace/people/person-view'
import { changeAction } from '@/lib/change-action'
import type { PersonPage } from '@shared/workspace-wire'

import { workspaceFallback, WorkspacePage } from '../workspace-page'
import { workspaceLoader } from '../workspace-read'

/** The person one of whose records the address names (`request:<id>`, `order:<id>`, …). */
export const loader = workspaceLoader(({ params }) => readPerson(params.personRef ?? ''))

export const action = changeAction<PersonChange>((change) => deletePerson(change.email))

export const HydrateFallback = workspaceFallback(workspaceCopy.person.title)

/** /admin/people/:personRef: one person across our data, with export and deletion. */
export function Component() {
  const { personRef = '' } = useParams()
  return (
    <WorkspacePage<PersonPage>
      title={workspaceCopy.person.title}
      description={workspaceCopy.person.description}
      notFound={workspaceCopy.person.notFound}
    >
      {(person) => <PersonView key={personRef} person={person} />}
    </WorkspacePage>
  )
}
