import { randomUUID } from 'node:crypto'

import { afterEach, describe, expect, it } from 'vitest'

import { CLINIC_PHONE, CLINIC_TIME_ZONE } from '../../shared/clinic'
import { leadMessages } from '../../shared/leads'
import { dayIn, staffOrderMessages } from '../../shared/orders/order-staff-requests'
import {
  type CatalogueEntry,
  ORDER_LIMITS,
  orderMessages,
  type OrderLineProblem,
  type PatientOrder,
  type StaffOrder,
} from '../../shared/orders/orders'
import { catalogueSeed } from '../db/migrations/0012-orders'
import type { Config } from '../env'
import { createLogger } from '../logger'
import { SITE_MAILS_PER_RECIPIENT, spendRecipientBudget } from '../mail/recipient-budget'
import { addStaff } from '../staff/staff'
import { addTestStaff, createTestClient, startTestServer, type TestServer } from '../testing'
import { findOrder, moveOrder } from './order.queries'
import { releaseUnpaidOrders, unpaidReleaseReason } from './unpaid-orders'

// /orders/v1, /staff/v1/orders and /staff/v1/catalogue through real HTTP on a fresh database per
// test: SQLite here, PostgreSQL when DATABASE_URL is set (the second leg of .ci/run). Prices come
// from the database whatever the browser sends; stock is never oversold however many orders race;
// a retried request makes one order; every move is checked, recorded, audited and mailed.

const servers: TestServer[] = []
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()))
})

const STAFF = { email: 'staff@renewmedical.example', password: 'a long staff passphrase 2026' }
const DOCTOR = { email: 'doctor@renewmedical.example', password: 'a long doctor passphrase 2026' }

type Json = Record<string, unknown> & {
  code?: string
  message?: string
  field?: string
  order?: PatientOrder & Partial<StaffOrder>
  orders?: (PatientOrder & Partial<StaffOrder>)[]
  invited?: boolean
  lines?: OrderLineProblem[]
  products?: CatalogueEntry[]
  product?: CatalogueEntry
}

let forwarded = 0

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
      // Each order from its own address, so the per-address limit stays out of the way.
      'x-forwarded-for': `198.51.100.${(forwarded++ % 250) + 1}`,
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  })
  const text = await response.text()
  const json = (
    response.headers.get('content-type')?.includes('json') && text ? JSON.parse(text) : {}
  ) as Json
  return { status: response.status, json, text, headers: response.headers }
}

async function startServer(overrides: Partial<Config> = {}) {
  const server = await startTestServer({
    siteAccess: 'public',
    authEmailConfirm: false,
    trustProxy: 1,
    ...overrides,
  })
  servers.push(server)
  return server
}

async function signIn(server: TestServer, account: { email: string; password: string }) {
  const client = createTestClient(server.url, server.anonKey)
  const { data, error } = await client.auth.signInWithPassword(account)
  expect(error).toBeNull()
  return data.session!.access_token
}

async function staffToken(server: TestServer) {
  await addTestStaff(server, STAFF)
  return signIn(server, STAFF)
}

/** A physician: a staff account given the physician role (`npm run staff -- add … --role`). */
async function physicianToken(server: TestServer) {
  await addTestStaff(server, DOCTOR)
  const changed = await addStaff(server.deps.db, DOCTOR.email, createLogger('silent'), {
    role: 'physician',
    // A role change mails nothing.
    mail: {
      mailer: { domain: 'unused.example', send: () => Promise.resolve() },
      publicUrl: server.url,
    },
  })
  expect(changed).toEqual({ outcome: 'role-changed', password: undefined, from: 'staff' })
  return signIn(server, DOCTOR)
}

/** A patient who signed up on the site (autoconfirm, so the address is not proven by a link). */
async function patientToken(server: TestServer, email: string) {
  const client = createTestClient(server.url, server.anonKey)
  const { data, error } = await client.auth.signUp({ email, password: `${email} password 2026` })
  expect(error).toBeNull()
  return data.session!.access_token
}

function orderRequest(
  lines: { productId: string; quantity: number; [extra: string]: unknown }[],
  overrides: Record<string, unknown> = {},
) {
  return {
    firstName: 'Grace',
    lastName: 'Hopper',
    email: 'grace@example.com',
    phone: '(555) 123-4567',
    shipping: { line1: '200 Congress Ave', city: 'Austin', state: 'TX', zip: '78701' },
    lines,
    idempotencyKey: randomUUID(),
    ...overrides,
  }
}

const submit = (server: TestServer, body: unknown, token?: string) =>
  call(server, '/orders/v1/orders', { method: 'POST', body, ...(token ? { token } : {}) })

async function stockOf(server: TestServer, productId: string) {
  const row = await server.deps.db
    .selectFrom('catalogue_products')
    .select('stock')
    .where('id', '=', productId)
    .executeTakeFirstOrThrow()
  return Number(row.stock)
}

async function setStock(server: TestServer, token: string, productId: string, stock: number) {
  const answer = await call(server, `/staff/v1/catalogue/${productId}`, {
    method: 'PATCH',
    token,
    body: { stock },
  })
  expect(answer.status).toBe(200)
  expect(answer.json.product).toMatchObject({ id: productId, stock })
}

async function mails(server: TestServer) {
  const rows = await server.deps.db
    .selectFrom('outbox')
    .selectAll()
    .where('kind', '=', 'email')
    .orderBy('created_at')
    .execute()
  return rows.map((row) => JSON.parse(row.payload) as { to: string; subject: string; text: string })
}

async function orderCount(server: TestServer) {
  return (await server.deps.db.selectFrom('orders').select('id').execute()).length
}

const move = (server: TestServer, token: string, id: string, body: unknown) =>
  call(server, `/staff/v1/orders/${id}/transition`, { method: 'POST', token, body })

/** A payment's amount and day, as staff record them: $1.00 received today on the clinic's clock. */
const received = (amountCents = 100) => ({
  amountCents,
  paidOn: dayIn(new Date(), CLINIC_TIME_ZONE),
})

const review = (server: TestServer, token: string, id: string, body: unknown) =>
  call(server, `/staff/v1/orders/${id}/review`, { method: 'POST', token, body })

