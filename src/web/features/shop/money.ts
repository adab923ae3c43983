// Money is integer cents everywhere in the shop; it becomes text in src/shared/money.ts, the
// savings badge's whole dollars here.

/**
 * docs/product.md, Shop: the savings badge is originalPrice minus price, rounded to whole dollars.
 * Null when there is no earlier price or nothing is saved.
 */
export function savingsDollars(priceCents: number, originalPriceCents?: number): number | null {
  if (originalPriceCents === undefined || originalPriceCents <= priceCents) return null
  const dollars = Math.round((originalPriceCents - priceCents) / 100)
  return dollars > 0 ? dollars : null
}
