import { getSupabase } from '@/lib/supabase'

import { type LeadFilter, pageRange } from '../leads-query'
import type { LeadReadError, LeadRow } from './lead-rows'
import { leadsRequest } from './leads-request'

export type LeadPage = { rows: LeadRow[]; count: number }

/**
 * GET /rest/v1/<table>?select=*&…&order=created_at.desc with `Prefer: count=exact` and a range:
 * one page of the filter's rows and the total. The server records the read in its audit log.
 */
export async function listLeads(
  filter: LeadFilter,
): Promise<{ data: LeadPage; error: null } | { data: null; error: LeadReadError }> {
  const supabase = await getSupabase()
  const [from, to] = pageRange(filter.page)
  const { data, count, error, status } = await leadsRequest(supabase, filter, {
    count: 'exact',
  }).range(from, to)
  if (error) return { data: null, error: { code: error.code, message: error.message, status } }
  const rows = (data ?? []) as LeadRow[]
  return { data: { rows, count: count ?? rows.length }, error: null }
}