describe('the catalogue', () => {
  it('is the seeded snapshot from the database, for anyone with the key, cached briefly', async () => {
    const server = await startServer()
    const answer = await call(server, '/orders/v1/catalogue')
    expect(answer.status).toBe(200)
    expect(answer.headers.get('cache-control')).toBe('public, max-age=30')
    const products = answer.json.products!
    expect(products).toHaveLength(24)
    expect(products.map((product) => product.id).sort()).toEqual(
      catalogueSeed.map((product) => product.id).sort(),
    )
    expect(products.find((product) => product.id === '1')).toEqual({
      id: '1',
      name: 'Ignite Metabolic Support',
      priceCents: 5999,
      originalPriceCents: 6999,
      stock: 100,
      needsReview: false,
      maxPerOrder: 10,
      active: true,
    })
    expect(products.find((product) => product.id === '4')!.stock).toBe(0)
    expect(products.filter((product) => product.needsReview).map((product) => product.id)).toEqual([
      'peptide-1',
      'peptide-2',
      'peptide-3',
      'peptide-4',
      'peptide-5',
      'peptide-6',
    ])

    const keyless = await fetch(`${server.url}/orders/v1/catalogue`)
    expect(keyless.status).toBe(401)
  })

  it('is changed by staff only, a physician setting review and limit, audited, and orders then see the new price and limit', async () => {
    const server = await startServer()
    const token = await staffToken(server)
    const doctor = await physicianToken(server)
    const patient = await patientToken(server, 'pat@example.com')
    expect(
      (
        await call(server, '/staff/v1/catalogue/1', {
          method: 'PATCH',
          token: patient,
          body: { stock: 5 },
        })
      ).status,
    ).toBe(403)
    expect((await call(server, '/staff/v1/catalogue')).status).toBe(401)
    // Review and limit are a physician's (the role table, src/shared/roles.ts; every cell in
    // workspace/staff-roles.test.ts).
    const refused = await call(server, '/staff/v1/catalogue/2', {
      method: 'PATCH',
      token,
      body: { priceCents: 1000, maxPerOrder: 2, needsReview: true },
    })
    expect(refused.status).toBe(403)
    expect(refused.json.code).toBe('physician_only')
    const changed = await call(server, '/staff/v1/catalogue/2', {
      method: 'PATCH',
      token: doctor,
      body: { priceCents: 1000, maxPerOrder: 2, needsReview: true },
    })
    expect(changed.status).toBe(200)
    expect(changed.json.product).toMatchObject({
      id: '2',
      priceCents: 1000,
      maxPerOrder: 2,
      needsReview: true,
    })
    expect(
      (
        await call(server, '/staff/v1/catalogue/nope', {
          method: 'PATCH',
          token,
          body: { stock: 1 },
        })
      ).status,
    ).toBe(404)
    const empty = await call(server, '/staff/v1/catalogue/2', { method: 'PATCH', token, body: {} })
    expect(empty.status).toBe(400)
    const negative = await call(server, '/staff/v1/catalogue/2', {
      method: 'PATCH',
      token,
      body: { stock: -1 },
    })
    expect(negative.status).toBe(400)
    const audit = await server.deps.db
      .selectFrom('audit_log')
      .select(['action', 'target', 'detail'])
      .where('action', '=', 'catalogue.update')
      .execute()
    expect(audit).toEqual([
      {
        action: 'catalogue.update',
        target: 'product:2',
        detail: JSON.stringify({
          priceCents: 1000,
          needsReview: true,
          maxPerOrder: 2,
          role: 'physician',
        }),
      },
    ])
    expect((await call(server, '/staff/v1/catalogue', { token })).json.products).toHaveLength(24)

    const over = await submit(server, orderRequest([{ productId: '2', quantity: 3 }]))
    expect(over.status).toBe(422)
    expect(over.json.lines).toEqual([
      {
        productId: '2',
        code: 'over_limit',
        message: orderMessages.overLimit('Daily Essentials Multivitamin', 2),
      },
    ])
    const placed = await submit(server, orderRequest([{ productId: '2', quantity: 2 }]))
    expect(placed.status).toBe(201)
    expect(placed.json.order).toMatchObject({ state: 'awaiting_review', subtotalCents: 2000 })
  })
})

