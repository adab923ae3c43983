import { type Context, Hono } from 'hono'
import * as z from 'zod/mini'

import {
  BOOKING_LIMITS,
  bookingMessages,
  bookRequestSchema,
  cancelRequestSchema,
  confirmRequestSchema,
  rescheduleRequestSchema,
  visitTypes,
} from '../../shared/booking/booking'
import { uuid } from '../../shared/ids'
import type { ProfileGiven } from '../../shared/patient-profile'
import { type Callers, door, type KeyEnv } from '../middleware/caller-door'
import { readJsonBody, readParam, readQuery } from '../middleware/read-input'
import { PlainError } from '../middleware/wire-error'
import type { BookingService } from './booking-service'

// `/booking/v1`: self-service booking (docs/wire-contract.md, Booking API). Anyone with the site's
// API key may list free slots and book one; a signed-in patient's booking is also theirs in My
// care. A booking is changed by its patient (signed in) or through the signed link mailed to
// them, until the cut-off before the visit. The use-cases are booking-service.ts; this router
// reads the input and writes the answer.

export type BookingRoutesDeps = {
  /** Who is calling (app.ts): the door admits anyone with the site's key. */
  callers: Callers
  service: BookingService
  /** The caller's address, for rate limits. */
  clientIp: (c: Context) => string
  /** Keeps what a signed-in patient gave in their profile (app: lib/patient-profile.ts). */
  remember: (userId: string, given: ProfileGiven) => Promise<void>
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

const MANAGE_TOKEN_HEADER = 'x-booking-token'

export function createBookingRoutes({ callers, service, clientIp, remember }: BookingRoutesDeps) {
  const app = new Hono<Env>()

  app.use(door(callers, 'api-key'))

  /** The visit's id in the path; one that cannot be a visit's is as unknown as a missing one. */
  const idOf = (c: Context<Env>) =>
    readParam(
      c,
      'id',
      uuid(),
      () => new PlainError(404, bookingMessages.unknownAppointment, { code: 'not_found' }),
    )

  app.get('/options', async (c) => c.json(await service.options()))

  app.get('/slots', async (c) => c.json(await service.slots(readQuery(c, slotsQuery))))

  app.post('/appointments', async (c) => {
    const input = await readJsonBody(c, bookRequestSchema)
    const { caller } = c.var
    const { status, answer } = await service.book(input, { caller, ip: () => clientIp(c) })
    // A patient's own booking: its phone and state are offered next time (staff booking for
    // someone else give details that are not their own).
    if (status < 300 && caller.kind === 'user' && !caller.staff) {
      await remember(caller.userId, { phone: input.phone, state: input.state })
    }
    return c.json(answer, status)
  })

  app.post('/appointments/:id/confirm', async (c) => {
    const input = await readJsonBody(c, confirmRequestSchema)
    return c.json(await service.confirm(idOf(c), input, c.var.caller))
  })

  app.get('/appointments/:id', async (c) => {
    // In a header, not the query string: proxies log query strings.
    const token = c.req.header(MANAGE_TOKEN_HEADER)
    return c.json(await service.show(idOf(c), token, c.var.caller))
  })

  app.post('/appointments/:id/cancel', async (c) => {
    const input = await readJsonBody(c, cancelRequestSchema)
    return c.json(await service.cancel(idOf(c), input.token, c.var.caller))
  })

  app.post('/appointments/:id/reschedule', async (c) => {
    const input = await readJsonBody(c, rescheduleRequestSchema)
    const { status, answer } = await service.reschedule(idOf(c), input, c.var.caller)
    return c.json(answer, status)
  })

  return app
}
