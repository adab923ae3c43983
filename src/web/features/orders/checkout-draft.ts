import type { User } from '@supabase/supabase-js'
import * as z from 'zod/mini'

import type { Product } from '@/content/catalogues/catalogue-types'
import { isServedState } from '@shared/clinic'
import { type OrderRequestInput, orderRequestSchema, shippingCentsFor } from '@shared/orders/orders'
import { profileFromMetadata } from '@shared/profile-metadata'

// What /checkout sends (docs/architecture.md, Orders), as pure functions: the cart's lines, the
// contact and shipping fields the form checks with the shared order request's own parts and
// exact messages (the server checks the same), and where a problem belongs on the page.

/** A line of the cart, as the route hands it over (a product and how many). */
export type CheckoutLine = Product & { quantity: number }

/**
 * Whether a physician reviews the product before the order is confirmed: every peptide
 * (docs/architecture.md, Orders). The server decides from its catalogue; this only tells the
 * patient beforehand.
 */
export function needsPhysicianReview(line: Pick<Product, 'catalogue'>): boolean {
  return line.catalogue === 'peptides'
}

export function cartTotals(lines: readonly CheckoutLine[]) {
  const subtotalCents = lines.reduce((sum, line) => sum + line.priceCents * line.quantity, 0)
  const shippingCents = shippingCentsFor(subtotalCents)
  return { subtotalCents, shippingCents, totalCents: subtotalCents + shippingCents }
}

export const draftFields = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'line1',
  'line2',
  'city',
  'state',
  'zip',
] as const
export type DraftField = (typeof draftFields)[number]
export type CheckoutDraft = Record<DraftField, string>

const isDraftField = (field: string | undefined): field is DraftField =>
  draftFields.includes(field as DraftField)

/**
 * The signed-in patient's name, e-mail, phone and address (its state when we ship there), from
 * the profile their session holds; else blanks.
 */
export function draftFromUser(user: User | null): CheckoutDraft {
  const profile = user ? profileFromMetadata(user.user_metadata) : null
  const address = profile?.shippingAddress
  const state = address?.state ?? profile?.state ?? ''
  return {
    firstName: profile?.firstName ?? '',
    lastName: profile?.lastName ?? '',
    email: user?.email ?? '',
    phone: profile?.phone ?? '',
    line1: address?.line1 ?? '',
    line2: address?.line2 ?? '',
    city: address?.city ?? '',
    state: isServedState(state) ? state : '',
    zip: address?.zip ?? '',
  }
}

/** The order request's own checks for each field the form shows, with their messages. */
const { shipping, lines: linesSchema } = orderRequestSchema.shape
export const checkoutFieldsSchema = z.object({
  firstName: orderRequestSchema.shape.firstName,
  lastName: orderRequestSchema.shape.lastName,
  email: orderRequestSchema.shape.email,
  phone: orderRequestSchema.shape.phone,
  line1: shipping.shape.line1,
  // The field is always there, if empty; an empty second line is not sent (requestOf).
  line2: shipping.shape.line2.def.innerType,
  city: shipping.shape.city,
  state: shipping.shape.state,
  zip: shipping.shape.zip,
})
export type CheckoutFields = z.output<typeof checkoutFieldsSchema>

const linesOf = (lines: readonly CheckoutLine[]) =>
  lines.map((line) => ({ productId: line.id, quantity: line.quantity }))

/** The order request but its idempotency key, which each attempt adds. */
export function requestOf(fields: CheckoutFields, lines: readonly CheckoutLine[]) {
  const { firstName, lastName, email, phone, line1, line2, city, state, zip } = fields
  return {
    firstName,
    lastName,
    email,
    phone,
    shipping: { line1, ...(line2 ? { line2 } : {}), city, state, zip },
    lines: linesOf(lines),
  } satisfies Omit<OrderRequestInput, 'idempotencyKey'>
}

/** What is wrong with the cart as a whole (too many lines, say), in the shared schema's words. */
export function cartProblemOf(lines: readonly CheckoutLine[]): string | undefined {
  const result = linesSchema.safeParse(linesOf(lines))
  return result.success ? undefined : result.error.issues[0]?.message
}

/** Where a problem from the server shows: a field, or the cart as a whole. */
export type ProblemPlace = DraftField | 'cart'

/**
 * The field a path names: `email`, `shipping.zip` (or `['shipping', 'zip']`), `lines.0.quantity`
 * (the cart). Undefined for anything the page does not show.
 */
export function placeOf(path: string | undefined): ProblemPlace | undefined {
  if (path === undefined) return undefined
  const parts = path.split('.')
  if (parts[0] === 'lines') return 'cart'
  const field = parts[0] === 'shipping' ? parts[1] : parts[0]
  return isDraftField(field) ? field : undefined
}
