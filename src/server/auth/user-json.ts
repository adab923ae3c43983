import type { Selectable } from 'kysely'

import { isPhysicianRole, isStaffRole } from '../../shared/roles'
import type { MfaFactorsTable, UsersTable } from '../db/schema'

export type UserRow = Selectable<UsersTable>
type FactorFields = Pick<
  Selectable<MfaFactorsTable>,
  | 'id'
  | 'friendly_name'
  | 'factor_type'
  | 'status'
  | 'last_challenged_at'
  | 'created_at'
  | 'updated_at'
>

/** GoTrue's `aud` and `role` for every user (Supabase's configuration). */
export const AUDIENCE = 'authenticated'
export const USER_ROLE = 'authenticated'

/** A stored JSON object column; anything else reads as `{}` rather than failing a request. */
export function parseJsonObject(text: string | null | undefined): Record<string, unknown> {
  if (!text) return {}
  try {
    const value: unknown = JSON.parse(text)
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {}
  } catch {
    return {}
  }
}

/** A staff member: `app_metadata.role` names a staff role (a physician is staff too). */
export function isStaffUser(user: Pick<UserRow, 'raw_app_meta_data'>): boolean {
  return isStaffRole(parseJsonObject(user.raw_app_meta_data).role)
}

/** A physician: the staff member who may also review order lines (src/shared/roles.ts). */
export function isPhysicianUser(user: Pick<UserRow, 'raw_app_meta_data'>): boolean {
  return isPhysicianRole(parseJsonObject(user.raw_app_meta_data).role)
}

export function isBanned(user: Pick<UserRow, 'banned_until'>, now = Date.now()): boolean {
  return user.banned_until !== null && Date.parse(user.banned_until) > now
}

/** A factor as GoTrue serialises `models.Factor` (docs/wire-contract.md, MFA); never its secret. */
export function toFactorJson(factor: FactorFields): Record<string, unknown> {
  const json: Record<string, unknown> = {
    id: factor.id,
    created_at: factor.created_at,
    updated_at: factor.updated_at,
    status: factor.status,
  }
  setIf(json, 'friendly_name', factor.friendly_name)
  json.factor_type = factor.factor_type
  json.last_challenged_at = factor.last_challenged_at
  return json
}

/**
 * The user object as GoTrue serialises `models.User` (docs/wire-contract.md, User object): its
 * field order, omitempty fields left out when empty, `identities` always present, `factors`
 * only when the user has some.
 */
export function toUserJson(
  user: UserRow,
  factors: readonly FactorFields[] = [],
): Record<string, unknown> {
  const json: Record<string, unknown> = {
    id: user.id,
    aud: AUDIENCE,
    role: USER_ROLE,
    email: user.email,
  }
  setIf(json, 'email_confirmed_at', user.email_confirmed_at)
  json.phone = ''
  setIf(json, 'confirmation_sent_at', user.confirmation_sent_at)
  // A generated column in GoTrue: LEAST(email_confirmed_at, phone_confirmed_at).
  setIf(json, 'confirmed_at', user.email_confirmed_at)
  setIf(json, 'recovery_sent_at', user.recovery_sent_at)
  setIf(json, 'new_email', user.email_change)
  setIf(json, 'email_change_sent_at', user.email_change_sent_at)
  setIf(json, 'last_sign_in_at', user.last_sign_in_at)
  json.app_metadata = parseJsonObject(user.raw_app_meta_data)
  json.user_metadata = parseJsonObject(user.raw_user_meta_data)
  if (factors.length > 0) json.factors = factors.map(toFactorJson)
  json.identities = [
    {
      identity_id: user.identity_id,
      id: user.id,
      user_id: user.id,
      identity_data: parseJsonObject(user.identity_data),
      provider: 'email',
      last_sign_in_at: user.last_sign_in_at ?? user.created_at,
      created_at: user.created_at,
      updated_at: user.updated_at,
      email: user.email,
    },
  ]
  json.created_at = user.created_at
  json.updated_at = user.updated_at
  setIf(json, 'banned_until', user.banned_until)
  json.is_anonymous = false
  return json
}

function setIf(json: Record<string, unknown>, key: string, value: string | null) {
  if (value !== null && value !== '') json[key] = value
}
