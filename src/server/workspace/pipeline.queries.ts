import { type Selectable, sql } from 'kysely'

import type { PipelineChange, PipelineStatus } from '../../shared/pipeline'
import type { Database } from '../db/database'
import type { ConsultationPipelineTable } from '../db/schema'
import { appendEvent, type EventRow, requestExists } from './timeline.queries'

// The pipeline of consultation requests (docs/architecture.md, Staff workspace). A request
// without a pipeline row is new, at version 0; every change names the version it saw and is
// applied by a conditional write — an insert that must not find a row, or an update of the
// row at that version — so of two staff members changing one request at once, one wins and
// the other is told who changed it. Each change also appends to the request's timeline.

export type PipelineRow = Selectable<ConsultationPipelineTable>

/** The state of a request that nobody has changed yet. */
export function newPipeline(requestId: string): PipelineRow {
  return {
    request_id: requestId,
    status: 'new',
    closed_reason: null,
    assigned_to: null,
    follow_up_on: null,
    contacted_at: null,
    booked_at: null,
    patient_at: null,
    closed_at: null,
    version: 0,
    updated_at: '',
    updated_by: '',
  }
}

export async function readPipeline(db: Database, requestId: string): Promise<PipelineRow> {
  const row = await db
    .selectFrom('consultation_pipeline')
    .selectAll()
    .where('request_id', '=', requestId)
    .executeTakeFirst()
  return row ?? newPipeline(requestId)
}

export type ChangeOutcome =
  | { kind: 'changed'; pipeline: PipelineRow; event: EventRow }
  | { kind: 'stale'; current: PipelineRow }
  | { kind: 'unchanged'; pipeline: PipelineRow }

const REACHED: readonly PipelineStatus[] = ['contacted', 'booked', 'patient']

/** The state after `change`, with the milestones it reaches stamped once. */
export function applyChange(
  current: PipelineRow,
  change: PipelineChange,
  actorId: string,
  iso: string,
): PipelineRow {
  const next: PipelineRow = {
    ...current,
    version: current.version + 1,
    updated_at: iso,
    updated_by: actorId,
  }
  if (change.status !== undefined && change.status !== current.status) {
    const status = change.status
    next.status = status
    next.closed_reason = status === 'closed' ? (change.closedReason ?? null) : null
    next.closed_at = status === 'closed' ? iso : null
    if (REACHED.includes(status)) next.contacted_at ??= iso
    if (status === 'booked' || status === 'patient') next.booked_at ??= iso
    if (status === 'patient') next.patient_at ??= iso
  } else if (change.status === 'closed' && change.closedReason) {
    next.closed_reason = change.closedReason
  }
  if (change.assignedTo !== undefined) next.assigned_to = change.assignedTo
  if (change.followUpOn !== undefined) next.follow_up_on = change.followUpOn
  return next
}

/** What a change did, field by field (`{from, to}`), or null when it changed nothing. */
export function changedFields(
  before: PipelineRow,
  after: PipelineRow,
): Partial<Record<ChangedField, { from: string | null; to: string | null }>> | null {
  const fields: Partial<Record<ChangedField, { from: string | null; to: string | null }>> = {}
  for (const key of CHANGED_FIELDS) {
    if (before[key] !== after[key]) fields[key] = { from: before[key], to: after[key] }
  }
  return Object.keys(fields).length === 0 ? null : fields
}

const CHANGED_FIELDS = ['status', 'closed_reason', 'assigned_to', 'follow_up_on'] as const
type ChangedField = (typeof CHANGED_FIELDS)[number]

/**
 * Apply a staff member's change to a request, if the request is still at the version they saw.
 * Undefined when there is no such request.
 */
