import { randomUUID } from 'node:crypto'

import { type Context, Hono } from 'hono'
import * as z from 'zod/mini'

import { BOOKING_LIMITS, SLOT_MINUTES } from '../../shared/booking/booking'
import { validateWeeklyHours, type WeeklyHours } from '../../shared/booking/slots'
import { isValidTimeZone } from '../../shared/booking/time-zone'
import { US_STATES } from '../../shared/intake/us-states'
import type { Database } from '../db/database'
import { type AuditAction, recordAudit } from '../lib/audit-log'
import { type Callers, door, type StaffEnv } from '../middleware/caller-door'
import { readJsonBody, readParam, readQuery } from '../middleware/read-input'
import { PlainError } from '../middleware/wire-error'
import { enqueue, withdrawPending } from '../outbox/outbox.queries'
import {
  appointmentsBetween,
  cancelAppointment,
  findAppointment,
  recordAttendance,
  toPatientAppointment,
} from './appointment.queries'
import { cancelledMails, reminderIds } from './booking-mail'
import type { RestoreRequest } from './booking.routes'

// `/staff/v1/booking`: availability and the calendar in the staff workspace (docs/wire-contract.md,
// Booking API). Clinics, clinicians with the states they are licensed in, each clinician's weekly
// hours per place, time off; and the visits between two instants, which staff mark attended or
// no-show or cancel. Every change and every read of the calendar (it names patients) is audited;
// a change's audit record is written in the change's own transaction, so that a change is never
// stored without its record (docs/architecture.md, Privacy).

export type BookingStaffRoutesDeps = {
  db: Database
  publicUrl: string
  /** Who is calling (app.ts): the door admits staff only. */
  callers: Callers
  onMailQueued?: () => void
  /** Put a cancelled visit's consultation request back where it stood (booking.routes.ts). */
  restoreRequest: RestoreRequest
  /** The app's one clock (AppDeps.clock). */
  now: () => Date
}

type Env = StaffEnv

const ID = /^[\w-]{1,64}$/
/** An availability record's or a visit's id in the path (ids made before UUIDs included). */
const recordId = z.string().check(z.regex(ID))
const calendarQuery = z.object({
  from: z.optional(z.string()),
  to: z.optional(z.string()),
  clinician: z.optional(z.string().check(z.maxLength(64))),
})
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/
const stateCodes = new Set<string>(US_STATES.map((state) => state.code))

const text = (label: string, max: number) =>
  z
    .string(`${label} is required`)
    .check(
      z.trim(),
      z.minLength(1, `${label} is required`),
      z.maxLength(max, `${label} must be at most ${max} characters`),
    )

const timeZone = z
  .string('Choose a time zone')
  .check(z.refine(isValidTimeZone, 'Choose a time zone such as America/Chicago'))

const locationSchema = z.object({
  name: text('Name', 100),
  address: text('Address', 200),
  state: z.string().check(z.refine((code) => stateCodes.has(code), 'Choose a state')),
  timeZone,
  active: z.optional(z.boolean()),
})

const clinicianSchema = z.object({
  name: text('Name', 100),
  title: text('Title', 100),
  licensedStates: z
    .array(z.string().check(z.refine((code) => stateCodes.has(code), 'Unknown state')))
    .check(z.maxLength(60)),
  active: z.optional(z.boolean()),
})

const hoursSchema = z
  .array(
    z.object({
      weekday: z.number().check(z.int(), z.gte(0), z.lte(6)),
      start: z.string().check(z.regex(TIME, 'Times are HH:MM')),
      end: z.string().check(z.regex(TIME, 'Times are HH:MM')),
    }),
  )
  .check(z.maxLength(50))

const scheduleSchema = z.object({
  clinicianId: z.string().check(z.regex(ID, 'Choose a clinician')),
  /** Null for telehealth. */
  locationId: z.nullable(z.string().check(z.regex(ID, 'Choose a clinic'))),
  timeZone,
  slotMinutes: z
    .number()
    .check(
      z.refine(
        (value) => (SLOT_MINUTES as readonly number[]).includes(value),
        'Slots are 20 or 30 minutes',
      ),
    ),
  bufferMinutes: z
    .number()
    .check(
      z.int(),
      z.gte(0, 'The buffer cannot be negative'),
      z.lte(BOOKING_LIMITS.maxBufferMinutes, `At most ${BOOKING_LIMITS.maxBufferMinutes} minutes`),
    ),
  hours: hoursSchema,
  active: z.optional(z.boolean()),
})

const exceptionSchema = z.object({
  clinicianId: z.string().check(z.regex(ID, 'Choose a clinician')),
  start: z.iso.datetime({ offset: true, message: 'Start must be a date and time' }),
  end: z.iso.datetime({ offset: true, message: 'End must be a date and time' }),
  reason: text('Reason', 200),
})

const attendanceSchema = z.object({ status: z.enum(['booked', 'fulfilled', 'noshow']) })

