import { randomUUID } from 'node:crypto'

import { PostgresAdapter, sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { CLINIC_TIME_ZONE } from '../../shared/clinic'
import { exampleIntakeAnswers } from '../../shared/intake/examples'
import { dayIn, staffOrderMessages } from '../../shared/orders/order-staff-requests'
import type { OrderQuestionnaire, StaffOrder } from '../../shared/orders/orders'
import type { Database } from '../db/database'
import { createLogger } from '../logger'
import { addStaff } from '../staff/staff'
import { addTestStaff, createTestApp, type TestServer } from '../testing'

// The physician's view of an order and the deliberate steps (docs/decisions/043-order-answers-
// and-deliberate-steps.md), through app.request() on one database: SQLite here, PostgreSQL when
// DATABASE_URL is set. A review changes only the lines that need one; a payment's amount and day
// are checked, bad input a 400 naming its field; the patient's latest questionnaire is read from
// the order by a physician only, audited in the read's own transaction.

type Json = Record<string, unknown> & {
  code?: string
  message?: string
  field?: string
  order?: StaffOrder
  access_token?: string
  intake?: { id: string; version: number }
}
type App = Awaited<ReturnType<typeof createTestApp>>
let created: App
let db: Database
const tokens = { staff: '', physician: '', patient: '', other: '' }
const PASSWORD = 'a long passphrase for 2026'
const PATIENT = 'pia@example.com'
const OTHER = 'otto@example.com'

async function call(
  path: string,
  init: { method?: string; body?: unknown; as?: keyof typeof tokens | 'anon'; raw?: string } = {},
) {
  const anonKey = created.deps.secrets.anonKey
  const bearer = init.as === 'anon' ? anonKey : tokens[init.as ?? 'staff']
  const body = init.raw ?? (init.body === undefined ? undefined : JSON.stringify(init.body))
  const response = await created.app.request(path, {
    method: init.method ?? 'GET',
    headers: {
      apikey: anonKey,
      authorization: `Bearer ${bearer}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body,
  })
  const text = await response.text()
  return { status: response.status, json: (text ? JSON.parse(text) : {}) as Json }
}

const signIn = async (email: string) => {
  const signedIn = await call('/auth/v1/token?grant_type=password', {
    method: 'POST',
    as: 'anon',
    body: { email, password: PASSWORD },
  })
  expect(signedIn.status).toBe(200)
  return signedIn.json.access_token!
}

/** A member of staff, as STAFF_EMAIL/STAFF_PASSWORD makes one at start, signed in. */
async function addStaffAccount(email: string) {
  await addTestStaff({ deps: created.deps } as TestServer, { email, password: PASSWORD })
  return signIn(email)
}

/** A patient who signed up on the site (autoconfirm here), signed in. */
async function addPatient(email: string) {
  const signedUp = await call('/auth/v1/signup', {
    method: 'POST',
    as: 'anon',
    body: { email, password: PASSWORD, data: { first_name: 'Pia', last_name: 'Patient' } },
  })
  expect(signedUp.status, JSON.stringify(signedUp.json)).toBe(200)
  return signIn(email)
}

/** The patient's weight-loss questionnaire, sent: flagged by a history of pancreatitis. */
async function submitQuestionnaire() {
  const saved = await call('/patient/v1/intakes/weight-loss', {
    method: 'PUT',
    as: 'patient',
    body: { answers: { ...exampleIntakeAnswers['weight-loss'], conditions: ['pancreatitis'] } },
  })
  expect(saved.status, JSON.stringify(saved.json)).toBe(200)
  const sent = await call('/patient/v1/intakes/weight-loss/submit', {
    method: 'POST',
    as: 'patient',
    body: { version: saved.json.intake!.version, today: new Date().toISOString().slice(0, 10) },
  })
  expect(sent.status, JSON.stringify(sent.json)).toBe(200)
  return sent.json.intake!.id
}

let placed = 0

/**
 * An order of a peptide (needs review) and a supplement (needs none); the patient's own orders
 * each from an address of their own, so the per-address limit stays out of the way.
 */
async function placeOrder(as: 'anon' | 'patient', email = `pia+${++placed}@example.com`) {
  const placed = await call('/orders/v1/orders', {
    method: 'POST',
    as,
    body: {
      firstName: 'Pia',
      lastName: 'Patient',
      email,
      phone: '(555) 123-4567',
      shipping: { line1: '200 Congress Ave', city: 'Austin', state: 'TX', zip: '78701' },
      lines: [
        { productId: 'peptide-1', quantity: 2 },
        { productId: '6', quantity: 1 },
      ],
      idempotencyKey: randomUUID(),
    },
  })
  expect(placed.status, JSON.stringify(placed.json)).toBe(201)
  return placed.json.order!
}

const questionnaireOf = (orderId: string, as: keyof typeof tokens = 'physician') =>
  call(`/staff/v1/orders/${orderId}/questionnaire`, { as })

const intakeReads = async () =>
  db
    .selectFrom('audit_log')
    .select(['actor_id', 'target', 'detail'])
    .where('action', '=', 'intake.view')
    .orderBy('created_at')
    .execute()

const isPostgres = () => db.getExecutor().adapter instanceof PostgresAdapter

beforeAll(async () => {
  created = await createTestApp({
    siteAccess: 'public',
    authEmailConfirm: false,
    ordersPerIpPer10Min: 1000,
  })
  db = created.deps.db
  tokens.staff = await addStaffAccount('staff@renewmedical.example')
  await addStaffAccount('doctor@renewmedical.example')
  await addStaff(db, 'doctor@renewmedical.example', createLogger('silent'), {
    role: 'physician',
    mail: 'hand-over-password',
  })
  // Signed in again, so that the token carries the physician's role.
  tokens.physician = await signIn('doctor@renewmedical.example')
  tokens.patient = await addPatient(PATIENT)
  tokens.other = await addPatient(OTHER)
}, 60_000)

afterAll(async () => {
  await created.database.close()
})

describe('the physician’s view of an order', () => {
  it('shows the patient’s latest questionnaire with its flags and answers, audited; none says so', async () => {
    const before = await placeOrder('patient')
    const none = await questionnaireOf(before.id)
    expect(none.status).toBe(200)
    expect(none.json).toEqual({ questionnaire: null, matchedBy: 'account' })

    const intakeId = await submitQuestionnaire()
    const read = await questionnaireOf(before.id)
    expect(read.status).toBe(200)
    const { questionnaire, matchedBy } = read.json as unknown as OrderQuestionnaire
    expect(matchedBy).toBe('account')
    expect(questionnaire).toMatchObject({
      id: intakeId,
      program: 'weight-loss',
      flagged: true,
      patient: { email: PATIENT, name: 'Pia Patient' },
    })
    expect(questionnaire!.answers.conditions).toEqual(['pancreatitis'])
    expect(questionnaire!.answers['weight-pounds']).toBe(
      exampleIntakeAnswers['weight-loss']['weight-pounds'],
    )
    // Pancreatitis asks for a talk first: the rules' first look says so, with its reasons.
    expect(questionnaire!.outcome).toBe('talk-first')
    expect(questionnaire!.assessment.reasons.length).toBeGreaterThan(0)

    const reads = await intakeReads()
    expect(reads.map((row) => row.target)).toEqual([`order:${before.id}`, intakeId])
    const detail = JSON.parse(reads[1]!.detail) as Record<string, unknown>
    expect(detail.order).toBe(before.id)
    expect(String(detail.person)).toMatch(/^person:[0-9a-f]{32}$/)
    // Ids only: no one's address or answers in the record.
    expect(reads.map((row) => row.detail).join()).not.toMatch(/pia|pancreatitis/i)
  })

  it('finds a guest’s questionnaire by the order’s e-mail address, and says it did', async () => {
    const guest = await placeOrder('anon', PATIENT.toUpperCase())
    const second = await placeOrder('anon', PATIENT)
    expect((await questionnaireOf(second.id)).json.matchedBy).toBe('email')
    const read = await questionnaireOf(guest.id)
    expect(read.json.matchedBy).toBe('email')
    expect((read.json as unknown as OrderQuestionnaire).questionnaire?.patient?.email).toBe(PATIENT)
    const stranger = await placeOrder('anon', 'nobody@example.com')
    expect((await questionnaireOf(stranger.id)).json).toEqual({
      questionnaire: null,
      matchedBy: null,
    })
    // Someone else's account with no questionnaire has none to show.
    const other = await placeOrder('anon', OTHER)
    expect((await questionnaireOf(other.id)).json).toEqual({
      questionnaire: null,
      matchedBy: 'email',
    })
  })

  it('is a physician’s alone, and nothing is read or recorded for anyone else', async () => {
    const order = await placeOrder('patient')
    const before = (await intakeReads()).length
    const staff = await questionnaireOf(order.id, 'staff')
    expect(staff.status).toBe(403)
    expect(staff.json).not.toHaveProperty('questionnaire')
    expect((await questionnaireOf(order.id, 'patient')).status).toBe(403)
    expect((await questionnaireOf(randomUUID())).status).toBe(404)
    expect((await questionnaireOf('not-a-uuid')).status).toBe(404)
    expect((await intakeReads()).length).toBe(before)
  })

  it('gives no answers when the read cannot be recorded', async () => {
    const order = await placeOrder('patient')
    const before = (await intakeReads()).length
    if (isPostgres()) {
      await sql`create function audit_refused() returns trigger language plpgsql as $$
        begin raise exception 'audit refused'; end $$`.execute(db)
      await sql`create trigger audit_refused before insert on audit_log
        for each row execute function audit_refused()`.execute(db)
    } else {
      await sql`create trigger audit_refused before insert on audit_log
        begin select raise(abort, 'audit refused'); end`.execute(db)
    }
    try {
      const refused = await questionnaireOf(order.id)
      expect(refused.status).toBe(500)
      expect(JSON.stringify(refused.json)).not.toContain('pancreatitis')
    } finally {
      if (isPostgres()) {
        await sql`drop trigger audit_refused on audit_log`.execute(db)
        await sql`drop function audit_refused()`.execute(db)
      } else {
        await sql`drop trigger audit_refused`.execute(db)
      }
    }
    expect((await intakeReads()).length).toBe(before)
  })
})

describe('a review', () => {
  it('refuses to lower or remove a product that needs no review, by name', async () => {
    const order = await placeOrder('patient')
    const [peptide, supplement] = order.lines
    const refused = await call(`/staff/v1/orders/${order.id}/review`, {
      method: 'POST',
      as: 'physician',
      body: {
        decision: 'change',
        reason: 'Start lower',
        lines: [
          { lineId: peptide!.id, quantity: 1 },
          { lineId: supplement!.id, quantity: 0 },
        ],
      },
    })
    expect(refused.status).toBe(400)
    expect(refused.json).toEqual({
      code: 'invalid_request',
      message: staffOrderMessages.reviewOnly(supplement!.name),
      field: 'lines',
    })
    // Removing only what needs review keeps the rest as ordered.
    const changed = await call(`/staff/v1/orders/${order.id}/review`, {
      method: 'POST',
      as: 'physician',
      body: {
        decision: 'change',
        reason: 'Not now',
        lines: [{ lineId: peptide!.id, quantity: 0 }],
      },
    })
    expect(changed.status).toBe(200)
    expect(changed.json.order!.lines.map((line) => [line.quantity, line.review])).toEqual([
      [0, 'declined'],
      [1, null],
    ])
  })
})

describe('a recorded payment', () => {
  const today = () => dayIn(new Date(), CLINIC_TIME_ZONE)

  async function awaitingPayment() {
    const order = await placeOrder('patient')
    const approved = await call(`/staff/v1/orders/${order.id}/review`, {
      method: 'POST',
      as: 'physician',
      body: { decision: 'approve' },
    })
    expect(approved.status).toBe(200)
    const asked = await call(`/staff/v1/orders/${order.id}/transition`, {
      method: 'POST',
      body: { to: 'awaiting_payment' },
    })
    expect(asked.status).toBe(200)
    return asked.json.order!
  }

  const pay = (id: string, body: Record<string, unknown>) =>
    call(`/staff/v1/orders/${id}/transition`, {
      method: 'POST',
      body: { to: 'paid', method: 'invoice', reference: 'INV-1', ...body },
    })

  it('takes a whole, positive amount and a calendar day: anything else is a 400 naming its field', async () => {
    const order = await awaitingPayment()
    const cases: [Record<string, unknown>, string, string][] = [
      [{ amountCents: 0, paidOn: today() }, 'amountCents', staffOrderMessages.amountPositive],
      [{ amountCents: -1, paidOn: today() }, 'amountCents', staffOrderMessages.amountPositive],
      [{ amountCents: 10.5, paidOn: today() }, 'amountCents', staffOrderMessages.amount],
      [{ amountCents: '1000', paidOn: today() }, 'amountCents', staffOrderMessages.amount],
      [{ paidOn: today() }, 'amountCents', staffOrderMessages.amount],
      [{ amountCents: 100, paidOn: '2026-02-30' }, 'paidOn', staffOrderMessages.date],
      [{ amountCents: 100, paidOn: 'yesterday' }, 'paidOn', staffOrderMessages.date],
      [{ amountCents: 100 }, 'paidOn', staffOrderMessages.date],
    ]
    for (const [body, field, message] of cases) {
      const refused = await pay(order.id, body)
      expect(refused.status, JSON.stringify(body)).toBe(400)
      expect(refused.json, JSON.stringify(body)).toMatchObject({ field, message })
    }
    const broken = await call(`/staff/v1/orders/${order.id}/transition`, {
      method: 'POST',
      raw: '{"to":"paid","amountCents":',
    })
    expect(broken.status).toBe(400)
  })

  it('refuses more than the total, a day after today or before the order, and records a payment within them', async () => {
    const order = await awaitingPayment()
    const over = await pay(order.id, { amountCents: order.totalCents + 1, paidOn: today() })
    expect(over.status).toBe(400)
    expect(over.json).toMatchObject({
      field: 'amountCents',
      message: staffOrderMessages.amountOverDue(order.totalCents),
    })
    const future = await pay(order.id, { amountCents: 100, paidOn: '2999-01-01' })
    expect(future.json).toMatchObject({
      field: 'paidOn',
      message: staffOrderMessages.dateInFuture,
    })
    const placedOn = dayIn(new Date(order.createdAt), CLINIC_TIME_ZONE)
    const early = await pay(order.id, { amountCents: 100, paidOn: '2020-01-01' })
    expect(early.json).toMatchObject({
      field: 'paidOn',
      message: staffOrderMessages.dateBeforeOrder(placedOn),
    })
    expect(
      (await db.selectFrom('orders').select('state').where('id', '=', order.id).executeTakeFirst())
        ?.state,
    ).toBe('awaiting_payment')

    // Less than the total is recorded as it came in; the history says what is short.
    const paid = await pay(order.id, { amountCents: order.totalCents - 500, paidOn: placedOn })
    expect(paid.status).toBe(200)
    expect(paid.json.order!.payment).toEqual({
      method: 'invoice',
      reference: 'INV-1',
      amountCents: order.totalCents - 500,
      paidOn: placedOn,
    })
    expect(paid.json.order!.events.at(-1)!.detail).toContain('($5.00 short)')
    const update = await db
      .selectFrom('audit_log')
      .select('detail')
      .where('action', '=', 'order.update')
      .where('target', '=', `order:${order.id}`)
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow()
    expect(JSON.parse(update.detail)).toMatchObject({
      to: 'paid',
      amountCents: order.totalCents - 500,
      paidOn: placedOn,
    })
  })
})
