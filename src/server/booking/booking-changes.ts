import {
  BOOKING_LIMITS,
  bookingMessages,
  isTelehealthVisit,
  type PatientAppointment,
  type SlotTakenAnswer,
  type VisitType,
} from '../../shared/booking/booking'
import { canChangeOnline, parseSlotId } from '../../shared/booking/slots'
import type { Database } from '../db/database'
import type { ApiCaller } from '../lib/api-caller'
import { recordAudit } from '../lib/audit-log'
import { withinRecipientBudget } from '../mail/recipient-budget'
import { PlainError } from '../middleware/wire-error'
import { enqueue, withdrawPending } from '../outbox/outbox.queries'
import { releaseExpiredHolds } from './appointment-holds.queries'
import { toPatientAppointment } from './appointment-views.queries'
import { type AppointmentRow, moveAppointment } from './appointment.queries'
import { freeSlots, type SlotQuery } from './availability.queries'
import { cancelVisit, contactOf, type RestoreRequest } from './booking-cancel'
import { movedMails, reminderIds } from './booking-mail'
import { badRequest, type BookingOffer, daysAround, notice } from './booking-offer'
import type { VideoVisits } from './video-visits'

// A patient's changes to a visit they may manage (booking-service.ts): cancelling it, and moving
// it to another slot, until the cut-off before the visit (docs/architecture.md, Booking).

export type BookingChangesDeps = {
  db: Database
  publicUrl: string
  restoreRequest: RestoreRequest
  onMailQueued?: () => void
  now: () => Date
  /** Seals a moved video visit's new join link while its mails wait (outbox-seal.ts). */
  intakeKey?: Buffer
  /** Video visits' join links (video-visits.ts); absent, no mail carries one. */
  videos?: Pick<VideoVisits, 'linkFor'>
}

const cutoffHours = BOOKING_LIMITS.defaultCutoffHours

/** Staff moves are not counted against a limit: the largest `sequence` PostgreSQL's integer holds. */
const NO_MOVE_LIMIT = 2_147_483_647

/** 409: the visit has had its online moves (BOOKING_LIMITS.maxOnlineMoves); by phone now. */
const tooManyMoves = () =>
  new PlainError(409, bookingMessages.tooManyMoves, { code: 'too_many_moves' })

function checkBooked(row: AppointmentRow) {
  if (row.status === 'pending') {
    throw new PlainError(409, bookingMessages.notConfirmed, { code: 'not_confirmed' })
  }
  if (row.status !== 'booked') {
    throw new PlainError(409, bookingMessages.alreadyCancelled, { code: 'not_booked' })
  }
}

function checkCutoff(row: AppointmentRow, at: Date) {
  checkBooked(row)
  if (!canChangeOnline(new Date(row.start_at), at, cutoffHours)) {
    throw new PlainError(409, bookingMessages.pastCutoff(cutoffHours), { code: 'past_cutoff' })
  }
}

type Changed = { appointment: PatientAppointment }

