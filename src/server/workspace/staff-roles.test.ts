import { randomUUID } from 'node:crypto'

import { afterEach, describe, expect, it } from 'vitest'

import { exampleIntakeAnswers } from '../../shared/intake/examples'
import { orderMessages } from '../../shared/orders/orders'
import { can, type Permission, permissions, refusalOf, staffRoles } from '../../shared/roles'
import { createLogger } from '../logger'
import { addStaff } from '../staff/staff'
import { addTestStaff, createTestClient, startTestServer, type TestServer } from '../testing'

// The role table (src/shared/roles.ts, docs/architecture.md, Roles) as the server keeps it: every
// role against every permission through real HTTP, the allowed role getting its 2xx and the
// refused one 403 with nothing read or changed, and the attacks the table closes. A fresh
// database per test: SQLite here, PostgreSQL when DATABASE_URL is set.

const servers: TestServer[] = []
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()))
})

const STAFF = { email: 'desk@renewmedical.example', password: 'a long front desk passphrase 2026' }
const DOCTOR = { email: 'doctor@renewmedical.example', password: 'a long doctor passphrase 2026' }
const PATIENT_PASSWORD = 'a patient passphrase 2026'
const today = () => new Date().toISOString().slice(0, 10)

type Json = Record<string, unknown> & { code?: string; message?: string }
type Call = (
  path: string,
  init?: { method?: string; body?: unknown },
) => Promise<{ status: number; json: Json; text: string }>

