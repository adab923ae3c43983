import { describe, expect, it } from 'vitest'

import { nextOf, safeNextPath } from './return-path'

describe('safeNextPath', () => {
  it.each(['/account', '/intake/weight-loss', '/book?visit=phone&state=TX', '/a#b'])(
    'keeps a path of this site: %s',
    (path) => {
      expect(safeNextPath(path)).toBe(path)
    },
  )

  it.each([
    '//evil.com',
    '//evil.com/account',
    '/\\evil.com',
    '/\t/evil.com',
    '/\n/evil.com',
    ' /account',
    'https://evil.com',
    'https://evil.com/account',
    'http:/evil.com',
    'javascript:alert(1)',
    'account',
    '',
    `/${'a'.repeat(1001)}`,
  ])('refuses anything that could leave the site: %j', (next) => {
    expect(safeNextPath(next)).toBeUndefined()
  })

  it('refuses nothing given', () => {
    expect(safeNextPath(null)).toBeUndefined()
    expect(safeNextPath(undefined)).toBeUndefined()
  })
})

describe('nextOf', () => {
  it('reads `next` from a query string, decoded, and refuses an encoded escape', () => {
    expect(nextOf('?next=%2Fintake%2Fweight-loss&reason=intake')).toBe('/intake/weight-loss')
    expect(nextOf('?next=%2F%2Fevil.com')).toBeUndefined()
    expect(nextOf('?next=https%3A%2F%2Fevil.com')).toBeUndefined()
    expect(nextOf('?reason=intake')).toBeUndefined()
  })
})