describe('placing an order', () => {
  it('prices every line from the database, whatever prices the browser sends', async () => {
    const server = await startServer()
    const tampered = orderRequest(
      [
        { productId: '1', quantity: 2, priceCents: 1, unitPriceCents: 1 },
        { productId: 'natural-6', quantity: 1, priceCents: 0 },
      ],
      { totalCents: 1, subtotalCents: 1, shippingCents: 0 },
    )
    const answer = await submit(server, tampered)
    expect(answer.status).toBe(201)
    const order = answer.json.order!
    expect(order.number).toMatch(/^RM-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/)
    expect(order.state).toBe('submitted')
    expect(order.lines.map((line) => [line.productId, line.unitPriceCents, line.quantity])).toEqual(
      [
        ['1', 5999, 2],
        ['natural-6', 1699, 1],
      ],
    )
    expect(order).toMatchObject({
      subtotalCents: 2 * 5999 + 1699,
      shippingCents: 0,
      totalCents: 2 * 5999 + 1699,
      shipping: { line1: '200 Congress Ave', city: 'Austin', state: 'TX', zip: '78701' },
      reason: null,
      payment: null,
      shipment: null,
    })
    expect(order.events).toEqual([
      { from: null, to: 'submitted', actor: 'patient', detail: null, at: order.createdAt },
    ])
    expect(answer.json.invited).toBe(true)
    expect(await stockOf(server, '1')).toBe(98)
    expect(await stockOf(server, 'natural-6')).toBe(99)

    // Under the free-shipping threshold, the standard fee.
    const small = await submit(server, orderRequest([{ productId: 'natural-6', quantity: 1 }]))
    expect(small.json.order).toMatchObject({
      subtotalCents: 1699,
      shippingCents: ORDER_LIMITS.standardShippingCents,
      totalCents: 1699 + ORDER_LIMITS.standardShippingCents,
    })

    const [received] = await mails(server)
    expect(received!.to).toBe('grace@example.com')
    expect(received!.subject).toBe(`We received your Renew Medical order ${order.number}`)
    expect(received!.text).toContain('2 × Ignite Metabolic Support, $59.99 each')
    expect(received!.text).toContain('Total: $136.97')
    expect(received!.text).toContain('What happens next: Our clinic team checks your order')
    expect(received!.text).toContain('/auth?mode=signup')
  })

  it('refuses with every line that cannot be ordered named, and changes nothing', async () => {
    const server = await startServer()
    const token = await staffToken(server)
    await setStock(server, token, '3', 3)
    const inactive = await call(server, '/staff/v1/catalogue/5', {
      method: 'PATCH',
      token,
      body: { active: false },
    })
    expect(inactive.status).toBe(200)
    const answer = await submit(
      server,
      orderRequest([
        { productId: 'no-such-product', quantity: 1 },
        { productId: '4', quantity: 1 },
        { productId: '1', quantity: 11 },
        { productId: '3', quantity: 5 },
        { productId: '5', quantity: 1 },
        // Two lines of one product are one line of 12: over the limit of 10.
        { productId: '2', quantity: 6 },
        { productId: '2', quantity: 6 },
        { productId: 'shake-1', quantity: 10 },
      ]),
    )
    expect(answer.status).toBe(422)
    expect(answer.json.code).toBe('order_lines_refused')
    expect(answer.json.lines).toEqual([
      {
        productId: 'no-such-product',
        code: 'unknown_product',
        message: orderMessages.unknownProduct('This product'),
      },
      {
        productId: '4',
        code: 'out_of_stock',
        message: orderMessages.outOfStock('Probiotic Balance 50B'),
      },
      {
        productId: '1',
        code: 'over_limit',
        message: orderMessages.overLimit('Ignite Metabolic Support', 10),
      },
      {
        productId: '3',
        code: 'not_enough_stock',
        message: orderMessages.notEnoughStock('Vitamin D3 + K2', 3),
      },
      {
        productId: '5',
        code: 'unknown_product',
        message: orderMessages.unknownProduct('Omega-3 Fish Oil'),
      },
      {
        productId: '2',
        code: 'over_limit',
        message: orderMessages.overLimit('Daily Essentials Multivitamin', 10),
      },
    ])
    expect(await orderCount(server)).toBe(0)
    expect(await stockOf(server, 'shake-1')).toBe(100)
    expect(await stockOf(server, '3')).toBe(3)
    expect(await mails(server)).toEqual([])

    // One bad line: its own words are the message.
    const one = await submit(server, orderRequest([{ productId: '4', quantity: 1 }]))
    expect(one.json.message).toBe(orderMessages.outOfStock('Probiotic Balance 50B'))
  })

  it('refuses bad details with the form’s messages, naming the field', async () => {
    const server = await startServer()
    const unserved = await submit(
      server,
      orderRequest([{ productId: '1', quantity: 1 }], {
        shipping: { line1: '1 Main St', city: 'Fresno', state: 'CA', zip: '93650' },
      }),
    )
    expect(unserved.status).toBe(400)
    expect(unserved.json).toMatchObject({
      message: orderMessages.stateNotServed,
      field: 'shipping.state',
    })
    const empty = await submit(server, orderRequest([]))
    expect(empty.json).toMatchObject({ message: orderMessages.emptyCart, field: 'lines' })
    const zero = await submit(server, orderRequest([{ productId: '1', quantity: 0 }]))
    expect(zero.json).toMatchObject({ message: orderMessages.quantity, field: 'lines.0.quantity' })
    const key = await submit(
      server,
      orderRequest([{ productId: '1', quantity: 1 }], { idempotencyKey: 'short' }),
    )
    expect(key.json).toMatchObject({
      message: orderMessages.idempotencyKey,
      field: 'idempotencyKey',
    })
    expect(await orderCount(server)).toBe(0)
  })

  it('makes one order and takes the stock once when twenty identical requests race', async () => {
    const server = await startServer()
    const request = orderRequest([
      { productId: 'shake-2', quantity: 3 },
      { productId: 'natural-1', quantity: 1 },
    ])
    const answers = await Promise.all(Array.from({ length: 20 }, () => submit(server, request)))
    const statuses = answers.map((answer) => answer.status)
    expect(statuses.filter((status) => status === 201)).toHaveLength(1)
    expect(statuses.filter((status) => status === 200)).toHaveLength(19)
    expect(new Set(answers.map((answer) => answer.json.order!.id)).size).toBe(1)
    expect(answers.filter((answer) => answer.json.invited)).toHaveLength(1)
    expect(await orderCount(server)).toBe(1)
    expect(await stockOf(server, 'shake-2')).toBe(97)
    expect(await stockOf(server, 'natural-1')).toBe(99)
    expect(await mails(server)).toHaveLength(1)

    // A retry later answers the same; the key with someone else's address is refused.
    const later = await submit(server, request)
    expect(later.status).toBe(200)
    expect(later.json.order!.id).toBe(answers[0]!.json.order!.id)
    const stolen = await submit(server, { ...request, email: 'mallory@example.com' })
    expect(stolen.status).toBe(409)
    expect(stolen.json).toEqual({
      code: 'idempotency_key_reused',
      message: orderMessages.idempotencyKey,
      field: 'idempotencyKey',
    })
    expect(await stockOf(server, 'shake-2')).toBe(97)
  })

  it('sells the last unit once when ten different orders race for it', async () => {
    const server = await startServer()
    const token = await staffToken(server)
    await setStock(server, token, 'shake-3', 1)
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        submit(
          server,
          orderRequest([{ productId: 'shake-3', quantity: 1 }], {
            email: `buyer${index}@example.com`,
          }),
        ),
      ),
    )
    const statuses = answers.map((answer) => answer.status)
    expect(statuses.filter((status) => status === 201)).toHaveLength(1)
    expect(statuses.filter((status) => status === 422)).toHaveLength(9)
    for (const refused of answers.filter((answer) => answer.status === 422)) {
      expect(refused.json.lines).toEqual([
        {
          productId: 'shake-3',
          code: 'out_of_stock',
          message: orderMessages.outOfStock('Collagen Protein Unflavored'),
        },
      ])
    }
    expect(await stockOf(server, 'shake-3')).toBe(0)
    expect(await orderCount(server)).toBe(1)
  })

  it('the database refuses a negative stock, whatever the code asks', async () => {
    const server = await startServer()
    await expect(
      server.deps.db
        .updateTable('catalogue_products')
        .set((eb) => ({ stock: eb('stock', '-', 101) }))
        .where('id', '=', '1')
        .execute(),
    ).rejects.toThrow()
    expect(await stockOf(server, '1')).toBe(100)
  })

  it('answers two sends of one order at the same moment with the same order, once', async () => {
    const server = await startServer()
    for (let round = 0; round < 5; round++) {
      const body = orderRequest([{ productId: '2', quantity: 1 }], {
        email: `twins${round}@example.com`,
      })
      const answers = await Promise.all([submit(server, body), submit(server, body)])
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 201])
      const numbers = answers.map(
        (answer) => (answer.json as { order: { number: string } }).order.number,
      )
      expect(numbers[0]).toBe(numbers[1])
    }
    expect(await orderCount(server)).toBe(5)
  })

  it('limits new orders per address, but never refuses a retry', async () => {
    const server = await startServer()
    const from = (ip: string, body: unknown) =>
      fetch(`${server.url}/orders/v1/orders`, {
        method: 'POST',
        headers: {
          apikey: server.anonKey,
          'content-type': 'application/json',
          'x-forwarded-for': ip,
        },
        body: JSON.stringify(body),
      })
    const first = orderRequest([{ productId: 'natural-3', quantity: 1 }], {
      email: 'first@example.com',
    })
    expect((await from('203.0.113.9', first)).status).toBe(201)
    for (let index = 1; index < 10; index++) {
      const next = orderRequest([{ productId: 'natural-3', quantity: 1 }], {
        email: `buyer${index}@example.com`,
      })
      expect((await from('203.0.113.9', next)).status).toBe(201)
    }
    const eleventh = await from(
      '203.0.113.9',
      orderRequest([{ productId: 'natural-3', quantity: 1 }], { email: 'late@example.com' }),
    )
    expect(eleventh.status).toBe(429)
    expect(((await eleventh.json()) as Json).code).toBe('over_request_rate_limit')
    expect((await from('203.0.113.9', first)).status).toBe(200)
    expect(await orderCount(server)).toBe(10)
  })

  it('takes the per-address limit from ORDERS_PER_IP_PER_10_MIN', async () => {
    const server = await startServer({ ordersPerIpPer10Min: 2 })
    const send = (email: string) =>
      fetch(`${server.url}/orders/v1/orders`, {
        method: 'POST',
        headers: {
          apikey: server.anonKey,
          'content-type': 'application/json',
          'x-forwarded-for': '203.0.113.10',
        },
        body: JSON.stringify(orderRequest([{ productId: 'natural-2', quantity: 1 }], { email })),
      })
    expect((await send('one@example.com')).status).toBe(201)
    expect((await send('two@example.com')).status).toBe(201)
    expect((await send('three@example.com')).status).toBe(429)
    expect(await orderCount(server)).toBe(2)
  })
})

