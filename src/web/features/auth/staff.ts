import type { User } from '@supabase/supabase-js'

/**
 * A staff user is an ordinary auth user whose app_metadata.role is 'staff' (docs/architecture.md,
 * Staff accounts).
 */
export function isStaffUser(user: User | null | undefined): boolean {
  return user?.app_metadata?.role === 'staff'
}
