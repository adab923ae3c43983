import fs from 'node:fs'
import path from 'node:path'

import SQLite from 'better-sqlite3'
import { Kysely, PostgresAdapter, SqliteDialect } from 'kysely'
import pg from 'pg'

import { OwnSchemaPostgresDialect } from './own-schema-introspector'
import type { DB } from './schema'

export type Database = Kysely<DB>
export type Engine = 'sqlite' | 'postgres'

export type DatabaseHandle = {
  db: Database
  engine: Engine
  /** Close the pool / file handle. Idempotent. */
  close: () => Promise<void>
}

export type DatabaseOptions = {
  /** postgres:// URL; when absent, SQLite at `${dataDir}/site.db`. */
  databaseUrl?: string | undefined
  dataDir: string
  /** SQLite file name inside dataDir (tests use ':memory:'). */
  sqliteFile?: string
  /** PostgreSQL connections this process may hold (DATABASE_POOL_SIZE); 10 by default. */
  poolSize?: number
}

export const DEFAULT_POOL_SIZE = 10

export function openDatabase(options: DatabaseOptions): DatabaseHandle {
  const db = options.databaseUrl
    ? openPostgres(options.databaseUrl, options.poolSize ?? DEFAULT_POOL_SIZE)
    : openSqlite(options)
  const engine: Engine = options.databaseUrl ? 'postgres' : 'sqlite'
  let closed: Promise<void> | undefined
  return {
    db,
    engine,
    close: () => (closed ??= db.destroy()),
  }
}

function openSqlite({ dataDir, sqliteFile = 'site.db' }: DatabaseOptions): Database {
  const file = sqliteFile === ':memory:' ? ':memory:' : path.join(dataDir, sqliteFile)
  if (file !== ':memory:') fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 })
  const sqlite = new SQLite(file)
  // WAL lets readers run beside the writer; synchronous=FULL makes every commit
  // durable before we acknowledge it (a lead must survive a power cut).
  sqlite.pragma('journal_mode = WAL')
  sqlite.pragma('synchronous = FULL')
  sqlite.pragma('busy_timeout = 5000')
  sqlite.pragma('foreign_keys = ON')
  return new Kysely<DB>({ dialect: new SqliteDialect({ database: sqlite }) })
}

function openPostgres(connectionString: string, max: number): Database {
  const pool = new pg.Pool({ connectionString, max, idleTimeoutMillis: 30_000 })
  // An idle client losing its connection must not crash the process.
  pool.on('error', () => undefined)
  return new Kysely<DB>({ dialect: new OwnSchemaPostgresDialect({ pool }) })
}

/**
 * True on PostgreSQL. Row locks (`SELECT … FOR UPDATE`) exist only there; on SQLite the
 * Kysely driver runs one transaction at a time on its single connection, which already
 * serialises them. Works on a transaction handle too (it shares the adapter).
 */
export function supportsRowLocks(db: Database): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter
}

/** Whether `error` is a unique constraint refusing a write, on either engine. */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('code' in error)) return false
  // PostgreSQL's SQLSTATE unique_violation; better-sqlite3's extended result code.
  return error.code === '23505' || error.code === 'SQLITE_CONSTRAINT_UNIQUE'
}
