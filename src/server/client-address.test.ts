import { randomUUID } from 'node:crypto'

import { afterEach, describe, expect, it } from 'vitest'

import { slotId } from '../shared/booking/slots'
import { createApp } from './app'
import { authLimits } from './auth/auth-limits'
import { BOOKINGS_PER_IP } from './booking/booking.routes'
import type { Config } from './env'
import { rateLimitKey } from './middleware/rate-limit'
import {
  addTestStaff,
  captureLogger,
  connectionFrom,
  createTestApp,
  createTestClient,
  fetchFrom,
  lastMailTo,
  startTestServer,
  testConfig,
  type TestServer,
} from './testing'

// Every per-client limit counts each client apart (docs/architecture.md, Client address): two
// real clients on loopback, 127.0.0.2 and 127.0.0.3, each on its own sockets. One spends a
// limit; the other is never refused for it. Without a proxy (TRUST_PROXY=0) and behind one
// (TRUST_PROXY=1) for a request that reached us without X-Forwarded-For, the client is the
// socket's address. A new per-client limit gets its case here.

const ATTACKER = '127.0.0.2'
const VISITOR = '127.0.0.3'
const STAFF = { email: 'staff@renewmedical.example', password: 'a long staff passphrase 2026' }

const servers: TestServer[] = []
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()))
})

async function start(overrides: Partial<Config>) {
  const server = await startTestServer(
    { siteAccess: 'public', authEmailConfirm: false, ...overrides },
    // The growing wait after failed sign-ins for an e-mail is another guard (auth-limits.ts).
    { auth: { signInDelayMs: () => 0 } },
  )
  servers.push(server)
  return server
}

