import type * as z from 'zod/mini'

import {
  BOOKING_LIMITS,
  bookingMessages,
  type confirmRequestSchema,
} from '../../shared/booking/booking'
import type { ApiCaller } from '../lib/api-caller'
import { PlainError } from '../middleware/wire-error'
import { toPatientAppointment } from './appointment-views.queries'
import { findAppointment, tokenMatches } from './appointment.queries'
import { createBook } from './booking-book'
import { createBookingChanges } from './booking-changes'
import { createConfirmation } from './booking-confirm'
import type { BookingServiceDeps } from './booking-deps'
import { createBookingOffer, type SlotsAsked } from './booking-offer'
import { offerOnly, withVideo } from './video-visits'

// The booking service (docs/architecture.md, Booking): what may be booked, booking a visit
// (booking-book.ts), confirming it by the mailed link, and cancelling and moving it
// (booking-changes.ts). Rate
// limits, mails, audit and the consultation request's pipeline step all happen here, in the
// change's transaction. It knows nothing of HTTP; booking.routes.ts is the thin router on it.

const cutoffHours = BOOKING_LIMITS.defaultCutoffHours
const unknownAppointment = () =>
  new PlainError(404, bookingMessages.unknownAppointment, { code: 'not_found' })

export function createBookingService(deps: BookingServiceDeps) {
  const { db, now } = deps
  const offer = createBookingOffer(deps)
  const { manageLink, whenConfirmed, ...confirmation } = createConfirmation(deps)
  const book = createBook(deps, offer, { manageLink, whenConfirmed })
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
