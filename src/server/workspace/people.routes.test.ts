import { randomUUID } from 'node:crypto'

import { afterEach, describe, expect, it } from 'vitest'

import { exampleIntakeAnswers } from '../../shared/intake/examples'
import type { PersonExport, PersonPage, PersonSearchAnswer } from '../../shared/workspace-wire'
import { createLogger } from '../logger'
import { addStaff } from '../staff/staff'
import { addTestStaff, createTestClient, startTestServer, type TestServer } from '../testing'

// The People of the staff workspace (docs/architecture.md, Staff workspace, People): the search
// by name, e-mail or phone, the person page by a reference, and the export, through real HTTP on
// a fresh database per test: SQLite here, PostgreSQL when DATABASE_URL is set.

const servers: TestServer[] = []
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()))
})

const STAFF = { email: 'desk@renewmedical.example', password: 'a long front desk passphrase 2026' }
const DOCTOR = { email: 'doctor@renewmedical.example', password: 'a long doctor passphrase 2026' }
const today = () => new Date().toISOString().slice(0, 10)

type Call = <T = Record<string, unknown>>(
  path: string,
  init?: { method?: string; body?: unknown },
) => Promise<{ status: number; json: T & { code?: string; message?: string }; text: string }>

function callerFor(server: TestServer, token: string | undefined): Call {
  return async (path, init = {}) => {
    const response = await fetch(`${server.url}${path}`, {
      method: init.method ?? 'GET',
      headers: {
        apikey: server.anonKey,
        authorization: `Bearer ${token ?? server.anonKey}`,
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    })
    const text = await response.text()
    const json = (text ? JSON.parse(text) : {}) as never
    return { status: response.status, json, text }
  }
}

async function signIn(server: TestServer, email: string, password: string) {
  const client = createTestClient(server.url, server.anonKey)
  const { data, error } = await client.auth.signInWithPassword({ email, password })
  expect(error).toBeNull()
  return data.session!.access_token
}

async function start() {
  const server = await startTestServer({ siteAccess: 'public', authEmailConfirm: false })
  servers.push(server)
  await addTestStaff(server, STAFF, DOCTOR)
  await addStaff(server.deps.db, DOCTOR.email, createLogger('silent'), {
    role: 'physician',
    mail: 'hand-over-password',
  })
  const staff = callerFor(server, await signIn(server, STAFF.email, STAFF.password))
  const physician = callerFor(server, await signIn(server, DOCTOR.email, DOCTOR.password))
  return { server, staff, physician, db: server.deps.db }
}

const search = (call: Call, query: string) =>
  call<PersonSearchAnswer>('/staff/v1/people/search', { method: 'POST', body: { query } })

async function addRequest(
  server: TestServer,
  person: { first: string; last: string; email: string; phone: string; at?: string },
) {
  const id = randomUUID()
  await server.deps.db
    .insertInto('consultation_requests')
    .values({
      id,
      first_name: person.first,
      last_name: person.last,
      email: person.email,
      phone: person.phone,
      hear_about_us: 'Google Search',
      email_opt_in: 1,
      sms_opt_in: 0,
      created_at: person.at ?? new Date().toISOString(),
    })
    .execute()
  return id
}

/** Grace: an account with a profile and a sent questionnaire, a visit and an order. */
async function grace(server: TestServer) {
  const client = createTestClient(server.url, server.anonKey)
  const { data, error } = await client.auth.signUp({
    email: 'grace.hopper@example.com',
    password: 'a patient passphrase 2026',
    options: { data: { first_name: 'Grace', last_name: 'Hopper', phone: '(312) 555-0142' } },
  })
  expect(error).toBeNull()
  const patient = callerFor(server, data.session!.access_token)
  const saved = await patient('/patient/v1/intakes/weight-loss', {
    method: 'PUT',
    body: { answers: exampleIntakeAnswers['weight-loss'] },
  })
  expect(saved.status).toBe(200)
  const sent = await patient<{ intake: { id: string } }>('/patient/v1/intakes/weight-loss/submit', {
    method: 'POST',
    body: { version: (saved.json.intake as { version: number }).version, today: today() },
  })
  expect(sent.status).toBe(200)
  const now = new Date().toISOString()
  await server.deps.db
    .insertInto('clinicians')
    .values({
      id: 'clinician-1',
      name: 'Dr Test',
      title: 'MD',
      licensed_states: 'TX',
      active: 1,
      created_at: now,
      updated_at: now,
    })
    .execute()
  // Written straight to the store, as the booking's own tests do: booking needs a schedule.
  const visit = {
    id: randomUUID(),
    clinician_id: 'clinician-1',
    schedule_id: null,
    location_id: null,
    visit_type: 'video',
    status: 'booked',
    start_at: '2030-01-05T15:00:00.000Z',
    end_at: '2030-01-05T15:30:00.000Z',
    user_id: null,
    first_name: 'Grace',
    last_name: 'Hopper',
    email: 'Grace.Hopper@example.com',
    phone: '312 555 0142',
    patient_state: 'TX',
    consultation_id: null,
    idempotency_key: randomUUID(),
    change_key: null,
    manage_token_hash: randomUUID(),
    sequence: 0,
    booked_by: null,
    cancelled_by: null,
    cancelled_at: null,
    hold_expires_at: null,
    confirm_token_hash: null,
    request_prior_status: null,
    created_at: now,
    updated_at: now,
  }
  await server.deps.db.insertInto('appointments').values(visit).execute()
  const placed = await callerFor(server, undefined)<{ order: { number: string } }>(
    '/orders/v1/orders',
    {
      method: 'POST',
      body: {
        firstName: 'Grace',
        lastName: 'Hopper',
        email: 'GRACE.HOPPER@example.com',
        phone: '(312) 555-0142',
        shipping: { line1: '200 Congress Ave', city: 'Austin', state: 'TX', zip: '78701' },
        lines: [{ productId: 'peptide-1', quantity: 1 }],
        idempotencyKey: randomUUID(),
      },
    },
  )
  expect(placed.status).toBe(201)
  const order = await server.deps.db
    .selectFrom('orders')
    .select('id')
    .where('number', '=', placed.json.order.number)
    .executeTakeFirstOrThrow()
  return {
    userId: data.user!.id,
    intakeId: sent.json.intake.id,
    visitId: visit.id,
    orderId: order.id,
  }
}

describe('the search of people', () => {
  it('finds a person by a part of a name, of an address, or a phone by its digits, as one person', async () => {
    const { server, staff, db } = await start()
    const ids = await grace(server)
    await addRequest(server, {
      first: 'Ada',
      last: 'Lovelace',
      email: 'ada@example.com',
      phone: '555 010 0000',
    })

    for (const query of [
      'hopp',
      'GRACE',
      'race.hop',
      'ce.hopper@exa',
      '555 0142',
      '(312) 555-01',
    ]) {
      const found = await search(staff, query)
      expect([query, found.status]).toEqual([query, 200])
      expect(found.json.results.map((row) => row.email)).toEqual(['grace.hopper@example.com'])
    }
    const [person] = (await search(staff, 'hopper')).json.results
    // The account, the visit and the order, three spellings of one address: one person.
    expect(person).toMatchObject({
      name: 'Grace Hopper',
      phone: '(312) 555-0142',
      email: 'grace.hopper@example.com',
    })
    expect([...person!.kinds].sort()).toEqual(['account', 'order', 'visit'])
    expect(person!.ref).toMatch(/^(account|visit|order):/)
    expect(Date.parse(person!.lastActivity)).not.toBeNaN()
    expect([ids.orderId, ids.visitId, ids.userId]).toContain(person!.ref.split(':')[1])

    expect((await search(staff, 'lovelace')).json.results[0]).toMatchObject({
      name: 'Ada Lovelace',
      kinds: ['request'],
    })
    expect((await search(staff, 'nobody-like-this')).json.results).toEqual([])
    // LIKE's wildcards are taken as typed.
    expect((await search(staff, '%%')).json.results).toEqual([])

    // Audited by count, never by what was typed.
    const audit = await db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'person.search')
      .execute()
    expect(audit.length).toBeGreaterThanOrEqual(9)
    expect(JSON.parse(audit.at(-1)!.detail)).toEqual({ count: 0 })
    expect(JSON.stringify(audit)).not.toMatch(/hopp|grace|lovelace|0142/i)
  })

  it('answers at most 20 people, newest activity first', async () => {
    const { server, staff } = await start()
    for (let index = 0; index < 25; index++) {
      await addRequest(server, {
        first: 'Sam',
        last: `Limitson ${index}`,
        email: `sam${index}@example.com`,
        phone: `555 000 ${String(index).padStart(4, '0')}`,
        at: new Date(Date.UTC(2026, 0, 1 + index)).toISOString(),
      })
    }
    const found = await search(staff, 'limitson')
    expect(found.json.results).toHaveLength(20)
    expect(found.json.results[0]!.email).toBe('sam24@example.com')
    expect(found.json.results.at(-1)!.email).toBe('sam5@example.com')
  })

  it('refuses a query too short, too long or missing, with 400, in the body only', async () => {
    const { staff, db } = await start()
    for (const body of [
      { query: 'a' },
      { query: '  b  ' },
      { query: 'x'.repeat(101) },
      {},
      { email: 'a@b.co' },
    ]) {
      const answer = await staff('/staff/v1/people/search', { method: 'POST', body })
      expect([JSON.stringify(body).slice(0, 20), answer.status]).toEqual([
        JSON.stringify(body).slice(0, 20),
        400,
      ])
    }
    expect((await search(staff, 'a'.repeat(100))).status).toBe(200)
    const moved = await staff('/staff/v1/people?email=a@example.com')
    expect([moved.status, moved.json.code]).toEqual([400, 'moved_to_body'])
    const searched = await db.selectFrom('audit_log').select('action').execute()
    expect(searched.map((row) => row.action)).toEqual(['person.search'])
  })
})

