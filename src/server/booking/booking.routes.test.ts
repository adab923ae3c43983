import { randomUUID } from 'node:crypto'

import ICAL from 'ical.js'
import { afterEach, describe, expect, it } from 'vitest'

import {
  type BookableSlot,
  BOOKING_LIMITS,
  bookingMessages,
  type PatientAppointment,
  type SlotsAnswer,
} from '../../shared/booking/booking'
import { CLINIC_PHONE } from '../../shared/clinic'
import { leadMessages } from '../../shared/leads'
import type { Config } from '../env'
import { SITE_MAILS_PER_RECIPIENT } from '../mail/recipient-budget'
import { openValues, outboxKey, sealedPlaceholder } from '../outbox/outbox-seal'
import {
  addConsultationRequest,
  addTestStaff,
  createTestClient,
  startTestServer,
  TEST_INTAKE_KEY,
  type TestAppOptions,
  type TestServer,
} from '../testing'
import { hashToken } from './appointment.queries'

// /booking/v1 and /staff/v1/booking through real HTTP on a fresh database per test: SQLite
// here, PostgreSQL in .ci/run. Staff set up a clinician's hours; patients and guests list free
// slots and book; a slot is given once however many confirm it at the same moment.

const servers: TestServer[] = []
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()))
})

const STAFF = { email: 'staff@renewmedical.example', password: 'a long staff passphrase 2026' }
const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
  weekday,
  start: '00:00',
  end: '23:59',
}))

type Json = Record<string, unknown> & {
  code?: string
  message?: string
  slots?: BookableSlot[]
  next?: BookableSlot[]
  appointment?: PatientAppointment
  manageToken?: string | null
  appointments?: (PatientAppointment & { patient: { email: string } })[]
  id?: string
}

let forwarded = 0

