import fs from 'node:fs'
import path from 'node:path'

import type autocannon from 'autocannon'

import { toLeadRow } from '../../src/shared/lead-tables'
import { type LeadTable, leadTableList } from '../../src/shared/leads'
import type { AcknowledgedVisit } from './verify-store'

// The requests the load test and the server benchmark send, as autocannon request lists:
// lead inserts (unique e-mails, the 201s remembered), prerendered pages, built assets,
// /config.json and refresh-token rotations (each connection owning one user's token chain).

type Request = autocannon.Request
type Client = autocannon.Client

/** What browsers send; the server picks brotli when it has it. */
export const BROWSER_ENCODINGS = 'br, gzip'

/** The request paths of the prerendered pages that answer 200 (no redirects, no 404 page). */
export function pagePaths(pagesDir: string): string[] {
  const manifest = JSON.parse(fs.readFileSync(path.join(pagesDir, 'pages.json'), 'utf8')) as {
    pages: Record<string, { status: number }>
  }
  return Object.entries(manifest.pages)
    .filter(([, page]) => page.status === 200)
    .map(([pathname]) => pathname)
}

/** Every built file under assets/ (not the precompressed copies), as request paths. */
export function assetPaths(clientDir: string): string[] {
  return fs
    .readdirSync(path.join(clientDir, 'assets'))
    .filter((name) => !name.endsWith('.br') && !name.endsWith('.gz'))
    .sort()
    .map((name) => `/assets/${name}`)
}

export function getRequests(paths: string[], headers: Record<string, string> = {}): Request[] {
  return paths.map((pathname) => ({ method: 'GET', path: pathname, headers }))
}

/**
 * Distinct client addresses (TEST-NET-style 10.x.y.z), for the server's per-IP auth limits:
 * behind a trusted proxy (TRUST_PROXY=true) each refresh looks like a different visitor's,
 * as real refreshes are. One address would hit "150 per 5 min" after a few seconds.
 */
