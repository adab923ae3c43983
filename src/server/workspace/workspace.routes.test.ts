import { randomUUID } from 'node:crypto'

import type { SupabaseClient } from '@supabase/supabase-js'
import { afterEach, describe, expect, it } from 'vitest'

import type { PipelineState } from '../../shared/workspace-wire'
import type { Config } from '../env'
import {
  addConsultationRequest,
  addTestStaff,
  createTestClient,
  startTestServer,
  type TestServer,
} from '../testing'

// /staff/v1 through real HTTP with a staff session from the real supabase-js client, on a fresh
// database per test: SQLite here, PostgreSQL in .ci/run.

const servers: TestServer[] = []
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()))
})

/** A snake_case key anywhere in a JSON text, nested JSON text included. */
const SNAKE_KEY = /"[a-z0-9]+_[a-z0-9_]+\\?":/

const STAFF = { email: 'staff@renewmedical.example', password: 'a long staff passphrase 2026' }
const COLLEAGUE = {
  email: 'colleague@renewmedical.example',
  password: 'another staff passphrase 2026',
}

async function start(overrides: Partial<Config> = {}) {
  const server = await startTestServer({ siteAccess: 'public', ...overrides })
  servers.push(server)
  await addTestStaff(server, STAFF, COLLEAGUE)
  return server
}

/** Every field any answer of /staff/v1 has, for the tests to read. */
type Answer = {
  pipeline: PipelineState
  events: { kind: string; data: string }[]
  code: string
  message: string
  current: PipelineState
  changedBy: { id: string; email: string }
  rows: { id: string; recordId: string; overdue: boolean; action: string }[]
  results: { ref: string; kinds: string[] }[]
  timeline: { kind: string; status: string | null }[]
  deleted: Record<string, number>
  newToday: number
  medianFirstContactMs: number
}
type Api = (
  path: string,
  init?: { method?: string; body?: unknown },
) => Promise<{ status: number; json: Answer; text: string }>

