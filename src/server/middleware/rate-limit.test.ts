import { sql } from 'kysely'
import { afterEach, describe, expect, it } from 'vitest'

import type { DatabaseHandle } from '../db/database'
import { createTestDatabase, definePostgresTests } from '../testing'
import { consume, countRequestApart, isLimited, pruneRateLimits, rateLimitKey } from './rate-limit'

const handles: DatabaseHandle[] = []
afterEach(async () => {
  await Promise.all(handles.splice(0).map((handle) => handle.close()))
})

async function database() {
  const handle = await createTestDatabase()
  handles.push(handle)
  return handle.db
}

const limit = { limit: 3, windowMs: 60_000 }

describe('database rate limits', () => {
  it('allow the limit within a window, then refuse until the window ends', async () => {
    const db = await database()
    const key = rateLimitKey('test', '203.0.113.7', limit)
    const t0 = Date.UTC(2026, 0, 1)
    const counts = []
    for (let i = 0; i < 5; i++) counts.push(await consume(db, key, limit, t0 + i * 1000))
    expect(counts.map((result) => result.allowed)).toEqual([true, true, true, false, false])
    expect(counts.map((result) => result.count)).toEqual([1, 2, 3, 4, 5])
    expect(counts[0]?.resetAt).toBe(t0 + 60_000)

    const next = await consume(db, key, limit, t0 + 60_000)
    expect(next).toEqual({ allowed: true, count: 1, resetAt: t0 + 120_000 })
  })

  it('count every process alike: concurrent requests are all counted', async () => {
    const db = await database()
    const key = rateLimitKey('test', 'shared', { limit: 100, windowMs: 60_000 })
    const results = await Promise.all(
      Array.from({ length: 20 }, () => consume(db, key, { limit: 100, windowMs: 60_000 })),
    )
    expect(results.map((result) => result.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    )
  })

  it('peek without counting', async () => {
    const db = await database()
    const key = rateLimitKey('test', 'peek', limit)
    const t0 = Date.UTC(2026, 0, 1)
    expect(await isLimited(db, key, limit, t0)).toBe(false)
    for (let i = 0; i < 3; i++) await consume(db, key, limit, t0)
    expect(await isLimited(db, key, limit, t0)).toBe(true)
    expect(await isLimited(db, key, limit, t0 + 60_000)).toBe(false)
  })

  it('store no raw subject, and keep separate windows apart', async () => {
    const db = await database()
    const short = rateLimitKey('token', 'patient@example.com', { limit: 30, windowMs: 60_000 })
    const long = rateLimitKey('token', 'patient@example.com', { limit: 150, windowMs: 300_000 })
    expect(short).not.toBe(long)
    await consume(db, short, { limit: 30, windowMs: 60_000 })
    const rows = await db.selectFrom('rate_limits').select('key').execute()
    expect(JSON.stringify(rows)).not.toContain('patient')
  })

  it('count apart from any transaction, exactly: of 20 at once with a limit of 5, five are allowed', async () => {
    const db = await database()
    const burst = { limit: 5, windowMs: 60_000 }
    const key = rateLimitKey('test', 'burst', burst)
    const results = await Promise.all(
      Array.from({ length: 20 }, () => countRequestApart(db, key, burst)),
    )
    expect(results.map((result) => result.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    )
    expect(results.filter((result) => result.allowed)).toHaveLength(5)
  })

  it('refuse to count apart inside a transaction (its commit would be made lazy too)', async () => {
    const db = await database()
    await expect(
      db.transaction().execute((trx) => countRequestApart(trx, 'inside', limit)),
    ).rejects.toThrow(/transaction of its own/)
    expect(await db.selectFrom('rate_limits').selectAll().execute()).toEqual([])
  })

  definePostgresTests(() =>
    it("PostgreSQL: counting apart leaves the connection's synchronous_commit as it was", async () => {
      const db = await database()
      const setting = await db.connection().execute(async (connection) => {
        await countRequestApart(connection, 'lazy', limit)
        const { rows } = await sql<{
          synchronous_commit: string
        }>`show synchronous_commit`.execute(connection)
        return rows[0]?.synchronous_commit
      })
      expect(setting).toBe('on')
    }),
  )

  it('prune ended windows', async () => {
    const db = await database()
    const t0 = Date.UTC(2026, 0, 1)
    await consume(db, 'a', limit, t0)
    await consume(db, 'b', limit, t0 + 120_000)
    await pruneRateLimits(db, t0 + 90_000)
    const keys = await db.selectFrom('rate_limits').select('key').execute()
    expect(keys).toEqual([{ key: 'b' }])
  })
})