export function addressSequence(): () => string {
  let next = 0
  return () => {
    const n = next++ % 16_777_216
    return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`
  }
}

// ---- lead inserts ----------------------------------------------------------------------

export type Acknowledged = Record<LeadTable, string[]>

/** An empty list per lead table (the tables come from their descriptors, src/shared/leads.ts). */
export function emptyAcknowledged(): Acknowledged {
  return Object.fromEntries(
    leadTableList.map((table) => [table.name, []]),
  ) as unknown as Acknowledged
}

/**
 * The row a visitor's form sends for the table's example input with this e-mail, plus the spam
 * fields (an empty honeypot, a human fill time).
 */
export function leadBody(table: LeadTable, email: string): string {
  const descriptor = leadTableList.find((entry) => entry.name === table)!
  const spam = { website: '', form_elapsed_ms: 5000 }
  return JSON.stringify({ ...toLeadRow(descriptor, { ...descriptor.example, email }), ...spam })
}

/**
 * One insert into each lead table per round, each with a new e-mail; every e-mail answered 201
 * is added to `acknowledged`. The e-mail travels in autocannon's per-connection context, which
 * lives from a request's setup to its response (it is reset only when the round restarts).
 * With `nextAddress`, each insert carries the next address in X-Forwarded-For (many visitors
 * behind one trusted proxy); without it every insert comes from the client's one address.
 */
export function leadRequests(
  anonKey: string,
  acknowledged: Acknowledged,
  {
    tables = leadTableList.map((table) => table.name),
    runId = Date.now().toString(36),
    nextAddress,
  }: { tables?: LeadTable[]; runId?: string; nextAddress?: () => string } = {},
): Request[] {
  let counter = 0
  const headers = {
    apikey: anonKey,
    authorization: `Bearer ${anonKey}`,
    'content-type': 'application/json',
  }
  return tables.map((table) => ({
    method: 'POST',
    path: `/rest/v1/${table}`,
    headers,
    setupRequest: (request: Request, context: object) => {
      const email = `load-${runId}-${counter++}@example.com`
      ;(context as { email?: string }).email = email
      const forwarded = nextAddress ? { 'x-forwarded-for': nextAddress() } : {}
      return { ...request, headers: { ...headers, ...forwarded }, body: leadBody(table, email) }
    },
    onResponse: (status: number, _body: string, context: object) => {
      const email = (context as { email?: string }).email
      if (status === 201 && email) acknowledged[table].push(email)
    },
  }))
}

// ---- users and token refreshes -----------------------------------------------------------

/** One signed-in user's session; `refreshToken` is always the newest of its chain. */
export type RefreshSlot = { email: string; refreshToken: string; refreshed: number }

/** Sign up `count` users (the server must run with AUTH_EMAIL_CONFIRM=false). */
export async function signUpUsers(
  url: string,
  anonKey: string,
  count: number,
  nextAddress: () => string,
): Promise<RefreshSlot[]> {
  const runId = Date.now().toString(36)
  const slots: RefreshSlot[] = []
  for (let i = 0; i < count; i++) {
    const email = `load-user-${runId}-${i}@example.com`
    const response = await fetch(`${url}/auth/v1/signup`, {
      method: 'POST',
      headers: {
        apikey: anonKey,
        'content-type': 'application/json',
        'x-forwarded-for': nextAddress(),
      },
      body: JSON.stringify({ email, password: `Load-test ${runId} pass ${i}!` }),
    })
    const body = (await response.json()) as { refresh_token?: string }
    if (response.status !== 200 || !body.refresh_token) {
      throw new Error(
        `sign-up answered ${response.status} without a session (is AUTH_EMAIL_CONFIRM=false?): ${JSON.stringify(body)}`,
      )
    }
    slots.push({ email, refreshToken: body.refresh_token, refreshed: 0 })
  }
  return slots
}

/**
 * autocannon's setupClient for token refreshes: connection i owns slot i (so never two
 * requests of one chain are in flight), sends its newest refresh token, and keeps the next
 * one from the answer. Refresh tokens rotate, and reusing an old one outside the reuse
 * interval revokes the whole session, so the chain must never fork.
 */
export function refreshClients(
  slots: RefreshSlot[],
  anonKey: string,
  nextAddress: () => string,
): (client: Client) => void {
  let nextSlot = 0
  return (client) => {
    const slot = slots[nextSlot++ % slots.length]!
    client.setRequests([
      {
        method: 'POST',
        path: '/auth/v1/token?grant_type=refresh_token',
        headers: { apikey: anonKey, 'content-type': 'application/json' },
        setupRequest: (request: Request) => ({
          ...request,
          headers: { ...request.headers, 'x-forwarded-for': nextAddress() },
          body: JSON.stringify({ refresh_token: slot.refreshToken }),
        }),
        onResponse: (status: number, body: string) => {
          if (status !== 200) return
          const next = (JSON.parse(body) as { refresh_token?: string }).refresh_token
          if (next) {
            slot.refreshToken = next
            slot.refreshed++
          }
        },
      },
    ])
  }
}

// ---- staff pipeline updates ----------------------------------------------------------------

/** One consultation request a connection changes again and again, at its current version. */
export type PipelineSlot = { id: string; version: number; updated: number }

/**
 * A staff session (password only: the harness servers run STAFF_MFA=optional) and `count`
 * consultation requests to change, inserted as visitors insert them.
 */
export async function pipelineSlots(
  url: string,
  anonKey: string,
  staff: { email: string; password: string },
  count: number,
): Promise<{ accessToken: string; slots: PipelineSlot[] }> {
  const signIn = await fetch(`${url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: anonKey, 'content-type': 'application/json' },
    body: JSON.stringify(staff),
  })
  const session = (await signIn.json()) as { access_token?: string }
  if (signIn.status !== 200 || !session.access_token) {
    throw new Error(`staff sign-in answered ${signIn.status}`)
  }
  const runId = Date.now().toString(36)
  const emails = Array.from({ length: count }, (_, i) => `pipeline-${runId}-${i}@example.com`)
  for (const email of emails) {
    // The anon key may insert but not read back: the ids come from the person view below.
    const response = await fetch(`${url}/rest/v1/consultation_requests`, {
      method: 'POST',
      headers: {
        apikey: anonKey,
        authorization: `Bearer ${anonKey}`,
        'content-type': 'application/json',
      },
      body: leadBody('consultation_requests', email),
    })
    await response.arrayBuffer()
    if (response.status !== 201) throw new Error(`lead insert answered ${response.status}`)
  }
  const slots: PipelineSlot[] = []
  for (const email of emails) {
    const person = await fetch(`${url}/staff/v1/people/search`, {
      method: 'POST',
      body: JSON.stringify({ query: email }),
      headers: {
        apikey: anonKey,
        authorization: `Bearer ${session.access_token}`,
        'content-type': 'application/json',
      },
    })
    // Each address sent one request and nothing else: the person found is that request.
    const { results } = (await person.json()) as { results?: { ref: string }[] }
    const id = results?.[0]?.ref.replace(/^request:/, '')
    if (person.status !== 200 || !id)
      throw new Error(`/staff/v1/people/search answered ${person.status}`)
    slots.push({ id, version: 0, updated: 0 })
  }
  return { accessToken: session.access_token, slots }
}

/**
 * autocannon's setupClient for pipeline updates (PATCH /staff/v1/consultations/:id): connection
 * i owns request i, so its changes never conflict, and sends the version its last answer gave.
 * Each change moves the follow-up date, which writes the pipeline row, a timeline entry and an
 * audit record in one transaction, as a member of staff's change does.
 */