async function staffApi(
  server: TestServer,
  account = STAFF,
): Promise<{ api: Api; id: string; client: SupabaseClient }> {
  const client = createTestClient(server.url, server.anonKey)
  const { data, error } = await client.auth.signInWithPassword(account)
  expect(error).toBeNull()
  const token = data.session!.access_token
  const api: Api = async (path, init = {}) => {
    const response = await fetch(`${server.url}/staff/v1${path}`, {
      method: init.method ?? 'GET',
      headers: {
        apikey: server.anonKey,
        authorization: `Bearer ${token}`,
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    })
    const text = await response.text()
    return { status: response.status, json: (text ? JSON.parse(text) : null) as Answer, text }
  }
  return { api, id: data.user!.id, client }
}

/** A request on the first-contact queue (testing.ts), from ada@ by default, an hour old. */
function addRequest(
  server: TestServer,
  { email = 'ada@example.com', hoursAgo = 1 }: { email?: string; hoursAgo?: number } = {},
): Promise<string> {
  return addConsultationRequest(server, email, { hoursAgo })
}

describe('the pipeline of a consultation request', () => {
  it('moves a request through every status with attempts, notes, assignment and a follow-up date', async () => {
    const server = await start()
    const { api, id: staffId } = await staffApi(server)
    const { id: colleagueId } = await staffApi(server, COLLEAGUE)
    const request = await addRequest(server)

    const attempt = await api(`/consultations/${request}/attempts`, {
      method: 'POST',
      // Not reached: the request stays at New for the steps below (a reached attempt moves it
      // to Contacted itself, queue.routes.test.ts).
      body: { channel: 'call', outcome: 'left_message', note: 'Prefers mornings' },
    })
    expect(attempt.status).toBe(201)
    const note = await api(`/consultations/${request}/notes`, {
      method: 'POST',
      body: { text: 'Asked about GLP-1 options' },
    })
    expect(note.status).toBe(201)

    let version = 0
    const steps = [
      { status: 'contacted', assignedTo: colleagueId },
      { status: 'booked', followUpOn: '2026-12-01' },
      { status: 'patient', followUpOn: null },
      { status: 'closed', closedReason: 'duplicate' },
      { status: 'new', closedReason: null },
    ]
    for (const step of steps) {
      const changed = await api(`/consultations/${request}`, {
        method: 'PATCH',
        body: { version, ...step },
      })
      expect(changed.status, JSON.stringify(changed.json)).toBe(200)
      expect(changed.json.pipeline.status).toBe(step.status)
      version = changed.json.pipeline.version
    }
    const detail = await api(`/consultations/${request}`)
    expect(detail.status).toBe(200)
    const { pipeline, events } = detail.json
    // camelCase everywhere, the timeline's data too (docs/decisions/035-own-api-conventions.md).
    expect(detail.text).not.toMatch(SNAKE_KEY)
    expect(pipeline).toMatchObject({
      status: 'new',
      closedReason: null,
      assignedTo: colleagueId,
      followUpOn: null,
      version: 5,
      updatedBy: staffId,
    })
    // The milestones stay once reached, for the funnel.
    expect(pipeline.contactedAt && pipeline.bookedAt && pipeline.patientAt).toBeTruthy()
    expect(events.map((event: { kind: string }) => event.kind)).toEqual([
      'attempt',
      'note',
      'change',
      'change',
      'change',
      'change',
      'change',
    ])
    expect(JSON.parse(events[2]!.data)).toEqual({
      status: { from: 'new', to: 'contacted' },
      assignedTo: { from: null, to: colleagueId },
    })
    expect(JSON.parse(events[5]!.data)).toEqual({
      status: { from: 'patient', to: 'closed' },
      closedReason: { from: null, to: 'duplicate' },
    })

    // Every change is audited with ids and values of the pipeline, never personal data.
    const audit = await server.deps.db.selectFrom('audit_log').selectAll().execute()
    const updates = audit.filter((row) => row.action === 'consultation.update')
    expect(updates).toHaveLength(5)
    expect(audit.map((row) => row.detail).join(' ')).not.toMatch(
      /Grace|Hopper|ada@example|555|mornings|GLP/,
    )
  })

  it('answers a stale change with 409 and who changed the request, under parallel edits', async () => {
    const server = await start()
    const { api } = await staffApi(server)
    const { api: colleague } = await staffApi(server, COLLEAGUE)
    const request = await addRequest(server)

    const answers = await Promise.all([
      api(`/consultations/${request}`, {
        method: 'PATCH',
        body: { version: 0, status: 'contacted' },
      }),
      colleague(`/consultations/${request}`, {
        method: 'PATCH',
        body: { version: 0, status: 'closed', closedReason: 'spam' },
      }),
    ])
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409])
    const stale = answers.find((answer) => answer.status === 409)!.json
    const winner = answers.find((answer) => answer.status === 200)!.json
    expect(stale.code).toBe('stale')
    expect(stale.current.version).toBe(1)
    expect(stale.current.status).toBe(winner.pipeline.status)
    expect([STAFF.email, COLLEAGUE.email]).toContain(stale.changedBy.email)
    expect(stale.message).toContain(stale.changedBy.email)

    // A second round on version 1: again exactly one wins.
    const again = await Promise.all(
      [api, colleague].map((call) =>
        call(`/consultations/${request}`, {
          method: 'PATCH',
          body: { version: 1, followUpOn: '2026-12-24' },
        }),
      ),
    )
    expect(again.map((answer) => answer.status).sort()).toEqual([200, 409])
  })

  it('refuses bad changes with the reason, and nothing changes', async () => {
    const server = await start()
    const { api } = await staffApi(server)
    const request = await addRequest(server)
    const cases: [unknown, string][] = [
      [{ version: 0, status: 'closed' }, 'Choose why the request is closed'],
      [{ version: 0, status: 'won' }, 'Choose a status'],
      [{ version: 0 }, 'Change at least one thing'],
      [{ status: 'contacted' }, 'Say which version of the request you changed'],
      [{ version: 0, followUpOn: '12/01/2026' }, 'Enter a follow-up date as YYYY-MM-DD'],
      // The old snake_case names are not read (docs/decisions/035-own-api-conventions.md).
      [{ version: 0, follow_up_on: '2026-12-01' }, 'Change at least one thing'],
      [
        { version: 0, status: 'contacted', closedReason: 'spam' },
        'A reason is given only when the request is closed',
      ],
    ]
    for (const [body, message] of cases) {
      const answer = await api(`/consultations/${request}`, { method: 'PATCH', body })
      expect(answer.status, JSON.stringify(body)).toBe(400)
      expect(answer.json.message).toBe(message)
    }
    const note = await api(`/consultations/${request}/notes`, {
      method: 'POST',
      body: { text: '   ' },
    })
    expect(note.json.message).toBe('Write a note')
    expect(
      (
        await api(`/consultations/${randomUUID()}`, {
          method: 'PATCH',
          body: { version: 0, status: 'contacted' },
        })
      ).status,
    ).toBe(404)
    expect((await api(`/consultations/${request}`)).json.pipeline.version).toBe(0)
  })
})

