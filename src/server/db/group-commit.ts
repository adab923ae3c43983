import fs, { type FileHandle } from 'node:fs/promises'
import path from 'node:path'

import { type DatabaseConnection, type Driver, SqliteDialect, SqliteDriver } from 'kysely'

// Group commit on the embedded store (docs/decisions/040-group-commit-on-sqlite.md). SQLite runs
// with synchronous=NORMAL, so a commit writes its WAL frames without flushing them; every write
// is then made durable here, by an fsync of the WAL run on libuv's thread pool, before the query
// or transaction that made it returns to its caller. A write is thus on disk before anything
// answers for it, as with synchronous=FULL (docs/architecture.md, Performance budgets), but the
// flush no longer blocks the event loop, and the commits made while one flush runs share the
// next: one fsync for many bookings instead of one each.

/** Flushes the WAL for the writes committed so far; `flushThrough` resolves once it is on disk. */
export type WalBarrier = {
  /** Counts a finished write (a commit, or a write outside a transaction); returns its number. */
  committed: () => number
  /** Resolves once every write up to `seq` is on disk; rejects if a flush failed. */
  flushThrough: (seq: number) => Promise<void>
}

/** The flush itself: the WAL file's data to disk (and, the first time, its directory entry). */
export type FlushWal = () => Promise<void>

export function createWalBarrier(flush: FlushWal): WalBarrier {
  let last = 0
  let flushed = 0
  let running: Promise<void> | undefined
  /**
   * A flush that failed fails every later one: after a failed fsync the kernel may have dropped
   * the dirty pages, and a later fsync could succeed without them (as PostgreSQL, we stop
   * acknowledging writes rather than risk it).
   */
  let failure: Error | undefined
  const start = () => {
    // Everything counted so far was written to the WAL before this tick (better-sqlite3 writes
    // synchronously), so this flush covers it.
    const upTo = last
    running = flush().then(
      () => {
        flushed = Math.max(flushed, upTo)
        running = undefined
      },
      (error: unknown) => {
        failure ??= error instanceof Error ? error : new Error(String(error))
        running = undefined
      },
    )
    return running
  }
  return {
    committed: () => ++last,
    async flushThrough(seq) {
      while (flushed < seq) {
        if (failure !== undefined) throw failure
        // A flush already under way may have begun before this write reached the WAL: wait for
        // it, then start the next one (which all the writes waiting meanwhile share).
        await (running ?? start())
      }
    },
  }
}

/** The WAL's flush, and the release of the handle it keeps. */
export type WalFlusher = { flush: FlushWal; close: () => Promise<void> }

/**
 * fsync of `file`'s WAL through one handle of its own, kept open while the database is (an fsync
 * flushes the file, not the descriptor). SQLite keeps the same WAL file while any connection has
 * the database open, so the handle stays on it, instead of an open and a close around every flush
 * (docs/decisions/055-a-booking-at-500-a-second.md).
 */
export function walFlush(file: string): WalFlusher {
  const wal = `${file}-wal`
  let handle: Promise<FileHandle> | undefined
  let directorySynced = false
  return {
    async flush() {
      handle ??= fs.open(wal, 'r+').catch((error: unknown) => {
        handle = undefined
        throw error
      })
      await (await handle).sync()
      if (!directorySynced) {
        // The WAL file's own name must survive a power cut too, once, after it is first created.
        const directory = await fs.open(path.dirname(wal), 'r')
        try {
          await directory.sync()
        } finally {
          await directory.close()
        }
        directorySynced = true
      }
    },
    async close() {
      const open = handle
      handle = undefined
      await (await open?.catch(() => undefined))?.close()
    },
  }
}

/** Statements that open or close a transaction: they write nothing of their own. */
const CONTROL = /^\s*(begin|commit|end|rollback|savepoint|release)\b/i

/**
 * Notes, per lease of the one connection, whether it wrote. `prepare` is the connection's (with
 * its statement cache); `wrote` is called before a statement that writes runs.
 */
export function noteWrites<S extends { readonly readonly: boolean }>(
  prepare: (sql: string) => S,
  wrote: () => void,
): (sql: string) => S {
  return (sql) => {
    const statement = prepare(sql)
    // `readonly`, not `reader`: an insert or update with `returning` reads rows too.
    if (!statement.readonly && !CONTROL.test(sql)) wrote()
    return statement
  }
}

/**
 * Kysely's SQLite dialect whose connection, once released by a query or transaction that wrote
 * (its commit done), waits for the WAL to be flushed past that write. The connection is free
 * for the next transaction while the flush runs, so the commits made meanwhile share it.
 */
export class GroupCommitSqliteDialect extends SqliteDialect {
  readonly #database: ConstructorParameters<typeof SqliteDialect>[0]
  readonly #barrier: WalBarrier
  readonly #lease: { wrote: boolean }

  constructor(
    config: ConstructorParameters<typeof SqliteDialect>[0],
    barrier: WalBarrier,
    lease: { wrote: boolean },
  ) {
    super(config)
    this.#database = config
    this.#barrier = barrier
    this.#lease = lease
  }

  override createDriver(): Driver {
    return new GroupCommitDriver(this.#database, this.#barrier, this.#lease)
  }
}

class GroupCommitDriver extends SqliteDriver {
  readonly #barrier: WalBarrier
  readonly #lease: { wrote: boolean }

  constructor(
    config: ConstructorParameters<typeof SqliteDriver>[0],
    barrier: WalBarrier,
    lease: { wrote: boolean },
  ) {
    super(config)
    this.#barrier = barrier
    this.#lease = lease
  }

  override async acquireConnection(): Promise<DatabaseConnection> {
    const connection = await super.acquireConnection()
    // The one connection is this caller's alone until released: what it writes is its own.
    this.#lease.wrote = false
    return connection
  }

  override async releaseConnection(): Promise<void> {
    const seq = this.#lease.wrote ? this.#barrier.committed() : 0
    this.#lease.wrote = false
    await super.releaseConnection()
    if (seq > 0) await this.#barrier.flushThrough(seq)
  }
}
