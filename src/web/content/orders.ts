// The words of /checkout and of an order's lines and totals wherever they show (docs/
// architecture.md, Orders); its confirmation's are order-confirmation.ts and My care's
// my-orders.ts, so /checkout loads only its own (docs/architecture.md, Performance budgets). The field messages, the server's refusals, the state labels and who acts next are
// src/shared's (orders.ts, order-states.ts), so the pages and the server say the same thing;
// these are the pages' own words around them.
import { paths } from '@/config/paths'
import { SERVED_STATES } from '@shared/clinic'

import { site } from './site'

const stateNames = SERVED_STATES.map((state) => state.name)
/** "Texas, Oklahoma, Louisiana and New Mexico". */
const servedStateList = `${stateNames.slice(0, -1).join(', ')} and ${stateNames.at(-1)}`

export const ordersCopy = {
  callUs: `Call us at ${site.phone.display}`,
  callHref: `tel:${site.phone.tel}`,
  retry: 'Try again',

  /** One line of an order, on the checkout, the confirmation and in My care. */
  line: {
    quantityTimesPrice: (quantity: number, price: string) => `${quantity} × ${price}`,
    needsReview: 'Needs a physician’s review',
    remove: (name: string) => `Remove ${name}`,
    removeShort: 'Remove',
    changed: (requested: number, quantity: number) =>
      `You asked for ${requested}; the physician changed it to ${quantity}.`,
    declined: 'The physician removed this product.',
    reason: 'Physician’s reason:',
  },

  totals: {
    subtotal: 'Subtotal',
    shipping: 'Shipping',
    free: 'Free',
    total: 'Total',
  },

  /** /checkout: the cart read back, contact and shipping, then Send order request. */
  checkout: {
    title: 'Request Your Order | RM Naturals by Renew Medical',
    metaDescription:
      'Send your RM Naturals order to Renew Medical. Our clinic team confirms it, a physician reviews the products that need one, and you pay by phone or invoice.',
    heading: 'Request your order',
    lead: 'We don’t take payment online. Send us your order: our clinic team confirms it, a physician reviews any product that needs one, and then we tell you how to pay by phone or invoice.',
    loading: 'Loading your cart…',
    empty: 'Your cart is empty.',
    emptyBody: 'Add products from our shop, then come back here to request your order.',
    shop: 'Browse the shop',
    /** The four catalogues, in the header's order, for an empty cart. */
    shopLinks: [
      { label: 'Supplements', href: paths.supplements },
      { label: 'Shakes', href: paths.shakes },
      { label: 'Peptides', href: paths.peptides },
      { label: 'Other naturals', href: paths.otherNaturals },
    ],
    summaryHeading: 'Your order',
    reviewNote:
      'A physician reviews the products marked “Needs a physician’s review” before we confirm your order.',
    estimate:
      'Prices and shipping are confirmed by our clinic team with your order; nothing is charged now.',
    detailsHeading: 'Your details',
    firstName: 'First name',
    lastName: 'Last name',
    email: 'E-mail',
    phone: 'Phone',
    phoneHint: 'We call this number to confirm your order and how you pay.',
    shippingHeading: 'Shipping address',
    line1: 'Street address',
    line2: 'Apartment, suite or unit (optional)',
    city: 'City',
    state: 'State',
    stateNone: 'Choose a state',
    zip: 'ZIP code',
    /** Around the call link: "We ship to …. Live in another state? Call us at … and we will help". */
    servedStates: `We ship to ${servedStateList}. Live in another state?`,
    otherStates: 'and we will help you another way.',
    payHeading: 'How you pay',
    pay: `Nothing is charged online. Once your order is confirmed, pay by card over the phone at ${site.phone.display}, or by invoice (bank transfer). We ship once payment is in.`,
    /** The error summary's heading; each problem is listed under it, linked to its field. */
    fix: (count: number) =>
      count === 1
        ? 'Please correct 1 detail to send your order.'
        : `Please correct ${count} details to send your order.`,
    submit: 'Send order request',
    sending: 'Sending…',
    unreachable:
      'We could not reach the clinic, so your order is not sent yet. Check your connection and press Send order request again.',
    tooMany: 'Too many order requests from here just now. Please wait a few minutes, or call us.',
    refused: 'Your order could not be sent. Please try again, or call us.',
    /** Between the answer and the confirmation page. */
    placed: 'Order sent. Opening your confirmation…',
    /** Under the form, also with JavaScript off: the phone way. */
    byPhoneHeading: 'Rather order by phone?',
    byPhone: `Call us at ${site.phone.display}: ${site.hours.join(', ')}. Our clinic team takes your order, confirms shipping and the total, and tells you how to pay.`,
    backToShop: '← Back to the shop',
  },
} as const
