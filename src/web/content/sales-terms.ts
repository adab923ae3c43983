// What is refundable and what is not (docs/product.md, Claims and figures), apart from the
// clinic's figures so the footer and the shop, on every page, load these few words and not every
// figure.

/**
 * What is refundable and what is not, in the two statements the specification requires (the
 * footer's "all sales are final, no refunds" and the shop's "30-day money-back guarantee"), each
 * saying what it covers so they do not contradict each other.
 */
export const salesTerms = {
  /** The shop's guarantee, as the cart drawer and product pages quote it. */
  guarantee: '30-day money-back guarantee',
  guaranteeScope: 'on unopened products',
  finalSales: 'All sales are final, with no refunds, on programs and treatments',
} as const
