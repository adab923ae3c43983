import { randomUUID } from 'node:crypto'

import { afterEach, describe, expect, it } from 'vitest'

import type { BookableSlot, SlotsAnswer } from '../../shared/booking/booking'
import { exampleIntakeAnswers } from '../../shared/intake/examples'
import type { PersonDeletionPreview, QueueAnswer } from '../../shared/workspace-wire'
import type { DB } from '../db/schema'
import { personKey } from '../lib/audit-log'
import { openValues, outboxKey } from '../outbox/outbox-seal'
import {
  addConsultationRequest,
  addTestStaff,
  createTestClient,
  startTestServer,
  TEST_INTAKE_KEY,
  TEST_JWT_SECRET,
  type TestServer,
} from '../testing'
import { linkedAddresses } from './person-links.queries'

// A person's deletion, its preview, and merging duplicate people (docs/decisions/042-a-person-
// deleted-whole-and-merged-by-link.md), through app.request() on a fresh database per test —
// SQLite here, PostgreSQL with DATABASE_URL. The patient signs up, sends a questionnaire, books
// and holds visits and orders through the real APIs; staff note, call and merge through theirs.

const servers: TestServer[] = []
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()))
})

const STAFF = { email: 'staff@renewmedical.example', password: 'a long staff passphrase 2026' }
const PASSWORD = 'ada password 2026'
let forwarded = 0

type Json = Record<string, unknown> & {
  code: string
  field: string
  intake: { id: string; version: number }
  appointment: { id: string; status: string }
  order: { id: string }
  deleted: Record<string, number>
}

async function start() {
  const server = await startTestServer({
    siteAccess: 'public',
    authEmailConfirm: false,
    trustProxy: 1,
  })
  servers.push(server)
  await addTestStaff(server, STAFF)
  return server
}

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

async function staffToken(server: TestServer) {
  const { data, error } = await createTestClient(
    server.url,
    server.anonKey,
  ).auth.signInWithPassword(STAFF)
  expect(error).toBeNull()
  return data.session!.access_token
}

/** A visit in the last open slot; confirmed by its mailed link unless `hold` (then it is held). */
async function book(server: TestServer, token: string, email: string, { hold = false } = {}) {
  const today = new Date().toISOString().slice(0, 10)
  const slots = await call(server, `/booking/v1/slots?visit=phone&state=TX&from=${today}&days=3`)
  const taken = hold ? -2 : -1
  const slot = (slots.json as unknown as SlotsAnswer).slots.at(taken) as BookableSlot
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
  if (appointment.status === 'pending' && !hold) {
    const mails = await server.deps.db.selectFrom('outbox').selectAll().execute()
    const sealed = mails
      .map((mail) => ({ id: mail.id, payload: JSON.parse(mail.payload) as { sealed?: string } }))
      .filter((mail) => mail.payload.sealed)
      .at(-1)!
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
  return appointment
}

/** A clinic open all day, every day, for telehealth in Texas. */
async function openClinic(server: TestServer, staff: string) {
  const clinician = await call(server, '/staff/v1/booking/clinicians', {
    method: 'POST',
    token: staff,
    body: { name: 'Dr. Ana Muñoz', title: 'MD', licensedStates: ['TX'] },
  })
  const hours = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start: '00:00', end: '23:59' }))
  const schedule = await call(server, '/staff/v1/booking/schedules', {
    method: 'POST',
    token: staff,
    body: {
      clinicianId: clinician.json.id,
      locationId: null,
      timeZone: 'America/Chicago',
      slotMinutes: 30,
      bufferMinutes: 0,
      hours,
    },
  })
  expect(schedule.status, schedule.text).toBe(201)
}

