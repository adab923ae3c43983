import { getSupabase } from '@/lib/supabase'

import type { LeadFilter } from '../leads-query'
import type { LeadReadError } from './lead-rows'
import { leadsRequest } from './leads-request'

/**
 * The filter's rows as CSV (`Accept: text/csv`), all pages. The server quotes per RFC 4180,
 * neutralises cells that a spreadsheet would run as formulas, and audits the export.
 */
export async function exportLeadsCsv(
  filter: Omit<LeadFilter, 'page'>,
): Promise<{ data: string; error: null } | { data: null; error: LeadReadError }> {
  const supabase = await getSupabase()
  const { data, error, status } = await leadsRequest(supabase, filter).csv()
  if (error) return { data: null, error: { code: error.code, message: error.message, status } }
  return { data: data ?? '', error: null }
}
