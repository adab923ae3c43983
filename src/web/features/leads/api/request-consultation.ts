import { getSupabase } from '@/lib/supabase'
import {
  type ConsultationRequest,
  leadTables,
  type SpamFields,
  toConsultationRow,
} from '@shared/leads'

import type { LeadInsertResult } from './lead-insert-result'

/** POST /rest/v1/consultation_requests (Prefer: return=minimal → 201, empty body). */
export async function requestConsultation(
  values: ConsultationRequest,
  spam: SpamFields,
): Promise<LeadInsertResult> {
  const supabase = await getSupabase()
  const { error, status } = await supabase
    .from(leadTables.consultation)
    .insert({ ...toConsultationRow(values), ...spam })
  return { error, status }
}
