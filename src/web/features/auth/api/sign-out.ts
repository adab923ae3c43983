import { getSupabase } from '@/lib/supabase'

export type SignOutScope = 'global' | 'local' | 'others'

/**
 * POST /auth/v1/logout?scope=…, then supabase-js clears the stored session and emits
 * SIGNED_OUT. Without a scope supabase-js signs out every session of the user ('global').
 */
export async function signOut(options?: { scope?: SignOutScope }) {
  const supabase = await getSupabase()
  return supabase.auth.signOut(options)
}
