import { createHmac } from 'node:crypto'
import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'

import type { SupabaseClient } from '@supabase/supabase-js'
import { SignJWT } from 'jose'
import { sql } from 'kysely'
import { afterEach, describe, expect, it } from 'vitest'

import {
  type ConsultationRow,
  leadMessages,
  MIN_FORM_FILL_MS,
  toConsultationRow,
} from '@shared/leads'

import type { Config } from '../env'
import { personKey } from '../lib/audit-log'
import { createLogger } from '../logger'
import { createMailer, type Mailer } from '../mail/mailer'
import { createOutboxWorker } from '../outbox/outbox-worker'
import { ensureStaffAccount } from '../staff/staff'
import {
  connectionFrom,
  createTestClient,
  createTestDatabase,
  definePostgresTests,
  lastMailTo,
  startTestServer,
  TEST_CLIENT_ADDRESS,
  TEST_JWT_SECRET,
  type TestServer,
} from '../testing'
import { createRestRoutes } from './rest.routes'

// /rest/v1 through the real supabase-js client (and raw HTTP where a client would not send
// such a request), on a fresh database per test: SQLite here, PostgreSQL in .ci/run.

const servers: TestServer[] = []
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()))
})

const STAFF = { email: 'staff@renewmedical.example', password: 'a long staff passphrase 2026' }

async function start(overrides: Partial<Config> = {}) {
  const server = await startTestServer({
    siteAccess: 'public',
    leadsPerIpPer10Min: 1000,
    ...overrides,
  })
  servers.push(server)
  await ensureStaffAccount(
    server.deps.db,
    { staffEmail: STAFF.email, staffPassword: STAFF.password },
    createLogger('silent'),
    () => {},
  )
  return server
}

async function staffClient(server: TestServer): Promise<SupabaseClient> {
  const client = createTestClient(server.url, server.anonKey)
  const { error } = await client.auth.signInWithPassword(STAFF)
  expect(error).toBeNull()
  return client
}

/** The outside attack: a "name" that heads the victim's mail with a phishing line. */
const PHISHING_NAME = 'Vera,\n\nURGENT: your visit was moved. Confirm at http://evil.example/login'

const visitor = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phone: '(555) 123-4567',
  hearAboutUs: 'Google Search',
  emailOptIn: true,
  smsOptIn: false,
} as const

const spam = { website: '', form_elapsed_ms: MIN_FORM_FILL_MS + 500 }

function consultationRow(overrides: Partial<ConsultationRow> = {}) {
  return { ...toConsultationRow(visitor), ...spam, ...overrides }
}

