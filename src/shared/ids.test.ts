import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'

import { isUuid, uuid } from './ids'

describe('record ids', () => {
  it('takes the ids the server makes, in either case', () => {
    const id = crypto.randomUUID()
    expect(isUuid(id)).toBe(true)
    expect(isUuid(id.toUpperCase())).toBe(true)
  })

  it('refuses anything else, with the words it is given', () => {
    for (const value of [
      '',
      'x',
      `${crypto.randomUUID()}x`,
      ` ${crypto.randomUUID()}`,
      7,
      null,
      undefined,
    ]) {
      expect(isUuid(value)).toBe(false)
    }
    const parsed = z.safeParse(uuid('Choose a person'), 'nobody')
    expect(parsed.success).toBe(false)
    expect(parsed.error?.issues[0]?.message).toBe('Choose a person')
  })
})
