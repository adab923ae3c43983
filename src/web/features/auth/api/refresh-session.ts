import { getSupabase } from '@/lib/supabase'

/** POST /auth/v1/token?grant_type=refresh_token with the stored refresh token. */
export async function refreshSession() {
  const supabase = await getSupabase()
  return supabase.auth.refreshSession()
}
