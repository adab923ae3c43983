// Money is integer cents on the wire, in the database and in the cart (docs/architecture.md,
// Orders). These are the only places it becomes text, the same in the server's mails and CSV
// and on the browser's pages, so a total reads alike wherever the patient or staff meet it.

const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
})

/** 123456 → "$1,234.56": an amount as people read it, on the pages and in the mails. */
export function formatCents(cents: number): string {
  return usd.format(cents / 100)
}

/**
 * 123456 → "1234.56": plain dollars with two decimals and no symbol or grouping, for machines
 * and forms (the orders CSV, schema.org's Offer price, the price field staff edit). Whole and
 * fractional dollars are split in integers, never through a float, so it is exact for any
 * whole number of cents.
 */
export function centsToDecimal(cents: number): string {
  const sign = cents < 0 ? '-' : ''
  const whole = Math.abs(cents)
  return `${sign}${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, '0')}`
}
