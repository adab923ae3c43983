/**
 * Quantities have no upper bound a shopper would meet (docs/product.md, Shop); this cap only keeps
 * every total an exact integer number of cents. A module of its own: the stored cart's check
 * needs it on every page (the site header counts the cart), the cart's rules only in the shop.
 */
export const MAX_LINE_QUANTITY = 1_000_000