describe('mail abuse through an order', () => {
  const PAYLOAD = 'Vera,\n\nURGENT: your visit was moved. Confirm at http://evil.example/login'

  it.each([
    ['firstName', { firstName: PAYLOAD }, leadMessages.nameCharacters],
    ['lastName', { lastName: PAYLOAD }, leadMessages.nameCharacters],
    [
      'shipping.line1',
      { shipping: { line1: PAYLOAD, city: 'Austin', state: 'TX', zip: '78701' } },
      orderMessages.line1,
    ],
    [
      'shipping.city',
      {
        shipping: {
          line1: '200 Congress Ave',
          city: `Austin\u2028${PAYLOAD}`,
          state: 'TX',
          zip: '78701',
        },
      },
      orderMessages.city,
    ],
  ])(
    'refuses the phishing payload in %s: 400, nothing ordered, nothing mailed',
    async (field, overrides, message) => {
      const server = await startServer()
      const answer = await submit(
        server,
        orderRequest([{ productId: '1', quantity: 1 }], overrides),
      )
      expect(answer.status).toBe(400)
      expect(answer.json).toMatchObject({ message, field })
      expect(await orderCount(server)).toBe(0)
      expect(await mails(server)).toEqual([])
    },
  )

  it('an address whose mail budget is spent still orders, and gets no more mail for now', async () => {
    const server = await startServer()
    // The address's budget spent by earlier visit mails (the budget is one for the site's mail).
    for (let i = 0; i < SITE_MAILS_PER_RECIPIENT.limit; i++) {
      expect(
        await spendRecipientBudget(
          server.deps.db,
          'site',
          'Victim@Example.com',
          SITE_MAILS_PER_RECIPIENT,
        ),
      ).toBe(true)
    }
    const placed = await submit(
      server,
      orderRequest([{ productId: '1', quantity: 1 }], { email: 'VICTIM@example.com' }),
    )
    expect(placed.status).toBe(201)
    expect(await orderCount(server)).toBe(1)
    expect(await mails(server)).toEqual([])
    // Anyone else is mailed as ever.
    const other = await submit(
      server,
      orderRequest([{ productId: '1', quantity: 1 }], { email: 'other@example.com' }),
    )
    expect(other.status).toBe(201)
    expect((await mails(server)).map((mail) => mail.to)).toEqual(['other@example.com'])
  })
})

