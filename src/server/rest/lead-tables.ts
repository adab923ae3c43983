import {
  consultationRequestSchema,
  downloadRequestSchema,
  type LeadTable,
  leadTables,
  newsletterSignupSchema,
  resourceTitle,
  spamFields,
} from '../../shared/leads'
import type * as z from 'zod/mini'
import { type Columns } from './rest-query'

// The three lead tables as the API sees them: their columns (for reads and filters) and
// how an inserted row maps onto the shared form schema (for writes), so the server checks
// exactly what the browser checks, with the same messages.

/** column → the shared schema's field, for the columns a caller may insert. */
type WritableColumns = Readonly<Record<string, string>>

export type LeadTableDefinition = {
  name: LeadTable
  columns: Columns
  writable: WritableColumns
  schema: z.ZodMiniType<Record<string, unknown>>
  /** Columns stored from the validated input (camelCase fields → snake_case row). */
  toRow: (input: Record<string, unknown>) => Record<string, string | number>
}

const leadColumns = {
  id: 'text',
  first_name: 'text',
  last_name: 'text',
  email: 'text',
  phone: 'text',
  hear_about_us: 'text',
  email_opt_in: 'boolean',
  sms_opt_in: 'boolean',
  created_at: 'timestamp',
} as const satisfies Columns

const leadWritable = {
  first_name: 'firstName',
  last_name: 'lastName',
  email: 'email',
  phone: 'phone',
  hear_about_us: 'hearAboutUs',
  email_opt_in: 'emailOptIn',
  sms_opt_in: 'smsOptIn',
} as const

function leadRow(input: Record<string, unknown>) {
  return {
    first_name: input.firstName as string,
    last_name: input.lastName as string,
    email: input.email as string,
    phone: input.phone as string,
    hear_about_us: input.hearAboutUs as string,
    email_opt_in: input.emailOptIn ? 1 : 0,
    sms_opt_in: input.smsOptIn ? 1 : 0,
  }
}

const definitions: Record<LeadTable, LeadTableDefinition> = {
  [leadTables.consultation]: {
    name: leadTables.consultation,
    columns: leadColumns,
    writable: leadWritable,
    schema: consultationRequestSchema,
    toRow: leadRow,
  },
  [leadTables.download]: {
    name: leadTables.download,
    columns: { ...leadColumns, resource_id: 'text', resource_title: 'text' },
    // The title is ours to set from the id: a caller cannot relabel a guide.
    writable: { ...leadWritable, resource_id: 'resourceId', resource_title: 'resourceTitle' },
    schema: downloadRequestSchema,
    toRow: (input) => ({
      ...leadRow(input),
      resource_id: input.resourceId as string,
      resource_title: resourceTitle(input.resourceId as Parameters<typeof resourceTitle>[0]),
    }),
  },
  [leadTables.newsletter]: {
    name: leadTables.newsletter,
    columns: { id: 'text', email: 'text', created_at: 'timestamp' },
    writable: { email: 'email' },
    schema: newsletterSignupSchema,
    // One subscription per address, whatever its capitalisation.
    toRow: (input) => ({ email: (input.email as string).toLowerCase() }),
  },
}

export function leadTable(name: string): LeadTableDefinition | undefined {
  return Object.hasOwn(definitions, name) ? definitions[name as LeadTable] : undefined
}

export const SPAM_FIELD_NAMES: readonly string[] = Object.values(spamFields)
