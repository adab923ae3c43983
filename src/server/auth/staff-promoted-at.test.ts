import type { Kysely } from 'kysely'
import { afterEach, describe, expect, it } from 'vitest'

import type { DatabaseHandle } from '../db/database'
import * as migration from '../db/migrations/0013-staff-promoted-at'
import { createTestDatabase } from '../testing'
import { insertUser, newUserValues } from './auth.queries'

// Migration 0013 stamps the staff accounts it finds as promoted when it runs, so their first
// second factor needs a session begun from then on (docs/architecture.md, Staff accounts).
// On SQLite here, on PostgreSQL with DATABASE_URL.

const handles: DatabaseHandle[] = []
afterEach(async () => {
  await Promise.all(handles.splice(0).map((handle) => handle.close()))
})

describe('migration 0013-staff-promoted-at', () => {
  it('stamps staff and physicians, and nobody else', async () => {
    const handle = await createTestDatabase()
    handles.push(handle)
    const { db } = handle
    const now = '2026-01-01T00:00:00.000Z'
    const user = (email: string, appMetadata: Record<string, unknown>) =>
      insertUser(
        db,
        newUserValues({ email, encryptedPassword: 'x', appMetadata, confirmedAt: now, now }),
      )
    await user('staff@clinic.example', { role: 'staff' })
    await user('doctor@clinic.example', { role: 'physician' })
    await user('patient@example.com', {})
    // A role that only looks like one in the text.
    await user('staffing@example.com', { note: 'staff' })
    // As the accounts were before the migration: the column did not exist.
    await migration.down(db as unknown as Kysely<unknown>)

    const before = Date.now()
    await migration.up(db as unknown as Kysely<unknown>)
    const rows = await db
      .selectFrom('users')
      .select(['email', 'staff_promoted_at'])
      .orderBy('email')
      .execute()
    const stamped = Object.fromEntries(rows.map((row) => [row.email, row.staff_promoted_at]))
    expect(stamped['patient@example.com']).toBeNull()
    expect(stamped['staffing@example.com']).toBeNull()
    for (const email of ['staff@clinic.example', 'doctor@clinic.example']) {
      expect(Date.parse(stamped[email]!)).toBeGreaterThanOrEqual(before - 1)
    }
  })
})
