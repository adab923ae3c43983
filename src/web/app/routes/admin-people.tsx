import { type ActionFunctionArgs, useActionData } from 'react-router'

import { workspaceCopy } from '@/content/workspace'
import { type PeopleSearch, searchPeople } from '@/features/workspace/people/api/people-api'
import { PeopleView, type SearchAnswer } from '@/features/workspace/people/people-view'
import { NO_ANSWER } from '@/lib/change-action'

import { workspaceFallback, WorkspacePage } from '../workspace-page'
import { workspaceLoader } from '../workspace-read'

/** Nothing to read before a search: the loader only checks the staff session. */
export const loader = workspaceLoader<null>(() => Promise.resolve({ ok: true, data: null }))

/**
 * A search, from this page's form or the workspace header's, on any page: a POST to this route,
 * so what was typed is in the body, never in the address (docs/architecture.md, Staff workspace,
 * People). Its answer, with what was searched for, is the page's action data.
 */
export async function action({ request }: ActionFunctionArgs): Promise<SearchAnswer> {
  const { query } = (await request.json()) as PeopleSearch
  try {
    return { query, answer: await searchPeople(query) }
  } catch {
    return { query, answer: { ok: false, status: NO_ANSWER, body: null } }
  }
}

export const HydrateFallback = workspaceFallback(workspaceCopy.people.title)

/** /admin/people: the search of people by name, e-mail or phone. */
export function Component() {
  const searched = useActionData<SearchAnswer>()
  return (
    <WorkspacePage<null>
      title={workspaceCopy.people.title}
      description={workspaceCopy.people.description}
    >
      {() => <PeopleView searched={searched} />}
    </WorkspacePage>
  )
}
