import { randomUUID } from 'node:crypto'

import { isServedState } from '../../shared/clinic'
import { FIRST_CONTACT_PROMISE_MS } from '../../shared/pipeline'
import { isStaffRole, staffRoles } from '../../shared/roles'
import type { QueueRow, StaffMember } from '../../shared/workspace-wire'
import type { Database } from '../db/database'
import { linkGroups } from './person-links.queries'
import { flagDuplicates } from './queue-duplicates'
import {
  firstOrdersWaiting,
  intakesAwaitingPhysician,
  newRequests,
  uncontactedAccounts,
  uncontactedVisits,
} from './queue-kinds.queries'

// The queue of everyone who needs a human and the staff directory (docs/architecture.md, Staff
// workspace, The queue): reads, and the one change the queue makes itself — a contact recorded
// with a person outside any request. The kinds' reads are queue-kinds.queries.ts, the figures
// queue-metrics.queries.ts; the pipeline's changes pipeline.queries.ts.

/** Everyone who needs a human, oldest first, each row with its kind, promise and duplicates. */
export async function readQueue(db: Database, now: Date): Promise<QueueRow[]> {
  const kinds = await Promise.all([
    newRequests(db),
    uncontactedAccounts(db, now),
    intakesAwaitingPhysician(db),
    firstOrdersWaiting(db),
    uncontactedVisits(db, now),
  ])
  const groups = await linkGroups(db)
  const items = kinds
    .flat()
    .sort((a, b) => a.since.localeCompare(b.since) || a.kind.localeCompare(b.kind))
  return flagDuplicates(
    items.map((item) => ({
      ...item,
      key: `${item.kind}:${item.recordId}`,
      person: item.email.trim().toLowerCase(),
      served: item.state === null ? null : isServedState(item.state),
      overdue: isOverdue(item.since, now.getTime()),
    })),
    groups,
  )
}

export function isOverdue(since: string, now: number): boolean {
  return now - Date.parse(since) > FIRST_CONTACT_PROMISE_MS
}

/**
 * Staff reached the person under `email` (lower-cased) outside any consultation request: their
 * account's and visits' rows leave the queue. `record` (the audit record) is written in the same
 * transaction.
 */
export async function recordPersonContact(
  db: Database,
  { email, actorId, now }: { email: string; actorId: string; now: Date },
  record: (trx: Database, contactId: string) => Promise<void>,
): Promise<string> {
  const id = randomUUID()
  const createdAt = now.toISOString()
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('person_contacts')
      .values({ id, email: email.trim().toLowerCase(), actor_id: actorId, created_at: createdAt })
      .execute()
    await record(trx, id)
  })
  return createdAt
}

/** Staff members, for assignment and for naming who changed what. */
export async function staffDirectory(db: Database): Promise<StaffMember[]> {
  const rows = await db
    .selectFrom('users')
    .select(['id', 'email', 'raw_app_meta_data'])
    .where((eb) => eb.or(staffRoles.map((role) => eb('raw_app_meta_data', 'like', `%${role}%`))))
    .orderBy('email')
    .execute()
  return rows
    .filter((row) => isStaffMetadata(row.raw_app_meta_data))
    .map(({ id, email }) => ({ id, email }))
}

/** Whether `app_metadata` (JSON text) names a staff role; a physician is staff too. */
export function isStaffMetadata(text: string): boolean {
  try {
    return isStaffRole((JSON.parse(text) as { role?: unknown }).role)
  } catch {
    return false
  }
}