describe('a physician’s review', () => {
  it('holds a peptide order for a physician; staff cannot decide; a change is explained to the patient', async () => {
    const server = await startServer()
    const staff = await staffToken(server)
    const doctor = await physicianToken(server)
    const patient = await patientToken(server, 'pep@example.com')
    const placed = await submit(
      server,
      orderRequest(
        [
          { productId: 'peptide-4', quantity: 3 },
          { productId: '2', quantity: 1 },
        ],
        { email: 'pep@example.com' },
      ),
      patient,
    )
    expect(placed.status).toBe(201)
    expect(placed.json.invited).toBe(false)
    const order = placed.json.order!
    expect(order.state).toBe('awaiting_review')
    expect(order.events.map((event) => [event.from, event.to, event.actor])).toEqual([
      [null, 'submitted', 'patient'],
      ['submitted', 'awaiting_review', 'system'],
    ])
    expect(order.lines.map((line) => line.needsReview)).toEqual([true, false])
    expect((await mails(server))[0]!.text).toContain('A physician reviews the products')

    // The physicians' queue.
    const queue = await call(server, '/staff/v1/orders?review=1', { token: staff })
    expect(queue.json.orders!.map((row) => row.id)).toEqual([order.id])
    expect(queue.json.orders![0]!.contact).toEqual({
      firstName: 'Grace',
      lastName: 'Hopper',
      email: 'pep@example.com',
      phone: '(555) 123-4567',
    })

    const [peptide, plain] = order.lines
    const byStaff = await review(server, staff, order.id, { decision: 'approve' })
    expect(byStaff.status).toBe(403)
    expect(byStaff.json).toEqual({ code: 'physician_only', message: orderMessages.physicianOnly })
    // Nor may staff skip the review by asking for payment.
    expect((await move(server, staff, order.id, { to: 'awaiting_payment' })).status).toBe(409)

    const change = (body: Record<string, unknown>) =>
      review(server, doctor, order.id, { decision: 'change', ...body })
    const raised = await change({
      reason: 'More',
      lines: [{ lineId: peptide!.id, quantity: 4 }],
    })
    expect(raised.status).toBe(400)
    expect(raised.json.field).toBe('lines')
    const same = await change({ reason: 'Same', lines: [{ lineId: peptide!.id, quantity: 3 }] })
    expect(same.json.message).toBe(orderMessages.changeNeedsEdit)
    // A product that needs no review is not the review's to change, alone or with the others.
    for (const lines of [
      [{ lineId: plain!.id, quantity: 0 }],
      [
        { lineId: peptide!.id, quantity: 1 },
        { lineId: plain!.id, quantity: 0 },
      ],
    ]) {
      const notReviewed = await change({ reason: 'None', lines })
      expect(notReviewed.status).toBe(400)
      expect(notReviewed.json).toEqual({
        code: 'invalid_request',
        message: staffOrderMessages.reviewOnly(plain!.name),
        field: 'lines',
      })
    }
    const reasonless = await change({ lines: [{ lineId: peptide!.id, quantity: 1 }] })
    expect(reasonless.json).toMatchObject({ message: orderMessages.reason, field: 'reason' })
    const foreign = await change({ reason: 'x', lines: [{ lineId: randomUUID(), quantity: 0 }] })
    expect(foreign.status).toBe(400)
    expect(await stockOf(server, 'peptide-4')).toBe(97)

    const reason = 'One vial at a time until we see how your skin responds.'
    const changed = await change({ reason, lines: [{ lineId: peptide!.id, quantity: 1 }] })
    expect(changed.status).toBe(200)
    expect(changed.json.order).toMatchObject({
      state: 'changed',
      reason,
      subtotalCents: 8999 + 2999,
      shippingCents: 0,
      totalCents: 8999 + 2999,
    })
    expect(await stockOf(server, 'peptide-4')).toBe(99)
    // A second decision finds the review done.
    const again = await review(server, doctor, order.id, { decision: 'approve' })
    expect(again.status).toBe(409)
    expect(again.json.message).toBe(orderMessages.notAllowed('Changed by the physician'))

    const seen = await call(server, `/orders/v1/orders/${order.id}`, { token: patient })
    expect(seen.status).toBe(200)
    expect(seen.json.order!.lines).toEqual([
      expect.objectContaining({
        productId: 'peptide-4',
        quantity: 1,
        requestedQuantity: 3,
        review: 'changed',
        reviewReason: reason,
      }),
      expect.objectContaining({ productId: '2', quantity: 1, requestedQuantity: 1, review: null }),
    ])
    expect(seen.json.order!.reason).toBe(reason)
    expect(seen.json.order!.events.at(-1)).toMatchObject({
      from: 'awaiting_review',
      to: 'changed',
      actor: 'physician',
      detail: reason,
    })
    const notice = (await mails(server)).at(-1)!
    expect(notice.subject).toBe(
      `Your Renew Medical order ${order.number} was changed by our physician`,
    )
    expect(notice.text).toContain(`Our physician's reason: ${reason}`)
    expect(notice.text).toContain('1 × GHK-Cu Copper Peptide Serum, $89.99 each (you asked for 3)')
    const audit = await server.deps.db
      .selectFrom('audit_log')
      .select(['action', 'target', 'detail'])
      .where('action', '=', 'order.review')
      .execute()
    expect(audit).toHaveLength(1)
    expect(audit[0]!.target).toBe(`order:${order.id}`)
    expect(audit[0]!.detail).not.toContain('pep@example.com')

    // Approved or changed, staff ask for payment next.
    expect((await move(server, staff, order.id, { to: 'awaiting_payment' })).status).toBe(200)
  })

  it('a decline needs a reason and puts the stock back', async () => {
    const server = await startServer()
    const doctor = await physicianToken(server)
    const placed = await submit(server, orderRequest([{ productId: 'peptide-1', quantity: 2 }]))
    const id = placed.json.order!.id
    expect(await stockOf(server, 'peptide-1')).toBe(98)
    const bare = await review(server, doctor, id, { decision: 'decline' })
    expect(bare.json).toMatchObject({ message: orderMessages.reason, field: 'reason' })
    const declined = await review(server, doctor, id, {
      decision: 'decline',
      reason: 'Not suitable with the medicines you listed.',
    })
    expect(declined.status).toBe(200)
    expect(declined.json.order).toMatchObject({
      state: 'declined',
      reason: 'Not suitable with the medicines you listed.',
    })
    expect(declined.json.order!.lines[0]).toMatchObject({ review: 'declined' })
    expect(await stockOf(server, 'peptide-1')).toBe(100)
    const notice = (await mails(server)).at(-1)!
    expect(notice.text).toContain(
      "Our physician's reason: Not suitable with the medicines you listed.",
    )
    expect(notice.text).toContain('Nothing is charged for this order.')
    // A declined order is over.
    const cancel = await move(server, doctor, id, { to: 'cancelled', reason: 'Tidy up' })
    expect(cancel.status).toBe(409)
  })
})

