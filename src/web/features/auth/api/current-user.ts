import type { User } from '@supabase/supabase-js'

import { getSiteConfig, getSupabase, hasSessionToRestore } from '@/lib/supabase'

import { type StaffAccess, staffAccess } from '../staff'

/**
 * The signed-in user and where their session stands with staff rights (features/auth/staff.ts),
 * for route loaders that read staff data only when the server will answer it.
 */
export async function currentStaffAccess(): Promise<{ user: User | null; access: StaffAccess }> {
  const config = await getSiteConfig()
  if (!hasSessionToRestore(config)) return { user: null, access: 'none' }
  const supabase = await getSupabase()
  const { data } = await supabase.auth.getSession()
  return {
    user: data.session?.user ?? null,
    access: staffAccess(data.session, config.staffMfa),
  }
}
