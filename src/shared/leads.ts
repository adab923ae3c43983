// Lead capture: the one definition of what a consultation request, a download request and
// a newsletter sign-up may hold. The forms validate with these schemas in the browser and
// the server validates every inserted row with the same ones (docs/architecture.md, Bad input), so
// a visitor and an API caller get the same messages (docs/product.md, Validation).
import * as z from 'zod/mini'

export const leadMessages = {
  firstName: 'First name must be at least 2 characters',
  lastName: 'Last name must be at least 2 characters',
  email: 'Please enter a valid email address',
  phone: 'Please enter a valid phone number',
  hearAboutUs: 'Please select how you heard about us',
  resource: 'Please choose a guide to download',
  optIn: 'Opt-ins must be true or false',
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters`,
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

export const LEAD_LIMITS = {
  name: 100,
  email: 254,
  phone: 32,
} as const

const trimmed = (min: number, max: number, minMessage: string, label: string) =>
  z
    .string(minMessage)
    .check(
      z.trim(),
      z.minLength(min, minMessage),
      z.maxLength(max, leadMessages.tooLong(label, max)),
    )

export const emailField = z
  .string(leadMessages.email)
  .check(z.trim(), z.maxLength(LEAD_LIMITS.email, leadMessages.email), z.email(leadMessages.email))

/**
 * At least 10 characters (docs/product.md, Validation); we also only allow what phone numbers are
 * written with.
 */
const phoneField = z
  .string(leadMessages.phone)
  .check(
    z.trim(),
    z.minLength(10, leadMessages.phone),
    z.maxLength(LEAD_LIMITS.phone, leadMessages.phone),
    z.regex(/^[0-9+().\-\s]*$/, leadMessages.phone),
  )

/**
 * A consultation request (docs/product.md, Lead forms, Validation). Opt-ins default to false
 * (unchecked).
 */
export const consultationRequestSchema = z.object({
  firstName: trimmed(2, LEAD_LIMITS.name, leadMessages.firstName, 'First name'),
  lastName: trimmed(2, LEAD_LIMITS.name, leadMessages.lastName, 'Last name'),
  email: emailField,
  phone: phoneField,
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

export const leadTables = {
  consultation: 'consultation_requests',
  download: 'download_requests',
  newsletter: 'newsletter_subscribers',
} as const

export type LeadTable = (typeof leadTables)[keyof typeof leadTables]

/**
 * Spam defence fields every lead insert carries besides its columns (never stored):
 * `website` is a honeypot a person never sees, so it must be empty; `form_elapsed_ms` is how
 * long the form was open. The forms wait out the minimum themselves before sending, so a
 * fast (autofilling) person is delayed a moment, never refused.
 */
export const spamFields = { honeypot: 'website', elapsed: 'form_elapsed_ms' } as const
export const MIN_FORM_FILL_MS = 2000

export type SpamFields = { website: string; form_elapsed_ms: number }

export type ConsultationRow = {
  first_name: string
  last_name: string
  email: string
  phone: string
  hear_about_us: string
  email_opt_in: boolean
  sms_opt_in: boolean
}

export type DownloadRow = ConsultationRow & { resource_id: string; resource_title: string }
export type NewsletterRow = { email: string }

export function toConsultationRow(input: ConsultationRequest): ConsultationRow {
  return {
    first_name: input.firstName,
    last_name: input.lastName,
    email: input.email,
    phone: input.phone,
    hear_about_us: input.hearAboutUs,
    email_opt_in: input.emailOptIn,
    sms_opt_in: input.smsOptIn,
  }
}

export function toDownloadRow(input: DownloadRequest): DownloadRow {
  return {
    ...toConsultationRow(input),
    resource_id: input.resourceId,
    resource_title: resourceTitle(input.resourceId),
  }
}
