import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

import Stripe from 'stripe'

// A local fake of the few Stripe endpoints the site uses (docs/decisions/050-stripe-hosted-
// checkout.md), so tests pay and refund without the internet: the official SDK is pointed at
// it (STRIPE_API_BASE). It answers POST /v1/checkout/sessions (the same Idempotency-Key, the
// same session), GET /v1/checkout/sessions[/:id], POST /v1/refunds and GET
// /v1/payment_intents/:id, and serves a plain hosted page per session: its Pay button marks the
// session paid, sends the signed `checkout.session.completed` event to the site's webhook and
// returns to the session's success_url, as Stripe's page does.

export const TEST_STRIPE_SECRET_KEY = 'sk_test_fakekeyfortests0001'
export const TEST_STRIPE_WEBHOOK_SECRET = 'whsec_fakesecretfortests0001'

const signer = new Stripe(TEST_STRIPE_SECRET_KEY)

type Session = {
  id: string
  object: 'checkout.session'
  url: string
  mode: string
  amount_total: number
  currency: string
  client_reference_id: string | null
  metadata: Record<string, string>
  payment_status: 'unpaid' | 'paid'
  status: 'open' | 'complete'
  payment_intent: string | null
  success_url: string
  cancel_url: string
  created: number
}

type Intent = {
  id: string
  object: 'payment_intent'
  amount: number
  amount_received: number
  currency: string
  status: 'succeeded'
  metadata: Record<string, string>
  created: number
}

export type FakeStripe = {
  /** http://127.0.0.1:<port> — STRIPE_API_BASE. */
  url: string
  sessions: Map<string, Session>
  intents: Map<string, Intent>
  refunds: { id: string; payment_intent: string; amount: number }[]
  /** Every request's method and path, in order. */
  requests: string[]
  /** Refuse refunds (a card closed, say) until set back. */
  failRefunds: boolean
  /** Where the hosted page sends its events (the site's webhook URL). */
  webhookUrl: string | undefined
  /**
   * Pay a session as Stripe would, and answer the event it makes (not sent): `amountCents`
   * and `currency` override what was paid, to test a mismatch.
   */
  pay: (sessionId: string, paid?: { amountCents?: number; currency?: string }) => object
  close: () => Promise<void>
}

/** A Stripe-signed webhook delivery of `event`: its raw body and Stripe-Signature header. */
export function signedEvent(
  event: object,
  { secret = TEST_STRIPE_WEBHOOK_SECRET, timestamp }: { secret?: string; timestamp?: number } = {},
): { body: string; signature: string } {
  const body = JSON.stringify(event, null, 2)
  const signature = signer.webhooks.generateTestHeaderString({
    payload: body,
    secret,
    ...(timestamp === undefined ? {} : { timestamp }),
  })
  return { body, signature }
}

/** Stripe's form encoding (`a[b][0][c]=1`) as nested objects and arrays. */
function parseForm(text: string): Record<string, unknown> {
  const root: Record<string, unknown> = {}
  for (const [key, value] of new URLSearchParams(text)) {
    const parts = key.split(/\[|\]\[|\]/).filter(Boolean)
    let node: Record<string, unknown> = root
    parts.forEach((part, index) => {
      if (index === parts.length - 1) node[part] = value
      else node = (node[part] ??= {}) as Record<string, unknown>
    })
  }
  return root
}

const read = (request: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    let text = ''
    request.setEncoding('utf8')
    request.on('data', (chunk: string) => (text += chunk))
    request.on('end', () => resolve(text))
    request.on('error', reject)
  })

/**
 * Start the fake: on a free port unless `port` is given (the browser tests' one, started by
 * Playwright, e2e/support/fake-stripe.ts), sending its events to `webhookUrl` when set.
 */
