import type * as z from 'zod/mini'

import type { bookRequestSchema } from '../../shared/booking/booking'
import type { Database } from '../db/database'
import { PlainError } from '../middleware/wire-error'
import { findAppointment } from './appointment.queries'
import type { RestoreRequest } from './booking-cancel'
import { createBookingChanges } from './booking-changes'
import { createBookingOffer } from './booking-offer'
import type { BookingService } from './booking-service'
import type { VideoVisits } from './video-visits'

// Staff booking a patient into a free time on the calendar, and moving a visit, on the
// patient's behalf (docs/architecture.md, Booking). Both are the patients' own use-cases, with
// their exactly-once slot (the unique index on a clinician's start) and their mails: booking is
// the booking service's `book` with the staff member as caller — booked at once, as staff
// booking from a consultation request is, and audited in the booking's transaction — and
// moving is booking-changes.ts's `reschedule` for staff, audited in the move's transaction.

export type StaffVisitsDeps = {
  db: Database
  publicUrl: string
  restoreRequest: RestoreRequest
  onMailQueued?: () => void
  now: () => Date
  /** Seals a moved video visit's join link while its mails wait (outbox-seal.ts). */
  intakeKey: Buffer
  /** Video visits' join links and rooms (video-visits.ts). */
  videos: VideoVisits
  /** The patients' booking service: staff book through its `book`. */
  booking: Pick<BookingService, 'book'>
}

export function createStaffVisits(deps: StaffVisitsDeps) {
  const changes = createBookingChanges(deps, createBookingOffer(deps))
  return {
    /** Book a free slot for the patient named: 201 with the visit, or 409 when it was taken. */
    book(input: z.infer<typeof bookRequestSchema>, staffId: string, ip: () => string) {
      return deps.booking.book(input, {
        caller: { kind: 'user', userId: staffId, staff: true },
        ip,
      })
    },

    /** Move a booked visit to another free slot: 200 with the visit, or 409 when it was taken. */
    async reschedule(id: string, input: { slot: string; idempotencyKey: string }, staffId: string) {
      const row = await findAppointment(deps.db, id)
      if (!row) throw new PlainError(404, 'No such visit', { code: 'not_found' })
      return changes.reschedule(row, input, { staffId })
    },

    /** Open a video visit's room as its moderator, in its window: audited (video-visits.ts). */
    startVideo(id: string, staffId: string) {
      return deps.videos.startAsStaff(id, staffId)
    },
  }
}

export type StaffVisits = ReturnType<typeof createStaffVisits>
