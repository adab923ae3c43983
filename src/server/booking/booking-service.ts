import { randomBytes } from 'node:crypto'

import type * as z from 'zod/mini'

import {
  BOOKING_LIMITS,
  type BookAnswer,
  bookingMessages,
  type bookRequestSchema,
  type confirmRequestSchema,
  isTelehealthVisit,
  type PatientAppointment,
  type SlotTakenAnswer,
} from '../../shared/booking/booking'
import { parseSlotId } from '../../shared/booking/slots'
import type { PipelineStatus } from '../../shared/pipeline'
import type { Database } from '../db/database'
import type { ApiCaller } from '../lib/api-caller'
import { recordAudit } from '../lib/audit-log'
import type { Logger } from '../logger'
import { withinRecipientBudget } from '../mail/recipient-budget'
import { PlainError } from '../middleware/wire-error'
import { enqueue } from '../outbox/outbox.queries'
import { releaseExpiredHolds } from './appointment-holds.queries'
import { toPatientAppointment } from './appointment-views.queries'
import {
  type AppointmentRow,
  bookAppointment,
  findAppointment,
  findByIdempotencyKey,
  tokenMatches,
} from './appointment.queries'
import { freeSlot, schedulesFor, type SlotQuery } from './availability.queries'
import { contactOf, type RestoreRequest } from './booking-cancel'
import { createBookingChanges } from './booking-changes'
import { createConfirmation } from './booking-confirm'
import { bookingLimits, tooManyBookings } from './booking-limits'
import { confirmMails } from './booking-mail'
import {
  badRequest,
  createBookingOffer,
  daysAround,
  notice,
  placeOf,
  type SlotsAsked,
} from './booking-offer'
import { offerOnly, type VideoVisits, withVideo } from './video-visits'

// The booking service (docs/architecture.md, Booking): what may be booked, booking a visit,
// confirming it by the mailed link, and (booking-changes.ts) cancelling and moving it. Rate
// limits, mails, audit and the consultation request's pipeline step all happen here, in the
// change's transaction. It knows nothing of HTTP; booking.routes.ts is the thin router on it.

export type BookingServiceDeps = {
  db: Database
  logger: Logger
  publicUrl: string
  /** The caller's account, to fill in who booked (auth). */
  findUser: (id: string) => Promise<{ id: string; email: string; linked: boolean } | undefined>
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
  /** Put a request back where it stood before a cancelled visit moved it (workspace). */
  restoreRequest: RestoreRequest
  /** How long a visit for an address not yet proven holds its slot (BOOKING_CONFIRM_MINUTES). */
  confirmMinutes: number
  /** Wake the outbox worker after a commit. */
  onMailQueued?: () => void
  /** Seals the confirmation's manage link while it waits in the outbox (outbox-seal.ts). */
  intakeKey: Buffer
  /** The app's one clock (AppDeps.clock). */
  now: () => Date
  /** Video visits (video-visits.ts): offered only with a provider; their join links. */
  videos?: Pick<VideoVisits, 'offered' | 'linkFor'>
}

/** An answer and its HTTP status, for the use-cases that answer more than one way. */
export type Answered<T> = { status: 200 | 201 | 409; answer: T }

const cutoffHours = BOOKING_LIMITS.defaultCutoffHours
const unknownAppointment = () =>
  new PlainError(404, bookingMessages.unknownAppointment, { code: 'not_found' })

export function createBookingService(deps: BookingServiceDeps) {
  const { db, now } = deps
  const offer = createBookingOffer(deps)
  const { manageLink, whenConfirmed, ...confirmation } = createConfirmation(deps)
  /** The appointment the caller may manage: by the signed link's token, or as its patient. */
  async function access(id: string, token: string | undefined, caller: ApiCaller) {
    const row = await findAppointment(db, id)
    if (!row) throw unknownAppointment()
    if (token !== undefined && tokenMatches(row, token)) return row
    if (caller.kind === 'user') {
      const user = await deps.findUser(caller.userId)
      const theirs =
        user &&
        (row.user_id === user.id ||
          (user.linked && row.email.toLowerCase() === user.email.toLowerCase()))
      if (theirs) return row
    }
    throw unknownAppointment()
  }

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

  const changes = createBookingChanges(deps, offer)

  return {
    // Without a video provider, no video visit is offered, listed or booked
    // (docs/decisions/049-video-visits-by-our-own-link.md).
    options: async () => {
      const options = await offer.options()
      if (deps.videos?.offered()) return options
      return { ...options, visitTypes: options.visitTypes.filter(({ id }) => id !== 'video') }
    },
    slots: (asked: SlotsAsked) => {
      offerOnly(deps.videos, asked.visit)
      return offer.slots(asked)
    },
    book,
    /** The mailed link that confirms a pending visit. */
    async confirm(id: string, input: z.infer<typeof confirmRequestSchema>, caller: ApiCaller) {
      return confirmation.confirm(await access(id, input.token, caller), input)
    },
    /** The visit, to the caller who may manage it. */
    async show(id: string, token: string | undefined, caller: ApiCaller) {
      const row = await access(id, token, caller)
      const shown = await toPatientAppointment(db, row, cutoffHours, now())
      return { appointment: withVideo(deps.videos, row, shown) }
    },
    async cancel(id: string, token: string | undefined, caller: ApiCaller) {
      return changes.cancel(await access(id, token, caller), caller)
    },
    async reschedule(
      id: string,
      input: { token?: string; slot: string; idempotencyKey: string },
      caller: ApiCaller,
    ) {
      return changes.reschedule(await access(id, input.token, caller), input)
    },
  }
}

export type BookingService = ReturnType<typeof createBookingService>
