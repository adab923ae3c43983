/** A row of consultation_requests or download_requests, as PostgREST returns it. */
export type PersonLeadRow = {
  id: string
  first_name: string
  last_name: string
  email: string
  phone: string
  hear_about_us: string
  email_opt_in: boolean
  sms_opt_in: boolean
  created_at: string
  resource_id?: string
  resource_title?: string
}

export type NewsletterLeadRow = { id: string; email: string; created_at: string }

export type LeadRow = PersonLeadRow | NewsletterLeadRow

/** PostgREST's error shape, plus the HTTP status (0 when the server was not reached). */
export type LeadReadError = { code: string; message: string; status: number }

/** PostgREST's permission error: the caller is not staff (or not signed in). */
export function isPermissionError(error: LeadReadError): boolean {
  return error.code === '42501' || error.status === 401 || error.status === 403
}
