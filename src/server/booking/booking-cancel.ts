import { BOOKING_LIMITS } from '../../shared/booking/booking'
import { isPipelineStatus, type PipelineStatus } from '../../shared/pipeline'
import type { Database } from '../db/database'
import { withinRecipientBudget } from '../mail/recipient-budget'
import { enqueue, withdrawPending } from '../outbox/outbox.queries'
import { toPatientAppointment } from './appointment-views.queries'
import { type AppointmentRow, cancelAppointment, type ChangeOutcome } from './appointment.queries'
import { cancelledMails, reminderIds } from './booking-mail'

// Cancelling a visit, by its patient (booking-service.ts) or by staff (booking-staff-service.ts):
// in the cancellation's transaction the consultation request it had moved goes back, its
// reminders are withdrawn and the notice is queued (docs/architecture.md, Booking).

/**
 * Put a consultation request back where it stood before a visit moved it
 * (workspace/pipeline.queries.ts), in the cancellation's transaction. Given by app.ts, so the
 * booking folder does not import the workspace's.
 */
export type RestoreRequest = (
  trx: Database,
  change: {
    requestId: string
    to: PipelineStatus
    actorId: string
    appointmentId: string
    now: Date
  },
) => Promise<unknown>

/** The person a visit's mails go to. */
export function contactOf(row: AppointmentRow) {
  return { email: row.email, firstName: row.first_name, lastName: row.last_name, phone: row.phone }
}

/** A cancelled visit puts the consultation request it had moved back where it stood. */
async function restoreVisitRequest(
  restoreRequest: RestoreRequest,
  trx: Database,
  cancelled: AppointmentRow,
  actorId: string,
  now: Date,
) {
  const prior = cancelled.request_prior_status
  if (!cancelled.consultation_id || !isPipelineStatus(prior)) return
  await restoreRequest(trx, {
    requestId: cancelled.consultation_id,
    to: prior,
    actorId,
    appointmentId: cancelled.id,
    now,
  })
}

export type CancelVisitDeps = {
  db: Database
  publicUrl: string
  restoreRequest: RestoreRequest
}

/**
 * Cancel `row` for `by`; `audit` (staff) is recorded first in the same transaction. `budget`:
 * whether the notice counts against the address's mail budget (recipient-budget.ts) — a
 * patient's cancellation does, staff's does not.
 */
export function cancelVisit(
  deps: CancelVisitDeps,
  row: AppointmentRow,
  {
    by,
    actorId,
    at,
    audit,
    budget,
  }: {
    by: 'patient' | 'staff'
    actorId: string
    at: Date
    audit?: (trx: Database) => Promise<void>
    budget: boolean
  },
): Promise<ChangeOutcome> {
  return cancelAppointment(deps.db, row, by, at, async (trx, after) => {
    await audit?.(trx)
    await restoreVisitRequest(deps.restoreRequest, trx, after, actorId, at)
    // A pending visit (never confirmed, never in the patient's calendar) is withdrawn without a
    // notice.
    if (row.status === 'pending') return
    await withdrawPending(trx, reminderIds(row.id, row.sequence))
    const appointment = await toPatientAppointment(
      trx,
      after,
      BOOKING_LIMITS.defaultCutoffHours,
      at,
    )
    const mails = cancelledMails({
      appointment,
      to: contactOf(after),
      sequence: after.sequence,
      publicUrl: deps.publicUrl,
      now: at,
    })
    // Cancelled whatever the address's budget: only the notice waits for it.
    await enqueue(trx, budget ? await withinRecipientBudget(trx, mails, at.getTime()) : mails)
  })
}
