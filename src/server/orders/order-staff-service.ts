import {
  type OrderReviewRequest,
  type OrderTransitionRequest,
  staffOrderMessages,
} from '../../shared/orders/order-staff-requests'
import {
  canTransition,
  type OrderActor,
  orderStateLabels,
  type OrderState,
} from '../../shared/orders/order-states'
import { orderMessages, type StaffOrder, type StaffOrderList } from '../../shared/orders/orders'
import { can, type StaffRole } from '../../shared/roles'
import type { Database } from '../db/database'
import { type AuditAction, recordAudit } from '../lib/audit-log'
import type { Logger } from '../logger'
import { PlainError } from '../middleware/wire-error'
import { enqueue } from '../outbox/outbox.queries'
import { createOnlinePayments } from './online-payments'
import { amendedMail, stateMail } from './order-mail'
import { amendChange, reviewChange } from './order-review'
import { type Change, transitionOf } from './order-transitions'
import { CSV_COLUMNS, toCsvRow, toPatientOrder, toStaffOrder } from './order-wire'
import { listOrders, loadOrder, moveOrder, type OrderRecord, withDetails } from './order.queries'
import type { PaymentProvider, PaymentRequest } from './payment-provider'

// The staff's use-cases of the order service (docs/architecture.md, Orders): the queue, one
// order, the CSV export, the moves and the physicians' review. Every move is one transaction: a
// compare-and-set on the state the page showed (of two clicks at once one moves the order, the
// other gets 409), the history row, the audit record and the patient's mail. Every read of an
// order (it names the patient) is audited.

export type OrderStaffDeps = {
  db: Database
  logger: Logger
  publicUrl: string
  /** How orders are paid (payment-provider.ts). */
  payments: PaymentProvider
  /** A spreadsheet-safe CSV writer (rest/csv.ts, given by app.ts). */
  toCsv: (
    columns: readonly string[],
    rows: readonly Record<string, string | number | boolean | null>[],
  ) => string
  onMailQueued?: () => void
  now: () => Date
}

/** The member of staff acting, as the door left them. */
export type StaffMember = { staffId: string; staffRole: StaffRole }

/** Which orders a list or export holds: one state or all; the review queue oldest first. */
export type StaffOrderFilter = { state?: OrderState; review: boolean }

/** Orders in one list or export; the queue pages by state long before this. */
export const STAFF_LIST_LIMIT = 500

/** Whether the caller acts as a physician or as staff on this order (order-states.ts). */
const actorOf = (staff: StaffMember): OrderActor =>
  can(staff.staffRole, 'orders.review') ? 'physician' : 'staff'

const notAllowed = (state: string) =>
  new PlainError(409, orderMessages.notAllowed(orderStateLabels[state as OrderState]), {
    code: 'not_allowed',
  })

