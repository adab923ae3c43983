import { getSupabase } from '@/lib/supabase'
import { leadTables, type NewsletterSignup, type SpamFields } from '@shared/leads'

import type { LeadInsertResult } from './lead-insert-result'

/**
 * POST /rest/v1/newsletter_subscribers. An address that is already subscribed is accepted
 * again (201) without a second row, so the visitor sees the same thank-you.
 */
export async function subscribeNewsletter(
  { email }: NewsletterSignup,
  spam: SpamFields,
): Promise<LeadInsertResult> {
  const supabase = await getSupabase()
  const { error, status } = await supabase.from(leadTables.newsletter).insert({ email, ...spam })
  return { error, status }
}
