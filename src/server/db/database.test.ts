import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import SQLite from 'better-sqlite3'
import { sql } from 'kysely'
import { afterEach, describe, expect, it } from 'vitest'

import { loadConfig } from '../env'
import { createTestDatabase, definePostgresTests, makeTempDir } from '../testing'
import { type DatabaseHandle, openDatabase } from './database'
import { migrateToLatest, migrationNames } from './migrations'

const handles: DatabaseHandle[] = []
afterEach(async () => {
  await Promise.all(handles.splice(0).map((handle) => handle.close()))
})

function lead(overrides: Record<string, unknown> = {}) {
  return {
    id: randomUUID(),
    first_name: 'Ana',
    last_name: 'Lima',
    email: 'ana@example.com',
    phone: '5555550100',
    hear_about_us: 'Google Search',
    email_opt_in: 1,
    sms_opt_in: 0,
    created_at: new Date().toISOString(),
    ...overrides,
  }
}

describe('database', () => {
  it('applies the whole migration history once, then nothing on the next start', async () => {
    const handle = await createTestDatabase()
    handles.push(handle)
    expect(await migrateToLatest(handle.db)).toEqual({ applied: [] })
    const tables = (await handle.db.introspection.getTables()).map((table) => table.name)
    expect(tables).toEqual(
      expect.arrayContaining([
        'consultation_requests',
        'download_requests',
        'newsletter_subscribers',
        'audit_log',
      ]),
    )
    expect(migrationNames).toContain('0001-leads')
  })

  it('stores and reads back a lead with the same types on either engine', async () => {
    const handle = await createTestDatabase()
    handles.push(handle)
    const row = lead()
    await handle.db.insertInto('consultation_requests').values(row).execute()
    const stored = await handle.db
      .selectFrom('consultation_requests')
      .selectAll()
      .executeTakeFirstOrThrow()
    expect(stored).toEqual(row)
  })

  it('keeps newsletter e-mails unique', async () => {
    const handle = await createTestDatabase()
    handles.push(handle)
    const row = { id: randomUUID(), email: 'a@example.com', created_at: new Date().toISOString() }
    await handle.db.insertInto('newsletter_subscribers').values(row).execute()
    await expect(
      handle.db
        .insertInto('newsletter_subscribers')
        .values({ ...row, id: randomUUID() })
        .execute(),
    ).rejects.toThrow()
    const count = await handle.db
      .selectFrom('newsletter_subscribers')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
    expect(Number(count.n)).toBe(1)
  })

  it('opens SQLite in WAL mode, synced by group commit, and data survives a reopen', async () => {
    const dataDir = makeTempDir()
    const first = openDatabase({ dataDir })
    await migrateToLatest(first.db)
    const journal = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(first.db)
    const synchronous = await sql<{ synchronous: number }>`pragma synchronous`.execute(first.db)
    expect(journal.rows[0]?.journal_mode).toBe('wal')
    // NORMAL: the WAL is flushed by group-commit.ts before a write returns, not in each commit.
    expect(synchronous.rows[0]?.synchronous).toBe(1)
    const row = lead()
    await first.db.insertInto('consultation_requests').values(row).execute()
    await first.close()

    const second = openDatabase({ dataDir })
    handles.push(second)
    const stored = await second.db.selectFrom('consultation_requests').select('id').execute()
    expect(stored).toEqual([{ id: row.id }])
  })

  it('lets no other process write between what a SQLite transaction read and what it writes', async () => {
    const dataDir = makeTempDir()
    const handle = openDatabase({ dataDir })
    handles.push(handle)
    await migrateToLatest(handle.db)
    // Another process on the same file (the staff command beside a live server), not waiting.
    const other = new SQLite(path.join(dataDir, 'site.db'), { timeout: 0 })
    let otherRefused = ''
    const row = lead()
    await handle.db.transaction().execute(async (trx) => {
      await trx.selectFrom('consultation_requests').select('id').execute()
      try {
        other
          .prepare('insert into newsletter_subscribers (id, email, created_at) values (?, ?, ?)')
          .run(randomUUID(), 'other@example.com', new Date().toISOString())
      } catch (error) {
        otherRefused = (error as { code?: string }).code ?? 'refused'
      }
      // Deferred, this write failed at once with SQLITE_BUSY_SNAPSHOT: the other wrote after our
      // read. Begun immediate, the other waits for us instead.
      await trx.insertInto('consultation_requests').values(row).execute()
    })
    other.close()
    expect(otherRefused).toBe('SQLITE_BUSY')
    const stored = await handle.db.selectFrom('consultation_requests').select('id').execute()
    expect(stored).toEqual([{ id: row.id }])
  })

  it('keeps the SQLite file, its WAL and SHM 0600 and a folder it creates 0700, whatever the umask', async () => {
    const mode = (file: string) => fs.statSync(file).mode & 0o777
    // A permissive umask, as a service manager may set: nothing may become readable by others.
    const umask = process.umask(0o002)
    try {
      const parent = makeTempDir()
      fs.chmodSync(parent, 0o755)
      const dataDir = path.join(parent, 'data')
      const handle = openDatabase({ dataDir })
      handles.push(handle)
      await migrateToLatest(handle.db)
      // A committed write: WAL and SHM exist now, created by SQLite itself.
      await handle.db.insertInto('consultation_requests').values(lead()).execute()
      const file = path.join(dataDir, 'site.db')
      expect(fs.existsSync(`${file}-wal`)).toBe(true)
      expect(fs.existsSync(`${file}-shm`)).toBe(true)
      expect([mode(dataDir), mode(file), mode(`${file}-wal`), mode(`${file}-shm`)]).toEqual([
        0o700, 0o600, 0o600, 0o600,
      ])

      // A store from an older start, readable by all in a folder readable by all: reset on open.
      const older = makeTempDir()
      fs.chmodSync(older, 0o755)
      const oldFile = path.join(older, 'site.db')
      const first = openDatabase({ dataDir: older })
      await migrateToLatest(first.db)
      await first.close()
      fs.chmodSync(oldFile, 0o644)
      const reopened = openDatabase({ dataDir: older })
      handles.push(reopened)
      await reopened.db.insertInto('consultation_requests').values(lead()).execute()
      expect([mode(oldFile), mode(`${oldFile}-wal`), mode(`${oldFile}-shm`)]).toEqual([
        0o600, 0o600, 0o600,
      ])
    } finally {
      process.umask(umask)
    }
  })
})