describe('an order’s way to the door', () => {
  it('goes submitted → awaiting payment → paid → shipped → delivered, one mail a step, never skipping or going back', async () => {
    const server = await startServer()
    const staff = await staffToken(server)
    const placed = await submit(server, orderRequest([{ productId: '6', quantity: 1 }]))
    const order = placed.json.order!
    const id = order.id
    const after = async () => (await mails(server)).slice(1)

    const skip = await move(server, staff, id, {
      to: 'paid',
      method: 'card_by_phone',
      reference: 'R-1',
      ...received(),
    })
    expect(skip.status).toBe(409)
    expect(skip.json).toEqual({
      code: 'not_allowed',
      message: orderMessages.notAllowed('Submitted'),
    })
    const badStep = await move(server, staff, id, { to: 'approved' })
    expect(badStep.status).toBe(400)

    const ask = await move(server, staff, id, { to: 'awaiting_payment' })
    expect(ask.status).toBe(200)
    expect(ask.json.order!.state).toBe('awaiting_payment')
    const howToPay = (await after()).at(-1)!
    expect(howToPay.subject).toBe(`How to pay for your Renew Medical order ${order.number}`)
    expect(howToPay.text).toContain(order.number)
    expect(howToPay.text).toContain(`Total to pay: $${((4499 + 795) / 100).toFixed(2)}`)
    expect(howToPay.text).toContain(CLINIC_PHONE.display)

    const unpaid = await move(server, staff, id, {
      to: 'paid',
      method: 'card_by_phone',
      ...received(),
    })
    expect(unpaid.json).toMatchObject({
      message: orderMessages.paymentReference,
      field: 'reference',
    })
    const paid = await move(server, staff, id, {
      to: 'paid',
      method: 'card_by_phone',
      reference: 'RCPT-2026-0042',
      ...received(4499 + 795),
    })
    expect(paid.status).toBe(200)
    expect(paid.json.order!.payment).toEqual({
      method: 'card_by_phone',
      reference: 'RCPT-2026-0042',
      amountCents: 4499 + 795,
      paidOn: dayIn(new Date(), CLINIC_TIME_ZONE),
    })
    expect((await after()).at(-1)!.subject).toBe(`Your Renew Medical order ${order.number} is paid`)
    const back = await move(server, staff, id, { to: 'awaiting_payment' })
    expect(back.status).toBe(409)
    expect(back.json.message).toBe(orderMessages.notAllowed('Paid'))

    const noTracking = await move(server, staff, id, { to: 'shipped', carrier: 'USPS' })
    expect(noTracking.json).toMatchObject({ message: orderMessages.tracking, field: 'tracking' })
    const shipped = await move(server, staff, id, {
      to: 'shipped',
      carrier: 'USPS',
      tracking: '9400 1000 0000 0000 0000 00',
    })
    expect(shipped.json.order!.shipment).toEqual({
      carrier: 'USPS',
      tracking: '9400 1000 0000 0000 0000 00',
    })
    const shippedMail = (await after()).at(-1)!
    expect(shippedMail.subject).toBe(`Your Renew Medical order ${order.number} has shipped`)
    expect(shippedMail.text).toContain('Carrier: USPS')
    expect(shippedMail.text).toContain('Tracking number: 9400 1000 0000 0000 0000 00')
    // Shipped: no longer cancelled, by anyone.
    expect((await move(server, staff, id, { to: 'cancelled', reason: 'Late' })).status).toBe(409)

    const delivered = await move(server, staff, id, { to: 'delivered' })
    expect(delivered.json.order!.state).toBe('delivered')
    expect((await move(server, staff, id, { to: 'delivered' })).status).toBe(409)

    const sent = await after()
    expect(sent.map((mail) => mail.subject)).toEqual([
      `How to pay for your Renew Medical order ${order.number}`,
      `Your Renew Medical order ${order.number} is paid`,
      `Your Renew Medical order ${order.number} has shipped`,
      `Your Renew Medical order ${order.number} was delivered`,
    ])
    const final = await call(server, `/staff/v1/orders/${id}`, { token: staff })
    expect(final.json.order!.events.map((event) => [event.to, event.actor])).toEqual([
      ['submitted', 'patient'],
      ['awaiting_payment', 'staff'],
      ['paid', 'staff'],
      ['shipped', 'staff'],
      ['delivered', 'staff'],
    ])
    const audit = await server.deps.db
      .selectFrom('audit_log')
      .select(['action', 'detail'])
      .where('target', '=', `order:${id}`)
      .orderBy('created_at')
      .execute()
    expect(audit.filter((row) => row.action === 'order.update')).toHaveLength(4)
    // The read of the order above is audited too.
    expect(audit.filter((row) => row.action === 'order.view')).toHaveLength(1)
    for (const row of audit) expect(row.detail).not.toContain('RCPT-2026-0042')
  })

  it('two members of staff clicking at once move the order once', async () => {
    const server = await startServer()
    const staff = await staffToken(server)
    const doctor = await physicianToken(server)
    const placed = await submit(server, orderRequest([{ productId: '6', quantity: 1 }]))
    const id = placed.json.order!.id
    const [one, two] = await Promise.all([
      move(server, staff, id, { to: 'awaiting_payment' }),
      move(server, doctor, id, { to: 'awaiting_payment' }),
    ])
    expect([one.status, two.status].sort()).toEqual([200, 409])
    const events = await server.deps.db
      .selectFrom('order_events')
      .select('to_state')
      .where('order_id', '=', id)
      .execute()
    expect(events.map((event) => event.to_state).sort()).toEqual(['awaiting_payment', 'submitted'])
    expect(await mails(server)).toHaveLength(2)
  })

  it('a move made on a state that is no longer current changes nothing (the compare-and-set)', async () => {
    const server = await startServer()
    const placed = await submit(server, orderRequest([{ productId: '6', quantity: 2 }]))
    const seen = (await findOrder(server.deps.db, placed.json.order!.id))!
    const cancel = (restock: number) =>
      moveOrder(server.deps.db, {
        order: seen,
        to: 'cancelled',
        actor: 'staff',
        actorUserId: null,
        detail: 'Duplicate',
        set: { reason: 'Duplicate' },
        restock: new Map([['6', restock]]),
        now: new Date(),
        alsoDo: async () => {},
      })
    const toPayment = await moveOrder(server.deps.db, {
      order: seen,
      to: 'awaiting_payment',
      actor: 'staff',
      actorUserId: null,
      detail: null,
      now: new Date(),
      alsoDo: async () => {},
    })
    expect(toPayment?.order.state).toBe('awaiting_payment')
    // Both were read as submitted; only the first applies.
    expect(await cancel(2)).toBeUndefined()
    const after = (await findOrder(server.deps.db, seen.id))!
    expect(after).toMatchObject({ state: 'awaiting_payment', reason: null })
    expect(await stockOf(server, '6')).toBe(98)
    const events = await server.deps.db
      .selectFrom('order_events')
      .select(['sequence', 'to_state'])
      .where('order_id', '=', seen.id)
      .orderBy('sequence')
      .execute()
    expect(events).toEqual([
      { sequence: 1, to_state: 'submitted' },
      { sequence: 2, to_state: 'awaiting_payment' },
    ])
  })

  it('staff cancel with a reason before shipping and the stock comes back', async () => {
    const server = await startServer()
    const staff = await staffToken(server)
    const placed = await submit(server, orderRequest([{ productId: '6', quantity: 4 }]))
    const id = placed.json.order!.id
    await move(server, staff, id, { to: 'awaiting_payment' })
    await move(server, staff, id, {
      to: 'paid',
      method: 'invoice',
      reference: 'INV-7',
      ...received(),
    })
    expect(await stockOf(server, '6')).toBe(96)
    const reasonless = await move(server, staff, id, { to: 'cancelled' })
    expect(reasonless.json).toMatchObject({ message: orderMessages.reason, field: 'reason' })
    const cancelled = await move(server, staff, id, {
      to: 'cancelled',
      reason: 'The patient asked us on the phone.',
    })
    expect(cancelled.json.order).toMatchObject({
      state: 'cancelled',
      reason: 'The patient asked us on the phone.',
    })
    expect(await stockOf(server, '6')).toBe(100)
    const notice = (await mails(server)).at(-1)!
    expect(notice.text).toContain('Reason: The patient asked us on the phone.')
    expect(notice.text).toContain('We refund your payment')
  })
})