function callerFor(server: TestServer, token: string | undefined): Call {
  return async (path, init = {}) => {
    const response = await fetch(`${server.url}${path}`, {
      method: init.method ?? 'GET',
      headers: {
        apikey: server.anonKey,
        authorization: `Bearer ${token ?? server.anonKey}`,
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    })
    const text = await response.text()
    const json = (
      response.headers.get('content-type')?.includes('json') && text ? JSON.parse(text) : {}
    ) as Json
    return { status: response.status, json, text }
  }
}

async function signIn(server: TestServer, email: string, password: string) {
  const client = createTestClient(server.url, server.anonKey)
  const { data, error } = await client.auth.signInWithPassword({ email, password })
  expect(error).toBeNull()
  return data.session!.access_token
}

/** A server with a front-desk staff member and a physician, each with their API caller. */
async function start() {
  const server = await startTestServer({ siteAccess: 'public', authEmailConfirm: false })
  servers.push(server)
  await addTestStaff(server, STAFF, DOCTOR)
  // A physician is a staff account given the role, as `npm run staff -- add … --role` does.
  await addStaff(server.deps.db, DOCTOR.email, createLogger('silent'), {
    role: 'physician',
    mail: 'hand-over-password',
  })
  const as = {
    staff: callerFor(server, await signIn(server, STAFF.email, STAFF.password)),
    physician: callerFor(server, await signIn(server, DOCTOR.email, DOCTOR.password)),
  }
  return { server, as, db: server.deps.db }
}

/** A patient's weight-loss questionnaire, sent: flagged by a history of pancreatitis. */
async function submittedIntake(server: TestServer, email = 'grace@example.com') {
  const client = createTestClient(server.url, server.anonKey)
  const { data, error } = await client.auth.signUp({ email, password: PATIENT_PASSWORD })
  expect(error).toBeNull()
  const patient = callerFor(server, data.session!.access_token)
  const saved = await patient('/patient/v1/intakes/weight-loss', {
    method: 'PUT',
    body: { answers: { ...exampleIntakeAnswers['weight-loss'], conditions: ['pancreatitis'] } },
  })
  expect(saved.status).toBe(200)
  const intake = saved.json.intake as { version: number }
  const sent = await patient('/patient/v1/intakes/weight-loss/submit', {
    method: 'POST',
    body: { version: intake.version, today: today() },
  })
  expect(sent.status).toBe(200)
  return { id: (sent.json.intake as { id: string }).id, patient }
}

async function intakeRow(server: TestServer, id: string) {
  return server.deps.db
    .selectFrom('intake_responses')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow()
}

/** A guest's order for a peptide, which waits for a physician's review. */
async function peptideOrder(server: TestServer) {
  const placed = await callerFor(server, undefined)('/orders/v1/orders', {
    method: 'POST',
    body: {
      firstName: 'Grace',
      lastName: 'Hopper',
      email: 'grace@example.com',
      phone: '(555) 123-4567',
      shipping: { line1: '200 Congress Ave', city: 'Austin', state: 'TX', zip: '78701' },
      lines: [{ productId: 'peptide-1', quantity: 1 }],
      idempotencyKey: randomUUID(),
    },
  })
  expect(placed.status).toBe(201)
  const { number, state } = placed.json.order as { number: string; state: string }
  const row = await server.deps.db
    .selectFrom('orders')
    .select('id')
    .where('number', '=', number)
    .executeTakeFirstOrThrow()
  return { id: row.id, state }
}

async function orderState(server: TestServer, id: string) {
  const row = await server.deps.db
    .selectFrom('orders')
    .select('state')
    .where('id', '=', id)
    .executeTakeFirstOrThrow()
  return row.state
}

async function product(server: TestServer, id: string) {
  return server.deps.db
    .selectFrom('catalogue_products')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow()
}

async function audits(server: TestServer, action: string) {
  const rows = await server.deps.db
    .selectFrom('audit_log')
    .select(['actor_id', 'target', 'detail'])
    .where('action', '=', action)
    .orderBy('created_at')
    .execute()
  return rows.map((row) => ({ ...row, detail: JSON.parse(row.detail) as unknown }))
}

const refused = (permission: Permission) => ({ status: 403, json: refusalOf(permission) })

/**
 * Each permission exercised for one role: the answer's status, and whether it was refused
 * (checked by the caller: nothing changed). Every permission of the table has one.
 */
const cells: Record<
  Permission,
  (
    call: Call,
    server: TestServer,
  ) => Promise<{ status: number; json: Json; unchanged: () => Promise<void> }>
> = {
  'workspace.open': async (call) => {
    const answer = await call('/staff/v1/queue')
    return { ...answer, unchanged: async () => {} }
  },
  'intakes.queue': async (call, server) => {
    await submittedIntake(server)
    const answer = await call('/staff/v1/intakes')
    return { ...answer, unchanged: async () => {} }
  },
  'intakes.read': async (call, server) => {
    const { id } = await submittedIntake(server)
    const answer = await call(`/staff/v1/intakes/${id}`)
    return {
      ...answer,
      unchanged: async () => {
        // Refused before the response is opened: no answers, and no read on the record.
        expect(answer.text).not.toMatch(/pancreatitis|date-of-birth|QuestionnaireResponse/i)
        expect(await audits(server, 'intake.view')).toEqual([])
      },
    }
  },
  'intakes.decide': async (call, server) => {
    const { id } = await submittedIntake(server)
    const before = await intakeRow(server, id)
    const answer = await call(`/staff/v1/intakes/${id}/review`, {
      method: 'POST',
      body: { version: before.version, decision: 'ready-for-consultation', note: 'See you soon.' },
    })
    return {
      ...answer,
      unchanged: async () => {
        expect(await intakeRow(server, id)).toEqual(before)
        expect(await audits(server, 'intake.review')).toEqual([])
      },
    }
  },
  'orders.review': async (call, server) => {
    const order = await peptideOrder(server)
    expect(order.state).toBe('awaiting_review')
    const answer = await call(`/staff/v1/orders/${order.id}/review`, {
      method: 'POST',
      body: { decision: 'approve' },
    })
    return {
      ...answer,
      unchanged: async () => {
        expect(await orderState(server, order.id)).toBe('awaiting_review')
        expect(await audits(server, 'order.review')).toEqual([])
      },
    }
  },
  'catalogue.review-settings': async (call, server) => {
    const before = await product(server, 'peptide-1')
    const answer = await call('/staff/v1/catalogue/peptide-1', {
      method: 'PATCH',
      body: { needsReview: false, maxPerOrder: 9 },
    })
    return {
      ...answer,
      unchanged: async () => {
        expect(await product(server, 'peptide-1')).toEqual(before)
        expect(await audits(server, 'catalogue.update')).toEqual([])
      },
    }
  },
  'catalogue.edit': async (call, server) => {
    const before = await product(server, 'natural-6')
    const answer = await call('/staff/v1/catalogue/natural-6', {
      method: 'PATCH',
      body: { priceCents: 1799, stock: 7, active: false },
    })
    return {
      ...answer,
      unchanged: async () => {
        expect(await product(server, 'natural-6')).toEqual(before)
      },
    }
  },
}

describe('the role table, cell by cell', () => {
  for (const permission of permissions) {
    for (const role of staffRoles) {
      const allowed = can(role, permission)
      it(`${permission}: ${role} is ${allowed ? 'allowed' : 'refused 403, and nothing changes'}`, async () => {
        const { server, as } = await start()
        const answer = await cells[permission](as[role], server)
        if (allowed) {
          expect(answer.status, answer.json.message).toBeGreaterThanOrEqual(200)
          expect(answer.status, answer.json.message).toBeLessThan(300)
        } else {
          expect({ status: answer.status, json: answer.json }).toEqual(refused(permission))
          await answer.unchanged()
        }
      })
    }
  }
})

describe('what each allowed answer holds', () => {
  it('the queue names who waits, when, and what is flagged, never an answer', async () => {
    const { server, as } = await start()
    const { id } = await submittedIntake(server)
    for (const role of staffRoles) {
      const queue = await as[role]('/staff/v1/intakes')
      expect(queue.status).toBe(200)
      const rows = queue.json.rows as Record<string, unknown>[]
      expect(rows).toHaveLength(1)
      expect(Object.keys(rows[0]!).sort()).toEqual([
        'email',
        'flagged',
        'id',
        'name',
        'outcome',
        'program',
        'submittedAt',
        'version',
      ])
      expect(rows[0]).toMatchObject({ id, flagged: true, email: 'grace@example.com' })
      expect(queue.text).not.toMatch(/pancreatitis|date-of-birth|QuestionnaireResponse/i)
    }
  })

  it('a person’s page holds no questionnaire answers for anyone; their export holds them for a physician only', async () => {
    const { server, as } = await start()
    await submittedIntake(server)
    for (const role of staffRoles) {
      const found = await as[role]('/staff/v1/people/search', {
        method: 'POST',
        body: { query: 'grace@example.com' },
      })
      const [person] = found.json.results as { ref: string }[]
      const page = await as[role](`/staff/v1/people/${person!.ref}`)
      expect(page.status).toBe(200)
      expect(page.text).not.toMatch(/pancreatitis|date-of-birth|QuestionnaireResponse/i)
      const exported = await as[role]('/staff/v1/people/export', {
        method: 'POST',
        body: { email: 'grace@example.com' },
      })
      expect(exported.status).toBe(200)
      if (can(role, 'intakes.read')) expect(exported.text).toMatch(/Pancreatitis/)
      else expect(exported.text).not.toMatch(/pancreatitis|date of birth/i)
    }
  })

  it('a physician reads the answers and decides, each audited', async () => {
    const { server, as } = await start()
    const { id } = await submittedIntake(server)
    const full = await as.physician(`/staff/v1/intakes/${id}`)
    expect(full.status).toBe(200)
    expect(full.json.answers).toMatchObject({ conditions: ['pancreatitis'] })
    const decided = await as.physician(`/staff/v1/intakes/${id}/review`, {
      method: 'POST',
      body: { version: full.json.version, decision: 'needs-call', note: 'We will call you.' },
    })
    expect(decided.status).toBe(200)
    expect(decided.json).toMatchObject({ status: 'reviewed', decision: 'needs-call' })
    expect((await audits(server, 'intake.view')).map((row) => row.target)).toEqual([id])
    expect(await audits(server, 'intake.review')).toEqual([
      expect.objectContaining({ target: id, detail: { decision: 'needs-call' } }),
    ])
  })

  it('a physician’s change to the review and the limit is audited with the role it was made in', async () => {
    const { server, as } = await start()
    const changed = await as.physician('/staff/v1/catalogue/peptide-1', {
      method: 'PATCH',
      body: { needsReview: false, maxPerOrder: 3 },
    })
    expect(changed.status).toBe(200)
    expect(changed.json.product).toMatchObject({ needsReview: false, maxPerOrder: 3 })
    expect(await product(server, 'peptide-1')).toMatchObject({ needs_review: 0, max_per_order: 3 })
    const [record, ...more] = await audits(server, 'catalogue.update')
    expect(more).toEqual([])
    expect(record).toMatchObject({
      target: 'product:peptide-1',
      detail: { needsReview: false, maxPerOrder: 3, role: 'physician' },
    })
  })
})

describe('the attacks the table closes', () => {
  it('front-desk staff cannot read a questionnaire’s answers, whatever the id', async () => {
    const { server, as } = await start()
    const { id } = await submittedIntake(server)
    for (const path of [`/staff/v1/intakes/${id}`, `/staff/v1/intakes/${randomUUID()}`]) {
      const answer = await as.staff(path)
      expect({ status: answer.status, json: answer.json }).toEqual(refused('intakes.read'))
      expect(answer.text).not.toContain('pancreatitis')
    }
  })

  it('front-desk staff cannot override a physician’s decision: it stays, and the patient sees it', async () => {
    const { server, as } = await start()
    const { id, patient } = await submittedIntake(server)
    const full = await as.physician(`/staff/v1/intakes/${id}`)
    const decided = await as.physician(`/staff/v1/intakes/${id}/review`, {
      method: 'POST',
      body: { version: full.json.version, decision: 'needs-call', note: 'We will call you.' },
    })
    expect(decided.status).toBe(200)
    const before = await intakeRow(server, id)

    const override = await as.staff(`/staff/v1/intakes/${id}/review`, {
      method: 'POST',
      body: {
        version: before.version,
        decision: 'ready-for-consultation',
        note: 'All fine, book a visit.',
      },
    })
    expect({ status: override.status, json: override.json }).toEqual(refused('intakes.decide'))
    expect(await intakeRow(server, id)).toEqual(before)
    const care = await patient('/patient/v1/care')
    expect((care.json.intakes as Record<string, unknown>[])[0]).toMatchObject({
      decision: 'needs-call',
      decisionNote: 'We will call you.',
    })
    expect(await audits(server, 'intake.review')).toHaveLength(1)
  })

  it('front-desk staff cannot clear a peptide’s review, so its order still waits for a physician', async () => {
    const { server, as } = await start()
    const before = await product(server, 'peptide-1')
    expect(before.needs_review).toBe(1)
    for (const body of [
      { needsReview: false },
      { maxPerOrder: 1000 },
      // A physician's field with an ordinary one: refused whole, the price unchanged too.
      { priceCents: 100, needsReview: false },
    ]) {
      const answer = await as.staff('/staff/v1/catalogue/peptide-1', { method: 'PATCH', body })
      expect({ status: answer.status, json: answer.json }, JSON.stringify(body)).toEqual(
        refused('catalogue.review-settings'),
      )
    }
    expect(await product(server, 'peptide-1')).toEqual(before)
    expect(await audits(server, 'catalogue.update')).toEqual([])

    // The order waits for review, and staff can neither review it nor move it on to payment.
    const order = await peptideOrder(server)
    expect(order.state).toBe('awaiting_review')
    const review = await as.staff(`/staff/v1/orders/${order.id}/review`, {
      method: 'POST',
      body: { decision: 'approve' },
    })
    expect(review.json).toEqual({ code: 'physician_only', message: orderMessages.physicianOnly })
    const onward = await as.staff(`/staff/v1/orders/${order.id}/transition`, {
      method: 'POST',
      body: { to: 'awaiting_payment' },
    })
    expect(onward.status).toBe(409)
    expect(await orderState(server, order.id)).toBe('awaiting_review')
  })

  it('a physician demoted to staff loses the rights at the next request', async () => {
    const { server, as } = await start()
    const { id } = await submittedIntake(server)
    expect((await as.physician(`/staff/v1/intakes/${id}`)).status).toBe(200)
    await addStaff(server.deps.db, DOCTOR.email, createLogger('silent'), {
      role: 'staff',
      mail: 'hand-over-password',
    })
    const after = await as.physician(`/staff/v1/intakes/${id}`)
    expect({ status: after.status, json: after.json }).toEqual(refused('intakes.read'))
  })
})
