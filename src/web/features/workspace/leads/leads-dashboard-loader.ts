import type { LeadReadError } from './api/lead-rows'
import { type LeadPage, listLeads } from './api/list-leads'
import { recentLeadDates } from './api/recent-lead-dates'
import { bucketLeadsPerDay, chartStart, type DayCount } from './leads-per-day'
import { type LeadTab, parseLeadFilter } from './leads-query'

// The dashboard's data arrives through the /admin route's loader (docs/decisions/016-admin-data-
// through-the-route-loader.md): the router runs it on arrival, whenever the URL's filter changes
// and when the retry button revalidates, and keeps the previous answer on screen meanwhile.

export type LoadResult<T> = { data: T; error: null } | { data: null; error: LeadReadError }

export type LeadsDashboardData = {
  /** One page of the filter's leads and their total. */
  page: LoadResult<LeadPage>
  /** The tab's leads per day over the last 30 days. */
  chart: LoadResult<DayCount[]>
}

/** A request that never got an answer (offline, server down) reads as status 0. */
function unreachable(error: unknown): LeadReadError {
  return { code: '', message: error instanceof Error ? error.message : String(error), status: 0 }
}

async function settle<T>(load: () => Promise<LoadResult<T>>): Promise<LoadResult<T>> {
  try {
    return await load()
  } catch (error) {
    return { data: null, error: unreachable(error) }
  }
}

/**
 * The last chart answered, by tab and day. Paging and searching keep the tab, and every staff
 * read is audited on the server, so the chart is read again only when the tab, the day or the
 * user changes, or after it failed.
 */
let lastChart: { key: string; chart: LoadResult<DayCount[]> } | undefined

async function loadChart(tab: LeadTab, userId: string): Promise<LoadResult<DayCount[]>> {
  const today = new Date()
  const key = JSON.stringify([userId, tab, today.toDateString()])
  if (lastChart?.key === key) return lastChart.chart
  const chart = await settle(async (): Promise<LoadResult<DayCount[]>> => {
    const result = await recentLeadDates(tab, chartStart(today).toISOString())
    if (result.error) return result
    return { data: bucketLeadsPerDay(result.data, today), error: null }
  })
  if (!chart.error) lastChart = { key, chart }
  return chart
}

/** Reads what the dashboard shows for `url` (its query holds tab, filter and page). */
export async function loadLeadsDashboard(url: URL, userId: string): Promise<LeadsDashboardData> {
  const filter = parseLeadFilter(url.searchParams)
  const [page, chart] = await Promise.all([
    settle(() => listLeads(filter)),
    loadChart(filter.tab, userId),
  ])
  return { page, chart }
}

/** Forgets the remembered chart (tests start each case from nothing). */
export function forgetLeadsChart(): void {
  lastChart = undefined
}
