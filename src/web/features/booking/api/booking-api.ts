import { type Answer, apiRequest } from '@/lib/api-request'
import { NO_ANSWER } from '@/lib/change-action'
import {
  BOOKING_LIMITS,
  type BookableSlot,
  type BookAnswer,
  type BookingOptions,
  type BookRequest,
  type PatientAppointment,
  type SlotsAnswer,
  type SlotTakenAnswer,
  type VisitType,
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

/** The booking options /book starts from; a network failure is an answer with no status. */
export function readBookingOptions(): Promise<Answer<BookingOptions>> {
  return bookingRequest<BookingOptions>(OPTIONS_PATH).catch(() => ({
    ok: false as const,
    status: NO_ANSWER,
    body: null,
  }))
}

/** Days asked for at once: a week reads well on a phone and keeps each answer small. */
const DAYS_PER_PAGE = 7
/** Enough empty weeks to cross the whole horizon, and no more, when a schedule is empty. */
const MAX_EMPTY_PAGES = Math.ceil(BOOKING_LIMITS.horizonDays / DAYS_PER_PAGE) + 1

/** One page of free times; null when it could not be read. */
export type SlotsPage = { slots: BookableSlot[]; nextFrom: string | null } | null

/**
 * One page from `from`; a week with nothing free moves on to the answer's `nextFrom` at once,
 * so the first free time is one tap away however far ahead it is.
 */
export async function readSlotsPage(query: SlotQuery, from: string): Promise<SlotsPage> {
  let cursor = from
  for (let page = 0; page < MAX_EMPTY_PAGES; page += 1) {
    const answer = await getSlots(query, cursor, DAYS_PER_PAGE).catch(() => null)
    if (!answer?.ok || !Array.isArray(answer.data?.slots)) return null
    const { slots, nextFrom } = answer.data
    if (slots.length > 0 || !nextFrom) return { slots, nextFrom: nextFrom ?? null }
    cursor = nextFrom
  }
  return { slots: [], nextFrom: null }
}

/** What /book's loader answers a search for free times with. */
export type SlotsRead = { times: SlotsPage }

/**
 * The search that asks /book's loader for a page of free times rather than the options (the
 * slot picker's `useFetcher().load`, app/routes/book.tsx): `read=times`, the query and the day.
 */
export function slotsSearch(query: SlotQuery, from: string): string {
  const params = new URLSearchParams({ read: 'times', visit: query.visit })
  if (query.visit === 'clinic') params.set('location', query.location)
  else params.set('state', query.state)
  params.set('from', from)
  return `?${params.toString()}`
}

/** The page of free times a search asks for (see slotsSearch), or null when it asks none. */
export function slotsReadOf(params: URLSearchParams): { query: SlotQuery; from: string } | null {
  const visit = params.get('visit')
  const from = params.get('from')
  if (params.get('read') !== 'times' || !from) return null
  if (visit === 'clinic') {
    const location = params.get('location')
    return location ? { query: { visit, location }, from } : null
  }
  const state = params.get('state')
  return (visit === 'phone' || visit === 'video') && state
    ? { query: { visit, state }, from }
    : null
}

/** What /book asks its route's action (app/routes/book.tsx): book this time. */
export type BookChange = { intent: 'book'; request: BookRequest }

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

/** What /book/manage's loader answers a search for one visit with. */
export type VisitRead = { visit: Answer<AppointmentAnswer> }

/**
 * The search that asks /book/manage's loader for one visit (manage-appointment.tsx, through a
 * fetcher): the tokens stay in the browser, in that request to the router, and reach the API only
 * in a header or a body, as before.
 */
export function visitSearch(ref: AppointmentRef, confirmToken: string | null): string {
  const params = new URLSearchParams({ read: 'visit', appointment: ref.id })
  if (ref.token) params.set('token', ref.token)
  if (ref.token && confirmToken) params.set('confirm', confirmToken)
  return `?${params.toString()}`
}

/** The visit a search asks for (see visitSearch), or null when it asks none. */
export function visitReadOf(
  params: URLSearchParams,
): { ref: AppointmentRef; confirmToken: string | null } | null {
  const id = params.get('appointment')
  if (params.get('read') !== 'visit' || !id) return null
  return {
    ref: { id, token: params.get('token') },
    confirmToken: params.get('confirm'),
  }
}

// The confirmation tokens used in this page's life: a link confirms its visit once, and each
// later read (after a change the router reads again) is a plain read.
const confirmed = new Set<string>()

/** Reads one visit, confirming it first when the link carries a confirmation not yet used. */
export async function readVisit(
  ref: AppointmentRef,
  confirmToken: string | null,
): Promise<Answer<AppointmentAnswer>> {
  const path = appointmentPath(ref)
  const confirm = ref.token && confirmToken && !confirmed.has(confirmToken) ? confirmToken : null
  const read =
    ref.token && confirm
      ? confirmAndRead(ref.token, confirm)
      : readAppointment<AppointmentAnswer>(ref.token)
  const answer = await read(path).catch(() => ({
    ok: false as const,
    status: NO_ANSWER,
    body: null,
  }))
  if (confirm && answer.ok) confirmed.add(confirm)
  return answer
}

/** What /book/manage asks its route's action (app/routes/book-manage.tsx). */
export type ManageChange =
  | { intent: 'cancel'; ref: AppointmentRef }
  | { intent: 'reschedule'; ref: AppointmentRef; slot: string; idempotencyKey: string }

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