definePostgresTests(() =>
  describe('database on PostgreSQL', () => {
    it('holds at most DATABASE_POOL_SIZE connections, however many queries wait', async () => {
      const handle = openDatabase({
        databaseUrl: loadConfig().databaseUrl,
        dataDir: makeTempDir(),
        poolSize: 2,
      })
      handles.push(handle)
      // Six queries at once, each keeping its connection busy for a moment: they share two.
      const backends = await Promise.all(
        Array.from({ length: 6 }, () =>
          sql<{ pid: number }>`select pg_backend_pid() as pid, pg_sleep(0.05)`.execute(handle.db),
        ),
      )
      expect(new Set(backends.map((result) => result.rows[0]?.pid)).size).toBe(2)
    })

    it('sees only its own schema, so another schema dropped meanwhile cannot fail a migration', async () => {
      const mine = await createTestDatabase()
      const other = await createTestDatabase()
      handles.push(mine)
      const [{ schema: otherSchema } = { schema: '' }] = (
        await sql<{ schema: string }>`select current_schema() as schema`.execute(other.db)
      ).rows
      const listed = await mine.db.introspection.getTables({ withInternalKyselyTables: true })
      expect(listed.length).toBeGreaterThan(10)
      expect(listed.filter((table) => table.schema !== listed[0]?.schema)).toEqual([])
      expect(listed.map((table) => table.schema)).not.toContain(otherSchema)
      expect(listed.map((table) => table.name)).toContain('kysely_migration')
      // Dropping the other schema while migrations run here: the run lists nothing of it.
      await Promise.all([
        other.close(),
        ...Array.from({ length: 4 }, () => migrateToLatest(mine.db)),
      ])
      expect(await migrateToLatest(mine.db)).toEqual({ applied: [] })
    })
  }),
)
