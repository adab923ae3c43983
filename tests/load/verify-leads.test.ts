import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterEach, beforeEach, expect, it } from 'vitest'

import { openDatabase } from '../../src/server/db/database'
import { migrateToLatest } from '../../src/server/db/migrations'
import { emptyAcknowledged } from './traffic'
import { verifyLeads } from './verify-leads'

// The load test's lead check against a database made by the real migrations.

let dataDir: string

beforeEach(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'renew-verify-leads-'))
  const database = openDatabase({ dataDir })
  await migrateToLatest(database.db)
  const now = new Date().toISOString()
  const person = {
    first_name: 'Ada',
    last_name: 'Lovelace',
    phone: '555 010 0000',
    hear_about_us: 'Other',
    email_opt_in: 0,
    sms_opt_in: 0,
    created_at: now,
  }
  await database.db
    .insertInto('consultation_requests')
    .values([
      { id: 'c1', email: 'one@example.com', ...person },
      { id: 'c2', email: 'two@example.com', ...person },
    ])
    .execute()
  await database.db
    .insertInto('newsletter_subscribers')
    .values({ id: 'n1', email: 'news@example.com', created_at: now })
    .execute()
  await database.close()
})

afterEach(() => {
  fs.rmSync(dataDir, { recursive: true, force: true })
})

it('finds acknowledged leads and names the missing ones, per table', () => {
  const acknowledged = emptyAcknowledged()
  acknowledged.consultation_requests.push('one@example.com', 'two@example.com', 'lost@example.com')
  acknowledged.newsletter_subscribers.push('news@example.com')
  const report = verifyLeads(path.join(dataDir, 'site.db'), acknowledged)
  expect(report.integrity).toBe('ok')
  expect(report.tables).toEqual([
    {
      table: 'consultation_requests',
      acknowledged: 3,
      found: 2,
      missing: ['lost@example.com'],
    },
    { table: 'download_requests', acknowledged: 0, found: 0, missing: [] },
    { table: 'newsletter_subscribers', acknowledged: 1, found: 1, missing: [] },
  ])
})

it('fails loudly when the database file is not there', () => {
  expect(() => verifyLeads(path.join(dataDir, 'nope.db'), emptyAcknowledged())).toThrow()
})