export function createBookingChanges(deps: BookingChangesDeps, offer: BookingOffer) {
  const { db, now } = deps
  const answer = async (row: AppointmentRow, at: Date): Promise<Changed> => ({
    appointment: await toPatientAppointment(db, row, cutoffHours, at),
  })

  return {
    async cancel(row: AppointmentRow, caller: ApiCaller): Promise<Changed> {
      const at = now()
      if (row.status === 'cancelled') return answer(row, at)
      // A pending visit (never confirmed, never in a calendar) is withdrawn without a notice.
      if (row.status !== 'pending') checkCutoff(row, at)
      const outcome = await cancelVisit(deps, row, {
        by: 'patient',
        actorId: caller.kind === 'user' ? caller.userId : 'patient',
        at,
        budget: true,
      })
      if (outcome.kind === 'changed') deps.onMailQueued?.()
      if (outcome.kind === 'taken') throw new Error('a cancellation cannot take a slot')
      return answer(outcome.appointment, at)
    },

    /**
     * Move a booked visit to another free slot. `staff` moves it for its patient: no cut-off and
     * no limit on online moves (those guard a patient's link; staff are audited instead, in the
     * move's transaction), and the patient is mailed as when they move it themselves.
     */
    async reschedule(
      row: AppointmentRow,
      input: { slot: string; idempotencyKey: string },
      staff?: { staffId: string },
    ): Promise<{ status: 200 | 409; answer: Changed | SlotTakenAnswer }> {
      const at = now()
      if (row.change_key === input.idempotencyKey) {
        return { status: 200, answer: await answer(row, at) }
      }
      if (staff) checkBooked(row)
      else checkCutoff(row, at)
      // Asked first so the patient hears it before choosing a time; the move's update enforces it.
      if (!staff && row.sequence >= BOOKING_LIMITS.maxOnlineMoves) throw tooManyMoves()
      const slot = parseSlotId(input.slot)
      if (!slot) throw badRequest(bookingMessages.notBookable, 'slot')
      const visit = row.visit_type as VisitType
      const base = isTelehealthVisit(visit)
        ? { visit, state: row.patient_state ?? '' }
        : { visit, locationId: row.location_id ?? '' }
      const query: SlotQuery = {
        ...base,
        scheduleId: slot.scheduleId,
        ...daysAround(slot.start),
        now: at,
        minimumNoticeMinutes: notice,
      }
      const taken = async () => ({ status: 409 as const, answer: await offer.takenAnswer(query) })
      const chosen = (await freeSlots(db, query)).find(
        ({ slot: free }) => free.start.getTime() === slot.start.getTime(),
      )
      if (!chosen) return taken()
      await releaseExpiredHolds(db, at)
      const outcome = await moveAppointment(
        db,
        row,
        {
          clinician_id: chosen.schedule.clinicianId,
          schedule_id: chosen.schedule.id,
          location_id: chosen.schedule.locationId,
          start_at: chosen.slot.start.toISOString(),
          end_at: chosen.slot.end.toISOString(),
          change_key: input.idempotencyKey,
        },
        at,
        async (trx, after) => {
          await withdrawPending(trx, reminderIds(row.id, row.sequence))
          const appointment = await toPatientAppointment(trx, after, cutoffHours, at)
          // The limit per visit is the guard against a burst of moves; past the address's budget
          // (several visits moved for one address) the visit still moves and its new reminders
          // are queued, but no further notice is sent.
          const mails = movedMails({
            appointment,
            to: contactOf(after),
            sequence: after.sequence,
            publicUrl: deps.publicUrl,
            // The new sequence's link: the old one died with the move.
            videoUrl: deps.videos?.linkFor(after)?.url,
            now: at,
          })
          await enqueue(trx, await withinRecipientBudget(trx, mails, at.getTime()), {
            intakeKey: deps.intakeKey,
          })
          if (staff) {
            await recordAudit(trx, {
              actorId: staff.staffId,
              action: 'booking.update',
              target: `appointment:${row.id}`,
              detail: { moved: true, from: row.start_at, to: after.start_at },
            })
          }
        },
        staff ? NO_MOVE_LIMIT : BOOKING_LIMITS.maxOnlineMoves,
      )
      if (outcome.kind === 'taken') return taken()
      if (outcome.kind === 'not-booked') {
        throw new PlainError(409, bookingMessages.alreadyCancelled, { code: 'not_booked' })
      }
      if (outcome.kind === 'too-many-moves') throw tooManyMoves()
      if (outcome.kind === 'stale') {
        throw new PlainError(409, bookingMessages.changedMeanwhile, { code: 'changed_meanwhile' })
      }
      if (outcome.kind === 'changed') deps.onMailQueued?.()
      return { status: 200, answer: await answer(outcome.appointment, at) }
    },
  }
}
