import type * as z from 'zod/mini'

import { type LeadTableDescriptor, toLeadRow, writableColumns } from '../../shared/lead-tables'
import { leadTableList, spamFields } from '../../shared/leads'
import type { Columns } from './rest-query'

// The lead tables as the API sees them, derived from their descriptors (src/shared/leads.ts):
// their columns (for reads and filters) and how an inserted row maps onto the shared form
// schema (for writes), so the server checks exactly what the browser checks, with the same
// messages.

/** column → the shared schema's field, for the columns a caller may insert. */
type WritableColumns = Readonly<Record<string, string>>

export type LeadTableDefinition = {
  name: string
  columns: Columns
  writable: WritableColumns
  schema: z.ZodMiniType<Record<string, unknown>>
  /** Columns stored from the validated input (camelCase fields → snake_case row). */
  toRow: (input: Record<string, unknown>) => Record<string, string | number>
  /** The unique column, if any: a repeat insert changes nothing. */
  unique: string | undefined
  descriptor: LeadTableDescriptor
}

export function leadTableDefinition(descriptor: LeadTableDescriptor): LeadTableDefinition {
  const { columns, unique } = descriptor
  // A computed column maps to itself, a name no schema field has: accepted, then ignored.
  const writable = Object.fromEntries(
    writableColumns(descriptor).map((column) => [column, descriptor.fields[column] ?? column]),
  )
  return {
    name: descriptor.name,
    columns,
    writable,
    schema: descriptor.schema,
    toRow: (input) => {
      const row: Record<string, string | number> = {}
      for (const [column, value] of Object.entries(toLeadRow(descriptor, input))) {
        // Booleans are stored as 0/1 (docs/decisions/003-portable-column-types.md).
        if (columns[column] === 'boolean') row[column] = value ? 1 : 0
        // Unique columns compare ignoring case: stored lower-case.
        else if (column === unique) row[column] = String(value).toLowerCase()
        else row[column] = value as string | number
      }
      return row
    },
    unique,
    descriptor,
  }
}

/** Looks a table up by name among `descriptors` (by default the site's lead tables). */
export function leadTableLookup(
  descriptors: readonly LeadTableDescriptor[] = leadTableList,
): (name: string) => LeadTableDefinition | undefined {
  const definitions = new Map(descriptors.map((d) => [d.name, leadTableDefinition(d)]))
  return (name) => definitions.get(name)
}

export const SPAM_FIELD_NAMES: readonly string[] = Object.values(spamFields)
