import type { SupabaseClient } from '@supabase/supabase-js'
import { decodeJwt } from 'jose'
import { afterEach, describe, expect, it } from 'vitest'

import type { Config } from '../env'
import { createLogger } from '../logger'
import { resetStaffMfa } from '../staff/staff'
import {
  addTestStaff,
  createTestClient,
  signedInTestClient,
  startTestServer,
  type TestServer,
} from '../testing'
import { createUser } from './auth-testing'
import { GATE_COOKIE } from './staff-session'
import { totpCode, totpStep } from './totp'

// Second factors through the real supabase-js `auth.mfa` API, on a fresh database per test
// (SQLite here, PostgreSQL in .ci/run), with STAFF_MFA=required — the production default.

const servers: TestServer[] = []
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()))
})

const STAFF = { email: 'staff@renewmedical.example', password: 'a long staff passphrase 2026' }

async function start(overrides: Partial<Config> = {}) {
  const server = await startTestServer({ siteAccess: 'public', staffMfa: 'required', ...overrides })
  servers.push(server)
  await addTestStaff(server, STAFF)
  return server
}

const signedIn = (server: TestServer) => signedInTestClient(server, STAFF)

/** Enrolls a TOTP factor and returns its id and secret, as the enrollment screen shows them. */
async function enroll(client: SupabaseClient, friendlyName = 'Phone') {
  const { data, error } = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName })
  expect(error).toBeNull()
  if (!data || data.type !== 'totp') throw new Error('no TOTP factor enrolled')
  return { id: data.id, secret: data.totp.secret, qrCode: data.totp.qr_code, uri: data.totp.uri }
}

/** The code for the current step, or the next step's when this one was used already. */
const codeAt = (secret: string, offsetSteps = 0) =>
  totpCode(secret, totpStep(Date.now()) + offsetSteps)

async function readLeads(client: SupabaseClient) {
  return client.from('consultation_requests').select('id')
}

