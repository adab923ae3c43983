import { randomUUID } from 'node:crypto'

import { afterEach, describe, expect, it } from 'vitest'

import { createTestClient, startTestServer, type TestServer } from '../testing'

// /patient/v1/profile and what booking's neighbours remember in it (docs/wire-contract.md,
// Patient API, Profile), through real HTTP on a fresh database per test: SQLite here, PostgreSQL
// with DATABASE_URL set.

const servers: TestServer[] = []
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()))
})

async function startServer() {
  const server = await startTestServer({
    siteAccess: 'public',
    authEmailConfirm: false,
    trustProxy: 1,
  })
  servers.push(server)
  return server
}

type Json = Record<string, unknown> & { profile?: Record<string, unknown>; message?: string }

async function call(
  server: TestServer,
  path: string,
  init: { method?: string; body?: unknown; token?: string } = {},
) {
  const response = await fetch(`${server.url}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      apikey: server.anonKey,
      authorization: `Bearer ${init.token ?? server.anonKey}`,
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  })
  const text = await response.text()
  return { status: response.status, json: (text ? JSON.parse(text) : {}) as Json }
}

/** A patient signed up with a full name, as /auth asks for it. */
async function patient(server: TestServer, fullName = 'Grace Brewster Hopper') {
  const client = createTestClient(server.url, server.anonKey)
  const email = `${randomUUID()}@example.com`
  const { data, error } = await client.auth.signUp({
    email,
    password: `${email} password 2026`,
    options: { data: { full_name: fullName } },
  })
  expect(error).toBeNull()
  return { client, token: data.session!.access_token }
}

const address = { line1: '200 Congress Ave', city: 'Austin', state: 'TX', zip: '78701' }
const profile = {
  firstName: 'Grace',
  lastName: 'Hopper',
  phone: '(512) 555-0100',
  state: 'TX',
  preferredContact: 'text',
  shippingAddress: address,
}

describe('the patient profile', () => {
  it('starts from the name given at sign-up, split at its last word', async () => {
    const server = await startServer()
    const { token } = await patient(server)
    const read = await call(server, '/patient/v1/profile', { token })
    expect(read.status).toBe(200)
    expect(read.json.profile).toEqual({
      firstName: 'Grace Brewster',
      lastName: 'Hopper',
      phone: '',
      state: '',
      preferredContact: 'phone',
      shippingAddress: null,
    })
  })

  it('is saved whole, read back, and held in the account’s user_metadata', async () => {
    const server = await startServer()
    const { client, token } = await patient(server)
    const saved = await call(server, '/patient/v1/profile', { method: 'PUT', body: profile, token })
    expect(saved.status).toBe(200)
    expect(saved.json.profile).toEqual(profile)
    expect((await call(server, '/patient/v1/profile', { token })).json.profile).toEqual(profile)
    const { data } = await client.auth.getUser()
    expect(data.user?.user_metadata).toMatchObject({
      first_name: 'Grace',
      last_name: 'Hopper',
      phone: '(512) 555-0100',
      state: 'TX',
      shipping_address: address,
    })
    // Once the names are given apart, sign-up's full name no longer stands for them.
    expect(data.user?.user_metadata).not.toHaveProperty('full_name')
  })

  it.each([
    [{ ...profile, phone: '555-01' }, 'Please enter a US phone number of 10 digits'],
    [{ ...profile, state: 'ZZ' }, 'Please choose a US state'],
    [{ ...profile, firstName: 'x'.repeat(101) }, 'Please enter at most 100 characters'],
    [{ ...profile, preferredContact: 'fax' }, 'Please choose phone, text or e-mail'],
    [{ ...profile, shippingAddress: { ...address, state: 'CA' } }, 'We ship only to'],
    [{ ...profile, shippingAddress: { ...address, zip: '7870' } }, 'Please enter a 5-digit ZIP'],
  ])('refuses bad input with 400 and says what is wrong (%#)', async (body, message) => {
    const server = await startServer()
    const { token } = await patient(server)
    const refused = await call(server, '/patient/v1/profile', { method: 'PUT', body, token })
    expect(refused.status).toBe(400)
    expect(refused.json.message).toContain(message)
    // Nothing was kept.
    expect((await call(server, '/patient/v1/profile', { token })).json.profile?.phone).toBe('')
  })

  it('is a signed-in patient’s only', async () => {
    const server = await startServer()
    expect((await call(server, '/patient/v1/profile')).status).toBe(401)
    expect(
      (await call(server, '/patient/v1/profile', { method: 'PUT', body: profile })).status,
    ).toBe(401)
  })

  it('remembers the questionnaire’s state and the checkout’s phone and address', async () => {
    const server = await startServer()
    const { token } = await patient(server)
    const saved = await call(server, '/patient/v1/intakes/weight-loss', {
      method: 'PUT',
      body: { answers: { state: 'OK' }, step: 'about-you' },
      token,
    })
    expect(saved.status).toBe(200)
    expect((await call(server, '/patient/v1/profile', { token })).json.profile?.state).toBe('OK')

    const order = await call(server, '/orders/v1/orders', {
      method: 'POST',
      token,
      body: {
        firstName: 'Grace',
        lastName: 'Hopper',
        email: 'grace@example.com',
        phone: '(512) 555-0199',
        shipping: { ...address, line2: 'Suite 4' },
        lines: [{ productId: '2', quantity: 1 }],
        idempotencyKey: randomUUID(),
      },
    })
    expect(order.status).toBe(201)
    expect((await call(server, '/patient/v1/profile', { token })).json.profile).toMatchObject({
      firstName: 'Grace Brewster',
      phone: '(512) 555-0199',
      state: 'OK',
      shippingAddress: { ...address, line2: 'Suite 4' },
    })
  })
})
