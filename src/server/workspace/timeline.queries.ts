import { randomUUID } from 'node:crypto'

import type { Selectable } from 'kysely'

import type { Database } from '../db/database'
import type { ConsultationEventsTable } from '../db/schema'

// A consultation request's timeline (docs/architecture.md, Staff workspace): its changes, notes
// and contact attempts, appended and never edited. The pipeline's state is pipeline.queries.ts.

export type EventRow = Selectable<ConsultationEventsTable>

export async function requestExists(db: Database, requestId: string): Promise<boolean> {
  const row = await db
    .selectFrom('consultation_requests')
    .select('id')
    .where('id', '=', requestId)
    .executeTakeFirst()
  return row !== undefined
}

/**
 * A timeline entry: a change, a note or a contact attempt. Appended, never edited, so a note or
 * an attempt needs no version.
 */
export async function appendEvent(
  db: Database,
  {
    requestId,
    actorId,
    kind,
    data,
    now,
  }: {
    requestId: string
    actorId: string
    kind: 'note' | 'attempt' | 'change'
    data: unknown
    now: Date
  },
): Promise<EventRow> {
  const event: EventRow = {
    id: randomUUID(),
    request_id: requestId,
    actor_id: actorId,
    kind,
    data: JSON.stringify(data),
    created_at: now.toISOString(),
  }
  await db.insertInto('consultation_events').values(event).execute()
  return event
}

/** A consultation request as stored, or undefined. */
export function findRequest(db: Database, id: string) {
  return db.selectFrom('consultation_requests').selectAll().where('id', '=', id).executeTakeFirst()
}

/**
 * A note or a contact attempt on a request, appended with `record` (its audit record) in one
 * transaction: neither is stored without the other. Undefined when there is no such request.
 */
export async function addEvent(
  db: Database,
  input: Parameters<typeof appendEvent>[1] & { kind: 'note' | 'attempt' },
  record: (trx: Database, event: EventRow) => Promise<void>,
): Promise<EventRow | undefined> {
  if (!(await requestExists(db, input.requestId))) return undefined
  return db.transaction().execute(async (trx) => {
    const event = await appendEvent(trx, input)
    await record(trx, event)
    return event
  })
}

export function listEvents(db: Database, requestIds: readonly string[]): Promise<EventRow[]> {
  if (requestIds.length === 0) return Promise.resolve([])
  return db
    .selectFrom('consultation_events')
    .selectAll()
    .where('request_id', 'in', requestIds)
    .orderBy('created_at')
    .orderBy('id')
    .execute()
}