describe('the queue and the figures', () => {
  it('lists requests awaiting first contact oldest first and flags those past 24 hours', async () => {
    const server = await start()
    const { api } = await staffApi(server)
    const overdue = await addRequest(server, { hoursAgo: 25 })
    const fresh = await addRequest(server, { hoursAgo: 2 })
    const reached = await addRequest(server, { hoursAgo: 30 })
    await api(`/consultations/${reached}`, {
      method: 'PATCH',
      body: { version: 0, status: 'contacted' },
    })

    const queue = await api('/queue')
    expect(queue.status).toBe(200)
    expect(queue.text).not.toMatch(SNAKE_KEY)
    expect(
      queue.json.rows.map((row: { recordId: string; overdue: boolean }) => [
        row.recordId,
        row.overdue,
      ]),
    ).toEqual([
      [overdue, true],
      [fresh, false],
    ])

    const today = new Date(Date.now() - 3 * 3_600_000).toISOString()
    const metrics = await api(`/metrics?today=${encodeURIComponent(today)}`)
    expect(metrics.json).toMatchObject({
      newToday: 1,
      awaitingFirstContact: 2,
      overdue: 1,
      funnel: { days30: { requested: 3, contacted: 1, booked: 0, patient: 0 } },
    })
    expect(metrics.json.medianFirstContactMs).toBeGreaterThan(29 * 3_600_000)

    // Polling records a read only when the queue shows something new to this staff member.
    const queueReads = () =>
      server.deps.db
        .selectFrom('audit_log')
        .select('detail')
        .where('target', '=', 'workspace.queue')
        .execute()
    await api('/queue')
    expect(await queueReads()).toHaveLength(1)
    const newer = await addRequest(server, { hoursAgo: 0 })
    await api('/queue')
    await api('/queue')
    const reads = await queueReads()
    expect(reads).toHaveLength(2)
    expect(reads.map((row) => (JSON.parse(row.detail) as { ids: string[] }).ids)).toContainEqual(
      [overdue, fresh, newer].map((id) => `request:${id}`),
    )
  })
})

describe('a person’s data', () => {
  it('shows, exports and deletes everything about one person, and audits it without their data', async () => {
    const server = await start()
    const { api } = await staffApi(server)
    const first = await addRequest(server, { email: 'Grace@Example.com' })
    await addRequest(server, { email: 'someone.else@example.com' })
    await api(`/consultations/${first}/notes`, {
      method: 'POST',
      body: { text: 'Call after 5 pm' },
    })
    await api(`/consultations/${first}`, {
      method: 'PATCH',
      body: { version: 0, status: 'closed', closedReason: 'duplicate' },
    })
    await server.deps.db
      .insertInto('newsletter_subscribers')
      .values({
        id: randomUUID(),
        email: 'grace@example.com',
        created_at: new Date().toISOString(),
      })
      .execute()
    await server.deps.db
      .insertInto('outbox')
      .values({
        id: randomUUID(),
        kind: 'webhook',
        payload: JSON.stringify({ body: `{"record":{"id":"${first}"}}` }),
        attempts: 1,
        next_attempt_at: new Date().toISOString(),
        last_error: null,
        delivered_at: new Date().toISOString(),
        failed_at: null,
        created_at: new Date().toISOString(),
        claim_token: null,
      })
      .execute()

    const search = async (query: string) =>
      (await api('/people/search', { method: 'POST', body: { query } })).json.results
    const [found] = await search('grace@example.com')
    expect([...found!.kinds].sort()).toEqual(['newsletter', 'request'])
    const person = await api(`/people/${found!.ref}`)
    expect(person.status).toBe(200)
    // The page answers camelCase, its timeline too.
    expect(person.text).not.toMatch(SNAKE_KEY)
    expect(person.json.timeline.map((item) => [item.kind, item.status])).toEqual(
      expect.arrayContaining([
        ['request', 'closed'],
        ['note', null],
        ['newsletter', null],
      ]),
    )

    const exported = await fetch(`${server.url}/staff/v1/people/export`, {
      method: 'POST',
      body: JSON.stringify({ email: 'GRACE@example.com' }),
      headers: {
        'content-type': 'application/json',
        apikey: server.anonKey,
        authorization: `Bearer ${(await (await staffApi(server)).client.auth.getSession()).data.session!.access_token}`,
      },
    })
    expect(exported.status).toBe(200)
    expect(exported.headers.get('content-disposition')).toContain('attachment')
    const exportedText = await exported.text()
    expect(exportedText).not.toMatch(SNAKE_KEY)
    const body = JSON.parse(exportedText) as {
      exportedAt: string
      consultationRequests: { status: string }[]
    }
    expect(Date.parse(body.exportedAt)).not.toBeNaN()
    expect(body.consultationRequests.map((row) => row.status)).toEqual(['Closed'])

    const deleted = await api('/people/delete', {
      method: 'POST',
      body: { email: 'grace@example.com' },
    })
    expect(deleted.json.deleted).toEqual({
      addresses: 1,
      consultations: 1,
      events: 2,
      downloads: 0,
      newsletter: 1,
      appointments: 0,
      questionnaires: 0,
      contacts: 0,
      account: 0,
      outbox: 1,
      links: 0,
      ordersKept: 0,
      staffAccounts: 0,
    })
    expect(await search('grace@example.com')).toEqual([])
    // The other person is untouched.
    expect(await search('someone.else@example.com')).toHaveLength(1)

    const audit = await api('/audit/search', {
      method: 'POST',
      body: { email: 'grace@example.com' },
    })
    // Searches are audited against the workspace, by their count: not under the person.
    expect(audit.json.rows.map((row: { action: string }) => row.action)).toEqual([
      'person.delete',
      'person.export',
      'person.view',
    ])
    const raw = await server.deps.db.selectFrom('audit_log').selectAll().execute()
    expect(JSON.stringify(raw)).not.toMatch(/grace|Call after/i)
  })
})

