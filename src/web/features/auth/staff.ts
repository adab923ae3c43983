import type { Session, User } from '@supabase/supabase-js'

import type { StaffMfa } from '@/lib/supabase'

/**
 * A staff user is an ordinary auth user whose app_metadata.role is 'staff' (docs/architecture.md,
 * Staff accounts).
 */
export function isStaffUser(user: User | null | undefined): boolean {
  return user?.app_metadata?.role === 'staff'
}

/**
 * Where a session stands with staff rights, as the server decides them (docs/architecture.md,
 * Staff accounts): `granted`; `code` when the staff member has a second factor and this session
 * has not used it; `enrol` when STAFF_MFA requires a factor they have not set up; `none` for
 * everyone else.
 */
export type StaffAccess = 'none' | 'enrol' | 'code' | 'granted'

export function staffAccess(session: Session | null, staffMfa: StaffMfa): StaffAccess {
  if (!session || !isStaffUser(session.user)) return 'none'
  if (sessionAal(session.access_token) === 'aal2') return 'granted'
  if (session.user.factors?.some((factor) => factor.status === 'verified')) return 'code'
  return staffMfa === 'required' ? 'enrol' : 'granted'
}

/** The `aal` claim of an access token (read only to choose a screen; the server checks it). */
function sessionAal(accessToken: string): string | undefined {
  try {
    const payload = accessToken.split('.')[1] ?? ''
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'))
    const claims = JSON.parse(json) as { aal?: unknown }
    return typeof claims.aal === 'string' ? claims.aal : undefined
  } catch {
    return undefined
  }
}
