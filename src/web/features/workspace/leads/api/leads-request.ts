import type { SupabaseClient } from '@supabase/supabase-js'

import { createdAtBounds, type LeadFilter, searchFilter, tableOf } from '../leads-query'

/**
 * The select for a filter, shared by the page and the CSV export so the export is exactly what
 * is on screen (without the paging): the tab's table, the day range, the search, newest first.
 * (Synchronous on purpose: the builder is a thenable, which an async function would send.)
 */
export function leadsRequest(
  supabase: SupabaseClient,
  filter: Omit<LeadFilter, 'page'>,
  options?: { count: 'exact' },
) {
  let query = supabase.from(tableOf(filter.tab)).select('*', options)
  const { gte, lte } = createdAtBounds(filter)
  if (gte) query = query.gte('created_at', gte)
  if (lte) query = query.lte('created_at', lte)
  const search = searchFilter(filter.tab, filter.q)
  if (search) query = query.or(search)
  return query.order('created_at', { ascending: false })
}
