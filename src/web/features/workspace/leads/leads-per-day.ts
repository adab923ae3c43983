import { localDay } from './leads-query'

export const CHART_DAYS = 30

export type DayCount = {
  /** Local calendar day, YYYY-MM-DD. */
  day: string
  count: number
}

/** Midnight at the start of the first of the last `days` local days (today included). */
export function chartStart(today: Date, days = CHART_DAYS): Date {
  return new Date(today.getFullYear(), today.getMonth(), today.getDate() - (days - 1))
}

/**
 * Leads per local calendar day over the last `days` days, oldest first, today last; days
 * without leads count 0. Timestamps outside the window (or unreadable) are ignored.
 */
export function bucketLeadsPerDay(
  createdAt: readonly string[],
  today: Date,
  days = CHART_DAYS,
): DayCount[] {
  const start = chartStart(today, days)
  const buckets = Array.from({ length: days }, (_, index) => {
    const day = new Date(start.getFullYear(), start.getMonth(), start.getDate() + index)
    return { day: localDay(day), count: 0 }
  })
  const indexOf = new Map(buckets.map((bucket, index) => [bucket.day, index]))
  for (const timestamp of createdAt) {
    const date = new Date(timestamp)
    if (Number.isNaN(date.getTime())) continue
    const index = indexOf.get(localDay(date))
    if (index !== undefined) buckets[index]!.count += 1
  }
  return buckets
}