async function call(
  server: TestServer,
  path: string,
  init: { method?: string; body?: unknown; token?: string; manageToken?: string } = {},
) {
  const response = await fetch(`${server.url}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      apikey: server.anonKey,
      authorization: `Bearer ${init.token ?? server.anonKey}`,
      // Each booking from its own address, so the per-address limit stays out of the way.
      'x-forwarded-for': `198.51.100.${(forwarded++ % 250) + 1}`,
      ...(init.manageToken ? { 'x-booking-token': init.manageToken } : {}),
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  })
  const text = await response.text()
  return { status: response.status, json: (text ? JSON.parse(text) : null) as Json }
}

async function startServer(overrides: Partial<Config> = {}, options: TestAppOptions = {}) {
  const server = await startTestServer(
    {
      siteAccess: 'public',
      authEmailConfirm: false,
      trustProxy: 1,
      ...overrides,
    },
    options,
  )
  servers.push(server)
  return server
}

async function staffToken(server: TestServer) {
  await addTestStaff(server, STAFF)
  const client = createTestClient(server.url, server.anonKey)
  const { data, error } = await client.auth.signInWithPassword(STAFF)
  expect(error).toBeNull()
  return data.session!.access_token
}

/** A Texas-licensed clinician with telehealth hours all day, every day, in 30-minute slots. */
async function openClinic(server: TestServer) {
  const token = await staffToken(server)
  const clinician = await call(server, '/staff/v1/booking/clinicians', {
    method: 'POST',
    token,
    body: { name: 'Dr. Ana Muñoz', title: 'MD', licensedStates: ['TX', 'OK'] },
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
  return { token, clinicianId: clinician.json.id as string }
}

const today = () => new Date().toISOString().slice(0, 10)

async function slots(server: TestServer, query = 'visit=phone&state=TX') {
  const answer = await call(server, `/booking/v1/slots?${query}&from=${today()}&days=3`)
  expect(answer.status).toBe(200)
  return (answer.json as unknown as SlotsAnswer).slots
}

function booking(slot: BookableSlot, overrides: Record<string, unknown> = {}) {
  return {
    slot: slot.id,
    visit: 'phone',
    state: 'TX',
    firstName: 'Grace',
    lastName: 'Hopper',
    email: 'grace@example.com',
    phone: '(555) 123-4567',
    idempotencyKey: randomUUID(),
    ...overrides,
  }
}

/** The tokens of the link mailed to confirm a pending visit (the sealed values opened). */
async function confirmLink(server: TestServer, appointmentId: string) {
  const mails = await outboxMails(server)
  for (const mail of mails.reverse()) {
    if (!mail.payload.sealed || !mail.payload.subject.startsWith('Please confirm')) continue
    const url = openValues(outboxKey(TEST_INTAKE_KEY), mail.id, mail.payload.sealed)['confirm-url']
    const fragment = new URLSearchParams(new URL(url!).hash.slice(1))
    if (fragment.get('appointment') !== appointmentId) continue
    return { url: url!, token: fragment.get('token')!, confirmToken: fragment.get('confirm')! }
  }
  throw new Error(`no confirmation mail for ${appointmentId}`)
}

/** Opens the mailed link of a pending visit, as the manage page does. */
async function confirmByMail(server: TestServer, appointmentId: string) {
  const { token, confirmToken } = await confirmLink(server, appointmentId)
  return call(server, `/booking/v1/appointments/${appointmentId}/confirm`, {
    method: 'POST',
    body: { token, confirmToken },
  })
}

/** A guest's booking, confirmed by the link mailed to its address. */
async function bookConfirmed(server: TestServer, body: Record<string, unknown>) {
  const booked = await call(server, '/booking/v1/appointments', { method: 'POST', body })
  expect(booked.status).toBe(201)
  expect(booked.json.appointment!.status).toBe('pending')
  const confirmed = await confirmByMail(server, booked.json.appointment!.id)
  expect(confirmed.status).toBe(200)
  expect(confirmed.json.appointment!.status).toBe('booked')
  return booked
}

async function outboxMails(server: TestServer) {
  const rows = await server.deps.db
    .selectFrom('outbox')
    .selectAll()
    .where('kind', '=', 'email')
    .orderBy('created_at')
    .execute()
  return rows.map((row) => ({
    ...row,
    payload: JSON.parse(row.payload) as {
      to: string
      subject: string
      text: string
      attachments?: { filename: string; contentType: string; content: string }[]
      sealed?: string
    },
  }))
}

describe('free slots', () => {
  it('are offered only for served states, from the minimum notice on, and never in time off', async () => {
    const server = await startServer()
    const { token, clinicianId } = await openClinic(server)
    const offered = await slots(server)
    expect(offered.length).toBeGreaterThan(100)
    const starts = offered.map((slot) => Date.parse(slot.start))
    expect(starts).toEqual([...starts].sort((a, b) => a - b))
    expect(starts[0]).toBeGreaterThanOrEqual(Date.now() + 59 * 60_000)
    expect(offered[0]!.clinician).toEqual({ id: clinicianId, name: 'Dr. Ana Muñoz', title: 'MD' })

    // A state the clinician is not licensed in has none; one the clinic does not serve is refused.
    expect(await slots(server, 'visit=video&state=LA')).toEqual([])
    const unserved = await call(server, '/booking/v1/slots?visit=phone&state=CA')
    expect(unserved.status).toBe(400)
    expect(unserved.json.message).toMatch(/Texas, Oklahoma, Louisiana or New Mexico/)
    expect((await call(server, '/booking/v1/slots?visit=teleport&state=TX')).status).toBe(400)
    expect(
      (await call(server, '/booking/v1/slots?visit=phone&state=TX&from=2026-02-31x')).status,
    ).toBe(400)
    expect((await call(server, '/booking/v1/slots?visit=phone&state=TX&days=99')).status).toBe(400)

    // Time off over the first six slots takes them away, and only them.
    const off = await call(server, '/staff/v1/booking/exceptions', {
      method: 'POST',
      token,
      body: {
        clinicianId,
        start: offered[0]!.start,
        end: offered[5]!.end,
        reason: 'Conference',
      },
    })
    expect(off.status).toBe(201)
    const after = await slots(server)
    expect(after[0]!.start).toBe(offered[6]!.start)
    const bad = await call(server, '/staff/v1/booking/exceptions', {
      method: 'POST',
      token,
      body: { clinicianId, start: offered[5]!.end, end: offered[0]!.start, reason: 'Backwards' },
    })
    expect(bad.status).toBe(400)
    expect(bad.json.message).toBe('The end must be after the start')
  })

  it('refuses hours that overlap or end before they start, saying why', async () => {
    const server = await startServer()
    const { token, clinicianId } = await openClinic(server)
    const overlapping = await call(server, '/staff/v1/booking/schedules', {
      method: 'POST',
      token,
      body: {
        clinicianId,
        locationId: null,
        timeZone: 'America/Chicago',
        slotMinutes: 20,
        bufferMinutes: 10,
        hours: [
          { weekday: 1, start: '09:00', end: '12:00' },
          { weekday: 1, start: '11:00', end: '13:00' },
        ],
      },
    })
    expect(overlapping.status).toBe(400)
    expect(overlapping.json.field).toBe('hours')
    const zone = await call(server, '/staff/v1/booking/schedules', {
      method: 'POST',
      token,
      body: {
        clinicianId,
        locationId: null,
        timeZone: 'Mars/Olympus',
        slotMinutes: 20,
        bufferMinutes: 0,
        hours: [],
      },
    })
    expect(zone.status).toBe(400)
    // Not staff: refused.
    expect((await call(server, '/staff/v1/booking/setup')).status).toBe(401)
  })
  it('are offered for the rest of a patient’s evening after the UTC date has turned', async () => {
    // 00:30 UTC on 3 December is 18:30 on 2 December in Chicago, where the hours are kept: the
    // page asks for the patient's own today, and tonight's slots are still to come.
    const clock = new Date('2026-12-03T00:30:00Z')
    const server = await startServer({}, { clock: () => clock })
    await openClinic(server)
    const answer = await call(
      server,
      '/booking/v1/slots?visit=phone&state=TX&from=2026-12-02&days=1',
    )
    expect(answer.status).toBe(200)
    const starts = (answer.json as unknown as SlotsAnswer).slots.map((slot) => slot.start)
    // From the minimum notice (an hour) on, to the last half hour that ends by 23:59 there.
    expect(starts[0]).toBe('2026-12-03T01:30:00.000Z')
    expect(starts.at(-1)).toBe('2026-12-03T05:00:00.000Z')
    expect(starts).toHaveLength(8)
  })
})

describe('booking a slot', () => {
  it('gives a slot once when twenty people confirm it at the same moment', async () => {
    const server = await startServer()
    await openClinic(server)
    const [slot] = await slots(server)
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        call(server, '/booking/v1/appointments', {
          method: 'POST',
          body: booking(slot!, { email: `patient${index}@example.com` }),
        }),
      ),
    )
    const statuses = answers.map((answer) => answer.status)
    expect(statuses.filter((status) => status === 201)).toHaveLength(1)
    expect(statuses.filter((status) => status === 409)).toHaveLength(19)
    for (const refused of answers.filter((answer) => answer.status === 409)) {
      expect(refused.json.code).toBe('slot_taken')
      expect(refused.json.message).toBe('That time was just taken — here are the next free times.')
      expect(refused.json.next!.length).toBeGreaterThan(0)
      expect(refused.json.next!.map((next) => next.id)).not.toContain(slot!.id)
    }
    const rows = await server.deps.db
      .selectFrom('appointments')
      .select('id')
      .where('start_at', '=', slot!.start)
      .execute()
    expect(rows).toHaveLength(1)
    // The slot is no longer offered.
    expect((await slots(server)).map((free) => free.id)).not.toContain(slot!.id)
  })

  it('books once for a retried confirmation, holds it until the mailed link confirms it, then mails a calendar invitation and reminders', async () => {
    const server = await startServer()
    await openClinic(server)
    const offered = await slots(server)
    // Far enough ahead for both reminders.
    const slot = offered.find((free) => Date.parse(free.start) > Date.now() + 25 * 3_600_000)!
    const request = booking(slot)
    const [first, second] = await Promise.all([
      call(server, '/booking/v1/appointments', { method: 'POST', body: request }),
      call(server, '/booking/v1/appointments', { method: 'POST', body: request }),
    ])
    const third = await call(server, '/booking/v1/appointments', { method: 'POST', body: request })
    const answers = [first, second, third]
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 201])
    const ids = new Set(answers.map((answer) => answer.json.appointment!.id))
    expect(ids.size).toBe(1)
    const created = answers.find((answer) => answer.status === 201)!
    expect(created.json.manageToken).toMatch(/^[\w-]{40,}$/)
    // Nobody has proven the address: the visit holds its slot for BOOKING_CONFIRM_MINUTES.
    expect(created.json.appointment).toMatchObject({
      status: 'pending',
      visit: 'phone',
      start: slot.start,
      clinician: { name: 'Dr. Ana Muñoz', title: 'MD' },
      changeableUntil: null,
    })
    const holdEnds = Date.parse(created.json.appointment!.confirmBy!)
    expect(Math.abs(holdEnds - (Date.now() + 60 * 60_000))).toBeLessThan(30_000)
    expect(created.json).toMatchObject({ invited: true })
    const id = created.json.appointment!.id
    expect((await slots(server)).map((free) => free.id)).not.toContain(slot.id)

    // Only the request to confirm is mailed: no calendar file, no reminders yet. Its link
    // carries a token the answer above never gave.
    const asked = await outboxMails(server)
    expect(asked.map((mail) => mail.payload.subject)).toEqual([
      'Please confirm your Renew Medical visit',
    ])
    expect(asked[0]!.payload.attachments).toBeUndefined()
    expect(asked[0]!.payload.text).toContain(`Please confirm it by `)
    const link = await confirmLink(server, id)
    expect(link.token).toBe(created.json.manageToken)
    expect(link.confirmToken).toMatch(/^[\w-]{40,}$/)
    expect(JSON.stringify(created.json)).not.toContain(link.confirmToken)
    expect(JSON.stringify(asked)).not.toContain(link.confirmToken)
    // The manage token alone does not confirm it.
    const guessed = await call(server, `/booking/v1/appointments/${id}/confirm`, {
      method: 'POST',
      body: { token: link.token, confirmToken: link.token },
    })
    expect(guessed.status).toBe(404)
    // Nor can it be moved before it is confirmed.
    const early = await call(server, `/booking/v1/appointments/${id}/reschedule`, {
      method: 'POST',
      body: { token: link.token, slot: offered.at(-1)!.id, idempotencyKey: randomUUID() },
    })
    expect(early.status).toBe(409)
    expect(early.json).toMatchObject({
      code: 'not_confirmed',
      message: bookingMessages.notConfirmed,
    })

    const confirmed = await confirmByMail(server, id)
    expect(confirmed.status).toBe(200)
    expect(confirmed.json.appointment).toMatchObject({ status: 'booked', confirmBy: null })
    // A second click on the link changes nothing and mails nothing more.
    expect((await confirmByMail(server, id)).json.appointment!.status).toBe('booked')

    const mails = await outboxMails(server)
    const confirmation = mails.find((mail) => mail.payload.subject.includes('is booked'))!
    expect(confirmation.payload.to).toBe('grace@example.com')
    // The link's token is never in the outbox in clear: the text names it, the row keeps it
    // sealed for this row, and the mail gets it at delivery (outbox/outbox-seal.ts).
    const row = await server.deps.db
      .selectFrom('outbox')
      .selectAll()
      .where('id', '=', confirmation.id)
      .executeTakeFirstOrThrow()
    expect(JSON.stringify(row)).not.toContain(created.json.manageToken)
    expect(confirmation.payload.text).toContain(
      `Reschedule or cancel: ${sealedPlaceholder('manage-url')}`,
    )
    expect(
      openValues(outboxKey(TEST_INTAKE_KEY), confirmation.id, confirmation.payload.sealed!),
    ).toEqual({
      'manage-url': `${server.url}/book/manage#appointment=${created.json.appointment!.id}&token=${created.json.manageToken}`,
    })
    expect(confirmation.payload.text).toContain('/auth?mode=signup')
    const ics = confirmation.payload.attachments![0]!
    expect(ics.contentType).toBe('text/calendar; method=REQUEST')
    const event = new ICAL.Event(
      new ICAL.Component(ICAL.parse(ics.content) as unknown[]).getFirstSubcomponent('vevent')!,
    )
    expect(event.startDate.toJSDate().toISOString()).toBe(slot.start)
    expect(event.endDate.toJSDate().toISOString()).toBe(slot.end)
    const reminders = mails.filter((mail) => mail.payload.subject.startsWith('Reminder'))
    expect(reminders.map((mail) => mail.next_attempt_at).sort()).toEqual(
      [24, 2].map((hours) => new Date(Date.parse(slot.start) - hours * 3_600_000).toISOString()),
    )
    // Only one confirmation for the three requests.
    expect(mails.filter((mail) => mail.payload.subject.includes('is booked'))).toHaveLength(1)
  })

  it('refuses bad details with the form’s messages, and a slot that is not on offer', async () => {
    const server = await startServer()
    await openClinic(server)
    const [slot] = await slots(server)
    const badEmail = await call(server, '/booking/v1/appointments', {
      method: 'POST',
      body: booking(slot!, { email: 'not-an-email' }),
    })
    expect(badEmail.status).toBe(400)
    expect(badEmail.json).toMatchObject({
      message: 'Please enter a valid email address',
      field: 'email',
    })
    const forged = await call(server, '/booking/v1/appointments', {
      method: 'POST',
      body: booking(slot!, {
        slot: `${slot!.id.split('.')[0]}.${(Date.parse(slot!.start) + 60_000).toString(36)}`,
      }),
    })
    expect(forged.status).toBe(409)
    const junk = await call(server, '/booking/v1/appointments', {
      method: 'POST',
      body: booking(slot!, { slot: '../../etc' }),
    })
    expect(junk.status).toBe(400)
    const wrongState = await call(server, '/booking/v1/appointments', {
      method: 'POST',
      body: booking(slot!, { state: 'LA' }),
    })
    expect(wrongState.status).toBe(409)
    expect(await server.deps.db.selectFrom('appointments').select('id').execute()).toEqual([])
  })

  it('only a confirmed visit moves an open consultation request to booked; cancelling it puts the request back', async () => {
    const server = await startServer()
    await openClinic(server)
    const requestId = await addConsultationRequest(server, 'Grace@Example.com')
    const pipelineOf = async () =>
      server.deps.db
        .selectFrom('consultation_pipeline')
        .selectAll()
        .where('request_id', '=', requestId)
        .executeTakeFirst()
    // Signed in, but the address was never proven by a mailed link (sign-up without confirmation).
    const client = createTestClient(server.url, server.anonKey)
    await client.auth.signUp({ email: 'grace@example.com', password: 'grace password 2026' })
    const { data } = await client.auth.signInWithPassword({
      email: 'grace@example.com',
      password: 'grace password 2026',
    })
    const token = data.session!.access_token
    // Past the cut-off (4 hours: 30-minute slots from an hour away), so it may be cancelled.
    const slot = (await slots(server))[12]
    const booked = await call(server, '/booking/v1/appointments', {
      method: 'POST',
      token,
      body: booking(slot!),
    })
    expect(booked.status).toBe(201)
    expect(booked.json.invited).toBe(false)
    const id = booked.json.appointment!.id
    // Booked with someone's address, no proof: their request stays on the first-contact queue.
    expect(booked.json.appointment!.status).toBe('pending')
    expect((await pipelineOf())?.status ?? 'new').toBe('new')
    // My care shows it, waiting for the link.
    const care = await call(server, '/patient/v1/care', { token })
    expect(care.json.appointments).toEqual([expect.objectContaining({ id, status: 'pending' })])

    expect((await confirmByMail(server, id)).status).toBe(200)
    const moved = await pipelineOf()
    expect(moved).toMatchObject({ status: 'booked' })
    expect(moved!.contacted_at).not.toBeNull()
    // Managed as its patient, without the link's token.
    const own = await call(server, `/booking/v1/appointments/${id}`, { token })
    expect(own.json.appointment!.status).toBe('booked')

    // Cancelled: the request is back where it stood, as if the visit had never been.
    const cancelled = await call(server, `/booking/v1/appointments/${id}/cancel`, {
      method: 'POST',
      token,
      body: {},
    })
    expect(cancelled.status).toBe(200)
    expect(await pipelineOf()).toMatchObject({
      status: 'new',
      contacted_at: null,
      booked_at: null,
    })
    const events = await server.deps.db
      .selectFrom('consultation_events')
      .select('data')
      .where('request_id', '=', requestId)
      .orderBy('created_at')
      .execute()
    expect(
      events.map((event) => JSON.parse(event.data ?? '{}') as Record<string, unknown>),
    ).toEqual([
      expect.objectContaining({ status: { from: 'new', to: 'booked' }, appointment: id }),
      expect.objectContaining({
        status: { from: 'booked', to: 'new' },
        appointment: id,
        cancelled: true,
      }),
    ])
  })

  it('a signed-in patient booking under the address they proved is booked at once', async () => {
    const server = await startServer()
    await openClinic(server)
    const client = createTestClient(server.url, server.anonKey)
    const account = { email: 'ada@example.com', password: 'ada password 2026' }
    const { data } = await client.auth.signUp(account)
    // As the confirmation link's verification records it (auth/email-proof.ts).
    await server.deps.db
      .updateTable('users')
      .set({ email_confirmed_by_link_at: new Date().toISOString() })
      .where('id', '=', data.user!.id)
      .execute()
    const token = (await client.auth.signInWithPassword(account)).data.session!.access_token
    const [first, second] = await slots(server)
    const own = await call(server, '/booking/v1/appointments', {
      method: 'POST',
      token,
      body: booking(first!, { email: 'ADA@example.com' }),
    })
    expect(own.json.appointment).toMatchObject({ status: 'booked', confirmBy: null })
    // Under another address, their proof is not that address's: it waits for its link.
    const forSomeone = await call(server, '/booking/v1/appointments', {
      method: 'POST',
      token,
      body: booking(second!, { email: 'someone@example.com' }),
    })
    expect(forSomeone.json.appointment!.status).toBe('pending')
  })

  it('a pending visit holds its slot for BOOKING_CONFIRM_MINUTES, then its time is free and its link too late', async () => {
    let clock = new Date()
    const server = await startServer({ bookingConfirmMinutes: 30 }, { clock: () => clock })
    await openClinic(server)
    const offered = await slots(server)
    const slot = offered.find((free) => Date.parse(free.start) > Date.now() + 3 * 3_600_000)!
    // Slot hoarding: throwaway addresses book without proof.
    const hoarded = await call(server, '/booking/v1/appointments', {
      method: 'POST',
      body: booking(slot, { email: 'throwaway@example.com' }),
    })
    expect(hoarded.json.appointment!.status).toBe('pending')
    const rival = () =>
      call(server, '/booking/v1/appointments', {
        method: 'POST',
        body: booking(slot, { email: 'real@example.com' }),
      })
    clock = new Date(Date.now() + 29 * 60_000)
    expect((await rival()).status).toBe(409)

    // The hold ends: the slot is offered again and booked by someone else.
    clock = new Date(Date.now() + 31 * 60_000)
    expect((await slots(server)).map((free) => free.id)).toContain(slot.id)
    const taken = await rival()
    expect(taken.status).toBe(201)
    const late = await confirmByMail(server, hoarded.json.appointment!.id)
    expect(late.status).toBe(409)
    expect(late.json).toMatchObject({ code: 'hold_expired', message: bookingMessages.holdExpired })
    const released = await server.deps.db
      .selectFrom('appointments')
      .selectAll()
      .where('id', '=', hoarded.json.appointment!.id)
      .executeTakeFirstOrThrow()
    expect(released).toMatchObject({ status: 'cancelled', cancelled_by: 'unconfirmed' })
  })
})

