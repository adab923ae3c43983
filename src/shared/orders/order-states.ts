// The life of an order request (docs/architecture.md, Orders), shared by the server, which checks
// every transition, and the pages, which offer only the moves a person may make. An order only
// ever moves forward: there is no transition back to an earlier state.
//
//   submitted ──────────────────────────────────────────┐
//      │ (a line needs a physician)                     │ staff confirm
//      ▼                                                ▼
//   awaiting_review ── physician ─▶ approved ─▶ awaiting_payment ─▶ paid ─▶ shipped ─▶ delivered
//                          │        changed  ─▶        ▲
//                          └──────▶ declined (end)     │ staff confirm (after approved / changed)
//
//   cancelled (end): by the patient before payment, by staff at any point before shipping, by
//   the system when an order is still unpaid ORDER_HOLD_HOURS after it was placed.

export const orderStates = [
  'submitted',
  'awaiting_review',
  'approved',
  'changed',
  'declined',
  'awaiting_payment',
  'paid',
  'shipped',
  'delivered',
  'cancelled',
] as const
export type OrderState = (typeof orderStates)[number]

/** Who moves an order: the patient who placed it, staff, a physician (also staff), or the server. */
export type OrderActor = 'patient' | 'staff' | 'physician' | 'system'

export const orderStateLabels: Record<OrderState, string> = {
  submitted: 'Submitted',
  awaiting_review: 'Awaiting physician review',
  approved: 'Approved',
  changed: 'Changed by the physician',
  declined: 'Declined',
  awaiting_payment: 'Awaiting payment',
  paid: 'Paid',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
}

/** Every allowed move and who may make it. Anything not listed is refused. */
const transitions: Record<OrderState, Partial<Record<OrderState, readonly OrderActor[]>>> = {
  submitted: {
    awaiting_review: ['system'],
    awaiting_payment: ['staff', 'physician'],
    cancelled: ['patient', 'staff', 'physician', 'system'],
  },
  awaiting_review: {
    approved: ['physician'],
    changed: ['physician'],
    declined: ['physician'],
    cancelled: ['patient', 'staff', 'physician', 'system'],
  },
  approved: {
    awaiting_payment: ['staff', 'physician'],
    cancelled: ['patient', 'staff', 'physician', 'system'],
  },
  changed: {
    awaiting_payment: ['staff', 'physician'],
    cancelled: ['patient', 'staff', 'physician', 'system'],
  },
  declined: {},
  awaiting_payment: {
    // The system: a payment processor's signed event (docs/decisions/050-stripe-hosted-checkout.md).
    paid: ['staff', 'physician', 'system'],
    cancelled: ['patient', 'staff', 'physician', 'system'],
  },
  paid: {
    shipped: ['staff', 'physician'],
    cancelled: ['staff', 'physician'],
  },
  shipped: { delivered: ['staff', 'physician'] },
  delivered: {},
  cancelled: {},
}

export function canTransition(from: OrderState, to: OrderState, actor: OrderActor): boolean {
  return transitions[from][to]?.includes(actor) ?? false
}

/** The states an actor may move an order to from `from`, in the order of the list above. */
export function nextStates(from: OrderState, actor: OrderActor): OrderState[] {
  return orderStates.filter((to) => canTransition(from, to, actor))
}

/** Whether the order is over (nothing more can happen to it). */
export function isFinalState(state: OrderState): boolean {
  return Object.keys(transitions[state]).length === 0
}
