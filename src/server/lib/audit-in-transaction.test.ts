import { randomUUID } from 'node:crypto'

import { PostgresAdapter, sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { BookableSlot } from '../../shared/booking/booking'
import { exampleIntakeAnswers } from '../../shared/intake/examples'
import { insertUser, newUserValues } from '../auth/auth.queries'
import { hashPassword } from '../auth/passwords'
import { appointmentRow } from '../booking/appointment-testing'
import type { Database } from '../db/database'
import { createLogger } from '../logger'
import { addStaff } from '../staff/staff'
import { addConsultationRequest, createTestApp } from '../testing'

// Every audited change writes its audit record in the change's own transaction
// (docs/architecture.md, Privacy): a change is never stored without its record. Here the store
// is made to refuse every audit insert (a trigger), each audited write is sent through the app,
// and the change must be rolled back: the same state read before and after, and an error
// answered. Then the trigger goes, the same request is sent again, and the change and its
// record are stored, which proves the request was one that changes something. SQLite here,
// PostgreSQL in .ci/run.

/** The fields of the answers these tests read. */
type Json = {
  id?: string
  access_token?: string
  order?: { id: string }
  intake?: { id: string; version: number }
  slots?: BookableSlot[]
}
type App = Awaited<ReturnType<typeof createTestApp>>
let created: App
let db: Database
const tokens = { staff: '', physician: '', patient: '' }
const PASSWORD = 'a long passphrase for 2026'
const PATIENT_EMAIL = 'grace@example.com'

async function call(
  path: string,
  init: { method?: string; body?: unknown; as?: keyof typeof tokens | 'anon' } = {},
) {
  const anonKey = created.deps.secrets.anonKey
  const bearer =
    init.as === undefined ? tokens.staff : init.as === 'anon' ? anonKey : tokens[init.as]
  const response = await created.app.request(path, {
    method: init.method ?? 'GET',
    headers: {
      apikey: anonKey,
      authorization: `Bearer ${bearer}`,
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  })
  const text = await response.text()
  return { status: response.status, json: (text ? JSON.parse(text) : null) as Json }
}

async function addAccount(email: string, role?: 'staff') {
  const now = new Date().toISOString()
  await insertUser(
    db,
    newUserValues({
      email,
      encryptedPassword: await hashPassword(PASSWORD),
      appMetadata: role ? { role } : {},
      confirmedAt: now,
      now,
    }),
  )
  const signedIn = await call('/auth/v1/token?grant_type=password', {
    method: 'POST',
    body: { email, password: PASSWORD },
  })
  expect(signedIn.status).toBe(200)
  return signedIn.json.access_token as string
}

const isPostgres = () => db.getExecutor().adapter instanceof PostgresAdapter

/** From now on the store refuses every audit record, as a full disk or a lost link would. */
async function refuseAudit() {
  if (isPostgres()) {
    await sql`create function audit_refused() returns trigger language plpgsql as $$
      begin raise exception 'audit refused'; end $$`.execute(db)
    await sql`create trigger audit_refused before insert on audit_log
      for each row execute function audit_refused()`.execute(db)
  } else {
    await sql`create trigger audit_refused before insert on audit_log
      begin select raise(abort, 'audit refused'); end`.execute(db)
  }
}

async function allowAudit() {
  if (isPostgres()) {
    await sql`drop trigger audit_refused on audit_log`.execute(db)
    await sql`drop function audit_refused()`.execute(db)
  } else {
    await sql`drop trigger audit_refused`.execute(db)
  }
}

const auditCount = async () =>
  Number(
    (
      await db
        .selectFrom('audit_log')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  )

type Write = {
  /** The request that changes something and records it. */
  send: () => Promise<{ status: number; json: Json }>
  /** The state the change alters, read from the store. */
  observe: () => Promise<unknown>
}

/**
 * With audit refused: an error answer and nothing changed. With audit allowed again: the change
 * and one more audit record (at least) are stored.
 */
async function expectAuditedInOneTransaction({ send, observe }: Write, okStatus = 200) {
  const before = await observe()
  const recordsBefore = await auditCount()
  await refuseAudit()
  try {
    const refused = await send()
    expect(refused.status).toBe(500)
  } finally {
    await allowAudit()
  }
  expect(await observe()).toEqual(before)
  expect(await auditCount()).toBe(recordsBefore)

  const stored = await send()
  expect(stored.status, JSON.stringify(stored.json)).toBe(okStatus)
  expect(await observe()).not.toEqual(before)
  expect(await auditCount()).toBeGreaterThan(recordsBefore)
}

const count = async (table: 'clinic_locations' | 'clinicians' | 'schedules') =>
  (await db.selectFrom(table).select('id').execute()).length

async function newClinician() {
  const made = await call('/staff/v1/booking/clinicians', {
    method: 'POST',
    body: { name: 'Dr. Ana Muñoz', title: 'MD', licensedStates: ['TX'] },
  })
  expect(made.status).toBe(201)
  return made.json.id as string
}

/** A booked visit with the clinician, written as the booking API leaves one. */
async function bookedVisit(clinicianId: string, start: Date) {
  const row = appointmentRow(clinicianId, start, { email: PATIENT_EMAIL })
  await db.insertInto('appointments').values(row).execute()
  return row.id
}

const visitStatus = async (id: string) =>
  (await db.selectFrom('appointments').select('status').where('id', '=', id).executeTakeFirst())
    ?.status

const outboxSize = async () => (await db.selectFrom('outbox').select('id').execute()).length

async function placeOrder(productId: string, as: 'anon' | 'patient' = 'anon') {
  const placed = await call('/orders/v1/orders', {
    method: 'POST',
    as,
    body: {
      firstName: 'Grace',
      lastName: 'Hopper',
      email: PATIENT_EMAIL,
      phone: '(555) 123-4567',
      shipping: { line1: '200 Congress Ave', city: 'Austin', state: 'TX', zip: '78701' },
      lines: [{ productId, quantity: 1 }],
      idempotencyKey: randomUUID(),
    },
  })
  expect(placed.status, JSON.stringify(placed.json)).toBe(201)
  return placed.json.order!.id
}

const orderState = async (id: string) =>
  (await db.selectFrom('orders').select('state').where('id', '=', id).executeTakeFirst())?.state

beforeAll(async () => {
  created = await createTestApp({ siteAccess: 'public', authEmailConfirm: false })
  db = created.deps.db
  tokens.staff = await addAccount('staff@renewmedical.example', 'staff')
  await addAccount('doctor@renewmedical.example', 'staff')
  await addStaff(db, 'doctor@renewmedical.example', createLogger('silent'), {
    role: 'physician',
    mail: 'hand-over-password',
  })
  // Signed in again, so that the token carries the physician's role.
  tokens.physician = (
    await call('/auth/v1/token?grant_type=password', {
      method: 'POST',
      body: { email: 'doctor@renewmedical.example', password: PASSWORD },
    })
  ).json.access_token as string
  tokens.patient = await addAccount(PATIENT_EMAIL)
}, 60_000)

afterAll(async () => {
  await created.database.close()
})

describe('staff availability and the calendar', () => {
  it('adds a clinic, a clinician and a schedule only with their audit records', async () => {
    const clinic = {
      name: 'Austin',
      address: '1 Main St',
      state: 'TX',
      timeZone: 'America/Chicago',
    }
    await expectAuditedInOneTransaction(
      {
        send: () => call('/staff/v1/booking/locations', { method: 'POST', body: clinic }),
        observe: () => count('clinic_locations'),
      },
      201,
    )
    await expectAuditedInOneTransaction(
      {
        send: () =>
          call('/staff/v1/booking/clinicians', {
            method: 'POST',
            body: { name: 'Dr. Lee', title: 'DO', licensedStates: ['TX'] },
          }),
        observe: () => count('clinicians'),
      },
      201,
    )
    const clinicianId = await newClinician()
    await expectAuditedInOneTransaction(
      {
        send: () =>
          call('/staff/v1/booking/schedules', {
            method: 'POST',
            body: {
              clinicianId,
              locationId: null,
              timeZone: 'America/Chicago',
              slotMinutes: 30,
              bufferMinutes: 0,
              hours: [{ weekday: 1, start: '09:00', end: '17:00' }],
            },
          }),
        observe: () => count('schedules'),
      },
      201,
    )
  })

  it('changes a clinic only with its audit record', async () => {
    const made = await call('/staff/v1/booking/locations', {
      method: 'POST',
      body: { name: 'Dallas', address: '2 Elm St', state: 'TX', timeZone: 'America/Chicago' },
    })
    const id = made.json.id as string
    await expectAuditedInOneTransaction({
      send: () =>
        call(`/staff/v1/booking/locations/${id}`, {
          method: 'PUT',
          body: {
            name: 'Dallas North',
            address: '2 Elm St',
            state: 'TX',
            timeZone: 'America/Chicago',
          },
        }),
      observe: async () =>
        (await db.selectFrom('clinic_locations').select('name').where('id', '=', id).execute())[0],
    })
  })

  it('adds and removes time off only with their audit records', async () => {
    const clinicianId = await newClinician()
    const start = new Date(Date.now() + 86_400_000)
    const timeOff = {
      clinicianId,
      start: start.toISOString(),
      end: new Date(start.getTime() + 3_600_000).toISOString(),
      reason: 'Conference',
    }
    const exceptions = async () =>
      (
        await db
          .selectFrom('schedule_exceptions')
          .select('id')
          .where('clinician_id', '=', clinicianId)
          .execute()
      ).map((row) => row.id)
    await expectAuditedInOneTransaction(
      {
        send: () => call('/staff/v1/booking/exceptions', { method: 'POST', body: timeOff }),
        observe: exceptions,
      },
      201,
    )
    const [id] = await exceptions()
    await expectAuditedInOneTransaction({
      send: () => call(`/staff/v1/booking/exceptions/${id}`, { method: 'DELETE' }),
      observe: exceptions,
    })
  })

  it('marks a visit attended and cancels one only with their audit records', async () => {
    const clinicianId = await newClinician()
    const attended = await bookedVisit(clinicianId, new Date(Date.now() - 3_600_000))
    await expectAuditedInOneTransaction({
      send: () =>
        call(`/staff/v1/booking/appointments/${attended}/status`, {
          method: 'POST',
          body: { status: 'fulfilled' },
        }),
      observe: () => visitStatus(attended),
    })
    const cancelled = await bookedVisit(clinicianId, new Date(Date.now() + 2 * 86_400_000))
    await expectAuditedInOneTransaction({
      send: () => call(`/staff/v1/booking/appointments/${cancelled}/cancel`, { method: 'POST' }),
      // The cancellation notice is queued with the change, or not at all.
      observe: async () => [await visitStatus(cancelled), await outboxSize()],
    })
  })

  it('books a visit for a patient only with its audit record', async () => {
    const clinicianId = await newClinician()
    const every = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
      weekday,
      start: '00:00',
      end: '23:59',
    }))
    const schedule = await call('/staff/v1/booking/schedules', {
      method: 'POST',
      body: {
        clinicianId,
        locationId: null,
        timeZone: 'America/Chicago',
        slotMinutes: 30,
        bufferMinutes: 0,
        hours: every,
      },
    })
    expect(schedule.status).toBe(201)
    const from = new Date().toISOString().slice(0, 10)
    const slots = await call(`/booking/v1/slots?visit=phone&state=TX&from=${from}&days=3`)
    const slot = slots.json.slots!.find((each) => each.clinician.id === clinicianId)!
    const body = {
      slot: slot.id,
      visit: 'phone',
      state: 'TX',
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      phone: '(555) 987-6543',
      idempotencyKey: randomUUID(),
    }
    await expectAuditedInOneTransaction(
      {
        send: () => call('/booking/v1/appointments', { method: 'POST', body }),
        observe: async () =>
          (
            await db
              .selectFrom('appointments')
              .select('id')
              .where('email', '=', 'ada@example.com')
              .execute()
          ).length,
      },
      201,
    )
  })
})

