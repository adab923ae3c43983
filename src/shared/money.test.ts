import { expect, test } from 'vitest'

import { centsToDecimal, formatCents } from './money'

test('amounts read as US dollars with two decimals and thousands grouped', () => {
  expect(formatCents(0)).toBe('$0.00')
  expect(formatCents(5)).toBe('$0.05')
  expect(formatCents(2499)).toBe('$24.99')
  expect(formatCents(7500)).toBe('$75.00')
  expect(formatCents(123_456)).toBe('$1,234.56')
  expect(formatCents(125_000)).toBe('$1,250.00')
  expect(formatCents(100_000_000)).toBe('$1,000,000.00')
})

test('amounts for machines and forms are plain dollars with two decimals', () => {
  expect(centsToDecimal(0)).toBe('0.00')
  expect(centsToDecimal(5)).toBe('0.05')
  expect(centsToDecimal(99)).toBe('0.99')
  expect(centsToDecimal(2499)).toBe('24.99')
  expect(centsToDecimal(7950)).toBe('79.50')
  expect(centsToDecimal(123_456)).toBe('1234.56')
  expect(centsToDecimal(-150)).toBe('-1.50')
  expect(centsToDecimal(Number.MAX_SAFE_INTEGER)).toBe('90071992547409.91')
})

test('plain dollars read as the CSV and schema.org prices did, to the byte, for every amount', () => {
  // Those two wrote (cents / 100).toFixed(2); for a shop's amounts the two agree everywhere.
  for (let cents = 0; cents <= 1_000_000; cents += 1) {
    const before = (cents / 100).toFixed(2)
    if (centsToDecimal(cents) !== before)
      expect([cents, centsToDecimal(cents)]).toEqual([cents, before])
  }
})
