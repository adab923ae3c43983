import { forgetStoredSession, getSiteConfig, getSupabase } from '@/lib/supabase'

export type SignOutScope = 'global' | 'local' | 'others'

/**
 * Signs this browser out, then tells the server (POST /auth/v1/logout?scope=…). Without a scope
 * every session of the user ends ('global'), as in supabase-js.
 *
 * supabase-js would ask the server first and forget the stored session only when it answers, so
 * a page opened in between (Sign Out, then at once another page) found the visitor still signed
 * in. Here the stored session goes first; supabase-js's local sign-out, finding nothing stored,
 * only clears its state and emits SIGNED_OUT; then the server ends the session by its token.
 */
export async function signOut(options?: { scope?: SignOutScope }) {
  const scope = options?.scope ?? 'global'
  const [supabase, config] = await Promise.all([getSupabase(), getSiteConfig()])
  if (scope === 'others') return supabase.auth.signOut({ scope })
  const {
    data: { session },
  } = await supabase.auth.getSession()
  forgetStoredSession(config)
  const local = await supabase.auth.signOut({ scope: 'local' })
  if (!session) return local
  const { error } = await supabase.auth.admin.signOut(session.access_token, scope)
  // As supabase-js: a session the server no longer knows (401, 403, 404) is already over.
  // (Read off the error, not with isAuthApiError: a value import would put supabase-js in the
  // entry chunk.)
  if (error && ![401, 403, 404].includes(error.status ?? 0)) return { error }
  return { error: null }
}
