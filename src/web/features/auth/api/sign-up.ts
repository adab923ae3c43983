import { paths } from '@/config/paths'
import { getSupabase } from '@/lib/supabase'
import type { SignUpInput } from '@shared/auth'

/**
 * POST /auth/v1/signup with the full name as user metadata; the confirmation link leads back
 * to `returnTo` on this site (a path lib/return-path.ts let through; the server honors only its
 * own origin, docs/wire-contract.md, E-mail links), else to My care. Resolves with supabase-js's
 * `{ data, error }`.
 */
export async function signUp({ fullName, email, password }: SignUpInput, returnTo?: string) {
  const supabase = await getSupabase()
  return supabase.auth.signUp({
    email,
    password,
    options: {
      data: { full_name: fullName },
      emailRedirectTo: `${window.location.origin}${returnTo ?? paths.account}`,
    },
  })
}
