import type { User } from '@supabase/supabase-js'

import { getSiteConfig, getSupabase, hasSessionToRestore } from '@/lib/supabase'

/**
 * The signed-in user as supabase-js holds it, for code that runs outside React (route loaders).
 * With nothing stored the visitor is signed out, and the client chunk is not loaded to say so.
 */
export async function currentUser(): Promise<User | null> {
  const config = await getSiteConfig()
  if (!hasSessionToRestore(config)) return null
  const supabase = await getSupabase()
  const { data } = await supabase.auth.getSession()
  return data.session?.user ?? null
}
