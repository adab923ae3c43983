// A signed-in patient's details, typed once and offered again wherever they are asked
// (docs/wire-contract.md, Patient API, Profile; docs/decisions/047-details-typed-once-and-prices-
// all-in.md): name, phone, state of residence, how to contact them and where to ship. They are
// held with the account, in its `user_metadata` (the auth wire's own names, snake_case), so
// supabase-js, the staff's person page and the data export read the same values. Sign-up's
// `full_name` stands for the first and last name until the patient gives them apart.
import * as z from 'zod/mini'

import { US_STATES } from './intake/us-states'
import { type ShippingAddress, shippingAddressSchema } from './orders/orders'
import { contactMethods } from './profile-metadata'

export const profileMessages = {
  name: 'Please enter at most 100 characters, on one line',
  phone: 'Please enter a US phone number of 10 digits, or leave it empty',
  state: 'Please choose a US state, or leave it empty',
  contact: 'Please choose phone, text or e-mail',
} as const

/** A US number of 10 digits (an optional leading 1), or nothing. */
export function isPhoneOk(phone: string): boolean {
  const digits = phone.replace(/\D/g, '')
  return digits === '' || digits.length === 10 || (digits.length === 11 && digits.startsWith('1'))
}

export { type ContactMethod, contactMethods, profileFromMetadata } from './profile-metadata'

const name = z
  .string(profileMessages.name)
  .check(
    z.trim(),
    z.maxLength(100, profileMessages.name),
    z.regex(/^[^\n\r]*$/, profileMessages.name),
  )

/** PUT /patient/v1/profile: the whole profile; empty text clears a detail, null the address. */
export const patientProfileSchema = z.object({
  firstName: name,
  lastName: name,
  phone: z
    .string(profileMessages.phone)
    .check(
      z.trim(),
      z.maxLength(20, profileMessages.phone),
      z.refine(isPhoneOk, profileMessages.phone),
    ),
  state: z
    .string(profileMessages.state)
    .check(
      z.refine(
        (code) => code === '' || US_STATES.some((state) => state.code === code),
        profileMessages.state,
      ),
    ),
  preferredContact: z.enum(contactMethods, profileMessages.contact),
  shippingAddress: z.nullable(shippingAddressSchema),
})
export type PatientProfile = z.output<typeof patientProfileSchema>

/** GET and PUT /patient/v1/profile answer it. */
export type PatientProfileAnswer = { profile: PatientProfile }

/** The `user_metadata` keys a profile sets (merged over the others the account holds). */
export function profileToMetadata(profile: PatientProfile): Record<string, unknown> {
  return {
    first_name: profile.firstName,
    last_name: profile.lastName,
    phone: profile.phone,
    state: profile.state,
    preferred_contact: profile.preferredContact,
    shipping_address: profile.shippingAddress,
  }
}

/** What a flow gives that the profile remembers: booking's phone, checkout's address, … */
export type ProfileGiven = Partial<Pick<PatientProfile, 'phone' | 'state'>> & {
  shippingAddress?: ShippingAddress
}
