import { type Answer, apiRequest } from '@/lib/api-request'
import type { OrderAnswer, OrderLineProblem, OrderRequestInput } from '@shared/orders/orders'

// Order requests, /orders/v1 (docs/architecture.md, Orders). A guest sends with the site key
// (apiRequest loads no supabase-js for them, so /checkout stays within its script budget); a
// signed-in patient's token makes the order theirs, listed in My care.

export function ordersRequest<T>(
  path: string,
  init: { method?: string; body?: unknown } = {},
): Promise<Answer<T>> {
  return apiRequest<T>('/orders/v1', path, init)
}

export function placeOrder(request: OrderRequestInput) {
  return ordersRequest<OrderAnswer>('/orders', { method: 'POST', body: request })
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** A 2xx with something else than an order (a proxy's page) is no answer: it may have ordered. */
export function isOrderAnswer(data: unknown): data is OrderAnswer {
  if (!isRecord(data) || !isRecord(data.order)) return false
  const { order } = data
  return (
    typeof order.id === 'string' &&
    typeof order.number === 'string' &&
    typeof order.state === 'string' &&
    Array.isArray(order.lines) &&
    typeof order.totalCents === 'number'
  )
}

/** The lines a 422 refused, each with its product and the server's words; else null. */
export function refusedLines(status: number, body: unknown): OrderLineProblem[] | null {
  if (status !== 422 || !isRecord(body) || !Array.isArray(body.lines)) return null
  const lines = (body.lines as unknown[]).flatMap((line): OrderLineProblem[] =>
    isRecord(line) && typeof line.productId === 'string' && typeof line.message === 'string'
      ? [
          {
            productId: line.productId,
            code: line.code as OrderLineProblem['code'],
            message: line.message,
          },
        ]
      : [],
  )
  return lines.length > 0 ? lines : null
}

/** The `field` a 400 names (`email`, `shipping.zip`, `lines.0.quantity`). */
export function refusalField(body: unknown): string | undefined {
  return isRecord(body) && typeof body.field === 'string' ? body.field : undefined
}

/** What /checkout asks its route's action (app/routes/checkout.tsx): send this order request. */
export type CheckoutChange = { intent: 'place'; order: OrderRequestInput }
