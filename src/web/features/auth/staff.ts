import type { User } from '@supabase/supabase-js'

/** A staff user is an ordinary auth user whose app_metadata.role is 'staff' (DESIGN.md §3). */
export function isStaffUser(user: User | null | undefined): boolean {
  return user?.app_metadata?.role === 'staff'
}
