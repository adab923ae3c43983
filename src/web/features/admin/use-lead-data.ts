import { useEffect, useState } from 'react'

import { type LeadPage, listLeads } from './api/list-leads'
import { type LeadReadError } from './api/lead-rows'
import { recentLeadDates } from './api/recent-lead-dates'
import { bucketLeadsPerDay, chartStart, type DayCount } from './leads-per-day'
import { type LeadFilter, type LeadTab } from './leads-query'

export type LoadState<T> = {
  /** True while the current request is on its way (`data` may still hold the previous answer). */
  loading: boolean
  data: T | null
  error: LeadReadError | null
}

type Stored<T> = { key: string; data: T | null; error: LeadReadError | null }

type Result<T> = { data: T; error: null } | { data: null; error: LeadReadError }

function unreachable(error: unknown): LeadReadError {
  return { code: '', message: error instanceof Error ? error.message : String(error), status: 0 }
}

/**
 * Runs `load` whenever `key` changes and keeps its answer. While a new request is on its way
 * the previous data stays on screen (marked loading), so paging does not flash empty.
 */
function useLoad<T>(key: string, load: () => Promise<Result<T>>): LoadState<T> {
  const [stored, setStored] = useState<Stored<T>>({ key: '', data: null, error: null })

  useEffect(() => {
    let active = true
    load().then(
      (result) => {
        if (active) setStored({ key, data: result.data, error: result.error })
      },
      (error: unknown) => {
        if (active) setStored({ key, data: null, error: unreachable(error) })
      },
    )
    return () => {
      active = false
    }
    // `key` names everything `load` reads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key])

  const current = stored.key === key
  return {
    loading: !current,
    data: stored.data,
    error: current ? stored.error : null,
  }
}

/** One page of the filter's leads and their total. `attempt` changes to load again. */
export function useLeadPage(filter: LeadFilter, attempt: number): LoadState<LeadPage> {
  const key = JSON.stringify([filter.tab, filter.q, filter.from, filter.to, filter.page, attempt])
  return useLoad(key, () => listLeads(filter))
}

/** The tab's leads per day over the last 30 days. `attempt` changes to load again. */
export function useLeadChart(tab: LeadTab, attempt: number): LoadState<DayCount[]> {
  const key = JSON.stringify([tab, attempt])
  return useLoad(key, async () => {
    const today = new Date()
    const result = await recentLeadDates(tab, chartStart(today).toISOString())
    if (result.error) return result
    return { data: bucketLeadsPerDay(result.data, today), error: null }
  })
}
