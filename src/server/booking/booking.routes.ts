import { randomBytes } from 'node:crypto'

import { type Context, Hono } from 'hono'
import * as z from 'zod/mini'

import {
  BOOKING_LIMITS,
  type BookAnswer,
  type BookingOptions,
  bookingMessages,
  bookRequestSchema,
  cancelRequestSchema,
  confirmRequestSchema,
  isTelehealthVisit,
  rescheduleRequestSchema,
  type SlotsAnswer,
  type SlotTakenAnswer,
  visitTypeLabels,
  visitTypes,
  type VisitType,
} from '../../shared/booking/booking'
import { canChangeOnline, parseSlotId } from '../../shared/booking/slots'
import { addDays } from '../../shared/booking/time-zone'
import { isServedState, SERVED_STATES } from '../../shared/clinic'
import { uuid } from '../../shared/ids'
import type { PipelineStatus } from '../../shared/pipeline'
import type { Database } from '../db/database'
import { recordAudit } from '../lib/audit-log'
import type { Logger } from '../logger'
import { withinRecipientBudget } from '../mail/recipient-budget'
import { type Callers, door, type KeyEnv } from '../middleware/caller-door'
import { readJsonBody, readParam, readQuery } from '../middleware/read-input'
import { PlainError } from '../middleware/wire-error'
import { withdrawPending, enqueue } from '../outbox/outbox.queries'
import {
  type AppointmentRow,
  bookAppointment,
  cancelAppointment,
  confirmAppointment,
  confirmTokenMatches,
  findAppointment,
  findByIdempotencyKey,
  moveAppointment,
  releaseExpiredHolds,
  tokenMatches,
  toPatientAppointment,
} from './appointment.queries'
import {
  freeSlots,
  locationsById,
  schedulesFor,
  type SlotQuery,
  toBookableSlot,
  toBookingLocation,
} from './availability.queries'
import { bookingLimits, tooManyBookings } from './booking-limits'
import { bookedMails, cancelledMails, confirmMails, movedMails, reminderIds } from './booking-mail'

// `/booking/v1`: self-service booking (docs/wire-contract.md, Booking API). Anyone with the site's
// API key may list free slots and book one; a signed-in patient's booking is also theirs in My
// care. A booking is changed by its patient (signed in) or through the signed link mailed to
// them, until the cut-off before the visit.

export type BookingRoutesDeps = {
  db: Database
  logger: Logger
  publicUrl: string
  /** Who is calling (app.ts): the door admits anyone with the site's key. */
  callers: Callers
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
  /** Put the request a cancelled visit had moved back where it stood (workspace). */
  restoreRequest: RestoreRequest
  /** How long a visit for an address not yet proven holds its slot (BOOKING_CONFIRM_MINUTES). */
  confirmMinutes: number
  /** The caller's address, for rate limits. */
  clientIp: (c: Context) => string
  /** Wake the outbox worker after a commit. */
  onMailQueued?: () => void
  /** Seals the confirmation's manage link while it waits in the outbox (outbox-seal.ts). */
  intakeKey: Buffer
  /** The app's one clock (AppDeps.clock). */
  now: () => Date
}

type Env = KeyEnv

export { BOOKINGS_PER_IP } from './booking-limits'

const DATE = /^\d{4}-\d{2}-\d{2}$/

const slotsQuery = z.object({
  visit: z.enum(visitTypes, bookingMessages.visit),
  state: z.optional(z.string()),
  location: z.optional(z.string()),
  from: z.optional(
    z
      .string()
      .check(
        z.refine(
          (value) => DATE.test(value) && !Number.isNaN(Date.parse(value)),
          '`from` must be a date (YYYY-MM-DD)',
        ),
      ),
  ),
  days: z.optional(
    z.string().check(
      z.refine((value) => {
        const days = Number(value)
        return Number.isInteger(days) && days >= 1 && days <= BOOKING_LIMITS.maxDaysPerRequest
      }, `\`days\` must be 1 to ${BOOKING_LIMITS.maxDaysPerRequest}`),
    ),
  ),
})

const badRequest = (message: string, field?: string) =>
  new PlainError(400, message, { code: 'invalid_request', ...(field ? { field } : {}) })

