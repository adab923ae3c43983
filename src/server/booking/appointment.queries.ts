import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto'

import type { Selectable } from 'kysely'

import { type AppointmentStatus, BOOKING_LIMITS } from '../../shared/booking/booking'
import { type Database, isUniqueViolation } from '../db/database'
import type { AppointmentsTable } from '../db/schema'
import { newRoomName } from './video-room'

// Booked visits (docs/architecture.md, Booking). A slot is held by the partial unique index on
// (clinician, start) over visits not cancelled: the insert below asks the database, and of two
// confirmations at the same moment one row is written and the other finds the conflict. The
// idempotency key is unique too, so a retried confirmation finds its own booking instead.

export type AppointmentRow = Selectable<AppointmentsTable>

export type NewAppointment = Omit<
  AppointmentRow,
  | 'id'
  | 'status'
  | 'manage_token_hash'
  | 'sequence'
  | 'change_key'
  | 'cancelled_by'
  | 'cancelled_at'
  | 'created_at'
  | 'updated_at'
  | 'consultation_id'
  | 'hold_expires_at'
  | 'confirm_token_hash'
  | 'request_prior_status'
  | 'video_room'
>

/** A visit for an address nobody has proven: held until `until`, confirmed by the mailed token. */
export type PendingHold = { until: Date; confirmToken: string }

export type BookOutcome =
  | { kind: 'booked'; appointment: AppointmentRow; manageToken: string }
  | { kind: 'replayed'; appointment: AppointmentRow }
  | { kind: 'taken' }
  /** `admit` refused it: nothing booked, what it counted kept. */
  | { kind: 'refused' }

/**
 * Counts a booking against its limits on `trx` and tells whether it is within them. Counted in
 * the booking's transaction, a booking costs one durable commit instead of one per counter
 * (docs/architecture.md, Booking).
 */
export type AdmitBooking = (trx: Database) => Promise<boolean>

/**
 * Cancels, on `trx`, the pending visit on the slot being booked if its hold has run out, and
 * tells how many it cancelled (appointment-holds.queries.ts). Run only when the slot's insert
 * met a visit there: a booking of a free slot, the usual one, writes nothing for it
 * (docs/decisions/045-one-booking-one-commit.md).
 */
export type ReleaseRunOutHold = (trx: Database) => Promise<number>

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url')
}

/** Whether `token` is the signed link's token for this appointment (compared in constant time). */
export function tokenMatches(row: Pick<AppointmentRow, 'manage_token_hash'>, token: string) {
  const given = Buffer.from(hashToken(token))
  const stored = Buffer.from(row.manage_token_hash)
  return given.length === stored.length && timingSafeEqual(given, stored)
}

export function findByIdempotencyKey(db: Database, key: string) {
  return db
    .selectFrom('appointments')
    .selectAll()
    .where('idempotency_key', '=', key)
    .executeTakeFirst()
}

export function findAppointment(db: Database, id: string) {
  return db.selectFrom('appointments').selectAll().where('id', '=', id).executeTakeFirst()
}

/**
 * Book a slot, with `admit` (its limits) and `alsoDo` (the consultation request it answers, the
 * mails) in the same transaction. A key seen before answers with that booking; a slot someone
 * holds, with `taken` (counted all the same, as a booking refused for its slot always was); a
 * booking over its limits, with `refused` (its counts committed, nothing else written). With
 * `hold`, the visit is pending until its confirmation token comes back.
 */
export async function bookAppointment(
  db: Database,
  visit: NewAppointment,
  now: Date,
  hold: PendingHold | null,
  alsoDo: (
    trx: Database,
    appointment: AppointmentRow,
    manageToken: string,
  ) => Promise<Partial<AppointmentRow>>,
  admit: AdmitBooking = () => Promise.resolve(true),
  releaseRunOut: ReleaseRunOutHold = () => Promise.resolve(0),
): Promise<BookOutcome> {
  const earlier = await findByIdempotencyKey(db, visit.idempotency_key)
  if (earlier) return { kind: 'replayed', appointment: earlier }
  const manageToken = randomBytes(32).toString('base64url')
  const iso = now.toISOString()
  const row: AppointmentRow = {
    ...visit,
    id: randomUUID(),
    status: hold ? 'pending' : 'booked',
    manage_token_hash: hashToken(manageToken),
    sequence: 0,
    change_key: null,
    consultation_id: null,
    hold_expires_at: hold ? hold.until.toISOString() : null,
    confirm_token_hash: hold ? hashToken(hold.confirmToken) : null,
    request_prior_status: null,
    // A video visit's room is chosen with the visit (video-room.ts).
    video_room: visit.visit_type === 'video' ? newRoomName() : null,
    cancelled_by: null,
    cancelled_at: null,
    created_at: iso,
    updated_at: iso,
  }
  const outcome = await db.transaction().execute(async (trx) => {
    // Returned, not thrown: the counts of a refused booking are committed, as they always were.
    if (!(await admit(trx))) return 'refused' as const
    const insert = async () => {
      const inserted = await trx
        .insertInto('appointments')
        .values(row)
        // Any unique index: the slot's, or the idempotency key's. Which one is told below.
        .onConflict((conflict) => conflict.doNothing())
        .executeTakeFirst()
      return Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1
    }
    // A pending visit whose hold has run out still sits on its slot until it is swept: only when
    // one stood in the way is it given back, and the slot tried once more.
    let inserted = await insert()
    if (!inserted && (await releaseRunOut(trx)) > 0) inserted = await insert()
    if (!inserted) return undefined
    const extra = await alsoDo(trx, row, manageToken)
    if (Object.keys(extra).length > 0) {
      await trx.updateTable('appointments').set(extra).where('id', '=', row.id).execute()
    }
    return { ...row, ...extra }
  })
  if (outcome === 'refused') return { kind: 'refused' }
  if (outcome) return { kind: 'booked', appointment: outcome, manageToken }
  const replay = await findByIdempotencyKey(db, visit.idempotency_key)
  return replay ? { kind: 'replayed', appointment: replay } : { kind: 'taken' }
}