/** A JSON request from `address` with the site's key; the status and body. */
async function send(
  server: TestServer,
  address: string,
  path: string,
  { method = 'POST', body, token }: { method?: string; body?: unknown; token?: string } = {},
) {
  const response = await fetchFrom(address)(`${server.url}${path}`, {
    method,
    headers: {
      apikey: server.anonKey,
      authorization: `Bearer ${token ?? server.anonKey}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const text = await response.text()
  return { status: response.status, json: (text ? JSON.parse(text) : {}) as { code?: string } }
}

/** Sends `attempt(i)` until it is refused with 429; how many were let through first. */
async function spendUntilRefused(attempt: (i: number) => Promise<{ status: number }>, max = 40) {
  for (let i = 0; i < max; i++) {
    if ((await attempt(i)).status === 429) return i
  }
  throw new Error(`still not refused after ${max} requests`)
}

describe.each([0, 1])('with TRUST_PROXY=%i, one client spending a limit', (trustProxy) => {
  it('with wrong passwords locks itself out of that account, never the owner at another address', async () => {
    const server = await start({ trustProxy })
    await addTestStaff(server, STAFF)
    const attacker = createTestClient(server.url, server.anonKey, undefined, fetchFrom(ATTACKER))
    const guessed = await spendUntilRefused(async () => {
      const { error } = await attacker.auth.signInWithPassword({ ...STAFF, password: 'guess 1234' })
      return { status: error?.status ?? 200 }
    })
    expect(guessed).toBe(server.deps.config.authRateLimits.failedSignIns)

    const owner = createTestClient(server.url, server.anonKey, undefined, fetchFrom(VISITOR))
    const { data, error } = await owner.auth.signInWithPassword(STAFF)
    expect(error).toBeNull()
    expect(data.session?.user.email).toBe(STAFF.email)
  })

  it('with junk refresh tokens spends only its own token budget', async () => {
    const server = await start({
      trustProxy,
      authRateLimits: { ...testConfig().authRateLimits, token: 10 },
    })
    await addTestStaff(server, STAFF)
    const refreshes = await spendUntilRefused(() =>
      send(server, ATTACKER, '/auth/v1/token?grant_type=refresh_token', {
        body: { refresh_token: randomUUID() },
      }),
    )
    expect(refreshes).toBe(2) // the burst: a fifth of 10 per minute (auth-limits.ts)
    expect(
      (await send(server, ATTACKER, '/auth/v1/token?grant_type=password', { body: STAFF })).status,
    ).toBe(429)
    const visitor = await send(server, VISITOR, '/auth/v1/token?grant_type=password', {
      body: STAFF,
    })
    expect(visitor.status).toBe(200)
  })

  it('with unauthenticated second-factor calls blocks no one else’s second factor', async () => {
    const server = await start({ trustProxy })
    const factor = randomUUID()
    const calls = await spendUntilRefused(() =>
      send(server, ATTACKER, `/auth/v1/factors/${factor}/challenge`, { body: {} }),
    )
    expect(calls).toBe(15) // GoTrue's 15 per minute per client (auth-limits.ts)
    // The other client's call is judged on its own: here, the site's key is no session (403).
    const other = await send(server, VISITOR, `/auth/v1/factors/${factor}/challenge`, { body: {} })
    expect(other).toMatchObject({ status: 403, json: { code: 'bad_jwt' } })
    const staff = createTestClient(server.url, server.anonKey, undefined, fetchFrom(VISITOR))
    await addTestStaff(server, STAFF)
    expect((await staff.auth.signInWithPassword(STAFF)).error).toBeNull()
    const enrolled = await staff.auth.mfa.enroll({ factorType: 'totp' })
    expect(enrolled.error).toBeNull()
    const challenge = await staff.auth.mfa.challenge({ factorId: enrolled.data!.id })
    expect(challenge.error).toBeNull()
    expect(challenge.data?.id).toBeTruthy()
  })

  it('with sign-ups leaves sign-up open to everyone else', async () => {
    const server = await start({
      trustProxy,
      authRateLimits: { ...testConfig().authRateLimits, signUps: 2 },
    })
    const signUp = (address: string, i: number) =>
      send(server, address, '/auth/v1/signup', {
        body: { email: `new-${address}-${i}@example.com`, password: 'a long new passphrase 2026' },
      })
    expect(await spendUntilRefused((i) => signUp(ATTACKER, i))).toBe(2)
    expect((await signUp(VISITOR, 0)).status).toBe(200)
  })

  it('with sign-ups that send mail spends only its own share of the sign-up mail', async () => {
    // The defaults: confirmation mails on, the instance budget a backstop far above one client.
    const server = await start({ trustProxy, authEmailConfirm: true })
    const { signUpMails, emailSent } = server.deps.config.authRateLimits
    expect(emailSent).toBeGreaterThanOrEqual(50 * signUpMails)
    const signUp = (address: string, i: number) =>
      send(server, address, '/auth/v1/signup', {
        body: { email: `new-${address}-${i}@example.com`, password: 'a long new passphrase 2026' },
      })
    expect(await spendUntilRefused((i) => signUp(ATTACKER, i))).toBe(signUpMails)
    expect(await signUp(ATTACKER, 99)).toMatchObject({
      status: 429,
      json: { code: 'over_email_send_rate_limit' },
    })
    expect((await signUp(VISITOR, 0)).status).toBe(200)
    expect(lastMailTo(server.outboxDir, `new-${VISITOR}-0@example.com`)?.subject).toBe(
      'Renew Medical: please confirm your e-mail address',
    )
  })

  it('with leads shuts the consultation form for itself only', async () => {
    const server = await start({ trustProxy, leadsPerIpPer10Min: 2 })
    const lead = (i: number) => ({
      email: `reader-${i}@example.com`,
      website: '',
      form_elapsed_ms: 10_000,
    })
    const stored = await spendUntilRefused((i) =>
      send(server, ATTACKER, '/rest/v1/newsletter_subscribers', { body: lead(i) }),
    )
    expect(stored).toBe(2)
    const visitor = await send(server, VISITOR, '/rest/v1/newsletter_subscribers', {
      body: lead(99),
    })
    expect(visitor.status).toBe(201)
  })

  it('with bookings leaves booking open to everyone else', async () => {
    const server = await start({ trustProxy })
    // A well-formed slot of no schedule: counted, then found not free (409).
    const slot = slotId({ scheduleId: 'no-such-schedule', start: new Date(Date.now() + 864e5) })
    const book = (address: string, i: number) =>
      send(server, address, '/booking/v1/appointments', {
        body: {
          slot,
          visit: 'phone',
          state: 'TX',
          firstName: 'Grace',
          lastName: 'Hopper',
          email: `guest-${address}-${i}@example.com`,
          phone: '(555) 123-4567',
          idempotencyKey: randomUUID(),
        },
      })
    const booked = await spendUntilRefused((i) => book(ATTACKER, i))
    expect(booked).toBe(BOOKINGS_PER_IP.limit)
    const visitor = await book(VISITOR, 0)
    expect(visitor.status).not.toBe(429)
    expect(visitor.status).toBe(409)
  })

  it('with orders leaves ordering open to everyone else', async () => {
    const server = await start({ trustProxy, ordersPerIpPer10Min: 2 })
    const order = (address: string, i: number) =>
      send(server, address, '/orders/v1/orders', {
        body: {
          firstName: 'Grace',
          lastName: 'Hopper',
          email: `buyer-${address}-${i}@example.com`,
          phone: '(555) 123-4567',
          shipping: { line1: '200 Congress Ave', city: 'Austin', state: 'TX', zip: '78701' },
          lines: [{ productId: '1', quantity: 1 }],
          idempotencyKey: randomUUID(),
        },
      })
    const placed = await spendUntilRefused((i) => order(ATTACKER, i))
    expect(placed).toBe(2)
    const visitor = await order(VISITOR, 0)
    expect(visitor.status).toBe(201)
  })
})

describe('a request whose client cannot be told', () => {
  it('is refused and said loudly in the log, never counted with other clients', async () => {
    const { app, database, deps } = await createTestApp({ siteAccess: 'public' })
    const { logger, lines } = captureLogger()
    try {
      const bare = createApp({ ...deps, logger })
      // No connection at all: what the server did when it dropped the adapter's `env`.
      const response = await bare.request('/auth/v1/token?grant_type=password', {
        method: 'POST',
        headers: { apikey: deps.secrets.anonKey, 'content-type': 'application/json' },
        body: JSON.stringify(STAFF),
      })
      expect(response.status).toBe(503)
      expect(await response.json()).toMatchObject({ error_code: 'client_address_unknown' })
      expect(lines.join('')).toContain('client address unknown')
      expect(await database.db.selectFrom('rate_limits').selectAll().execute()).toEqual([])
      // The same request from a socket is counted under its address.
      const counted = await app.request(
        '/auth/v1/token?grant_type=password',
        {
          method: 'POST',
          headers: { apikey: deps.secrets.anonKey, 'content-type': 'application/json' },
          body: JSON.stringify(STAFF),
        },
        connectionFrom('::ffff:127.0.0.2'),
      )
      expect(counted.status).toBe(400)
      const { tokenBurst } = authLimits(deps.config.authRateLimits)
      const keys = (await database.db.selectFrom('rate_limits').select('key').execute()).map(
        (row) => row.key,
      )
      expect(keys).toContain(rateLimitKey('token-burst', '127.0.0.2', tokenBurst))
      expect(keys).not.toContain(rateLimitKey('token-burst', 'unknown', tokenBurst))
    } finally {
      await database.close()
    }
  })
})
