import type { SupabaseClient } from '@supabase/supabase-js'
import { afterEach, describe, expect, it } from 'vitest'

import {
  addTestStaff,
  createTestClient,
  signedInTestClient,
  startTestServer,
  type TestServer,
} from '../testing'
import { createUser } from './auth-testing'
import { createGateCookieValue, isStaffGateSessionValid } from './staff-session'

// Staff sessions end after STAFF_IDLE_MINUTES without activity, on the server: no lead read,
// no refresh, no gate cookie after that; POST /auth/v1/activity moves the limit on. Patients'
// sessions have no idle limit. SQLite here, PostgreSQL in .ci/run.

const servers: TestServer[] = []
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()))
})

const STAFF = { email: 'staff@renewmedical.example', password: 'a long staff passphrase 2026' }
const IDLE_MS = 30 * 60_000

async function start() {
  const server = await startTestServer({ siteAccess: 'public', staffIdleTimeoutMs: IDLE_MS })
  servers.push(server)
  await addTestStaff(server, STAFF)
  return server
}

const signedIn = (server: TestServer) => signedInTestClient(server, STAFF)

async function idleLimit(server: TestServer, client: SupabaseClient): Promise<number | null> {
  const { data } = await client.auth.getSession()
  const payload = Buffer.from(data.session!.access_token.split('.')[1]!, 'base64url')
  const id = JSON.parse(payload.toString('utf8')) as { session_id: string }
  const row = await server.deps.db
    .selectFrom('sessions')
    .select('idle_expires_at')
    .where('id', '=', id.session_id)
    .executeTakeFirstOrThrow()
  return row.idle_expires_at === null ? null : Date.parse(row.idle_expires_at)
}

/** Move the session's idle limit, as time passing would. */
async function setIdleLimit(server: TestServer, at: number) {
  await server.deps.db
    .updateTable('sessions')
    .set({ idle_expires_at: new Date(at).toISOString() })
    .where('idle_expires_at', 'is not', null)
    .execute()
}

async function activity(server: TestServer, client: SupabaseClient): Promise<number> {
  const { data } = await client.auth.getSession()
  const response = await fetch(`${server.url}/auth/v1/activity`, {
    method: 'POST',
    headers: { apikey: server.anonKey, authorization: `Bearer ${data.session!.access_token}` },
  })
  return response.status
}

describe('idle staff sessions', () => {
  it('gives a staff session an idle limit, which activity moves on', async () => {
    const server = await start()
    const client = await signedIn(server)
    const before = Date.now()
    const limit = await idleLimit(server, client)
    expect(limit).toBeGreaterThan(before + IDLE_MS - 5_000)
    expect(limit).toBeLessThanOrEqual(Date.now() + IDLE_MS)

    await setIdleLimit(server, Date.now() + 10_000)
    expect(await activity(server, client)).toBe(204)
    expect(await idleLimit(server, client)).toBeGreaterThan(Date.now() + IDLE_MS - 5_000)
  })

  it('ends the session once the limit has passed: no reads, no refresh, no activity', async () => {
    const server = await start()
    const client = await signedIn(server)
    expect((await client.from('consultation_requests').select('id')).error).toBeNull()

    await setIdleLimit(server, Date.now() - 1)
    // The session is over, so its token signs in no one (docs/wire-contract.md, Sessions).
    const read = await client.from('consultation_requests').select('id')
    expect(read.error?.code).toBe('PGRST301')
    expect(await activity(server, client)).toBe(403)
    const { error } = await client.auth.refreshSession()
    expect(error?.code).toBe('session_expired')
    expect(error?.message).toBe('Invalid Refresh Token: Session Expired (Inactivity)')
  })

  it('gives a session begun before the promotion no staff rights, so none past the idle limit', async () => {
    const server = await start()
    const hire = { email: 'hire@clinic.example', password: 'a hire passphrase 2026' }
    await createUser(server, hire.email, hire.password)
    const early = await signedInTestClient(server, hire)
    expect(await idleLimit(server, early)).toBeNull()
    // The account becomes staff and the session lives on (as the old promotion left it; a
    // promotion now ends it, src/server/staff/staff.ts).
    await server.deps.db
      .updateTable('users')
      .set({
        raw_app_meta_data: JSON.stringify({
          provider: 'email',
          providers: ['email'],
          role: 'staff',
        }),
        staff_promoted_at: new Date().toISOString(),
      })
      .where('email', '=', hire.email)
      .execute()
    const { data } = await early.auth.getSession()
    const sessionId = (
      JSON.parse(
        Buffer.from(data.session!.access_token.split('.')[1]!, 'base64url').toString('utf8'),
      ) as { session_id: string }
    ).session_id

    // No idle limit, so never staff rights: not from its token, nor a refreshed one, nor the gate cookie.
    expect((await early.from('consultation_requests').select('id')).error?.code).toBe('42501')
    expect((await early.auth.refreshSession()).error).toBeNull()
    expect((await early.from('consultation_requests').select('id')).error?.code).toBe('42501')
    const secret = server.deps.secrets.jwtSecret
    const cookie = createGateCookieValue(secret, sessionId)
    expect(await isStaffGateSessionValid(server.deps.db, secret, cookie, 'optional')).toBe(false)

    // A sign-in as staff has the idle limit and the rights.
    const later = await signedInTestClient(server, hire)
    expect(await idleLimit(server, later)).not.toBeNull()
    expect((await later.from('consultation_requests').select('id')).error).toBeNull()
  })

  it('leaves patients’ sessions without an idle limit', async () => {
    const server = await startTestServer({ siteAccess: 'public', authEmailConfirm: false })
    servers.push(server)
    const patient = createTestClient(server.url, server.anonKey)
    const { error } = await patient.auth.signUp({
      email: 'patient@example.com',
      password: 'a patient passphrase 2026',
    })
    expect(error).toBeNull()
    expect(await idleLimit(server, patient)).toBeNull()
    expect(await activity(server, patient)).toBe(204)
    expect(await idleLimit(server, patient)).toBeNull()
  })
})
