// Lead capture: the one definition of what a consultation request, a download request and
// a newsletter sign-up may hold. The forms validate with these schemas in the browser and
// the server validates every inserted row with the same ones (docs/architecture.md, Bad input), so
// a visitor and an API caller get the same messages (docs/product.md, Validation).
import * as z from 'zod/mini'

import { CLINIC_PHONE } from './clinic'
import { contactFields, contactMessages, emailField } from './contact-fields'
import {
  defineLeadTable,
  type LeadAdminColumn,
  type LeadColumnValues,
  type LeadTableDescriptor,
  toLeadRow,
} from './lead-tables'

export const leadMessages = {
  ...contactMessages,
  hearAboutUs: 'Please select how you heard about us',
  resource: 'Please choose a guide to download',
  optIn: 'Opt-ins must be true or false',
} as const

/** In the specification's order (docs/product.md, Lead forms). */
export const hearAboutUsOptions = [
  'Google Search',
  'Social Media (Facebook, Instagram)',
  'Friend or Family Referral',
  'Doctor Referral',
  'Online Advertisement',
  'Radio/TV Advertisement',
  'Previous Patient',
  'Walk-in',
  'Other',
] as const

/**
 * The six free resources of /downloads, by id (docs/product.md, Consultation and other pages). The
 * page adds descriptions and art.
 */
export const downloadResources = [
  { id: 'weight-loss-guide', title: 'Complete Weight Loss Guide' },
  { id: 'mens-health-toolkit', title: "Men's Health Optimization Toolkit" },
  { id: 'meal-prep-guide', title: 'Healthy Meal Prep Guide' },
  { id: 'hormone-optimization', title: 'Hormone Optimization Handbook' },
  { id: 'supplement-guide', title: 'Smart Supplement Guide' },
  { id: 'lifestyle-blueprint', title: 'Sustainable Lifestyle Blueprint' },
] as const

export type DownloadResourceId = (typeof downloadResources)[number]['id']

/**
 * A consultation request (docs/product.md, Lead forms, Validation). Opt-ins default to false
 * (unchecked).
 */
export const consultationRequestSchema = z.object({
  ...contactFields,
  hearAboutUs: z
    .string(leadMessages.hearAboutUs)
    // The specification asks for at least one character; only the nine options are meaningful.
    .check(
      z.refine(
        (value) => (hearAboutUsOptions as readonly string[]).includes(value),
        leadMessages.hearAboutUs,
      ),
    ),
  emailOptIn: z._default(z.boolean(leadMessages.optIn), false),
  smsOptIn: z._default(z.boolean(leadMessages.optIn), false),
})

/**
 * A download request (docs/product.md, Lead forms): the consultation fields plus the chosen
 * resource.
 */
export const downloadRequestSchema = z.extend(consultationRequestSchema, {
  resourceId: z.enum(
    downloadResources.map((resource) => resource.id) as [
      DownloadResourceId,
      ...DownloadResourceId[],
    ],
    leadMessages.resource,
  ),
})

export const newsletterSignupSchema = z.object({ email: emailField })

export type ConsultationRequestInput = z.input<typeof consultationRequestSchema>
export type ConsultationRequest = z.output<typeof consultationRequestSchema>
export type DownloadRequestInput = z.input<typeof downloadRequestSchema>
export type DownloadRequest = z.output<typeof downloadRequestSchema>
export type NewsletterSignup = z.output<typeof newsletterSignupSchema>

export function resourceTitle(id: DownloadResourceId): string {
  return downloadResources.find((resource) => resource.id === id)!.title
}

// ---------------------------------------------------------------------------------------
// The wire: rows as `supabase.from(table).insert(row)` sends them (snake_case columns).

/**
 * Spam defense fields every lead insert carries besides its columns (never stored):
 * `website` is a honeypot a person never sees, so it must be empty; `form_elapsed_ms` is how
 * long the form was open. The forms wait out the minimum themselves before sending, so a
 * fast (autofilling) person is delayed a moment, never refused.
 */
export const spamFields = { honeypot: 'website', elapsed: 'form_elapsed_ms' } as const
export const MIN_FORM_FILL_MS = 2000

export type SpamFields = { website: string; form_elapsed_ms: number }

/** The columns the server sets on every row itself; an insert does not send them. */
type SetByServer = 'id' | 'created_at'

export type ConsultationRow = Omit<LeadColumnValues<typeof consultationTable.columns>, SetByServer>
export type DownloadRow = Omit<LeadColumnValues<typeof downloadTable.columns>, SetByServer>
export type NewsletterRow = Omit<LeadColumnValues<typeof newsletterTable.columns>, SetByServer>

// ---------------------------------------------------------------------------------------
// The lead tables, one descriptor each (the shape: src/shared/lead-tables.ts). Adding a lead
// table is a descriptor in `leadTableList` and a migration; nothing else names a table.

/** The columns of a lead about a person, in the order they are read and exported. */
const personColumns = {
  id: 'text',
  first_name: 'text',
  last_name: 'text',
  email: 'text',
  phone: 'text',
  hear_about_us: 'text',
  email_opt_in: 'boolean',
  sms_opt_in: 'boolean',
  created_at: 'timestamp',
} as const

