import { getSiteConfig, getSupabase, hasSessionToRestore } from '@/lib/supabase'
import type {
  OrderReviewRequest,
  OrderTransitionRequest,
} from '@shared/orders/order-staff-requests'
import { type OrderState, orderStates } from '@shared/orders/order-states'
import type { OrderQuestionnaire, StaffOrder, StaffOrderList } from '@shared/orders/orders'

import { type Answer, unwrapped, workspaceRequest } from '../../api/workspace-api'

// The staff half of the orders API, /staff/v1/orders (docs/architecture.md, Orders): the queue
// by state or the physicians' review, one order with its history, a physician's review, staff's
// moves and the CSV export.

/** Which orders the queue shows: every state, one state, or the physicians' review. */
export type OrdersFilter =
  { kind: 'all' } | { kind: 'state'; state: OrderState } | { kind: 'review' }

/** The filter a queue address names (`?state=paid`, `?review=1`); anything else is all orders. */
export function filterOf(search: URLSearchParams): OrdersFilter {
  if (search.get('review') === '1') return { kind: 'review' }
  const state = search.get('state')
  const known = orderStates.find((candidate) => candidate === state)
  return known ? { kind: 'state', state: known } : { kind: 'all' }
}

/** The query string that names a filter, for the queue's address and its reads. */
export function searchOf(filter: OrdersFilter): string {
  if (filter.kind === 'review') return '?review=1'
  if (filter.kind === 'state') return `?state=${encodeURIComponent(filter.state)}`
  return ''
}

/** GET /orders: the queue's read of one filter. */
export function ordersPath(filter: OrdersFilter): string {
  return `/orders${searchOf(filter)}`
}

/** GET /orders/:id: one order with its history. */
export function orderPath(orderId: string): string {
  return `/orders/${encodeURIComponent(orderId)}`
}

/** GET /orders: the queue's read of one filter, for its route's loader. */
export function readOrders(filter: OrdersFilter): Promise<Answer<StaffOrderList>> {
  return workspaceRequest<StaffOrderList>(ordersPath(filter))
}

/** GET /orders/:id, for its route's loader: the order, out of its envelope. */
export function readOrder(orderId: string): Promise<Answer<StaffOrder>> {
  return unwrapped('order', workspaceRequest(orderPath(orderId)))
}

/**
 * What the order page shows: the order, and — once a physician opens it — the patient's latest
 * questionnaire (null until asked: reading it is audited, so it is read only when opened).
 */
export type OrderPage = { order: StaffOrder; questionnaire: OrderQuestionnaire | null }

/** The address's ask to show the patient's questionnaire on the order page. */
export const QUESTIONNAIRE_PARAM = 'questionnaire'

/**
 * GET /orders/:id, and GET /orders/:id/questionnaire when `withQuestionnaire` (a physician who
 * opened it). The order is the page: a questionnaire that cannot be read fails the page, which
 * offers to read again.
 */
export async function readOrderPage(
  orderId: string,
  withQuestionnaire: boolean,
): Promise<Answer<OrderPage>> {
  const [order, questionnaire] = await Promise.all([
    readOrder(orderId),
    withQuestionnaire
      ? workspaceRequest<OrderQuestionnaire>(`${orderPath(orderId)}/questionnaire`)
      : null,
  ])
  if (!order.ok) return order
  if (questionnaire && !questionnaire.ok) return questionnaire
  return { ok: true, data: { order: order.data, questionnaire: questionnaire?.data ?? null } }
}

/**
 * The changes the order page makes through its route's action (docs/decisions/036-app-pages-
 * read-and-change-through-the-router.md): a physician's review, or one move to the next state.
 */
export type OrderChange =
  | { intent: 'review'; review: OrderReviewRequest }
  | { intent: 'transition'; transition: OrderTransitionRequest }
  | { intent: 'refund' }

/** Sends one change of the order page to the API; the answer is the order as it now stands. */
export function changeOrder(orderId: string, change: OrderChange): Promise<Answer<StaffOrder>> {
  if (change.intent === 'refund') {
    // A refund that failed, tried again (docs/decisions/050-stripe-hosted-checkout.md).
    return unwrapped('order', workspaceRequest(`${orderPath(orderId)}/refund`, { method: 'POST' }))
  }
  return change.intent === 'review'
    ? reviewOrder(orderId, change.review)
    : transitionOrder(orderId, change.transition)
}

/** A physician's decision (403 for anyone else). */
export function reviewOrder(
  orderId: string,
  review: OrderReviewRequest,
): Promise<Answer<StaffOrder>> {
  return unwrapped(
    'order',
    workspaceRequest(`${orderPath(orderId)}/review`, { method: 'POST', body: review }),
  )
}

/** One move to the next state; 409 when the order moved meanwhile, 400 `{message, field}`. */
export function transitionOrder(
  orderId: string,
  transition: OrderTransitionRequest,
): Promise<Answer<StaffOrder>> {
  return unwrapped(
    'order',
    workspaceRequest(`${orderPath(orderId)}/transition`, { method: 'POST', body: transition }),
  )
}

/**
 * The orders in `state` (every state when null) as CSV, from GET /orders/export.csv. Read as
 * text with the staff member's token: the shared JSON client would try to parse it. A refusal is
 * its status and the server's message, if it gave one.
 */
export async function exportOrdersCsv(
  state: OrderState | null,
): Promise<{ ok: true; csv: string } | { ok: false; status: number; message: string | null }> {
  const config = await getSiteConfig()
  const token = hasSessionToRestore(config)
    ? (await (await getSupabase()).auth.getSession()).data.session?.access_token
    : undefined
  const query = state ? `?state=${encodeURIComponent(state)}` : ''
  const response = await fetch(`${config.supabaseUrl}/staff/v1/orders/export.csv${query}`, {
    method: 'GET',
    headers: {
      apikey: config.supabaseAnonKey,
      Authorization: `Bearer ${token ?? config.supabaseAnonKey}`,
      Accept: 'text/csv',
    },
  })
  const text = await response.text()
  if (response.ok) return { ok: true, csv: text }
  let message: string | null = null
  try {
    const body = JSON.parse(text) as unknown
    if (typeof body === 'object' && body !== null && 'message' in body) {
      message = String(body.message)
    }
  } catch {
    // Not JSON (a proxy's error page): the page words the failure itself.
  }
  return { ok: false, status: response.status, message }
}

/** "orders-awaiting-payment-2026-11-26.csv", the day on the viewer's calendar. */
export function ordersCsvFilename(state: OrderState | null, today: Date): string {
  const day = [
    today.getFullYear(),
    String(today.getMonth() + 1).padStart(2, '0'),
    String(today.getDate()).padStart(2, '0'),
  ].join('-')
  return `orders-${state ? state.replace(/_/g, '-') : 'all'}-${day}.csv`
}
