// Staff roles (docs/architecture.md, Roles). A staff user is an ordinary auth user whose
// `app_metadata.role` names a staff role; their JWT role stays "authenticated". A physician is a
// staff member who may also decide on the order lines that need a physician's review.

export const staffRoles = ['staff', 'physician'] as const
export type StaffRole = (typeof staffRoles)[number]

/** Whether an `app_metadata.role` value opens the staff workspace. */
export function isStaffRole(role: unknown): role is StaffRole {
  return role === 'staff' || role === 'physician'
}

/** Whether an `app_metadata.role` value may approve, change or decline reviewed order lines. */
export function isPhysicianRole(role: unknown): boolean {
  return role === 'physician'
}