export function createOrderStaffUseCases(deps: OrderStaffDeps) {
  const { db, now } = deps
  const online = createOnlinePayments(deps)

  const audit = (
    trx: Database,
    staff: StaffMember,
    action: AuditAction,
    target: string,
    detail: unknown,
  ) => recordAudit(trx, { actorId: staff.staffId, action, target, detail }, now())

  async function orderNamed(id: string): Promise<OrderRecord> {
    const record = await loadOrder(db, id)
    if (!record) throw new PlainError(404, orderMessages.unknownOrder, { code: 'not_found' })
    return record
  }

  /** The orders of a list or export, with the read audited under `action`. */
  async function listed(
    staff: StaffMember,
    { state, review }: StaffOrderFilter,
    action: 'order.view' | 'order.export',
  ): Promise<OrderRecord[]> {
    const rows = await listOrders(db, {
      ...(state ? { state } : {}),
      oldestFirst: review,
      limit: STAFF_LIST_LIMIT,
    })
    const records = await withDetails(db, rows)
    await audit(db, staff, action, 'orders', {
      state: state ?? null,
      ids: rows.map((row) => row.id),
    })
    return records
  }

  /**
   * Apply a move with its audit record and the patient's mail. Losing the race to another
   * member of staff is a 409 naming the state the order is in now.
   */
  async function move(
    staff: StaffMember,
    record: OrderRecord,
    action: 'order.review' | 'order.update',
    detail: Record<string, unknown>,
    change: Change,
    { payment, amendment }: { payment?: PaymentRequest; amendment?: { refundCents: number } } = {},
  ): Promise<StaffOrder> {
    const at = now()
    const after = await moveOrder(db, {
      ...change,
      order: record.order,
      actor: actorOf(staff),
      actorUserId: staff.staffId,
      now: at,
      alsoDo: async (trx, moved) => {
        await audit(trx, staff, action, `order:${record.order.id}`, {
          from: record.order.state,
          to: change.to,
          ...detail,
        })
        const context = {
          order: toPatientOrder(moved),
          to: { email: moved.order.email, firstName: moved.order.first_name },
          publicUrl: deps.publicUrl,
        }
        const mail = amendment
          ? amendedMail({ ...context, refundCents: amendment.refundCents })
          : stateMail({ ...context, ...(payment ? { payment } : {}) })
        if (mail) await enqueue(trx, [mail])
      },
    })
    if (!after) {
      const latest = await loadOrder(db, record.order.id)
      if (amendment && latest?.order.state === record.order.state) {
        throw new PlainError(409, staffOrderMessages.amendStale, { code: 'not_allowed' })
      }
      throw notAllowed(latest?.order.state ?? record.order.state)
    }
    deps.onMailQueued?.()
    deps.logger.info(
      { order: record.order.id, from: record.order.state, to: change.to, actor: staff.staffId },
      'order moved',
    )
    return toStaffOrder(after)
  }

  return {
    /** The staff's queue (audited: it names patients). */
    async staffList(staff: StaffMember, filter: StaffOrderFilter): Promise<StaffOrderList> {
      return { orders: (await listed(staff, filter, 'order.view')).map(toStaffOrder) }
    },

    /** The same orders as a spreadsheet-safe CSV (audited as an export). */
    async staffExport(staff: StaffMember, filter: StaffOrderFilter): Promise<string> {
      const records = await listed(staff, filter, 'order.export')
      return deps.toCsv(CSV_COLUMNS, records.map(toCsvRow))
    },

    async staffOrder(staff: StaffMember, id: string): Promise<StaffOrder> {
      const record = await orderNamed(id)
      await audit(db, staff, 'order.view', `order:${record.order.id}`, {})
      return toStaffOrder(record)
    },

    /** A physician's review of the lines that need one (the route asks the permission). */
    async review(staff: StaffMember, id: string, input: OrderReviewRequest): Promise<StaffOrder> {
      const record = await orderNamed(id)
      const { order } = record
      const to = ({ approve: 'approved', change: 'changed', decline: 'declined' } as const)[
        input.decision
      ]
      // A change after payment amends the paid order and refunds the difference (docs/
      // decisions/051-a-paid-order-amended-and-the-difference-refunded.md).
      if (order.state === 'paid' && input.decision === 'change') {
        const step = amendChange(record, input)
        const amended = await move(staff, record, 'order.review', step.audit, step.change, {
          amendment: { refundCents: step.refundCents },
        })
        if (step.refundCents <= 0) return amended
        await online.settleRefund(amended.id, staff.staffId)
        return toStaffOrder((await loadOrder(db, amended.id))!)
      }
      if (!canTransition(order.state as OrderState, to, 'physician')) throw notAllowed(order.state)
      const step = reviewChange(record, input, to)
      return move(staff, record, 'order.review', step.audit, step.change)
    },

    /** A staff move to the order's next state: payment, shipping, delivery or cancel. */
    async transition(
      staff: StaffMember,
      id: string,
      input: OrderTransitionRequest,
    ): Promise<StaffOrder> {
      const record = await orderNamed(id)
      const from = record.order.state as OrderState
      if (!canTransition(from, input.to, actorOf(staff))) throw notAllowed(from)
      const step = await transitionOf(deps, input, record)
      const moved = await move(staff, record, 'order.update', step.audit, step.change, {
        ...(step.payment ? { payment: step.payment } : {}),
      })
      if (!moved.refund?.dueCents) return moved
      await online.settleRefund(moved.id, staff.staffId)
      return toStaffOrder((await loadOrder(db, moved.id))!)
    },

    /** Try again a refund that failed (the order says what is owed and why it failed). */
    async retryRefund(staff: StaffMember, id: string): Promise<StaffOrder> {
      const record = await orderNamed(id)
      if (Number(record.order.refund_due_cents) <= 0) {
        throw new PlainError(409, 'Nothing is owed back on this order.', { code: 'not_allowed' })
      }
      await online.settleRefund(record.order.id, staff.staffId)
      return toStaffOrder((await loadOrder(db, record.order.id))!)
    },
  }
}
