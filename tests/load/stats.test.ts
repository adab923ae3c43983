import { describe, expect, it } from 'vitest'

import { formatTable, LatencyRecorder, percentileOfSorted, splitConnections } from './stats'

describe('percentileOfSorted (nearest rank)', () => {
  it('picks the smallest value at or above p % of the values', () => {
    const values = Array.from({ length: 100 }, (_, i) => i + 1)
    expect(percentileOfSorted(values, 50)).toBe(50)
    expect(percentileOfSorted(values, 99)).toBe(99)
    expect(percentileOfSorted(values, 100)).toBe(100)
    expect(percentileOfSorted(values, 0)).toBe(1)
    expect(percentileOfSorted([7], 99)).toBe(7)
    expect(percentileOfSorted([1, 2, 3], 50)).toBe(2)
    expect(percentileOfSorted([], 50)).toBeNaN()
  })
})

describe('LatencyRecorder', () => {
  it('keeps every value past its initial size and sorts them numerically', () => {
    const recorder = new LatencyRecorder()
    // More than the first buffer, in an order where text sorting would differ (10 < 9).
    for (let i = 5000; i >= 1; i--) recorder.add(i / 10)
    expect(recorder.count).toBe(5000)
    expect(recorder.percentile(50)).toBe(250)
    expect(recorder.percentile(99)).toBe(495)
    recorder.add(100_000)
    expect(recorder.percentile(100)).toBe(100_000)
  })
})

describe('splitConnections', () => {
  const weights = { lead: 4, page: 2, asset: 2, config: 1, refresh: 1 }

  it('shares in proportion to the weights', () => {
    expect(splitConnections(50, weights)).toEqual({
      lead: 20,
      page: 10,
      asset: 10,
      config: 5,
      refresh: 5,
    })
  })

  it('always adds up to the total and gives every kind at least one', () => {
    for (let total = 5; total <= 120; total++) {
      const split = splitConnections(total, weights)
      expect(Object.values(split).reduce((a, b) => a + b, 0)).toBe(total)
      expect(Math.min(...Object.values(split))).toBeGreaterThanOrEqual(1)
    }
    expect(splitConnections(5, weights)).toEqual({
      lead: 1,
      page: 1,
      asset: 1,
      config: 1,
      refresh: 1,
    })
  })

  it('refuses fewer connections than kinds', () => {
    expect(() => splitConnections(4, weights)).toThrow(/at least 5/)
  })
})

describe('formatTable', () => {
  it('pads the first column left and the others right, under a rule', () => {
    expect(
      formatTable(
        ['kind', 'req/s'],
        [
          ['lead', '1,200'],
          ['asset', '9'],
        ],
      ),
    ).toBe(['kind   req/s', '─────  ─────', 'lead   1,200', 'asset      9'].join('\n'))
  })
})
