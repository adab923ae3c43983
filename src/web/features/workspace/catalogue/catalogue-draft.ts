import * as z from 'zod/mini'

import { ordersCopy } from '@/content/workspace-orders'
import { centsToDecimal } from '@shared/money'
import { type CatalogueUpdate, catalogueUpdateSchema } from '@shared/orders/order-staff-requests'
import type { CatalogueEntry } from '@shared/orders/orders'

import { dollarsToCents } from '../orders/orders-format'

// A catalogue row's form as typed, how it is checked, and what it changes on its product
// (docs/architecture.md, Orders).

const copy = ordersCopy.catalogue

/** The limits of the shared catalogue update schema, for the fields' own bounds. */
export const LIMITS = {
  stock: 1_000_000,
  maxPerOrder: { min: 1, max: 1000 },
}

export type Draft = {
  price: string
  stock: string
  maxPerOrder: string
  needsReview: boolean
  active: boolean
}

/** The form of a product as the server holds it. */
export function draftOf(entry: CatalogueEntry): Draft {
  return {
    price: centsToDecimal(entry.priceCents),
    stock: String(entry.stock),
    maxPerOrder: String(entry.maxPerOrder),
    needsReview: entry.needsReview,
    active: entry.active,
  }
}

/** A whole number as typed (" 12 "), or null when it is not one. */
function wholeNumber(typed: string): number | null {
  const trimmed = typed.trim()
  return /^\d+$/.test(trimmed) ? Number(trimmed) : null
}

/**
 * A number typed as text: read by `read`, then checked by `part` of the shared update schema (its
 * limits, the server's); `message` when it cannot be read or is out of them.
 */
function typedNumber(
  read: (typed: string) => number | null,
  part: z.ZodMiniType<number | undefined, number | undefined>,
  message: string,
) {
  const valid = (typed: string) => {
    const value = read(typed)
    return value !== null && part.safeParse(value).success
  }
  return z.pipe(
    z.string().check(z.refine(valid, message)),
    z.transform((typed: string) => read(typed) ?? Number.NaN),
  )
}

const shape = catalogueUpdateSchema.shape

/**
 * A row's form, checked by useZodForm (docs/decisions/037-one-form-hook.md): the price typed in
 * dollars with at most two decimals becomes cents, stock and the limit whole numbers, each
 * within the shared update schema's limits, with the workspace's words for what is wrong.
 */
export const catalogueFormSchema = z.object({
  price: typedNumber(dollarsToCents, shape.priceCents, copy.priceError),
  stock: typedNumber(wholeNumber, shape.stock, copy.stockError),
  maxPerOrder: typedNumber(wholeNumber, shape.maxPerOrder, copy.maxPerOrderError),
  needsReview: z.boolean(),
  active: z.boolean(),
})

/**
 * What a row's checked form changes on its product: only the fields that differ. Without
 * `reviewSettings` (docs/architecture.md, Roles) the review and the limit are never sent,
 * whatever the form holds: the server would refuse the whole change.
 */
export function changesOf(
  entry: CatalogueEntry,
  typed: z.output<typeof catalogueFormSchema>,
  reviewSettings = true,
): CatalogueUpdate {
  const update: CatalogueUpdate = {
    ...(typed.price !== entry.priceCents && { priceCents: typed.price }),
    ...(typed.stock !== entry.stock && { stock: typed.stock }),
    ...(reviewSettings &&
      typed.maxPerOrder !== entry.maxPerOrder && { maxPerOrder: typed.maxPerOrder }),
    ...(reviewSettings &&
      typed.needsReview !== entry.needsReview && { needsReview: typed.needsReview }),
    ...(typed.active !== entry.active && { active: typed.active }),
  }
  return catalogueUpdateSchema.parse(update)
}
