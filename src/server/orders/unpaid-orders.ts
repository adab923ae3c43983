import type { OrderState } from '../../shared/orders/order-states'
import type { Database } from '../db/database'
import { withinRecipientBudget } from '../mail/recipient-budget'
import { enqueue } from '../outbox/outbox.queries'
import { stateMail } from './order-mail'
import { toPatientOrder } from './order-wire'
import { moveOrder, ordersPlacedBefore, unitsHeld, withDetails } from './order.queries'

// Stock is not held for ever without payment (docs/architecture.md, Orders). An order request
// takes its units when it is placed, so that two patients are never sold the last one; but an
// order that nobody pays would keep them from everyone else. ORDER_HOLD_HOURS after it was
// placed, an order without a recorded payment is cancelled by the system: its units go back on
// sale, the patient is mailed why (the cancellation notice, with the reason), and staff see the
// move in the order's history ("by the system"). Each release is the same compare-and-set move
// as any other (order.queries.ts), so a payment recorded at the same moment wins or loses whole.

/** The states of an order that holds stock and has no payment recorded. */
export const UNPAID_STATES = [
  'submitted',
  'awaiting_review',
  'approved',
  'changed',
  'awaiting_payment',
] as const satisfies readonly OrderState[]

/** The reason the patient and staff read on a released order. */
export const unpaidReleaseReason = (hours: number) =>
  `Not paid within ${hours} hours of ordering, so its items went back on sale. You are welcome to order again.`

/** Orders released per run: a backlog is worked through over the next runs. */
const BATCH = 50

/**
 * Cancel every order placed at least `holdHours` before `now` that is still unpaid, putting its
 * units back. Returns how many were released.
 */
export async function releaseUnpaidOrders({
  db,
  now,
  holdHours,
  publicUrl,
}: {
  db: Database
  now: Date
  holdHours: number
  publicUrl: string
}): Promise<number> {
  const placedBefore = new Date(now.getTime() - holdHours * 3_600_000).toISOString()
  const overdue = await ordersPlacedBefore(db, {
    states: UNPAID_STATES,
    placedBefore,
    limit: BATCH,
  })
  const reason = unpaidReleaseReason(holdHours)
  let released = 0
  for (const record of await withDetails(db, overdue)) {
    const after = await moveOrder(db, {
      order: record.order,
      to: 'cancelled',
      actor: 'system',
      actorUserId: null,
      detail: reason,
      set: { reason },
      restock: unitsHeld(record.lines),
      now,
      alsoDo: async (trx, moved) => {
        const mail = stateMail({
          order: toPatientOrder(moved),
          to: { email: moved.order.email, firstName: moved.order.first_name },
          publicUrl,
        })
        if (mail) await enqueue(trx, await withinRecipientBudget(trx, [mail], now.getTime()))
      },
    })
    // Undefined: paid or cancelled meanwhile, and that move stands.
    if (after) released += 1
  }
  return released
}
