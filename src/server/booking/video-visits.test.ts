import { randomUUID } from 'node:crypto'

import { jwtVerify } from 'jose'
import { afterEach, describe, expect, it } from 'vitest'

import type { BookingOptions, PatientAppointment } from '../../shared/booking/booking'
import type { CalendarAnswer, CalendarFreeSlot } from '../../shared/booking/staff-booking-wire'
import { openValues, outboxKey } from '../outbox/outbox-seal'
import {
  addTestStaff,
  createTestClient,
  startTestServer,
  TEST_INTAKE_KEY,
  TEST_VIDEO,
  type TestServer,
} from '../testing'
import { joinWindow, roomToken } from './video-room'

// Video visits (docs/decisions/049-video-visits-by-our-own-link.md) through `app.request()` on a
// fresh database per test (SQLite here, PostgreSQL with DATABASE_URL): the Jitsi token's claims,
// the join window, links dead after a move or a cancellation, the mails that carry a link, staff
// opening a room (audited), and a site with no provider offering no video visit.

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
const MINUTE = 60_000
const secret = new TextEncoder().encode(TEST_VIDEO.appSecret)

type Json = Record<string, unknown> & {
  code?: string
  message?: string
  url?: string
  appointment?: PatientAppointment
}

async function openClinic(overrides: Parameters<typeof startTestServer>[0] = {}) {
  const clock = { now: new Date() }
  const server = await startTestServer(
    { siteAccess: 'public', authEmailConfirm: false, trustProxy: 1, ...overrides },
    { clock: () => clock.now },
  )
  servers.push(server)
  await addTestStaff(server, STAFF)
  const { data } = await createTestClient(server.url, server.anonKey).auth.signInWithPassword(STAFF)
  const token = data.session!.access_token
  let forwarded = 0
  const request = async (
    path: string,
    init: { method?: string; body?: unknown; staff?: boolean } = {},
  ) => {
    const response = await server.app.request(path, {
      method: init.method ?? 'GET',
      headers: {
        apikey: server.anonKey,
        ...(init.staff === false ? {} : { authorization: `Bearer ${token}` }),
        'x-forwarded-for': `198.51.100.${(forwarded++ % 250) + 1}`,
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    })
    const text = await response.text()
    const json = response.headers.get('content-type')?.includes('json')
      ? (JSON.parse(text) as Json)
      : ({} as Json)
    return { status: response.status, json, text, location: response.headers.get('location') }
  }
  const call = (path: string, init: { method?: string; body?: unknown } = {}) =>
    request(`/staff/v1/booking${path}`, init)
  const clinician = await call('/clinicians', {
    method: 'POST',
    body: { name: 'Dr. Ana Muñoz', title: 'MD', licensedStates: ['TX'] },
  })
  await call('/schedules', {
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
  const free = async () => {
    const from = clock.now.toISOString()
    const to = new Date(clock.now.getTime() + 3 * 24 * 60 * MINUTE).toISOString()
    const answer = await call(
      `/calendar?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`,
    )
    return (answer.json as unknown as CalendarAnswer).free
  }
  /** A visit staff book for the patient: booked at once, its mails queued. */
  const book = async (slot: CalendarFreeSlot, visit: 'video' | 'phone' = 'video') => {
    const booked = await call('/appointments', {
      method: 'POST',
      body: {
        slot: slot.id,
        visit,
        state: 'TX',
        firstName: 'Grace',
        lastName: 'Hopper',
        email: 'grace@example.com',
        phone: '(555) 123-4567',
        idempotencyKey: randomUUID(),
      },
    })
    expect(booked.status).toBe(201)
    return booked.json.appointment!
  }
  return { server, clock, request, call, free, book }
}

/** The mails queued for a visit's patient, with their sealed values opened. */
async function mails(server: TestServer) {
  const rows = await server.deps.db.selectFrom('outbox').selectAll().execute()
  return rows.map((row) => {
    const payload = JSON.parse(row.payload) as { subject: string; text: string; sealed?: string }
    const sealed = payload.sealed
      ? openValues(outboxKey(TEST_INTAKE_KEY), row.id, payload.sealed)
      : {}
    return { subject: payload.subject, text: payload.text, sealed }
  })
}

/** The patient's join link of a video visit, as mailed (the newest mail that carries one). */
async function mailedLink(server: TestServer): Promise<string> {
  const links = (await mails(server)).flatMap((mail) => mail.sealed['video-url'] ?? [])
  expect(links.length).toBeGreaterThan(0)
  return links.at(-1)!
}

/** The path and query of a link on this site, for app.request(). */
const local = (link: string) => {
  const url = new URL(link)
  return `${url.pathname}${url.search}`
}

/** The room and the token's claims, checked with the app secret at `at` (the test's clock). */
async function claimsOf(location: string | null, at: Date) {
  const url = new URL(location ?? '')
  expect(url.origin).toBe(`https://${TEST_VIDEO.domain}`)
  const { payload, protectedHeader } = await jwtVerify(url.searchParams.get('jwt') ?? '', secret, {
    audience: TEST_VIDEO.appId,
    issuer: TEST_VIDEO.appId,
    subject: TEST_VIDEO.domain,
    currentDate: at,
  })
  expect(protectedHeader.alg).toBe('HS256')
  return { room: url.pathname.slice(1), payload }
}

describe("the room's token", () => {
  it('carries the claims Jitsi checks, signed with the app secret, for the window only', async () => {
    const window = joinWindow({
      start_at: '2026-12-01T15:00:00.000Z',
      end_at: '2026-12-01T15:30:00.000Z',
    })
    const token = await roomToken({ ...TEST_VIDEO }, 'a'.repeat(32), window, {
      name: 'Grace Hopper',
      moderator: false,
    })
    const { payload } = await jwtVerify(token, secret, {
      currentDate: new Date('2026-12-01T15:10:00Z'),
    })
    expect(payload).toMatchObject({
      aud: TEST_VIDEO.appId,
      iss: TEST_VIDEO.appId,
      sub: TEST_VIDEO.domain,
      room: 'a'.repeat(32),
      nbf: Date.parse('2026-12-01T14:45:00Z') / 1000,
      exp: Date.parse('2026-12-01T15:30:00Z') / 1000,
      context: { user: { name: 'Grace Hopper', moderator: false } },
    })
    // Nothing else about the patient: a display name is all a room learns.
    expect(Object.keys(payload).sort()).toEqual(
      ['aud', 'context', 'exp', 'iss', 'nbf', 'room', 'sub'].sort(),
    )
    await expect(jwtVerify(token, new TextEncoder().encode('another secret'))).rejects.toThrow()
    await expect(
      jwtVerify(token, secret, { currentDate: new Date('2026-12-01T14:40:00Z') }),
    ).rejects.toThrow()
  })
})

describe("a patient's join link", () => {
  it('says when the room opens before the window, leads in during it, and is closed after', async () => {
    const { server, clock, request, free, book } = await openClinic()
    const slot = (await free())[0]!
    const visit = await book(slot)
    const link = await mailedLink(server)
    expect(link.startsWith(`${server.url}/visit/join/${visit.id}?`)).toBe(true)

    clock.now = new Date(Date.parse(slot.start) - 16 * MINUTE)
    const early = await request(local(link), { staff: false })
    expect(early.status).toBe(200)
    expect(early.text).toContain('Your video visit has not opened yet')
    expect(early.text).toContain('opens 15 minutes before')
    expect(early.text).not.toContain('Grace')

    clock.now = new Date(Date.parse(slot.start) - 14 * MINUTE)
    const open = await request(local(link), { staff: false })
    expect(open.status).toBe(302)
    const { room, payload } = await claimsOf(open.location, clock.now)
    expect(room).toMatch(/^[0-9a-f]{32}$/)
    expect(payload).toMatchObject({
      room,
      nbf: (Date.parse(slot.start) - 15 * MINUTE) / 1000,
      exp: Date.parse(slot.end) / 1000,
      context: { user: { name: 'Grace Hopper', moderator: false } },
    })
    const stored = await server.deps.db
      .selectFrom('appointments')
      .select('video_room')
      .where('id', '=', visit.id)
      .executeTakeFirstOrThrow()
    expect(stored.video_room).toBe(room)

    clock.now = new Date(slot.end)
    const over = await request(local(link), { staff: false })
    expect(over.status).toBe(410)
    expect(over.text).toContain('This video visit has ended')

    const forged = await request(local(link).replace(/k=[^&]+/, `k=${'A'.repeat(43)}`), {
      staff: false,
    })
    expect(forged.status).toBe(410)
    const broken = await request(`/visit/join/${visit.id}?s=0`, { staff: false })
    expect(broken.status).toBe(400)
  })

  it('dies when the visit moves (the new time has a new link) and when it is cancelled', async () => {
    const { server, clock, request, call, free, book } = await openClinic()
    const [first, , third] = await free()
    const visit = await book(first!)
    const before = await mailedLink(server)
    const moved = await call(`/appointments/${visit.id}/reschedule`, {
      method: 'POST',
      body: { slot: third!.id, idempotencyKey: randomUUID() },
    })
    expect(moved.status).toBe(200)
    const after = await mailedLink(server)
    expect(after).not.toBe(before)

    clock.now = new Date(Date.parse(third!.start) - 5 * MINUTE)
    const old = await request(local(before), { staff: false })
    expect(old.status).toBe(410)
    expect(old.text).toContain('This video visit link no longer works')
    expect((await request(local(after), { staff: false })).status).toBe(302)

    const cancelled = await call(`/appointments/${visit.id}/cancel`, { method: 'POST' })
    expect(cancelled.status).toBe(200)
    expect((await request(local(after), { staff: false })).status).toBe(410)
  })

  it('is in the confirmation and both reminders of a video visit, and in no phone visit mail', async () => {
    const { server, clock, free, book } = await openClinic()
    // Far enough ahead for both reminders (24 and 2 hours before).
    clock.now = new Date(Date.now() - 2 * 24 * 60 * MINUTE)
    const slots = await free()
    const later = slots.filter((slot) => Date.parse(slot.start) > Date.now() + 60 * MINUTE)
    await book(later[0]!, 'video')
    const video = await mails(server)
    expect(video.map((mail) => mail.subject)).toEqual([
      'Your Renew Medical visit is booked',
      'Reminder: your Renew Medical visit tomorrow',
      'Reminder: your Renew Medical visit in 2 hours',
    ])
    for (const mail of video) {
      expect(mail.text).toContain('Join your video visit: {{sealed:video-url}}')
      expect(mail.sealed['video-url']).toMatch(/\/visit\/join\//)
    }
    await server.deps.db.deleteFrom('outbox').execute()
    await book(later[1]!, 'phone')
    const phone = await mails(server)
    expect(phone.length).toBe(3)
    for (const mail of phone) {
      expect(mail.text).not.toContain('Join your video visit')
      expect(mail.sealed['video-url']).toBeUndefined()
    }
  })
})

describe('staff open a video room', () => {
  it('as its moderator, in its window only, each opening audited', async () => {
    const { server, clock, call, free, book } = await openClinic()
    const slot = (await free())[0]!
    const visit = await book(slot)
    // Staff get no patient's link in the answer: theirs is the audited way in.
    expect(visit.video).toBeUndefined()

    clock.now = new Date(Date.parse(slot.start) - 20 * MINUTE)
    const early = await call(`/appointments/${visit.id}/video`, { method: 'POST' })
    expect(early.status).toBe(409)
    expect(early.json.message).toBe('The video room opens 15 minutes before the visit.')

    clock.now = new Date(Date.parse(slot.start) - 10 * MINUTE)
    const open = await call(`/appointments/${visit.id}/video`, { method: 'POST' })
    expect(open.status).toBe(200)
    const { payload } = await claimsOf(open.json.url ?? null, clock.now)
    expect(payload.context).toEqual({ user: { name: 'Dr. Ana Muñoz, MD', moderator: true } })

    const audit = await server.deps.db
      .selectFrom('audit_log')
      .select(['action', 'target'])
      .where('action', '=', 'booking.video')
      .execute()
    expect(audit).toEqual([{ action: 'booking.video', target: `appointment:${visit.id}` }])

    const phone = await book((await free())[2]!, 'phone')
    expect((await call(`/appointments/${phone.id}/video`, { method: 'POST' })).status).toBe(404)
  })
})

describe('a site with no video provider', () => {
  it('offers no video visit, refuses one with a clear 400, and promises no link', async () => {
    const { request, free, call } = await openClinic({ video: undefined })
    const options = await request('/booking/v1/options', { staff: false })
    expect((options.json as unknown as BookingOptions).visitTypes.map(({ id }) => id)).toEqual([
      'phone',
      'clinic',
    ])
    const slots = await request('/booking/v1/slots?visit=video&state=TX', { staff: false })
    expect(slots.status).toBe(400)
    const slot = (await free())[0]!
    // The staff calendar offers its free telehealth times for phone visits only.
    expect(slot.visits).toEqual(['phone'])
    const refused = await call('/appointments', {
      method: 'POST',
      body: {
        slot: slot.id,
        visit: 'video',
        state: 'TX',
        firstName: 'Grace',
        lastName: 'Hopper',
        email: 'grace@example.com',
        phone: '(555) 123-4567',
        idempotencyKey: randomUUID(),
      },
    })
    expect(refused.status).toBe(400)
    expect(refused.json).toMatchObject({ code: 'invalid_request', field: 'visit' })
    expect(refused.json.message).toContain('Video visits are not available')
  })
})
