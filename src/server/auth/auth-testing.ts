import { SignJWT } from 'jose'
import { afterEach, expect } from 'vitest'

import type { Config } from '../env'
import type { StaffMail } from '../staff/staff'
import {
  createTestClient,
  startTestServer,
  TEST_JWT_SECRET,
  type TestAppOptions,
  type TestServer,
} from '../testing'
import { insertUser, newUserValues } from './auth.queries'
import { hashPassword } from './passwords'
import type { UserRow } from './user-json'

// Helpers for the auth tests (imported by *.test.ts only).

/**
 * Start real servers on demand; every one is closed after each test. Public mode unless a
 * test says otherwise: sign-up is closed while the site is staff-only.
 */
export function useTestServers() {
  const servers: TestServer[] = []
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((server) => server.close()))
  })
  return async (overrides: Partial<Config> = {}, options: TestAppOptions = {}) => {
    const server = await startTestServer({ siteAccess: 'public', ...overrides }, options)
    servers.push(server)
    return server
  }
}

export function clientFor(server: TestServer) {
  return createTestClient(server.url, server.anonKey)
}

/** A confirmed user written straight into the database (no sign-up round trip). */
export async function createUser(
  server: TestServer,
  email: string,
  password: string,
  { staff = false }: { staff?: boolean } = {},
): Promise<UserRow> {
  const now = new Date().toISOString()
  return insertUser(
    server.deps.db,
    newUserValues({
      email,
      encryptedPassword: await hashPassword(password),
      appMetadata: staff ? { role: 'staff' } : {},
      confirmedAt: now,
      now,
    }),
  )
}

/** What `npm run staff -- add` mails with: the test server's outbox and its own origin. */
export function staffMail(server: TestServer): StaffMail {
  const { mailer } = server.deps
  if (!mailer) throw new Error('the test server has no mailer')
  return { mailer, publicUrl: server.url }
}

/** A fresh client signed in as `email`. */
export async function signedInClient(server: TestServer, email: string, password: string) {
  const client = clientFor(server)
  const { data, error } = await client.auth.signInWithPassword({ email, password })
  expect(error).toBeNull()
  if (!data.session) throw new Error('no session')
  return { client, session: data.session }
}

/** An access token like ours, with any claims (e.g. an `exp` in the past). */
export function signTestJwt(claims: Record<string, unknown>): Promise<string> {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .sign(new TextEncoder().encode(TEST_JWT_SECRET))
}

/** The claims of a JWT, unverified (for assertions only). */
export function decodeJwt(token: string): Record<string, unknown> {
  const payload = token.split('.')[1] ?? ''
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>
}

export { openLink } from '../testing'
