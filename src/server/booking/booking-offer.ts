import {
  BOOKING_LIMITS,
  type BookingOptions,
  bookingMessages,
  isTelehealthVisit,
  type SlotsAnswer,
  type SlotTakenAnswer,
  visitTypeLabels,
  visitTypes,
  type VisitType,
} from '../../shared/booking/booking'
import { addDays } from '../../shared/booking/time-zone'
import { isServedState, SERVED_STATES } from '../../shared/clinic'
import type { Database } from '../db/database'
import { PlainError } from '../middleware/wire-error'
import {
  bookableLocations,
  freeSlots,
  locationsById,
  schedulesFor,
  type SlotQuery,
  toBookableSlot,
  toBookingLocation,
} from './availability.queries'

// What may be booked (docs/wire-contract.md, Booking API): the options, the free slots of a kind
// of visit and place, and the next free ones when a chosen slot was taken. Part of the booking
// service (booking-service.ts).

export const notice = BOOKING_LIMITS.minimumNoticeMinutes

export const badRequest = (message: string, field?: string) =>
  new PlainError(400, message, { code: 'invalid_request', ...(field ? { field } : {}) })

/** Checks where the patient lives or which clinic against the kind of visit. */
export function placeOf(visit: VisitType, state: string | undefined, location: string | undefined) {
  if (isTelehealthVisit(visit)) {
    if (!state) throw badRequest(bookingMessages.state, 'state')
    if (!isServedState(state)) throw badRequest(bookingMessages.stateNotServed, 'state')
    return { state }
  }
  if (!location || location.length > 100) throw badRequest('Please choose a clinic', 'location')
  return { locationId: location }
}

/**
 * The earliest calendar date an instant can fall on in a schedule's zone: the day before its UTC
 * date. There the evening is still "today" hours after the UTC date has turned (from 18:00 in
 * Chicago in winter), so slots are listed from here: clamping to the UTC date would hide
 * tonight's slots from a patient asking for their own today. What has passed, or is within the
 * minimum notice, is left out by the slots' own rule (`now` and the notice), not by the date.
 */
export function earliestDay(at: Date): string {
  return addDays(at.toISOString().slice(0, 10), -1)
}

/**
 * The days to work out to find one slot: its local date in the schedule's zone may be the day
 * before its UTC date, or the day after, so a day either side.
 */
export function daysAround(start: Date): { from: string; days: number } {
  return { from: earliestDay(start), days: 3 }
}

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000)
}

export type SlotsAsked = {
  visit: VisitType
  state?: string
  location?: string
  from?: string
  days?: string
}

export function createBookingOffer({ db, now }: { db: Database; now: () => Date }) {
  async function nextSlots(query: Omit<SlotQuery, 'from' | 'days' | 'now'>, count = 6) {
    const at = now()
    const [found, locations] = await Promise.all([
      freeSlots(db, {
        ...query,
        from: earliestDay(at),
        days: BOOKING_LIMITS.maxDaysPerRequest,
        now: at,
      }),
      locationsById(db),
    ])
    return found.slice(0, count).map((slot) => toBookableSlot(slot, locations))
  }

  return {
    async options(): Promise<BookingOptions> {
      const locations = await bookableLocations(db)
      return {
        visitTypes: visitTypes.map((id) => ({ id, label: visitTypeLabels[id] })),
        states: SERVED_STATES.map(({ code, name }) => ({ code, name })),
        locations: locations.map(toBookingLocation),
        cutoffHours: BOOKING_LIMITS.defaultCutoffHours,
      }
    },

    async slots(asked: SlotsAsked): Promise<SlotsAnswer> {
      const visit = asked.visit
      const place = placeOf(visit, asked.state, asked.location)
      const at = now()
      const today = at.toISOString().slice(0, 10)
      const earliest = earliestDay(at)
      const from = asked.from ?? today
      const days = asked.days === undefined ? 7 : Number(asked.days)
      const horizon = addDays(today, BOOKING_LIMITS.horizonDays)
      const start = from < earliest ? earliest : from
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
      return {
        slots: found.map((slot) => toBookableSlot(slot, locations)),
        nextFrom: following < horizon && schedules.length > 0 ? following : null,
      }
    },

    /** 409's answer when the chosen slot is gone: the next free ones of its kind and place. */
    async takenAnswer(query: SlotQuery): Promise<SlotTakenAnswer> {
      const { scheduleId: _one, ...wider } = query
      return {
        code: 'slot_taken',
        message: bookingMessages.slotTaken,
        next: await nextSlots({ ...wider, minimumNoticeMinutes: notice }),
      }
    },
  }
}

export type BookingOffer = ReturnType<typeof createBookingOffer>
