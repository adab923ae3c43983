import { getSupabase } from '@/lib/supabase'
import { type DownloadRequest, leadTables, type SpamFields, toDownloadRow } from '@shared/leads'

import type { LeadInsertResult } from './lead-insert-result'

/** POST /rest/v1/download_requests: the person's details plus the chosen guide's id and title. */
export async function requestDownload(
  values: DownloadRequest,
  spam: SpamFields,
): Promise<LeadInsertResult> {
  const supabase = await getSupabase()
  const { error, status } = await supabase
    .from(leadTables.download)
    .insert({ ...toDownloadRow(values), ...spam })
  return { error, status }
}
