import type * as z from 'zod/mini'

import {
  BOOKING_LIMITS,
  bookingMessages,
  type confirmRequestSchema,
  type PatientAppointment,
} from '../../shared/booking/booking'
import type { PipelineStatus } from '../../shared/pipeline'
import type { Database } from '../db/database'
import type { Logger } from '../logger'
import { withinRecipientBudget } from '../mail/recipient-budget'
import { PlainError } from '../middleware/wire-error'
import { enqueue } from '../outbox/outbox.queries'
import { confirmAppointment, confirmTokenMatches } from './appointment-holds.queries'
import { toPatientAppointment } from './appointment-views.queries'
import type { AppointmentRow } from './appointment.queries'
import { contactOf } from './booking-cancel'
import { bookedMails } from './booking-mail'
import type { VideoVisits } from './video-visits'

// A visit confirmed (docs/architecture.md, Booking): at once when booked with a proven address,
// or later by the link mailed to a pending visit's address. Part of the booking service
// (booking-service.ts).

export type ConfirmationDeps = {
  db: Database
  logger: Logger
  publicUrl: string
  /** Whether an account exists for this address (auth): a guest without one is invited. */
  hasAccount: (email: string) => Promise<boolean>
  /**
   * Move the person's open consultation request to "booked", in the confirmed booking's
   * transaction: the request moved and where it stood before.
   */
  markRequestBooked: (
    trx: Database,
    visit: { email: string; actorId: string; appointmentId: string; now: Date },
  ) => Promise<{ id: string; from: PipelineStatus } | null>
  onMailQueued?: () => void
  intakeKey: Buffer
  /** Video visits' join links (video-visits.ts); absent, no mail carries one. */
  videos?: Pick<VideoVisits, 'linkFor'>
  now: () => Date
}

const cutoffHours = BOOKING_LIMITS.defaultCutoffHours

export function createConfirmation(deps: ConfirmationDeps) {
  const { db, now } = deps
  /** The signed link that opens a visit; its token stays in the fragment, out of server logs. */
  const manageLink = (id: string, token: string) =>
    `${deps.publicUrl}/book/manage#appointment=${id}&token=${token}`

  /**
   * What a confirmed visit brings, in its transaction: the person's open consultation request
   * moves to "booked" (remembering where it stood), and the confirmation with its calendar file
   * and the reminders are queued. The columns to store on the visit are returned.
   */
  async function whenConfirmed(
    trx: Database,
    row: AppointmentRow,
    {
      actorId,
      manageUrl,
      invite,
      at,
      shown,
    }: {
      actorId: string
      manageUrl: string
      invite: boolean
      at: Date
      /** The visit as its patient sees it, when the caller has read it in this transaction. */
      shown?: PatientAppointment
    },
  ): Promise<Partial<AppointmentRow>> {
    const moved = await deps.markRequestBooked(trx, {
      email: row.email,
      actorId,
      appointmentId: row.id,
      now: at,
    })
    const mails = bookedMails({
      appointment: shown ?? (await toPatientAppointment(trx, row, cutoffHours, at)),
      to: contactOf(row),
      sequence: row.sequence,
      publicUrl: deps.publicUrl,
      manageUrl,
      invite,
      videoUrl: deps.videos?.linkFor(row)?.url,
      now: at,
    })
    // The address's budget spent (someone has been booking for it): the visit is still booked —
    // refusing it would let anyone block a patient by spending their budget — only the mail is
    // not sent. Staff booking for a patient are not counted (recipient-budget.ts).
    await enqueue(
      trx,
      row.booked_by ? mails : await withinRecipientBudget(trx, mails, at.getTime()),
      { intakeKey: deps.intakeKey },
    )
    return moved ? { consultation_id: moved.id, request_prior_status: moved.from } : {}
  }

  // The link in the mail that asks to confirm a pending visit: its manage token opens the visit,
  // its confirmation token (only the mail has it) proves the address.
  async function confirm(row: AppointmentRow, input: z.infer<typeof confirmRequestSchema>) {
    const at = now()
    if (row.status !== 'booked' && !confirmTokenMatches(row, input.confirmToken)) {
      throw new PlainError(404, bookingMessages.unknownAppointment, { code: 'not_found' })
    }
    // A guest without an account is invited to make one, as at a booking confirmed at once.
    const invite = !row.user_id && !(await deps.hasAccount(row.email))
    const outcome = await confirmAppointment(db, row, at, (trx, after) =>
      whenConfirmed(trx, after, {
        actorId: after.user_id ?? 'patient',
        manageUrl: manageLink(after.id, input.token),
        invite,
        at,
      }),
    )
    if (outcome.kind === 'expired') {
      throw new PlainError(409, bookingMessages.holdExpired, { code: 'hold_expired' })
    }
    if (outcome.kind === 'confirmed') {
      deps.onMailQueued?.()
      deps.logger.info({ appointment: row.id }, 'visit confirmed')
    }
    return { appointment: await toPatientAppointment(db, outcome.appointment, cutoffHours, at) }
  }

  return { manageLink, whenConfirmed, confirm }
}

export type Confirmation = ReturnType<typeof createConfirmation>