/** Ada, everywhere: every kind of record the clinic holds about a person. */
async function seedEveryKind(server: TestServer, staff: string) {
  const email = 'Ada@Example.com'
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
  await book(server, token, email)
  await book(server, token, email, { hold: true })
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

  const request = await addConsultationRequest(server, 'ada@example.com')
  await call(server, `/staff/v1/consultations/${request}/notes`, {
    method: 'POST',
    token: staff,
    body: { text: 'Prefers Lovelace, not Ada' },
  })
  const attempt = await call(server, `/staff/v1/consultations/${request}/attempts`, {
    method: 'POST',
    token: staff,
    body: { channel: 'call', outcome: 'reached' },
  })
  expect(attempt.status, attempt.text).toBe(201)
  const now = new Date().toISOString()
  await server.deps.db
    .insertInto('download_requests')
    .values({
      id: randomUUID(),
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ADA@example.com',
      phone: '(555) 222-3333',
      resource_id: 'meal-prep-guide',
      resource_title: 'Healthy Meal Prep Guide',
      hear_about_us: 'Google Search',
      email_opt_in: 1,
      sms_opt_in: 0,
      created_at: now,
    })
    .execute()
  await server.deps.db
    .insertInto('newsletter_subscribers')
    .values({ id: randomUUID(), email: 'ada@example.com', created_at: now })
    .execute()
  const contacted = await call(server, '/staff/v1/queue/contacted', {
    method: 'POST',
    token: staff,
    body: { email },
  })
  expect(contacted.status, contacted.text).toBe(201)

  // A second address of hers, merged into the first: deleting her deletes it too.
  await addConsultationRequest(server, 'ada.l@example.com')
  const merged = await call(server, '/staff/v1/people/merge', {
    method: 'POST',
    token: staff,
    body: { from: 'ada.l@example.com', into: email },
  })
  expect(merged.status, merged.text).toBe(201)
  return { user: signUp.data.user!.id, order: order.json.order.id }
}

const TABLES: (keyof DB)[] = [
  'consultation_requests',
  'download_requests',
  'newsletter_subscribers',
  'users',
  'sessions',
  'refresh_tokens',
  'mfa_factors',
  'consultation_pipeline',
  'consultation_events',
  'person_contacts',
  'person_links',
  'intake_responses',
  'appointments',
  'orders',
  'order_lines',
  'order_events',
  'outbox',
]

