import type { LeadTab } from '@/content/admin'
import { leadTableList, leadTableOfTab, leadTables, type LeadTable } from '@shared/leads'

export type { LeadTab }

/** The dashboard's tabs, in order, one per lead table (src/shared/leads.ts); the first is the default. */
export const leadTabs: readonly LeadTab[] = leadTableList.map((table) => table.tab)
const defaultTab = leadTabs[0]!

export const PAGE_SIZE = 25

/** What the dashboard shows: kept in the URL, so a view can be reloaded, shared and gone back to. */
export type LeadFilter = {
  tab: LeadTab
  /** Search text ('' for none). */
  q: string
  /** Inclusive local days, YYYY-MM-DD ('' for open-ended). */
  from: string
  to: string
  /** 1-based. */
  page: number
}

const dayPattern = /^\d{4}-\d{2}-\d{2}$/

function isLeadTab(value: string | null): value is LeadTab {
  return (leadTabs as readonly (string | null)[]).includes(value)
}

/** A real calendar day as YYYY-MM-DD, else '' (Date would roll 2026-13-45 over silently). */
function validDay(value: string | null): string {
  if (!value || !dayPattern.test(value)) return ''
  return localDay(localDayStart(value)) === value ? value : ''
}

export function parseLeadFilter(params: URLSearchParams): LeadFilter {
  const tab = params.get('tab')
  const page = Number.parseInt(params.get('page') ?? '', 10)
  return {
    tab: isLeadTab(tab) ? tab : defaultTab,
    q: (params.get('q') ?? '').trim(),
    from: validDay(params.get('from')),
    to: validDay(params.get('to')),
    page: Number.isFinite(page) && page > 1 ? page : 1,
  }
}

/**
 * The URL's query for a filter; defaults are left out but the tab: a bare /admin opens the
 * queue (app/routes/admin.tsx), so the dashboard's own URLs always name their tab.
 */
export function leadFilterParams(filter: LeadFilter): URLSearchParams {
  const params = new URLSearchParams()
  params.set('tab', filter.tab)
  if (filter.q) params.set('q', filter.q)
  if (filter.from) params.set('from', filter.from)
  if (filter.to) params.set('to', filter.to)
  if (filter.page > 1) params.set('page', String(filter.page))
  return params
}

export function tableOf(tab: LeadTab): LeadTable {
  return leadTables[tab]
}

/** Midnight at the start of a local calendar day. */
function localDayStart(day: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number]
  return new Date(year, month - 1, date)
}

/**
 * The `created_at` bounds of a day range, inclusive of both days in the browser's time zone:
 * from the first millisecond of `from` to the last of `to`, as UTC ISO strings.
 */
export function createdAtBounds({ from, to }: Pick<LeadFilter, 'from' | 'to'>): {
  gte: string | null
  lte: string | null
} {
  const end = to ? localDayStart(to) : null
  end?.setDate(end.getDate() + 1)
  return {
    gte: from ? localDayStart(from).toISOString() : null,
    lte: end ? new Date(end.getTime() - 1).toISOString() : null,
  }
}

/**
 * PostgREST's `or=(…)` filter for a search: a case-insensitive substring of any searchable
 * column. The text is a double-quoted value, so `\` and `"` are escaped; `*` is the wildcard.
 */
export function searchFilter(tab: LeadTab, q: string): string | null {
  const text = q.trim()
  if (!text) return null
  const quoted = text.replace(/\\/g, '\\\\').replace(/"/g, '\\"')
  // Searchable columns come from the tab's table descriptor (newsletter rows only hold an address).
  return leadTableOfTab(tab)
    .admin.search.map((column) => `${column}.ilike."*${quoted}*"`)
    .join(',')
}

export function pageCount(count: number): number {
  return Math.max(1, Math.ceil(count / PAGE_SIZE))
}

/** The inclusive row range of a page, for `.range(from, to)`. */
export function pageRange(page: number): [number, number] {
  const start = (page - 1) * PAGE_SIZE
  return [start, start + PAGE_SIZE - 1]
}

/** A local calendar day as YYYY-MM-DD. */
export function localDay(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0')
  const day = String(date.getDate()).padStart(2, '0')
  return `${date.getFullYear()}-${month}-${day}`
}

/** The export's file name: the table and today's date, e.g. consultation-requests-2026-11-22.csv. */
export function csvFilename(tab: LeadTab, today: Date): string {
  return `${tableOf(tab).replace(/_/g, '-')}-${localDay(today)}.csv`
}
