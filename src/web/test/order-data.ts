import type { OrderAnswer, OrderLine, PatientOrder } from '@shared/orders/orders'

import { API } from './fake-api'

/**
 * What /orders/v1 answers, as data for the order tests (docs/wire-contract.md, Orders API); the
 * server itself is faked at fetch by `setupFakeApi()` (./fake-api).
 */

export const ORDERS = '/orders/v1'
export const BASE = `${API}${ORDERS}`

/** A line as the server priced it, not yet reviewed. */
export function orderLine(changes: Partial<OrderLine> = {}): OrderLine {
  return {
    id: 'line-1',
    productId: '2',
    name: 'Daily Essentials Multivitamin',
    unitPriceCents: 2999,
    quantity: 1,
    requestedQuantity: 1,
    needsReview: false,
    review: null,
    reviewReason: null,
    ...changes,
  }
}

export function patientOrder(changes: Partial<PatientOrder> = {}): PatientOrder {
  return {
    id: 'order-1',
    number: 'RM-7KQ2-M4XD',
    state: 'submitted',
    lines: [orderLine()],
    subtotalCents: 2999,
    shippingCents: 795,
    totalCents: 3794,
    shipping: { line1: '1200 Main St', city: 'Houston', state: 'TX', zip: '77002' },
    reason: null,
    payment: null,
    shipment: null,
    createdAt: '2026-11-26T15:00:00.000Z',
    updatedAt: '2026-11-26T15:00:00.000Z',
    events: [],
    ...changes,
  }
}

export function orderAnswer(changes: Partial<OrderAnswer> = {}): OrderAnswer {
  return { order: patientOrder(), invited: false, ...changes }
}
