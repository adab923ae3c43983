import { randomUUID } from 'node:crypto'

import { afterEach, describe, expect, it } from 'vitest'

import type { PatientAppointment } from '../../shared/booking/booking'
import type { CalendarAnswer, CalendarFreeSlot } from '../../shared/booking/staff-booking-wire'
import { addTestStaff, createTestClient, startTestServer, type TestServer } from '../testing'

// Staff booking a patient into a free time of the calendar, moving a visit, and marking
// attendance only once a visit has begun: /staff/v1/booking through `app.request()` on a fresh
// database per test (SQLite here, PostgreSQL with DATABASE_URL). The app's clock is the test's.

const servers: TestServer[] = []
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()))
})

const STAFF = { email: 'staff@renewmedical.example', password: 'a long staff passphrase 2026' }
const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
  weekday,
  start: '09:00',
  end: '17:00',
}))
const HOUR = 3_600_000

type Json = Record<string, unknown> & {
  code?: string
  message?: string
  field?: string
  appointment?: PatientAppointment
}

/** A server on a clock the test moves, a staff session and a Texas telehealth clinician. */
async function openClinic() {
  const clock = { now: new Date() }
  const server = await startTestServer(
    { siteAccess: 'public', authEmailConfirm: false, trustProxy: 1 },
    { clock: () => clock.now },
  )
  servers.push(server)
  await addTestStaff(server, STAFF)
  const { data } = await createTestClient(server.url, server.anonKey).auth.signInWithPassword(STAFF)
  const token = data.session!.access_token
  let forwarded = 0
  const call = async (
    path: string,
    init: { method?: string; body?: unknown; as?: string } = {},
  ) => {
    const response = await server.app.request(`/staff/v1/booking${path}`, {
      method: init.method ?? 'GET',
      headers: {
        apikey: server.anonKey,
        authorization: `Bearer ${init.as ?? token}`,
        'x-forwarded-for': `198.51.100.${(forwarded++ % 250) + 1}`,
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    })
    const text = await response.text()
    return { status: response.status, json: (text ? JSON.parse(text) : null) as Json }
  }
  const clinician = await call('/clinicians', {
    method: 'POST',
    body: { name: 'Dr. Ana Muñoz', title: 'MD', licensedStates: ['TX'] },
  })
  const schedule = await call('/schedules', {
    method: 'POST',
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
  /** The calendar of the next three days: the visits and the free times. */
  const calendar = async () => {
    const from = clock.now.toISOString()
    const to = new Date(clock.now.getTime() + 3 * 24 * HOUR).toISOString()
    const answer = await call(
      `/calendar?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`,
    )
    expect(answer.status).toBe(200)
    return answer.json as unknown as CalendarAnswer
  }
  return { server, clock, call, calendar, token }
}

function patient(slot: CalendarFreeSlot, overrides: Record<string, unknown> = {}) {
  return {
    slot: slot.id,
    visit: 'video',
    state: 'TX',
    firstName: 'Grace',
    lastName: 'Hopper',
    email: 'grace@example.com',
    phone: '(555) 123-4567',
    idempotencyKey: randomUUID(),
    ...overrides,
  }
}

async function mailsTo(server: TestServer, to: string) {
  const rows = await server.deps.db.selectFrom('outbox').selectAll().execute()
  return rows
    .map((row) => JSON.parse(row.payload) as { to: string; subject: string })
    .filter((mail) => mail.to === to)
    .map((mail) => mail.subject)
}

async function auditOf(server: TestServer, id: string) {
  return server.deps.db
    .selectFrom('audit_log')
    .select(['actor_id', 'action', 'detail'])
    .where('target', '=', `appointment:${id}`)
    .execute()
}

describe('staff book a patient into a free time', () => {
  it('books at once, audited, the patient mailed the confirmation; the time is no longer free', async () => {
    const { server, call, calendar } = await openClinic()
    const before = await calendar()
    const slot = before.free[0]!
    expect(slot).toMatchObject({ visits: ['phone', 'video'], states: ['TX'], locationId: null })

    const booked = await call('/appointments', { method: 'POST', body: patient(slot) })
    expect(booked.status).toBe(201)
    const visit = booked.json.appointment!
    expect(visit).toMatchObject({ status: 'booked', visit: 'video', start: slot.start })

    const audit = await auditOf(server, visit.id)
    expect(audit).toHaveLength(1)
    expect(audit[0]!.action).toBe('booking.update')
    expect(audit[0]!.detail).toContain('booked')
    // The same confirmation as a patient's own booking, with no step to confirm it first.
    expect(await mailsTo(server, 'grace@example.com')).toContain(
      'Your Renew Medical visit is booked',
    )
    expect(await mailsTo(server, 'grace@example.com')).not.toContain(
      'Please confirm your Renew Medical visit',
    )

    const after = await calendar()
    expect(after.appointments.map((row) => [row.id, row.patient.email])).toEqual([
      [visit.id, 'grace@example.com'],
    ])
    expect(after.free.map((free) => free.id)).not.toContain(slot.id)
  })

  it('of two staff booking one time at once, exactly one books it; the other hears 409', async () => {
    const { server, call, calendar } = await openClinic()
    const slot = (await calendar()).free[2]!
    const answers = await Promise.all([
      call('/appointments', { method: 'POST', body: patient(slot) }),
      call('/appointments', {
        method: 'POST',
        body: patient(slot, { email: 'ada@example.com', firstName: 'Ada' }),
      }),
    ])
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409])
    expect(answers.find((answer) => answer.status === 409)!.json.code).toBe('slot_taken')
    const rows = await server.deps.db
      .selectFrom('appointments')
      .select('start_at')
      .where('status', '<>', 'cancelled')
      .execute()
    expect(rows).toEqual([{ start_at: slot.start }])
  })

  it('refuses bad input with the field at fault, and a time that is not free with 409', async () => {
    const { call, calendar } = await openClinic()
    const slot = (await calendar()).free[0]!
    const noEmail = await call('/appointments', {
      method: 'POST',
      body: patient(slot, { email: 'not an address' }),
    })
    expect(noEmail.status).toBe(400)
    expect(noEmail.json.field).toBe('email')
    const noState = await call('/appointments', {
      method: 'POST',
      body: patient(slot, { state: undefined }),
    })
    expect(noState).toMatchObject({ status: 400, json: { field: 'state' } })
    const badSlot = await call('/appointments', {
      method: 'POST',
      body: patient(slot, { slot: 'nonsense' }),
    })
    expect(badSlot).toMatchObject({ status: 400, json: { field: 'slot' } })
    const notJson = await call('/appointments', { method: 'POST', body: 'x' })
    expect(notJson.status).toBe(400)
    // A time outside the clinician's hours (9 to 5 in Chicago) was never free.
    const night = Date.parse(slot.start) + 12 * HOUR
    const closed = await call('/appointments', {
      method: 'POST',
      body: patient(slot, { slot: slot.id.replace(/\.[0-9a-z]+$/, `.${night.toString(36)}`) }),
    })
    expect(closed).toMatchObject({ status: 409, json: { code: 'slot_taken' } })
  })

  it('refuses anyone but staff', async () => {
    const { server, call, calendar } = await openClinic()
    const slot = (await calendar()).free[0]!
    const client = createTestClient(server.url, server.anonKey)
    const { data } = await client.auth.signUp({
      email: 'patient@example.com',
      password: 'a patient passphrase 2026',
    })
    const asPatient = await call('/appointments', {
      method: 'POST',
      body: patient(slot),
      as: data.session!.access_token,
    })
    expect(asPatient.status).toBe(403)
    const asGuest = await call('/appointments', {
      method: 'POST',
      body: patient(slot),
      as: server.anonKey,
    })
    expect(asGuest.status).toBe(401)
    const moveAsGuest = await call(`/appointments/${randomUUID()}/reschedule`, {
      method: 'POST',
      body: { slot: slot.id, idempotencyKey: randomUUID() },
      as: server.anonKey,
    })
    expect(moveAsGuest.status).toBe(401)
    expect(await server.deps.db.selectFrom('appointments').select('id').execute()).toEqual([])
  })

  it('stores nothing when its audit record cannot be written: one transaction', async () => {
    const { server, call, calendar } = await openClinic()
    const slot = (await calendar()).free[0]!
    await server.deps.db.schema.alterTable('audit_log').renameTo('audit_log_away').execute()
    const refused = await call('/appointments', { method: 'POST', body: patient(slot) })
    expect(refused.status).toBe(500)
    await server.deps.db.schema.alterTable('audit_log_away').renameTo('audit_log').execute()
    expect(await server.deps.db.selectFrom('appointments').select('id').execute()).toEqual([])
    expect(await mailsTo(server, 'grace@example.com')).toEqual([])
  })
})

describe('staff move a visit', () => {
  it('to another free time: the old time freed, audited, the patient mailed the new time', async () => {
    const { server, call, calendar } = await openClinic()
    const [first, , third] = (await calendar()).free
    const booked = await call('/appointments', { method: 'POST', body: patient(first!) })
    const id = booked.json.appointment!.id
    const key = randomUUID()

    const moved = await call(`/appointments/${id}/reschedule`, {
      method: 'POST',
      body: { slot: third!.id, idempotencyKey: key },
    })
    expect(moved.status).toBe(200)
    expect(moved.json.appointment).toMatchObject({ id, start: third!.start, status: 'booked' })
    // Sent again (a retry): the same answer, no second move.
    const again = await call(`/appointments/${id}/reschedule`, {
      method: 'POST',
      body: { slot: third!.id, idempotencyKey: key },
    })
    expect(again.json.appointment).toMatchObject({ start: third!.start })

    const after = await calendar()
    expect(after.free.map((free) => free.id)).toContain(first!.id)
    expect(after.free.map((free) => free.id)).not.toContain(third!.id)
    expect(after.appointments.map((row) => row.start)).toEqual([third!.start])
    const audit = (await auditOf(server, id)).map((row) => JSON.parse(row.detail) as object)
    expect(audit).toContainEqual({ moved: true, from: first!.start, to: third!.start })
    expect(await mailsTo(server, 'grace@example.com')).toContain(
      'Your Renew Medical visit has a new time',
    )
  })

  it('not onto a time that is taken (409), nor with bad input (400), nor an unknown visit (404)', async () => {
    const { call, calendar } = await openClinic()
    const [first, second] = (await calendar()).free
    const one = await call('/appointments', { method: 'POST', body: patient(first!) })
    await call('/appointments', {
      method: 'POST',
      body: patient(second!, { email: 'ada@example.com' }),
    })
    const id = one.json.appointment!.id
    const taken = await call(`/appointments/${id}/reschedule`, {
      method: 'POST',
      body: { slot: second!.id, idempotencyKey: randomUUID() },
    })
    expect(taken).toMatchObject({ status: 409, json: { code: 'slot_taken' } })
    const noSlot = await call(`/appointments/${id}/reschedule`, {
      method: 'POST',
      body: { idempotencyKey: randomUUID() },
    })
    expect(noSlot).toMatchObject({ status: 400, json: { field: 'slot' } })
    const unknown = await call(`/appointments/${randomUUID()}/reschedule`, {
      method: 'POST',
      body: { slot: second!.id, idempotencyKey: randomUUID() },
    })
    expect(unknown.status).toBe(404)
  })

  it('keeps the visit where it was when the audit record cannot be written', async () => {
    const { server, call, calendar } = await openClinic()
    const [first, , third] = (await calendar()).free
    const booked = await call('/appointments', { method: 'POST', body: patient(first!) })
    await server.deps.db.schema.alterTable('audit_log').renameTo('audit_log_away').execute()
    const refused = await call(`/appointments/${booked.json.appointment!.id}/reschedule`, {
      method: 'POST',
      body: { slot: third!.id, idempotencyKey: randomUUID() },
    })
    expect(refused.status).toBe(500)
    await server.deps.db.schema.alterTable('audit_log_away').renameTo('audit_log').execute()
    const rows = await server.deps.db.selectFrom('appointments').select('start_at').execute()
    expect(rows).toEqual([{ start_at: first!.start }])
    expect(await mailsTo(server, 'grace@example.com')).not.toContain(
      'Your Renew Medical visit has a new time',
    )
  })
})

describe('attendance', () => {
  it('is refused before the visit starts (409), and taken once it has', async () => {
    const { server, clock, call, calendar } = await openClinic()
    const slot = (await calendar()).free[0]!
    const booked = await call('/appointments', { method: 'POST', body: patient(slot) })
    const id = booked.json.appointment!.id
    for (const status of ['fulfilled', 'noshow']) {
      const early = await call(`/appointments/${id}/status`, { method: 'POST', body: { status } })
      expect(early).toMatchObject({
        status: 409,
        json: { code: 'not_started', message: 'This visit has not started yet' },
      })
    }
    expect((await auditOf(server, id)).map((row) => row.detail)).not.toContainEqual(
      expect.stringContaining('fulfilled'),
    )
    clock.now = new Date(Date.parse(slot.start) + 60_000)
    const attended = await call(`/appointments/${id}/status`, {
      method: 'POST',
      body: { status: 'fulfilled' },
    })
    expect(attended).toMatchObject({ status: 200, json: { id, status: 'fulfilled' } })
    const undone = await call(`/appointments/${id}/status`, {
      method: 'POST',
      body: { status: 'booked' },
    })
    expect(undone.json.status).toBe('booked')
  })
})
