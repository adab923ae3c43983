import { randomUUID } from 'node:crypto'
import net from 'node:net'

import { afterEach, describe, expect, it } from 'vitest'

import { createApp } from '../app'
import { type Database, type DatabaseHandle, openDatabase } from '../db/database'
import { createLogger } from '../logger'
import { createAnonKey } from '../secrets'
import {
  createTestApp,
  makeTempDir,
  TEST_INTAKE_KEY,
  TEST_JWT_SECRET,
  testConfig,
} from '../testing'
import { createHealthCheck } from './health'

// GET /health and /auth/v1/health (README, "Deploying"): the database and the outbox backlog,
// 503 when the database does not answer.

const cleanups: (() => Promise<unknown>)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup()
})

async function testApp(overrides: Parameters<typeof createTestApp>[0] = {}) {
  const created = await createTestApp(overrides)
  cleanups.push(() => created.database.close())
  return created
}

/** A PostgreSQL handle whose server is gone: nothing listens on port 9. */
function unreachableDatabase(): DatabaseHandle {
  const handle = openDatabase({ databaseUrl: 'postgres://renew@127.0.0.1:9/renew', dataDir: '' })
  cleanups.push(() => handle.close())
  return handle
}

/** An app as the server builds it, on the given database. */
async function appOn(db: Database) {
  const config = testConfig({ siteAccess: 'public' })
  const logger = createLogger('silent')
  const anonKey = await createAnonKey(TEST_JWT_SECRET)
  return {
    app: createApp({
      db,
      config,
      logger,
      secrets: { jwtSecret: TEST_JWT_SECRET, anonKey, intakeKey: TEST_INTAKE_KEY },
    }),
    anonKey,
  }
}

function outboxRow(overrides: Record<string, string | null> = {}) {
  const now = new Date().toISOString()
  return {
    id: randomUUID(),
    kind: 'email',
    payload: JSON.stringify({ to: 'clinic@example.com', subject: 'New lead', text: '…' }),
    attempts: 0,
    next_attempt_at: now,
    created_at: now,
    ...overrides,
  }
}

describe('GET /health', () => {
  it('answers without a key, never cached: the database is reached and nothing waits', async () => {
    const { app } = await testApp({ siteAccess: 'public' })
    const response = await app.request('/health')
    expect(response.status).toBe(200)
    expect(response.headers.get('Cache-Control')).toBe('no-store')
    expect(await response.json()).toEqual({ status: 'ok', database: 'ok', outboxBacklog: 0 })
  })

  it('counts the notifications due and not yet delivered as the outbox backlog', async () => {
    const { app, database } = await testApp({ siteAccess: 'public' })
    const hourAgo = new Date(Date.now() - 3_600_000).toISOString()
    const inAnHour = new Date(Date.now() + 3_600_000).toISOString()
    await database.db
      .insertInto('outbox')
      .values([
        outboxRow(),
        outboxRow({ next_attempt_at: hourAgo }),
        outboxRow({ kind: 'webhook', payload: '{"event":"lead","body":"{}"}' }),
        // Not counted: delivered, given up, and a retry (or a claim's lease) not due yet.
        outboxRow({ delivered_at: hourAgo }),
        outboxRow({ failed_at: hourAgo }),
        outboxRow({ next_attempt_at: inAnHour }),
      ])
      .execute()
    const response = await app.request('/health')
    expect(await response.json()).toEqual({ status: 'ok', database: 'ok', outboxBacklog: 3 })
  })

  it('answers 503 when the database is unreachable', async () => {
    const { app } = await appOn(unreachableDatabase().db)
    const response = await app.request('/health')
    expect(response.status).toBe(503)
    expect(response.headers.get('Cache-Control')).toBe('no-store')
    expect(await response.json()).toEqual({
      status: 'unavailable',
      database: 'unreachable',
      outboxBacklog: null,
    })
  })

  it('answers whatever the Host, and in staff mode without a staff session', async () => {
    const { app } = await testApp({
      siteAccess: 'staff',
      publicUrl: 'https://renewmedical.example',
    })
    // A balancer checks by address; other paths still refuse a foreign Host.
    expect((await app.request('http://10.0.0.7:3000/health')).status).toBe(200)
    expect((await app.request('http://10.0.0.7:3000/config.json')).status).toBe(400)
    const gated = await app.request('https://renewmedical.example/health')
    expect(gated.status).toBe(200)
    expect(await gated.json()).toMatchObject({ status: 'ok' })
    const head = await app.request('https://renewmedical.example/health', { method: 'HEAD' })
    expect(head.status).toBe(200)
  })
})

describe('GET /auth/v1/health', () => {
  it("keeps GoTrue's fields and key, and adds the database and the backlog", async () => {
    const { app, deps } = await testApp({ siteAccess: 'public' })
    expect((await app.request('/auth/v1/health')).status).toBe(401)
    const response = await app.request('/auth/v1/health', {
      headers: { apikey: deps.secrets.anonKey },
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('Cache-Control')).toBe('no-store')
    expect(await response.json()).toEqual({
      version: expect.stringMatching(/^v2\./) as string,
      name: 'GoTrue',
      description: 'GoTrue is a user registration and authentication API',
      status: 'ok',
      database: 'ok',
      outboxBacklog: 0,
    })
  })

  it('answers 503 when the database is unreachable', async () => {
    const { app, anonKey } = await appOn(unreachableDatabase().db)
    const response = await app.request('/auth/v1/health', { headers: { apikey: anonKey } })
    expect(response.status).toBe(503)
    expect(await response.json()).toMatchObject({
      name: 'GoTrue',
      status: 'unavailable',
      database: 'unreachable',
      outboxBacklog: null,
    })
  })
})

describe('createHealthCheck', () => {
  it('gives up on a database that accepts but never answers, with one query in flight', async () => {
    // A "database" that takes connections and stays silent, as behind a dead network path.
    const sockets: net.Socket[] = []
    const silent = net.createServer((socket) => sockets.push(socket))
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve))
    const { port } = silent.address() as net.AddressInfo
    const handle = openDatabase({
      databaseUrl: `postgres://renew@127.0.0.1:${port}/renew`,
      dataDir: makeTempDir(),
    })
    try {
      const check = createHealthCheck(handle.db, { timeoutMs: 200, reuseMs: 0 })
      const started = Date.now()
      const reports = await Promise.all([check(), check(), check()])
      expect(Date.now() - started).toBeLessThan(5_000)
      for (const report of reports) expect(report).toMatchObject({ database: 'unreachable' })
      // Later checks wait on the hanging query instead of piling more onto the pool.
      expect(await check()).toMatchObject({ status: 'unavailable' })
      expect(sockets).toHaveLength(1)
    } finally {
      for (const socket of sockets) socket.destroy()
      await handle.close()
      await new Promise((resolve) => silent.close(resolve))
    }
  })
})