describe('limits on booking attempts', () => {
  // Counted in the booking's own transaction when it books (booking-limits.ts), in one of their
  // own when the slot is not offered: either way every attempt past the request's checks counts.
  const visitsOf = (server: TestServer, email: string) =>
    server.deps.db.selectFrom('appointments').select('id').where('email', '=', email).execute()

  it('an e-mail books five visits an hour; the sixth is refused with 429 and holds nothing', async () => {
    const server = await startServer()
    await openClinic(server)
    const offered = await slots(server)
    const email = 'limit@example.com'
    for (const slot of offered.slice(0, 5)) {
      const booked = await call(server, '/booking/v1/appointments', {
        method: 'POST',
        body: booking(slot, { email }),
      })
      expect(booked.status).toBe(201)
    }
    const refused = await call(server, '/booking/v1/appointments', {
      method: 'POST',
      body: booking(offered[5]!, { email }),
    })
    expect(refused.status).toBe(429)
    expect(refused.json.code).toBe('over_request_rate_limit')
    expect(await visitsOf(server, email)).toHaveLength(5)
    expect((await outboxMails(server)).filter((mail) => mail.payload.to === email)).toHaveLength(5)
    // The slot is still free for someone else.
    const other = await call(server, '/booking/v1/appointments', {
      method: 'POST',
      body: booking(offered[5]!, { email: 'other@example.com' }),
    })
    expect(other.status).toBe(201)
  })

  it('attempts at a slot someone holds count against the limit too', async () => {
    const server = await startServer()
    await openClinic(server)
    const offered = await slots(server)
    const first = await call(server, '/booking/v1/appointments', {
      method: 'POST',
      body: booking(offered[0]!),
    })
    expect(first.status).toBe(201)
    const email = 'prober@example.com'
    for (let attempt = 0; attempt < 5; attempt++) {
      const taken = await call(server, '/booking/v1/appointments', {
        method: 'POST',
        body: booking(offered[0]!, { email }),
      })
      expect(taken.status).toBe(409)
      expect(taken.json.code).toBe('slot_taken')
    }
    const free = await call(server, '/booking/v1/appointments', {
      method: 'POST',
      body: booking(offered[1]!, { email }),
    })
    expect(free.status).toBe(429)
    expect(await visitsOf(server, email)).toEqual([])
  })
})

