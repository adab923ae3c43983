import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { serve, type ServerType } from '@hono/node-server'
import {
  createClient,
  type SupabaseClient,
  type WebSocketLikeConstructor,
} from '@supabase/supabase-js'
import type { Hono } from 'hono'
import pg from 'pg'
import ws from 'ws'

import { type AppDeps, createApp, MAX_HEADER_BYTES } from './app'
import { type DatabaseHandle, openDatabase } from './db/database'
import { migrateToLatest } from './db/migrations'
import { type Config, loadConfig } from './env'
import { createLogger, type Logger } from './logger'
import { createMailer } from './mail/mailer'
import { createAnonKey } from './secrets'
import { ensureStaffAccount } from './staff/staff'

// Helpers for server tests: a fresh, migrated database per call — SQLite in a
// temp dir by default, or a new schema in the PostgreSQL that DATABASE_URL names
// (the second leg of .ci/run), so the same tests prove both engines.

export const TEST_JWT_SECRET = 'test-secret-that-is-at-least-thirty-two-characters'
/** The health intake's key in tests (INTAKE_ENCRYPTION_KEY as 64 hex digits). */
export const TEST_INTAKE_KEY_HEX = '5e'.repeat(32)
export const TEST_INTAKE_KEY = Buffer.from(TEST_INTAKE_KEY_HEX, 'hex')

export function makeTempDir(prefix = 'renew-test-'): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix))
}

export async function createTestDatabase(dataDir = makeTempDir()): Promise<DatabaseHandle> {
  const { databaseUrl } = loadConfig()
  if (!databaseUrl) {
    const handle = openDatabase({ dataDir })
    await migrateToLatest(handle.db)
    return handle
  }
  const schema = `test_${randomUUID().replaceAll('-', '')}`
  const admin = new pg.Client({ connectionString: databaseUrl })
  await admin.connect()
  await admin.query(`CREATE SCHEMA ${schema}`)
  await admin.end()
  const url = new URL(databaseUrl)
  url.searchParams.set('options', `-c search_path=${schema}`)
  const handle = openDatabase({ databaseUrl: url.toString(), dataDir })
  await migrateToLatest(handle.db)
  // Closed once, however often asked: a test may close the database through the code under test
  // (a shutdown) and again in its cleanup, as the embedded store allows.
  let closed: Promise<void> | undefined
  const dropSchema = async () => {
    await handle.close()
    const cleanup = new pg.Client({ connectionString: databaseUrl })
    await cleanup.connect()
    await cleanup.query(`DROP SCHEMA ${schema} CASCADE`)
    await cleanup.end()
  }
  return {
    ...handle,
    close: () => (closed ??= dropSchema()),
  }
}

/**
 * Defines tests of what only PostgreSQL has (row locks, pool sizes, commit settings). They
 * exist only where DATABASE_URL is set — the PostgreSQL leg of .ci/run — rather than showing
 * as skipped on the embedded store, which has nothing of the kind to test.
 */
export function definePostgresTests(define: () => void): void {
  if (loadConfig().databaseUrl) define()
}

/**
 * The configuration of a test app. Staff work without a second factor here (STAFF_MFA=optional,
 * as on a demo site) unless a test asks for `staffMfa: 'required'`, the production default,
 * which the MFA tests do.
 */
/** The video provider tests run with (no network: a test only reads the links it mints). */
export const TEST_VIDEO = {
  provider: 'jitsi',
  domain: 'meet.test.example',
  appId: 'renew-test',
  appSecret: 'a test jitsi secret of at least thirty-two characters',
} as const

export function testConfig(overrides: Partial<Config> = {}): Config {
  const dataDir = overrides.dataDir ?? makeTempDir()
  return {
    ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', STAFF_MFA: 'optional' }),
    video: { ...TEST_VIDEO },
    ...overrides,
  }
}

export type TestAppOptions = {
  /** Auth knobs, e.g. a zero refresh-token reuse interval. */
  auth?: AppDeps['auth']
  /** The app's logger (e.g. captureLogger's), silent by default. */
  logger?: Logger
  /** The clock booking and its holds run on (AppDeps), the real one by default. */
  clock?: () => Date
}

export async function createTestApp(overrides: Partial<Config> = {}, options: TestAppOptions = {}) {
  const config = testConfig(overrides)
  const database = await createTestDatabase(config.dataDir)
  const logger = options.logger ?? createLogger('silent')
  const deps: AppDeps = {
    db: database.db,
    config,
    logger,
    secrets: {
      jwtSecret: TEST_JWT_SECRET,
      anonKey: await createAnonKey(TEST_JWT_SECRET),
      intakeKey: TEST_INTAKE_KEY,
    },
    mailer: createMailer(config, logger),
    auth: options.auth,
    clock: options.clock,
  }
  // Without SMTP_URL every message lands here as an .eml file (see readOutbox).
  const outboxDir = path.join(config.dataDir, 'outbox')
  return { app: withTestClient(createApp(deps)), deps, database, outboxDir }
}

