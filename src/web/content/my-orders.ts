// The words of the Orders part of My care, /account (docs/architecture.md, Orders). Apart from
// orders.ts so that /checkout does not load them.
import type { OrderState } from '@shared/orders/order-states'

export const myOrdersCopy = {
  heading: 'Orders',
  loading: 'Loading your orders…',
  loadFailed: 'Your orders could not be loaded. Check your connection and try again.',
  empty: 'Orders you request from our shop appear here.',
  shop: 'Browse the shop',
  orderTitle: (number: string) => `Order ${number}`,
  requested: (date: string) => `Requested ${date}`,
  status: 'Status:',
  /** The words for an order that is over (`orderNextStep` has none). */
  finished: {
    declined: 'The physician declined this order. Nothing was charged.',
    delivered: 'Delivered. We hope it serves you well.',
    cancelled: 'This order is cancelled. Nothing more happens to it.',
  } satisfies Partial<Record<OrderState, string>>,
  /** Who gave `order.reason`: the physician (a change, a decline) or the clinic (a cancellation). */
  physicianReason: 'Physician’s reason:',
  clinicReason: 'Reason from our clinic team:',
  shipped: (carrier: string, tracking: string) =>
    `Shipped with ${carrier}. Tracking number: ${tracking}`,
  linesLabel: (number: string) => `Products in order ${number}`,
  total: (amount: string) => `Total ${amount}`,
  cancel: 'Cancel order',
  cancelTitle: (number: string) => `Cancel order ${number}?`,
  cancelBody: 'The order is withdrawn and nothing is charged. This cannot be undone.',
  keep: 'Keep the order',
  confirmCancel: 'Yes, cancel the order',
  cancelling: 'Cancelling…',
  cancelled: (number: string) => `Order ${number} is cancelled.`,
  unreachable:
    'We could not reach the clinic, so the order is not cancelled yet. Check your connection and try again.',
  refused: 'The order could not be cancelled. Please try again, or call us.',
  payNow: 'Pay now',
  paying: 'Opening secure payment…',
  payNote:
    'Pay by card on Stripe’s secure page; we never see your card. Or call us to pay by phone.',
  payUnreachable:
    'We could not open the payment page. Check your connection and try again, or call us.',
  payRefused: 'This order cannot be paid online now. Please call us.',
  refunded: (amount: string) => `Refunded ${amount} to your card.`,
  refundPending: (amount: string) => `We are refunding ${amount} to your card.`,
} as const
