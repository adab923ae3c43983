import { describe, expect, it } from 'vitest'

import { flagDuplicates, phoneDigits } from './queue-duplicates'

const row = (key: string, person: string, phone: string | null) => ({ key, person, phone })

describe('possible duplicates in the queue', () => {
  it('reads a phone number as its ten national digits, whatever it is written with', () => {
    expect(phoneDigits('(555) 123-4567')).toBe('5551234567')
    expect(phoneDigits('+1 555.123.4567')).toBe('5551234567')
    expect(phoneDigits('555-123')).toBeNull()
    expect(phoneDigits(null)).toBeNull()
  })

  it('flags rows of other records under the same address, and the same phone under another', () => {
    const flagged = flagDuplicates([
      row('request:1', 'ada@example.com', '(555) 123-4567'),
      row('order:2', 'ada@example.com', null),
      row('visit:3', 'ada.l@example.com', '+1 555 123 4567'),
      row('intake:4', 'grace@example.com', '(555) 999-0000'),
    ])
    expect(flagged.map((item) => [item.key, item.duplicates])).toEqual([
      [
        'request:1',
        [
          { key: 'order:2', reason: 'email' },
          { key: 'visit:3', reason: 'phone' },
        ],
      ],
      ['order:2', [{ key: 'request:1', reason: 'email' }]],
      ['visit:3', [{ key: 'request:1', reason: 'phone' }]],
      ['intake:4', []],
    ])
  })

  it('does not flag the same phone twice under the same address as a phone duplicate', () => {
    const flagged = flagDuplicates([
      row('request:1', 'ada@example.com', '5551234567'),
      row('request:2', 'ada@example.com', '555 123 4567'),
    ])
    expect(flagged[0]!.duplicates).toEqual([{ key: 'request:2', reason: 'email' }])
  })

  it('does not flag people merged into one as duplicates of each other', () => {
    const rows = [
      row('request:1', 'ada@example.com', '(555) 123-4567'),
      row('visit:2', 'ada.l@example.com', '+1 555 123 4567'),
      row('order:3', 'grace@example.com', '555 123 4567'),
    ]
    const flagged = flagDuplicates(rows, new Map([['ada.l@example.com', 'ada@example.com']]))
    expect(flagged.map((item) => [item.key, item.duplicates.map((d) => d.key)])).toEqual([
      ['request:1', ['order:3']],
      ['visit:2', ['order:3']],
      ['order:3', ['request:1', 'visit:2']],
    ])
  })
})
