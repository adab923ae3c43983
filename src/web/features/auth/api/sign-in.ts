import { getSupabase } from '@/lib/supabase'
import type { StaffSignInInput } from '@shared/auth'

/** POST /auth/v1/token?grant_type=password. Resolves with supabase-js's `{ data, error }`. */
export async function signIn({ email, password }: StaffSignInInput) {
  const supabase = await getSupabase()
  return supabase.auth.signInWithPassword({ email, password })
}
