import type { PersonDeletionPreview, PersonSearchAnswer } from '@shared/workspace-wire'

import { type Answer, workspaceRequest } from '../../api/workspace-api'

// A person's address goes in POST bodies, never the API's URL, where proxies would log it
// (docs/wire-contract.md, Staff workspace).

export function findPerson(email: string) {
  return workspaceRequest<PersonSearchAnswer>('/people/search', { method: 'POST', body: { email } })
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

/**
 * The people page's data: the person found (null before any search) and, while the deletion's
 * confirmation is open (`?confirm=delete`), what it would remove — null while it could not be
 * counted, so the page still shows the person.
 */
export type PeoplePage = {
  person: PersonSearchAnswer | null
  preview: PersonDeletionPreview | null
}

export function deletePerson(email: string) {
  return workspaceRequest<unknown>('/people/delete', { method: 'POST', body: { email } })
}

/** The changes the people page makes through its route's action. */
export type PersonChange = { intent: 'delete'; email: string }