describe('a person’s deletion', () => {
  it('previews, then removes every kind of record of the person and their merged address; orders stay without their details', async () => {
    const server = await start()
    const staff = await staffToken(server)
    const ada = await seedEveryKind(server, staff)
    await addConsultationRequest(server, 'grace@example.com')
    const db = server.deps.db
    const sessions = db.selectFrom('sessions').select('id').where('user_id', '=', ada.user)
    expect(await sessions.execute()).not.toHaveLength(0)

    const preview = await call(server, '/staff/v1/people/delete-preview', {
      method: 'POST',
      token: staff,
      body: { email: 'ADA@example.com' },
    })
    expect(preview.status, preview.text).toBe(200)
    const { emails, deletion } = preview.json as unknown as PersonDeletionPreview
    expect(emails).toEqual(['ada@example.com', 'ada.l@example.com'])
    expect(deletion).toMatchObject({
      addresses: 2,
      consultations: 2,
      downloads: 1,
      newsletter: 1,
      appointments: 2,
      questionnaires: 1,
      contacts: 1,
      account: 1,
      links: 1,
      ordersKept: 1,
      staffAccounts: 0,
    })
    // The note, the attempt and the move to Contacted it made.
    expect(deletion.events).toBe(3)
    expect(deletion.outbox).toBeGreaterThan(0)
    // A preview changes nothing.
    expect(await db.selectFrom('users').select('id').where('id', '=', ada.user).execute()).toEqual([
      { id: ada.user },
    ])

    const deleted = await call(server, '/staff/v1/people/delete', {
      method: 'POST',
      token: staff,
      body: { email: 'ada@example.com' },
    })
    expect(deleted.status, deleted.text).toBe(200)
    expect(deleted.json.deleted).toEqual(deletion)

    // Nothing of her remains in any table, by address, name, phone, street or account id…
    for (const table of TABLES) {
      const rows = await db.selectFrom(table).selectAll().execute()
      expect([table, JSON.stringify(rows)]).not.toEqual([
        table,
        expect.stringMatching(
          new RegExp(`ada@|ada\\.l@|Lovelace|Congress|Austin|78701|555.?222|${ada.user}`, 'i'),
        ),
      ])
    }
    // …but the order, as an accounting record: its number, lines, amounts, dates and state.
    const order = await db
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', ada.order)
      .executeTakeFirstOrThrow()
    expect(order).toMatchObject({
      first_name: '',
      email: '',
      phone: '',
      ship_line1: '',
      ship_zip: '',
      user_id: null,
      state: 'awaiting_review',
      ship_state: 'TX',
    })
    expect(order.total_cents).toBeGreaterThan(0)
    const lines = db.selectFrom('order_lines').selectAll().where('order_id', '=', ada.order)
    expect(await lines.execute()).toHaveLength(1)
    // The other person is untouched.
    expect(await db.selectFrom('consultation_requests').select('email').execute()).toEqual([
      { email: 'grace@example.com' },
    ])
    // An anonymous order has nobody to contact: it is not in the queue.
    const queue = await call(server, '/staff/v1/queue', { token: staff })
    expect((queue.json as unknown as QueueAnswer).rows.map((row) => row.person)).toEqual([
      'grace@example.com',
    ])

    // Audited in the deletion's transaction, by keyed hashes only.
    const audit = await db.selectFrom('audit_log').selectAll().execute()
    const key = personKey(TEST_JWT_SECRET, 'ada@example.com')
    const actions = audit.filter((row) => row.target === key).map((row) => row.action)
    expect(actions).toEqual(expect.arrayContaining(['person.preview', 'person.delete']))
    const record = audit.find((row) => row.action === 'person.delete')!
    expect(JSON.parse(record.detail)).toMatchObject({
      consultations: 2,
      linked: [personKey(TEST_JWT_SECRET, 'ada.l@example.com')],
    })
    expect(JSON.stringify(audit)).not.toMatch(/ada@|ada\.l@|Lovelace|Congress|555.?222/i)
  })

  it('refuses a preview without an address, and keeps a staff account', async () => {
    const server = await start()
    const staff = await staffToken(server)
    const bad = await call(server, '/staff/v1/people/delete-preview', {
      method: 'POST',
      token: staff,
      body: { email: 'ada' },
    })
    expect([bad.status, bad.json.code, bad.json.field]).toEqual([400, 'invalid_request', 'email'])
    const preview = await call(server, '/staff/v1/people/delete-preview', {
      method: 'POST',
      token: staff,
      body: { email: STAFF.email },
    })
    expect((preview.json as unknown as PersonDeletionPreview).deletion).toMatchObject({
      account: 0,
      staffAccounts: 1,
    })
  })
})