export async function startFakeStripe({
  port = 0,
  webhookUrl,
}: { port?: number; webhookUrl?: string } = {}): Promise<FakeStripe> {
  let counter = 0
  const next = (prefix: string) => `${prefix}_test_${(++counter).toString().padStart(6, '0')}`
  const replies = new Map<string, { status: number; body: unknown }>()
  const now = () => Math.floor(Date.now() / 1000)

  const fake: FakeStripe = {
    url: '',
    sessions: new Map(),
    intents: new Map(),
    refunds: [],
    requests: [],
    failRefunds: false,
    webhookUrl,
    pay(sessionId, paid = {}) {
      const session = fake.sessions.get(sessionId)
      if (!session) throw new Error(`no session ${sessionId}`)
      const intent: Intent = {
        id: next('pi'),
        object: 'payment_intent',
        amount: paid.amountCents ?? session.amount_total,
        amount_received: paid.amountCents ?? session.amount_total,
        currency: paid.currency ?? session.currency,
        status: 'succeeded',
        metadata: session.metadata,
        created: now(),
      }
      fake.intents.set(intent.id, intent)
      Object.assign(session, {
        payment_status: 'paid',
        status: 'complete',
        payment_intent: intent.id,
        amount_total: intent.amount,
        currency: intent.currency,
      })
      return {
        id: next('evt'),
        object: 'event',
        type: 'checkout.session.completed',
        created: now(),
        livemode: false,
        api_version: '2025-01-01',
        data: { object: { ...session } },
      }
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }

  const json = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json' })
    response.end(JSON.stringify(body))
  }

  async function answer(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', fake.url)
    const path = url.pathname
    fake.requests.push(`${request.method} ${path}`)
    const body = request.method === 'POST' ? parseForm(await read(request)) : {}
    const key = request.headers['idempotency-key']
    const replayKey = typeof key === 'string' ? `${path} ${key}` : undefined
    if (replayKey && replies.has(replayKey)) {
      const reply = replies.get(replayKey)!
      return json(response, reply.status, reply.body)
    }
    const reply = (status: number, payload: unknown) => {
      if (replayKey) replies.set(replayKey, { status, body: payload })
      json(response, status, payload)
    }

    if (request.method === 'POST' && path === '/v1/checkout/sessions') {
      const items = body.line_items as Record<
        string,
        { quantity: string; price_data: { currency: string; unit_amount: string } }
      >
      const item = items['0']!
      const id = next('cs')
      const session: Session = {
        id,
        object: 'checkout.session',
        url: `${fake.url}/pay/${id}`,
        mode: String(body.mode),
        amount_total: Number(item.price_data.unit_amount) * Number(item.quantity),
        currency: item.price_data.currency,
        client_reference_id: (body.client_reference_id as string | undefined) ?? null,
        metadata: (body.metadata as Record<string, string> | undefined) ?? {},
        payment_status: 'unpaid',
        status: 'open',
        payment_intent: null,
        success_url: String(body.success_url),
        cancel_url: String(body.cancel_url),
        created: now(),
      }
      fake.sessions.set(id, session)
      return reply(200, session)
    }
    if (request.method === 'GET' && path === '/v1/checkout/sessions') {
      const status = url.searchParams.get('status')
      const data = [...fake.sessions.values()].filter((s) => !status || s.status === status)
      return reply(200, { object: 'list', data, has_more: false, url: path })
    }
    const sessionPath = /^\/v1\/checkout\/sessions\/([\w]+)$/.exec(path)
    if (request.method === 'GET' && sessionPath) {
      const session = fake.sessions.get(sessionPath[1]!)
      return session ? reply(200, session) : notFound(reply, 'checkout session')
    }
    const intentPath = /^\/v1\/payment_intents\/([\w]+)$/.exec(path)
    if (request.method === 'GET' && intentPath) {
      const intent = fake.intents.get(intentPath[1]!)
      return intent ? reply(200, intent) : notFound(reply, 'payment intent')
    }
    if (request.method === 'POST' && path === '/v1/refunds') {
      if (fake.failRefunds) {
        return reply(402, {
          error: { type: 'invalid_request_error', message: 'The card was closed.' },
        })
      }
      const refund = {
        id: next('re'),
        object: 'refund',
        status: 'succeeded',
        amount: Number(body.amount),
        payment_intent: String(body.payment_intent),
      }
      fake.refunds.push(refund)
      return reply(200, refund)
    }
    const page = /^\/pay\/([\w]+)$/.exec(path)
    const session = page ? fake.sessions.get(page[1]!) : undefined
    if (page && session && request.method === 'GET') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      return response.end(
        `<!doctype html><html lang="en"><title>Fake Stripe Checkout</title><main><h1>Pay ${(session.amount_total / 100).toFixed(2)} ${session.currency.toUpperCase()}</h1><form method="post"><button>Pay</button></form><a href="${session.cancel_url}">Back</a></main></html>`,
      )
    }
    if (page && session && request.method === 'POST') {
      const { body: raw, signature } = signedEvent(fake.pay(session.id))
      if (fake.webhookUrl) {
        await fetch(fake.webhookUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'stripe-signature': signature },
          body: raw,
        })
      }
      response.writeHead(303, { location: session.success_url })
      return response.end()
    }
    json(response, 404, { error: { type: 'invalid_request_error', message: 'Unknown path' } })
  }

  const server = createServer((request, response) => {
    answer(request, response).catch((error: unknown) => {
      json(response, 500, { error: { type: 'api_error', message: String(error) } })
    })
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', resolve)
  })
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return fake
}

function notFound(reply: (status: number, body: unknown) => void, what: string) {
  reply(404, {
    error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${what}` },
  })
}
