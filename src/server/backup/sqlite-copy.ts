import fs from 'node:fs/promises'

import SQLite from 'better-sqlite3'

import { syncFile } from './files'

// The SQLite side of backup and restore, through better-sqlite3 directly: these read and
// copy pages and run pragmas, nothing the Kysely schema knows about.

// The largest step better-sqlite3 accepts; it clamps a negative "all pages" to 0, a pause.
const ALL_PAGES = 0x7fffffff

/**
 * A consistent copy of a live database with SQLite's online backup API. The source opens
 * read-only, so a backup can never change it. After the first (empty) step the rest is copied
 * in one step, which is one read transaction: under WAL the server keeps writing meanwhile,
 * and no write in between can restart the copy (SQLite restarts a paged backup whenever
 * another connection writes the source, which under steady inserts could go on forever).
 * The copy leaves WAL mode, so it is one self-contained file; the server turns WAL back on
 * when it opens a restored copy.
 */
export async function copyLiveDatabase(source: string, target: string): Promise<void> {
  // Created first with mode 0600: SQLite keeps an existing file's mode, and gives its own
  // journal files the same one.
  await fs.writeFile(target, '', { mode: 0o600, flag: 'wx' })
  const db = new SQLite(source, { readonly: true, fileMustExist: true })
  try {
    db.pragma('busy_timeout = 5000')
    await db.backup(target, { progress: () => ALL_PAGES })
  } finally {
    db.close()
  }
  const copy = new SQLite(target, { fileMustExist: true })
  try {
    copy.pragma('journal_mode = DELETE')
  } finally {
    copy.close()
  }
  await syncFile(target)
}

export type DatabaseReport = {
  sqliteVersion: string
  /** "ok", or every problem PRAGMA integrity_check found. */
  integrity: string
  migrations: string[]
  tables: Record<string, number>
}

/** Check a database file that nothing else has open (a backup's copy, or a restore's). */
export function inspectDatabase(file: string): DatabaseReport {
  const db = new SQLite(file, { readonly: true, fileMustExist: true })
  try {
    const problems = db.pragma('integrity_check') as { integrity_check: string }[]
    const integrity = problems.map((row) => row.integrity_check).join('; ')
    const names = db
      .prepare(
        "select name from sqlite_schema where type = 'table' and name not like 'sqlite\\_%' escape '\\' order by name",
      )
      .pluck()
      .all() as string[]
    const tables: Record<string, number> = {}
    for (const name of names) {
      const quoted = `"${name.replaceAll('"', '""')}"`
      tables[name] = db.prepare(`select count(*) from ${quoted}`).pluck().get() as number
    }
    const migrations = names.includes('kysely_migration')
      ? (db
          .prepare('select name from kysely_migration order by timestamp, name')
          .pluck()
          .all() as string[])
      : []
    const sqliteVersion = db.prepare('select sqlite_version()').pluck().get() as string
    return { sqliteVersion, integrity, migrations, tables }
  } finally {
    db.close()
  }
}
