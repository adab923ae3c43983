// Staff roles and what each may do (docs/architecture.md, Roles): the one table the server checks
// on every staff request and the workspace reads to offer only what the server allows. A staff
// user is an ordinary auth user whose `app_metadata.role` names a staff role; their JWT role stays
// "authenticated". A physician is a staff member with the clinical rights on top: reading and
// deciding health questionnaires, reviewing order lines, and saying which products need that
// review and how many one order may hold.

import { orderMessages } from './orders/orders'
import type { StaffRole } from './staff-role-names'

export {
  isPhysicianRole,
  isStaffRole,
  type StaffRole,
  staffRoleOf,
  staffRoles,
} from './staff-role-names'

/**
 * Each permission and the roles that hold it. A role missing from a row is refused: the server
 * answers 403 (`physician_only` where only physicians hold it), the workspace does not offer it.
 */
export const rolePermissions = {
  /** Open the staff workspace (/admin, /staff/v1) at all. */
  'workspace.open': ['staff', 'physician'],
  /** The questionnaire queue: who, which program, when, the first look and its flags — no answers. */
  'intakes.queue': ['staff', 'physician'],
  /** A questionnaire's answers, assessment and note in full. */
  'intakes.read': ['physician'],
  /** Decide a questionnaire (the decision and note the patient reads in My care). */
  'intakes.decide': ['physician'],
  /** Approve, lower or decline the order lines that need a physician. */
  'orders.review': ['physician'],
  /** Whether a product needs a physician's review, and the most one order may hold of it. */
  'catalogue.review-settings': ['physician'],
  /** A product's price, stock and whether it is on sale. */
  'catalogue.edit': ['staff', 'physician'],
} as const satisfies Record<string, readonly StaffRole[]>

export type Permission = keyof typeof rolePermissions
// Pure: a page that never asks for the list keeps none of the table.
export const permissions = /* @__PURE__ */ Object.keys(rolePermissions) as Permission[]

/** Whether an `app_metadata.role` value (or a resolved role) holds `permission`. */
export function can(role: unknown, permission: Permission): boolean {
  return (rolePermissions[permission] as readonly unknown[]).includes(role)
}

/**
 * What a refused staff member is told (403, docs/wire-contract.md, Staff workspace). Every
 * permission staff lack today is a physician's alone, hence one code.
 */
export const roleRefusals = {
  'intakes.read': 'Only a physician can read and decide health questionnaires.',
  'intakes.decide': 'Only a physician can read and decide health questionnaires.',
  'orders.review': orderMessages.physicianOnly,
  'catalogue.review-settings':
    'Only a physician can change whether a product needs a physician’s review, or how many one order may hold.',
} as const satisfies Partial<Record<Permission, string>>

export function refusalOf(permission: Permission): { code: string; message: string } {
  const message =
    (roleRefusals as Partial<Record<Permission, string>>)[permission] ??
    'Your staff role does not allow this.'
  const physicianOnly =
    rolePermissions[permission].length === 1 && rolePermissions[permission][0] === 'physician'
  return { code: physicianOnly ? 'physician_only' : 'role_refused', message }
}