async function post(
  server: TestServer,
  table: string,
  body: unknown,
  headers: Record<string, string> = {},
  signal?: AbortSignal,
) {
  return fetch(`${server.url}/rest/v1/${table}`, {
    method: 'POST',
    signal,
    headers: {
      apikey: server.anonKey,
      authorization: `Bearer ${server.anonKey}`,
      'content-type': 'application/json',
      ...headers,
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
}

async function rows(
  server: TestServer,
  table: 'consultation_requests' | 'download_requests' | 'newsletter_subscribers',
) {
  return server.deps.db.selectFrom(table).selectAll().execute()
}

describe('inserting leads', () => {
  it('a visitor with the anon key stores a consultation request: 201, empty body, every column as sent', async () => {
    const server = await start()
    const client = createTestClient(server.url, server.anonKey)
    const result = await client.from('consultation_requests').insert(consultationRow())
    expect(result.error).toBeNull()
    expect(result.status).toBe(201)
    expect(result.data).toBeNull()

    const stored = await rows(server, 'consultation_requests')
    expect(stored).toHaveLength(1)
    expect(stored[0]).toMatchObject({
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@example.com',
      phone: '(555) 123-4567',
      hear_about_us: 'Google Search',
      email_opt_in: 1,
      sms_opt_in: 0,
    })
    expect(stored[0]!.id).toMatch(/^[0-9a-f-]{36}$/)
    expect(Date.parse(stored[0]!.created_at)).toBeGreaterThan(Date.now() - 60_000)
  })

  it.each([
    ['first_name', { first_name: 'A' }, leadMessages.firstName],
    ['last_name', { last_name: ' B ' }, leadMessages.lastName],
    ['email', { email: 'not-an-email' }, leadMessages.email],
    ['phone', { phone: '555-1234' }, leadMessages.phone],
    ['phone', { phone: '555 123 4567 <script>' }, leadMessages.phone],
    ['hear_about_us', { hear_about_us: '' }, leadMessages.hearAboutUs],
    ['hear_about_us', { hear_about_us: 'A billboard' }, leadMessages.hearAboutUs],
    ['first_name', { first_name: 'x'.repeat(101) }, leadMessages.tooLong('First name', 100)],
    // A "name" that would write lines of the clinic's mail (src/shared/single-line.ts).
    ['first_name', { first_name: PHISHING_NAME }, leadMessages.nameCharacters],
    ['last_name', { last_name: PHISHING_NAME }, leadMessages.nameCharacters],
    ['first_name', { first_name: 'Vera\u2028Bcc' }, leadMessages.nameCharacters],
    ['phone', { phone: '(555)\r\n123-4567' }, leadMessages.phone],
    ['email_opt_in', { email_opt_in: 'yes' as unknown as boolean }, leadMessages.optIn],
  ])(
    'a bad %s is refused with its message and nothing is stored',
    async (column, overrides, message) => {
      const server = await start()
      const client = createTestClient(server.url, server.anonKey)
      const { error, status } = await client
        .from('consultation_requests')
        .insert(consultationRow(overrides))
      expect(status).toBe(400)
      expect(error).toMatchObject({ code: '23514', message, details: column })
      expect(await rows(server, 'consultation_requests')).toHaveLength(0)
      expect(await server.deps.db.selectFrom('outbox').select('id').execute()).toEqual([])
    },
  )

  it('a missing field is refused with that field’s message', async () => {
    const server = await start()
    const { first_name: _omitted, ...withoutFirstName } = consultationRow()
    const response = await post(server, 'consultation_requests', withoutFirstName)
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({
      message: leadMessages.firstName,
      details: 'first_name',
    })
  })

  it('unknown columns, server-set columns, bad JSON, bulk inserts and other content types are refused with PostgREST errors', async () => {
    const server = await start()
    const unknown = await post(
      server,
      'consultation_requests',
      consultationRow({ ...{ notes: 'x' } } as never),
    )
    expect(unknown.status).toBe(400)
    expect(await unknown.json()).toMatchObject({
      code: 'PGRST204',
      message: "Could not find the 'notes' column of 'consultation_requests' in the schema cache",
    })

    const serverSet = await post(server, 'consultation_requests', {
      ...consultationRow(),
      created_at: '2000-01-01T00:00:00Z',
    })
    expect(serverSet.status).toBe(400)
    expect(await serverSet.json()).toMatchObject({ code: 'PGRST204' })

    const badJson = await post(server, 'consultation_requests', '{"first_name":')
    expect(badJson.status).toBe(400)
    expect(await badJson.json()).toMatchObject({
      code: 'PGRST102',
      message: 'Empty or invalid json',
    })

    const bulk = await post(server, 'consultation_requests', [consultationRow(), consultationRow()])
    expect(bulk.status).toBe(400)

    const text = await post(server, 'consultation_requests', JSON.stringify(consultationRow()), {
      'content-type': 'text/plain',
    })
    expect(text.status).toBe(415)

    const huge = await post(server, 'consultation_requests', {
      ...consultationRow(),
      first_name: 'x'.repeat(20_000),
    })
    expect(huge.status).toBe(413)

    const columnsParam = await fetch(
      `${server.url}/rest/v1/consultation_requests?columns="first_name","secret"`,
      {
        method: 'POST',
        headers: {
          apikey: server.anonKey,
          authorization: `Bearer ${server.anonKey}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify([consultationRow()]),
      },
    )
    expect(columnsParam.status).toBe(400)
    expect(await columnsParam.json()).toMatchObject({ code: 'PGRST204' })

    const noTable = await post(server, 'users', { email: 'x@y.z' })
    expect(noTable.status).toBe(404)
    expect(await noTable.json()).toMatchObject({ code: 'PGRST205' })

    expect(await rows(server, 'consultation_requests')).toHaveLength(0)
  })

  it('a download request stores the chosen guide with our title for it', async () => {
    const server = await start()
    const client = createTestClient(server.url, server.anonKey)
    const { error } = await client.from('download_requests').insert({
      ...consultationRow(),
      resource_id: 'meal-prep-guide',
      resource_title: 'Something else entirely',
    })
    expect(error).toBeNull()
    const [row] = await rows(server, 'download_requests')
    expect(row).toMatchObject({
      resource_id: 'meal-prep-guide',
      resource_title: 'Healthy Meal Prep Guide',
    })

    const unknownGuide = await client
      .from('download_requests')
      .insert({ ...consultationRow(), resource_id: 'nope', resource_title: 'x' })
    expect(unknownGuide.error).toMatchObject({
      code: '23514',
      message: leadMessages.resource,
      details: 'resource_id',
    })
  })

  it('a newsletter address already subscribed is accepted again without a second row, whatever its case', async () => {
    const server = await start()
    const client = createTestClient(server.url, server.anonKey)
    for (const email of ['reader@example.com', 'Reader@Example.com', ' reader@example.com ']) {
      const { error, status } = await client
        .from('newsletter_subscribers')
        .insert({ email, ...spam })
      expect(error).toBeNull()
      expect(status).toBe(201)
    }
    const stored = await rows(server, 'newsletter_subscribers')
    expect(stored.map((row) => row.email)).toEqual(['reader@example.com'])
  })
})

describe('spam defense', () => {
  it('a filled honeypot is answered like a success and nothing is stored', async () => {
    const server = await start()
    const response = await post(
      server,
      'consultation_requests',
      consultationRow({ website: 'http://spam.example' } as never),
    )
    expect(response.status).toBe(201)
    expect(await rows(server, 'consultation_requests')).toHaveLength(0)
  })

  it('a form sent faster than a person can fill it, or without its fill time, is refused', async () => {
    const server = await start()
    for (const elapsed of [MIN_FORM_FILL_MS - 1, 0, -5, 'slow', undefined]) {
      const response = await post(server, 'consultation_requests', {
        ...consultationRow(),
        form_elapsed_ms: elapsed,
      })
      expect(response.status).toBe(400)
      expect(await response.json()).toMatchObject({ code: 'PGRST102', details: 'form_elapsed_ms' })
    }
    const onTime = await post(server, 'consultation_requests', {
      ...consultationRow(),
      form_elapsed_ms: MIN_FORM_FILL_MS,
    })
    expect(onTime.status).toBe(201)
  })

  it('more leads than the per-IP limit in ten minutes answer 429 across all lead tables; stored leads stay', async () => {
    const server = await start({ leadsPerIpPer10Min: 3 })
    const client = createTestClient(server.url, server.anonKey)
    // Two people: a repeat from one address would be folded into its first request.
    expect((await client.from('consultation_requests').insert(consultationRow())).status).toBe(201)
    expect(
      (await client.from('newsletter_subscribers').insert({ email: 'a@example.com', ...spam }))
        .status,
    ).toBe(201)
    expect(
      (
        await client
          .from('consultation_requests')
          .insert(consultationRow({ email: 'grace@example.com' }))
      ).status,
    ).toBe(201)
    const refused = await client
      .from('newsletter_subscribers')
      .insert({ email: 'b@example.com', ...spam })
    expect(refused.status).toBe(429)
    expect(refused.error).toMatchObject({ code: 'over_request_rate_limit' })
    expect(await rows(server, 'consultation_requests')).toHaveLength(2)
    expect(await rows(server, 'newsletter_subscribers')).toHaveLength(1)
  })

  it('behind a trusted proxy the limit follows the address the proxy appended; X-Forwarded-For entries the client made up change nothing', async () => {
    const server = await start({ leadsPerIpPer10Min: 2, trustProxy: 1 })
    // What our proxy forwards: the client's own header, then the address it saw.
    const viaProxy = (spoofed: string, seen: string) => ({
      'X-Forwarded-For': `${spoofed}, ${seen}`,
    })
    const statuses: number[] = []
    for (const spoofed of ['10.0.0.1', '10.0.0.2', '10.0.0.3', '10.0.0.4']) {
      const response = await post(
        server,
        'consultation_requests',
        consultationRow({ email: `visitor-${spoofed}@example.com` }),
        viaProxy(spoofed, '203.0.113.7'),
      )
      statuses.push(response.status)
    }
    expect(statuses).toEqual([201, 201, 429, 429])
    // Another visitor behind the same proxy has a bucket of their own.
    const other = await post(
      server,
      'consultation_requests',
      consultationRow({ email: 'other@example.com' }),
      viaProxy('10.0.0.1', '198.51.100.2'),
    )
    expect(other.status).toBe(201)
    expect(await rows(server, 'consultation_requests')).toHaveLength(3)
  })

  it('more leads than the limit sent at once from one address: exactly the limit is stored (201), every other answer is 429', async () => {
    const limit = 4
    const server = await start({ leadsPerIpPer10Min: limit, trustProxy: 1 })
    const from = (address: string) => ({ 'X-Forwarded-For': address })
    // Three tables, one address, all in flight together (PostgreSQL: on several connections).
    const responses = await Promise.all(
      Array.from({ length: 15 }, (_, i) =>
        i % 3 === 0
          ? post(
              server,
              'newsletter_subscribers',
              { email: `burst-${i}@example.com`, ...spam },
              from('203.0.113.9'),
            )
          : post(
              server,
              'consultation_requests',
              consultationRow({ email: `burst-${i}@example.com` }),
              from('203.0.113.9'),
            ),
      ),
    )
    const statuses = responses.map((response) => response.status).sort()
    expect(statuses).toEqual([
      ...Array<number>(limit).fill(201),
      ...Array<number>(15 - limit).fill(429),
    ])
    const stored =
      (await rows(server, 'consultation_requests')).length +
      (await rows(server, 'newsletter_subscribers')).length
    expect(stored).toBe(limit)
    // Another address, at the same moment, is not touched by that burst.
    const others = await Promise.all(
      ['198.51.100.1', '198.51.100.2'].map((address) =>
        post(
          server,
          'consultation_requests',
          consultationRow({ email: `other-${address}@example.com` }),
          from(address),
        ),
      ),
    )
    expect(others.map((response) => response.status)).toEqual([201, 201])
  })

  definePostgresTests(() =>
    it('PostgreSQL: a lead from one address does not wait for another lead of that address still in its transaction', async () => {
      const server = await start({ leadsPerIpPer10Min: 10, trustProxy: 1 })
      const db = server.deps.db
      const from = { 'X-Forwarded-For': '203.0.113.20' }
      let first: Promise<Response> | undefined
      let second: { status: number } | Error | undefined
      // Hold inserts into consultation_requests (this test's schema only) so the first lead
      // stays inside its transaction, past its per-address count, until this one commits.
      await db.transaction().execute(async (trx) => {
        await sql`lock table consultation_requests in exclusive mode`.execute(trx)
        first = post(server, 'consultation_requests', consultationRow(), from)
        await waitFor(async () => {
          const { rows: waiting } = await sql<{ n: string | number }>`
            select count(*) as n from pg_locks
            where relation = to_regclass('consultation_requests') and not granted`.execute(db)
          return Number(waiting[0]!.n) > 0
        })
        // Counted inside the first lead's transaction, this one would wait for the counter row
        // until the first commits — which it cannot do before this transaction ends.
        second = await post(
          server,
          'newsletter_subscribers',
          { email: 'meanwhile@example.com', ...spam },
          { ...from },
          AbortSignal.timeout(10_000),
        ).catch((error: unknown) => error as Error)
      })
      const firstStatus = (await first!).status
      expect(second).toMatchObject({ status: 201 })
      expect(firstStatus).toBe(201)
      expect(await rows(server, 'consultation_requests')).toHaveLength(1)
      expect(await rows(server, 'newsletter_subscribers')).toHaveLength(1)
    }),
  )
})

async function waitFor(condition: () => Promise<boolean>, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in time')
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

describe('reading leads', () => {
  async function seed(server: TestServer) {
    const client = createTestClient(server.url, server.anonKey)
    const people = [
      { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com' },
      { first_name: 'Grace', last_name: 'Hopper', email: 'grace@navy.example' },
      { first_name: 'Alan', last_name: 'Turing', email: 'alan@example.org' },
    ]
    for (const person of people) {
      expect(
        (await client.from('consultation_requests').insert(consultationRow(person))).error,
      ).toBeNull()
    }
    // Spread the rows over three days so date filters have something to cut.
    const all = await rows(server, 'consultation_requests')
    const days = [
      '2026-11-01T10:00:00.000Z',
      '2026-11-02T10:00:00.000Z',
      '2026-11-03T10:00:00.000Z',
    ]
    for (const [index, row] of all
      .sort((a, b) => a.first_name.localeCompare(b.first_name))
      .entries()) {
      await server.deps.db
        .updateTable('consultation_requests')
        .set({ created_at: days[index]! })
        .where('id', '=', row.id)
        .execute()
    }
  }

  it('the anon key and a signed-in patient get PostgREST’s permission error, never rows', async () => {
    const server = await start()
    await seed(server)
    const anon = createTestClient(server.url, server.anonKey)
    for (const table of ['consultation_requests', 'download_requests', 'newsletter_subscribers']) {
      const result = await anon.from(table).select('*')
      expect(result.status).toBe(401)
      expect(result.data).toBeNull()
      expect(result.error).toMatchObject({
        code: '42501',
        message: `permission denied for table ${table}`,
      })
    }

    const patient = createTestClient(server.url, server.anonKey)
    const signUp = await patient.auth.signUp({
      email: 'patient@example.com',
      password: 'patient password 1',
    })
    expect(signUp.error).toBeNull()
    const { error: signInError } = await patient.auth.signInWithPassword({
      email: 'patient@example.com',
      password: 'patient password 1',
    })
    // Confirmation may be required on this server; a signed-in patient is made directly then.
    if (signInError) {
      await server.deps.db
        .updateTable('users')
        .set({ email_confirmed_at: new Date().toISOString() })
        .where('email', '=', 'patient@example.com')
        .execute()
      expect(
        (
          await patient.auth.signInWithPassword({
            email: 'patient@example.com',
            password: 'patient password 1',
          })
        ).error,
      ).toBeNull()
    }
    const asPatient = await patient.from('consultation_requests').select('*')
    expect(asPatient.status).toBe(403)
    expect(asPatient.data).toBeNull()
    expect(asPatient.error).toMatchObject({ code: '42501' })

    const tryDelete = await anon
      .from('consultation_requests')
      .delete()
      .eq('email', 'ada@example.com')
    expect(tryDelete.status).toBe(401)
    expect(await rows(server, 'consultation_requests')).toHaveLength(3)
  })

  it('staff read with select, eq, gte/lte, ilike, or, order, limit/offset and an exact count', async () => {
    const server = await start()
    await seed(server)
    const staff = await staffClient(server)

    const newestFirst = await staff
      .from('consultation_requests')
      .select('first_name, email_opt_in', { count: 'exact' })
      .order('created_at', { ascending: false })
      .range(0, 1)
    expect(newestFirst.error).toBeNull()
    expect(newestFirst.status).toBe(206)
    expect(newestFirst.count).toBe(3)
    expect(newestFirst.data).toEqual([
      { first_name: 'Grace', email_opt_in: true },
      { first_name: 'Alan', email_opt_in: true },
    ])

    const page2 = await staff
      .from('consultation_requests')
      .select('first_name', { count: 'exact' })
      .order('created_at', { ascending: false })
      .range(2, 3)
    expect(page2.data).toEqual([{ first_name: 'Ada' }])

    const days = await staff
      .from('consultation_requests')
      .select('first_name')
      .gte('created_at', '2026-11-02T00:00:00.000Z')
      .lte('created_at', '2026-11-02T23:59:59.999Z')
    expect(days.data).toEqual([{ first_name: 'Alan' }])

    const eq = await staff
      .from('consultation_requests')
      .select('last_name')
      .eq('email', 'grace@navy.example')
    expect(eq.data).toEqual([{ last_name: 'Hopper' }])

    const ilike = await staff
      .from('consultation_requests')
      .select('first_name')
      .ilike('email', '*EXAMPLE.COM')
    expect(ilike.data).toEqual([{ first_name: 'Ada' }])

    const search = await staff
      .from('consultation_requests')
      .select('first_name')
      .or('first_name.ilike."*tur*",last_name.ilike."*tur*",email.ilike."*tur*"')
    expect(search.data).toEqual([{ first_name: 'Alan' }])

    const quoted = await staff
      .from('consultation_requests')
      .select('first_name')
      .or('first_name.ilike."*a,b\\"c*"')
    expect(quoted.error).toBeNull()
    expect(quoted.data).toEqual([])

    const head = await staff
      .from('consultation_requests')
      .select('*', { count: 'exact', head: true })
    expect(head.count).toBe(3)

    const single = await staff
      .from('consultation_requests')
      .select('first_name')
      .eq('last_name', 'Turing')
      .single()
    expect(single.data).toEqual({ first_name: 'Alan' })
  })

  it('bad query syntax gets a 400 in PostgREST’s shape, never a 500', async () => {
    const server = await start()
    const staff = await staffClient(server)
    const { data } = await staff.auth.getSession()
    const token = data.session!.access_token
    for (const query of [
      'select=password',
      'order=created_at.sideways',
      'limit=-1',
      'offset=abc',
      'email=like',
      'email=regex.x',
      'created_at=gte.yesterday',
      'email_opt_in=eq.maybe',
      'or=(email.eq.a',
      'or=(and(email.eq.a))',
      'nope=eq.1',
      'select=first_name,(select*from users)',
    ]) {
      const response = await fetch(`${server.url}/rest/v1/consultation_requests?${query}`, {
        headers: { apikey: server.anonKey, authorization: `Bearer ${token}` },
      })
      expect(response.status, query).toBe(400)
      const body = (await response.json()) as { code: string; message: string }
      expect(body.code, query).toMatch(/^(PGRST1\d\d|42703|22P02|22007)$/)
    }
  })

  it('every staff read, count and export is in the audit log with the staff user and what was read', async () => {
    const server = await start()
    await seed(server)
    const staff = await staffClient(server)
    const { data: session } = await staff.auth.getSession()
    const staffId = session.session!.user.id

    await staff.from('consultation_requests').select('id, first_name').eq('last_name', 'Hopper')
    await staff.from('newsletter_subscribers').select('*', { count: 'exact', head: true })
    await staff.from('consultation_requests').select('*').csv()

    const audit = await server.deps.db
      .selectFrom('audit_log')
      .selectAll()
      .orderBy('created_at')
      .execute()
    expect(audit.map((entry) => [entry.actor_id, entry.action, entry.target])).toEqual([
      [staffId, 'read', 'consultation_requests'],
      [staffId, 'count', 'newsletter_subscribers'],
      [staffId, 'export', 'consultation_requests'],
    ])
    const grace = (await rows(server, 'consultation_requests')).find(
      (row) => row.last_name === 'Hopper',
    )!
    expect(JSON.parse(audit[0]!.detail)).toMatchObject({ rows: 1, ids: [grace.id] })
    expect(JSON.parse(audit[2]!.detail)).toMatchObject({ rows: 3 })
  })

  it('refused staff reads are audited too: a count probe past the end (416) and a .single() that matched nothing (406)', async () => {
    const server = await start()
    await seed(server)
    const staff = await staffClient(server)
    const { data: session } = await staff.auth.getSession()
    const staffId = session.session!.user.id

    // "Is this address among the leads?" — the 416 answers it with the filtered count.
    const probe = await fetch(
      `${server.url}/rest/v1/consultation_requests?select=id&email=eq.grace%40navy.example&offset=5`,
      {
        headers: {
          apikey: server.anonKey,
          authorization: `Bearer ${session.session!.access_token}`,
          prefer: 'count=exact',
        },
      },
    )
    expect(probe.status).toBe(416)
    expect(await probe.json()).toMatchObject({
      code: 'PGRST103',
      details: 'An offset of 5 was requested, but there are only 1 rows.',
    })

    const single = await staff
      .from('consultation_requests')
      .select('first_name')
      .eq('phone', '(555) 000-0000')
      .single()
    expect(single.status).toBe(406)

    const audit = await server.deps.db
      .selectFrom('audit_log')
      .selectAll()
      .orderBy('created_at')
      .execute()
    expect(audit.map((entry) => [entry.actor_id, entry.action, entry.target])).toEqual([
      [staffId, 'read', 'consultation_requests'],
      [staffId, 'read', 'consultation_requests'],
    ])
    const [probed, singled] = audit.map((entry) => JSON.parse(entry.detail) as unknown)
    // The record keeps the query's shape, never the values searched for: an exact e-mail
    // becomes the person's key, so the probe is found again under that person.
    const probedQuery = new URLSearchParams((probed as { query: string }).query)
    expect(probed).toMatchObject({ status: 416, code: 'PGRST103', total: 1 })
    expect(probedQuery.get('select')).toBe('id')
    expect(probedQuery.get('offset')).toBe('5')
    expect(probedQuery.get('email')).toBe(
      `eq.${personKey(server.deps.secrets.jwtSecret, 'grace@navy.example')}`,
    )
    expect(singled).toMatchObject({ status: 406, code: 'PGRST116', rows: 0 })
    expect(new URLSearchParams((singled as { query: string }).query).get('phone')).toBe('eq.…')
    expect(audit.map((entry) => entry.detail).join(' ')).not.toMatch(/grace|555/)
  })

  it('a row holding formula and script strings is exported neutralised', async () => {
    const server = await start()
    const client = createTestClient(server.url, server.anonKey)
    const hostile = {
      first_name: '=HYPERLINK("http://evil.example","Click")',
      last_name: '<script>alert(1)</script>',
      email: 'x+@example.com',
      phone: '+1 (555) 123-4567',
    }
    // Names are letters now, so the form refuses these (single-line.ts)…
    const refused = await client.from('consultation_requests').insert(consultationRow(hostile))
    expect(refused.error).toMatchObject({ message: leadMessages.nameCharacters })
    // …but a row stored before that rule holds them still, and its export must stay harmless.
    await server.deps.db
      .insertInto('consultation_requests')
      .values({
        id: '00000000-0000-4000-8000-000000000001',
        ...hostile,
        hear_about_us: 'Google Search',
        email_opt_in: 0,
        sms_opt_in: 0,
        created_at: new Date().toISOString(),
      })
      .execute()
    const [stored] = await rows(server, 'consultation_requests')
    expect(stored).toMatchObject(hostile)

    const staff = await staffClient(server)
    const exported = await staff
      .from('consultation_requests')
      .select('first_name,last_name,email,phone')
      .csv()
    expect(exported.error).toBeNull()
    expect(exported.data).toBe(
      'first_name,last_name,email,phone\r\n' +
        `"'=HYPERLINK(""http://evil.example"",""Click"")",<script>alert(1)</script>,x+@example.com,'+1 (555) 123-4567\r\n`,
    )
  })

  it('staff rights end with the staff session: a signed-out token reads nothing, and is refused', async () => {
    const server = await start()
    const staff = await staffClient(server)
    const { data } = await staff.auth.getSession()
    const token = data.session!.access_token
    await staff.auth.signOut()
    const response = await fetch(`${server.url}/rest/v1/consultation_requests`, {
      headers: { apikey: server.anonKey, authorization: `Bearer ${token}` },
    })
    // Not a signed-in user any more, on this API as on every other (docs/wire-contract.md,
    // Sessions): the token is refused, not read as a user without rights.
    expect(response.status).toBe(401)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(response.headers.get('www-authenticate')).toContain('invalid_token')
    expect(await response.json()).toMatchObject({
      code: 'PGRST301',
      message: 'JWT session has ended',
    })
  })

  it('tokens signed with another secret, expired or with alg none are refused as PostgREST does', async () => {
    const server = await start()
    const claims = {
      sub: crypto.randomUUID(),
      role: 'authenticated',
      aud: 'authenticated',
      session_id: crypto.randomUUID(),
    }
    const now = Math.floor(Date.now() / 1000)
    const sign = (secret: string, exp: number) =>
      new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuedAt(now - 7200)
        .setExpirationTime(exp)
        .sign(new TextEncoder().encode(secret))
    const unsigned = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from(JSON.stringify({ ...claims, exp: now + 3600 })).toString('base64url')}.`
    const cases: [string, string, string][] = [
      [
        await sign('another-secret-that-is-at-least-32-characters', now + 3600),
        'PGRST301',
        'JWT could not be verified',
      ],
      [await sign(TEST_JWT_SECRET, now - 60), 'PGRST303', 'JWT expired'],
      [unsigned, 'PGRST301', 'JWT could not be verified'],
    ]
    for (const [token, code, message] of cases) {
      const response = await fetch(`${server.url}/rest/v1/consultation_requests`, {
        headers: { apikey: server.anonKey, authorization: `Bearer ${token}` },
      })
      expect(response.status).toBe(401)
      expect(response.headers.get('www-authenticate')).toContain('invalid_token')
      expect(await response.json()).toMatchObject({ code, message })
    }
    const noKey = await fetch(`${server.url}/rest/v1/consultation_requests`)
    expect(noKey.status).toBe(401)
  })
})

describe('notifying the clinic', () => {
  it('only a lead that left notifications wakes the outbox worker', async () => {
    const database = await createTestDatabase()
    const kicks: string[] = []
    let table = ''
    const routes = createRestRoutes({
      db: database.db,
      logger: createLogger('silent'),
      config: {
        trustProxy: 0,
        leadsPerIpPer10Min: 100,
        clinicNotifyEmail: 'clinic@renewmedical.example',
        leadWebhook: undefined,
        publicUrl: 'https://renewmedical.example',
      },
      resolveCaller: () => Promise.resolve({ kind: 'anon' }),
      onLeadStored: () => kicks.push(table),
      auditSecret: 'audit-secret-of-enough-length-for-tests',
    })
    try {
      const send = (name: string, body: unknown) => {
        table = name
        return routes.request(
          `/${name}`,
          {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(body),
          },
          connectionFrom(TEST_CLIENT_ADDRESS),
        )
      }
      // The clinic's e-mail is about consultation requests; the others leave nothing to send.
      expect(
        (await send('newsletter_subscribers', { email: 'a@example.com', ...spam })).status,
      ).toBe(201)
      expect((await send('consultation_requests', consultationRow())).status).toBe(201)
      expect(kicks).toEqual(['consultation_requests'])
    } finally {
      await database.close()
    }
  })

  function failingMailer(): Mailer & { attempts: number } {
    return {
      attempts: 0,
      send() {
        this.attempts++
        return Promise.reject(
          new Error('connect ECONNREFUSED 127.0.0.1:25 for clinic@renewmedical.example'),
        )
      },
    }
  }

  it('a consultation request queues an e-mail without personal data; a dead mail server is retried later and the lead is intact', async () => {
    const server = await start({
      clinicNotifyEmail: 'clinic@renewmedical.example',
      publicUrl: 'https://renewmedical.example',
    })
    const client = createTestClient(server.url, server.anonKey)
    expect((await client.from('consultation_requests').insert(consultationRow())).error).toBeNull()

    const logger = createLogger('silent')
    const dead = failingMailer()
    const now = Date.now()
    const first = await createOutboxWorker({
      db: server.deps.db,
      mailer: dead,
      webhook: undefined,
      logger,
    }).runOnce(now)
    // The clinic's notice and the visitor's acknowledgement (lead-acknowledgement.test.ts).
    expect(first).toEqual({ delivered: 0, retrying: 2, failed: 0 })
    expect(dead.attempts).toBe(2)
    const queued = await server.deps.db.selectFrom('outbox').selectAll().execute()
    for (const row of queued) {
      expect(row).toMatchObject({ attempts: 1, delivered_at: null })
      expect(row.last_error).not.toContain('clinic@renewmedical.example')
    }
    expect(await rows(server, 'consultation_requests')).toHaveLength(1)

    // Not due again until its backoff has passed.
    const working = createMailer(server.deps.config, logger)
    const worker = createOutboxWorker({
      db: server.deps.db,
      mailer: working,
      webhook: undefined,
      logger,
    })
    expect(await worker.runOnce(now + 1000)).toEqual({ delivered: 0, retrying: 0, failed: 0 })
    expect(await worker.runOnce(now + 31_000)).toEqual({ delivered: 2, retrying: 0, failed: 0 })

    const mail = lastMailTo(server.outboxDir, 'clinic@renewmedical.example')
    expect(mail!.to).toBe('clinic@renewmedical.example')
    expect(mail!.subject).toBe('New consultation request')
    for (const personal of ['Ada', 'Lovelace', 'ada@example.com', '123-4567']) {
      expect(mail!.subject).not.toContain(personal)
      expect(mail!.text).not.toContain(personal)
    }
    expect(mail!.text).toContain('https://renewmedical.example/admin')
    expect(await rows(server, 'consultation_requests')).toHaveLength(1)
  })

  it('the webhook receives a signed JSON POST, and a failing webhook is retried until it answers', async () => {
    const received: { headers: IncomingMessage['headers']; body: string }[] = []
    let failuresLeft = 1
    const hook = createServer((request, response) => {
      let body = ''
      request.on('data', (chunk: Buffer) => (body += chunk.toString()))
      request.on('end', () => {
        received.push({ headers: request.headers, body })
        response.statusCode = failuresLeft-- > 0 ? 500 : 204
        response.end()
      })
    })
    await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve))
    const secret = 'webhook-secret-of-at-least-32-characters'
    const url = `http://127.0.0.1:${(hook.address() as AddressInfo).port}/leads`
    try {
      const server = await start({ leadWebhook: { url, secret } })
      const client = createTestClient(server.url, server.anonKey)
      expect(
        (await client.from('consultation_requests').insert(consultationRow())).error,
      ).toBeNull()

      const worker = createOutboxWorker({
        db: server.deps.db,
        mailer: failingMailer(),
        webhook: { url, secret },
        logger: createLogger('silent'),
      })
      const now = Date.now()
      // The webhook, and the visitor's acknowledgement on the dead mail server.
      expect(await worker.runOnce(now)).toEqual({ delivered: 0, retrying: 2, failed: 0 })
      expect(await worker.runOnce(now + 31_000)).toEqual({ delivered: 1, retrying: 1, failed: 0 })

      expect(received).toHaveLength(2)
      const last = received[1]!
      const payload = JSON.parse(last.body) as { event: string; record: Record<string, unknown> }
      expect(payload.event).toBe('consultation_request.created')
      expect(payload.record).toMatchObject({
        first_name: 'Ada',
        email: 'ada@example.com',
        email_opt_in: true,
      })
      const signature = String(last.headers['x-renew-signature'])
      const [, t, v1] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(signature) ?? []
      expect(v1).toBe(createHmac('sha256', secret).update(`${t}.${last.body}`).digest('hex'))
      expect(last.headers['x-renew-delivery']).toBe(received[0]!.headers['x-renew-delivery'])
      expect(await rows(server, 'consultation_requests')).toHaveLength(1)
    } finally {
      await new Promise((resolve) => hook.close(resolve))
    }
  })
})
