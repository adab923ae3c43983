// A person's contact details: first and last name, e-mail and phone, as every form that asks for
// them validates them (the lead forms, booking, checkout), in the browser and on the server alike
// (docs/architecture.md, Bad input). Kept apart from leads.ts so that a page asking only for these
// (checkout) does not load the lead tables, guides and options with them.
import * as z from 'zod/mini'

import { NAME_CHARACTERS_MESSAGE, personName, singleLine } from './single-line'

export const contactMessages = {
  firstName: 'First name must be at least 2 characters',
  lastName: 'Last name must be at least 2 characters',
  email: 'Please enter a valid email address',
  phone: 'Please enter a valid phone number',
  /** A name with a line break, digits or other signs (single-line.ts). */
  nameCharacters: NAME_CHARACTERS_MESSAGE,
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters`,
} as const

export const CONTACT_LIMITS = {
  name: 100,
  email: 254,
  phone: 32,
} as const

/** A first or last name: one line of letters (single-line.ts), of a length the form says. */
const nameField = (minMessage: string, label: string) =>
  z
    .string(minMessage)
    .check(
      z.trim(),
      z.minLength(2, minMessage),
      z.maxLength(CONTACT_LIMITS.name, contactMessages.tooLong(label, CONTACT_LIMITS.name)),
      personName(contactMessages.nameCharacters),
    )

export const emailField = z
  .string(contactMessages.email)
  .check(
    z.trim(),
    z.maxLength(CONTACT_LIMITS.email, contactMessages.email),
    z.email(contactMessages.email),
  )

/**
 * At least 10 characters (docs/product.md, Validation); we also only allow what phone numbers are
 * written with.
 */
const phoneField = z.string(contactMessages.phone).check(
  z.trim(),
  z.minLength(10, contactMessages.phone),
  z.maxLength(CONTACT_LIMITS.phone, contactMessages.phone),
  z.regex(/^[0-9+().\-\s]*$/, contactMessages.phone),
  // `\s` above also lets a line break through; a phone number is one line.
  singleLine(contactMessages.phone),
)

/** The four fields, to spread into a form's schema. */
export const contactFields = {
  firstName: nameField(contactMessages.firstName, 'First name'),
  lastName: nameField(contactMessages.lastName, 'Last name'),
  email: emailField,
  phone: phoneField,
}
