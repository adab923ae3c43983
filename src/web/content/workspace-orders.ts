// The staff workspace's words for order requests and the catalogue (docs/architecture.md,
// Orders). The states' names, the payment methods and the refusals a patient could also read are
// the shared ones, so staff and patients see the same words.
import type { OrderActor } from '@shared/orders/order-states'
import { ORDER_LIMITS } from '@shared/orders/orders'

const reasonMax = ORDER_LIMITS.reasonMax.toLocaleString('en-US')

export const ordersCopy = {
  /** /admin/orders: the queue. */
  queue: {
    title: 'Orders',
    description:
      'Order requests from the shop, newest first: filter them by state, or see the ones waiting for a physician’s review, the longest waiting first.',
    views: 'Which orders',
    all: 'All orders',
    review: 'Physician review',
    state: 'State',
    allStates: 'All states',
    heading: {
      all: 'All orders',
      review: 'Waiting for a physician’s review',
      state: (label: string) => label,
    },
    empty: 'No orders match.',
    emptyReview: 'No orders are waiting for a physician’s review.',
    number: 'Order',
    patient: 'Patient',
    created: 'Placed',
    total: 'Total',
    status: 'State',
    reviewLines: 'Physician review',
    /** The physician's review as it stands now (orders-format.ts, reviewStateOf). */
    reviewState: {
      none: 'Not needed',
      pending: (count: number, lines: number) =>
        `Needed for ${count} of ${lines} ${lines === 1 ? 'product' : 'products'}`,
      approved: 'Approved',
      changed: 'Changed by the physician',
      declined: 'Declined',
      notReviewed: 'Not reviewed (cancelled first)',
    },
    open: 'Open',
    export: 'Export CSV',
    exporting: 'Exporting…',
    exportHint: {
      all: 'Every order, in every state.',
      state: (label: string) => `The orders that are ${label.toLowerCase()}.`,
    },
    exported: (filename: string) => `Saved ${filename}.`,
    exportFailed: 'The CSV could not be exported. Check your connection and try again.',
  },
  /** /admin/orders/:orderId: one order, its history and its next step. */
  order: {
    title: 'Order',
    back: 'Back to the orders',
    notFound: 'There is no such order.',
    heading: (number: string) => `Order ${number}`,
    state: 'State',
    placed: 'Placed',
    updated: 'Last changed',
    contact: 'Contact',
    name: 'Name',
    email: 'E-mail',
    phone: 'Phone',
    account: 'Account',
    hasAccount: 'Patient account',
    guest: 'Guest (no account)',
    person: 'Everything about this person',
    /** An order kept after its person's deletion (docs/decisions/042-…): no contact left. */
    detailsDeleted: 'Details deleted',
    detailsDeletedNote:
      'The person’s name, e-mail, phone and address were deleted at their request. The order is kept for the clinic’s accounts.',
    shipTo: 'Ship to',
    products: 'Products',
    unitPrice: 'Price',
    quantity: 'Quantity',
    requested: (count: number) => `Asked for ${count}`,
    lineTotal: 'Line total',
    removed: 'Removed',
    needsReview: 'Needs a physician’s review',
    physicianOnly:
      'Only a physician can change whether a product needs a physician’s review, or the most one order may hold. Price, stock and sale are yours to change.',
    physicianOnlyField: 'Set by a physician.',
    lineReview: {
      approved: 'Approved by the physician',
      changed: 'Changed by the physician',
      declined: 'Declined by the physician',
    },
    lineReason: 'Physician’s reason',
    subtotal: 'Subtotal',
    shipping: 'Shipping',
    freeShipping: 'Free',
    total: 'Total',
    reason: 'Reason given to the patient',
    payment: 'Payment',
    notPaid: 'Not recorded yet.',
    method: 'Method',
    reference: 'Reference',
    amountPaid: 'Amount received',
    short: (cents: string, total: string) => `${cents} short of the total of ${total}`,
    paidOn: 'Received on',
    notAsked: 'Not recorded (before amounts were asked)',
    paymentFlag: 'Online payment to check',
    refunded: (amount: string) => `Refunded online: ${amount}`,
    refundDue: (amount: string) => `Owed back to the patient: ${amount}`,
    retryRefund: 'Retry the refund',
    retrying: 'Refunding…',
    refundFailed: 'The refund could not be tried. Check your connection and try again.',
    shipment: 'Shipment',
    notShipped: 'Not shipped yet.',
    carrier: 'Carrier',
    tracking: 'Tracking number',
    history: 'History',
    noHistory: 'Nothing has happened yet.',
    placedEvent: 'Placed',
    by: 'by',
    actors: {
      patient: 'the patient',
      staff: 'staff',
      physician: 'a physician',
      system: 'the system',
    } satisfies Record<OrderActor, string>,
  },
  /** The next step on an order: a physician's review, or staff's moves. */
  actions: {
    heading: 'Next step',
    final: 'Nothing more can happen to this order.',
    waitingForPhysician: 'Waiting for a physician’s review',
    waitingForPhysicianHint:
      'Only a physician can approve, lower or remove the products that need a review, or decline the order. You can still cancel it.',
    noneForYou: 'There is nothing for you to do on this order now.',
    saving: 'Saving…',
    moved: (label: string) => `Saved. The order is now: ${label}.`,
    failed: 'This could not be saved. Check your connection and try again.',
    staleTitle: 'This order changed meanwhile',
    staleAfter:
      'Nothing was saved. What is shown now is the order as it stands: check it, then act again if it still applies.',
    confirm: 'Confirm and request payment',
    confirmHint: 'The patient is e-mailed that the order is confirmed and how to pay.',
    /** The confirmations of the steps that e-mail the patient or record money. */
    ask: {
      goBack: 'Go back',
      confirmTitle: 'Request payment?',
      confirmBody: (name: string, total: string, number: string) =>
        `This e-mails ${name} a request to pay ${total} for order ${number}, with how to pay.`,
      confirmYes: 'E-mail the payment request',
      paymentTitle: 'Record this payment?',
      paymentBody: (amount: string, method: string, day: string, number: string) =>
        `This records ${amount} received by ${method.toLowerCase()} on ${day} for order ${number}, and marks the order paid.`,
      paymentShort: (short: string, total: string) =>
        `That is ${short} less than the order’s total of ${total}: the order shows what is short.`,
      paymentMail: (name: string) => `It e-mails ${name} that the order is paid.`,
      paymentYes: 'Record the payment',
      shippedTitle: 'Mark the order shipped?',
      shippedBody: (name: string, number: string, carrier: string, tracking: string) =>
        `This e-mails ${name} that order ${number} has shipped with ${carrier}, tracking number ${tracking}.`,
      shippedYes: 'Mark shipped and e-mail',
      deliveredTitle: 'Mark the order delivered?',
      deliveredBody: (name: string, number: string) =>
        `This e-mails ${name} that order ${number} was delivered. Nothing more can happen to it then.`,
      deliveredYes: 'Mark delivered and e-mail',
    },
    payment: 'Record payment',
    method: 'How the patient paid',
    chooseMethod: 'Choose how the patient paid',
    reference: 'Payment reference (receipt or invoice number)',
    amount: 'Amount received (US$)',
    amountHint: (total: string) => `Dollars and cents, like 24.99. The order’s total is ${total}.`,
    paidOn: 'Received on',
    paidOnHint: (placed: string) => `From the day the order was placed (${placed}) to today.`,
    shipped: 'Mark shipped',
    carrier: 'Carrier',
    tracking: 'Tracking number',
    delivered: 'Mark delivered',
    cancel: 'Cancel order',
    cancelTitle: 'Cancel this order?',
    cancelBody: (number: string) =>
      `Order ${number} is cancelled for good: any stock it holds goes back on sale and the patient is e-mailed your reason. This cannot be undone.`,
    cancelReason: 'Reason (the patient reads this)',
    reasonHint: `Up to ${reasonMax} characters.`,
    reasonTooLong: `Keep the reason under ${reasonMax} characters.`,
    keep: 'Keep the order',
    confirmCancel: 'Cancel the order',
    cancelling: 'Cancelling…',
  },
  /** A physician's review of the products that need one. */
  review: {
    heading: 'Physician review',
    intro:
      'The products marked “Needs a physician’s review” are why this order waits for you. You can approve it, lower or remove products, or decline it.',
    decision: 'Your decision',
    approve: 'Approve as requested',
    change: 'Lower or remove products',
    decline: 'Decline the order',
    chooseDecision: 'Choose a decision.',
    quantities: 'New quantities',
    quantitiesHint: 'A quantity can only go down; 0 removes the product.',
    quantityLabel: (name: string) => `${name}: new quantity`,
    quantityHint: (now: number) => `Now ${now}. From 0 to ${now}.`,
    quantityError: (now: number) =>
      `Enter a whole number from 0 to ${now}: a review can only lower a quantity.`,
    reason: 'Reason (the patient reads this)',
    otherLines: (count: number) =>
      `${count} other ${count === 1 ? 'product needs' : 'products need'} no review and ${count === 1 ? 'stays' : 'stay'} as ordered.`,
    save: {
      none: 'Save decision',
      approve: 'Approve order',
      change: 'Save the changes',
      decline: 'Decline order',
    },
  },
  /**
   * A physician's change to an order paid online and not shipped (order-amend-panel.tsx,
   * docs/decisions/051-a-paid-order-amended-and-the-difference-refunded.md).
   */
  amend: {
    heading: 'Change after payment',
    intro:
      'If the dose changed, lower or remove the products that needed your review. The order is repriced and the difference refunded to the patient’s card.',
    confirmTitle: 'Change the paid order and refund?',
    confirmBody: (number: string, before: string, after: string, refund: string) =>
      `Order ${number} goes from ${before} to ${after}, and ${refund} is refunded to the patient’s card. The patient is e-mailed the change and your reason.`,
    confirmRaises: (before: string, after: string) =>
      `This would raise the total from ${before} to ${after} (shipping is charged below the free-shipping amount): a paid order’s total can only go down.`,
    confirmYes: 'Change and refund',
  },
  /** The patient's latest questionnaire, beside a physician's review (order-questionnaire.tsx). */
  questionnaire: {
    heading: 'The patient’s questionnaire',
    hint: 'Their latest health questionnaire: the first look, with its flags, the BMI and every answer. Opening it is recorded in the audit log.',
    show: 'Show the patient’s questionnaire',
    hide: 'Hide the questionnaire',
    none: (name: string) => `${name} has not sent us a health questionnaire.`,
    noAccount:
      'This order was placed as a guest, and no patient account has its e-mail address, so there is no questionnaire to show.',
    byEmail:
      'This order was placed as a guest: this is the questionnaire of the patient account with the same e-mail address.',
    program: 'Program',
    submitted: 'Sent',
    bmi: 'BMI',
    noBmi: 'Not given',
    decided: 'Questionnaire reviewed',
    notDecided: 'Not reviewed yet',
    open: 'Open the full questionnaire review',
  },
  /** /admin/catalogue: what the shop sells today, changed without a release. */
  catalogue: {
    title: 'Catalogue',
    description:
      'The shop’s products as patients order them: price, stock, whether a physician must review them, the most one order may hold, and whether they are on sale. A change applies to new orders at once.',
    heading: 'Products',
    empty: 'The catalogue is empty.',
    price: 'Price (US$)',
    priceHint: 'Dollars and cents, like 24.99.',
    wasPrice: (price: string) => `Shown as reduced from ${price}.`,
    priceError: 'Enter the price in dollars and cents, like 24.99 (at most $100,000.00).',
    stock: 'In stock',
    stockError: 'Enter the stock as a whole number from 0 to 1,000,000.',
    maxPerOrder: 'Most in one order',
    maxPerOrderError: 'Enter the most in one order as a whole number from 1 to 1,000.',
    needsReview: 'Needs a physician’s review',
    physicianOnly:
      'Only a physician can change whether a product needs a physician’s review, or the most one order may hold. Price, stock and sale are yours to change.',
    physicianOnlyField: 'Set by a physician.',
    active: 'On sale (patients can order it)',
    outOfStock: 'Out of stock',
    inactive: 'Not on sale',
    save: 'Save',
    saving: 'Saving…',
    saved: (name: string) => `${name}: saved.`,
    nothingChanged: 'Nothing to save: change a field first.',
    saveFailed: 'This could not be saved. Check your connection and try again.',
  },
} as const
