import type { PersonDeletionPreview, PersonPage, PersonSearchAnswer } from '@shared/workspace-wire'

import { type Answer, workspaceRequest } from '../../api/workspace-api'

// What staff search for, and a person's address, go in POST bodies, never the API's URL, where
// proxies would log them; a person page is read by an opaque reference to one of their records
// (docs/wire-contract.md, Staff workspace).

export function searchPeople(query: string) {
  return workspaceRequest<PersonSearchAnswer>('/people/search', {
    method: 'POST',
    body: { query },
  })
}

export function readPerson(ref: string) {
  return workspaceRequest<PersonPage>(`/people/${encodeURIComponent(ref).replace('%3A', ':')}`)
}

export function exportPerson(email: string) {
  return workspaceRequest<unknown>('/people/export', { method: 'POST', body: { email } })
}

/** What deleting the person would remove and keep, counted by the server (audited as a read). */
export function previewDeletion(email: string): Promise<Answer<PersonDeletionPreview>> {
  return workspaceRequest<PersonDeletionPreview>('/people/delete-preview', {
    method: 'POST',
    body: { email },
  })
}

/** The person page's data: the person, and while the deletion is being confirmed, its count. */
export type PersonPageData = { person: PersonPage; preview: PersonDeletionPreview | null }

export function deletePerson(email: string) {
  return workspaceRequest<unknown>('/people/delete', { method: 'POST', body: { email } })
}

/** A search, submitted to the People page's action from any workspace page. */
export type PeopleSearch = { intent: 'search'; query: string }

/** The changes the person page makes through its route's action. */
export type PersonChange = { intent: 'delete'; email: string }
