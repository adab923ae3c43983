import * as z from 'zod/mini'

import { US_STATES } from '../intake/us-states'
import { BOOKING_LIMITS, SLOT_MINUTES } from './booking'
import { isValidTimeZone } from './time-zone'

// What the staff's booking API accepts (docs/wire-contract.md, Booking API): the availability
// records, time off, attendance and the calendar's window. Read by the server's booking-staff.routes.ts; the
// checked values are what booking-staff-service.ts works on.

const ID = /^[\w-]{1,64}$/
/** An availability record's or a visit's id in the path (ids made before UUIDs included). */
export const recordId = z.string().check(z.regex(ID))
export const calendarQuery = z.object({
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

export const locationSchema = z.object({
  name: text('Name', 100),
  address: text('Address', 200),
  state: z.string().check(z.refine((code) => stateCodes.has(code), 'Choose a state')),
  timeZone,
  active: z.optional(z.boolean()),
})

export const clinicianSchema = z.object({
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

export const scheduleSchema = z.object({
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

export const exceptionSchema = z.object({
  clinicianId: z.string().check(z.regex(ID, 'Choose a clinician')),
  start: z.iso.datetime({ offset: true, message: 'Start must be a date and time' }),
  end: z.iso.datetime({ offset: true, message: 'End must be a date and time' }),
  reason: text('Reason', 200),
})

export const attendanceSchema = z.object({ status: z.enum(['booked', 'fulfilled', 'noshow']) })

/** The availability records staff add and change, by their path under `/staff/v1/booking`. */
export const availabilitySchemas = {
  locations: locationSchema,
  clinicians: clinicianSchema,
  schedules: scheduleSchema,
}
export type AvailabilityKind = keyof typeof availabilitySchemas
export type AvailabilityInput<K extends AvailabilityKind> = z.infer<(typeof availabilitySchemas)[K]>
export type ExceptionInput = z.infer<typeof exceptionSchema>
export type Attendance = z.infer<typeof attendanceSchema>['status']

/** Staff moving a visit: the new slot (its opaque id) and a key per attempt. */
export const staffRescheduleSchema = z.object({
  slot: z.string('Choose a new time').check(z.minLength(1, 'Choose a new time'), z.maxLength(200)),
  idempotencyKey: z.string().check(z.regex(/^[\w-]{8,100}$/, 'Each attempt needs its own key')),
})
