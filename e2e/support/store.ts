import path from 'node:path'

import Database from 'better-sqlite3'
import pg from 'pg'

import { e2eDataDir, e2eStoreEnv, type Site } from './env'

/**
 * Writes one row straight into a server's store — its SQLite file, or its PostgreSQL schema
 * on the PostgreSQL leg — for what no request can make (a request backdated by a day, more
 * requests than the form's per-address limit allows). Values are bound, never spliced in.
 */
export async function insertRow(
  site: Site,
  table: string,
  row: Record<string, string | number | boolean | null>,
): Promise<void> {
  if (!/^[a-z_]+$/.test(table)) throw new Error(`not a table name: ${table}`)
  const columns = Object.keys(row)
  const { DATABASE_URL: databaseUrl } = e2eStoreEnv(site)
  if (!databaseUrl) {
    const db = new Database(path.join(e2eDataDir(site), 'site.db'))
    try {
      const values = Object.values(row).map((value) =>
        typeof value === 'boolean' ? Number(value) : value,
      )
      db.prepare(
        `insert into ${table} (${columns.join(', ')}) values (${columns.map(() => '?').join(', ')})`,
      ).run(...values)
    } finally {
      db.close()
    }
    return
  }
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    await client.query(
      `insert into ${table} (${columns.join(', ')}) values (${columns.map((_, i) => `$${i + 1}`).join(', ')})`,
      Object.values(row),
    )
  } finally {
    await client.end()
  }
}
