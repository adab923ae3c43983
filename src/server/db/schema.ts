// Column types are chosen to behave identically on SQLite and PostgreSQL
// (see docs/decisions/003-portable-column-types.md): ids are UUID text,
// timestamps are ISO-8601 UTC text, booleans are 0/1 integers.

import type { Generated } from 'kysely'

import type { LeadColumnValues } from '../../shared/lead-tables'
import type { consultationTable, downloadTable, newsletterTable } from '../../shared/leads'

// The lead tables' columns are their descriptors' (src/shared/leads.ts), booleans stored 0/1.
export type ConsultationRequestsTable = LeadColumnValues<typeof consultationTable.columns, number>
export type DownloadRequestsTable = LeadColumnValues<typeof downloadTable.columns, number>
export type NewsletterSubscribersTable = LeadColumnValues<typeof newsletterTable.columns, number>

export type AuditLogTable = {
  id: string
  actor_id: string
  action: string
  target: string
  detail: string
  created_at: string
}

export type UsersTable = {
  id: string
  /** Lower-case. */
  email: string
  /** argon2id PHC string; null for a user who has no password. */
  encrypted_password: string | null
  email_confirmed_at: string | null
  /**
   * When a link mailed to the current address was last followed (sign-up, recovery or
   * e-mail change). Unlike `email_confirmed_at`, never set by autoconfirm: only this proves
   * the address. Anything that changes `email` without such a link must clear it.
   */
  email_confirmed_by_link_at: string | null
  /**
   * When the account last became staff (`npm run staff -- add`, STAFF_EMAIL, or created as
   * staff); null for everyone else. A staff member's first second factor needs a session that
   * began after it (auth/routes/mfa.routes.ts).
   */
  staff_promoted_at: string | null
  /** SHA-256 (hex) of the e-mail confirmation token; the token itself is never stored. */
  confirmation_token_hash: string | null
  confirmation_sent_at: string | null
  recovery_token_hash: string | null
  recovery_sent_at: string | null
  /** Pending new address; the change needs the links sent to it and to the current one. */
  email_change: string | null
  /** Hash of the token mailed to the new address. */
  email_change_token_hash: string | null
  /** Hash of the token mailed to the current address. */
  email_change_token_current_hash: string | null
  /** Links of a pending change followed so far: 0, or 1 (then one more completes it). */
  email_change_confirm_status: Generated<number>
  email_change_sent_at: string | null
  last_sign_in_at: string | null
  /** JSON object text (`app_metadata`). */
  raw_app_meta_data: string
  /** JSON object text (`user_metadata`). */
  raw_user_meta_data: string
  identity_id: string
  /** JSON object text (`identities[0].identity_data`). */
  identity_data: string
  banned_until: string | null
  created_at: string
  updated_at: string
}

export type SessionsTable = {
  id: string
  user_id: string
  aal: string
  /** JSON array text of `{ method, timestamp }`. */
  amr: string
  created_at: string
  updated_at: string
  refreshed_at: string | null
  not_after: string | null
  ended_at: string | null
  /** Staff sessions: when the session ends unless there is activity first (STAFF_IDLE_MINUTES). */
  idle_expires_at: string | null
}

export type RefreshTokensTable = {
  id: string
  /** SHA-256 (hex) of the token; the token itself is never stored. */
  token_hash: string
  session_id: string
  parent: string | null
  /** 0/1 */
  revoked: number
  sequence: number
  created_at: string
  updated_at: string
}

export type MfaFactorsTable = {
  id: string
  user_id: string
  friendly_name: string
  factor_type: string
  /** 'unverified' | 'verified' */
  status: string
  /** Encrypted (auth/factor-secret.ts). */
  secret: string
  last_used_step: number | null
  last_challenged_at: string | null
  created_at: string
  updated_at: string
}

export type MfaChallengesTable = {
  id: string
  factor_id: string
  ip_address: string
  created_at: string
  verified_at: string | null
}

export type ConsultationPipelineTable = {
  request_id: string
  status: string
  closed_reason: string | null
  assigned_to: string | null
  follow_up_on: string | null
  contacted_at: string | null
  booked_at: string | null
  patient_at: string | null
  closed_at: string | null
  version: number
  updated_at: string
  updated_by: string
}

export type ConsultationEventsTable = {
  id: string
  request_id: string
  actor_id: string
  kind: string
  /** JSON text. */
  data: string
  created_at: string
}

/** A person contacted by staff, outside any consultation request (0015). */
export type PersonContactsTable = {
  id: string
  /** Lower-case. */
  email: string
  actor_id: string
  created_at: string
}

/** An address staff merged into another: the same person (0017). */
export type PersonLinksTable = {
  /** Lower-case; unique. */
  from_email: string
  /** Lower-case. */
  into_email: string
  actor_id: string
  created_at: string
}

export type IntakeResponsesTable = {
  id: string
  user_id: string
  program: string
  questionnaire_version: string
  status: string
  /** Ciphertext (src/server/patient/intake-crypto.ts). */
  answers: string
  /** Ciphertext. */
  assessment: string | null
  outcome: string | null
  flagged: number
  decision: string | null
  /** Ciphertext. */
  decision_note: string | null
  reviewed_by: string | null
  reviewed_at: string | null
  step: string | null
  version: number
  created_at: string
  updated_at: string
  submitted_at: string | null
}

export type ClinicLocationsTable = {
  id: string
  name: string
  address: string
  state: string
  time_zone: string
  active: number
  created_at: string
  updated_at: string
}

export type CliniciansTable = {
  id: string
  name: string
  title: string
  /** USPS codes, comma-separated. */
  licensed_states: string
  active: number
  created_at: string
  updated_at: string
}

