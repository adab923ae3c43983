import type { User } from '@supabase/supabase-js'
import * as z from 'zod/mini'

import { type BookingOptions, isTelehealthVisit, type VisitType } from '@shared/booking/booking'
import { type PatientProfile, profileFromMetadata } from '@shared/patient-profile'

import type { SlotQuery } from './api/booking-api'

// What the first step of /book chooses (docs/architecture.md, Booking): the kind of visit, and
// the state the patient lives in (phone, video) or the clinic (in clinic). Pure, so the links
// that preselect it (`/book?visit=video&state=TX`) are read in one place.

export type VisitChoice = { visit: VisitType; state: string; location: string }

/**
 * The signed-in patient's profile: as the page's loader read it from /patient/v1/profile, else as
 * the session holds it (sign-up's name at least); null for a guest.
 */
export function knownProfile(
  user: User | null,
  read: PatientProfile | null,
): PatientProfile | null {
  return read ?? (user ? profileFromMetadata(user.user_metadata) : null)
}

/** The signed-in patient's state from their profile, when booking offers it. */
export function profileState(profile: PatientProfile | null, options: BookingOptions): string {
  const state = profile?.state ?? ''
  return options.states.some((candidate) => candidate.code === state) ? state : ''
}

/** The schedule to ask for free times, once the choice is complete. */
export function slotQuery(choice: VisitChoice): SlotQuery | null {
  if (choice.visit === 'clinic') {
    return choice.location ? { visit: 'clinic', location: choice.location } : null
  }
  return choice.state ? { visit: choice.visit, state: choice.state } : null
}

/**
 * The choice a link preselects, and whether it is complete (then the page opens on the times):
 * only a visit, state and clinic that booking offers count; anything else is left to choose.
 */
export function choiceFromLink(
  params: URLSearchParams,
  options: BookingOptions,
): { choice: VisitChoice; complete: boolean } {
  const visitParam = params.get('visit')
  // Only a kind the site offers (no video visit without a provider).
  const visit = options.visitTypes.find((candidate) => candidate.id === visitParam)?.id
  const stateParam = params.get('state')?.toUpperCase() ?? ''
  const state = options.states.some((candidate) => candidate.code === stateParam) ? stateParam : ''
  const locationParam = params.get('location') ?? ''
  const location = options.locations.some((candidate) => candidate.id === locationParam)
    ? locationParam
    : options.locations.length === 1
      ? (options.locations[0]?.id ?? '')
      : ''
  // Phone is preselected: it is the free consultation.
  const choice: VisitChoice = { visit: visit ?? 'phone', state, location }
  const complete =
    visit !== undefined &&
    (isTelehealthVisit(visit) ? state !== '' : locationParam !== '' && location === locationParam)
  return { choice, complete }
}

/** First and last name, e-mail and phone, as the signed-in patient's profile has them. */
export function detailsFromProfile(
  user: User | null,
  profile: PatientProfile | null,
): BookingDetails {
  return {
    firstName: profile?.firstName ?? '',
    lastName: profile?.lastName ?? '',
    email: user?.email ?? '',
    phone: profile?.phone ?? '',
  }
}

/**
 * Staff booking a visit for someone from their consultation request (the request page's "Book a
 * visit for …" link, docs/architecture.md, Booking): who it is for, in react-router's navigation
 * state, never in the URL, since URLs end up in logs and these are personal data.
 */
export type BehalfOf = BookingDetails & { requestId: string }

const detail = z.string().check(z.trim(), z.maxLength(1000))
const behalfOfSchema = z.object({
  requestId: z.string().check(z.minLength(1), z.maxLength(200)),
  firstName: z.string().check(z.trim(), z.minLength(1), z.maxLength(1000)),
  lastName: detail,
  email: detail,
  phone: detail,
})

/**
 * The `behalfOf` of a navigation state, when it has that shape; anything else (no state, a
 * state of another page, a hand-made one) is ignored and the page books as usual. The details
 * step checks the values themselves, as it does what a patient types.
 */
export function behalfOfFrom(state: unknown): BehalfOf | null {
  if (typeof state !== 'object' || state === null || !('behalfOf' in state)) return null
  const parsed = behalfOfSchema.safeParse(state.behalfOf)
  return parsed.success ? parsed.data : null
}

export type BookingDetails = {
  firstName: string
  lastName: string
  email: string
  phone: string
}
