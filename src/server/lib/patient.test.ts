import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { insertUser, newUserValues } from '../auth/auth.queries'
import type { DatabaseHandle } from '../db/database'
import { ordersOf } from '../orders/order.queries'
import { createTestDatabase } from '../testing'
import { ownedBy } from './patient'

// The one rule of what is a patient's (visits and orders alike), on the store the suite runs on.

let handle: DatabaseHandle
let account: { id: string; email: string }
let stranger: string

async function addUser(email: string): Promise<string> {
  const now = new Date().toISOString()
  const values = newUserValues({
    email,
    encryptedPassword: '',
    appMetadata: {},
    confirmedAt: now,
    now,
  })
  return (await insertUser(handle.db, values)).id
}

async function addOrder(id: string, userId: string | null, email: string) {
  const at = '2026-11-01T10:00:00.000Z'
  await handle.db
    .insertInto('orders')
    .values({
      id,
      number: `RM-${id.slice(-4)}-0000`,
      idempotency_key: id,
      user_id: userId,
      first_name: 'Ana',
      last_name: 'Lee',
      email,
      phone: '5125550100',
      ship_line1: '1 Main St',
      ship_line2: null,
      ship_city: 'Austin',
      ship_state: 'TX',
      ship_zip: '78701',
      state: 'placed',
      subtotal_cents: 1000,
      shipping_cents: 0,
      total_cents: 1000,
      reason: null,
      payment_method: null,
      payment_reference: null,
      carrier: null,
      tracking: null,
      created_at: at,
      updated_at: at,
    })
    .execute()
}

beforeAll(async () => {
  handle = await createTestDatabase()
  account = { id: await addUser('ana@example.com'), email: 'ana@example.com' }
  stranger = await addUser('bo@example.com')
  await addOrder('00000000-0000-4000-8000-00000000aaa1', account.id, 'old@example.com')
  // A guest order under the account's address, in another case.
  await addOrder('00000000-0000-4000-8000-00000000aaa2', null, 'Ana@Example.com')
  // Someone else's, under the same address: theirs by account, the address's by mail.
  await addOrder('00000000-0000-4000-8000-00000000aaa3', stranger, 'ana@example.com')
  await addOrder('00000000-0000-4000-8000-00000000aaa4', stranger, 'bo@example.com')
})
afterAll(() => handle.close())

const ids = async (linked: boolean) =>
  (await ordersOf(handle.db, { ...account, linked })).map((order) => order.id.slice(-4)).sort()

describe('ownedBy', () => {
  it('is only what the account made while its address is not proven', async () => {
    expect(await ids(false)).toEqual(['aaa1'])
  })

  it('adds what was sent under the proven address, whatever its case', async () => {
    expect(await ids(true)).toEqual(['aaa1', 'aaa2', 'aaa3'])
  })

  it('binds the id and address as parameters, never as SQL text', () => {
    const query = handle.db
      .selectFrom('orders')
      .select('id')
      .where(ownedBy({ id: "x' or '1'='1", email: "a' --", linked: true }))
      .compile()
    expect(query.sql).not.toContain("'1'='1")
    expect(query.parameters).toEqual(["x' or '1'='1", "a' --"])
  })
})
