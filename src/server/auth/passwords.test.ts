import fs from 'node:fs'

import { describe, expect, it } from 'vitest'

import {
  hashPassword,
  isCommonPassword,
  isPasswordTooLong,
  verifyDummyPassword,
  verifyPassword,
  weakPasswordReasons,
} from './passwords'

describe('password hashing', () => {
  it('uses argon2id with the OWASP parameters and a fresh salt each time', async () => {
    const first = await hashPassword('correct horse battery')
    const second = await hashPassword('correct horse battery')
    expect(first).toMatch(
      /^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/,
    )
    expect(second).not.toBe(first)
    expect(await verifyPassword(first, 'correct horse battery')).toBe(true)
    expect(await verifyPassword(first, 'correct horse batterY')).toBe(false)
  })

  it('treats an unreadable stored hash as a wrong password instead of failing', async () => {
    expect(await verifyPassword('not-a-hash', 'anything')).toBe(false)
    expect(await verifyDummyPassword('anything')).toBe(false)
  })
})

describe('password rules', () => {
  it('ships the 10,000 most common passwords with their source and license', () => {
    const lines = fs
      .readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
      .split('\n')
    const entries = lines.filter((line) => line !== '' && !line.startsWith('#'))
    expect(entries).toHaveLength(10_000)
    const header = lines.filter((line) => line.startsWith('#')).join('\n')
    expect(header).toContain('SecLists')
    expect(header).toContain('MIT License')
  })

  it('finds common passwords regardless of case', () => {
    for (const password of ['password1', '123456789', 'qwerty', 'Password1', 'QWERTY']) {
      expect(isCommonPassword(password), password).toBe(true)
    }
    expect(isCommonPassword('violet tractor harbour')).toBe(false)
  })

  it('lists the reasons in GoTrue order and wording', () => {
    expect(weakPasswordReasons('violet tractor harbour')).toBeNull()
    expect(weakPasswordReasons('abc')).toEqual({
      reasons: ['length'],
      message: 'Password should be at least 6 characters.',
    })
    expect(weakPasswordReasons('123456789')).toEqual({
      reasons: ['pwned'],
      message: 'Password is known to be weak and easy to guess, please choose a different one.',
    })
    expect(weakPasswordReasons('1234')?.reasons).toEqual(['length', 'pwned'])
  })

  it('counts characters, not bytes', () => {
    // Six characters in any script are long enough; 72 are not too long.
    expect(weakPasswordReasons('пароль')).toBeNull()
    expect(isPasswordTooLong('ж'.repeat(72))).toBe(false)
    expect(isPasswordTooLong('ж'.repeat(73))).toBe(true)
  })
})
