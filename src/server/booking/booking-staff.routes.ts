import { type Context, Hono } from 'hono'

import {
  attendanceSchema,
  type AvailabilityInput,
  availabilitySchemas,
  type AvailabilityKind,
  calendarQuery,
  exceptionSchema,
  recordId,
  staffRescheduleSchema,
} from '../../shared/booking/availability-input'
import { bookRequestSchema } from '../../shared/booking/booking'
import type { CalendarAnswer } from '../../shared/booking/staff-booking-wire'
import { type Callers, door, type StaffEnv } from '../middleware/caller-door'
import { readJsonBody, readParam, readQuery } from '../middleware/read-input'
import { PlainError } from '../middleware/wire-error'
import type { BookingStaffService } from './booking-staff-service'
import type { StaffVisits } from './booking-staff-visits'

// `/staff/v1/booking`: availability and the calendar in the staff workspace (docs/wire-contract.md,
// Booking API). Clinics, clinicians with the states they are licensed in, each clinician's weekly
// hours per place, time off; and the visits between two instants, which staff mark attended or
// no-show (once begun) or cancel; staff also book a patient into a free time and move a visit. The use-cases, with their audit, are booking-staff-service.ts; this router
// reads the input and writes the answer.

export type BookingStaffRoutesDeps = {
  /** Who is calling (app.ts): the door admits staff only. */
  callers: Callers
  service: BookingStaffService
  /** Booking and moving a visit on a patient's behalf (booking-staff-visits.ts). */
  visits: StaffVisits
  /** The caller's address, for the booking limits. */
  clientIp: (c: Context) => string
}

type Env = StaffEnv

export function createBookingStaffRoutes({
  callers,
  service,
  visits,
  clientIp,
}: BookingStaffRoutesDeps) {
  const app = new Hono<Env>()

  app.use(door(callers, 'staff'))

  const notFound = () => new PlainError(404, 'Not found', { code: 'not_found' })
  const idOf = (c: Context) => readParam(c, 'id', recordId, notFound)

  app.get('/setup', async (c) => c.json(await service.setup()))

  /** Add (POST) and change (PUT /:id) one kind of availability record. */
  function editable<K extends AvailabilityKind>(kind: K) {
    const schema = availabilitySchemas[kind]
    app.post(`/${kind}`, async (c) => {
      const input = (await readJsonBody(c, schema)) as AvailabilityInput<K>
      const id = await service.addRecord(kind, input, c.var.staffId)
      return c.json({ id }, 201)
    })
    app.put(`/${kind}/:id`, async (c) => {
      const id = idOf(c)
      const input = (await readJsonBody(c, schema)) as AvailabilityInput<K>
      await service.changeRecord(kind, id, input, c.var.staffId)
      return c.json({ id })
    })
  }

  editable('locations')
  editable('clinicians')
  editable('schedules')

  app.post('/exceptions', async (c) => {
    const input = await readJsonBody(c, exceptionSchema)
    const id = await service.addTimeOff(input, c.var.staffId)
    return c.json({ id }, 201)
  })

  app.delete('/exceptions/:id', async (c) => {
    const id = idOf(c)
    await service.removeTimeOff(id, c.var.staffId)
    return c.json({ id })
  })

  app.get('/calendar', async (c) => {
    const query = readQuery(c, calendarQuery)
    const from = new Date(query.from ?? '')
    const to = new Date(query.to ?? '')
    if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime()) || to <= from) {
      throw new PlainError(400, '`from` and `to` must be instants, `to` after `from`', {
        code: 'invalid_request',
      })
    }
    if (to.getTime() - from.getTime() > 42 * 86_400_000) {
      throw new PlainError(400, 'Ask for at most six weeks at a time', { code: 'invalid_request' })
    }
    const answer: CalendarAnswer = await service.calendar(
      { from, to, clinician: query.clinician || undefined },
      c.var.staffId,
    )
    return c.json(answer)
  })

  /** Book a free time for a patient: 201, or 409 `slot_taken` with the next free times. */
  app.post('/appointments', async (c) => {
    const input = await readJsonBody(c, bookRequestSchema)
    const { status, answer } = await visits.book(input, c.var.staffId, () => clientIp(c))
    return c.json(answer, status)
  })

  /** Move a booked visit to another free time: 200, or 409 `slot_taken`. */
  app.post('/appointments/:id/reschedule', async (c) => {
    const id = idOf(c)
    const input = await readJsonBody(c, staffRescheduleSchema)
    const { status, answer } = await visits.reschedule(id, input, c.var.staffId)
    return c.json(answer, status)
  })

  app.post('/appointments/:id/status', async (c) => {
    const id = idOf(c)
    const { status } = await readJsonBody(c, attendanceSchema)
    return c.json({ id, status: await service.markAttendance(id, status, c.var.staffId) })
  })

  /** Open a video visit's room as its moderator (in its window): the room's link. Audited. */
  app.post('/appointments/:id/video', async (c) => {
    const id = idOf(c)
    return c.json(await visits.startVideo(id, c.var.staffId))
  })

  app.post('/appointments/:id/cancel', async (c) => {
    const id = idOf(c)
    await service.cancel(id, c.var.staffId)
    return c.json({ id, status: 'cancelled' })
  })

  return app
}
