import { describe, expect, expectTypeOf, it } from 'vitest'

import { camelCase, camelKeys } from './camel-case'

describe('camelCase', () => {
  it('renames snake_case names and leaves the others as they are', () => {
    expect(camelCase('first_name')).toBe('firstName')
    expect(camelCase('email_confirmed_by_link_at')).toBe('emailConfirmedByLinkAt')
    expect(camelCase('email')).toBe('email')
    expect(camelCase('already_camelCase')).toBe('alreadyCamelCase')
  })

  it('types the name it answers', () => {
    expectTypeOf(camelCase('created_at')).toEqualTypeOf<'createdAt'>()
  })
})

describe('camelKeys', () => {
  it('renames the keys one level deep and keeps the values', () => {
    const nested = { closed_reason: 'spam' }
    const row = camelKeys({ request_id: 'r1', sms_opt_in: 0, nested_row: nested, id: 'x' })
    expect(row).toEqual({ requestId: 'r1', smsOptIn: 0, nestedRow: nested, id: 'x' })
    expect(row.nestedRow).toBe(nested)
    expectTypeOf(row).toEqualTypeOf<{
      requestId: string
      smsOptIn: number
      nestedRow: { closed_reason: string }
      id: string
    }>()
  })
})
