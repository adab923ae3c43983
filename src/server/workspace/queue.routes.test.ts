import { randomUUID } from 'node:crypto'

import { afterEach, describe, expect, it } from 'vitest'

import type { BookableSlot, SlotsAnswer } from '../../shared/booking/booking'
import { exampleIntakeAnswers } from '../../shared/intake/examples'
import type {
  PipelineMetrics,
  PipelineState,
  QueueAnswer,
  QueueRow,
} from '../../shared/workspace-wire'
import { personKey } from '../lib/audit-log'
import { createLogger } from '../logger'
import { openValues, outboxKey } from '../outbox/outbox-seal'
import { addStaff } from '../staff/staff'
import {
  addConsultationRequest,
  addTestStaff,
  createTestClient,
  startTestServer,
  TEST_INTAKE_KEY,
  type TestServer,
} from '../testing'
import { doneWithin } from './queue-metrics.queries'

// GET /staff/v1/queue: everyone who needs a human (docs/architecture.md, Staff workspace, The
// queue), through app.request() on a fresh database per test — SQLite here, PostgreSQL with
// DATABASE_URL. A patient who never sent the consultation form signs up, sends a questionnaire,
// books a visit and orders through the real APIs, and appears; each row leaves when its work is
// done.

const servers: TestServer[] = []
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()))
})

const STAFF = { email: 'staff@renewmedical.example', password: 'a long staff passphrase 2026' }
const DOCTOR = { email: 'doctor@renewmedical.example', password: 'a long doctor passphrase 2026' }
const PASSWORD = 'ada password 2026'
const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
  weekday,
  start: '00:00',
  end: '23:59',
}))

/** Every field of an answer the tests read. */
type Json = Record<string, unknown> & {
  id?: string
  version?: number
  intake: { id: string; version: number }
  appointment: { id: string; status: string }
  order: { id: string }
  pipeline: PipelineState
  events: { kind: string }[]
  moved: unknown
}
let forwarded = 0

async function start() {
  const server = await startTestServer({
    siteAccess: 'public',
    authEmailConfirm: false,
    trustProxy: 1,
  })
  servers.push(server)
  await addTestStaff(server, STAFF, DOCTOR)
  await addStaff(server.deps.db, DOCTOR.email, createLogger('silent'), {
    role: 'physician',
    mail: {
      mailer: { domain: 'unused.example', send: () => Promise.resolve() },
      publicUrl: server.url,
    },
  })
  return server
}

