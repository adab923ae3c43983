import type { User } from '@supabase/supabase-js'
import * as z from 'zod/mini'

import type { Product } from '@/content/catalogues/catalogue-types'
import { isServedState } from '@shared/clinic'
import { orderMessages, orderRequestSchema, shippingCentsFor } from '@shared/orders/orders'

// What /checkout sends (docs/architecture.md, Orders), as pure functions: the cart's lines, the
// contact and shipping fields as typed, their check with the shared schema and its exact
// messages (the server checks the same), and where a problem belongs on the page.

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

const text = (user: User | null, key: string): string => {
  const value: unknown = user?.user_metadata[key]
  return typeof value === 'string' ? value.trim() : ''
}

/** The signed-in patient's name, e-mail, phone and (when we ship there) state; else blanks. */
export function draftFromUser(user: User | null): CheckoutDraft {
  const state = text(user, 'state')
  return {
    firstName: text(user, 'first_name'),
    lastName: text(user, 'last_name'),
    email: user?.email ?? '',
    phone: text(user, 'phone'),
    line1: '',
    line2: '',
    city: '',
    state: isServedState(state) ? state : '',
    zip: '',
  }
}

/** The order request but its idempotency key, which each attempt adds. */
const checkoutSchema = z.omit(orderRequestSchema, { idempotencyKey: true })
export type CheckoutRequest = z.output<typeof checkoutSchema>

/** Where a problem shows: a field, or the cart as a whole (no lines, too many lines). */
export type ProblemPlace = DraftField | 'cart'
export type Problems = Partial<Record<ProblemPlace, string>>

/**
 * The field a path names: `email`, `shipping.zip` (or `['shipping', 'zip']`), `lines.0.quantity`
 * (the cart). Undefined for anything the page does not show.
 */
export function placeOf(
  path: string | readonly PropertyKey[] | undefined,
): ProblemPlace | undefined {
  if (path === undefined) return undefined
  const parts = typeof path === 'string' ? path.split('.') : path.map(String)
  if (parts[0] === 'lines') return 'cart'
  const field = parts[0] === 'shipping' ? parts[1] : parts[0]
  return isDraftField(field) ? field : undefined
}

function input(draft: CheckoutDraft, lines: readonly CheckoutLine[]) {
  return {
    firstName: draft.firstName,
    lastName: draft.lastName,
    email: draft.email,
    phone: draft.phone,
    shipping: {
      line1: draft.line1,
      // An empty second line is not sent at all.
      ...(draft.line2.trim() ? { line2: draft.line2 } : {}),
      city: draft.city,
      state: draft.state,
      zip: draft.zip,
    },
    lines: lines.map((line) => ({ productId: line.id, quantity: line.quantity })),
  }
}

/** The request to send, or each place's first problem in the shared schema's words. */
export function checkDraft(
  draft: CheckoutDraft,
  lines: readonly CheckoutLine[],
): { ok: true; request: CheckoutRequest } | { ok: false; problems: Problems } {
  const result = checkoutSchema.safeParse(input(draft, lines))
  if (result.success) return { ok: true, request: result.data }
  const problems: Problems = {}
  for (const issue of result.error.issues) {
    const place = placeOf(issue.path)
    if (place && !problems[place]) problems[place] = issue.message
  }
  // A problem with no place on the page (a product id the schema refuses) is the cart's.
  if (Object.keys(problems).length === 0) {
    problems.cart = result.error.issues[0]?.message ?? orderMessages.emptyCart
  }
  return { ok: false, problems }
}