describe('an unpaid order', () => {
  const HOLD_HOURS = 48
  /** The release as the server's timer runs it, on a clock the test sets. */
  const releaseAt = (server: TestServer, hoursFromNow: number) =>
    releaseUnpaidOrders({
      db: server.deps.db,
      now: new Date(Date.now() + hoursFromNow * 3_600_000),
      holdHours: HOLD_HOURS,
      publicUrl: server.url,
    })

  it('gives its stock back after ORDER_HOLD_HOURS: hoarded stock returns to sale, the patient is mailed, staff see why', async () => {
    const server = await startServer()
    const staff = await staffToken(server)
    await setStock(server, staff, '6', 5)
    // Someone takes every unit under a throwaway address, and another order waits for payment.
    const hoard = await submit(
      server,
      orderRequest([{ productId: '6', quantity: 5 }], { email: 'hoard@example.com' }),
    )
    expect(hoard.status).toBe(201)
    const awaiting = await submit(server, orderRequest([{ productId: '2', quantity: 1 }]))
    await move(server, staff, awaiting.json.order!.id, { to: 'awaiting_payment' })
    const paid = await submit(server, orderRequest([{ productId: '3', quantity: 2 }]))
    await move(server, staff, paid.json.order!.id, { to: 'awaiting_payment' })
    await move(server, staff, paid.json.order!.id, {
      to: 'paid',
      method: 'invoice',
      reference: 'INV-9',
      ...received(),
    })
    const [stock2, stock3] = [await stockOf(server, '2'), await stockOf(server, '3')]
    const customer = await submit(server, orderRequest([{ productId: '6', quantity: 1 }]))
    expect(customer.status).toBe(422)
    expect(customer.json.lines![0]!.code).toBe('out_of_stock')

    // Just before the hold ends nothing moves.
    expect(await releaseAt(server, HOLD_HOURS - 0.01)).toBe(0)
    expect(await stockOf(server, '6')).toBe(0)
    const mailsBefore = (await mails(server)).length

    expect(await releaseAt(server, HOLD_HOURS + 0.01)).toBe(2)
    expect(await stockOf(server, '6')).toBe(5)
    expect(await stockOf(server, '2')).toBe(stock2 + 1)
    // A payment recorded keeps the order and its stock.
    expect(await stockOf(server, '3')).toBe(stock3)
    expect((await findOrder(server.deps.db, paid.json.order!.id))!.state).toBe('paid')
    // Released once: a second run finds nothing.
    expect(await releaseAt(server, HOLD_HOURS + 1)).toBe(0)

    const notices = (await mails(server)).slice(mailsBefore)
    expect(notices.map((mail) => mail.to).sort()).toEqual([
      'grace@example.com',
      'hoard@example.com',
    ])
    const notice = notices.find((mail) => mail.to === 'hoard@example.com')!
    expect(notice.subject).toContain('is cancelled')
    expect(notice.text).toContain(`Reason: ${unpaidReleaseReason(HOLD_HOURS)}`)
    expect(notice.text).toContain('Nothing is charged for this order.')

    const seen = await call(server, `/staff/v1/orders/${hoard.json.order!.id}`, { token: staff })
    expect(seen.json.order).toMatchObject({
      state: 'cancelled',
      reason: unpaidReleaseReason(HOLD_HOURS),
    })
    expect(seen.json.order!.events.at(-1)).toMatchObject({
      from: 'submitted',
      to: 'cancelled',
      actor: 'system',
      detail: unpaidReleaseReason(HOLD_HOURS),
    })

    // The real customer can now buy.
    expect((await submit(server, orderRequest([{ productId: '6', quantity: 1 }]))).status).toBe(201)
  })

  it('a payment recorded while the release runs: one of the two happens, whole', async () => {
    const server = await startServer()
    const staff = await staffToken(server)
    const before = await stockOf(server, '6')
    const placed = await submit(server, orderRequest([{ productId: '6', quantity: 3 }]))
    const id = placed.json.order!.id
    await move(server, staff, id, { to: 'awaiting_payment' })
    const [payment, released] = await Promise.all([
      move(server, staff, id, {
        to: 'paid',
        method: 'invoice',
        reference: 'INV-10',
        ...received(),
      }),
      releaseAt(server, HOLD_HOURS + 1),
    ])
    const state = (await findOrder(server.deps.db, id))!.state
    if (state === 'paid') {
      expect(payment.status).toBe(200)
      expect(released).toBe(0)
      expect(await stockOf(server, '6')).toBe(before - 3)
    } else {
      expect(state).toBe('cancelled')
      expect(payment.status).toBe(409)
      expect(released).toBe(1)
      expect(await stockOf(server, '6')).toBe(before)
    }
  })
})

describe('a patient’s orders', () => {
  it('are theirs alone: listed newest first, cancelled before payment (stock back), not after', async () => {
    const server = await startServer()
    const staff = await staffToken(server)
    const ada = await patientToken(server, 'ada@example.com')
    const bob = await patientToken(server, 'bob@example.com')
    const first = await submit(
      server,
      orderRequest([{ productId: 'shake-5', quantity: 2 }], { email: 'ada@example.com' }),
      ada,
    )
    const second = await submit(
      server,
      orderRequest([{ productId: 'shake-6', quantity: 1 }], { email: 'ada@example.com' }),
      ada,
    )
    // A guest order under the same address is not hers: the address was never proven by a link.
    await submit(
      server,
      orderRequest([{ productId: 'shake-6', quantity: 1 }], { email: 'ada@example.com' }),
    )
    const listed = await call(server, '/orders/v1/orders', { token: ada })
    expect(listed.json.orders!.map((order) => order.id)).toEqual([
      second.json.order!.id,
      first.json.order!.id,
    ])
    expect(listed.json.orders![0]).not.toHaveProperty('contact')
    expect((await call(server, '/orders/v1/orders')).status).toBe(401)

    const id = first.json.order!.id
    expect((await call(server, `/orders/v1/orders/${id}`, { token: bob })).status).toBe(404)
    const stranger = await call(server, `/orders/v1/orders/${id}/cancel`, {
      method: 'POST',
      token: bob,
    })
    expect(stranger.status).toBe(404)
    expect(stranger.json.message).toBe(orderMessages.unknownOrder)
    expect((await call(server, '/orders/v1/orders/not-a-uuid', { token: ada })).status).toBe(404)

    expect(await stockOf(server, 'shake-5')).toBe(98)
    const cancelled = await call(server, `/orders/v1/orders/${id}/cancel`, {
      method: 'POST',
      token: ada,
    })
    expect(cancelled.status).toBe(200)
    expect(cancelled.json.order!.state).toBe('cancelled')
    expect(cancelled.json.order!.events.at(-1)).toMatchObject({
      from: 'submitted',
      to: 'cancelled',
      actor: 'patient',
    })
    expect(await stockOf(server, 'shake-5')).toBe(100)
    // Cancelling again changes nothing (and returns nothing twice).
    const twice = await call(server, `/orders/v1/orders/${id}/cancel`, {
      method: 'POST',
      token: ada,
    })
    expect(twice.status).toBe(200)
    expect(await stockOf(server, 'shake-5')).toBe(100)

    const paidId = second.json.order!.id
    await move(server, staff, paidId, { to: 'awaiting_payment' })
    await move(server, staff, paidId, {
      to: 'paid',
      method: 'card_by_phone',
      reference: 'R-9',
      ...received(),
    })
    const late = await call(server, `/orders/v1/orders/${paidId}/cancel`, {
      method: 'POST',
      token: ada,
    })
    expect(late.status).toBe(409)
    expect(late.json).toEqual({ code: 'not_allowed', message: orderMessages.notAllowed('Paid') })
  })

  it('are in the data export, and outlive the account without its id', async () => {
    const server = await startServer()
    const token = await patientToken(server, 'eve@example.com')
    const placed = await submit(
      server,
      orderRequest([{ productId: '1', quantity: 1 }], { email: 'eve@example.com' }),
      token,
    )
    const exported = await call(server, '/patient/v1/export', { token })
    expect(exported.status).toBe(200)
    const data = JSON.parse(exported.text) as { orders: PatientOrder[] }
    expect(data.orders.map((order) => order.number)).toEqual([placed.json.order!.number])

    const deleted = await call(server, '/patient/v1/account', {
      method: 'DELETE',
      token,
      body: { password: 'eve@example.com password 2026' },
    })
    expect(deleted.status).toBe(200)
    const kept = await server.deps.db
      .selectFrom('orders')
      .select(['id', 'user_id'])
      .executeTakeFirstOrThrow()
    expect(kept).toEqual({ id: placed.json.order!.id, user_id: null })
  })
})

