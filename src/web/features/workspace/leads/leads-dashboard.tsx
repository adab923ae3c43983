// One module per icon keeps tests fast (import-x sees one shared .d.mts behind them all).
/* eslint-disable import-x/no-duplicates */
import ChevronLeft from 'lucide-react/icons/chevron-left'
import ChevronRight from 'lucide-react/icons/chevron-right'
import Download from 'lucide-react/icons/download'
import LogIn from 'lucide-react/icons/log-in'
import RefreshCw from 'lucide-react/icons/refresh-cw'
/* eslint-enable import-x/no-duplicates */
import { useTransition } from 'react'
import { Link, useSearchParams } from 'react-router'

import { Button } from '@/components/ui/button'
import { paths } from '@/config/paths'
import type { adminCopy } from '@/content/admin'
import { toast } from '@/hooks/use-toast'
import { saveTextFile } from '@/lib/save-file'

import { exportLeadsCsv } from './api/export-leads-csv'
import { isPermissionError } from './api/lead-rows'
import { LeadFilters } from './lead-filters'
import { LeadTabs, tabId } from './lead-tabs'
import { LeadsChart } from './leads-chart'
import type { LeadsDashboardData } from './leads-dashboard-loader'
import {
  csvFilename,
  type LeadFilter,
  leadFilterParams,
  type LeadTab,
  leadTabs,
  PAGE_SIZE,
  pageCount,
  parseLeadFilter,
} from './leads-query'
import { LeadsTable } from './leads-table'

type AdminCopy = typeof adminCopy

const PANEL_ID = 'leads-panel'

/** Shown to anyone who is not signed in as staff (the server refuses them the rows anyway). */
export function StaffOnlyNotice({ copy }: { copy: AdminCopy['staffOnly'] }) {
  return (
    <section
      aria-labelledby="staff-only-heading"
      className="mx-auto flex max-w-lg flex-col items-center gap-4 rounded-xl border border-border bg-background p-8 text-center shadow-sm"
    >
      <h2 id="staff-only-heading" className="text-2xl font-bold text-navy">
        {copy.heading}
      </h2>
      <p className="text-muted-foreground">{copy.body}</p>
      <Button asChild>
        <Link to={paths.auth}>
          <LogIn aria-hidden="true" />
          {copy.signIn}
        </Link>
      </Button>
    </section>
  )
}

type LeadsDashboardProps = {
  copy: AdminCopy
  /** What the route's loader read for the current URL (or the previous one, while `loading`). */
  data: LeadsDashboardData
  /** True while the router reads the data of a new URL or of a retry. */
  loading: boolean
  /** Reads the data again (the route revalidates). */
  onRetry: () => void
}

/**
 * The staff leads dashboard (docs/product.md, Staff dashboard): a tab per lead table, the 30-day
 * chart, search and date range, 25 rows a page newest first, and a CSV export of the current
 * filter. Tab, filter and page live in the URL; the route's loader reads the rows for it.
 */
export function LeadsDashboard({ copy, data, loading, onRetry }: LeadsDashboardProps) {
  const [params, setParams] = useSearchParams()
  const filter = parseLeadFilter(params)
  // A download, not a change: no route action (orders-queue-view.tsx's export says why); busy
  // while the async transition runs.
  const [exporting, startExport] = useTransition()
  const { page, chart } = data
  const tabCopy = copy.tabs[filter.tab]

  const show = (next: LeadFilter) => setParams(leadFilterParams(next))

  if (
    (page.error && isPermissionError(page.error)) ||
    (chart.error && isPermissionError(chart.error))
  ) {
    return <StaffOnlyNotice copy={copy.staffOnly} />
  }

  function exportCsv() {
    startExport(async () => {
      try {
        const { data, error } = await exportLeadsCsv(filter)
        if (error) throw new Error(error.message)
        saveTextFile(data, csvFilename(filter.tab, new Date()), 'text/csv;charset=utf-8')
      } catch {
        toast({ ...copy.export.failed, variant: 'destructive' })
      }
    })
  }

  const count = page.data?.count ?? 0
  const pages = pageCount(count)
  const loadError = page.error ?? chart.error

  return (
    <div data-slot="leads-dashboard" className="flex flex-col gap-6">
      <LeadTabs
        label={copy.tabsLabel}
        labels={
          Object.fromEntries(leadTabs.map((tab) => [tab, copy.tabs[tab].label])) as Record<
            LeadTab,
            string
          >
        }
        selected={filter.tab}
        panelId={PANEL_ID}
        onTabChange={(tab) => show({ ...filter, tab, page: 1 })}
      />
      <div
        role="tabpanel"
        id={PANEL_ID}
        aria-labelledby={tabId(filter.tab)}
        className="flex flex-col gap-8"
      >
        {loadError ? (
          <div
            role="alert"
            className="flex flex-col items-start gap-3 rounded-lg border border-destructive p-4"
          >
            <p className="font-semibold text-destructive">{copy.loadFailed.heading}</p>
            <p className="text-sm text-muted-foreground">{copy.loadFailed.body}</p>
            <Button variant="outline" size="sm" onClick={onRetry}>
              <RefreshCw aria-hidden="true" />
              {copy.loadFailed.retry}
            </Button>
          </div>
        ) : null}

        <LeadsChart
          heading={copy.chart.heading(tabCopy.label)}
          days={chart.data ?? []}
          copy={copy.chart}
          aria-busy={loading}
        />

        <div className="flex flex-col gap-4">
          <LeadFilters
            key={`${filter.tab}|${filter.q}|${filter.from}|${filter.to}`}
            filter={filter}
            copy={{ ...copy.filters, searchHint: copy.filters.searchHint[filter.tab] }}
            onApply={(values) => show({ ...filter, ...values, page: 1 })}
            onClear={() => show({ tab: filter.tab, q: '', from: '', to: '', page: 1 })}
          />
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p aria-live="polite" className="text-sm text-muted-foreground">
              {loading
                ? copy.loading
                : copy.showing(
                    Math.min(count, (filter.page - 1) * PAGE_SIZE + 1),
                    Math.min(count, filter.page * PAGE_SIZE),
                    count,
                  )}
            </p>
            <Button
              variant="outline"
              onClick={exportCsv}
              disabled={exporting}
              aria-disabled={exporting || undefined}
            >
              <Download aria-hidden="true" />
              {exporting ? copy.export.busy : copy.export.button}
            </Button>
          </div>
          <LeadsTable
            tab={filter.tab}
            rows={page.data?.rows ?? []}
            caption={copy.table.caption(tabCopy.label, count)}
            empty={loading ? copy.loading : tabCopy.empty}
            copy={copy.table}
            aria-busy={loading}
          />
          <nav
            aria-label={copy.pagination.label}
            className="flex items-center justify-between gap-3"
          >
            <Button
              variant="outline"
              size="sm"
              disabled={filter.page <= 1}
              onClick={() => show({ ...filter, page: filter.page - 1 })}
            >
              <ChevronLeft aria-hidden="true" />
              <span className="sr-only sm:not-sr-only">{copy.pagination.previous}</span>
            </Button>
            <p className="text-sm font-semibold text-navy tabular-nums">
              {copy.pagination.page(filter.page, pages)}
            </p>
            <Button
              variant="outline"
              size="sm"
              disabled={filter.page >= pages}
              onClick={() => show({ ...filter, page: filter.page + 1 })}
            >
              <span className="sr-only sm:not-sr-only">{copy.pagination.next}</span>
              <ChevronRight aria-hidden="true" />
            </Button>
          </nav>
        </div>
      </div>
    </div>
  )
}
