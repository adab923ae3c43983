import type { PersonSearchAnswer } from '@shared/workspace-wire'

import { workspaceRequest } from '../../api/workspace-api'

// A person's address goes in POST bodies, never the API's URL, where proxies would log it
// (docs/wire-contract.md, Staff workspace).

export function findPerson(email: string) {
  return workspaceRequest<PersonSearchAnswer>('/people/search', { method: 'POST', body: { email } })
}

export function exportPerson(email: string) {
  return workspaceRequest<unknown>('/people/export', { method: 'POST', body: { email } })
}

export function deletePerson(email: string) {
  return workspaceRequest<unknown>('/people/delete', { method: 'POST', body: { email } })
}

/** The changes the people page makes through its route's action. */
export type PersonChange = { intent: 'delete'; email: string }
