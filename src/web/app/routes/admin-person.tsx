import { type ShouldRevalidateFunction, useParams } from 'react-router'

import { workspaceCopy } from '@/content/workspace'
import {
  deletePerson,
  type PersonChange,
  type PersonPageData,
  previewDeletion,
  readPerson,
} from '@/features/workspace/people/api/people-api'
import { PersonView } from '@/features/workspace/people/person-view'
import type { Answer } from '@/lib/api-request'
import { changeAction } from '@/lib/change-action'

import { workspaceFallback, WorkspacePage } from '../workspace-page'
import { workspaceLoader } from '../workspace-read'

/**
 * The person one of whose records the address names (`request:<id>`, `order:<id>`, …), and what
 * deleting them would remove while the confirmation is open (`confirm=delete` in the URL).
 */
export const loader = workspaceLoader<PersonPageData>(async ({ params, request }) => {
  const person = await readPerson(params.personRef ?? '')
  if (!person.ok) return person
  const confirming = new URL(request.url).searchParams.get('confirm') === 'delete'
  const preview = confirming ? await previewDeletion(person.data.email).catch(() => null) : null
  return { ok: true, data: { person: person.data, preview: preview?.ok ? preview.data : null } }
})

export const action = changeAction<PersonChange>((change) => deletePerson(change.email))

/**
 * Once the person is deleted there is nothing to read again: the page stays as it was while it
 * says so and goes back to People (person-view.tsx); a refused deletion reads the person again.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  actionResult,
  defaultShouldRevalidate,
}) => ((actionResult as Answer<unknown> | undefined)?.ok ? false : defaultShouldRevalidate)

export const HydrateFallback = workspaceFallback(workspaceCopy.person.title)

/** /admin/people/:personRef: one person across our data, with export and deletion. */
export function Component() {
  const { personRef = '' } = useParams()
  return (
    <WorkspacePage<PersonPageData>
      title={workspaceCopy.person.title}
      description={workspaceCopy.person.description}
      notFound={workspaceCopy.person.notFound}
    >
      {(page) => <PersonView key={personRef} person={page.person} preview={page.preview} />}
    </WorkspacePage>
  )
}