describe('merging duplicate people', () => {
  it('links two addresses, audited; refuses bad input, a repeat and a cycle; the queue stops flagging them', async () => {
    const server = await start()
    const staff = await staffToken(server)
    const db = server.deps.db
    // Same phone, two addresses: flagged as possible duplicates of each other.
    const first = await addConsultationRequest(server, 'grace@example.com')
    const second = await addConsultationRequest(server, 'g.hopper@example.com')
    const third = await addConsultationRequest(server, 'hopper@example.com')
    const duplicates = async () => {
      const rows = (await call(server, '/staff/v1/queue', { token: staff })).json as unknown
      return Object.fromEntries(
        (rows as QueueAnswer).rows.map((row) => [
          row.recordId,
          row.duplicates.map((duplicate) => duplicate.key).sort(),
        ]),
      )
    }
    expect((await duplicates())[first]).toEqual([`request:${second}`, `request:${third}`].sort())

    const merge = (body: unknown) =>
      call(server, '/staff/v1/people/merge', { method: 'POST', token: staff, body })
    for (const [body, field] of [
      [{}, 'from'],
      [{ from: 'grace', into: 'grace@example.com' }, 'from'],
      [{ from: 'g.hopper@example.com', into: 'nobody' }, 'into'],
      [{ from: 'Grace@example.com', into: 'grace@EXAMPLE.com' }, 'into'],
    ] as const) {
      const refused = await merge(body)
      expect([refused.status, refused.json.code, refused.json.field]).toEqual([
        400,
        'invalid_request',
        field,
      ])
    }
    expect(await db.selectFrom('person_links').selectAll().execute()).toEqual([])

    const merged = await merge({ from: 'G.Hopper@example.com', into: 'grace@example.com' })
    expect(merged.status, merged.text).toBe(201)
    expect(merged.json).toMatchObject({ from: 'g.hopper@example.com', into: 'grace@example.com' })
    expect(
      (await merge({ from: 'g.hopper@example.com', into: 'grace@example.com' })).json.code,
    ).toBe('already_merged')
    // Back the other way would make a cycle.
    const cycle = await merge({ from: 'grace@example.com', into: 'g.hopper@example.com' })
    expect([cycle.status, cycle.json.code]).toEqual([409, 'already_merged'])

    // Linked people are one: no longer flagged as duplicates of each other, still of the third.
    const after = await duplicates()
    expect(after[first]).toEqual([`request:${third}`])
    expect(after[second]).toEqual([`request:${third}`])

    // A third address merged into the second: every address finds every other, both ways.
    const again = await merge({ from: 'hopper@example.com', into: 'g.hopper@example.com' })
    expect(again.status, again.text).toBe(201)
    expect(await linkedAddresses(db, 'HOPPER@example.com')).toEqual([
      'hopper@example.com',
      'g.hopper@example.com',
      'grace@example.com',
    ])
    expect(await linkedAddresses(db, 'grace@example.com')).toEqual([
      'grace@example.com',
      'g.hopper@example.com',
      'hopper@example.com',
    ])
    expect(await linkedAddresses(db, 'nobody@example.com')).toEqual(['nobody@example.com'])
    expect(Object.values(await duplicates())).toEqual([[], [], []])

    // Audited in the merge's transaction, by keyed hashes only.
    const audit = await db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'person.merge')
      .orderBy('created_at')
      .execute()
    expect(audit.map((row) => [row.target, JSON.parse(row.detail) as unknown])).toEqual([
      [
        personKey(TEST_JWT_SECRET, 'g.hopper@example.com'),
        {
          into: personKey(TEST_JWT_SECRET, 'grace@example.com'),
          linkedFrom: personKey(TEST_JWT_SECRET, 'g.hopper@example.com'),
        },
      ],
      [
        personKey(TEST_JWT_SECRET, 'hopper@example.com'),
        {
          into: personKey(TEST_JWT_SECRET, 'g.hopper@example.com'),
          linkedFrom: personKey(TEST_JWT_SECRET, 'hopper@example.com'),
        },
      ],
    ])
    expect(JSON.stringify(audit)).not.toMatch(/hopper@|grace@/)
  })

  it('merges an address already merged elsewhere from the root of its tree', async () => {
    const server = await start()
    const staff = await staffToken(server)
    const merge = (from: string, into: string) =>
      call(server, '/staff/v1/people/merge', { method: 'POST', token: staff, body: { from, into } })
    expect((await merge('a@example.com', 'b@example.com')).status).toBe(201)
    const moved = await merge('a@example.com', 'c@example.com')
    expect(moved.json).toMatchObject({ from: 'b@example.com', into: 'c@example.com' })
    expect(await linkedAddresses(server.deps.db, 'a@example.com')).toEqual([
      'a@example.com',
      'b@example.com',
      'c@example.com',
    ])
  })
})