export function pipelineUpdateClients(
  slots: PipelineSlot[],
  anonKey: string,
  accessToken: string,
): (client: Client) => void {
  let nextSlot = 0
  return (client) => {
    const slot = slots[nextSlot++ % slots.length]!
    client.setRequests([
      {
        method: 'PATCH',
        path: `/staff/v1/consultations/${slot.id}`,
        headers: {
          apikey: anonKey,
          authorization: `Bearer ${accessToken}`,
          'content-type': 'application/json',
        },
        setupRequest: (request: Request) => ({
          ...request,
          body: JSON.stringify({
            version: slot.version,
            followUpOn: `2027-01-${String((slot.version % 28) + 1).padStart(2, '0')}`,
          }),
        }),
        onResponse: (status: number, body: string) => {
          if (status !== 200) return
          slot.version = (JSON.parse(body) as { pipeline: { version: number } }).pipeline.version
          slot.updated++
        },
      },
    ])
  }
}

// ---- booking -------------------------------------------------------------------------------

/**
 * Clinicians with telehealth hours all day, every day, in 20-minute slots (in UTC, so the slot
 * ids are simple to list), set up through the staff API; their schedule ids.
 */
export async function bookingSchedules(
  url: string,
  anonKey: string,
  staff: { email: string; password: string },
  clinicians: number,
): Promise<string[]> {
  const signIn = await fetch(`${url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: anonKey, 'content-type': 'application/json' },
    body: JSON.stringify(staff),
  })
  const { access_token: token } = (await signIn.json()) as { access_token?: string }
  if (signIn.status !== 200 || !token) throw new Error(`staff sign-in answered ${signIn.status}`)
  const post = async (route: string, body: unknown) => {
    const response = await fetch(`${url}/staff/v1/booking${route}`, {
      method: 'POST',
      headers: {
        apikey: anonKey,
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify(body),
    })
    const answer = (await response.json()) as { id?: string }
    if (response.status !== 201 || !answer.id)
      throw new Error(`${route} answered ${response.status}`)
    return answer.id
  }
  const hours = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start: '00:00', end: '23:59' }))
  const schedules: string[] = []
  for (let index = 0; index < clinicians; index++) {
    const clinicianId = await post('/clinicians', {
      name: `Dr. Bench ${index}`,
      title: 'MD',
      licensedStates: ['TX'],
    })
    schedules.push(
      await post('/schedules', {
        clinicianId,
        locationId: null,
        timeZone: 'UTC',
        slotMinutes: 20,
        bufferMinutes: 0,
        hours,
      }),
    )
  }
  return schedules
}

/**
 * Bookings (POST /booking/v1/appointments), each for the next slot nobody has taken yet — from
 * tomorrow on, day by day, every schedule at each time — from its own address and e-mail, so
 * the per-address limits stay out of the way as they would for real patients. `booked` counts
 * the 201s; anything else is a failure the caller reports.
 */
export function bookingRequests(
  anonKey: string,
  schedules: string[],
  slotId: (slot: { scheduleId: string; start: Date }) => string,
  nextAddress: () => string,
): { requests: Request[]; booked: () => number; acknowledged: AcknowledgedVisit[] } {
  const runId = Date.now().toString(36)
  const tomorrow = Date.UTC(
    new Date().getUTCFullYear(),
    new Date().getUTCMonth(),
    new Date().getUTCDate() + 1,
  )
  let next = 0
  let booked = 0
  /** The visits the 201s answered, for the store to be checked against (verify-store.ts). */
  const acknowledged: AcknowledgedVisit[] = []
  const headers = {
    apikey: anonKey,
    authorization: `Bearer ${anonKey}`,
    'content-type': 'application/json',
  }
  const request: Request = {
    method: 'POST',
    path: '/booking/v1/appointments',
    headers,
    setupRequest: (req: Request) => {
      const n = next++
      const scheduleId = schedules[n % schedules.length]!
      // 71 slots a day: 00:00 to 23:20 (the hours end at 23:59, so 23:40 would overrun them).
      const slotIndex = Math.floor(n / schedules.length)
      const day = Math.floor(slotIndex / 71)
      const start = new Date(tomorrow + day * 86_400_000 + (slotIndex % 71) * 20 * 60_000)
      return {
        ...req,
        headers: { ...headers, 'x-forwarded-for': nextAddress() },
        body: JSON.stringify({
          slot: slotId({ scheduleId, start }),
          visit: 'phone',
          state: 'TX',
          firstName: 'Load',
          lastName: 'Booking',
          email: `book-${runId}-${n}@example.com`,
          phone: '(555) 010-2030',
          idempotencyKey: `bench-${runId}-${n}`,
        }),
      }
    },
    onResponse: (status: number, body: string) => {
      if (status !== 201) return
      booked++
      const { appointment } = JSON.parse(body) as { appointment: AcknowledgedVisit }
      acknowledged.push({ id: appointment.id, start: appointment.start })
    },
  }
  return { requests: [request], booked: () => booked, acknowledged }
}
