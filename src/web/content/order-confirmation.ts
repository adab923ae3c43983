// The words of /checkout/confirmation (docs/architecture.md, Orders): the server's answer, kept
// for this tab across a reload. Apart from orders.ts so that /checkout does not load them.
import { site } from './site'

export const orderConfirmationCopy = {
  title: 'Order Request Received | RM Naturals by Renew Medical',
  metaDescription: 'Your RM Naturals order request: its number, what you ordered, and how you pay.',
  heading: 'Your order request',
  loading: 'Loading your order…',
  received: 'We have your order request',
  number: 'Order number',
  numberHint: 'Quote it when you call us or pay by invoice.',
  status: 'Status',
  linesHeading: 'What you ordered',
  shipTo: 'Shipping to',
  payHeading: 'How you pay',
  pay: `We don’t take card payments online. Once your order is confirmed, pay by card over the phone at ${site.phone.display}, or by invoice (bank transfer): our clinic team tells you how. We ship once payment is in.`,
  myCare: 'See it in My care',
  invited:
    'We e-mailed you an invitation to create an account, so you can follow your order in My care.',
  createAccount: 'Create your account',
  continueShopping: 'Continue shopping',
  noneHeading: 'There is no order request to show',
  noneBody: `This page shows an order request sent from this browser tab. If you sent one, quote its number when you call us at ${site.phone.display}; signed-in patients find their orders in My care.`,
  shop: 'Browse the shop',
  /** Under the confirmation, also with JavaScript off. */
  questionsHeading: 'Questions about your order?',
  questions: `Call us at ${site.phone.display}: ${site.hours.join(', ')}. Have your order number at hand.`,
  backHome: '← Back to Home',
} as const
