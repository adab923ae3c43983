import SQLite from 'better-sqlite3'
import { Kysely, sql } from 'kysely'
import { afterEach, describe, expect, it } from 'vitest'

import { makeTempDir } from '../testing'
import { createWalBarrier, GroupCommitSqliteDialect, noteWrites, walFlush } from './group-commit'

/** A flush the test ends by hand, counting how often one began. */
function manualFlush() {
  const pending: { resolve: () => void; reject: (error: Error) => void }[] = []
  return {
    flush: () =>
      new Promise<void>((resolve, reject) => {
        pending.push({ resolve, reject })
      }),
    started: () => pending.length,
    /** Ends every flush begun so far. */
    finish: () => pending.splice(0).forEach(({ resolve }) => resolve()),
    fail: (error: Error) => pending.splice(0).forEach(({ reject }) => reject(error)),
  }
}

/** Whether `promise` has settled, after every queued callback has run. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false
  void promise.then(
    () => (done = true),
    () => (done = true),
  )
  await new Promise((resolve) => setImmediate(resolve))
  return done
}

const opened: Kysely<Record<string, { n: number }>>[] = []
afterEach(async () => {
  await Promise.all(opened.splice(0).map((db) => db.destroy()))
})

/** A file database on the group-commit dialect, flushed by `flush`. */
function openWith(flush: () => Promise<void>) {
  const sqlite = new SQLite(`${makeTempDir()}/group.db`)
  sqlite.pragma('journal_mode = WAL')
  sqlite.pragma('synchronous = NORMAL')
  sqlite.exec('create table t (n integer)')
  const lease = { wrote: false }
  const database = {
    close: () => sqlite.close(),
    prepare: noteWrites(
      (query: string) => sqlite.prepare(query),
      () => (lease.wrote = true),
    ),
  }
  const db = new Kysely<Record<string, { n: number }>>({
    dialect: new GroupCommitSqliteDialect({ database }, createWalBarrier(flush), lease),
  })
  opened.push(db)
  return db
}

describe('group commit on SQLite (docs/decisions/040-group-commit-on-sqlite.md)', () => {
  it('answers a write only once the WAL is flushed, and lets the next commit run meanwhile', async () => {
    const wal = manualFlush()
    const db = openWith(wal.flush)
    const first = db.transaction().execute((trx) => trx.insertInto('t').values({ n: 1 }).execute())
    expect(await settled(first)).toBe(false)
    expect(wal.started()).toBe(1)
    // The connection is free while the flush runs: two more commits, outside and in a transaction.
    const second = db.insertInto('t').values({ n: 2 }).execute()
    const third = db.transaction().execute((trx) => trx.insertInto('t').values({ n: 3 }).execute())
    expect(await settled(second)).toBe(false)
    expect(await settled(third)).toBe(false)
    // Committed (another reader sees them), but not yet answered: the first flush may have begun
    // before they reached the WAL.
    const read = await db
      .selectFrom('t')
      .select(sql<number>`count(*)`.as('n'))
      .executeTakeFirst()
    expect(read?.n).toBe(3)
    wal.finish()
    expect(await settled(first)).toBe(true)
    expect(await settled(second)).toBe(false)
    // The two that waited share one flush.
    expect(wal.started()).toBe(1)
    wal.finish()
    expect(await settled(second)).toBe(true)
    expect(await settled(third)).toBe(true)
    expect(wal.started()).toBe(0)
  })

  it('counts a write that returns rows as a write', async () => {
    const wal = manualFlush()
    const db = openWith(wal.flush)
    const returned = db.insertInto('t').values({ n: 1 }).returning('n').executeTakeFirst()
    expect(await settled(returned)).toBe(false)
    wal.finish()
    expect(await returned).toEqual({ n: 1 })
  })

  it('answers a read without waiting for any flush', async () => {
    const wal = manualFlush()
    const db = openWith(wal.flush)
    const read = db.transaction().execute((trx) => trx.selectFrom('t').selectAll().execute())
    expect(await settled(read)).toBe(true)
    expect(wal.started()).toBe(0)
  })

  it('fails the write whose flush failed, and every later write', async () => {
    const wal = manualFlush()
    const db = openWith(wal.flush)
    const first = db.insertInto('t').values({ n: 1 }).execute()
    await settled(first)
    wal.fail(new Error('EIO'))
    await expect(first).rejects.toThrow('EIO')
    await expect(db.insertInto('t').values({ n: 2 }).execute()).rejects.toThrow('EIO')
    expect(wal.started()).toBe(0)
  })

  it('flushes the WAL file SQLite writes, beside the database', async () => {
    const file = `${makeTempDir()}/flushed.db`
    const sqlite = new SQLite(file)
    sqlite.pragma('journal_mode = WAL')
    sqlite.exec('create table t (n integer)')
    const wal = walFlush(file)
    await wal.flush()
    await wal.flush()
    await wal.close()
    sqlite.close()
    const missing = walFlush(`${file}-missing`)
    await expect(missing.flush()).rejects.toThrow('ENOENT')
    // A failed open is not kept: the next flush tries again.
    await expect(missing.flush()).rejects.toThrow('ENOENT')
    await missing.close()
  })
})