describe('the consultation pipeline and people', () => {
  it('changes a request, and adds notes and contact attempts, only with their audit records', async () => {
    const id = await addConsultationRequest(created, 'lead@example.com')
    const pipeline = async () =>
      db.selectFrom('consultation_pipeline').selectAll().where('request_id', '=', id).execute()
    const events = async () =>
      (
        await db
          .selectFrom('consultation_events')
          .select('id')
          .where('request_id', '=', id)
          .execute()
      ).length
    await expectAuditedInOneTransaction({
      send: () =>
        call(`/staff/v1/consultations/${id}`, {
          method: 'PATCH',
          body: { version: 0, status: 'contacted' },
        }),
      observe: async () => [await pipeline(), await events()],
    })
    await expectAuditedInOneTransaction(
      {
        send: () =>
          call(`/staff/v1/consultations/${id}/notes`, {
            method: 'POST',
            body: { text: 'Call back' },
          }),
        observe: events,
      },
      201,
    )
    await expectAuditedInOneTransaction(
      {
        send: () =>
          call(`/staff/v1/consultations/${id}/attempts`, {
            method: 'POST',
            body: { channel: 'call', outcome: 'no_answer' },
          }),
        observe: events,
      },
      201,
    )
  })

  it('deletes a person only with its audit record', async () => {
    await addConsultationRequest(created, 'leaving@example.com')
    await expectAuditedInOneTransaction({
      send: () =>
        call('/staff/v1/people/delete', { method: 'POST', body: { email: 'leaving@example.com' } }),
      observe: async () =>
        (
          await db
            .selectFrom('consultation_requests')
            .select('id')
            .where('email', '=', 'leaving@example.com')
            .execute()
        ).length,
    })
  })

  it("records a physician's decision on a questionnaire only with its audit record", async () => {
    const patientApi = (path: string, body: unknown, method = 'PUT') =>
      call(`/patient/v1${path}`, { method, body, as: 'patient' })
    const draft = await patientApi('/intakes/weight-loss', {
      answers: exampleIntakeAnswers['weight-loss'],
    })
    const submitted = await patientApi(
      '/intakes/weight-loss/submit',
      { version: draft.json.intake!.version, today: new Date().toISOString().slice(0, 10) },
      'POST',
    )
    expect(submitted.status).toBe(200)
    const intake = submitted.json.intake!
    const decision = async () =>
      db
        .selectFrom('intake_responses')
        .select(['decision', 'status', 'version'])
        .where('id', '=', intake.id)
        .execute()
    await expectAuditedInOneTransaction({
      send: () =>
        call(`/staff/v1/intakes/${intake.id}/review`, {
          method: 'POST',
          as: 'physician',
          body: { version: intake.version, decision: 'ready-for-consultation', note: 'Welcome.' },
        }),
      observe: decision,
    })
  })
})