describe('visits in clinic', () => {
  it('are offered by clinic, booked by their slot, and name the clinic', async () => {
    const server = await startServer()
    const { token, clinicianId } = await openClinic(server)
    const clinic = await call(server, '/staff/v1/booking/locations', {
      method: 'POST',
      token,
      body: {
        name: 'Austin Clinic',
        address: '200 Congress Ave, Austin',
        state: 'TX',
        timeZone: 'America/Chicago',
      },
    })
    expect(clinic.status).toBe(201)
    // A clinic without hours is not offered yet.
    expect((await call(server, '/booking/v1/options')).json.locations).toEqual([])
    const hours = await call(server, '/staff/v1/booking/schedules', {
      method: 'POST',
      token,
      body: {
        clinicianId,
        locationId: clinic.json.id,
        timeZone: 'America/Chicago',
        slotMinutes: 20,
        bufferMinutes: 10,
        hours: EVERY_DAY,
      },
    })
    expect(hours.status).toBe(201)
    const options = await call(server, '/booking/v1/options')
    expect(options.json.locations).toEqual([
      {
        id: clinic.json.id,
        name: 'Austin Clinic',
        address: '200 Congress Ave, Austin',
        timeZone: 'America/Chicago',
      },
    ])
    expect((await call(server, '/booking/v1/slots?visit=clinic')).status).toBe(400)
    const offered = await slots(server, `visit=clinic&location=${clinic.json.id as string}`)
    expect(offered.length).toBeGreaterThan(0)
    expect(offered.every((slot) => slot.location.name === 'Austin Clinic')).toBe(true)
    // 20-minute visits with a 10-minute break: they start 30 minutes apart.
    expect(Date.parse(offered[1]!.start) - Date.parse(offered[0]!.start)).toBe(30 * 60_000)
    const booked = await call(server, '/booking/v1/appointments', {
      method: 'POST',
      body: booking(offered[0]!, { visit: 'clinic', state: undefined }),
    })
    expect(booked.status).toBe(201)
    expect(booked.json.appointment).toMatchObject({
      visit: 'clinic',
      location: { name: 'Austin Clinic' },
      state: null,
    })
    // A telehealth slot is not a clinic visit.
    const [telehealth] = await slots(server)
    const mismatched = await call(server, '/booking/v1/appointments', {
      method: 'POST',
      body: booking(telehealth!, { visit: 'clinic', state: undefined, email: 'x@example.com' }),
    })
    expect(mismatched.status).toBe(409)
  })
})