describe('the person page', () => {
  it('opens from any record by its reference: details, care, owner and one timeline, audited', async () => {
    const { server, staff, db } = await start()
    const ids = await grace(server)
    const requestId = await addRequest(server, {
      first: 'Gracie',
      last: 'Hopper',
      email: 'grace.hopper@example.com',
      phone: '555 123 4567',
      at: '2020-01-01T00:00:00.000Z',
    })
    const desk = await db
      .selectFrom('users')
      .select('id')
      .where('email', '=', STAFF.email)
      .executeTakeFirstOrThrow()
    const assigned = await staff(`/staff/v1/consultations/${requestId}`, {
      method: 'PATCH',
      body: { version: 0, assignedTo: desk.id },
    })
    expect(assigned.status).toBe(200)
    await staff(`/staff/v1/consultations/${requestId}/notes`, {
      method: 'POST',
      body: { text: 'Prefers mornings' },
    })

    for (const ref of [
      `request:${requestId}`,
      `order:${ids.orderId}`,
      `visit:${ids.visitId}`,
      `account:${ids.userId}`,
    ]) {
      const page = await staff<PersonPage>(`/staff/v1/people/${ref}`)
      expect([ref, page.status]).toEqual([ref, 200])
      expect(page.json.email).toBe('grace.hopper@example.com')
    }
    const page = (await staff<PersonPage>(`/staff/v1/people/request:${requestId}`)).json
    // Each detail as last given: the 2020 request's name and phone are older than the rest.
    expect(page.details).toEqual({
      firstName: 'Grace',
      lastName: 'Hopper',
      phone: '(312) 555-0142',
      state: 'TX',
      address: {
        line1: '200 Congress Ave',
        line2: null,
        city: 'Austin',
        state: 'TX',
        zip: '78701',
      },
    })
    expect(page.care).toEqual({
      questionnaire: {
        id: ids.intakeId,
        program: 'weight-loss',
        status: 'submitted',
        decision: null,
        submittedAt: page.care.questionnaire?.submittedAt,
      },
      served: true,
    })
    expect(Date.parse(page.care.questionnaire!.submittedAt)).not.toBeNaN()
    expect(page.owner).toEqual({ id: desk.id, email: STAFF.email })
    const kinds = page.timeline.map((item) => item.kind)
    expect([...kinds].sort()).toEqual([
      'account',
      'note',
      'order',
      'questionnaire',
      'request',
      'visit',
    ])
    const times = page.timeline.map((item) => item.at)
    expect(times).toEqual([...times].sort().reverse())
    expect(page.timeline.find((item) => item.kind === 'visit')).toMatchObject({
      recordId: ids.visitId,
      when: '2030-01-05T15:00:00.000Z',
      status: 'booked',
    })
    const order = page.timeline.find((item) => item.kind === 'order')
    expect(order?.recordId).toBe(ids.orderId)
    expect(order?.title).toMatch(/^RM-/)
    expect(page.timeline.find((item) => item.kind === 'note')).toMatchObject({
      recordId: requestId,
      text: 'Prefers mornings',
    })
    // No answers on the page, for anyone.
    expect(JSON.stringify(page)).not.toMatch(/date-of-birth|QuestionnaireResponse/)

    const views = await db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'person.view')
      .execute()
    expect(views).toHaveLength(5)
    expect(views[0]!.target).toMatch(/^person:[0-9a-f]{32}$/)
    expect(JSON.stringify(views)).not.toMatch(/grace/i)

    for (const ref of [
      `request:${randomUUID()}`,
      'request:nope',
      'grace.hopper@example.com',
      `shoe:${randomUUID()}`,
    ]) {
      const missing = await staff(`/staff/v1/people/${encodeURIComponent(ref)}`)
      expect([ref, missing.status]).toEqual([ref, 404])
    }
  })
})