const personFields = {
  first_name: 'firstName',
  last_name: 'lastName',
  email: 'email',
  phone: 'phone',
  hear_about_us: 'hearAboutUs',
  email_opt_in: 'emailOptIn',
  sms_opt_in: 'smsOptIn',
} as const

/**
 * The dashboard tab of a lead about a person: searched by name and contact details; the
 * table's own columns (`between`) go after the contact details.
 */
const personAdmin = (
  label: string,
  empty: string,
  ...between: LeadAdminColumn[]
): LeadTableDescriptor['admin'] => ({
  label,
  empty,
  searchHint: 'Name, e-mail or phone',
  search: ['first_name', 'last_name', 'email', 'phone'],
  columns: [
    { header: 'received', cell: 'time' },
    { header: 'name', cell: 'name' },
    { header: 'email', cell: 'email' },
    { header: 'phone', cell: 'phone' },
    ...between,
    { header: 'hearAboutUs', cell: 'text', column: 'hear_about_us' },
    { header: 'optIns', cell: 'optIns' },
  ],
})

const person = {
  firstName: 'Ann',
  lastName: 'Lee',
  email: 'ann@example.com',
  phone: '555 010 0000',
  hearAboutUs: 'Other',
  emailOptIn: false,
  smsOptIn: true,
} as const satisfies ConsultationRequestInput

const yesNo = (value: unknown) => (value ? 'yes' : 'no')

export const consultationTable = defineLeadTable({
  name: 'consultation_requests',
  tab: 'consultation',
  schema: consultationRequestSchema,
  columns: personColumns,
  fields: personFields,
  event: 'consultation_request.created',
  clinicEmail: {
    subject: 'New consultation request',
    summary: 'free-consultation request',
    details: (row) => [
      `Heard about us through: ${String(row.hear_about_us)}`,
      `E-mail updates: ${yesNo(row.email_opt_in)}; text messages: ${yesNo(row.sms_opt_in)}`,
    ],
    // Any value the dashboard does not know opens its first tab, the consultation requests.
    dashboardPath: '/admin?tab=consultations',
    closing: 'We promise visitors a call within 24 hours.',
  },
  acknowledgement: {
    subject: 'We received your consultation request',
    lines: [
      'Thank you for requesting a free consultation with Renew Medical. We received your request, and our care team will call you within 24 hours to schedule it.',
      '',
      `Would you rather not wait? For a same-day appointment, call us at ${CLINIC_PHONE.display} (Mon-Fri 8AM-6PM, Sat 9AM-3PM).`,
      '',
      'If you did not send this request, you can ignore this e-mail: nothing else will happen.',
      '',
      'Renew Medical',
    ],
  },
  // A second tap, a reload or the other form on the page a minute later is the same person
  // asking once (docs/product.md, Lead forms).
  foldRepeatsMs: 10 * 60_000,
  admin: personAdmin('Consultation requests', 'No consultation requests match.'),
  example: person,
})

export const downloadTable = defineLeadTable({
  name: 'download_requests',
  tab: 'download',
  schema: downloadRequestSchema,
  columns: { ...personColumns, resource_id: 'text', resource_title: 'text' },
  fields: { ...personFields, resource_id: 'resourceId' },
  // The title is ours to set from the id: a caller cannot relabel a guide.
  computed: { resource_title: (data) => resourceTitle(data.resourceId as DownloadResourceId) },
  event: 'download_request.created',
  clinicEmail: null,
  admin: personAdmin('Download requests', 'No download requests match.', {
    header: 'guide',
    cell: 'text',
    column: 'resource_title',
  }),
  example: { ...person, resourceId: 'meal-prep-guide' } satisfies DownloadRequestInput,
})

export const newsletterTable = defineLeadTable({
  name: 'newsletter_subscribers',
  tab: 'newsletter',
  schema: newsletterSignupSchema,
  columns: { id: 'text', email: 'text', created_at: 'timestamp' },
  fields: { email: 'email' },
  // One subscription per address, whatever its capitalization.
  unique: 'email',
  event: 'newsletter_subscriber.created',
  clinicEmail: null,
  admin: {
    label: 'Newsletter subscribers',
    empty: 'No newsletter subscribers match.',
    searchHint: 'E-mail address',
    search: ['email'],
    columns: [
      { header: 'subscribed', cell: 'time' },
      { header: 'email', cell: 'email' },
    ],
  },
  example: { email: person.email },
})

/** Every lead table, in the dashboard's tab order (the first tab is the default). */
export const leadTableList = [consultationTable, downloadTable, newsletterTable] as const

type LeadTableEntry = (typeof leadTableList)[number]

export type LeadTable = LeadTableEntry['name']

/** Tab → table name, e.g. `leadTables.consultation` is `'consultation_requests'`. */
export const leadTables = Object.fromEntries(
  leadTableList.map((table) => [table.tab, table.name]),
) as { readonly [T in LeadTableEntry as T['tab']]: T['name'] }

/** The descriptor of a dashboard tab's table. */
export function leadTableOfTab(tab: keyof typeof leadTables): LeadTableEntry {
  return leadTableList.find((table) => table.tab === tab)!
}

export function toConsultationRow(input: ConsultationRequest): ConsultationRow {
  return toLeadRow(consultationTable, input) as ConsultationRow
}

export function toDownloadRow(input: DownloadRequest): DownloadRow {
  return toLeadRow(downloadTable, input) as DownloadRow
}