describe('changing a visit', () => {
  async function bookOne(server: TestServer, pick = 0) {
    const offered = await slots(server)
    const answer = await bookConfirmed(server, booking(offered[pick]!))
    return {
      id: answer.json.appointment!.id,
      token: answer.json.manageToken!,
      slot: offered[pick]!,
      offered,
    }
  }

  it('reschedules by the signed link, once per key, and never onto a held slot', async () => {
    const server = await startServer()
    await openClinic(server)
    const visit = await bookOne(server, 10)
    const other = await call(server, '/booking/v1/appointments', {
      method: 'POST',
      body: booking(visit.offered[12]!, { email: 'someone@example.com' }),
    })
    expect(other.status).toBe(201)

    const wrong = await call(server, `/booking/v1/appointments/${visit.id}`, {
      manageToken: 'nope',
    })
    expect(wrong.status).toBe(404)
    const right = await call(server, `/booking/v1/appointments/${visit.id}`, {
      manageToken: visit.token,
    })
    expect(right.json.appointment?.id).toBe(visit.id)
    // Not in the query string, which proxies log.
    const inQuery = await call(server, `/booking/v1/appointments/${visit.id}?token=${visit.token}`)
    expect(inQuery.status).toBe(404)
    const key = randomUUID()
    const move = (slot: BookableSlot, idempotencyKey = key) =>
      call(server, `/booking/v1/appointments/${visit.id}/reschedule`, {
        method: 'POST',
        body: { token: visit.token, slot: slot.id, idempotencyKey },
      })
    const taken = await move(visit.offered[12]!, randomUUID())
    expect(taken.status).toBe(409)
    expect(taken.json.code).toBe('slot_taken')
    const moved = await move(visit.offered[14]!)
    expect(moved.status).toBe(200)
    expect(moved.json.appointment).toMatchObject({ id: visit.id, start: visit.offered[14]!.start })
    const again = await move(visit.offered[14]!)
    expect(again.status).toBe(200)
    const notices = (await outboxMails(server)).filter((mail) =>
      mail.payload.subject.includes('new time'),
    )
    expect(notices).toHaveLength(1)
    const sequence = new ICAL.Component(
      ICAL.parse(notices[0]!.payload.attachments![0]!.content) as unknown[],
    )
      .getFirstSubcomponent('vevent')!
      .getFirstPropertyValue('sequence')
    expect(sequence).toBe(1)
    // The old time is free again.
    expect((await slots(server)).map((slot) => slot.id)).toContain(visit.slot.id)
  })

  it('cancels by the link, withdraws the reminders, frees the slot; refuses after the cut-off', async () => {
    const server = await startServer()
    await openClinic(server)
    const offered = await slots(server)
    const later = offered.findIndex((free) => Date.parse(free.start) > Date.now() + 25 * 3_600_000)
    const visit = await bookOne(server, later)
    const pending = async () =>
      (await outboxMails(server)).filter((mail) => mail.payload.subject.startsWith('Reminder'))
    expect(await pending()).toHaveLength(2)
    const cancelled = await call(server, `/booking/v1/appointments/${visit.id}/cancel`, {
      method: 'POST',
      body: { token: visit.token },
    })
    expect(cancelled.status).toBe(200)
    expect(cancelled.json.appointment).toMatchObject({ status: 'cancelled', changeableUntil: null })
    expect(await pending()).toHaveLength(0)
    const notice = (await outboxMails(server)).find((mail) =>
      mail.payload.subject.includes('cancelled'),
    )!
    expect(notice.payload.attachments![0]!.contentType).toBe('text/calendar; method=CANCEL')
    expect((await slots(server)).map((slot) => slot.id)).toContain(visit.slot.id)

    // A visit three hours away is inside the four-hour cut-off.
    const soon = new Date(Date.now() + 3 * 3_600_000)
    soon.setUTCSeconds(0, 0)
    const token = 'a-link-token-for-a-visit-three-hours-away'
    const row = await server.deps.db
      .selectFrom('appointments')
      .selectAll()
      .where('id', '=', visit.id)
      .executeTakeFirstOrThrow()
    const id = randomUUID()
    await server.deps.db
      .insertInto('appointments')
      .values({
        ...row,
        id,
        status: 'booked',
        start_at: soon.toISOString(),
        end_at: new Date(soon.getTime() + 30 * 60_000).toISOString(),
        idempotency_key: randomUUID(),
        manage_token_hash: hashToken(token),
        cancelled_at: null,
        cancelled_by: null,
      })
      .execute()
    const late = await call(server, `/booking/v1/appointments/${id}/cancel`, {
      method: 'POST',
      body: { token },
    })
    expect(late.status).toBe(409)
    expect(late.json).toMatchObject({
      code: 'past_cutoff',
      message:
        'This visit is less than 4 hours away, so it can no longer be changed online. Please call us.',
    })
    const shown = await call(server, `/booking/v1/appointments/${id}`, { manageToken: token })
    expect(shown.json.appointment!.changeableUntil).toBeNull()
  })

  it('a pending visit withdrawn by its link frees its time without a mail; staff cancelling a confirmed one put its request back', async () => {
    const server = await startServer()
    const { token: staff } = await openClinic(server)
    const offered = await slots(server)
    const pending = await call(server, '/booking/v1/appointments', {
      method: 'POST',
      body: booking(offered[3]!, { email: 'typo@example.com' }),
    })
    const mailsBefore = (await outboxMails(server)).length
    const withdrawn = await call(
      server,
      `/booking/v1/appointments/${pending.json.appointment!.id}/cancel`,
      { method: 'POST', body: { token: pending.json.manageToken } },
    )
    expect(withdrawn.json.appointment!.status).toBe('cancelled')
    expect((await outboxMails(server)).length).toBe(mailsBefore)
    expect((await slots(server)).map((free) => free.id)).toContain(offered[3]!.id)

    const requestId = await addConsultationRequest(server, 'lena@example.com')
    const statusOf = async () =>
      (
        await server.deps.db
          .selectFrom('consultation_pipeline')
          .select('status')
          .where('request_id', '=', requestId)
          .executeTakeFirst()
      )?.status
    const visit = await bookConfirmed(server, booking(offered[5]!, { email: 'lena@example.com' }))
    expect(await statusOf()).toBe('booked')
    const cancelled = await call(
      server,
      `/staff/v1/booking/appointments/${visit.json.appointment!.id}/cancel`,
      { method: 'POST', token: staff },
    )
    expect(cancelled.status).toBe(200)
    expect(await statusOf()).toBe('new')
  })

  it('staff see the calendar (audited), mark a visit attended once it began, and cancel one', async () => {
    // The app's clock, moved past the visit's start to mark it attended (refused before).
    let shift = 0
    const server = await startServer({}, { clock: () => new Date(Date.now() + shift) })
    const { token } = await openClinic(server)
    const visit = await bookOne(server)
    const from = new Date(Date.now() - 86_400_000).toISOString()
    const to = new Date(Date.now() + 4 * 86_400_000).toISOString()
    const calendar = await call(
      server,
      `/staff/v1/booking/calendar?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`,
      { token },
    )
    expect(calendar.status).toBe(200)
    expect(calendar.json.appointments!.map((row) => [row.id, row.patient.email])).toEqual([
      [visit.id, 'grace@example.com'],
    ])
    const audit = await server.deps.db
      .selectFrom('audit_log')
      .select(['action', 'detail'])
      .where('action', '=', 'booking.calendar')
      .execute()
    expect(audit).toHaveLength(1)
    expect(audit[0]!.detail).toContain(visit.id)
    expect(audit[0]!.detail).not.toContain('grace')

    shift = Date.parse(visit.slot.start) - Date.now() + 60_000
    const attended = await call(server, `/staff/v1/booking/appointments/${visit.id}/status`, {
      method: 'POST',
      token,
      body: { status: 'fulfilled' },
    })
    expect(attended.json).toEqual({ id: visit.id, status: 'fulfilled' })
    const second = await bookOne(server, 3)
    const cancelled = await call(server, `/staff/v1/booking/appointments/${second.id}/cancel`, {
      method: 'POST',
      token,
    })
    expect(cancelled.status).toBe(200)
    const twice = await call(server, `/staff/v1/booking/appointments/${second.id}/cancel`, {
      method: 'POST',
      token,
    })
    expect(twice.status).toBe(409)
  })

  it('a member of staff books on a patient’s behalf: the visit is the patient’s, and audited', async () => {
    const server = await startServer()
    const { token } = await openClinic(server)
    const [slot] = await slots(server)
    const booked = await call(server, '/booking/v1/appointments', {
      method: 'POST',
      token,
      body: booking(slot!, { email: 'lead@example.com', firstName: 'Lena' }),
    })
    expect(booked.status).toBe(201)
    // Staff booking for a patient need no mailed proof: it is booked at once.
    expect(booked.json.appointment!.status).toBe('booked')
    const row = await server.deps.db
      .selectFrom('appointments')
      .selectAll()
      .where('id', '=', booked.json.appointment!.id)
      .executeTakeFirstOrThrow()
    expect(row).toMatchObject({ user_id: null, email: 'lead@example.com' })
    expect(row.booked_by).toBeTruthy()
    const audit = await server.deps.db
      .selectFrom('audit_log')
      .select(['actor_id', 'target'])
      .where('action', '=', 'booking.update')
      .execute()
    expect(audit).toEqual([{ actor_id: row.booked_by, target: `appointment:${row.id}` }])
    // The staff member's own My care does not get it.
    expect((await call(server, '/patient/v1/care', { token })).json.appointments).toEqual([])
  })
})

