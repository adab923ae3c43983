import { ordersCopy } from '@/content/workspace-orders'
import type { StaffOrder } from '@shared/orders/orders'

import { zoneName } from '../booking/calendar-time'

// Money typed and times on the order pages. Money is integer cents on the wire and in the
// database (docs/architecture.md, Orders); it becomes text in src/shared/money.ts, and dollars
// typed by staff become cents only here, without floating-point arithmetic, so 19.99 is 1999
// and never 1998.

/**
 * Dollars as typed ("24.99", "$24.9", "1,250", " 7 ") → cents, or null when it is not an amount
 * of dollars with at most two decimals.
 */
export function dollarsToCents(typed: string): number | null {
  const plain = typed.trim().replace(/^\$\s*/, '')
  // Thousands separators only where they belong ("1,250.00"), never "1,25".
  const match = /^(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/.exec(plain)
  if (!match) return null
  const dollars = Number((match[1] ?? '').replace(/,/g, ''))
  const cents = Number((match[2] ?? '').padEnd(2, '0'))
  const total = dollars * 100 + cents
  return Number.isSafeInteger(total) ? total : null
}

/**
 * When something happened, on the viewer's clock with the clock named:
 * "26 Nov 2026, 14:05 (Central Standard Time)". The workspace's date format (formatWhen) in the
 * zone given, the viewer's (viewerTimeZone), so the time and the name always agree; the name is
 * the zone's at that instant, so a time before the clocks changed says so.
 */
export function formatWhenZoned(iso: string, timeZone: string): string {
  const instant = new Date(iso)
  const when = instant.toLocaleString('en-GB', {
    timeZone,
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  })
  return `${when} (${zoneName(instant, timeZone)})`
}

/**
 * The physician's review of an order as it stands now, for the queue: "Needs review: 1 of 2
 * products" only while the order awaits it; once decided, the decision the lines carry
 * (declined over changed over approved); an order cancelled before anyone reviewed it says so;
 * an order with nothing to review, "None needed". Read from the lines' own review, never from
 * whether they once needed one, so a shipped or cancelled order never reads as waiting.
 */
export function reviewStateOf(order: Pick<StaffOrder, 'state' | 'lines'>): string {
  const copy = ordersCopy.queue.reviewState
  const toReview = order.lines.filter((line) => line.needsReview)
  if (toReview.length === 0) return copy.none
  if (order.state === 'awaiting_review') return copy.pending(toReview.length, order.lines.length)
  if (order.state === 'declined') return copy.declined
  const reviews = toReview.map((line) => line.review)
  if (reviews.every((review) => review === null)) return copy.notReviewed
  if (reviews.includes('changed') || reviews.includes('declined')) return copy.changed
  return copy.approved
}