export function createBookingRoutes(deps: BookingRoutesDeps) {
  const { db } = deps
  const { now } = deps
  const cutoffHours = BOOKING_LIMITS.defaultCutoffHours
  const app = new Hono<Env>()
  /** The signed link that opens a visit; its token stays in the fragment, out of server logs. */
  const manageLink = (id: string, token: string) =>
    `${deps.publicUrl}/book/manage#appointment=${id}&token=${token}`

  app.use(door(deps.callers, 'api-key'))

  /** Checks where the patient lives or which clinic against the kind of visit. */
  function placeOf(visit: VisitType, state: string | undefined, location: string | undefined) {
    if (isTelehealthVisit(visit)) {
      if (!state) throw badRequest(bookingMessages.state, 'state')
      if (!isServedState(state)) throw badRequest(bookingMessages.stateNotServed, 'state')
      return { state }
    }
    if (!location || location.length > 100) throw badRequest('Please choose a clinic', 'location')
    return { locationId: location }
  }

  async function nextSlots(query: Omit<SlotQuery, 'from' | 'days' | 'now'>, count = 6) {
    const at = now()
    const [found, locations] = await Promise.all([
      freeSlots(db, {
        ...query,
        from: at.toISOString().slice(0, 10),
        days: BOOKING_LIMITS.maxDaysPerRequest,
        now: at,
      }),
      locationsById(db),
    ])
    return found.slice(0, count).map((slot) => toBookableSlot(slot, locations))
  }

  app.get('/options', async (c) => {
    const locations = await db
      .selectFrom('clinic_locations as l')
      .selectAll('l')
      .where('l.active', '=', 1)
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('schedules as s')
            .select('s.id')
            .whereRef('s.location_id', '=', 'l.id')
            .where('s.active', '=', 1),
        ),
      )
      .orderBy('l.name')
      .execute()
    const options: BookingOptions = {
      visitTypes: visitTypes.map((id) => ({ id, label: visitTypeLabels[id] })),
      states: SERVED_STATES.map(({ code, name }) => ({ code, name })),
      locations: locations.map(toBookingLocation),
      cutoffHours,
    }
    return c.json(options)
  })

  app.get('/slots', async (c) => {
    const asked = readQuery(c, slotsQuery)
    const visit = asked.visit
    const place = placeOf(visit, asked.state, asked.location)
    const at = now()
    const today = at.toISOString().slice(0, 10)
    const from = asked.from ?? today
    const days = asked.days === undefined ? 7 : Number(asked.days)
    const horizon = addDays(today, BOOKING_LIMITS.horizonDays)
    const start = from < today ? today : from
    const span = Math.max(0, Math.min(days, daysBetween(start, horizon)))
    const query = {
      visit,
      ...place,
      from: start,
      days: span,
      now: at,
      minimumNoticeMinutes: notice,
    }
    // No schedule offers this kind of visit here: there is nothing later either.
    const schedules = await schedulesFor(db, query)
    const [found, locations] = await Promise.all([
      span > 0 && schedules.length > 0 ? freeSlots(db, query, schedules) : [],
      locationsById(db),
    ])
    const following = addDays(start, span)
    const answer: SlotsAnswer = {
      slots: found.map((slot) => toBookableSlot(slot, locations)),
      nextFrom: following < horizon && schedules.length > 0 ? following : null,
    }
    return c.json(answer)
  })

  app.post('/appointments', async (c) => {
    const input = await readJsonBody(c, bookRequestSchema)
    // A clinic visit's place is its slot's schedule; a telehealth visit's, the patient's state.
    const place: { state?: string } = isTelehealthVisit(input.visit)
      ? placeOf(input.visit, input.state, undefined)
      : {}
    const slot = parseSlotId(input.slot)
    if (!slot) throw badRequest(bookingMessages.notBookable, 'slot')
    const at = now()
    // A retried confirmation finds the visit it already booked (the slot is no longer free).
    const earlier = await findByIdempotencyKey(db, input.idempotencyKey)
    if (earlier) return c.json(await replayAnswer(earlier, at), 200)
    // Every attempt past this point is counted: in the booking's transaction when it books,
    // in one of its own when its slot is not offered (bookingLimits).
    const admit = bookingLimits(db, deps.clientIp(c), input.email)
    // Holds that ran out give their slots back before this one is taken.
    await releaseExpiredHolds(db, at)
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
    const offered = await freeSlots(db, query, schedules)
    const chosen = offered.find(({ slot: free }) => free.start.getTime() === slot.start.getTime())
    const caller = c.var.caller
    // Staff booking on a patient's behalf (from their request) book for the details given, not
    // for themselves: the visit is the patient's, and who booked it is recorded.
    const staffId = caller.kind === 'user' && caller.staff ? caller.userId : null
    const user = caller.kind === 'user' && !staffId ? await deps.findUser(caller.userId) : undefined
    if (!chosen) {
      if (!(await db.transaction().execute(admit))) throw tooManyBookings()
      // The same confirmation, sent twice at once, may have just booked it.
      const twin = await findByIdempotencyKey(db, input.idempotencyKey)
      if (twin) return c.json(await replayAnswer(twin, at), 200)
      return c.json(await takenAnswer(query), 409)
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
        if (hold) {
          const mails = confirmMails({
            appointment: await toPatientAppointment(trx, row, cutoffHours, at),
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
        const extra = await whenConfirmed(trx, row, { actorId, manageUrl, invite: invited, at })
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
    )
    if (outcome.kind === 'refused') throw tooManyBookings()
    if (outcome.kind === 'taken') return c.json(await takenAnswer(query), 409)
    if (outcome.kind === 'replayed') return c.json(await replayAnswer(outcome.appointment, at), 200)
    deps.onMailQueued?.()
    deps.logger.info(
      { appointment: outcome.appointment.id, status: outcome.appointment.status },
      'visit booked',
    )
    const answer: BookAnswer = {
      appointment: await toPatientAppointment(db, outcome.appointment, cutoffHours, at),
      manageToken: outcome.manageToken,
      invited,
    }
    return c.json(answer, 201)
  })

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
    }: { actorId: string; manageUrl: string; invite: boolean; at: Date },
  ): Promise<Partial<AppointmentRow>> {
    const moved = await deps.markRequestBooked(trx, {
      email: row.email,
      actorId,
      appointmentId: row.id,
      now: at,
    })
    const mails = bookedMails({
      appointment: await toPatientAppointment(trx, row, cutoffHours, at),
      to: contactOf(row),
      sequence: row.sequence,
      publicUrl: deps.publicUrl,
      manageUrl,
      invite,
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

  /** A retried confirmation: the visit, without the link's token (only the first answer has it). */
  async function replayAnswer(row: AppointmentRow, at: Date) {
    return {
      appointment: await toPatientAppointment(db, row, cutoffHours, at),
      manageToken: null,
      invited: false,
    }
  }

  async function takenAnswer(query: SlotQuery): Promise<SlotTakenAnswer> {
    const { scheduleId: _one, ...wider } = query
    return {
      code: 'slot_taken',
      message: bookingMessages.slotTaken,
      next: await nextSlots({ ...wider, minimumNoticeMinutes: notice }),
    }
  }

  /** The appointment the caller may manage: by the signed link's token, or as its patient. */
  async function managed(c: Context<Env>, token: string | undefined): Promise<AppointmentRow> {
    const unknown = () =>
      new PlainError(404, bookingMessages.unknownAppointment, { code: 'not_found' })
    const id = readParam(c, 'id', uuid(), unknown)
    const row = await findAppointment(db, id)
    if (!row) throw unknown()
    if (token !== undefined && tokenMatches(row, token)) return row
    const caller = c.var.caller
    if (caller.kind === 'user') {
      const user = await deps.findUser(caller.userId)
      const theirs =
        user &&
        (row.user_id === user.id ||
          (user.linked && row.email.toLowerCase() === user.email.toLowerCase()))
      if (theirs) return row
    }
    throw unknown()
  }

  // The link in the mail that asks to confirm a pending visit: its manage token opens the visit,
  // its confirmation token (only the mail has it) proves the address.
  app.post('/appointments/:id/confirm', async (c) => {
    const input = await readJsonBody(c, confirmRequestSchema)
    const row = await managed(c, input.token)
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
    return c.json({
      appointment: await toPatientAppointment(db, outcome.appointment, cutoffHours, at),
    })
  })

  app.get('/appointments/:id', async (c) => {
    // In a header, not the query string: proxies log query strings.
    const row = await managed(c, c.req.header(MANAGE_TOKEN_HEADER))
    return c.json({ appointment: await toPatientAppointment(db, row, cutoffHours, now()) })
  })

  function checkCutoff(row: AppointmentRow, at: Date) {
    if (row.status === 'pending') {
      throw new PlainError(409, bookingMessages.notConfirmed, { code: 'not_confirmed' })
    }
    if (row.status !== 'booked') {
      throw new PlainError(409, bookingMessages.alreadyCancelled, { code: 'not_booked' })
    }
    if (!canChangeOnline(new Date(row.start_at), at, cutoffHours)) {
      throw new PlainError(409, bookingMessages.pastCutoff(cutoffHours), { code: 'past_cutoff' })
    }
  }

  app.post('/appointments/:id/cancel', async (c) => {
    const input = await readJsonBody(c, cancelRequestSchema)
    const row = await managed(c, input.token)
    const at = now()
    if (row.status === 'cancelled') {
      return c.json({ appointment: await toPatientAppointment(db, row, cutoffHours, at) })
    }
    // A pending visit (never confirmed, never in a calendar) is withdrawn without a notice.
    if (row.status !== 'pending') checkCutoff(row, at)
    const outcome = await cancelAppointment(db, row, 'patient', at, async (trx, after) => {
      await deps.restoreRequest(
        trx,
        after,
        c.var.caller.kind === 'user' ? c.var.caller.userId : 'patient',
        at,
      )
      if (row.status === 'pending') return
      await withdrawPending(trx, reminderIds(row.id, row.sequence))
      const appointment = await toPatientAppointment(trx, after, cutoffHours, at)
      // Cancelled whatever the address's budget: only the notice waits for it.
      const mails = cancelledMails({
        appointment,
        to: contactOf(after),
        sequence: after.sequence,
        publicUrl: deps.publicUrl,
        now: at,
      })
      await enqueue(trx, await withinRecipientBudget(trx, mails, at.getTime()))
    })
    if (outcome.kind === 'changed') deps.onMailQueued?.()
    if (outcome.kind === 'taken') throw new Error('a cancellation cannot take a slot')
    return c.json({
      appointment: await toPatientAppointment(db, outcome.appointment, cutoffHours, at),
    })
  })

  app.post('/appointments/:id/reschedule', async (c) => {
    const input = await readJsonBody(c, rescheduleRequestSchema)
    const row = await managed(c, input.token)
    const at = now()
    if (row.change_key === input.idempotencyKey) {
      return c.json({ appointment: await toPatientAppointment(db, row, cutoffHours, at) })
    }
    checkCutoff(row, at)
    // Asked first so the patient hears it before choosing a time; the move's update enforces it.
    if (row.sequence >= BOOKING_LIMITS.maxOnlineMoves) throw tooManyMoves()
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
    const chosen = (await freeSlots(db, query)).find(
      ({ slot: free }) => free.start.getTime() === slot.start.getTime(),
    )
    if (!chosen) return c.json(await takenAnswer(query), 409)
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
          now: at,
        })
        await enqueue(trx, await withinRecipientBudget(trx, mails, at.getTime()))
      },
    )
    if (outcome.kind === 'taken') return c.json(await takenAnswer(query), 409)
    if (outcome.kind === 'not-booked') {
      throw new PlainError(409, bookingMessages.alreadyCancelled, { code: 'not_booked' })
    }
    if (outcome.kind === 'too-many-moves') throw tooManyMoves()
    if (outcome.kind === 'stale') {
      throw new PlainError(409, bookingMessages.changedMeanwhile, { code: 'changed_meanwhile' })
    }
    if (outcome.kind === 'changed') deps.onMailQueued?.()
    return c.json({
      appointment: await toPatientAppointment(db, outcome.appointment, cutoffHours, at),
    })
  })

  return app
}

const notice = BOOKING_LIMITS.minimumNoticeMinutes

/** 409: the visit has had its online moves (BOOKING_LIMITS.maxOnlineMoves); by phone now. */
const tooManyMoves = () =>
  new PlainError(409, bookingMessages.tooManyMoves, { code: 'too_many_moves' })
const MANAGE_TOKEN_HEADER = 'x-booking-token'

/**
 * Put a cancelled visit's consultation request back where it stood before the visit moved it
 * (workspace/pipeline.queries.ts), in the cancellation's transaction.
 */
export type RestoreRequest = (
  trx: Database,
  cancelled: AppointmentRow,
  actorId: string,
  now: Date,
) => Promise<void>

function contactOf(row: AppointmentRow) {
  return { email: row.email, firstName: row.first_name, lastName: row.last_name, phone: row.phone }
}

/**
 * The days to work out to find one slot: its UTC date may be the day after its local one in
 * the schedule's zone (or the day before), so a day either side.
 */
function daysAround(start: Date): { from: string; days: number } {
  return { from: addDays(start.toISOString().slice(0, 10), -1), days: 3 }
}

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000)
}