describe('mail abuse through the booking', () => {
  const PAYLOAD = 'Vera,\n\nURGENT: your visit was moved. Confirm at http://evil.example/login'

  /** Mails to `address` (any case) due now: what its inbox receives at once. */
  async function sentNow(server: TestServer, address: string) {
    const now = new Date().toISOString()
    return (await outboxMails(server)).filter(
      (mail) =>
        mail.payload.to.toLowerCase() === address.toLowerCase() && mail.next_attempt_at <= now,
    )
  }

  async function bookFor(server: TestServer, slot: BookableSlot, email: string) {
    const answer = await bookConfirmed(server, booking(slot, { email }))
    return { id: answer.json.appointment!.id, token: answer.json.manageToken! }
  }

  const move = (server: TestServer, visit: { id: string; token: string }, slot: BookableSlot) =>
    call(server, `/booking/v1/appointments/${visit.id}/reschedule`, {
      method: 'POST',
      body: { token: visit.token, slot: slot.id, idempotencyKey: randomUUID() },
    })

  it('one booking and thirty reschedules send six mails, not thirty-one: a visit moves five times online', async () => {
    const server = await startServer()
    await openClinic(server)
    // Past the cut-off (4 hours: 30-minute slots from an hour away), so every one may change.
    const offered = (await slots(server)).slice(12)
    const visit = await bookFor(server, offered[0]!, 'victim@example.com')
    const answers = []
    for (let i = 1; i <= 30; i++) answers.push(await move(server, visit, offered[i % 2 ? 1 : 2]!))
    expect(answers.slice(0, BOOKING_LIMITS.maxOnlineMoves).map((a) => a.status)).toEqual(
      Array(BOOKING_LIMITS.maxOnlineMoves).fill(200),
    )
    for (const refused of answers.slice(BOOKING_LIMITS.maxOnlineMoves)) {
      expect(refused).toMatchObject({
        status: 409,
        json: { code: 'too_many_moves', message: bookingMessages.tooManyMoves },
      })
    }
    expect(bookingMessages.tooManyMoves).toContain(CLINIC_PHONE.display)
    // The request to confirm, the confirmation and one notice per move.
    expect(await sentNow(server, 'victim@example.com')).toHaveLength(
      2 + BOOKING_LIMITS.maxOnlineMoves,
    )
    // The visit still shows the patient; they may still cancel it online.
    const cancel = await call(server, `/booking/v1/appointments/${visit.id}/cancel`, {
      method: 'POST',
      body: { token: visit.token },
    })
    expect(cancel.status).toBe(200)
    expect(cancel.json.appointment?.status).toBe('cancelled')
  })

  it('moves racing each other never pass the limit', async () => {
    const server = await startServer()
    await openClinic(server)
    // Past the cut-off (4 hours: 30-minute slots from an hour away), so every one may change.
    const offered = (await slots(server)).slice(12)
    const visit = await bookFor(server, offered[0]!, 'racer@example.com')
    const statuses: number[] = []
    // Rounds of eight moves at once, each to its own free time, until the visit is spent.
    for (let round = 0; round < 8; round++) {
      const answers = await Promise.all(
        Array.from({ length: 8 }, (_, i) => move(server, visit, offered[1 + round * 8 + i]!)),
      )
      statuses.push(...answers.map((a) => a.status))
      for (const answer of answers.filter((a) => a.status === 409)) {
        expect(['changed_meanwhile', 'too_many_moves', 'slot_taken']).toContain(answer.json.code)
      }
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(BOOKING_LIMITS.maxOnlineMoves)
    const row = await server.deps.db
      .selectFrom('appointments')
      .select(['sequence', 'status'])
      .where('id', '=', visit.id)
      .executeTakeFirstOrThrow()
    expect(row).toEqual({ sequence: BOOKING_LIMITS.maxOnlineMoves, status: 'booked' })
    const notices = (await sentNow(server, 'racer@example.com')).filter((mail) =>
      mail.payload.subject.includes('new time'),
    )
    expect(notices).toHaveLength(BOOKING_LIMITS.maxOnlineMoves)
  })

  it('one address gets at most its hourly budget of visit mails, whatever its case; the visits still book and move', async () => {
    const server = await startServer()
    await openClinic(server)
    // Past the cut-off (4 hours: 30-minute slots from an hour away), so every one may change.
    const offered = (await slots(server)).slice(12)
    const spellings = ['Victim@Example.com', 'victim@example.com', 'VICTIM@EXAMPLE.COM']
    const visits = []
    for (let i = 0; i < 2; i++) visits.push(await bookFor(server, offered[i]!, spellings[i]!))
    let next = 2
    const moves = []
    for (const visit of visits) {
      for (let i = 0; i < BOOKING_LIMITS.maxOnlineMoves; i++) {
        moves.push(await move(server, visit, offered[next++]!))
      }
    }
    // Every move was made: the budget never refuses the patient's change, only its mail.
    expect(moves.map((m) => m.status)).toEqual(Array(moves.length).fill(200))
    // A third booking after the budget is spent is still booked, and still has its link.
    const third = await call(server, '/booking/v1/appointments', {
      method: 'POST',
      body: booking(offered[next]!, { email: spellings[2] }),
    })
    expect(third.status).toBe(201)
    expect(third.json.manageToken).toBeTruthy()
    // 2 requests to confirm + 2 confirmations + 10 notices + 1 more request to confirm; the
    // budget lets 10 through.
    expect(await sentNow(server, 'victim@example.com')).toHaveLength(SITE_MAILS_PER_RECIPIENT.limit)
    // The reminders of the three live visits are queued: they follow the visits, not the burst.
    const reminders = (await outboxMails(server)).filter((mail) =>
      mail.payload.subject.startsWith('Reminder'),
    )
    expect(reminders.length).toBeGreaterThan(0)
    // Another address is untouched.
    await bookFor(server, offered[next + 1]!, 'someone@example.com')
    expect(await sentNow(server, 'someone@example.com')).toHaveLength(2)
  })

  it.each(['firstName', 'lastName'])(
    'refuses the phishing payload as %s: 400, nothing booked, nothing mailed',
    async (field) => {
      const server = await startServer()
      await openClinic(server)
      const [slot] = await slots(server)
      const answer = await call(server, '/booking/v1/appointments', {
        method: 'POST',
        body: booking(slot!, { [field]: PAYLOAD }),
      })
      expect(answer.status).toBe(400)
      expect(answer.json).toMatchObject({ message: leadMessages.nameCharacters, field })
      expect(await server.deps.db.selectFrom('appointments').select('id').execute()).toEqual([])
      expect(await outboxMails(server)).toEqual([])
    },
  )
})

describe('a session that signed out', () => {
  it('can no longer read, reschedule or cancel the visit, nor book, with its old access token', async () => {
    const server = await startServer()
    await openClinic(server)
    const client = createTestClient(server.url, server.anonKey)
    const { error } = await client.auth.signUp({
      email: 'grace@example.com',
      password: 'grace password 2026',
    })
    expect(error).toBeNull()
    const token = (await client.auth.getSession()).data.session!.access_token
    const offered = await slots(server)
    const later = offered.findIndex((free) => Date.parse(free.start) > Date.now() + 25 * 3_600_000)
    const booked = await call(server, '/booking/v1/appointments', {
      method: 'POST',
      token,
      body: booking(offered[later]!),
    })
    expect(booked.status).toBe(201)
    const id = booked.json.appointment!.id
    // Signed in, the patient manages the visit without the link's token.
    expect((await call(server, `/booking/v1/appointments/${id}`, { token })).status).toBe(200)
    const before = await server.deps.db
      .selectFrom('appointments')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
    const mailsBefore = (await outboxMails(server)).length

    expect((await client.auth.signOut()).error).toBeNull()
    // The token itself is still well signed and unexpired: only its session has ended.
    const refusals = [
      await call(server, `/booking/v1/appointments/${id}`, { token }),
      await call(server, `/booking/v1/appointments/${id}/reschedule`, {
        method: 'POST',
        token,
        body: { slot: offered[later + 2]!.id, idempotencyKey: randomUUID() },
      }),
      await call(server, `/booking/v1/appointments/${id}/cancel`, {
        method: 'POST',
        token,
        body: {},
      }),
      await call(server, '/booking/v1/appointments', {
        method: 'POST',
        token,
        body: booking(offered[later + 4]!),
      }),
      await call(server, '/booking/v1/options', { token }),
    ]
    for (const refused of refusals) {
      expect(refused).toEqual({
        status: 401,
        json: { code: 'bad_jwt', message: 'Your session has ended. Sign in again.' },
      })
    }
    const after = await server.deps.db
      .selectFrom('appointments')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
    expect(after).toEqual(before)
    expect(await server.deps.db.selectFrom('appointments').select('id').execute()).toHaveLength(1)
    expect(await outboxMails(server)).toHaveLength(mailsBefore)
    // The visit is still there for its link, and the slots for anyone.
    expect(
      (
        await call(server, `/booking/v1/appointments/${id}`, {
          manageToken: booked.json.manageToken!,
        })
      ).status,
    ).toBe(200)
  })

  it('ends staff rights too: a signed-out staff token books nothing on anyone’s behalf', async () => {
    const server = await startServer()
    await addTestStaff(server, STAFF)
    const client = createTestClient(server.url, server.anonKey)
    const { data } = await client.auth.signInWithPassword(STAFF)
    const token = data.session!.access_token
    const clinician = await call(server, '/staff/v1/booking/clinicians', {
      method: 'POST',
      token,
      body: { name: 'Dr. Ana Muñoz', title: 'MD', licensedStates: ['TX'] },
    })
    expect(clinician.status).toBe(201)
    expect((await client.auth.signOut()).error).toBeNull()
    const refused = await call(server, '/staff/v1/booking/clinicians', {
      method: 'POST',
      token,
      body: { name: 'Dr. Two', title: 'MD', licensedStates: ['TX'] },
    })
    expect(refused).toEqual({
      status: 401,
      json: { code: 'staff_session_required', message: 'Staff sign-in required' },
    })
    expect((await call(server, '/booking/v1/options', { token })).status).toBe(401)
    expect(await server.deps.db.selectFrom('clinicians').select('id').execute()).toHaveLength(1)
  })
})
