import Database from 'better-sqlite3'
import { type LeadTable } from '../../src/shared/leads'
import { type Acknowledged } from './traffic'

export type LeadCheck = {
  table: LeadTable
  acknowledged: number
  found: number
  /** Acknowledged e-mails (201) that are not in the table. */
  missing: string[]
}

export type LeadReport = { tables: LeadCheck[]; integrity: string }

/** Open the server's SQLite file read-only and look for every acknowledged lead in it. */
export function verifyLeads(databaseFile: string, acknowledged: Acknowledged): LeadReport {
  const db = new Database(databaseFile, { readonly: true, fileMustExist: true })
  try {
    const integrity = String(db.pragma('integrity_check', { simple: true }))
    const tables = (Object.keys(acknowledged) as LeadTable[]).map((table) => {
      const stored = new Set(
        (db.prepare(`select email from ${table}`).all() as { email: string }[]).map(
          (row) => row.email,
        ),
      )
      const missing = acknowledged[table].filter((email) => !stored.has(email))
      return {
        table,
        acknowledged: acknowledged[table].length,
        found: acknowledged[table].length - missing.length,
        missing,
      }
    })
    return { tables, integrity }
  } finally {
    db.close()
  }
}
