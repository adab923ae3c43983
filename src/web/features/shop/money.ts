// Money is integer cents everywhere in the shop; these are the only places it becomes text.

const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
})

/** 2499 → '$24.99' (totals show 2 decimals). */
export function formatPrice(cents: number): string {
  return usd.format(cents / 100)
}

/**
 * docs/product.md, Shop: the savings badge is originalPrice minus price, rounded to whole dollars.
 * Null when there is no earlier price or nothing is saved.
 */
export function savingsDollars(priceCents: number, originalPriceCents?: number): number | null {
  if (originalPriceCents === undefined || originalPriceCents <= priceCents) return null
  const dollars = Math.round((originalPriceCents - priceCents) / 100)
  return dollars > 0 ? dollars : null
}
