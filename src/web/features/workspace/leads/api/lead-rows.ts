import type { LeadColumnValues } from '@shared/lead-tables'
import type { consultationTable, downloadTable, newsletterTable } from '@shared/leads'

/**
 * A row of consultation_requests or download_requests, as PostgREST returns it: the person
 * columns, and the guide's columns when the row is a download request.
 */
export type PersonLeadRow = LeadColumnValues<typeof consultationTable.columns> &
  Partial<LeadColumnValues<typeof downloadTable.columns>>

export type NewsletterLeadRow = LeadColumnValues<typeof newsletterTable.columns>

export type LeadRow = PersonLeadRow | NewsletterLeadRow

/** PostgREST's error shape, plus the HTTP status (0 when the server was not reached). */
export type LeadReadError = { code: string; message: string; status: number }

/** PostgREST's permission error: the caller is not staff (or not signed in). */
export function isPermissionError(error: LeadReadError): boolean {
  return error.code === '42501' || error.status === 401 || error.status === 403
}
