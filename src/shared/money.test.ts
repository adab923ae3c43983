import { expect, test } from 'vitest'

import { centsToDecimal, formatCents } from './money'

test.each([
  [0, '$0.00', '0.00'],
  [5, '$0.05', '0.05'],
  [99, '$0.99', '0.99'],
  [2499, '$24.99', '24.99'],
  [7500, '$75.00', '75.00'],
  [7950, '$79.50', '79.50'],
  [123_456, '$1,234.56', '1234.56'],
  [100_000_000, '$1,000,000.00', '1000000.00'],
])('%i cents read as %s, and as %s for machines and forms', (cents, read, plain) => {
  expect(formatCents(cents)).toBe(read)
  expect(centsToDecimal(cents)).toBe(plain)
})

test('plain dollars stay exact where dividing as a float would not, and keep a sign', () => {
  // (9007199254740001 / 100).toFixed(2) is "90071992547400.02".
  expect(centsToDecimal(9_007_199_254_740_001)).toBe('90071992547400.01')
  expect(centsToDecimal(-150)).toBe('-1.50')
})

test('plain dollars read as the CSV and schema.org prices did, to the byte, for every amount', () => {
  // Those two wrote (cents / 100).toFixed(2); for a shop's amounts the two agree everywhere.
  for (let cents = 0; cents <= 1_000_000; cents += 1) {
    const before = (cents / 100).toFixed(2)
    if (centsToDecimal(cents) !== before) {
      expect([cents, centsToDecimal(cents)]).toEqual([cents, before])
    }
  }
})
