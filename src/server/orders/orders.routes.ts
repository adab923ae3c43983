import { type Context, Hono } from 'hono'

import { uuid } from '../../shared/ids'
import { canTransition, orderStateLabels, type OrderState } from '../../shared/orders/order-states'
import {
  type OrderAnswer,
  orderMessages,
  type OrderRefusedAnswer,
  orderRequestSchema,
  type PatientOrder,
} from '../../shared/orders/orders'
import type { Database } from '../db/database'
import { recordAudit } from '../lib/audit-log'
import { accountOf } from '../lib/patient'
import type { Logger } from '../logger'
import { withinRecipientBudget } from '../mail/recipient-budget'
import { type Callers, door, type KeyEnv, type PatientEnv } from '../middleware/caller-door'
import { countRequest, rateLimitKey } from '../middleware/rate-limit'
import { readJsonBody, readParam } from '../middleware/read-input'
import { PlainError } from '../middleware/wire-error'
import { enqueue } from '../outbox/outbox.queries'
import { listCatalogue, toCatalogueEntry } from './catalogue.queries'
import { receivedMail, stateMail } from './order-mail'
import {
  findOrder,
  isOrderOf,
  loadOrder,
  moveOrder,
  type OrderRecord,
  type OrderRow,
  ordersOf,
  submitOrder,
  toPatientOrder,
  unitsHeld,
  withDetails,
} from './order.queries'

// `/orders/v1`: order requests from the shop's cart (docs/wire-contract.md, Orders API). Anyone
// with the site's API key reads the catalogue and places an order; a signed-in patient's order
// is also theirs in My care, where they follow it and may cancel it before it is paid. Prices
// come from the database, never from the request.

export type PatientAccount = { id: string; email: string; linked: boolean }

export type OrdersRoutesDeps = {
  db: Database
  logger: Logger
  publicUrl: string
  /**
   * Who is calling (app.ts): the door admits anyone with the site's key, and a signed-in
   * account with a live session to their own orders.
   */
  callers: Callers
  /** The caller's account (auth). */
  findUser: (id: string) => Promise<PatientAccount | undefined>
  /** Whether an account exists for this address (auth): a guest without one is invited. */
  hasAccount: (email: string) => Promise<boolean>
  /** The caller's address, for rate limits. */
  clientIp: (c: Context) => string
  /** Orders per address in 10 minutes (ORDERS_PER_IP_PER_10_MIN); the default below otherwise. */
  ordersPerIpPer10Min?: number
  /** Wake the outbox worker after a commit. */
  onMailQueued?: () => void
  /** The app's one clock (AppDeps.clock). */
  now: () => Date
}

type Env = KeyEnv

/** Orders per address and per e-mail, before the next must wait (retries are not counted). */
export const ORDERS_PER_IP = { limit: 10, windowMs: 10 * 60_000 }
export const ORDERS_PER_EMAIL = { limit: 5, windowMs: 60 * 60_000 }

/** Thrown inside the order's transaction to refuse it for the rate limit (rolled back). */
const tooMany = () =>
  new PlainError(429, 'Too many orders. Please wait a while, or call us.', {
    code: 'over_request_rate_limit',
  })

