// Column types are chosen to behave identically on SQLite and PostgreSQL
// (see docs/decisions/003-portable-column-types.md): ids are UUID text,
// timestamps are ISO-8601 UTC text, booleans are 0/1 integers.

export type LeadColumns = {
  id: string
  first_name: string
  last_name: string
  email: string
  phone: string
  hear_about_us: string
  email_opt_in: number
  sms_opt_in: number
  created_at: string
}

export type ConsultationRequestsTable = LeadColumns

export type DownloadRequestsTable = LeadColumns & {
  resource_id: string
  resource_title: string
}

export type NewsletterSubscribersTable = {
  id: string
  email: string
  created_at: string
}

export type AuditLogTable = {
  id: string
  actor_id: string
  action: string
  target: string
  detail: string
  created_at: string
}

export type DB = {
  consultation_requests: ConsultationRequestsTable
  download_requests: DownloadRequestsTable
  newsletter_subscribers: NewsletterSubscribersTable
  audit_log: AuditLogTable
}
