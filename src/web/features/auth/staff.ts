import type { Session, User } from '@supabase/supabase-js'

import type { StaffMfa } from '@/lib/supabase'
import { isPhysicianRole, isStaffRole, type StaffRole, staffRoleOf } from '@shared/staff-role-names'

/**
 * A staff user is an ordinary auth user whose app_metadata.role names a staff role: 'staff', or
 * 'physician', a staff member with one more right (docs/architecture.md, Staff accounts and
 * Orders).
 */
export function isStaffUser(user: User | null | undefined): boolean {
  return isStaffRole(user?.app_metadata?.role)
}

/**
 * The user's staff role, read to choose what a workspace page offers with `can()` from
 * src/shared/roles.ts (docs/architecture.md, Roles); undefined for everyone else. The server
 * checks the role on every request.
 */
export function staffRole(user: User | null | undefined): StaffRole | undefined {
  return staffRoleOf(user?.app_metadata?.role)
}

/**
 * Whether the user is a physician, who may approve, change or decline the order lines that need a
 * physician's review (docs/architecture.md, Orders). Read only to choose what a page offers: the
 * server checks the role on every review.
 */
export function isPhysician(user: User | null | undefined): boolean {
  // The role by name, not through the table (`can(role, 'orders.review')`): this module is in
  // every page's entry (src/shared/staff-role-names.ts).
  return isPhysicianRole(staffRole(user))
}

/**
 * Where a session stands with staff rights, as the server decides them (docs/architecture.md,
 * Staff accounts): `granted`; `code` when the staff member has a second factor and this session
 * has not used it; `enroll` when STAFF_MFA requires a factor they have not set up; `none` for
 * everyone else.
 */
export type StaffAccess = 'none' | 'enroll' | 'code' | 'granted'

export function staffAccess(session: Session | null, staffMfa: StaffMfa): StaffAccess {
  if (!session || !isStaffUser(session.user)) return 'none'
  if (sessionAal(session.access_token) === 'aal2') return 'granted'
  if (session.user.factors?.some((factor) => factor.status === 'verified')) return 'code'
  return staffMfa === 'required' ? 'enroll' : 'granted'
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
