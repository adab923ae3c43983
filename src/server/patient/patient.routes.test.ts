import { randomBytes, randomUUID } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import { afterEach, describe, expect, it } from 'vitest'

import { exampleIntakeAnswers } from '../../shared/intake/examples'
import type { Config } from '../env'
import { SealedDataError } from '../lib/intake-store/intake-crypto'
import { openIntake } from '../lib/intake-store/intake.queries'
import { createLogger } from '../logger'
import { SITE_MAILS_PER_RECIPIENT } from '../mail/recipient-budget'
import { addStaff } from '../staff/staff'
import {
  addTestStaff,
  addConsultationRequest,
  captureLogger,
  createTestClient,
  lastMailTo,
  linkIn,
  openLink,
  startTestServer,
  type TestAppOptions,
  type TestServer,
} from '../testing'

// /patient/v1 and the physicians' review through real HTTP, with sessions from the real
// supabase-js client, on a fresh database per test: SQLite here, PostgreSQL in .ci/run.

const servers: TestServer[] = []
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()))
})

async function startServer(overrides: Partial<Config> = {}, options: TestAppOptions = {}) {
  const server = await startTestServer(
    {
      siteAccess: 'public',
      authEmailConfirm: false,
      ...overrides,
    },
    options,
  )
  servers.push(server)
  return server
}

const clientFor = (server: TestServer) => createTestClient(server.url, server.anonKey)

/** An account made by sign-up (confirmed at once: these servers autoconfirm unless told). */
async function createUser(server: TestServer, email: string, password: string) {
  const { error } = await clientFor(server).auth.signUp({ email, password })
  expect(error).toBeNull()
}

async function signedInClient(server: TestServer, email: string, password: string) {
  const client = clientFor(server)
  const { data, error } = await client.auth.signInWithPassword({ email, password })
  expect(error).toBeNull()
  return { client, session: data.session! }
}
const PASSWORD = 'grace password 2026'
const PHYSICIAN = {
  email: 'doctor@renewmedical.example',
  password: 'a long doctor passphrase 2026',
}
/** A snake_case key anywhere in a JSON text, nested JSON text included. */
const SNAKE_KEY = /"[a-z0-9]+_[a-z0-9_]+\\?":/
const today = () => new Date().toISOString().slice(0, 10)

type Intake = {
  id: string
  version: number
  status: string
  step: string | null
  outcome: string
  answers: Record<string, unknown>
  assessment: { reasons: { message: string }[] }
}
/** Every field an answer of these APIs has that the tests read. */
type Answer = {
  intake: Intake
  intakes: Intake[]
  missing: { id: string }[]
  rows: { id: string }[]
  version: number
  message: string
  code: string
  linked: boolean
  newsletter: boolean | null
  consultations: unknown[]
}
type Api = (
  path: string,
  init?: { method?: string; body?: unknown },
) => Promise<{ status: number; json: Answer; text: string; headers: Headers }>

