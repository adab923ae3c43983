import { randomBytes } from 'node:crypto'

import type * as z from 'zod/mini'

import {
  BOOKING_LIMITS,
  type BookAnswer,
  bookingMessages,
  type bookRequestSchema,
  isTelehealthVisit,
  type PatientAppointment,
  type SlotTakenAnswer,
} from '../../shared/booking/booking'
import { parseSlotId } from '../../shared/booking/slots'
import type { ApiCaller } from '../lib/api-caller'
import { recordAudit } from '../lib/audit-log'
import { withinRecipientBudget } from '../mail/recipient-budget'
import { enqueue } from '../outbox/outbox.queries'
import { releaseExpiredHolds } from './appointment-holds.queries'
import { toPatientAppointment } from './appointment-views.queries'
import { type AppointmentRow, bookAppointment, findByIdempotencyKey } from './appointment.queries'
import { freeSlot, schedulesFor, type SlotQuery } from './availability.queries'
import { contactOf } from './booking-cancel'
import type { Confirmation } from './booking-confirm'
import type { BookingServiceDeps } from './booking-deps'
import { bookingLimits, tooManyBookings } from './booking-limits'
import { confirmMails } from './booking-mail'
import { badRequest, type BookingOffer, daysAround, notice, placeOf } from './booking-offer'
import { offerOnly, withVideo } from './video-visits'

// Booking a visit (docs/architecture.md, Booking): the slot checked against its schedule, the
// attempt counted, and the visit stored with its mails, audit record and the consultation
// request's pipeline step in one transaction (docs/decisions/045-one-booking-one-commit.md).
// A visit for an address not yet proven holds its slot until the mailed link confirms it.

/** An answer and its HTTP status, for the use-cases that answer more than one way. */
export type Answered<T> = { status: 200 | 201 | 409; answer: T }

const cutoffHours = BOOKING_LIMITS.defaultCutoffHours

