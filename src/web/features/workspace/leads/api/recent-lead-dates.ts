import { getSupabase } from '@/lib/supabase'

import { type LeadTab, tableOf } from '../leads-query'
import type { LeadReadError } from './lead-rows'

/** At most this many timestamps are read for the chart (about 330 leads a day for 30 days). */
const CHART_ROW_LIMIT = 10_000

/** `created_at` of every lead in the tab's table since `since` (an ISO timestamp), for the chart. */
export async function recentLeadDates(
  tab: LeadTab,
  since: string,
): Promise<{ data: string[]; error: null } | { data: null; error: LeadReadError }> {
  const supabase = await getSupabase()
  const { data, error, status } = await supabase
    .from(tableOf(tab))
    .select('created_at')
    .gte('created_at', since)
    .limit(CHART_ROW_LIMIT)
  if (error) return { data: null, error: { code: error.code, message: error.message, status } }
  return { data: (data as { created_at: string }[]).map((row) => row.created_at), error: null }
}
