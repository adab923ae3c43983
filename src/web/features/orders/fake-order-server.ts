import { vi } from 'vitest'

import { fakeSupabase, makeSession, makeUser } from '@/test/fake-supabase'
import type { OrderAnswer, OrderLine, PatientOrder } from '@shared/orders/orders'

/**
 * The orders API faked at fetch, for the order tests (never imported by the app): each test
 * queues the answers to the requests the page makes, then checks what went over the wire
 * (method, URL, JSON body). A request nobody answered gets a 500 that names it.
 *
 *   vi.mock('@/lib/supabase', () => import('@/test/fake-supabase'))
 *   beforeEach(() => installFakeOrderServer())
 */

export const BASE = 'http://127.0.0.1:3000/orders/v1'

type Reply = { status: number; body: unknown } | { network: true }
export type Sent = {
  method: string
  url: string
  body: Record<string, unknown> | undefined
  headers: Record<string, string>
}

const replies = new Map<string, Reply[]>()
/** Every request the page made to the orders API, in order. */
export const sent: Sent[] = []

/** Queue answers to `METHOD /path` (below /orders/v1), each used once, in order. */
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

/**
 * Installs the fake; `signedIn` gives apiRequest a session (Grace Hopper, with a name, a phone
 * and Texas in her profile), whose user is returned for the page's session context.
 */
export function installFakeOrderServer({ signedIn = false }: { signedIn?: boolean } = {}) {
  fakeSupabase.reset('public')
  fakeSupabase.hasStoredSession = signedIn
  const user = makeUser({ email: 'grace@example.com' })
  user.user_metadata = {
    first_name: 'Grace',
    last_name: 'Hopper',
    phone: '(512) 555-0100',
    state: 'TX',
  }
  const session = makeSession(user)
  Object.assign(fakeSupabase.auth, {
    getSession: vi.fn(() => Promise.resolve({ data: { session: signedIn ? session : null } })),
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
  return { user, session }
}

/** A line as the server priced it, not yet reviewed. */
export function orderLine(changes: Partial<OrderLine> = {}): OrderLine {
  return {
    id: 'line-1',
    productId: '2',
    name: 'Daily Essentials Multivitamin',
    unitPriceCents: 2999,
    quantity: 1,
    requestedQuantity: 1,
    needsReview: false,
    review: null,
    reviewReason: null,
    ...changes,
  }
}

export function patientOrder(changes: Partial<PatientOrder> = {}): PatientOrder {
  return {
    id: 'order-1',
    number: 'RM-7KQ2-M4XD',
    state: 'submitted',
    lines: [orderLine()],
    subtotalCents: 2999,
    shippingCents: 795,
    totalCents: 3794,
    shipping: { line1: '1200 Main St', city: 'Houston', state: 'TX', zip: '77002' },
    reason: null,
    payment: null,
    shipment: null,
    createdAt: '2026-11-26T15:00:00.000Z',
    updatedAt: '2026-11-26T15:00:00.000Z',
    events: [],
    ...changes,
  }
}

export function orderAnswer(changes: Partial<OrderAnswer> = {}): OrderAnswer {
  return { order: patientOrder(), invited: false, ...changes }
}
