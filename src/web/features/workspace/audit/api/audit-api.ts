import type { AuditAnswer } from '@shared/workspace-wire'

import { workspaceRequest } from '../../api/workspace-api'

/** The log's filter as the page's URL holds it: a staff member's id, a person's address. */
export type AuditFilter = { actor: string; email: string }

export function auditFilterOf(url: URL): AuditFilter {
  return { actor: url.searchParams.get('actor') ?? '', email: url.searchParams.get('email') ?? '' }
}

/**
 * The audit log under a filter; by person with the address in a POST body, never the API's URL,
 * where proxies would log it (docs/wire-contract.md, Staff workspace).
 */
export function readAuditLog({ actor, email }: AuditFilter) {
  if (email) {
    return workspaceRequest<AuditAnswer>('/audit/search', {
      method: 'POST',
      body: { email, ...(actor ? { actor } : {}) },
    })
  }
  return workspaceRequest<AuditAnswer>(
    `/audit${actor ? `?actor=${encodeURIComponent(actor)}` : ''}`,
  )
}
