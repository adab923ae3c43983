import { workspaceCopy } from '@/content/workspace'
import {
  deletePerson,
  findPerson,
  type PersonChange,
} from '@/features/workspace/people/api/people-api'
import { PersonView } from '@/features/workspace/people/person-view'
import { changeAction } from '@/lib/change-action'
import type { PersonSearchAnswer } from '@shared/workspace-wire'

import { workspaceFallback, WorkspacePage } from '../workspace-page'
import { workspaceLoader } from '../workspace-read'

/** The person whose address is in the URL's `email`; null before any search. */
export const loader = workspaceLoader<PersonSearchAnswer | null>(async ({ request }) => {
  const email = new URL(request.url).searchParams.get('email')?.trim()
  return email ? findPerson(email) : { ok: true, data: null }
})

export const action = changeAction<PersonChange>((change) => deletePerson(change.email))

export const HydrateFallback = workspaceFallback(workspaceCopy.people.title)

/** /admin/people: one person across our data, with export and deletion. */
export function Component() {
  return (
    <WorkspacePage<PersonSearchAnswer | null>
      title={workspaceCopy.people.title}
      description={workspaceCopy.people.description}
    >
      {(person) => <PersonView person={person} />}
    </WorkspacePage>
  )
}