describe('orders and the catalogue', () => {
  it('changes the catalogue only with its audit record', async () => {
    await expectAuditedInOneTransaction({
      send: () => call('/staff/v1/catalogue/2', { method: 'PATCH', body: { stock: 77 } }),
      observe: async () =>
        (
          await db.selectFrom('catalogue_products').select('stock').where('id', '=', '2').execute()
        )[0],
    })
  })

  it('moves an order on, and reviews one, only with their audit records', async () => {
    const id = await placeOrder('1')
    await expectAuditedInOneTransaction({
      send: () =>
        call(`/staff/v1/orders/${id}/transition`, {
          method: 'POST',
          body: { to: 'awaiting_payment' },
        }),
      observe: async () => [await orderState(id), await outboxSize()],
    })
    const reviewed = await placeOrder('peptide-1')
    expect(await orderState(reviewed)).toBe('awaiting_review')
    await expectAuditedInOneTransaction({
      send: () =>
        call(`/staff/v1/orders/${reviewed}/review`, {
          method: 'POST',
          as: 'physician',
          body: { decision: 'approve' },
        }),
      observe: () => orderState(reviewed),
    })
  })

  it("cancels a patient's own order only with its audit record", async () => {
    const id = await placeOrder('1', 'patient')
    await expectAuditedInOneTransaction({
      send: () => call(`/orders/v1/orders/${id}/cancel`, { method: 'POST', as: 'patient' }),
      observe: () => orderState(id),
    })
  })
})

describe('a patient leaving', () => {
  it('deletes the account only with its audit record', async () => {
    const email = 'leaving-patient@example.com'
    const token = await addAccount(email)
    const users = async () =>
      (await db.selectFrom('users').select('id').where('email', '=', email).execute()).length
    const leave = () =>
      created.app.request('/patient/v1/account', {
        method: 'DELETE',
        headers: {
          apikey: created.deps.secrets.anonKey,
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ password: PASSWORD }),
      })
    const before = await users()
    await refuseAudit()
    try {
      expect((await leave()).status).toBe(500)
    } finally {
      await allowAudit()
    }
    expect(await users()).toBe(before)
    expect((await leave()).status).toBe(200)
    expect(await users()).toBe(0)
  })
})
