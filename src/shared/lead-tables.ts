// What a lead table is, once: the shape of the descriptor every lead table has (its entry in
// `leadTableList`, src/shared/leads.ts). Everything table-specific is derived from it — the
// server's table definitions, row mapping, uniqueness and notifications (src/server/rest), the
// form's column→field map, the staff dashboard's tabs and columns, the fuzzer's and the load
// harness's tables — so adding a lead table is its descriptor and a migration.
// This file imports no schema, so leads.ts can define the descriptors with it.
import type * as z from 'zod/mini'

/** How a column is read, filtered and sent (stored per docs/decisions/003-portable-column-types.md). */
export type LeadColumnType = 'text' | 'boolean' | 'timestamp'

/**
 * A row with the given columns: text and timestamps as strings, booleans as `Flag` — `boolean`
 * on the wire, `number` (0/1) in the store (docs/decisions/003-portable-column-types.md). The
 * row types of the wire, the store and the dashboard are this, so they cannot drift from the
 * descriptor.
 */
export type LeadColumnValues<
  Columns extends Readonly<Record<string, LeadColumnType>>,
  Flag = boolean,
> = { -readonly [Column in keyof Columns]: Columns[Column] extends 'boolean' ? Flag : string }

/** Headers the staff dashboard's table has words for (its copy, src/web/content/admin.ts). */
export type LeadAdminHeader =
  'received' | 'subscribed' | 'name' | 'email' | 'phone' | 'guide' | 'hearAboutUs' | 'optIns'

/**
 * One column of the dashboard's table: its header and how the cell shows the row — `time`
 * (created_at), `name` (first and last name), `email` and `phone` (links), `text` (the value of
 * `column`) or `optIns` (the two opt-in flags as words).
 */
export type LeadAdminColumn =
  | { header: LeadAdminHeader; cell: 'time' | 'name' | 'email' | 'phone' | 'optIns' }
  | { header: LeadAdminHeader; cell: 'text'; column: string }

export type LeadTableDescriptor = {
  /** The SQL table, and the path under /rest/v1. */
  name: string
  /** The dashboard's tab (`/admin?tab=…`). */
  tab: string
  /** What an insert must satisfy: the form's schema, with the same messages. */
  schema: z.ZodMiniType<Record<string, unknown>>
  /** Every readable column, in the order `select=*` and the CSV export list them. */
  columns: Readonly<Record<string, LeadColumnType>>
  /** Column → the schema's field, for each column a caller sets. */
  fields: Readonly<Record<string, string>>
  /**
   * Columns stored from the validated input rather than taken from it: a caller may send them
   * (the form does) but the stored value is always computed, so a caller cannot relabel one.
   */
  computed?: Readonly<Record<string, (data: Record<string, unknown>) => string>>
  /**
   * A unique column, compared ignoring case (stored lower-case): a repeat insert is answered
   * 201 like the first and changes nothing.
   */
  unique?: string
  /** `X-Renew-Event` of the webhook every new row sends (when a webhook is configured). */
  event: string
  /**
   * The e-mail that tells the clinic about a new row (when CLINIC_NOTIFY_EMAIL is set), or
   * null for none. It never carries personal data: only what `details` adds (no names, no
   * contact details), a reference and a link to the dashboard.
   */
  clinicEmail: null | {
    subject: string
    /** "A new <summary> arrived at …" */
    summary: string
    details: (row: Readonly<Record<string, unknown>>) => string[]
    /** The dashboard link, after the public origin. */
    dashboardPath: string
    closing: string
  }
  /**
   * The mail that tells the visitor their request arrived (to the row's `email`, after a greeting
   * by first name the server builds), or absent for none. It repeats nothing else they typed.
   */
  acknowledgement?: { subject: string; lines: readonly string[] }
  /**
   * A repeat from the same e-mail address within this many milliseconds is folded into the
   * first row: answered like a new one, but nothing is stored or sent again.
   */
  foldRepeatsMs?: number
  /** The staff dashboard's tab: its words, the columns a search looks in, the table's columns. */
  admin: {
    label: string
    empty: string
    searchHint: string
    search: readonly string[]
    columns: readonly LeadAdminColumn[]
  }
  /** A valid input (the schema's fields), for the fuzzer, the load harness and tests. */
  example: Readonly<Record<string, unknown>>
}

/** Keeps a descriptor's literal types (its name and tab), checked against the shape above. */
export function defineLeadTable<const T extends LeadTableDescriptor>(table: T): T {
  return table
}

/** The columns a caller may send: the fields, then the computed columns (accepted, ignored). */
export function writableColumns(table: LeadTableDescriptor): string[] {
  return [...Object.keys(table.fields), ...Object.keys(table.computed ?? {})]
}

/**
 * The row `supabase.from(table).insert(row)` sends for a validated input: each column from its
 * field, then the computed columns. Booleans stay booleans here (the server stores 0/1).
 */
export function toLeadRow(
  table: LeadTableDescriptor,
  data: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  const row: Record<string, unknown> = {}
  for (const [column, field] of Object.entries(table.fields)) row[column] = data[field]
  for (const [column, compute] of Object.entries(table.computed ?? {})) row[column] = compute(data)
  return row
}

/** The schema's input back from a stored row (0/1 booleans as booleans), to check it again. */
export function fromLeadRow(
  table: LeadTableDescriptor,
  row: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  const input: Record<string, unknown> = {}
  for (const [column, field] of Object.entries(table.fields)) {
    const value = row[column]
    input[field] =
      table.columns[column] === 'boolean' && (value === 0 || value === 1) ? value === 1 : value
  }
  return input
}
