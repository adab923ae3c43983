// The cart's copy (docs/product.md, Shop): what the cart drawer and /checkout show. Apart from
// the rest of the shop's copy (shop-copy.ts) so that /checkout, which shows only these labels,
// does not load every catalogue page's words.
import { paths } from '@/config/paths'
import { salesTerms } from '@/content/sales-terms'
import { site } from '@/content/site'

type Link = { label: string; href: string }

/** Orders from this amount ship free. */
export const FREE_SHIPPING_THRESHOLD_CENTS = 7500

export type CartCopy = {
  button: string
  buttonCount: (count: number) => string
  title: string
  titleCount: (count: number) => string
  description: string
  close: string
  empty: string
  continueShopping: Link
  quantityFor: (name: string) => string
  decreaseFor: (name: string) => string
  increaseFor: (name: string) => string
  remove: (name: string) => string
  each: (price: string) => string
  subtotal: string
  /** Lines that left the cart because they sold out since they were added. */
  soldOut: (names: readonly string[]) => string
  freeShippingReached: string
  freeShippingRemaining: (amount: string) => string
  /** A line a physician reviews before the order is confirmed. */
  needsReview: string
  guarantee: string
  /** The link to the checkout (docs/architecture.md, Orders). */
  requestOrder: Link
  requestOrderNote: string
  /** The phone way, a secondary link under Request Order. */
  call: string
}

export const cartCopy = {
  button: 'Cart',
  buttonCount: (count) => `Cart, ${count} ${count === 1 ? 'item' : 'items'}`,
  title: 'Shopping Cart',
  titleCount: (count) => `(${count})`,
  description: 'Review your items, change quantities, then request your order.',
  close: 'Close cart',
  empty: 'Your cart is empty.',
  continueShopping: { label: 'Browse supplements', href: paths.supplements },
  quantityFor: (name) => `Quantity of ${name}`,
  decreaseFor: (name) => `Decrease quantity of ${name}`,
  increaseFor: (name) => `Increase quantity of ${name}`,
  remove: (name) => `Remove ${name}`,
  each: (price) => `${price} each`,
  subtotal: 'Subtotal',
  soldOut: (names) =>
    `Sold out since you added ${names.length === 1 ? 'it' : 'them'}, so taken out of your cart: ${names.join(', ')}.`,
  freeShippingReached: 'Your order qualifies for free shipping.',
  freeShippingRemaining: (amount) => `Add ${amount} more for free shipping on orders over $75.`,
  needsReview: 'Needs a physician’s review',
  // What the guarantee covers, so it never reads against the footer's final sales.
  guarantee: `${salesTerms.guarantee} ${salesTerms.guaranteeScope}`,
  requestOrder: { label: 'Request Order', href: paths.checkout },
  // There is no payment online: say what happens instead before the patient goes on.
  requestOrderNote:
    'Our clinic confirms every order before you pay, and some products need a physician’s approval.',
  call: `Or order by phone: ${site.phone.display}`,
} as const satisfies CartCopy