/** Keys that mean nothing to a patient, anywhere in a JSON text. */
const INTERNAL_KEY =
  /"(id|[a-zA-Z]*Id|[a-z]+_[a-z_]+|idempotencyKey|changeKey|scheduleId|[a-zA-Z]*[hH]ash|[a-zA-Z]*[tT]oken[a-zA-Z]*|claimToken|sequence|position)":/

describe('the export of a person', () => {
  it('holds everything in their own words, answers for a physician only, and no internal keys', async () => {
    const { server, staff, physician, db } = await start()
    await grace(server)
    await addRequest(server, {
      first: 'Grace',
      last: 'Hopper',
      email: 'grace.hopper@example.com',
      phone: '555 123 4567',
    })
    const exportAs = (call: Call) =>
      call<PersonExport>('/staff/v1/people/export', {
        method: 'POST',
        body: { email: 'Grace.Hopper@example.com' },
      })
    const byDoctor = await exportAs(physician)
    expect(byDoctor.status).toBe(200)
    expect(byDoctor.text).not.toMatch(INTERNAL_KEY)
    const doc = byDoctor.json
    expect(doc.emails).toEqual(['grace.hopper@example.com'])
    expect(doc.consultationRequests).toHaveLength(1)
    expect(doc.consultationRequests[0]).toMatchObject({ status: 'New', emailUpdates: true })
    expect(doc.questionnaires).toHaveLength(1)
    expect(doc.questionnaires[0]).toMatchObject({
      program: 'Medical weight loss: health intake',
      status: 'Submitted',
    })
    const answers = doc.questionnaires[0]!.answers!
    expect(answers.length).toBeGreaterThan(5)
    for (const answer of answers) {
      expect(answer.question.length).toBeGreaterThan(3)
      expect(answer.answer.length).toBeGreaterThan(0)
    }
    expect(doc.visits[0]).toMatchObject({ clinician: 'Dr Test', status: 'booked' })
    expect(doc.orders[0]!.shipTo.city).toBe('Austin')
    expect(doc.orders[0]!.total).toMatch(/^\$/)
    expect(doc.orders[0]!.items[0]!.quantity).toBe(1)
    expect(doc.orders[0]!.items[0]!.unitPrice).toMatch(/^\$/)
    expect(doc.accounts[0]!.profile).toMatchObject({ firstName: 'Grace', phone: '(312) 555-0142' })

    const byDesk = await exportAs(staff)
    expect(byDesk.status).toBe(200)
    expect(byDesk.text).not.toMatch(INTERNAL_KEY)
    expect(byDesk.json.questionnaires[0]!.answers).toBeNull()
    expect(byDesk.text).not.toMatch(/date-of-birth|Date of birth/i)

    const exports = await db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'person.export')
      .execute()
    expect(exports).toHaveLength(2)
  })
})