describe('look-ups by e-mail', () => {
  it('take the address only in a body: the query-string forms answer 400 naming the new form, and do nothing', async () => {
    const server = await start()
    const { api } = await staffApi(server)
    await addRequest(server, { email: 'grace@example.com' })
    const old = [
      ['GET', '/people?email=grace@example.com', 'POST /staff/v1/people/search'],
      ['GET', '/people/export?email=grace@example.com', 'POST /staff/v1/people/export'],
      ['DELETE', '/people?email=grace@example.com', 'POST /staff/v1/people/delete'],
      ['GET', '/audit?email=grace@example.com', 'POST /staff/v1/audit/search'],
    ] as const
    for (const [method, path, form] of old) {
      const answer = await api(path, { method })
      expect([path, answer.status, answer.json.code]).toEqual([path, 400, 'moved_to_body'])
      expect(answer.json.message).toContain(form)
    }
    // Nothing was read, exported or deleted, so nothing was audited; the request is still there.
    const actions = await server.deps.db.selectFrom('audit_log').select('action').execute()
    expect(actions.map((row) => row.action)).toEqual([])
    expect(
      await server.deps.db.selectFrom('consultation_requests').selectAll().execute(),
    ).toHaveLength(1)

    // Bad bodies are specific 400s.
    const notJson = await fetch(`${server.url}/staff/v1/people/search`, {
      method: 'POST',
      body: 'x',
    })
    expect(notJson.status).toBeGreaterThanOrEqual(400)
    expect((await api('/people/search', { method: 'POST', body: { query: 'x' } })).json.code).toBe(
      'invalid_request',
    )
    const notAnAddress = await api('/people/delete', { method: 'POST', body: { email: 'grace' } })
    expect([notAnAddress.status, notAnAddress.json.code]).toEqual([400, 'invalid_request'])
    expect(
      await server.deps.db.selectFrom('consultation_requests').selectAll().execute(),
    ).toHaveLength(1)
  })
})

describe('the audit log', () => {
  it('is append-only: no route changes it and the database refuses to', async () => {
    const server = await start()
    const { api, id } = await staffApi(server)
    await api('/queue')
    for (const method of ['PATCH', 'DELETE', 'PUT', 'POST']) {
      expect([404, 405]).toContain((await api('/audit', { method, body: {} })).status)
    }
    const rest = await fetch(`${server.url}/rest/v1/audit_log`, {
      method: 'DELETE',
      headers: { apikey: server.anonKey },
    })
    expect(rest.status).toBeGreaterThanOrEqual(400)
    await expect(server.deps.db.deleteFrom('audit_log').execute()).rejects.toThrow(/append-only/)
    await expect(
      server.deps.db.updateTable('audit_log').set({ actor_id: randomUUID() }).execute(),
    ).rejects.toThrow(/append-only/)
    const rows = (await api(`/audit?actor=${id}`)).json.rows
    expect(rows.map((row: { action: string }) => row.action)).toEqual(['read'])
  })
})

describe('who may use it', () => {
  it('refuses visitors, patients, and staff who owe the second factor', async () => {
    const server = await start({ staffMfa: 'required', authEmailConfirm: false })
    const anonymous = await fetch(`${server.url}/staff/v1/queue`, {
      headers: { apikey: server.anonKey },
    })
    expect(anonymous.status).toBe(401)
    const patient = createTestClient(server.url, server.anonKey)
    const { data } = await patient.auth.signUp({
      email: 'p@example.com',
      password: 'a patient passphrase 2026',
    })
    const asPatient = await fetch(`${server.url}/staff/v1/queue`, {
      headers: { apikey: server.anonKey, authorization: `Bearer ${data.session!.access_token}` },
    })
    expect(asPatient.status).toBe(403)
    const { api } = await staffApi(server)
    const aal1 = await api('/queue')
    expect(aal1.status).toBe(403)
    expect(aal1.json.code).toBe('staff_only')
    expect(await server.deps.db.selectFrom('audit_log').selectAll().execute()).toEqual([])
  })
})