function apiFor(server: TestServer, base: string, token: string): Api {
  return async (route, init = {}) => {
    const response = await fetch(`${server.url}${base}${route}`, {
      method: init.method ?? 'GET',
      headers: {
        apikey: server.anonKey,
        authorization: `Bearer ${token}`,
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    })
    const text = await response.text()
    return {
      status: response.status,
      json: (text ? JSON.parse(text) : null) as Answer,
      text,
      headers: response.headers,
    }
  }
}

async function patient(server: TestServer, email = 'grace@example.com') {
  const { client, session } = await signedInClient(server, email, PASSWORD)
  return { client, api: apiFor(server, '/patient/v1', session.access_token) }
}

/** A physician: only they read and decide questionnaires (docs/architecture.md, Roles). */
async function physician(server: TestServer) {
  await addTestStaff(server, PHYSICIAN)
  await addStaff(server.deps.db, PHYSICIAN.email, createLogger('silent'), {
    role: 'physician',
    mail: 'hand-over-password',
  })
  const { session } = await signedInClient(server, PHYSICIAN.email, PHYSICIAN.password)
  return apiFor(server, '/staff/v1', session.access_token)
}

/** The decision notice's subject (workspace/intake-decision-mail.ts; resource folders never
 * import each other, so the test spells it). */
const INTAKE_DECISION_SUBJECT = 'Your Renew Medical questionnaire has been reviewed'

/** The decision notices waiting in the outbox (no worker runs in these tests). */
async function decisionNotices(server: TestServer) {
  const rows = await server.deps.db.selectFrom('outbox').select('payload').execute()
  return rows
    .map((row) => JSON.parse(row.payload) as { to: string; subject: string; text: string })
    .filter((mail) => mail.subject === INTAKE_DECISION_SUBJECT)
}

describe('My care', () => {
  it('shows requests sent before signing up only once the address is proven by a link', async () => {
    const server = await startServer({ authEmailConfirm: false })
    const request = await addConsultationRequest(server, 'Grace@Example.com')
    await clientFor(server).auth.signUp({ email: 'grace@example.com', password: PASSWORD })
    const { api, client } = await patient(server)

    const before = await api('/care')
    expect(before.status).toBe(200)
    expect(before.headers.get('cache-control')).toBe('no-store')
    expect(before.json).toMatchObject({ linked: false, consultations: [], newsletter: null })
    expect((await api('/newsletter', { method: 'PUT', body: { subscribed: true } })).status).toBe(
      403,
    )

    // A sign-in link (supabase-js signInWithOtp) followed proves the address; one for an
    // address without an account is answered alike and sends nothing.
    const none = await client.auth.signInWithOtp({
      email: 'nobody@example.com',
      options: { shouldCreateUser: false },
    })
    expect(none.error).toBeNull()
    expect(lastMailTo(server.outboxDir, 'nobody@example.com')).toBeUndefined()
    const otp = await client.auth.signInWithOtp({
      email: 'grace@example.com',
      options: { shouldCreateUser: false },
    })
    expect(otp.error).toBeNull()
    const opened = await openLink(linkIn(lastMailTo(server.outboxDir, 'grace@example.com')))
    expect(opened.fragment.get('type')).toBe('magiclink')
    expect(opened.fragment.get('access_token')).toBeTruthy()
    // The link works once.
    expect(
      (await openLink(linkIn(lastMailTo(server.outboxDir, 'grace@example.com')))).fragment.get(
        'error_code',
      ),
    ).toBe('otp_expired')
    const after = await api('/care')
    expect(after.json.linked).toBe(true)
    const consultations = after.json.consultations as Record<string, unknown>[]
    expect(consultations).toHaveLength(1)
    expect(Object.keys(consultations[0]!).sort()).toEqual([
      'bookedAt',
      'closedReason',
      'contactedAt',
      'createdAt',
      'id',
      'status',
    ])
    expect(consultations[0]).toMatchObject({ id: request, status: 'new', closedReason: null })
    // camelCase throughout (docs/decisions/035-own-api-conventions.md, Casing).
    expect(after.text).not.toMatch(SNAKE_KEY)
    expect(after.json.newsletter).toBe(false)
    expect((await api('/newsletter', { method: 'PUT', body: { subscribed: true } })).status).toBe(
      200,
    )
    expect((await api('/newsletter', { method: 'PUT', body: { subscribed: true } })).status).toBe(
      200,
    )
    expect((await api('/care')).json.newsletter).toBe(true)
    expect((await api('/newsletter', { method: 'PUT', body: { subscribed: 'yes' } })).status).toBe(
      400,
    )
  })

  it('refuses a visitor, a forged token and a session that signed out', async () => {
    const server = await startServer()
    await createUser(server, 'grace@example.com', PASSWORD)
    const { api, client } = await patient(server)
    expect((await api('/care')).status).toBe(200)
    expect((await apiFor(server, '/patient/v1', server.anonKey)('/care')).status).toBe(401)
    expect((await apiFor(server, '/patient/v1', 'not.a.token')('/care')).status).toBe(401)
    await client.auth.signOut()
    expect((await api('/care')).status).toBe(401)
  })
})

describe('the health intake', () => {
  it('saves as the patient goes, refuses a stale save, and makes one draft from parallel first saves', async () => {
    const server = await startServer()
    await createUser(server, 'grace@example.com', PASSWORD)
    const { api } = await patient(server)
    expect((await api('/intakes/weight-loss')).json).toEqual({ intake: null })
    expect((await api('/intakes/hair')).status).toBe(404)

    const first = { 'date-of-birth': '1980-05-04', 'sex-at-birth': 'female' }
    const saves = await Promise.all(
      Array.from({ length: 10 }, () =>
        api('/intakes/weight-loss', { method: 'PUT', body: { answers: first, step: 'about-you' } }),
      ),
    )
    // Each is saved, or told that another save got there first (with its answers); never two
    // drafts, never an error.
    for (const save of saves) expect([200, 409]).toContain(save.status)
    expect(saves.filter((save) => save.status === 200).length).toBeGreaterThan(0)
    const drafts = await server.deps.db
      .selectFrom('intake_responses')
      .select(['id', 'version'])
      .where('status', '=', 'in-progress')
      .execute()
    expect(drafts).toHaveLength(1)

    const read = await api('/intakes/weight-loss')
    expect(read.json.intake).toMatchObject({
      status: 'in-progress',
      step: 'about-you',
      answers: first,
    })
    const version = read.json.intake.version
    const saved = await api('/intakes/weight-loss', {
      method: 'PUT',
      body: { answers: { ...first, state: 'TX' }, step: 'body', version },
    })
    expect(saved.status).toBe(200)
    // Another device, still at the old version, is told and given the newer answers.
    const stale = await api('/intakes/weight-loss', {
      method: 'PUT',
      body: { answers: first, version },
    })
    expect(stale.status).toBe(409)
    expect(stale.json).toMatchObject({ code: 'stale', intake: { answers: { state: 'TX' } } })

    const bad = await api('/intakes/weight-loss', {
      method: 'PUT',
      body: { answers: { 'weight-pounds': 'heavy' } },
    })
    expect(bad.status).toBe(400)
    expect(bad.json.message).toMatch(/weight-pounds/)
    const unknown = await api('/intakes/weight-loss', {
      method: 'PUT',
      body: { answers: { 'favourite-color': 'blue' } },
    })
    expect(unknown.status).toBe(400)
  })

  it('is stored sealed: the database holds no answer in clear, and another key fails loudly', async () => {
    const server = await startServer()
    await createUser(server, 'grace@example.com', PASSWORD)
    const { api } = await patient(server)
    const answers = { ...exampleIntakeAnswers['weight-loss'], 'goal-weight': 161 }
    await api('/intakes/weight-loss', { method: 'PUT', body: { answers } })
    const row = await server.deps.db
      .selectFrom('intake_responses')
      .selectAll()
      .executeTakeFirstOrThrow()
    const stored = JSON.stringify(row)
    for (const clear of ['1980-05-04', 'date-of-birth', 'female', 'goal-weight', 'Texas']) {
      expect(stored).not.toContain(clear)
    }
    if (server.database.engine === 'sqlite') {
      // The file itself and its write-ahead log: no answer anywhere in their pages.
      for (const name of ['site.db', 'site.db-wal']) {
        const file = path.join(server.deps.config.dataDir, name)
        if (fs.existsSync(file)) expect(fs.readFileSync(file).includes('1980-05-04')).toBe(false)
      }
    }
    expect(() => openIntake(randomBytes(32), row)).toThrow(SealedDataError)
    expect(() => openIntake(randomBytes(32), row)).toThrow(
      /sealed under key \w+, but the server holds key/,
    )
    // A value moved into another row does not open either.
    expect(() => openIntake(server.deps.secrets.intakeKey, { ...row, id: randomUUID() })).toThrow(
      /integrity check/,
    )
  })

  it('logs a submitted intake by its id only: no outcome, reason or answer in any log line', async () => {
    const { logger, lines } = captureLogger()
    const server = await startServer({}, { logger })
    await createUser(server, 'mark@example.com', PASSWORD)
    const mark = await patient(server, 'mark@example.com')
    const stop = await mark.api('/intakes/weight-loss', {
      method: 'PUT',
      body: {
        answers: { ...exampleIntakeAnswers['weight-loss'], conditions: ['pancreatitis'] },
      },
    })
    const talk = await mark.api('/intakes/weight-loss/submit', {
      method: 'POST',
      body: { version: stop.json.intake.version, today: today() },
    })
    expect(talk.json.intake.outcome).toBe('talk-first')

    const submitted = lines.filter((line) => line.includes('intake submitted'))
    expect(submitted).toHaveLength(1)
    expect(JSON.parse(submitted[0]!)).toMatchObject({ intakeId: talk.json.intake.id })
    const everything = lines.join('')
    for (const health of ['talk-first', 'outcome', 'pancreatitis', 'flagged', 'assessment']) {
      expect(everything).not.toContain(health)
    }
  })

  it("bounds the decision notices per recipient like the site's other mail; every decision still stands", async () => {
    const server = await startServer()
    await createUser(server, 'grace@example.com', PASSWORD)
    const grace = await patient(server)
    const saved = await grace.api('/intakes/weight-loss', {
      method: 'PUT',
      body: { answers: exampleIntakeAnswers['weight-loss'] },
    })
    const sent = await grace.api('/intakes/weight-loss/submit', {
      method: 'POST',
      body: { version: saved.json.intake.version, today: today() },
    })
    const staffApi = await physician(server)
    let version = (await staffApi(`/intakes/${sent.json.intake.id}`)).json.version
    const decisions = SITE_MAILS_PER_RECIPIENT.limit + 2
    for (let round = 0; round < decisions; round += 1) {
      const decided = await staffApi(`/intakes/${sent.json.intake.id}/review`, {
        method: 'POST',
        body: { version, decision: 'needs-call', note: `Round ${round}` },
      })
      expect(decided.status).toBe(200)
      version = decided.json.version
    }
    expect(await decisionNotices(server)).toHaveLength(SITE_MAILS_PER_RECIPIENT.limit)
    const care = await grace.api('/care')
    expect(care.json.intakes[0]).toMatchObject({ decisionNote: `Round ${decisions - 1}` })
  })

  it('is submitted only when complete, assessed, reviewed by a physician, and the patient sees the outcome', async () => {
    const server = await startServer()
    await createUser(server, 'grace@example.com', PASSWORD)
    await createUser(server, 'mark@example.com', PASSWORD)
    const grace = await patient(server)
    const mark = await patient(server, 'mark@example.com')

    const partial = await grace.api('/intakes/weight-loss', {
      method: 'PUT',
      body: { answers: { 'date-of-birth': '1980-05-04' } },
    })
    const incomplete = await grace.api('/intakes/weight-loss/submit', {
      method: 'POST',
      body: { version: partial.json.intake.version, today: today() },
    })
    expect(incomplete.status).toBe(422)
    expect(incomplete.json.missing.map((missing: { id: string }) => missing.id)).toContain('state')

    const complete = await grace.api('/intakes/weight-loss', {
      method: 'PUT',
      body: { answers: exampleIntakeAnswers['weight-loss'] },
    })
    const fit = await grace.api('/intakes/weight-loss/submit', {
      method: 'POST',
      body: { version: complete.json.intake.version, today: today() },
    })
    expect(fit.status).toBe(200)
    expect(fit.json.intake).toMatchObject({ status: 'submitted', outcome: 'likely-fit' })

    // A hard stop: a history of pancreatitis routes to a call, flagged for staff.
    const stop = await mark.api('/intakes/weight-loss', {
      method: 'PUT',
      body: {
        answers: { ...exampleIntakeAnswers['weight-loss'], conditions: ['pancreatitis'] },
      },
    })
    const talk = await mark.api('/intakes/weight-loss/submit', {
      method: 'POST',
      body: { version: stop.json.intake.version, today: today() },
    })
    expect(talk.json.intake.outcome).toBe('talk-first')
    expect(talk.json.intake.assessment.reasons[0]?.message).toMatch(/pancreatitis/i)
    // The flags are notes for staff: the patient's answers leave them out.
    expect(talk.json.intake.assessment).not.toHaveProperty('flags')

    const staffApi = await physician(server)
    const queue = await staffApi('/intakes')
    expect(queue.status).toBe(200)
    expect(queue.json.rows.map((row: { id: string }) => row.id)).toEqual([
      talk.json.intake.id,
      fit.json.intake.id,
    ])
    const full = await staffApi(`/intakes/${fit.json.intake.id}`)
    expect(full.json).toMatchObject({
      answers: { state: 'TX' },
      patient: { email: 'grace@example.com' },
      questionnaireResponse: { resourceType: 'QuestionnaireResponse', status: 'completed' },
    })
    const decided = await staffApi(`/intakes/${fit.json.intake.id}/review`, {
      method: 'POST',
      body: {
        version: full.json.version,
        decision: 'ready-for-consultation',
        note: 'See you soon.',
      },
    })
    expect(decided.status).toBe(200)
    // The patient is told a result waits in My care, in the decision's transaction; the mail
    // names neither the program, the decision nor the note.
    const notices = await decisionNotices(server)
    expect(notices).toHaveLength(1)
    expect(notices[0]).toMatchObject({ to: 'grace@example.com' })
    expect(notices[0]!.text).toContain(
      'A physician has reviewed your questionnaire. Sign in to see the result.',
    )
    expect(notices[0]!.text).toContain(`${server.url}/account`)
    for (const health of ['See you soon', 'ready', 'weight', 'consultation', 'GLP']) {
      expect(notices[0]!.text.toLowerCase()).not.toContain(health.toLowerCase())
    }
    const stale = await staffApi(`/intakes/${fit.json.intake.id}/review`, {
      method: 'POST',
      body: { version: full.json.version, decision: 'needs-call', note: 'Call first.' },
    })
    expect(stale.status).toBe(409)
    // A refused (stale) decision mails nothing.
    expect(await decisionNotices(server)).toHaveLength(1)
    expect((await staffApi('/intakes/not-an-id')).status).toBe(404)
    // A patient cannot reach the review.
    expect(
      (
        await apiFor(
          server,
          '/staff/v1',
          (await signedInClient(server, 'grace@example.com', PASSWORD)).session.access_token,
        )('/intakes')
      ).status,
    ).toBe(403)

    const care = await grace.api('/care')
    expect(care.json.intakes[0]).toMatchObject({
      status: 'reviewed',
      decision: 'ready-for-consultation',
      decisionNote: 'See you soon.',
    })
    const audit = await server.deps.db
      .selectFrom('audit_log')
      .select(['action', 'target'])
      .where('action', 'in', ['intake.view', 'intake.review'])
      .execute()
    expect(audit).toEqual(
      expect.arrayContaining([
        { action: 'intake.view', target: fit.json.intake.id },
        { action: 'intake.review', target: fit.json.intake.id },
      ]),
    )
  })
})

describe('My data', () => {
  it('exports everything, and deletes the account with its password, audited', async () => {
    const server = await startServer({ authEmailConfirm: true })
    const request = await addConsultationRequest(server, 'grace@example.com')
    await clientFor(server).auth.signUp({ email: 'grace@example.com', password: PASSWORD })
    await openLink(linkIn(lastMailTo(server.outboxDir, 'grace@example.com')))
    const { api, client } = await patient(server)
    await api('/intakes/mens-health', {
      method: 'PUT',
      body: { answers: exampleIntakeAnswers['mens-health'] },
    })

    const exported = await api('/export')
    expect(exported.status).toBe(200)
    // camelCase throughout, but for the profile: the auth wire's user_metadata, its own names.
    const { profile, ...account } = (exported.json as unknown as { account: { profile: unknown } })
      .account
    expect(profile).toHaveProperty('email_verified')
    expect(JSON.stringify({ ...exported.json, account })).not.toMatch(SNAKE_KEY)
    expect(exported.headers.get('content-disposition')).toMatch(/attachment/)
    expect(exported.json).toMatchObject({
      account: { email: 'grace@example.com' },
      consultationRequests: [{ id: request, email: 'grace@example.com', firstName: 'Grace' }],
      intakes: [
        {
          program: 'mens-health',
          questionnaireResponse: { resourceType: 'QuestionnaireResponse' },
        },
      ],
    })

    const wrong = await api('/account', { method: 'DELETE', body: { password: 'not it' } })
    expect(wrong.status).toBe(403)
    const deleted = await api('/account', { method: 'DELETE', body: { password: PASSWORD } })
    expect(deleted.status).toBe(200)
    expect(
      (await client.auth.signInWithPassword({ email: 'grace@example.com', password: PASSWORD }))
        .error,
    ).not.toBeNull()
    const db = server.deps.db
    expect(await db.selectFrom('intake_responses').selectAll().execute()).toEqual([])
    expect(await db.selectFrom('consultation_requests').selectAll().execute()).toEqual([])
    const audit = await db.selectFrom('audit_log').select(['action', 'detail']).execute()
    expect(audit.map((row) => row.action)).toEqual(
      expect.arrayContaining(['account.export', 'account.delete']),
    )
    expect(JSON.stringify(audit)).not.toContain('grace')
  })

  it('an account whose address is not proven deletes only itself, not requests under that address', async () => {
    const server = await startServer({ authEmailConfirm: false })
    await addConsultationRequest(server, 'grace@example.com')
    await clientFor(server).auth.signUp({ email: 'grace@example.com', password: PASSWORD })
    const { api } = await patient(server)
    expect((await api('/account', { method: 'DELETE', body: { password: PASSWORD } })).status).toBe(
      200,
    )
    expect(
      await server.deps.db.selectFrom('consultation_requests').selectAll().execute(),
    ).toHaveLength(1)
    expect(await server.deps.db.selectFrom('users').selectAll().execute()).toEqual([])
  })
})
