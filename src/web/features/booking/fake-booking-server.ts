import { vi } from 'vitest'

import { fakeSupabase, makeSession, makeUser } from '@/test/fake-supabase'
import {
  type BookableSlot,
  type BookingOptions,
  type PatientAppointment,
  TELEHEALTH_LOCATION_ID,
  visitTypeLabels,
  visitTypes,
} from '@shared/booking/booking'
import { SERVED_STATES } from '@shared/clinic'

/**
 * The booking API faked at fetch, for the booking tests (never imported by the app): each test
 * queues the answers to the requests the page makes, then checks what went over the wire
 * (method, URL, JSON body). A request nobody answered gets a 500 that names it.
 *
 *   vi.mock('@/lib/supabase', () => import('@/test/fake-supabase'))
 *   beforeEach(() => installFakeBookingServer())
 */

export const BASE = 'http://127.0.0.1:3000/booking/v1'

type Reply = { status: number; body: unknown } | { network: true }
export type Sent = {
  method: string
  url: string
  body: Record<string, unknown> | undefined
  headers: Record<string, string>
}

const replies = new Map<string, Reply[]>()
/** Every request the page made, in order. */
export const sent: Sent[] = []

/** Queue answers to `METHOD /path` (below /booking/v1), each used once, in order. */
export function reply(method: string, path: string, ...answers: Reply[]) {
  const key = `${method} ${BASE}${path}`
  replies.set(key, [...(replies.get(key) ?? []), ...answers])
}

/** What was sent other than reads. */
export function writes(): Omit<Sent, 'headers'>[] {
  return sent
    .filter((request) => request.method !== 'GET')
    .map(({ method, url, body }) => ({ method, url, body }))
}

export function installFakeBookingServer({ signedIn = false }: { signedIn?: boolean } = {}) {
  fakeSupabase.reset('public')
  const user = makeUser({ email: 'grace@example.com' })
  user.user_metadata = {
    first_name: 'Grace',
    last_name: 'Hopper',
    phone: '(512) 555-0100',
    state: 'TX',
  }
  Object.assign(fakeSupabase.auth, {
    getSession: vi.fn(() =>
      Promise.resolve({ data: { session: signedIn ? makeSession(user) : null } }),
    ),
  })
  replies.clear()
  sent.length = 0
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET'
      sent.push({
        method,
        url,
        headers: { ...(init.headers as Record<string, string> | undefined) },
        body:
          typeof init.body === 'string'
            ? (JSON.parse(init.body) as Record<string, unknown>)
            : undefined,
      })
      const answer = replies.get(`${method} ${url}`)?.shift() ?? {
        status: 500,
        body: { message: `No reply for ${method} ${url}` },
      }
      if ('network' in answer) return Promise.reject(new TypeError('Failed to fetch'))
      return Promise.resolve(new Response(JSON.stringify(answer.body), { status: answer.status }))
    }),
  )
  return user
}

export const telehealth = {
  id: TELEHEALTH_LOCATION_ID,
  name: 'Telehealth',
  address: '',
  timeZone: 'America/Chicago',
}

export const houston = {
  id: 'houston',
  name: 'Houston clinic',
  address: '1200 Main St, Houston, TX',
  timeZone: 'America/Chicago',
}

export const options: BookingOptions = {
  visitTypes: visitTypes.map((id) => ({ id, label: visitTypeLabels[id] })),
  // The four states served online, as the server offers them.
  states: SERVED_STATES.map(({ code, name }) => ({ code, name })),
  locations: [houston],
  cutoffHours: 4,
}

/** A free slot starting at `start` (UTC), 30 minutes, with Dr. Ana Ruiz. */
export function slot(id: string, start: string, location = telehealth): BookableSlot {
  return {
    id,
    start,
    end: new Date(Date.parse(start) + 30 * 60_000).toISOString(),
    clinician: { id: 'ruiz', name: 'Dr. Ana Ruiz', title: 'MD' },
    location,
  }
}

export function appointment(changes: Partial<PatientAppointment> = {}): PatientAppointment {
  return {
    id: 'appt-1',
    status: 'booked',
    visit: 'video',
    state: 'TX',
    start: '2026-11-27T15:00:00.000Z',
    end: '2026-11-27T15:30:00.000Z',
    clinician: { name: 'Dr. Ana Ruiz', title: 'MD' },
    location: telehealth,
    changeableUntil: '2026-11-27T11:00:00.000Z',
    createdAt: '2026-11-20T16:00:00.000Z',
    cancelledAt: null,
    confirmBy: null,
    ...changes,
  }
}