/** The booking use-case: `book(input, { caller, ip })`. */
export function createBook(
  deps: BookingServiceDeps,
  offer: BookingOffer,
  { manageLink, whenConfirmed }: Pick<Confirmation, 'manageLink' | 'whenConfirmed'>,
) {
  const { db, now } = deps
  /** A retried confirmation: the visit, without the link's token (only the first answer has it). */
  async function replayAnswer(row: AppointmentRow, at: Date): Promise<Answered<BookAnswer>> {
    return {
      status: 200,
      answer: {
        appointment: await toPatientAppointment(db, row, cutoffHours, at),
        manageToken: null,
        invited: false,
      },
    }
  }

  const taken = async (query: SlotQuery): Promise<Answered<SlotTakenAnswer>> => ({
    status: 409,
    answer: await offer.takenAnswer(query),
  })

  /** Book a slot; `ip` is asked only once the attempt is counted (bookingLimits). */
  async function book(
    input: z.infer<typeof bookRequestSchema>,
    { caller, ip }: { caller: ApiCaller; ip: () => string },
  ): Promise<Answered<BookAnswer | SlotTakenAnswer>> {
    offerOnly(deps.videos, input.visit)
    // A clinic visit's place is its slot's schedule; a telehealth visit's, the patient's state.
    const place: { state?: string } = isTelehealthVisit(input.visit)
      ? placeOf(input.visit, input.state, undefined)
      : {}
    const slot = parseSlotId(input.slot)
    if (!slot) throw badRequest(bookingMessages.notBookable, 'slot')
    const at = now()
    // A retried confirmation finds the visit it already booked (the slot is no longer free).
    const earlier = await findByIdempotencyKey(db, input.idempotencyKey)
    if (earlier) return replayAnswer(earlier, at)
    // Every attempt past this point is counted: in the booking's transaction when it books,
    // in one of its own when its slot is not offered (bookingLimits).
    const admit = bookingLimits(db, ip(), input.email)
    // A hold that ran out gives its slot back when this booking meets it there, in the
    // booking's transaction (bookAppointment); the others on the housekeeping timer. The slot's
    // check below already passes over such a hold (docs/decisions/045-one-booking-one-commit.md).
    const schedules = await schedulesFor(db, {
      visit: input.visit,
      ...place,
      scheduleId: slot.scheduleId,
      from: '',
      days: 0,
      now: at,
      minimumNoticeMinutes: notice,
    })
    const query: SlotQuery = {
      visit: input.visit,
      ...(isTelehealthVisit(input.visit) ? place : { locationId: schedules[0]?.locationId ?? '' }),
      scheduleId: slot.scheduleId,
      ...daysAround(slot.start),
      now: at,
      minimumNoticeMinutes: notice,
    }
    // Only the chosen slot is checked against the schedule's rules (findSlot, slots.ts), not
    // the days around it worked out (docs/architecture.md, Performance budgets).
    const chosen = schedules[0] ? await freeSlot(db, query, schedules[0], slot.start) : undefined
    // Staff booking on a patient's behalf (from their request) book for the details given, not
    // for themselves: the visit is the patient's, and who booked it is recorded.
    const staffId = caller.kind === 'user' && caller.staff ? caller.userId : null
    const user = caller.kind === 'user' && !staffId ? await deps.findUser(caller.userId) : undefined
    if (!chosen) {
      if (!(await db.transaction().execute(admit))) throw tooManyBookings()
      // The same confirmation, sent twice at once, may have just booked it.
      const twin = await findByIdempotencyKey(db, input.idempotencyKey)
      if (twin) return replayAnswer(twin, at)
      return taken(query)
    }
    const invited = !user && !(await deps.hasAccount(input.email))
    // Nothing held without proof: a visit is booked at once only for staff booking on a
    // patient's behalf and for a signed-in patient booking under the address they proved by a
    // mailed link. Anyone else's visit is pending until the link mailed to the address comes back.
    const proven =
      staffId !== null ||
      (user !== undefined && user.linked && user.email.toLowerCase() === input.email.toLowerCase())
    const hold = proven
      ? null
      : {
          until: new Date(at.getTime() + deps.confirmMinutes * 60_000),
          confirmToken: randomBytes(32).toString('base64url'),
        }
    let shown: PatientAppointment | undefined
    const outcome = await bookAppointment(
      db,
      {
        clinician_id: chosen.schedule.clinicianId,
        schedule_id: chosen.schedule.id,
        location_id: chosen.schedule.locationId,
        visit_type: input.visit,
        start_at: chosen.slot.start.toISOString(),
        end_at: chosen.slot.end.toISOString(),
        user_id: user?.id ?? null,
        first_name: input.firstName,
        last_name: input.lastName,
        email: input.email,
        phone: input.phone,
        patient_state: place.state ?? null,
        idempotency_key: input.idempotencyKey,
        booked_by: staffId,
      },
      at,
      hold,
      async (trx, row, manageToken) => {
        const manageUrl = manageLink(row.id, manageToken)
        // The visit as its patient sees it, read once: for the mails, and for the answer, which
        // only the columns this transaction adds after it (its request) differ from.
        shown = await toPatientAppointment(trx, row, cutoffHours, at, chosen.schedule)
        if (hold) {
          const mails = confirmMails({
            appointment: shown,
            to: contactOf(row),
            sequence: row.sequence,
            publicUrl: deps.publicUrl,
            confirmUrl: `${manageUrl}&confirm=${hold.confirmToken}`,
            now: at,
          })
          // Past the address's budget the visit is still held, but can no longer be confirmed:
          // its time comes back when the hold ends (recipient-budget.ts).
          await enqueue(trx, await withinRecipientBudget(trx, mails, at.getTime()), {
            intakeKey: deps.intakeKey,
          })
          return {}
        }
        const actorId = staffId ?? user?.id ?? 'patient'
        const extra = await whenConfirmed(trx, row, {
          actorId,
          manageUrl,
          invite: invited,
          at,
          shown,
        })
        if (staffId) {
          await recordAudit(trx, {
            actorId: staffId,
            action: 'booking.update',
            target: `appointment:${row.id}`,
            detail: { booked: true, consultation: extra.consultation_id ?? null },
          })
        }
        return extra
      },
      admit,
      (trx) =>
        releaseExpiredHolds(trx, at, {
          clinicianId: chosen.schedule.clinicianId,
          startAt: chosen.slot.start.toISOString(),
        }),
    )
    if (outcome.kind === 'refused') throw tooManyBookings()
    if (outcome.kind === 'taken') return taken(query)
    if (outcome.kind === 'replayed') return replayAnswer(outcome.appointment, at)
    deps.onMailQueued?.()
    deps.logger.info(
      { appointment: outcome.appointment.id, status: outcome.appointment.status },
      'visit booked',
    )
    return {
      status: 201,
      answer: {
        // The patient's join link is for the patient: staff open a room their own, audited way.
        appointment: withVideo(
          staffId ? undefined : deps.videos,
          outcome.appointment,
          shown ?? (await toPatientAppointment(db, outcome.appointment, cutoffHours, at)),
        ),
        manageToken: outcome.manageToken,
        invited,
      },
    }
  }

  return book
}