export function createOrdersRoutes(deps: OrdersRoutesDeps) {
  const { db } = deps
  const { now } = deps
  const app = new Hono<Env>()

  // The catalogue may be kept a moment (it says so itself); nothing else: orders carry
  // personal data.
  app.use(door(deps.callers, 'api-key'))
  /** A patient's own orders: a signed-in account with a live session. */
  const patientDoor = door(deps.callers, 'patient')

  app.get('/catalogue', async (c) => {
    const products = (await listCatalogue(db)).map(toCatalogueEntry)
    // Short: a shop page must not show a stock or a price that has long changed (ADR 024).
    c.header('Cache-Control', 'public, max-age=30')
    return c.json({ products })
  })

  const ipLimit = deps.ordersPerIpPer10Min
    ? { ...ORDERS_PER_IP, limit: deps.ordersPerIpPer10Min }
    : ORDERS_PER_IP

  app.post('/orders', async (c) => {
    const request = await readJsonBody(c, orderRequestSchema)
    const caller = c.var.caller
    // Staff ordering for someone order for the details given, not for themselves; the history
    // names who placed it.
    const staff = caller.kind === 'user' && caller.staff
    const user = caller.kind === 'user' && !staff ? await deps.findUser(caller.userId) : undefined
    const invited = !user && !(await deps.hasAccount(request.email))
    const ip = deps.clientIp(c)
    const at = now()
    const outcome = await submitOrder(db, {
      request,
      userId: user?.id ?? null,
      actor: staff ? (caller.physician ? 'physician' : 'staff') : 'patient',
      actorUserId: caller.kind === 'user' ? caller.userId : null,
      now: at,
      admit: async (trx) => {
        for (const [bucket, subject, limit] of [
          ['order-ip', ip, ipLimit],
          ['order-email', request.email.toLowerCase(), ORDERS_PER_EMAIL],
        ] as const) {
          const counted = await countRequest(trx, rateLimitKey(bucket, subject, limit), limit)
          if (!counted.allowed) throw tooMany()
        }
      },
      alsoDo: async (trx, record) => {
        const mail = receivedMail({
          order: toPatientOrder(record),
          to: { email: record.order.email, firstName: record.order.first_name },
          publicUrl: deps.publicUrl,
          invite: invited,
        })
        // Past the address's budget the order is still placed (the answer shows it, and staff
        // follow it up); only the mail is not sent. Staff ordering for someone are not counted
        // (recipient-budget.ts).
        await enqueue(trx, staff ? [mail] : await withinRecipientBudget(trx, [mail], at.getTime()))
      },
    })
    if (outcome.kind === 'refused') {
      const answer: OrderRefusedAnswer = {
        code: 'order_lines_refused',
        message:
          outcome.problems.length === 1
            ? outcome.problems[0]!.message
            : 'Some products in your cart cannot be ordered as they are. Please see each one.',
        lines: outcome.problems,
      }
      return c.json(answer, 422)
    }
    if (outcome.kind === 'replayed') {
      // The same key from someone else is not a retry: never show them another's order.
      if (outcome.order.email.toLowerCase() !== request.email.toLowerCase()) {
        throw new PlainError(409, orderMessages.idempotencyKey, {
          code: 'idempotency_key_reused',
          field: 'idempotencyKey',
        })
      }
      const replay = (await withDetails(db, [outcome.order]))[0]!
      const answer: OrderAnswer = { order: toPatientOrder(replay), invited: false }
      return c.json(answer, 200)
    }
    deps.onMailQueued?.()
    deps.logger.info(
      { order: outcome.record.order.id, state: outcome.record.order.state },
      'order submitted',
    )
    const answer: OrderAnswer = { order: toPatientOrder(outcome.record), invited }
    return c.json(answer, 201)
  })

  const unknownOrder = () => new PlainError(404, orderMessages.unknownOrder, { code: 'not_found' })

  /** The signed-in patient's order named in the path; 404 for anyone else's. */
  async function ownOrder(
    c: Context<Env & PatientEnv>,
  ): Promise<{ patient: PatientAccount; row: OrderRow }> {
    const patient = accountOf(c.var.patient)
    const id = readParam(c, 'id', uuid(), unknownOrder)
    const row = await findOrder(db, id)
    if (!row || !isOrderOf(row, patient)) throw unknownOrder()
    return { patient, row }
  }

  app.get('/orders', patientDoor, async (c) => {
    const patient = accountOf(c.var.patient)
    const records = await withDetails(db, await ordersOf(db, patient))
    return c.json({ orders: records.map(toPatientOrder) })
  })

  app.get('/orders/:id', patientDoor, async (c) => {
    const { row } = await ownOrder(c)
    const [record] = await withDetails(db, [row])
    return c.json({ order: toPatientOrder(record!) })
  })

  app.post('/orders/:id/cancel', patientDoor, async (c) => {
    const { patient, row } = await ownOrder(c)
    const from = row.state as OrderState
    if (from === 'cancelled') {
      return c.json({ order: toPatientOrder((await loadOrder(db, row.id))!) })
    }
    if (!canTransition(from, 'cancelled', 'patient')) {
      throw new PlainError(409, orderMessages.notAllowed(orderStateLabels[from]), {
        code: 'not_allowed',
      })
    }
    const current = await withDetails(db, [row])
    const at = now()
    const after: OrderRecord | undefined = await moveOrder(db, {
      order: row,
      to: 'cancelled',
      actor: 'patient',
      actorUserId: patient.id,
      detail: null,
      restock: unitsHeld(current[0]!.lines),
      now: at,
      alsoDo: async (trx, moved) => {
        await recordAudit(
          trx,
          {
            actorId: patient.id,
            action: 'order.update',
            target: `order:${row.id}`,
            detail: { from, to: 'cancelled', by: 'patient' },
          },
          at,
        )
        const mail = stateMail({
          order: toPatientOrder(moved),
          to: { email: moved.order.email, firstName: moved.order.first_name },
          publicUrl: deps.publicUrl,
        })
        // Cancelled whatever the address's budget: only the notice waits for it.
        if (mail) await enqueue(trx, await withinRecipientBudget(trx, [mail], at.getTime()))
      },
    })
    if (!after) {
      // Someone moved it first (staff confirming payment, say): say what it is now.
      const latest = (await findOrder(db, row.id)) ?? row
      throw new PlainError(
        409,
        orderMessages.notAllowed(orderStateLabels[latest.state as OrderState]),
        { code: 'not_allowed' },
      )
    }
    deps.onMailQueued?.()
    deps.logger.info({ order: row.id }, 'order cancelled by the patient')
    const answer: { order: PatientOrder } = { order: toPatientOrder(after) }
    return c.json(answer)
  })

  return app
}
