import Database from 'better-sqlite3'
import type pg from 'pg'

import type { LeadTable } from '../../src/shared/leads'
import type { Acknowledged } from './traffic'

export type LeadCheck = {
  table: LeadTable
  acknowledged: number
  found: number
  /** Acknowledged e-mails (201) that are not in the table. */
  missing: string[]
}

/** `integrity` is SQLite's integrity_check; PostgreSQL has no such check built in. */
export type LeadReport = { tables: LeadCheck[]; integrity?: string }

/** Open the server's SQLite file read-only and look for every acknowledged lead in it. */
export function verifyLeads(databaseFile: string, acknowledged: Acknowledged): LeadReport {
  const db = new Database(databaseFile, { readonly: true, fileMustExist: true })
  try {
    const integrity = String(db.pragma('integrity_check', { simple: true }))
    const tables = (Object.keys(acknowledged) as LeadTable[]).map((table) =>
      check(
        table,
        acknowledged[table],
        db.prepare(`select email from ${table}`).all() as { email: string }[],
      ),
    )
    return { tables, integrity }
  } finally {
    db.close()
  }
}

/** The same look-up on PostgreSQL, with a client whose search_path holds the lead tables. */
export async function verifyLeadsInPostgres(
  client: pg.Client,
  acknowledged: Acknowledged,
): Promise<LeadReport> {
  const tables: LeadCheck[] = []
  for (const table of Object.keys(acknowledged) as LeadTable[]) {
    const { rows } = await client.query<{ email: string }>(`select email from ${table}`)
    tables.push(check(table, acknowledged[table], rows))
  }
  return { tables }
}

function check(table: LeadTable, acknowledged: string[], rows: { email: string }[]): LeadCheck {
  const stored = new Set(rows.map((row) => row.email))
  const missing = acknowledged.filter((email) => !stored.has(email))
  return {
    table,
    acknowledged: acknowledged.length,
    found: acknowledged.length - missing.length,
    missing,
  }
}
