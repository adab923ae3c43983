import { ordersCopy } from '@/content/workspace-orders'
import { centsToDecimal } from '@shared/money'
import {
  type CatalogueEntry,
  type CatalogueUpdate,
  catalogueUpdateSchema,
} from '@shared/orders/orders'

import { dollarsToCents } from '../orders/orders-format'

// A catalogue row's draft as typed, and what it changes on its product (docs/architecture.md,
// Orders).

const copy = ordersCopy.catalogue

/** The limits of the shared catalogue update schema, for the words below. */
export const LIMITS = {
  priceCents: 10_000_000,
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
export type DraftErrors = Partial<Record<'price' | 'stock' | 'maxPerOrder', string>>

export function draftOf(entry: CatalogueEntry): Draft {
  return {
    price: centsToDecimal(entry.priceCents),
    stock: String(entry.stock),
    maxPerOrder: String(entry.maxPerOrder),
    needsReview: entry.needsReview,
    active: entry.active,
  }
}

function wholeNumber(typed: string, min: number, max: number): number | null {
  const trimmed = typed.trim()
  if (!/^\d+$/.test(trimmed)) return null
  const value = Number(trimmed)
  return value >= min && value <= max ? value : null
}

/**
 * What a row's draft changes on its product: only the fields that differ, price in cents (typed
 * in dollars with at most two decimals). Errors in words for each field that is not a valid value.
 * Without `reviewSettings` (docs/architecture.md, Roles) the review and the limit are never sent,
 * whatever the draft holds: the server would refuse the whole change.
 */
export function catalogueChange(
  entry: CatalogueEntry,
  draft: Draft,
  reviewSettings = true,
): { errors: DraftErrors } | { update: CatalogueUpdate } {
  const errors: DraftErrors = {}
  const priceCents = dollarsToCents(draft.price)
  if (priceCents === null || priceCents > LIMITS.priceCents) errors.price = copy.priceError
  const stock = wholeNumber(draft.stock, 0, LIMITS.stock)
  if (stock === null) errors.stock = copy.stockError
  const maxPerOrder = wholeNumber(draft.maxPerOrder, LIMITS.maxPerOrder.min, LIMITS.maxPerOrder.max)
  if (maxPerOrder === null) errors.maxPerOrder = copy.maxPerOrderError
  if (priceCents === null || stock === null || maxPerOrder === null || errors.price) {
    return { errors }
  }
  const update: CatalogueUpdate = {
    ...(priceCents !== entry.priceCents && { priceCents }),
    ...(stock !== entry.stock && { stock }),
    ...(reviewSettings && maxPerOrder !== entry.maxPerOrder && { maxPerOrder }),
    ...(reviewSettings &&
      draft.needsReview !== entry.needsReview && { needsReview: draft.needsReview }),
    ...(draft.active !== entry.active && { active: draft.active }),
  }
  return { update: catalogueUpdateSchema.parse(update) }
}
