import { afterEach, describe, expect, it } from 'vitest'

import type { DatabaseHandle } from '../db/database'
import { countRequest, rateLimitKey } from '../middleware/rate-limit'
import type { OutboxEntry } from '../outbox/outbox.queries'
import { createTestDatabase } from '../testing'
import {
  recipientKey,
  SITE_MAILS_PER_RECIPIENT,
  spendRecipientBudget,
  withinRecipientBudget,
} from './recipient-budget'

// The budget per recipient (recipient-budget.ts), on the database the tests run on: SQLite here,
// PostgreSQL with DATABASE_URL.

const handles: DatabaseHandle[] = []
afterEach(async () => {
  await Promise.all(handles.splice(0).map((handle) => handle.close()))
})

async function open() {
  const handle = await createTestDatabase()
  handles.push(handle)
  return handle.db
}

const mailTo = (to: string, dueAt?: number): OutboxEntry => ({
  kind: 'email',
  payload: { to, subject: 'Your Renew Medical visit has a new time', text: 'Hello,' },
  ...(dueAt === undefined ? {} : { dueAt }),
})

const budget = { limit: 3, windowMs: 60 * 60_000 }

describe('the budget per recipient', () => {
  it('counts one address in any case as one, and each address apart', async () => {
    const db = await open()
    const spent = []
    for (const to of [
      'Vera@Example.com',
      'vera@example.com',
      ' VERA@EXAMPLE.COM ',
      'vera@example.com',
    ]) {
      spent.push(await spendRecipientBudget(db, 'site', to, budget))
    }
    expect(spent).toEqual([true, true, true, false])
    expect(await spendRecipientBudget(db, 'site', 'someone@example.com', budget)).toBe(true)
    // The auth stream has its own counter: a spent site budget leaves sign-in links alone.
    expect(await spendRecipientBudget(db, 'auth', 'vera@example.com', budget)).toBe(true)
  })

  it('keeps the auth stream on its old key, and never stores the address', () => {
    const limit = { limit: 5, windowMs: 60 * 60_000 }
    expect(recipientKey('auth', 'Vera@Example.com', limit)).toBe(
      rateLimitKey('email-to', 'vera@example.com', limit),
    )
    expect(recipientKey('site', 'vera@example.com', limit)).not.toContain('vera')
  })

  it('drops the mails due now past the budget, keeps reminders and webhooks', async () => {
    const db = await open()
    const now = Date.now()
    const later = now + 24 * 3_600_000
    const webhook: OutboxEntry = { kind: 'webhook', payload: { event: 'x', body: '{}' } }
    const kept = []
    for (let i = 0; i < 5; i++) {
      kept.push(
        await withinRecipientBudget(
          db,
          [mailTo('vera@example.com'), mailTo('vera@example.com', later), webhook],
          now,
          budget,
        ),
      )
    }
    expect(kept.map((entries) => entries.length)).toEqual([3, 3, 3, 2, 2])
    expect(kept[4]!.map((entry) => entry.dueAt)).toEqual([later, undefined])
  })

  it('counts nothing when the transaction that enqueues the mail rolls back', async () => {
    const db = await open()
    await expect(
      db.transaction().execute(async (trx) => {
        expect(
          await withinRecipientBudget(trx, [mailTo('vera@example.com')], Date.now(), budget),
        ).toHaveLength(1)
        throw new Error('the change failed')
      }),
    ).rejects.toThrow('the change failed')
    const counted = await countRequest(db, recipientKey('site', 'vera@example.com', budget), budget)
    expect(counted.count).toBe(1)
  })

  it('lets a patient book, move a visit five times and cancel within one hour', () => {
    expect(SITE_MAILS_PER_RECIPIENT.limit).toBeGreaterThanOrEqual(1 + 5 + 1)
  })
})
