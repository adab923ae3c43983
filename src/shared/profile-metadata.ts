// A signed-in patient's profile as the account's `user_metadata` holds it (docs/decisions/047-
// details-typed-once-and-prices-all-in.md), read without the profile's schema: /checkout reads it
// from the session to fill its form in, within its script budget (docs/architecture.md,
// Performance budgets), so this module carries no state list and no zod schema of its own. The
// PUT that writes it checks every field (patient-profile.ts).
import { type ShippingAddress, shippingAddressSchema } from './orders/orders'

export const contactMethods = ['phone', 'text', 'email'] as const
export type ContactMethod = (typeof contactMethods)[number]

/** The profile's fields; patient-profile.ts's schema gives the same shape. */
export type MetadataProfile = {
  firstName: string
  lastName: string
  phone: string
  state: string
  preferredContact: ContactMethod
  shippingAddress: ShippingAddress | null
}

const text = (data: Record<string, unknown>, key: string): string => {
  const value = data[key]
  return typeof value === 'string' ? value.trim() : ''
}

/** The profile a `user_metadata` object holds; anything missing or malformed reads as empty. */
export function profileFromMetadata(metadata: unknown): MetadataProfile {
  const data = (typeof metadata === 'object' && metadata !== null ? metadata : {}) as Record<
    string,
    unknown
  >
  const full = text(data, 'full_name')
  let firstName = text(data, 'first_name')
  let lastName = text(data, 'last_name')
  // Sign-up asks for one full name: its last word is taken as the last name until the patient
  // says otherwise in My care.
  if (!firstName && !lastName && full) {
    const words = full.split(/\s+/)
    lastName = words.length > 1 ? (words.pop() ?? '') : ''
    firstName = words.join(' ')
  }
  const contact = text(data, 'preferred_contact')
  const address = shippingAddressSchema.safeParse(data.shipping_address)
  const state = text(data, 'state')
  return {
    firstName,
    lastName,
    phone: text(data, 'phone'),
    // A state's two-letter code; which ones a page accepts, it checks itself.
    state: /^[A-Z]{2}$/.test(state) ? state : '',
    preferredContact: contactMethods.find((method) => method === contact) ?? 'phone',
    shippingAddress: address.success ? address.data : null,
  }
}