export type SchedulesTable = {
  id: string
  clinician_id: string
  /** Null for telehealth. */
  location_id: string | null
  time_zone: string
  slot_minutes: number
  buffer_minutes: number
  /** JSON: WeeklyHours[] (src/shared/booking/slots.ts). */
  hours: string
  active: number
  created_at: string
  updated_at: string
}

export type ScheduleExceptionsTable = {
  id: string
  clinician_id: string
  starts_at: string
  ends_at: string
  reason: string
  created_by: string | null
  created_at: string
}

export type AppointmentsTable = {
  id: string
  clinician_id: string
  schedule_id: string | null
  location_id: string | null
  visit_type: string
  status: string
  start_at: string
  end_at: string
  user_id: string | null
  first_name: string
  last_name: string
  email: string
  phone: string
  patient_state: string | null
  consultation_id: string | null
  idempotency_key: string
  change_key: string | null
  manage_token_hash: string
  sequence: number
  booked_by: string | null
  cancelled_by: string | null
  cancelled_at: string | null
  /** A pending visit holds its slot until then (0014). */
  hold_expires_at: string | null
  /** SHA-256 of the token only the confirmation mail carries. */
  confirm_token_hash: string | null
  /** Where the consultation request stood before this visit moved it to "booked". */
  request_prior_status: string | null
  /** A video visit's room name on the video provider, 128 random bits (0019); else null. */
  video_room: string | null
  created_at: string
  updated_at: string
}

export type CatalogueProductsTable = {
  /** The content's product id (src/web/content/catalogues/). */
  id: string
  catalogue: string
  name: string
  price_cents: number
  original_price_cents: number | null
  /** Never below 0 (a CHECK holds it). */
  stock: number
  /** 0/1 */
  needs_review: number
  max_per_order: number
  /** 0/1 */
  active: number
  updated_at: string
  updated_by: string | null
}

export type OrdersTable = {
  id: string
  /** RM-XXXX-XXXX */
  number: string
  idempotency_key: string
  user_id: string | null
  first_name: string
  last_name: string
  email: string
  phone: string
  ship_line1: string
  ship_line2: string | null
  ship_city: string
  ship_state: string
  ship_zip: string
  /** src/shared/orders/order-states.ts */
  state: string
  subtotal_cents: number
  shipping_cents: number
  total_cents: number
  reason: string | null
  payment_method: string | null
  payment_reference: string | null
  /** What was received, in cents (0018); null for payments recorded before it was asked. */
  paid_cents: number | null
  /** The day it was received, YYYY-MM-DD on the clinic's calendar (0018). */
  paid_on: string | null
  carrier: string | null
  tracking: string | null
  created_at: string
  updated_at: string
  /** What staff must look at about a payment (an amount that did not match, a second one); 0020. */
  payment_flag: string | null
  /** Cents owed back to the patient and not yet refunded (0020). */
  refund_due_cents: Generated<number>
  /** Cents refunded through the payment provider so far (0020). */
  refunded_cents: Generated<number>
  /** Why the last refund attempt failed; null once it went through (0020). */
  refund_problem: string | null
  /** Refund tries the processor declined, so a retry asks with a new key (0020). */
  refund_declines: Generated<number>
  /** A physician's changes after payment (0021): each one a compare-and-set on this count. */
  amendments: Generated<number>
}

export type OrderLinesTable = {
  id: string
  order_id: string
  position: number
  product_id: string
  name: string
  unit_price_cents: number
  quantity: number
  requested_quantity: number
  /** 0/1 */
  needs_review: number
  /** approved | changed | declined, or null. */
  review: string | null
  review_reason: string | null
}

export type OrderEventsTable = {
  id: string
  order_id: string
  /** 1, 2, 3… within the order. */
  sequence: number
  from_state: string | null
  to_state: string
  /** patient | staff | physician | system */
  actor: string
  actor_user_id: string | null
  detail: string | null
  at: string
}

/** Processor events handled, each once (0020; docs/decisions/050-stripe-hosted-checkout.md). */
export type PaymentEventsTable = {
  /** The processor's event id (evt_…). */
  event_id: string
  type: string
  order_id: string | null
  /** What handling it did: paid, flagged, ignored. */
  outcome: string
  received_at: string
}

export type RateLimitsTable = {
  key: string
  count: number
  window_ends_at: string
}

export type OutboxTable = {
  id: string
  kind: string
  payload: string
  attempts: number
  next_attempt_at: string
  last_error: string | null
  delivered_at: string | null
  failed_at: string | null
  created_at: string
  /** Random token of the claim in progress (or whose lease ran out); null when unclaimed. */
  claim_token: string | null
}

export type DB = {
  consultation_requests: ConsultationRequestsTable
  download_requests: DownloadRequestsTable
  newsletter_subscribers: NewsletterSubscribersTable
  audit_log: AuditLogTable
  users: UsersTable
  sessions: SessionsTable
  refresh_tokens: RefreshTokensTable
  mfa_factors: MfaFactorsTable
  mfa_challenges: MfaChallengesTable
  consultation_pipeline: ConsultationPipelineTable
  consultation_events: ConsultationEventsTable
  person_contacts: PersonContactsTable
  person_links: PersonLinksTable
  intake_responses: IntakeResponsesTable
  clinic_locations: ClinicLocationsTable
  clinicians: CliniciansTable
  schedules: SchedulesTable
  schedule_exceptions: ScheduleExceptionsTable
  appointments: AppointmentsTable
  catalogue_products: CatalogueProductsTable
  orders: OrdersTable
  order_lines: OrderLinesTable
  order_events: OrderEventsTable
  rate_limits: RateLimitsTable
  payment_events: PaymentEventsTable
  outbox: OutboxTable
}
