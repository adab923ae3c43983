// The staff roles by name, apart from what each may do (roles.ts): every page's entry asks
// whether a session is staff's, and the table of permissions, with its words, belongs only in
// the workspace's chunks. roles.ts re-exports these; roles.test.ts holds isStaffRole equal to
// `can(role, 'workspace.open')`.

export const staffRoles = ['staff', 'physician'] as const
export type StaffRole = (typeof staffRoles)[number]

/** Whether an `app_metadata.role` value opens the staff workspace. */
export function isStaffRole(role: unknown): role is StaffRole {
  return (staffRoles as readonly unknown[]).includes(role)
}

/** Whether an `app_metadata.role` value is a physician's (the role, not one of its rights). */
export function isPhysicianRole(role: unknown): boolean {
  return role === 'physician'
}

/** The staff role of an `app_metadata.role` value, or undefined for everyone else. */
export function staffRoleOf(role: unknown): StaffRole | undefined {
  return isStaffRole(role) ? role : undefined
}
