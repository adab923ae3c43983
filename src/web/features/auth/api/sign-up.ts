import { getSupabase } from '@/lib/supabase'
import type { SignUpInput } from '@shared/auth'

/**
 * POST /auth/v1/signup with the full name as user metadata; the confirmation link leads back
 * to this site. Resolves with supabase-js's `{ data, error }`.
 */
export async function signUp({ fullName, email, password }: SignUpInput) {
  const supabase = await getSupabase()
  return supabase.auth.signUp({
    email,
    password,
    options: {
      data: { full_name: fullName },
      emailRedirectTo: window.location.origin,
    },
  })
}
