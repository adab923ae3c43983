import { randomUUID } from 'node:crypto'

import { addTestStaff, createTestClient, startTestServer, type TestServer } from '../testing'
import {
  type FakeStripe,
  startFakeStripe,
  TEST_STRIPE_SECRET_KEY,
  TEST_STRIPE_WEBHOOK_SECRET,
} from '../testing-stripe'

// What the online-payment tests share (online-payments.routes.test.ts, order-amend.routes.test.ts):
// a test server paying through the local fake of Stripe, its JSON APIs called over real HTTP from
// a different client address each time, and the sign-ins of staff and patients.

type Account = { email: string; password: string }

/**
 * The fake of Stripe and a public test server set up to pay through it (or, with `stripe`
 * false, to take payment by phone only), with these staff accounts added. Both are pushed onto
 * `opened`, for the test's afterEach to close.
 */
export async function startWithFakeStripe(
  opened: { close: () => Promise<void> }[],
  staff: Account[],
  { stripe = true } = {},
): Promise<{ fake: FakeStripe; server: TestServer }> {
  const fake = await startFakeStripe()
  opened.push(fake)
  const server = await startTestServer({
    siteAccess: 'public',
    authEmailConfirm: false,
    trustProxy: 1,
    stripe: stripe
      ? {
          secretKey: TEST_STRIPE_SECRET_KEY,
          webhookSecret: TEST_STRIPE_WEBHOOK_SECRET,
          apiBase: fake.url,
        }
      : undefined,
  })
  opened.push(server)
  await addTestStaff(server, ...staff)
  return { fake, server }
}

let forwarded = 0

/**
 * A call to the server's own APIs over real HTTP, with the anon key or `token`, from the next
 * address of a documentation range (so no per-client limit is met); its JSON answer, or `{}`.
 */
export async function callApi<Json>(
  server: TestServer,
  path: string,
  init: { method?: string; body?: unknown; token?: string; headers?: Record<string, string> } = {},
) {
  const response = await fetch(`${server.url}${path}`, {
    method: init.method ?? 'GET',
    redirect: 'manual',
    headers: {
      apikey: server.anonKey,
      authorization: `Bearer ${init.token ?? server.anonKey}`,
      'x-forwarded-for': `198.51.100.${(forwarded++ % 250) + 1}`,
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...init.headers,
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  })
  const text = await response.text()
  const json = (
    response.headers.get('content-type')?.includes('json') && text ? JSON.parse(text) : {}
  ) as Json
  return { status: response.status, json, headers: response.headers }
}

/** The access token of a signed-in account. */
export async function signedInToken(server: TestServer, account: Account): Promise<string> {
  const signedIn = await createTestClient(server.url, server.anonKey).auth.signInWithPassword(
    account,
  )
  return signedIn.data.session!.access_token
}

/** A new patient's account, signed up (confirmation is off): its token and address. */
export async function signedUpPatient(server: TestServer) {
  const email = `pat-${randomUUID()}@example.com`
  const client = createTestClient(server.url, server.anonKey)
  const { data, error } = await client.auth.signUp({ email, password: `${email} password 2026` })
  if (error) throw error
  return { token: data.session!.access_token, email }
}