describe('the staff order list', () => {
  it('filters by state, is audited, refuses patients, and exports a spreadsheet-safe CSV', async () => {
    const server = await startServer()
    const staff = await staffToken(server)
    const doctor = await physicianToken(server)
    const patient = await patientToken(server, 'pat@example.com')
    const names = { firstName: "=cmd|' /C calc'!A0", lastName: '@SUM(1+1)' }
    // Names are letters now (src/shared/single-line.ts), so the form refuses these…
    const refused = await submit(
      server,
      orderRequest([{ productId: 'natural-2', quantity: 2 }], names),
    )
    expect(refused.json).toMatchObject({ message: leadMessages.nameCharacters, field: 'firstName' })
    const formula = await submit(
      server,
      orderRequest([{ productId: 'natural-2', quantity: 2 }], {
        shipping: { line1: '+1 Evil Rd, "Suite" 5', city: 'Austin', state: 'TX', zip: '78701' },
      }),
    )
    expect(formula.status).toBe(201)
    // …but an order stored before that rule holds them still, and its export must stay harmless.
    await server.deps.db
      .updateTable('orders')
      .set({ first_name: names.firstName, last_name: names.lastName })
      .where('id', '=', formula.json.order!.id)
      .execute()
    await submit(server, orderRequest([{ productId: 'peptide-2', quantity: 1 }]))

    expect((await call(server, '/staff/v1/orders', { token: patient })).status).toBe(403)
    expect((await call(server, '/staff/v1/orders')).status).toBe(401)
    const all = await call(server, '/staff/v1/orders', { token: doctor })
    expect(all.json.orders).toHaveLength(2)
    const submitted = await call(server, '/staff/v1/orders?state=submitted', { token: staff })
    expect(submitted.json.orders!.map((order) => order.id)).toEqual([formula.json.order!.id])
    expect(submitted.json.orders![0]!.userId).toBeNull()
    expect((await call(server, '/staff/v1/orders?state=lost', { token: staff })).status).toBe(400)
    const reads = await server.deps.db
      .selectFrom('audit_log')
      .select(['detail'])
      .where('action', '=', 'order.view')
      .execute()
    expect(reads).toHaveLength(2)
    expect(reads.map((row) => row.detail).join()).not.toContain('Grace')

    const csv = await call(server, '/staff/v1/orders/export.csv', { token: staff })
    expect(csv.status).toBe(200)
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(csv.headers.get('content-disposition')).toContain('attachment')
    expect(csv.headers.get('cache-control')).toBe('no-store')
    const [header, ...rows] = csv.text.trimEnd().split('\r\n')
    expect(header).toMatch(/^number,created_at,state,first_name,last_name,email/)
    expect(rows).toHaveLength(2)
    const row = rows.find((line) => line.includes(formula.json.order!.number))!
    expect(row).toContain(",'=cmd|' /C calc'!A0,'@SUM(1+1),")
    expect(row).toContain(`,"'+1 Evil Rd, ""Suite"" 5",`)
    expect(row).toContain(",2 x Lion's Mane Focus,73.98,7.95,81.93,")
    expect(row).not.toMatch(/,=/)
    const exports = await server.deps.db
      .selectFrom('audit_log')
      .select('detail')
      .where('action', '=', 'order.export')
      .execute()
    expect(exports).toHaveLength(1)
    expect(exports[0]!.detail).toContain(formula.json.order!.id)
  })
})

describe('a session that signed out', () => {
  it('can no longer list, read, cancel or place orders with its old access token', async () => {
    const server = await startServer()
    const client = createTestClient(server.url, server.anonKey)
    const { error } = await client.auth.signUp({
      email: 'ada@example.com',
      password: 'ada@example.com password 2026',
    })
    expect(error).toBeNull()
    const token = (await client.auth.getSession()).data.session!.access_token
    const placed = await submit(
      server,
      orderRequest([{ productId: 'shake-5', quantity: 2 }], { email: 'ada@example.com' }),
      token,
    )
    expect(placed.status).toBe(201)
    const id = placed.json.order!.id
    expect((await call(server, `/orders/v1/orders/${id}`, { token })).status).toBe(200)
    const mailsBefore = (await mails(server)).length

    expect((await client.auth.signOut()).error).toBeNull()
    // The token itself is still well signed and unexpired: only its session has ended.
    const refusals = [
      await call(server, '/orders/v1/orders', { token }),
      await call(server, `/orders/v1/orders/${id}`, { token }),
      await call(server, `/orders/v1/orders/${id}/cancel`, { method: 'POST', token }),
      await submit(
        server,
        orderRequest([{ productId: 'shake-5', quantity: 1 }], { email: 'ada@example.com' }),
        token,
      ),
      await call(server, '/orders/v1/catalogue', { token }),
    ]
    for (const refused of refusals) {
      expect(refused.status).toBe(401)
      expect(refused.json).toEqual({
        code: 'bad_jwt',
        message: 'Your session has ended. Sign in again.',
      })
    }
    expect(await orderCount(server)).toBe(1)
    expect((await findOrder(server.deps.db, id))?.state).toBe('submitted')
    expect(await stockOf(server, 'shake-5')).toBe(98)
    expect(await mails(server)).toHaveLength(mailsBefore)
  })

  it('ends staff rights too: a signed-out staff token moves no order', async () => {
    const server = await startServer()
    await addTestStaff(server, STAFF)
    const client = createTestClient(server.url, server.anonKey)
    const { data } = await client.auth.signInWithPassword(STAFF)
    const token = data.session!.access_token
    const placed = await submit(server, orderRequest([{ productId: 'shake-5', quantity: 1 }]))
    expect(placed.status).toBe(201)
    const id = placed.json.order!.id
    expect((await call(server, '/staff/v1/orders', { token })).status).toBe(200)

    expect((await client.auth.signOut()).error).toBeNull()
    const moved = await move(server, token, id, { to: 'awaiting_payment' })
    expect(moved.status).toBe(401)
    expect(moved.json.code).toBe('staff_session_required')
    expect((await call(server, '/staff/v1/orders', { token })).status).toBe(401)
    expect(
      (
        await call(server, '/staff/v1/catalogue/shake-5', {
          method: 'PATCH',
          token,
          body: { stock: 0 },
        })
      ).status,
    ).toBe(401)
    expect((await findOrder(server.deps.db, id))?.state).toBe('submitted')
    expect(await stockOf(server, 'shake-5')).toBe(99)
  })
})
