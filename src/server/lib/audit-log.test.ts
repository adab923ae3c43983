import { describe, expect, it } from 'vitest'

import { auditQuery, personKey } from './audit-log'

// The audit log keeps ids and shapes, never personal data (docs/architecture.md, Privacy): a
// person is a keyed hash of their e-mail, and a read's query keeps its shape without its values.

const SECRET = 'test-secret-that-is-at-least-thirty-two-characters'

describe('personKey', () => {
  it('is the same for an address however it is written, and gives the address no way back', () => {
    const key = personKey(SECRET, 'grace@example.com')
    expect(key).toMatch(/^person:[0-9a-f]{32}$/)
    expect(personKey(SECRET, '  Grace@Example.COM ')).toBe(key)
    expect(key).not.toContain('grace')
    expect(personKey(SECRET, 'ada@example.com')).not.toBe(key)
    // Keyed: without the server's secret the key cannot be rebuilt from a guessed address.
    expect(personKey('another-secret-that-is-at-least-32-chars', 'grace@example.com')).not.toBe(key)
  })
})

describe('auditQuery', () => {
  it('keeps the structure of a read and hides every value it searched for', () => {
    const query = new URLSearchParams(
      'select=id,email&order=created_at.desc&limit=10&first_name=ilike.*grace*&phone=eq.5550102030&or=(email.eq.a@b.c,phone.eq.1)',
    )
    expect(auditQuery(SECRET, query)).toBe(
      new URLSearchParams([
        ['select', 'id,email'],
        ['order', 'created_at.desc'],
        ['limit', '10'],
        ['first_name', 'ilike.…'],
        ['phone', 'eq.…'],
        ['or', '(…)'],
      ]).toString(),
    )
  })

  it('names an exact e-mail look-up by the person key, so the probe stays findable', () => {
    const kept = new URLSearchParams(
      auditQuery(SECRET, new URLSearchParams('email=eq.Grace@Example.com')),
    )
    expect(kept.get('email')).toBe(`eq.${personKey(SECRET, 'grace@example.com')}`)
    const partial = new URLSearchParams(
      auditQuery(SECRET, new URLSearchParams('email=like.grace*&note=secret')),
    )
    expect(partial.get('email')).toBe('like.…')
    expect(partial.get('note')).toBe('…')
  })
})
