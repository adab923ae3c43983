import { getSiteConfig, getSupabase } from '@/lib/supabase'

/**
 * POST /auth/v1/activity: someone is using this staff session, so the server moves its idle
 * limit on (docs/wire-contract.md, Staff activity). Resolves false when the server says the
 * session has ended.
 */
export async function reportActivity(): Promise<boolean> {
  const [config, supabase] = await Promise.all([getSiteConfig(), getSupabase()])
  const { data } = await supabase.auth.getSession()
  if (!data.session) return false
  const response = await fetch(`${config.supabaseUrl}/auth/v1/activity`, {
    method: 'POST',
    headers: {
      apikey: config.supabaseAnonKey,
      Authorization: `Bearer ${data.session.access_token}`,
    },
  })
  // 401/403: the session ended (idle, signed out elsewhere, reset); anything else is no answer.
  return !(response.status === 401 || response.status === 403)
}
