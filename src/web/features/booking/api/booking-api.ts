import { type Answer, apiRequest } from '@/lib/api-request'
import type {
  BookAnswer,
  BookingOptions,
  BookRequest,
  PatientAppointment,
  SlotsAnswer,
  SlotTakenAnswer,
  VisitType,
} from '@shared/booking/booking'

// Self-service booking, /booking/v1 (docs/architecture.md, Booking). A guest calls it with the
// anon key; a signed-in patient's token makes the booking theirs. A guest manages a booking
// with the manage token the confirmation and the e-mail carry.

export function bookingRequest<T>(
  path: string,
  init: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Answer<T>> {
  return apiRequest<T>('/booking/v1', path, init)
}

/** Which schedule's free times to list: a telehealth visit by state, a clinic visit by place. */
export type SlotQuery =
  { visit: Exclude<VisitType, 'clinic'>; state: string } | { visit: 'clinic'; location: string }

export const OPTIONS_PATH = '/options'

/** A 200 with something else than options (a proxy's page) is a failure too. */
export function isBookingOptions(data: unknown): data is BookingOptions {
  if (typeof data !== 'object' || data === null) return false
  const options = data as Partial<BookingOptions>
  return (
    Array.isArray(options.states) &&
    Array.isArray(options.locations) &&
    typeof options.cutoffHours === 'number'
  )
}

export function slotsPath(query: SlotQuery, from: string, days: number): string {
  const params = new URLSearchParams({ visit: query.visit })
  if (query.visit === 'clinic') params.set('location', query.location)
  else params.set('state', query.state)
  params.set('from', from)
  params.set('days', String(days))
  return `/slots?${params.toString()}`
}

export function getSlots(query: SlotQuery, from: string, days: number) {
  return bookingRequest<SlotsAnswer>(slotsPath(query, from, days))
}

export function bookAppointment(request: BookRequest) {
  return bookingRequest<BookAnswer>('/appointments', { method: 'POST', body: request })
}

/** How the page proves it may see a booking: the signed link's token, or the session. */
export type AppointmentRef = { id: string; token: string | null }

export function appointmentPath({ id }: AppointmentRef): string {
  return `/appointments/${encodeURIComponent(id)}`
}

/** Reads a booking: the link's token goes in a header, never the URL (proxies log URLs). */
export function readAppointment<T>(token: string | null) {
  return (path: string) =>
    bookingRequest<T>(path, token ? { headers: { 'X-Booking-Token': token } } : {})
}

type AppointmentAnswer = { appointment: PatientAppointment }

/**
 * Confirms a pending visit with the tokens of the link mailed to its address, and answers with
 * the visit (as a read does): used in place of the read when the link is opened.
 */
export function confirmAndRead(token: string, confirmToken: string) {
  return (path: string) =>
    bookingRequest<AppointmentAnswer>(`${path}/confirm`, {
      method: 'POST',
      body: { token, confirmToken },
    })
}

export function cancelAppointment({ id, token }: AppointmentRef) {
  return bookingRequest<AppointmentAnswer>(`/appointments/${encodeURIComponent(id)}/cancel`, {
    method: 'POST',
    body: token ? { token } : {},
  })
}

export function rescheduleAppointment(
  { id, token }: AppointmentRef,
  slot: string,
  idempotencyKey: string,
) {
  return bookingRequest<AppointmentAnswer>(`/appointments/${encodeURIComponent(id)}/reschedule`, {
    method: 'POST',
    body: { ...(token ? { token } : {}), slot, idempotencyKey },
  })
}

/** A 409 that offers the next free times instead of the one taken. */
export function slotTaken(status: number, body: unknown): SlotTakenAnswer | null {
  if (status !== 409 || typeof body !== 'object' || body === null) return null
  const answer = body as Partial<SlotTakenAnswer>
  if (answer.code !== 'slot_taken') return null
  return {
    code: 'slot_taken',
    message: typeof answer.message === 'string' ? answer.message : '',
    next: Array.isArray(answer.next) ? answer.next : [],
  }
}

/** The `code` of a refusal, when it has one (`past_cutoff`, `slot_taken`). */
export function refusalCode(body: unknown): string | undefined {
  return typeof body === 'object' &&
    body !== null &&
    'code' in body &&
    typeof body.code === 'string'
    ? body.code
    : undefined
}

/** The `field` a 400 names. */
export function refusalField(body: unknown): string | undefined {
  return typeof body === 'object' &&
    body !== null &&
    'field' in body &&
    typeof body.field === 'string'
    ? body.field
    : undefined
}