export async function changePipeline(
  db: Database,
  {
    requestId,
    change,
    actorId,
    now,
    record,
  }: {
    requestId: string
    change: PipelineChange
    actorId: string
    now: Date
    /** Written in the same transaction as a change (its audit record). */
    record: (trx: Database, before: PipelineRow, after: PipelineRow) => Promise<void>
  },
): Promise<ChangeOutcome | undefined> {
  const iso = now.toISOString()
  return db.transaction().execute(async (trx) => {
    if (!(await requestExists(trx, requestId))) return undefined
    const current = await readPipeline(trx, requestId)
    if (current.version !== change.version) return { kind: 'stale', current }
    const next = applyChange(current, change, actorId, iso)
    const fields = changedFields(current, next)
    if (!fields) return { kind: 'unchanged', pipeline: current }

    if (!(await writePipeline(trx, current, next))) {
      return { kind: 'stale', current: await readPipeline(trx, requestId) }
    }
    // One timeline entry per change, saying what it did.
    const event = await appendEvent(trx, { requestId, actorId, kind: 'change', data: fields, now })
    await record(trx, current, next)
    return { kind: 'changed', pipeline: next, event }
  })
}

/**
 * Write `next` over `current` if nobody changed the request meanwhile: an insert that must not
 * find a row (version 0), or an update of the row at `current`'s version. True when written.
 */
export async function writePipeline(
  trx: Database,
  current: PipelineRow,
  next: PipelineRow,
): Promise<boolean> {
  const written =
    current.version === 0
      ? await trx
          .insertInto('consultation_pipeline')
          .values(next)
          .onConflict((oc) => oc.column('request_id').doNothing())
          .executeTakeFirst()
          .then((result) => Number(result.numInsertedOrUpdatedRows ?? 0))
      : await trx
          .updateTable('consultation_pipeline')
          .set(next)
          .where('request_id', '=', current.request_id)
          .where('version', '=', current.version)
          .executeTakeFirst()
          .then((result) => Number(result.numUpdatedRows))
  return written === 1
}

/**
 * A confirmed visit under `email` moves that person's most recent open consultation request
 * ("new" or "contacted") to "booked", in the booking's transaction, with a timeline entry naming
 * the appointment. The request it moved and where it stood before, or null when there was none.
 */
export async function markRequestBooked(
  trx: Database,
  { email, actorId, appointmentId, now }: BookedVisit,
): Promise<{ id: string; from: PipelineStatus } | null> {
  const request = await trx
    .selectFrom('consultation_requests as r')
    .leftJoin('consultation_pipeline as p', 'p.request_id', 'r.id')
    .select(['r.id'])
    .where(sql<string>`lower(r.email)`, '=', email.toLowerCase())
    .where((eb) => eb.or([eb('p.status', 'is', null), eb('p.status', 'in', ['new', 'contacted'])]))
    .orderBy('r.created_at', 'desc')
    .limit(1)
    .executeTakeFirst()
  if (!request) return null
  const iso = now.toISOString()
  const current = await readPipeline(trx, request.id)
  const next = applyChange(current, { status: 'booked', version: current.version }, actorId, iso)
  // A staff edit at the same moment wins; the booking still stands and shows in the calendar.
  if (!(await writePipeline(trx, current, next))) return null
  await appendEvent(trx, {
    requestId: request.id,
    actorId,
    kind: 'change',
    data: { ...changedFields(current, next), appointment: appointmentId },
    now,
  })
  return { id: request.id, from: current.status as PipelineStatus }
}

/**
 * The visit that moved a request to "booked" was cancelled: the request goes back to where it
 * stood (`to`), in the cancellation's transaction, with a timeline entry naming the appointment.
 * Only while it is still "booked": a move staff made since stands.
 */
export async function restoreRequest(
  trx: Database,
  {
    requestId,
    to,
    actorId,
    appointmentId,
    now,
  }: { requestId: string; to: PipelineStatus; actorId: string; appointmentId: string; now: Date },
): Promise<boolean> {
  const current = await readPipeline(trx, requestId)
  if (current.status !== 'booked') return false
  const next = applyChange(
    current,
    { status: to, version: current.version },
    actorId,
    now.toISOString(),
  )
  // The milestones the visit stamped go with it, so the request counts (and queues) as before:
  // a request back at "new" was never contacted, and one not booked has no booking time.
  if (to === 'new' || to === 'contacted') next.booked_at = null
  if (to === 'new') next.contacted_at = null
  if (!(await writePipeline(trx, current, next))) return false
  await appendEvent(trx, {
    requestId,
    actorId,
    kind: 'change',
    data: { ...changedFields(current, next), appointment: appointmentId, cancelled: true },
    now,
  })
  return true
}

export type BookedVisit = { email: string; actorId: string; appointmentId: string; now: Date }
