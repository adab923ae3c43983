import type { Context, MiddlewareHandler } from 'hono'

import { can, type Permission, refusalOf, type StaffRole } from '../../shared/roles'
import type { ApiCaller } from '../lib/api-caller'
import { PlainError } from './wire-error'

/** What the staff door leaves on the request: who is calling, and in which staff role. */
export type StaffEnv = { Variables: { staffId: string; staffRole: StaffRole } }

export type ResolveCaller = (headers: {
  apikey: string | undefined
  authorization: string | undefined
}) => Promise<ApiCaller>

/**
 * The staff APIs' door (/staff/v1, docs/wire-contract.md): the site's key and a live staff
 * session (with its second factor where that is required), else 401 or 403. The staff member's
 * id is `c.var.staffId`, their role `c.var.staffRole` (read afresh from their account on every
 * request when the caller is resolved, docs/architecture.md, Roles); answers are never cached.
 */
export function staffOnly(resolveCaller: ResolveCaller): MiddlewareHandler<StaffEnv> {
  return async (c, next) => {
    const caller = await resolveCaller({
      apikey: c.req.header('apikey'),
      authorization: c.req.header('authorization'),
    })
    if (caller.kind === 'no-api-key' || caller.kind === 'bad-api-key') {
      throw new PlainError(401, 'An API key is required', { code: 'no_api_key' })
    }
    if (caller.kind !== 'user') {
      throw new PlainError(401, 'Staff sign-in required', { code: 'staff_session_required' })
    }
    if (!caller.staff) {
      throw new PlainError(403, 'Staff only (with the second sign-in step, if it applies)', {
        code: 'staff_only',
      })
    }
    c.set('staffId', caller.userId)
    c.set('staffRole', caller.physician === true ? 'physician' : 'staff')
    await next()
    c.header('Cache-Control', 'no-store')
  }
}

/**
 * Refuses a staff member whose role lacks `permission` (the table in src/shared/roles.ts): 403
 * with a code and words the workspace shows. Called before anything is read or changed.
 */
export function requirePermission(c: Context<StaffEnv>, permission: Permission): void {
  if (!can(c.var.staffRole, permission)) {
    const { code, message } = refusalOf(permission)
    throw new PlainError(403, message, { code })
  }
}