describe('TOTP factors through supabase-js auth.mfa', () => {
  it('enrolls, verifies to aal2 with totp in amr, and only then opens staff data', async () => {
    const server = await start()
    const client = await signedIn(server)

    // Password alone: aal1, and lead reads are refused under STAFF_MFA=required.
    const before = await client.auth.mfa.getAuthenticatorAssuranceLevel()
    expect(before.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal1' })
    const refused = await readLeads(client)
    expect(refused.error?.code).toBe('42501')

    const factor = await enroll(client)
    expect(factor.secret).toMatch(/^[A-Z2-7]{32}$/)
    const uri = new URL(factor.uri)
    const issuer = new URL(server.url).host
    expect(uri.protocol).toBe('otpauth:')
    expect(uri.host).toBe('totp')
    expect(decodeURIComponent(uri.pathname)).toBe(`/${issuer}:${STAFF.email}`)
    expect(Object.fromEntries(uri.searchParams)).toEqual({
      secret: factor.secret,
      issuer,
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    })
    // Our SVG, which supabase-js hands on behind a data: prefix, as it does GoTrue's.
    expect(factor.qrCode).toMatch(/^data:image\/svg\+xml;utf-8,<svg[\s\S]*<\/svg>$/)
    // Listed as unverified until a code is verified.
    const listed = await client.auth.mfa.listFactors()
    expect(listed.data?.all.map((f) => [f.id, f.status])).toEqual([[factor.id, 'unverified']])

    const { data, error } = await client.auth.mfa.challengeAndVerify({
      factorId: factor.id,
      code: codeAt(factor.secret),
    })
    expect(error).toBeNull()
    const claims = decodeJwt(data!.access_token)
    expect(claims.aal).toBe('aal2')
    expect((claims.amr as { method: string }[]).map((entry) => entry.method)).toEqual([
      'password',
      'totp',
    ])
    const after = await client.auth.mfa.getAuthenticatorAssuranceLevel()
    expect(after.data).toMatchObject({ currentLevel: 'aal2', nextLevel: 'aal2' })
    expect((await client.auth.mfa.listFactors()).data?.totp.map((f) => f.status)).toEqual([
      'verified',
    ])
    const leads = await readLeads(client)
    expect(leads.error).toBeNull()

    // The refreshed session keeps aal2.
    const refreshed = await client.auth.refreshSession()
    expect(decodeJwt(refreshed.data.session!.access_token).aal).toBe('aal2')
  })

  it('asks a staff member with a factor for a code at the next sign-in, and never takes a code twice', async () => {
    const server = await start()
    const first = await signedIn(server)
    const factor = await enroll(first)
    const step = totpStep(Date.now())
    const used = totpCode(factor.secret, step)
    expect(
      (await first.auth.mfa.challengeAndVerify({ factorId: factor.id, code: used })).error,
    ).toBeNull()

    const second = await signedIn(server)
    const level = await second.auth.mfa.getAuthenticatorAssuranceLevel()
    expect(level.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal2' })
    expect((await readLeads(second)).error?.code).toBe('42501')

    // The same code again, on a new challenge: refused.
    const replay = await second.auth.mfa.challengeAndVerify({ factorId: factor.id, code: used })
    expect(replay.error?.code).toBe('mfa_verification_failed')
    expect(replay.error?.status).toBe(422)
    // A wrong code: refused the same way.
    const wrong = await second.auth.mfa.challengeAndVerify({
      factorId: factor.id,
      code: used === '000000' ? '111111' : '000000',
    })
    expect(wrong.error?.code).toBe('mfa_verification_failed')
    // The next step's code (one step of clock skew is allowed) signs in.
    const next = await second.auth.mfa.challengeAndVerify({
      factorId: factor.id,
      code: totpCode(factor.secret, step + 1),
    })
    expect(next.error).toBeNull()
    expect((await readLeads(second)).error).toBeNull()
  })

  it('lets only one of two parallel verifies with the same code through', async () => {
    const server = await start()
    const client = await signedIn(server)
    const factor = await enroll(client)
    const code = codeAt(factor.secret)
    const challenges = await Promise.all(
      [0, 1].map(() => client.auth.mfa.challenge({ factorId: factor.id })),
    )
    const verifies = await Promise.all(
      challenges.map(({ data }) =>
        client.auth.mfa.verify({ factorId: factor.id, challengeId: data!.id, code }),
      ),
    )
    expect(verifies.filter(({ error }) => error === null)).toHaveLength(1)
    expect(verifies.map(({ error }) => error?.code).filter(Boolean)).toEqual([
      'mfa_verification_failed',
    ])
  })

  it('refuses a used challenge and another user’s factor', async () => {
    const server = await start()
    const client = await signedIn(server)
    const factor = await enroll(client)
    const challenge = await client.auth.mfa.challenge({ factorId: factor.id })
    const id = challenge.data!.id
    expect(challenge.data!.expires_at).toBeGreaterThan(Date.now() / 1000 + 290)
    const ok = await client.auth.mfa.verify({
      factorId: factor.id,
      challengeId: id,
      code: codeAt(factor.secret),
    })
    expect(ok.error).toBeNull()
    const again = await client.auth.mfa.verify({
      factorId: factor.id,
      challengeId: id,
      code: codeAt(factor.secret, 1),
    })
    expect(again.error?.code).toBe('mfa_ip_address_mismatch')

    // A patient account cannot reach the staff member's factor.
    const patient = createTestClient(server.url, server.anonKey)
    const signUp = await patient.auth.signUp({
      email: 'patient@example.com',
      password: 'a patient passphrase 2026',
    })
    expect(signUp.error).toBeNull()
    if (!signUp.data.session) {
      await server.deps.db
        .updateTable('users')
        .set({ email_confirmed_at: new Date().toISOString() })
        .where('email', '=', 'patient@example.com')
        .execute()
      await patient.auth.signInWithPassword({
        email: 'patient@example.com',
        password: 'a patient passphrase 2026',
      })
    }
    const foreign = await patient.auth.mfa.challenge({ factorId: factor.id })
    expect(foreign.error?.code).toBe('mfa_factor_not_found')
  })

  it('answers five wrong codes for a factor as wrong and limits the sixth', async () => {
    const server = await start()
    const client = await signedIn(server)
    const factor = await enroll(client)
    const other = await signedIn(server)
    const codes: (string | undefined)[] = []
    for (let attempt = 0; attempt < 6; attempt++) {
      const { error } = await other.auth.mfa.challengeAndVerify({
        factorId: factor.id,
        code: `12345${attempt}`,
      })
      codes.push(error?.code)
    }
    expect(codes.slice(0, 5).every((code) => code === 'mfa_verification_failed')).toBe(true)
    expect(codes[5]).toBe('over_request_rate_limit')
  })

  it('answers enrollment errors as GoTrue does', async () => {
    const server = await start()
    const client = await signedIn(server)
    const factor = await enroll(client, 'Work phone')
    const clash = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Work phone' })
    expect(clash.error?.code).toBe('mfa_factor_name_conflict')
    const phone = await client.auth.mfa.enroll({ factorType: 'phone', phone: '+15555550100' })
    expect(phone.error?.code).toBe('mfa_phone_enroll_not_enabled')

    await client.auth.mfa.challengeAndVerify({ factorId: factor.id, code: codeAt(factor.secret) })
    // A second session at aal1 cannot add a factor nor remove the verified one.
    const aal1 = await signedIn(server)
    const extra = await aal1.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Spare' })
    expect(extra.error?.code).toBe('insufficient_aal')
    const remove = await aal1.auth.mfa.unenroll({ factorId: factor.id })
    expect(remove.error?.code).toBe('insufficient_aal')
    // At aal2 it can be removed; the session falls back to aal1 on its next token.
    const removed = await client.auth.mfa.unenroll({ factorId: factor.id })
    expect(removed.error).toBeNull()
    expect(removed.data).toEqual({ id: factor.id })
    const refreshed = await client.auth.refreshSession()
    expect(decodeJwt(refreshed.data.session!.access_token).aal).toBe('aal1')
  })

  it('takes a staff member’s first factor only in a session begun after the promotion', async () => {
    const server = await start()
    const hire = { email: 'hire@clinic.example', password: 'a hire passphrase 2026' }
    await createUser(server, hire.email, hire.password)
    // A session from before the account became staff — one the old promotion let live, or one
    // from before migration 0013 stamped the staff accounts it found.
    const early = await signedInTestClient(server, hire)
    await server.deps.db
      .updateTable('users')
      .set({
        raw_app_meta_data: JSON.stringify({
          provider: 'email',
          providers: ['email'],
          role: 'staff',
        }),
        staff_promoted_at: new Date(Date.now() + 1).toISOString(),
      })
      .where('email', '=', hire.email)
      .execute()

    const refused = await early.auth.mfa.enroll({ factorType: 'totp' })
    expect(refused.error?.status).toBe(403)
    expect(refused.error?.code).toBe('reauthentication_needed')
    expect(refused.error?.message).toBe(
      'Sign in again to enroll a factor: this session began before the account became staff',
    )
    expect(await server.deps.db.selectFrom('mfa_factors').select('id').execute()).toEqual([])

    // A sign-in made after the promotion may.
    await new Promise((resolve) => setTimeout(resolve, 5))
    const later = await signedInTestClient(server, hire)
    const factor = await enroll(later)
    const verified = await later.auth.mfa.challengeAndVerify({
      factorId: factor.id,
      code: codeAt(factor.secret),
    })
    expect(verified.error).toBeNull()
    expect((await readLeads(later)).error).toBeNull()
    // The rule is for staff: a patient enrolls in any session.
    await createUser(server, 'patient@example.com', 'a patient passphrase 2026')
    const patient = await signedInTestClient(server, {
      email: 'patient@example.com',
      password: 'a patient passphrase 2026',
    })
    await enroll(patient)
  })

  it('keeps the factor secret encrypted at rest', async () => {
    const server = await start()
    const client = await signedIn(server)
    const factor = await enroll(client)
    const row = await server.deps.db
      .selectFrom('mfa_factors')
      .select('secret')
      .where('id', '=', factor.id)
      .executeTakeFirstOrThrow()
    expect(row.secret).not.toContain(factor.secret)
    expect(row.secret).toMatch(/^v1\./)
  })
})

describe('STAFF_MFA', () => {
  it('optional: a staff member without a factor reads leads with the password alone', async () => {
    const server = await start({ staffMfa: 'optional' })
    const client = await signedIn(server)
    expect((await readLeads(client)).error).toBeNull()
    // Once they have a factor, the password alone no longer suffices.
    const factor = await enroll(client)
    await client.auth.mfa.challengeAndVerify({ factorId: factor.id, code: codeAt(factor.secret) })
    const again = await signedIn(server)
    expect((await readLeads(again)).error?.code).toBe('42501')
  })

  it('required: the staff gate cookie opens the site only once the session is at aal2', async () => {
    const server = await start({ siteAccess: 'staff' })
    const anonKey = server.anonKey
    const signIn = await fetch(`${server.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: anonKey, 'content-type': 'application/json' },
      body: JSON.stringify(STAFF),
    })
    expect(signIn.status).toBe(200)
    const cookie = /rm_staff=[^;]+/.exec(signIn.headers.get('set-cookie') ?? '')?.[0]
    expect(cookie).toMatch(new RegExp(`^${GATE_COOKIE}=`))
    const session = (await signIn.json()) as { access_token: string }
    // Storage is behind the gate in staff mode: 401 without a staff session, else its own answer.
    const gated = () =>
      fetch(`${server.url}/storage/v1/object/public/media/none.mp4`, {
        headers: { cookie: cookie! },
      })
    const before = await gated()
    expect(before.status).toBe(401)
    expect(((await before.json()) as { code: string }).code).toBe('staff_session_required')

    const client = createTestClient(server.url, anonKey, {
      Authorization: `Bearer ${session.access_token}`,
    })
    const factor = await enroll(client)
    const challenge = await fetch(`${server.url}/auth/v1/factors/${factor.id}/challenge`, {
      method: 'POST',
      headers: { apikey: anonKey, authorization: `Bearer ${session.access_token}` },
    })
    const { id } = (await challenge.json()) as { id: string }
    const verify = await fetch(`${server.url}/auth/v1/factors/${factor.id}/verify`, {
      method: 'POST',
      headers: {
        apikey: anonKey,
        authorization: `Bearer ${session.access_token}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ challenge_id: id, code: codeAt(factor.secret) }),
    })
    expect(verify.status).toBe(200)
    // The same cookie now passes the gate (it names the session, which is now aal2): storage
    // answers for itself.
    const after = await gated()
    expect(after.status).not.toBe(401)
    expect(JSON.stringify(await after.json())).not.toContain('staff_session_required')
  })

  it('npm run staff -- reset-mfa removes the factor and ends every session', async () => {
    const server = await start()
    const client = await signedIn(server)
    const factor = await enroll(client)
    await client.auth.mfa.challengeAndVerify({ factorId: factor.id, code: codeAt(factor.secret) })
    expect(await resetStaffMfa(server.deps.db, STAFF.email, createLogger('silent'))).toBe(1)
    const { error } = await client.auth.refreshSession()
    expect(error?.code).toBe('refresh_token_not_found')
    const again = await signedIn(server)
    const level = await again.auth.mfa.getAuthenticatorAssuranceLevel()
    expect(level.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal1' })
  })
})
