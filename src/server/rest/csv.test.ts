import { describe, expect, it } from 'vitest'

import { csvField, neutraliseCell, toCsv } from './csv'

describe('CSV export', () => {
  it('neutralises every cell that a spreadsheet would read as a formula', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r', '\0']) {
      expect(neutraliseCell(`${start}SUM(A1)`)).toBe(`'${start}SUM(A1)`)
    }
    expect(neutraliseCell('Ada')).toBe('Ada')
    expect(neutraliseCell('a=b')).toBe('a=b')
  })

  it('quotes fields with commas, quotes and line breaks (RFC 4180)', () => {
    expect(csvField('plain')).toBe('plain')
    expect(csvField('a,b')).toBe('"a,b"')
    expect(csvField('say "hi"')).toBe('"say ""hi"""')
    expect(csvField('two\nlines')).toBe('"two\nlines"')
    expect(csvField('=1+2,3')).toBe(`"'=1+2,3"`)
    expect(csvField(null)).toBe('')
    expect(csvField(1)).toBe('1')
  })

  it('writes a header row and CRLF line ends', () => {
    const csv = toCsv(
      ['id', 'email'],
      [
        { id: 'a', email: '@x' },
        { id: 'b', email: 'b@c.de' },
      ],
    )
    expect(csv).toBe("id,email\r\na,'@x\r\nb,b@c.de\r\n")
  })
})