/** The address `app.request()` comes from unless a test names another (`connectionFrom`). */
export const TEST_CLIENT_ADDRESS = '127.0.0.1'

/**
 * What @hono/node-server hands the app with a request that came on a socket from `address`:
 * `app.request(url, init, connectionFrom('127.0.0.2'))` is a request from that client.
 */
export function connectionFrom(address: string) {
  return {
    incoming: { socket: { remoteAddress: address, remotePort: 40_000, remoteFamily: 'IPv4' } },
  }
}

/**
 * `app.request()` carries no socket, and the app refuses a request whose client it cannot
 * tell (middleware/client-ip.ts): here each comes from TEST_CLIENT_ADDRESS unless the test
 * passes its own connection.
 */
export function withTestClient<A extends { request: Hono['request'] }>(app: A): A {
  const request = app.request
  app.request = (input, init, env = connectionFrom(TEST_CLIENT_ADDRESS), executionCtx) =>
    request(input, init, env, executionCtx)
  return app
}

/**
 * A consultation request from `email` (Grace Hopper's), stored as the form stores it and new on
 * the first-contact queue, sent `hoursAgo` hours ago (default now); its id.
 */
export async function addConsultationRequest(
  server: { deps: { db: AppDeps['db'] } },
  email: string,
  { hoursAgo = 0 }: { hoursAgo?: number } = {},
): Promise<string> {
  const id = randomUUID()
  await server.deps.db
    .insertInto('consultation_requests')
    .values({
      id,
      first_name: 'Grace',
      last_name: 'Hopper',
      email,
      phone: '(555) 123-4567',
      hear_about_us: 'Google Search',
      email_opt_in: 1,
      sms_opt_in: 0,
      created_at: new Date(Date.now() - hoursAgo * 3_600_000).toISOString(),
    })
    .execute()
  return id
}

export type TestServer = Awaited<ReturnType<typeof createTestApp>> & {
  /** http://127.0.0.1:<port>, no trailing slash. */
  url: string
  anonKey: string
  /** Stop listening and close the database. */
  close: () => Promise<void>
}

/** `createTestApp` served on a real socket (port 0), for clients that speak HTTP. */
export async function startTestServer(
  overrides: Partial<Config> = {},
  options: TestAppOptions = {},
): Promise<TestServer> {
  // Listen first: links and /config.json use the origin the server listens on (PORT=0 is
  // only known then), unless the test sets its own PUBLIC_URL.
  let fetch: (request: Request, env: unknown) => Response | Promise<Response> = () =>
    new Response('starting', { status: 503 })
  const { server, port } = await new Promise<{ server: ServerType; port: number }>((resolve) => {
    const server = serve(
      {
        // With the connection (`env`), so the app sees each client's own address.
        fetch: (request, env) => fetch(request, env),
        port: 0,
        hostname: '127.0.0.1',
        serverOptions: { maxHeaderSize: MAX_HEADER_BYTES },
      },
      (info) => resolve({ server, port: info.port }),
    )
  })
  const url = `http://127.0.0.1:${port}`
  const created = await createTestApp(
    { port, publicUrl: url, publicUrlConfigured: false, ...overrides },
    options,
  )
  fetch = created.app.fetch
  return {
    ...created,
    url,
    anonKey: created.deps.secrets.anonKey,
    close: async () => {
      await new Promise<void>((resolve) => {
        if ('closeAllConnections' in server) server.closeAllConnections()
        server.close(() => resolve())
      })
      await created.database.close()
    },
  }
}

export type StaffAccount = { email: string; password: string }

/** Makes each account a staff user, as STAFF_EMAIL/STAFF_PASSWORD does at start. */
export async function addTestStaff(server: TestServer, ...accounts: StaffAccount[]) {
  for (const account of accounts) {
    await ensureStaffAccount(
      server.deps.db,
      { staffEmail: account.email, staffPassword: account.password },
      createLogger('silent'),
      () => {},
    )
  }
}

/** A supabase-js client signed in with the password (the sign-in must succeed). */
export async function signedInTestClient(
  server: TestServer,
  account: StaffAccount,
): Promise<SupabaseClient> {
  const client = createTestClient(server.url, server.anonKey)
  const { error } = await client.auth.signInWithPassword(account)
  if (error) throw new Error(`sign-in failed: ${error.message}`)
  return client
}

/** The real supabase-js client as the browser uses it, set up for Node (ADR 001). */
export function createTestClient(
  url: string,
  anonKey: string,
  headers?: Record<string, string>,
  /** How it reaches the server, e.g. `fetchFrom('127.0.0.2')`; the global fetch by default. */
  fetchImpl?: typeof fetch,
) {
  return createClient(url, anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { headers, fetch: fetchImpl },
    // ws's constructor types are wider than realtime-js's structural type; at run time it fits.
    realtime: { transport: ws as unknown as WebSocketLikeConstructor },
  })
}

export { lastMailTo, linkIn, openLink, type OutboxMessage, readOutbox } from './testing-mail'
export { appThatThrows, captureLogger } from './testing-logs'
export { fetchFrom } from './testing-fetch'