/** One call through `app.request()`, as `token`'s holder (the anonymous key by default). */
async function call(
  server: TestServer,
  path: string,
  init: { method?: string; body?: unknown; token?: string } = {},
) {
  const response = await server.app.request(path, {
    method: init.method ?? 'GET',
    headers: {
      apikey: server.anonKey,
      authorization: `Bearer ${init.token ?? server.anonKey}`,
      // Each call from its own address, so the per-address limits stay out of the way.
      'x-forwarded-for': `198.51.100.${(forwarded++ % 250) + 1}`,
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  })
  const text = await response.text()
  return { status: response.status, json: (text ? JSON.parse(text) : null) as Json, text }
}

async function tokenOf(server: TestServer, account: { email: string; password: string }) {
  const { data, error } = await createTestClient(
    server.url,
    server.anonKey,
  ).auth.signInWithPassword(account)
  expect(error).toBeNull()
  return data.session!.access_token
}

const queue = async (server: TestServer, token: string) => {
  const answer = await call(server, '/staff/v1/queue', { token })
  expect(answer.status).toBe(200)
  return answer.json as unknown as QueueAnswer
}
const kinds = (rows: QueueRow[]) => rows.map((row) => row.kind).sort()

/** A Texas-licensed clinician with telehealth hours all day, every day. */
async function openClinic(server: TestServer, token: string) {
  const clinician = await call(server, '/staff/v1/booking/clinicians', {
    method: 'POST',
    token,
    body: { name: 'Dr. Ana Muñoz', title: 'MD', licensedStates: ['TX'] },
  })
  expect(clinician.status).toBe(201)
  const schedule = await call(server, '/staff/v1/booking/schedules', {
    method: 'POST',
    token,
    body: {
      clinicianId: clinician.json.id,
      locationId: null,
      timeZone: 'America/Chicago',
      slotMinutes: 30,
      bufferMinutes: 0,
      hours: EVERY_DAY,
    },
  })
  expect(schedule.status).toBe(201)
}

/** The patient's visit, confirmed by the link mailed to its address where it is pending. */
async function bookVisit(server: TestServer, token: string, email: string) {
  const today = new Date().toISOString().slice(0, 10)
  const slots = await call(server, `/booking/v1/slots?visit=phone&state=TX&from=${today}&days=3`)
  const slot = (slots.json as unknown as SlotsAnswer).slots.at(-1) as BookableSlot
  const booked = await call(server, '/booking/v1/appointments', {
    method: 'POST',
    token,
    body: {
      slot: slot.id,
      visit: 'phone',
      state: 'TX',
      firstName: 'Ada',
      lastName: 'Lovelace',
      email,
      phone: '(555) 222-3333',
      idempotencyKey: randomUUID(),
    },
  })
  expect(booked.status, booked.text).toBe(201)
  const appointment = booked.json.appointment
  if (appointment.status === 'pending') {
    const mails = await server.deps.db.selectFrom('outbox').selectAll().execute()
    const sealed = mails
      .map((mail) => ({ id: mail.id, payload: JSON.parse(mail.payload) as { sealed?: string } }))
      .find((mail) => mail.payload.sealed)!
    const url = openValues(outboxKey(TEST_INTAKE_KEY), sealed.id, sealed.payload.sealed!)[
      'confirm-url'
    ]!
    const fragment = new URLSearchParams(new URL(url).hash.slice(1))
    const confirmed = await call(server, `/booking/v1/appointments/${appointment.id}/confirm`, {
      method: 'POST',
      body: { token: fragment.get('token'), confirmToken: fragment.get('confirm') },
    })
    expect(confirmed.status, confirmed.text).toBe(200)
  }
  return appointment.id
}

/** Sign up → questionnaire → visit → peptide order, all as the patient does on the site. */
async function selfServePatient(server: TestServer, staff: string, email = 'Ada@Example.com') {
  const signUp = await createTestClient(server.url, server.anonKey).auth.signUp({
    email,
    password: PASSWORD,
    options: { data: { first_name: 'Ada', last_name: 'Lovelace', phone: '', state: 'TX' } },
  })
  expect(signUp.error).toBeNull()
  const token = signUp.data.session!.access_token
  const draft = await call(server, '/patient/v1/intakes/weight-loss', {
    method: 'PUT',
    token,
    body: { answers: exampleIntakeAnswers['weight-loss'] },
  })
  const submitted = await call(server, '/patient/v1/intakes/weight-loss/submit', {
    method: 'POST',
    token,
    body: { version: draft.json.intake.version, today: new Date().toISOString().slice(0, 10) },
  })
  expect(submitted.status, submitted.text).toBe(200)
  await openClinic(server, staff)
  const visit = await bookVisit(server, token, email)
  const order = await call(server, '/orders/v1/orders', {
    method: 'POST',
    token,
    body: {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email,
      phone: '(555) 222-3333',
      shipping: { line1: '200 Congress Ave', city: 'Austin', state: 'TX', zip: '78701' },
      lines: [{ productId: 'peptide-1', quantity: 1 }],
      idempotencyKey: randomUUID(),
    },
  })
  expect(order.status, order.text).toBe(201)
  return {
    intake: submitted.json.intake.id,
    visit,
    order: order.json.order.id,
    user: signUp.data.user!.id,
  }
}

describe('the queue of everyone who needs a human', () => {
  it('holds a self-serve patient by account, questionnaire, visit and first order; each row leaves when its work is done', async () => {
    const server = await start()
    const staff = await tokenOf(server, STAFF)
    const doctor = await tokenOf(server, DOCTOR)
    const ada = await selfServePatient(server, staff)

    const first = await queue(server, staff)
    expect(kinds(first.rows)).toEqual(['account', 'intake', 'order', 'visit'])
    const byKind = Object.fromEntries(first.rows.map((row) => [row.kind, row]))
    expect(byKind.account).toMatchObject({ recordId: ada.user, firstName: 'Ada' })
    expect(byKind.intake).toMatchObject({ recordId: ada.intake, detail: 'weight-loss' })
    expect(byKind.order).toMatchObject({ recordId: ada.order, state: 'TX', served: true })
    expect(byKind.visit).toMatchObject({ recordId: ada.visit, state: 'TX', served: true })
    for (const row of first.rows) {
      expect(row.person).toBe('ada@example.com')
      expect(row.overdue).toBe(false)
      // The same address under four records: each flagged as a possible duplicate of the others.
      expect(row.duplicates.map((duplicate) => duplicate.reason)).toEqual([
        'email',
        'email',
        'email',
      ])
    }

    // The physician decides the questionnaire: its row leaves.
    const full = await call(server, `/staff/v1/intakes/${ada.intake}`, { token: doctor })
    const decided = await call(server, `/staff/v1/intakes/${ada.intake}/review`, {
      method: 'POST',
      token: doctor,
      body: { version: full.json.version, decision: 'ready-for-consultation', note: 'Welcome.' },
    })
    expect(decided.status, decided.text).toBe(200)
    expect(kinds((await queue(server, staff)).rows)).toEqual(['account', 'order', 'visit'])

    // Reviewed, the order still awaits staff's confirmation; confirmed, it leaves.
    const reviewed = await call(server, `/staff/v1/orders/${ada.order}/review`, {
      method: 'POST',
      token: doctor,
      body: { decision: 'approve' },
    })
    expect(reviewed.status, reviewed.text).toBe(200)
    expect(kinds((await queue(server, staff)).rows)).toEqual(['account', 'order', 'visit'])
    const confirmed = await call(server, `/staff/v1/orders/${ada.order}/transition`, {
      method: 'POST',
      token: staff,
      body: { to: 'awaiting_payment' },
    })
    expect(confirmed.status, confirmed.text).toBe(200)
    expect(kinds((await queue(server, staff)).rows)).toEqual(['account', 'visit'])

    // "Contacted", recorded for the person (in the body, any capitals): account and visit leave.
    const refused = await call(server, '/staff/v1/queue/contacted', {
      method: 'POST',
      token: staff,
      body: { email: 'not an address' },
    })
    expect(refused.status).toBe(400)
    const contacted = await call(server, '/staff/v1/queue/contacted', {
      method: 'POST',
      token: staff,
      body: { email: 'ADA@example.com' },
    })
    expect(contacted.status, contacted.text).toBe(201)
    expect((await queue(server, staff)).rows).toEqual([])

    // Audited by the person's keyed hash, in the contact's transaction: no address in the log.
    const audit = await server.deps.db
      .selectFrom('audit_log')
      .select(['target', 'detail'])
      .where('action', '=', 'person.contact')
      .execute()
    expect(audit).toHaveLength(1)
    expect(audit[0]!.target).toBe(personKey(server.deps.secrets.jwtSecret, 'ada@example.com'))
    expect(JSON.stringify(audit)).not.toMatch(/ada@|Lovelace/i)

    // The figures: the median counts every kind of row whose work is done.
    const reached = await addConsultationRequest(server, 'grace@example.com', { hoursAgo: 3 })
    await call(server, `/staff/v1/consultations/${reached}/attempts`, {
      method: 'POST',
      token: staff,
      body: { channel: 'call', outcome: 'reached' },
    })
    const done = await doneWithin(
      server.deps.db,
      new Date(Date.now() - 30 * 24 * 3_600_000).toISOString(),
    )
    expect(done.map((row) => row.kind).sort()).toEqual([
      'account',
      'intake',
      'order',
      'request',
      'visit',
    ])
    const delays = done
      .map((row) => Date.parse(row.end) - Date.parse(row.start))
      .sort((a, b) => a - b)
    const metrics = await call(
      server,
      `/staff/v1/metrics?today=${encodeURIComponent(new Date(Date.now() - 3_600_000).toISOString())}`,
      { token: staff },
    )
    expect(metrics.status).toBe(200)
    const figures = metrics.json as unknown as PipelineMetrics
    expect(figures.medianFirstContactMs).toBe(delays[2])
    // The request waited three hours: the median is one of the fresher rows.
    expect(figures.medianFirstContactMs).toBeLessThan(3 * 3_600_000)
    expect(figures).toMatchObject({ awaitingFirstContact: 0, overdue: 0 })
  })

  it('moves a New request reached by a contact attempt to Contacted in the same save, with the version check', async () => {
    const server = await start()
    const staff = await tokenOf(server, STAFF)
    const request = await addConsultationRequest(server, 'grace@example.com', { hoursAgo: 26 })
    const path = `/staff/v1/consultations/${request}`

    // No answer leaves it at New.
    const missed = await call(server, `${path}/attempts`, {
      method: 'POST',
      token: staff,
      body: { channel: 'call', outcome: 'no_answer' },
    })
    expect(missed.status).toBe(201)
    expect(missed.json).toMatchObject({ moved: null, pipeline: { status: 'new', version: 0 } })
    expect((await queue(server, staff)).rows.map((row) => row.key)).toEqual([`request:${request}`])
    expect((await queue(server, staff)).rows[0]!.overdue).toBe(true)

    // Made on a version the request has left: refused, and neither the attempt nor a move saved.
    await call(server, path, {
      method: 'PATCH',
      token: staff,
      body: { version: 0, followUpOn: '2026-12-01' },
    })
    const stale = await call(server, `${path}/attempts`, {
      method: 'POST',
      token: staff,
      body: { channel: 'call', outcome: 'reached', version: 0 },
    })
    expect(stale.status).toBe(409)
    expect(stale.json).toMatchObject({ code: 'stale', current: { status: 'new', version: 1 } })

    const reached = await call(server, `${path}/attempts`, {
      method: 'POST',
      token: staff,
      body: { channel: 'call', outcome: 'reached', version: 1, note: 'Prefers mornings' },
    })
    expect(reached.status, reached.text).toBe(201)
    expect(reached.json).toMatchObject({
      moved: { from: 'new', to: 'contacted' },
      pipeline: { status: 'contacted', version: 2 },
      event: { kind: 'attempt' },
    })
    expect(reached.json.pipeline.contactedAt).toBeTruthy()
    expect((await queue(server, staff)).rows).toEqual([])

    const detail = await call(server, path, { token: staff })
    expect(detail.json.pipeline).toMatchObject({ status: 'contacted', version: 2 })
    expect(detail.json.events.map((event) => event.kind).sort()).toEqual([
      'attempt',
      'attempt',
      'change',
      'change',
    ])
    const audit = await server.deps.db
      .selectFrom('audit_log')
      .select(['action', 'detail'])
      .where('target', '=', request)
      .where('action', '!=', 'consultation.view')
      .execute()
    expect(audit.map((row) => row.action).sort()).toEqual([
      'consultation.attempt',
      'consultation.attempt',
      'consultation.update',
      'consultation.update',
    ])

    // Reached again once Contacted: recorded, nothing moves, no version needed.
    const again = await call(server, `${path}/attempts`, {
      method: 'POST',
      token: staff,
      body: { channel: 'text', outcome: 'reached', version: 0 },
    })
    expect(again.status).toBe(201)
    expect(again.json).toMatchObject({ moved: null, pipeline: { status: 'contacted', version: 2 } })

    // Two staff members reaching it at once: exactly one move.
    const other = await addConsultationRequest(server, 'mary@example.com')
    const both = await Promise.all(
      [0, 1].map(() =>
        call(server, `/staff/v1/consultations/${other}/attempts`, {
          method: 'POST',
          token: staff,
          body: { channel: 'call', outcome: 'reached' },
        }),
      ),
    )
    const moves = both.filter((answer) => answer.json.moved).length
    expect(moves).toBe(1)
    expect(both.every((answer) => answer.status === 201 || answer.status === 409)).toBe(true)
  })

  it('flags possible duplicates by e-mail, whatever its capitals, and by phone under another address', async () => {
    const server = await start()
    const staff = await tokenOf(server, STAFF)
    const first = await addConsultationRequest(server, 'grace@example.com', { hoursAgo: 3 })
    const again = await addConsultationRequest(server, 'Grace@Example.COM', { hoursAgo: 2 })
    // addConsultationRequest gives every request the same phone: another address, same digits.
    const other = await addConsultationRequest(server, 'g.hopper@example.com', { hoursAgo: 1 })
    await server.deps.db
      .updateTable('consultation_requests')
      .set({ phone: '+1 555.123.4567' })
      .where('id', '=', other)
      .execute()
    const unrelated = await addConsultationRequest(server, 'ada@example.com')
    await server.deps.db
      .updateTable('consultation_requests')
      .set({ phone: '(555) 777-0000' })
      .where('id', '=', unrelated)
      .execute()

    const rows = (await queue(server, staff)).rows
    const of = (id: string) => rows.find((row) => row.recordId === id)!.duplicates
    expect(of(first)).toEqual([
      { key: `request:${again}`, reason: 'email' },
      { key: `request:${other}`, reason: 'phone' },
    ])
    expect(of(again)).toEqual([
      { key: `request:${first}`, reason: 'email' },
      { key: `request:${other}`, reason: 'phone' },
    ])
    expect(of(other)).toEqual([
      { key: `request:${first}`, reason: 'phone' },
      { key: `request:${again}`, reason: 'phone' },
    ])
    expect(of(unrelated)).toEqual([])
  })

  it('is staff only, and audits a read only when it shows rows of any kind the last one did not', async () => {
    const server = await start()
    const staff = await tokenOf(server, STAFF)
    const { data } = await createTestClient(server.url, server.anonKey).auth.signUp({
      email: 'patient@example.com',
      password: PASSWORD,
    })
    const patient = data.session!.access_token
    expect((await call(server, '/staff/v1/queue')).status).toBe(401)
    expect((await call(server, '/staff/v1/queue', { token: patient })).status).toBe(403)
    const contact = await call(server, '/staff/v1/queue/contacted', {
      method: 'POST',
      token: patient,
      body: { email: 'patient@example.com' },
    })
    expect(contact.status).toBe(403)
    expect(await server.deps.db.selectFrom('person_contacts').selectAll().execute()).toEqual([])

    const reads = async () =>
      (
        await server.deps.db
          .selectFrom('audit_log')
          .select('detail')
          .where('target', '=', 'workspace.queue')
          .orderBy('created_at')
          .execute()
      ).map((row) => (JSON.parse(row.detail) as { ids: string[] }).ids)
    const request = await addConsultationRequest(server, 'grace@example.com')
    await queue(server, staff)
    await queue(server, staff)
    expect(await reads()).toEqual([[`request:${request}`]])

    // A questionnaire of another kind is new to this staff member: one more read.
    const ada = await selfServePatient(server, staff, 'ada@example.com')
    await queue(server, staff)
    await queue(server, staff)
    const recorded = await reads()
    expect(recorded).toHaveLength(2)
    expect(recorded[1]!.sort()).toEqual(
      [
        `request:${request}`,
        `account:${ada.user}`,
        `intake:${ada.intake}`,
        `order:${ada.order}`,
        `visit:${ada.visit}`,
      ].sort(),
    )
    // Ids only: no name or address in the record.
    expect(JSON.stringify(recorded)).not.toMatch(/ada@|grace@|Lovelace/)
  })
})
