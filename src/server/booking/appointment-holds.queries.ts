import type { Database } from '../db/database'
import { type AppointmentRow, findAppointment, tokenMatches } from './appointment.queries'

// A visit for an address not yet proven holds its slot until it is confirmed by the mailed link,
// or its hold runs out (docs/architecture.md, Booking; ADR 030). Booking a visit is in
// appointment.queries.ts.

/** Whether `token` is the confirmation mail's token for this pending visit (constant time). */
export function confirmTokenMatches(
  row: Pick<AppointmentRow, 'confirm_token_hash'>,
  token: string,
): boolean {
  if (!row.confirm_token_hash) return false
  return tokenMatches({ manage_token_hash: row.confirm_token_hash }, token)
}

export type ConfirmOutcome =
  | { kind: 'confirmed'; appointment: AppointmentRow }
  /** Confirmed before (a second click on the link). */
  | { kind: 'already'; appointment: AppointmentRow }
  /** Its hold ended (or it was cancelled) before the link came back. */
  | { kind: 'expired'; appointment: AppointmentRow }

/**
 * Confirm a pending visit whose hold has not ended: a conditional update on `pending` and the
 * hold, with `alsoDo` (the request it answers, the booked mails) in its transaction. Of a
 * confirmation and the hold's end at the same moment, one wins whole.
 */
export async function confirmAppointment(
  db: Database,
  current: AppointmentRow,
  now: Date,
  alsoDo: (trx: Database, after: AppointmentRow) => Promise<Partial<AppointmentRow>>,
): Promise<ConfirmOutcome> {
  if (current.status === 'booked') return { kind: 'already', appointment: current }
  const iso = now.toISOString()
  const confirmed = await db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable('appointments')
      .set({ status: 'booked', hold_expires_at: null, updated_at: iso })
      .where('id', '=', current.id)
      .where('status', '=', 'pending')
      .where('hold_expires_at', '>', iso)
      .executeTakeFirst()
    if (Number(result.numUpdatedRows) !== 1) return undefined
    const after: AppointmentRow = {
      ...current,
      status: 'booked',
      hold_expires_at: null,
      updated_at: iso,
    }
    const extra = await alsoDo(trx, after)
    if (Object.keys(extra).length > 0) {
      await trx.updateTable('appointments').set(extra).where('id', '=', current.id).execute()
    }
    return { ...after, ...extra }
  })
  if (confirmed) return { kind: 'confirmed', appointment: confirmed }
  const latest = (await findAppointment(db, current.id)) ?? current
  return latest.status === 'booked'
    ? { kind: 'already', appointment: latest }
    : { kind: 'expired', appointment: latest }
}

/**
 * End every hold that has run out — or, given `slot`, the one on that clinician's slot: those
 * pending visits are cancelled (by 'unconfirmed') and their slots are free. Runs on the server's
 * housekeeping timer and before a visit moves; a booking runs it on its own slot when a hold
 * there stood in its way (bookAppointment).
 */
export async function releaseExpiredHolds(
  db: Database,
  now: Date,
  slot?: { clinicianId: string; startAt: string },
): Promise<number> {
  const iso = now.toISOString()
  let update = db
    .updateTable('appointments')
    .set((eb) => ({
      status: 'cancelled',
      cancelled_by: 'unconfirmed',
      cancelled_at: eb.ref('hold_expires_at'),
      hold_expires_at: null,
      updated_at: iso,
    }))
    .where('status', '=', 'pending')
    .where('hold_expires_at', '<=', iso)
  if (slot) {
    update = update
      .where('clinician_id', '=', slot.clinicianId)
      .where('start_at', '=', slot.startAt)
  }
  const result = await update.executeTakeFirst()
  return Number(result.numUpdatedRows)
}