export function createBookingStaffRoutes(deps: BookingStaffRoutesDeps) {
  const { db } = deps
  const { now } = deps
  const app = new Hono<Env>()

  app.use(door(deps.callers, 'staff'))

  const audit = (
    trx: Database,
    c: Context<Env>,
    action: AuditAction,
    target: string,
    detail: unknown,
  ) => recordAudit(trx, { actorId: c.var.staffId, action, target, detail })

  const notFound = () => new PlainError(404, 'Not found', { code: 'not_found' })
  const idOf = (c: Context) => readParam(c, 'id', recordId, notFound)

  app.get('/setup', async (c) => {
    const [locations, clinicians, schedules, exceptions] = await Promise.all([
      db.selectFrom('clinic_locations').selectAll().orderBy('name').execute(),
      db.selectFrom('clinicians').selectAll().orderBy('name').execute(),
      db.selectFrom('schedules').selectAll().orderBy('created_at').execute(),
      db
        .selectFrom('schedule_exceptions')
        .selectAll()
        .where('ends_at', '>', now().toISOString())
        .orderBy('starts_at')
        .execute(),
    ])
    return c.json({
      locations: locations.map((row) => ({
        id: row.id,
        name: row.name,
        address: row.address,
        state: row.state,
        timeZone: row.time_zone,
        active: row.active === 1,
      })),
      clinicians: clinicians.map((row) => ({
        id: row.id,
        name: row.name,
        title: row.title,
        licensedStates: row.licensed_states ? row.licensed_states.split(',') : [],
        active: row.active === 1,
      })),
      schedules: schedules.map((row) => ({
        id: row.id,
        clinicianId: row.clinician_id,
        locationId: row.location_id,
        timeZone: row.time_zone,
        slotMinutes: row.slot_minutes,
        bufferMinutes: row.buffer_minutes,
        hours: JSON.parse(row.hours) as WeeklyHours[],
        active: row.active === 1,
      })),
      exceptions: exceptions.map((row) => ({
        id: row.id,
        clinicianId: row.clinician_id,
        start: row.starts_at,
        end: row.ends_at,
        reason: row.reason,
      })),
    })
  })

  /**
   * Add (POST) and change (PUT /:id) one kind of availability record, audited. `columns` maps
   * the checked body to its row; `check` refuses what the schema cannot see.
   */
  function editable<S extends z.ZodMiniType>(
    route: string,
    table: 'clinic_locations' | 'clinicians' | 'schedules',
    schema: S,
    columns: (input: z.infer<S>) => Record<string, string | number | null>,
    { what, check }: { what: string; check?: (input: z.infer<S>) => Promise<void> },
  ) {
    const target = (id: string) => `${route.slice(1, -1)}:${id}`
    app.post(route, async (c) => {
      const input = await readJsonBody(c, schema)
      await check?.(input)
      const iso = now().toISOString()
      const id = randomUUID()
      // The three tables share id and timestamps; `columns` gives each its own fields.
      const row = { id, ...columns(input), created_at: iso, updated_at: iso } as never
      await db.transaction().execute(async (trx) => {
        await trx.insertInto(table).values(row).execute()
        await audit(trx, c, 'availability.update', target(id), { created: true })
      })
      return c.json({ id }, 201)
    })
    app.put(`${route}/:id`, async (c) => {
      const id = idOf(c)
      const input = await readJsonBody(c, schema)
      await check?.(input)
      const changes = { ...columns(input), updated_at: now().toISOString() } as never
      await db.transaction().execute(async (trx) => {
        const result = await trx
          .updateTable(table)
          .set(changes)
          .where('id', '=', id)
          .executeTakeFirst()
        if (Number(result.numUpdatedRows) !== 1) throw new PlainError(404, `No such ${what}`)
        await audit(trx, c, 'availability.update', target(id), { updated: true })
      })
      return c.json({ id })
    })
  }

  editable(
    '/locations',
    'clinic_locations',
    locationSchema,
    (input) => ({
      name: input.name,
      address: input.address,
      state: input.state,
      time_zone: input.timeZone,
      active: input.active === false ? 0 : 1,
    }),
    { what: 'clinic' },
  )

  editable(
    '/clinicians',
    'clinicians',
    clinicianSchema,
    (input) => ({
      name: input.name,
      title: input.title,
      licensed_states: [...new Set(input.licensedStates)].join(','),
      active: input.active === false ? 0 : 1,
    }),
    { what: 'clinician' },
  )

  /** Checks a schedule's hours, and that its clinician (and clinic) exist. */
  async function checkSchedule(input: z.infer<typeof scheduleSchema>) {
    const problem = validateWeeklyHours(input.hours)
    if (problem) throw new PlainError(400, problem, { code: 'invalid_request', field: 'hours' })
    const clinician = await db
      .selectFrom('clinicians')
      .select('id')
      .where('id', '=', input.clinicianId)
      .executeTakeFirst()
    if (!clinician) throw new PlainError(400, 'No such clinician', { field: 'clinicianId' })
    if (input.locationId !== null) {
      const location = await db
        .selectFrom('clinic_locations')
        .select('id')
        .where('id', '=', input.locationId)
        .executeTakeFirst()
      if (!location) throw new PlainError(400, 'No such clinic', { field: 'locationId' })
    }
  }

  editable(
    '/schedules',
    'schedules',
    scheduleSchema,
    (input) => ({
      clinician_id: input.clinicianId,
      location_id: input.locationId,
      time_zone: input.timeZone,
      slot_minutes: input.slotMinutes,
      buffer_minutes: input.bufferMinutes,
      hours: JSON.stringify(input.hours),
      active: input.active === false ? 0 : 1,
    }),
    { what: 'schedule', check: checkSchedule },
  )

  app.post('/exceptions', async (c) => {
    const input = await readJsonBody(c, exceptionSchema)
    const start = new Date(input.start)
    const end = new Date(input.end)
    if (end <= start) {
      throw new PlainError(400, 'The end must be after the start', { field: 'end' })
    }
    const clinician = await db
      .selectFrom('clinicians')
      .select('id')
      .where('id', '=', input.clinicianId)
      .executeTakeFirst()
    if (!clinician) throw new PlainError(400, 'No such clinician', { field: 'clinicianId' })
    const id = randomUUID()
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('schedule_exceptions')
        .values({
          id,
          clinician_id: input.clinicianId,
          starts_at: start.toISOString(),
          ends_at: end.toISOString(),
          reason: input.reason,
          created_by: c.var.staffId,
          created_at: now().toISOString(),
        })
        .execute()
      await audit(trx, c, 'availability.update', `exception:${id}`, { created: true })
    })
    return c.json({ id }, 201)
  })

  app.delete('/exceptions/:id', async (c) => {
    const id = idOf(c)
    await db.transaction().execute(async (trx) => {
      const result = await trx
        .deleteFrom('schedule_exceptions')
        .where('id', '=', id)
        .executeTakeFirst()
      if (Number(result.numDeletedRows) !== 1) throw new PlainError(404, 'No such time off')
      await audit(trx, c, 'availability.update', `exception:${id}`, { deleted: true })
    })
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
    const rows = await appointmentsBetween(db, from, to, query.clinician || undefined)
    const at = now()
    const visits = await Promise.all(
      rows.map(async (row) => ({
        ...(await toPatientAppointment(db, row, BOOKING_LIMITS.defaultCutoffHours, at)),
        clinicianId: row.clinician_id,
        patient: {
          firstName: row.first_name,
          lastName: row.last_name,
          email: row.email,
          phone: row.phone,
          state: row.patient_state,
        },
        consultationId: row.consultation_id,
      })),
    )
    // Before the answer: a read that cannot be recorded is not answered.
    await audit(db, c, 'booking.calendar', 'appointments', {
      from: from.toISOString(),
      to: to.toISOString(),
      ids: rows.map((row) => row.id),
    })
    return c.json({ appointments: visits })
  })

  app.post('/appointments/:id/status', async (c) => {
    const id = idOf(c)
    const { status } = await readJsonBody(c, attendanceSchema)
    const row = await db.transaction().execute(async (trx) => {
      const marked = await recordAttendance(trx, id, status, now())
      if (marked) await audit(trx, c, 'booking.update', `appointment:${id}`, { status })
      return marked
    })
    if (!row) throw new PlainError(404, 'No such visit, or it was cancelled', { code: 'not_found' })
    return c.json({ id, status: row.status })
  })

  app.post('/appointments/:id/cancel', async (c) => {
    const id = idOf(c)
    const row = await findAppointment(db, id)
    if (!row) throw new PlainError(404, 'No such visit', { code: 'not_found' })
    const at = now()
    const outcome = await cancelAppointment(db, row, 'staff', at, async (trx, after) => {
      await audit(trx, c, 'booking.update', `appointment:${id}`, { status: 'cancelled' })
      await deps.restoreRequest(trx, after, c.var.staffId, at)
      // A pending visit was never confirmed, nor put in the patient's calendar: no notice.
      if (row.status === 'pending') return
      await withdrawPending(trx, reminderIds(row.id, row.sequence))
      await enqueue(
        trx,
        cancelledMails({
          appointment: await toPatientAppointment(
            trx,
            after,
            BOOKING_LIMITS.defaultCutoffHours,
            at,
          ),
          to: {
            email: after.email,
            firstName: after.first_name,
            lastName: after.last_name,
            phone: after.phone,
          },
          sequence: after.sequence,
          publicUrl: deps.publicUrl,
          now: at,
        }),
      )
    })
    if (outcome.kind !== 'changed') {
      throw new PlainError(409, 'This visit is not booked', { code: 'not_booked' })
    }
    deps.onMailQueued?.()
    return c.json({ id, status: 'cancelled' })
  })

  return app
}
