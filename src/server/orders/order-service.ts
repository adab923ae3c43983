import { canTransition, orderStateLabels, type OrderState } from '../../shared/orders/order-states'
import {
  type OrderAnswer,
  orderMessages,
  type OrderRefusedAnswer,
  type OrderRequest,
  type PatientOrder,
} from '../../shared/orders/orders'
import type { Database } from '../db/database'
import type { ApiCaller } from '../lib/api-caller'
import { recordAudit } from '../lib/audit-log'
import type { Logger } from '../logger'
import { withinRecipientBudget } from '../mail/recipient-budget'
import { countRequest, rateLimitKey } from '../middleware/rate-limit'
import { PlainError } from '../middleware/wire-error'
import { enqueue } from '../outbox/outbox.queries'
import { createOnlinePayments } from './online-payments'
import { receivedMail, stateMail } from './order-mail'
import { submitOrder } from './order-place.queries'
import { createOrderQuestionnaire, type OrderQuestionnaireDeps } from './order-questionnaire'
import { createOrderStaffUseCases, type OrderStaffDeps } from './order-staff-service'
import { toPatientOrder } from './order-wire'
import {
  findOrder,
  isOrderOf,
  loadOrder,
  moveOrder,
  type OrderRecord,
  type OrderRow,
  ordersOf,
  unitsHeld,
  withDetails,
} from './order.queries'

// The order service (docs/architecture.md, Orders): placing an order, the patient's own orders
// and their cancel, and (order-staff-service.ts) the staff's moves and the physicians' review.
// Each use-case holds its rate limits, its history, its audit record and its mails, written in
// the change's transaction; it knows nothing of HTTP, and the routers
// (orders.routes.ts, orders-staff.routes.ts) only read input and write the answer.

export type PatientAccount = { id: string; email: string; linked: boolean }

export type OrderServiceDeps = OrderStaffDeps &
  OrderQuestionnaireDeps & {
    db: Database
    logger: Logger
    publicUrl: string
    /** The caller's account (auth). */
    findUser: (id: string) => Promise<PatientAccount | undefined>
    /** Whether an account exists for this address (auth): a guest without one is invited. */
    hasAccount: (email: string) => Promise<boolean>
    /** Orders per address in 10 minutes (ORDERS_PER_IP_PER_10_MIN); the default below otherwise. */
    ordersPerIpPer10Min?: number
    /** Wake the outbox worker after a commit. */
    onMailQueued?: () => void
    /** The app's one clock (AppDeps.clock). */
    now: () => Date
  }

/** Orders per address and per e-mail, before the next must wait (retries are not counted). */
export const ORDERS_PER_IP = { limit: 10, windowMs: 10 * 60_000 }
export const ORDERS_PER_EMAIL = { limit: 5, windowMs: 60 * 60_000 }

/** Thrown inside the order's transaction to refuse it for the rate limit (rolled back). */
const tooMany = () =>
  new PlainError(429, 'Too many orders. Please wait a while, or call us.', {
    code: 'over_request_rate_limit',
  })

export const unknownOrder = () =>
  new PlainError(404, orderMessages.unknownOrder, { code: 'not_found' })

/** What placing an order answers: a new order (201), a retry's (200), or refused lines (422). */
export type PlaceOutcome =
  | { kind: 'created' | 'replayed'; answer: OrderAnswer }
  | { kind: 'refused'; answer: OrderRefusedAnswer }

export type OrderService = ReturnType<typeof createOrderService>

export function createOrderService(deps: OrderServiceDeps) {
  const { db, now } = deps
  const ipLimit = deps.ordersPerIpPer10Min
    ? { ...ORDERS_PER_IP, limit: deps.ordersPerIpPer10Min }
    : ORDERS_PER_IP

  const online = createOnlinePayments(deps)
  /** The order as its patient reads it: with Pay now while it awaits payment, if offered. */
  const forPatient = (record: OrderRecord): PatientOrder => {
    const order = toPatientOrder(record)
    return { ...order, payOnline: online.offered && order.state === 'awaiting_payment' }
  }

  /** The patient's order; 404 for anyone else's. */
  async function ownOrder(patient: PatientAccount, id: string): Promise<OrderRow> {
    const row = await findOrder(db, id)
    if (!row || !isOrderOf(row, patient)) throw unknownOrder()
    return row
  }

  return {
    ...createOrderStaffUseCases(deps),
    ...createOrderQuestionnaire(deps),

    /** Place an order from the shop's cart; `ip` is the caller's address, for the rate limit. */
    async place(request: OrderRequest, caller: ApiCaller, ip: string): Promise<PlaceOutcome> {
      // Staff ordering for someone order for the details given, not for themselves; the history
      // names who placed it.
      const staff = caller.kind === 'user' && caller.staff
      const user = caller.kind === 'user' && !staff ? await deps.findUser(caller.userId) : undefined
      const invited = !user && !(await deps.hasAccount(request.email))
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
          await enqueue(
            trx,
            staff ? [mail] : await withinRecipientBudget(trx, [mail], at.getTime()),
          )
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
        return { kind: 'refused', answer }
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
        return { kind: 'replayed', answer: { order: toPatientOrder(replay), invited: false } }
      }
      deps.onMailQueued?.()
      deps.logger.info(
        { order: outcome.record.order.id, state: outcome.record.order.state },
        'order submitted',
      )
      return { kind: 'created', answer: { order: toPatientOrder(outcome.record), invited } }
    },

    /** The patient's orders, newest first (My care). */
    async patientOrders(patient: PatientAccount): Promise<PatientOrder[]> {
      return (await withDetails(db, await ordersOf(db, patient))).map(forPatient)
    },

    async patientOrder(patient: PatientAccount, id: string): Promise<PatientOrder> {
      const [record] = await withDetails(db, [await ownOrder(patient, id)])
      return forPatient(record!)
    },

    /**
     * Pay now: the processor's hosted page for the patient's own order awaiting payment, for
     * the total the server holds (docs/decisions/050-stripe-hosted-checkout.md). 404 when online
     * payment is not set up or the order is someone else's; 409 when it awaits no payment.
     */
    async checkout(patient: PatientAccount, id: string): Promise<string> {
      if (!online.offered) throw unknownOrder()
      const [record] = await withDetails(db, [await ownOrder(patient, id)])
      return online.checkout(patient.id, toPatientOrder(record!))
    },

    /** The processor's signed webhook (payments.routes.ts): applied once, or refused (400). */
    paymentWebhook: (rawBody: string, signature: string | undefined) =>
      online.webhook(rawBody, signature),

    /** Paid orders and processor payments that do not match (`npm run payments -- reconcile`). */
    reconcile: (days: number) => online.reconcile(days),

    /** The patient cancels their order before it is paid; cancelling it again answers it. */
    async cancelByPatient(patient: PatientAccount, id: string): Promise<PatientOrder> {
      const row = await ownOrder(patient, id)
      const from = row.state as OrderState
      if (from === 'cancelled') return toPatientOrder((await loadOrder(db, row.id))!)
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
      return toPatientOrder(after)
    },
  }
}
