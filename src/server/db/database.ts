import fs from 'node:fs'
import path from 'node:path'

import SQLite from 'better-sqlite3'
import { Kysely, PostgresAdapter, type SqliteDatabase, SqliteDialect } from 'kysely'
import pg from 'pg'

import { createWalBarrier, GroupCommitSqliteDialect, noteWrites, walFlush } from './group-commit'
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
  if (file !== ':memory:') makePrivate(dataDir, file)
  const sqlite = new SQLite(file)
  sqlite.pragma('busy_timeout = 5000')
  sqlite.pragma('foreign_keys = ON')
  const database = withStatementCache(sqlite)
  // In memory (tests), nothing is durable to wait for.
  if (file === ':memory:') return new Kysely<DB>({ dialect: new SqliteDialect({ database }) })
  // WAL lets readers run beside the writer. Every write is durable before we acknowledge it (a
  // lead must survive a power cut): not by an fsync in each commit (synchronous=FULL, which
  // blocks the event loop for each), but by one fsync of the WAL on the thread pool, shared by
  // the commits made meanwhile, before the write's query returns (group-commit.ts,
  // docs/decisions/040-group-commit-on-sqlite.md). NORMAL still syncs the WAL at checkpoints.
  sqlite.pragma('journal_mode = WAL')
  sqlite.pragma('synchronous = NORMAL')
  // A checkpoint runs inside the commit that fills the WAL, on the event loop, with two fsyncs of
  // its own: every 1,000 pages (SQLite's default) it came every ~40 bookings, and copied the same
  // hot index pages each time (docs/decisions/055-a-booking-at-500-a-second.md).
  sqlite.pragma(`wal_autocheckpoint = ${WAL_CHECKPOINT_PAGES}`)
  const lease = { wrote: false }
  const wal = walFlush(file)
  const barrier = createWalBarrier(wal.flush)
  return new Kysely<DB>({
    dialect: new GroupCommitSqliteDialect(
      {
        database: {
          ...database,
          close: () => {
            database.close()
            void wal.close()
          },
          prepare: noteWrites(
            (query) => database.prepare(query),
            () => (lease.wrote = true),
          ),
        },
      },
      barrier,
      lease,
    ),
  })
}

/** Pages in the WAL before a commit copies them into the database file (SQLite's default: 1,000). */
const WAL_CHECKPOINT_PAGES = 10_000

/** Prepared statements kept per connection: far more than the distinct queries the server runs. */
const STATEMENT_CACHE_SIZE = 500

/**
 * The connection as Kysely's SQLite driver sees it, with its prepared statements kept and used
 * again. The driver prepares every query it runs, and preparing (parsing and planning the SQL)
 * cost more than running most of ours (docs/architecture.md, Performance budgets). A statement
 * is stateless between runs (the driver runs it to the end with `all` or `run`, never
 * iterates), and SQLite prepares it again by itself when the schema changes. The oldest is
 * dropped past the cache's size (queries with `in (…)` lists differ by their length).
 */
function withStatementCache(
  sqlite: SQLite.Database,
): Omit<SqliteDatabase, 'prepare'> & { prepare: (sql: string) => SQLite.Statement } {
  const statements = new Map<string, SQLite.Statement>()
  return {
    close: () => {
      statements.clear()
      sqlite.close()
    },
    prepare: (query: string) => {
      // A transaction takes the write lock when it begins. A deferred one that reads first
      // and writes later fails at once (SQLITE_BUSY_SNAPSHOT, no busy wait) if another process
      // wrote the file in between: the staff command or a restore beside a live server.
      const sql = query === 'begin' ? 'begin immediate' : query
      let statement = statements.get(sql)
      if (!statement) {
        statement = sqlite.prepare(sql)
        if (statements.size >= STATEMENT_CACHE_SIZE) {
          statements.delete(statements.keys().next().value!)
        }
        statements.set(sql, statement)
      }
      return statement
    },
  }
}

/**
 * The database holds every lead, visit and account (docs/architecture.md, Privacy): it is the
 * operator's alone, whatever the umask or the folder it sits in. The folder is created 0700;
 * the file is created (or, from an older start, reset to) 0600 before SQLite opens it, and
 * SQLite gives the `-wal` and `-shm` files it creates the database file's mode. WAL and SHM
 * files left by an older start are reset too.
 */
function makePrivate(dataDir: string, file: string): void {
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 })
  fs.closeSync(fs.openSync(file, 'a', 0o600))
  for (const name of [file, `${file}-wal`, `${file}-shm`]) {
    try {
      fs.chmodSync(name, 0o600)
    } catch (error) {
      // Missing (no WAL yet), or not ours to change (a read-only mount): SQLite decides.
      const code = (error as NodeJS.ErrnoException).code
      if (code !== 'ENOENT' && code !== 'EPERM') throw error
    }
  }
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
