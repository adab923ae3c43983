import { workspaceCopy } from '@/content/workspace'
import {
  deletePerson,
  findPerson,
  type PeoplePage,
  type PersonChange,
  previewDeletion,
} from '@/features/workspace/people/api/people-api'
import { PersonView } from '@/features/workspace/people/person-view'
import { changeAction } from '@/lib/change-action'

import { workspaceFallback, WorkspacePage } from '../workspace-page'
import { workspaceLoader } from '../workspace-read'

/**
 * The person whose address is in the URL's `email` (null before any search), and what deleting
 * them would remove while the confirmation is open (`confirm=delete`).
 */
export const loader = workspaceLoader<PeoplePage>(async ({ request }) => {
  const params = new URL(request.url).searchParams
  const email = params.get('email')?.trim()
  if (!email) return { ok: true, data: { person: null, preview: null } }
  const confirming = params.get('confirm') === 'delete'
  const person = await findPerson(email)
  if (!person.ok) return person
  // Counted only for someone found: once deleted, nothing is left to count.
  const preview =
    confirming && person.data.found ? await previewDeletion(email).catch(() => null) : null
  return { ok: true, data: { person: person.data, preview: preview?.ok ? preview.data : null } }
})

export const action = changeAction<PersonChange>((change) => deletePerson(change.email))

export const HydrateFallback = workspaceFallback(workspaceCopy.people.title)

/** /admin/people: one person across our data, with export and deletion. */
export function Component() {
  return (
    <WorkspacePage<PeoplePage>
      title={workspaceCopy.people.title}
      description={workspaceCopy.people.description}
    >
      {(page) => <PersonView person={page.person} preview={page.preview} />}
    </WorkspacePage>
  )
}