export type ChangeOutcome =
  | { kind: 'changed'; before: AppointmentRow; appointment: AppointmentRow }
  | { kind: 'unchanged'; appointment: AppointmentRow }
  | { kind: 'not-booked'; appointment: AppointmentRow }
  /** Moved as often as it may be online (BOOKING_LIMITS.maxOnlineMoves). */
  | { kind: 'too-many-moves'; appointment: AppointmentRow }
  /** Another request changed it between our read and our write. */
  | { kind: 'stale'; appointment: AppointmentRow }
  | { kind: 'taken' }

/**
 * Cancel a booked or pending visit (conditional on it still being so), with `alsoDo` in its
 * transaction.
 */
export async function cancelAppointment(
  db: Database,
  current: AppointmentRow,
  by: 'patient' | 'staff',
  now: Date,
  alsoDo: (trx: Database, after: AppointmentRow) => Promise<void>,
): Promise<ChangeOutcome> {
  if (!HOLDS_ITS_SLOT.includes(current.status)) {
    return { kind: 'not-booked', appointment: current }
  }
  const iso = now.toISOString()
  const after: AppointmentRow = {
    ...current,
    status: 'cancelled',
    cancelled_by: by,
    cancelled_at: iso,
    hold_expires_at: null,
    sequence: current.sequence + 1,
    updated_at: iso,
  }
  const done = await db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable('appointments')
      .set({
        status: after.status,
        cancelled_by: by,
        cancelled_at: iso,
        hold_expires_at: null,
        sequence: after.sequence,
        updated_at: iso,
      })
      .where('id', '=', current.id)
      .where('status', '=', current.status)
      .where('sequence', '=', current.sequence)
      .executeTakeFirst()
    if (Number(result.numUpdatedRows) !== 1) return false
    await alsoDo(trx, after)
    return true
  })
  if (done) return { kind: 'changed', before: current, appointment: after }
  const latest = (await findAppointment(db, current.id)) ?? current
  return { kind: 'not-booked', appointment: latest }
}

/**
 * Move a booked visit to another slot, keeping its id. The unique index refuses a slot that is
 * held; a retried request (the same key) changes nothing twice.
 *
 * A visit moves at most `maxMoves` times. Its `sequence` (the calendar file's revision) counts
 * them: only a move raises it while the visit is booked, and a cancellation ends the booking.
 * The update itself asks `sequence < maxMoves` besides the sequence it read, so however many
 * moves race, the database lets through one per sequence and none past the limit
 * (docs/architecture.md, Booking).
 */
export async function moveAppointment(
  db: Database,
  current: AppointmentRow,
  to: Pick<
    AppointmentRow,
    'clinician_id' | 'schedule_id' | 'location_id' | 'start_at' | 'end_at' | 'change_key'
  >,
  now: Date,
  alsoDo: (trx: Database, after: AppointmentRow) => Promise<void>,
  maxMoves: number = BOOKING_LIMITS.maxOnlineMoves,
): Promise<ChangeOutcome> {
  if (to.change_key !== null && current.change_key === to.change_key) {
    return { kind: 'unchanged', appointment: current }
  }
  if (current.status !== 'booked') return { kind: 'not-booked', appointment: current }
  if (current.sequence >= maxMoves) return { kind: 'too-many-moves', appointment: current }
  const iso = now.toISOString()
  const after: AppointmentRow = {
    ...current,
    ...to,
    sequence: current.sequence + 1,
    updated_at: iso,
  }
  try {
    const done = await db.transaction().execute(async (trx) => {
      const result = await trx
        .updateTable('appointments')
        .set({ ...to, sequence: after.sequence, updated_at: iso })
        .where('id', '=', current.id)
        .where('status', '=', 'booked')
        .where('sequence', '=', current.sequence)
        .where('sequence', '<', maxMoves)
        .executeTakeFirst()
      if (Number(result.numUpdatedRows) !== 1) return false
      await alsoDo(trx, after)
      return true
    })
    if (done) return { kind: 'changed', before: current, appointment: after }
  } catch (error) {
    if (isUniqueViolation(error)) return { kind: 'taken' }
    throw error
  }
  const latest = (await findAppointment(db, current.id)) ?? current
  if (latest.change_key === to.change_key) return { kind: 'unchanged', appointment: latest }
  if (latest.status !== 'booked') return { kind: 'not-booked', appointment: latest }
  if (latest.sequence >= maxMoves) return { kind: 'too-many-moves', appointment: latest }
  return { kind: 'stale', appointment: latest }
}

/** The statuses in which a visit holds its slot and may still be cancelled. */
const HOLDS_ITS_SLOT: string[] = ['pending', 'booked']

/** Set the status staff record after the visit time: attended (fulfilled) or no-show. */
export async function recordAttendance(
  db: Database,
  id: string,
  status: Extract<AppointmentStatus, 'fulfilled' | 'noshow' | 'booked'>,
  now: Date,
): Promise<AppointmentRow | undefined> {
  const result = await db
    .updateTable('appointments')
    .set({ status, updated_at: now.toISOString() })
    .where('id', '=', id)
    // A pending visit was never confirmed: nobody attends it.
    .where('status', 'in', ['booked', 'fulfilled', 'noshow'])
    .executeTakeFirst()
  if (Number(result.numUpdatedRows) !== 1) return undefined
  return findAppointment(db, id)
}
